"""Playback over time: a kept solve replayed with its own timing, and the
timeline slider that scrubs any playlist (scramble, solution, alg, replay).

Both drive the session's playlist through its public methods (`replay`,
`step_forward`, `seek`), so the view draws the cube and highlights the move
in the alg bar exactly as for any other playback.
"""
from __future__ import annotations

from model import Alg, Cube, NotationError, parse_move
from timing import Solve, format_ms


class Replay:
    """A kept solve played back in real time: `start()`, then `update(dt)` each
    frame plays every move when the solve's clock reaches its time."""

    def __init__(self, session, solve: Solve):
        self.session, self.solve = session, solve
        self.moves = [parse_move(text) for text, _ in solve.moves]
        self.times = [ms / 1000 for _, ms in solve.moves]
        self.playing = False
        self.position = 0.0            # seconds on the solve's clock
        self._playlist = None
        self._fed = 0                  # moves handed to the session

    @property
    def start_time(self) -> float:
        """Where the clock starts: before the first move (inspection rotations are negative)."""
        return min(self.times[0], 0.0) if self.times else 0.0

    def base(self) -> Cube:
        """The scrambled cube the solve started from."""
        return Cube(self.solve.size).apply(Alg.parse(self.solve.scramble, self.solve.size))

    def start(self) -> str | None:
        """Show the scrambled cube and play. None when it plays, else the
        catalogue key of why not (no move log: an imported solve; a scramble
        that cannot be read; the session refused, its message says why)."""
        if not self.moves:
            return 'practise.replay_no_moves'
        try:
            base = self.base()
        except NotationError:
            return 'practise.replay_bad_scramble'
        if not self.session.replay(base, self.moves, format_ms(self.solve.time_ms)):
            return 'practise.replay_refused'
        self._playlist = self.session.playlist
        self.position, self.playing, self._fed = self.start_time, True, 0
        return None

    @property
    def active(self) -> bool:
        """The session still holds this replay's playlist."""
        return self._playlist is not None and self.session.playlist is self._playlist

    def update(self, dt: float) -> None:
        """Advance the clock by dt seconds; step the moves whose time has come."""
        if not self.playing or not self.active:
            self.playing = False
            return
        session = self.session
        if session.active is None:
            self._fed = session.play_index        # idle: the alg bar's index is what was played
        self.position += max(float(dt), 0.0)
        while self._fed < len(self.moves) and self.times[self._fed] <= self.position:
            session.step_forward()
            self._fed += 1
        if self._fed >= len(self.moves):
            self.playing = False

    def pause(self) -> None:
        self.playing = False

    def resume(self) -> None:
        if self.active:
            self.playing = True

    def seek(self, index: int) -> None:
        """Jump to just after move `index` - 1 (the timeline); the clock follows."""
        self.session.seek(index)
        index = self._fed = self.session.play_index
        self.position = self.times[index - 1] if index > 0 else self.start_time


class Timeline:
    """The slider over the session's playlist: position 0..length (moves played)."""

    def __init__(self, session):
        self.session = session

    @property
    def length(self) -> int:
        return len(self.session.playlist)

    @property
    def position(self) -> int:
        return self.session.play_index

    @property
    def fraction(self) -> float:
        return self.position / self.length if self.length else 0.0

    def index_for(self, fraction: float) -> int:
        return round(min(max(float(fraction), 0.0), 1.0) * self.length)

    def scrub(self, fraction: float, replay: Replay | None = None) -> int:
        """Show the playlist at `fraction` (0 = before the first move, 1 = all
        played), paused; returns the move index shown."""
        index = self.index_for(fraction)
        if replay is not None and replay.active:
            replay.pause()
            replay.seek(index)
        else:
            self.session.seek(index)
        return self.position
