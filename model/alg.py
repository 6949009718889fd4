"""Alg: an immutable sequence of moves, with its text form."""
from __future__ import annotations

from typing import Iterable, Iterator

from .errors import NotationError
from .move import Move
from .notation import parse_move


class Alg(tuple):
    """A flat, immutable sequence of Move values."""

    def __new__(cls, moves: Iterable[Move] = ()):
        return super().__new__(cls, moves)

    @classmethod
    def parse(cls, text: str) -> Alg:
        """Read an algorithm; a NotationError names the bad token and its column."""
        moves = []
        for token, column in _tokens(text):
            try:
                moves.append(parse_move(token))
            except NotationError as exc:
                raise NotationError(f"column {column}: {exc}", column=column, token=token) from None
        return cls(moves)

    def __str__(self) -> str:
        return ' '.join(str(m) for m in self)

    def __repr__(self) -> str:
        return f"Alg({str(self)!r})"

    def inverse(self) -> Alg:
        return Alg(m.inverse() for m in reversed(self))

    def __add__(self, other) -> Alg:
        return Alg(tuple(self) + tuple(other))


def _tokens(text: str) -> Iterator[tuple[str, int]]:
    column, token = 0, ''
    for i, ch in enumerate(text + ' '):
        if ch.isspace():
            if token:
                yield token, column
                token = ''
        else:
            if not token:
                column = i + 1
            token += ch
