"""What the beginner's method hands back: steps, chunks, and their JSON form."""
from __future__ import annotations

from dataclasses import dataclass

from model import Alg, Move
from model.metrics import count


@dataclass(frozen=True)
class Chunk:
    """Set-up moves plus one catalogue algorithm, with what it does.

    `pieces` are the facelets the pieces it brings home show on now (before
    the chunk), `targets` the facelets they end on."""
    moves: tuple[Move, ...]
    algorithm: str              # catalogue key ('intuitive' for the cross)
    setup: int                  # how many of the moves are set-up moves
    pieces: tuple[int, ...]
    targets: tuple[int, ...]
    explanation: str
    colours: tuple[str, ...] = ()      # the colours of the first piece, by name
    where: str = ''                     # the faces it is on now ("UFR")
    goes: str = ''                      # the faces it goes to
    size: int = 0                       # stickers per piece (1 centre, 2 edge, 3 corner)
    count: int = 1                      # how many pieces it brings home

    def to_json(self) -> dict:
        return {'moves': text(self.moves), 'algorithm': self.algorithm,
                'explanation': self.explanation, 'pieces': list(self.pieces),
                'targets': list(self.targets)}


@dataclass(frozen=True)
class StepResult:
    """One step as solved: its chunks in order (none if it was already done)."""
    key: str
    name: str
    chunks: tuple[Chunk, ...]
    n: int

    @property
    def moves(self) -> tuple[Move, ...]:
        return merged([m for c in self.chunks for m in c.moves], self.n)

    def to_json(self) -> dict:
        return {'name': self.name, 'key': self.key, 'moves': text(self.moves),
                'chunks': [c.to_json() for c in self.chunks]}


@dataclass(frozen=True)
class Lesson:
    """The whole method on one cube: the steps in order, every one listed."""
    n: int
    steps: tuple[StepResult, ...]
    seconds: float = 0.0

    @property
    def moves(self) -> tuple[Move, ...]:
        return merged([m for s in self.steps for m in s.moves], self.n)

    @property
    def length(self) -> int:
        return count(self.moves, 'htm', self.n)

    @property
    def text(self) -> str:
        return text(self.moves)

    def to_json(self) -> dict:
        return {'moves': self.text, 'length': self.length, 'size': self.n,
                'steps': [s.to_json() for s in self.steps]}


@dataclass(frozen=True)
class Hint:
    """The next thing to do: the earliest step not done, how far along it is,
    and the chunk (or two, where one alone cannot make progress) to play."""
    n: int
    step_index: int                 # -1 when the cube is solved
    key: str
    name: str
    done: int
    total: int
    unit: str
    chunks: tuple[Chunk, ...]

    @property
    def moves(self) -> tuple[Move, ...]:
        return tuple(m for c in self.chunks for m in c.moves)

    def to_json(self) -> dict:
        return {'step': self.name, 'key': self.key, 'index': self.step_index,
                'progress': {'done': self.done, 'total': self.total, 'unit': self.unit},
                'moves': text(self.moves), 'chunks': [c.to_json() for c in self.chunks]}


def merged(moves, n: int) -> tuple[Move, ...]:
    return tuple(Alg(moves).simplify(n, commute=False))


def text(moves) -> str:
    return str(Alg(moves))
