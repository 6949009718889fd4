"""Queued work and the turn being animated: what the session plays, in order."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from model import Cube, Move, Turn

from . import speed


@dataclass(frozen=True, slots=True)
class Animate:
    """Turn `move` with animation. `source` says who asked: 'user', 'alg',
    'scramble', 'solution', 'undo', 'redo', 'step'; `index` is the playlist
    position it shows in `owner` (the Playlist, None outside playlists);
    `count` the move counter after it; `cap` caps its seconds (scrambles)."""
    move: Move
    source: str
    count: int
    index: int | None = None
    owner: object = None
    cap: float | None = None


@dataclass(frozen=True, slots=True)
class Jump:
    """Replace the cube with `state` at once (group undo/redo, scramble start)."""
    state: Cube
    source: str
    count: int


class ActiveTurn:
    """The turn being animated: its move, model Turn, the facelets that turn,
    linear `progress` 0..1 and the eased `angle` in degrees (right-hand about
    +axis, 0 to 90 / 180 / -90 for quarter 1 / 2 / 3)."""

    __slots__ = ('item', 'move', 'turn', 'facelets', 'elapsed', 'duration')

    def __init__(self, item: Animate, cube: Cube, seconds_per_quarter: float):
        self.item = item
        self.move: Move = item.move
        self.turn: Turn = item.move.turn(cube.n)
        self.facelets: np.ndarray = cube.moved_facelets(item.move)
        self.elapsed = 0.0
        self.duration = 0.0
        self.retime(seconds_per_quarter)

    def retime(self, seconds_per_quarter: float) -> None:
        """Change speed keeping the progress made so far."""
        done = self.progress
        self.duration = speed.duration(seconds_per_quarter, self.turn.quarter)
        if self.item.cap is not None:
            self.duration = min(self.duration, self.item.cap)
        self.elapsed = done * self.duration

    def skip(self) -> None:
        """Complete at the next advance, whatever time it is given."""
        self.elapsed = self.duration

    def advance(self, dt: float) -> float:
        """Spend up to dt seconds; returns the time left over once finished."""
        self.elapsed += dt
        if self.elapsed >= self.duration:
            left = self.elapsed - self.duration
            self.elapsed = self.duration
            return left
        return -1.0

    @property
    def finished(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def progress(self) -> float:
        if self.duration <= 0.0:
            return 0.0
        return min(self.elapsed / self.duration, 1.0)

    @property
    def angle(self) -> float:
        return speed.ease(self.progress) * speed.final_angle(self.turn.quarter)

    def __repr__(self) -> str:
        return f"ActiveTurn({self.move}, progress={self.progress:.2f})"
