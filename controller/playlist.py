"""A playlist: a scramble, a solution or a typed alg being played move by move."""
from __future__ import annotations

from dataclasses import dataclass

from model import Move

from .undo import Entry


@dataclass(eq=False)
class Playlist:
    """Moves played one at a time so they can be paused and stepped.

    `fed` counts the moves handed to the turn queue; the history `entry`
    always holds exactly those moves. `solution` (for kind 'solution') gives
    the stages for the phase text; `label` names a scramble's mode."""
    kind: str
    moves: tuple[Move, ...]
    entry: Entry
    solution: object = None
    label: str = ''
    fed: int = 0
    cap: float | None = None

    def __post_init__(self) -> None:
        self.move_list = list(self.moves)      # what the view shows, built once

    @property
    def finished(self) -> bool:
        return self.fed >= len(self.moves)

    def feed(self) -> tuple[int, Move]:
        index = self.fed
        self.fed += 1
        self.entry.moves.append(self.moves[index])
        return index, self.moves[index]

    def unfeed(self) -> tuple[int, Move]:
        self.fed -= 1
        self.entry.moves.pop()
        return self.fed, self.moves[self.fed].inverse()

    def feed_all(self) -> None:
        while not self.finished:
            self.feed()
