"""The turn player: the queue of turns and jumps, the turn being animated, and the clock.

It knows nothing of playlists, history or messages: the session queues work
here, hands it the next playlist move when the queue runs dry, and is told of
each turn as it completes.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Callable

from model import Cube, Move

from .turns import ActiveTurn, Animate, Jump


@dataclass(frozen=True, slots=True)
class Tick:
    """What one `advance` did: turns completed, jumps made, and the turn that
    began in it and is still turning (None if none)."""
    finished: int
    jumped: int
    started: ActiveTurn | None


class MoveQueue:
    """Plays queued work in order against a clock.

    `cube` holds the completed turns, `logical` the cube once everything queued
    has played (input is resolved against it), `active` the turn under way,
    `count` the move counter of the last completed item, `last_source` its source
    and `last_move` its move (None after a jump).
    `watch(item)` says for which turns `finished` is told whether the cube was
    solved before them (that check costs more than a turn on a big cube).
    `queued(move, source)` is told of every turn queued; while `hurry()` is True a
    turn with another queued behind it completes at once, so the animation never
    lags the input (a timed attempt)."""

    def __init__(self, cube: Cube, seconds_per_turn: float,
                 watch: Callable[[Animate], bool] = lambda item: False,
                 queued: Callable[[Move, str], None] = lambda move, source: None,
                 hurry: Callable[[], bool] = lambda: False):
        self.cube = cube
        self.logical = cube.copy()
        self.active: ActiveTurn | None = None
        self.count = 0
        self.last_move: Move | None = None
        self.last_source: str | None = None
        self._queue: deque[Animate | Jump] = deque()
        self._seconds = seconds_per_turn
        self._watch = watch
        self._queued = queued
        self._hurry = hurry

    # -- queueing --------------------------------------------------------------
    def enqueue(self, move: Move, source: str, count: int, index: int | None = None,
                owner: object = None, cap: float | None = None) -> None:
        """Queue an animated turn (see turns.Animate for the fields)."""
        self._queue.append(Animate(move, source, count, index, owner, cap))
        self.logical.apply(move)
        self._queued(move, source)

    def jump(self, state: Cube, source: str, count: int) -> None:
        """Queue a jump to `state`: it happens at once when its turn comes."""
        self._queue.append(Jump(state.copy(), source, count))
        self.logical = state.copy()

    def drop(self) -> None:
        """Forget every queued turn and the one under way (the cube keeps the
        completed ones): for a jump that replaces them all (the timeline)."""
        self._queue.clear()
        self.active = None
        self.logical = self.cube.copy()

    @property
    def idle(self) -> bool:
        """Nothing turning and nothing queued."""
        return self.active is None and not self._queue

    # -- pacing ------------------------------------------------------------------
    @property
    def seconds_per_turn(self) -> float:
        return self._seconds

    @seconds_per_turn.setter
    def seconds_per_turn(self, seconds: float) -> None:
        """A turn under way keeps its progress and goes on at the new speed."""
        self._seconds = seconds
        if self.active is not None:
            self.active.retime(seconds)

    # -- the clock -----------------------------------------------------------------
    def advance(self, dt: float, refill: Callable[[], bool],
                finished: Callable[[ActiveTurn, bool | None], None]) -> Tick:
        """Spend dt seconds: complete turns and jumps, start the next ones.

        When the queue is empty `refill()` may queue more and returns whether
        it did. `finished(turn, was_solved)` is called after each turn is in
        `cube`; was_solved is None for turns `watch` does not ask about."""
        budget = max(float(dt), 0.0) if dt == dt else 0.0
        done = jumped = 0
        started: ActiveTurn | None = None
        while True:
            if self.active is None:
                if not self._queue and not refill():
                    break
                item = self._queue.popleft()
                if isinstance(item, Jump):
                    self.cube = item.state.copy()
                    self.count = item.count
                    self.last_move, self.last_source = None, item.source
                    jumped += 1
                    continue
                self.active = started = ActiveTurn(item, self.cube, self._seconds)
            if self._queue and self._hurry():
                self.active.skip()
            left = self.active.advance(budget)
            if left < 0:
                break
            budget = left
            turn, self.active = self.active, None
            was_solved = self.cube.is_solved() if self._watch(turn.item) else None
            self.cube.apply(turn.move)
            self.count = turn.item.count
            self.last_move, self.last_source = turn.move, turn.item.source
            done += 1
            finished(turn, was_solved)
        return Tick(done, jumped, started if self.active is started else None)
