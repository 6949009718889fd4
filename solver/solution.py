"""Solution: what every solver returns, split into stages a person can follow."""
from __future__ import annotations

from dataclasses import dataclass, field

from model import Alg, Move


@dataclass(frozen=True, slots=True)
class Stage:
    """One stage of a solution: a name ("phase 1", "centres"), its moves and
    a plain-words description of what it achieves."""
    name: str
    moves: tuple[Move, ...]
    description: str = ''

    @property
    def length(self) -> int:
        return len(self.moves)


@dataclass(frozen=True, slots=True)
class Solution:
    """Moves that solve a cube, the stages they fall into, and the time taken."""
    moves: tuple[Move, ...]
    stages: tuple[Stage, ...] = ()
    seconds: float = 0.0
    extra: dict = field(default_factory=dict, compare=False)

    @property
    def length(self) -> int:
        return len(self.moves)

    @property
    def text(self) -> str:
        return str(Alg(self.moves))

    @property
    def hurried(self) -> tuple[str, ...]:
        """The stages that cut their work short because the solve's deadline
        had passed (a longer solution than the unhurried route's); () if none."""
        return tuple(self.extra.get('hurried', ()))

    def stage_length(self, name: str) -> int:
        return sum(s.length for s in self.stages if s.name == name)

    @property
    def phase1(self) -> int:
        return self.stage_length('phase 1')

    @property
    def phase2(self) -> int:
        return self.stage_length('phase 2')

    def stage_of(self, index: int) -> tuple[Stage, int] | None:
        """The stage holding move `index` and how many moves of it remain after it."""
        start = 0
        for stage in self.stages:
            if index < start + stage.length:
                return stage, start + stage.length - index - 1
            start += stage.length
        return None
