"""Alg: an immutable, flat sequence of moves, with its text form."""
from __future__ import annotations

from typing import Iterable

from . import metrics
from .blocks import rewrite_runs
from .move import Move
from .notation import Budget, parse_alg


class Alg(tuple):
    """A flat, immutable sequence of Move values.

    Groups, commutators and conjugates in the text are expanded when parsed;
    `str()` prints WCA text (`Rw`, `3Rw`, `2R`, `2-3Rw`, single spaces), and
    `Alg.parse(str(alg)) == alg` for every Alg.
    """

    def __new__(cls, moves: Iterable[Move] = ()):
        if isinstance(moves, str):
            raise TypeError("Alg(...) takes Moves; read text with Alg.parse(text)")
        moves = tuple(moves)
        for m in moves:
            if not isinstance(m, Move):
                raise TypeError(f"an Alg holds Moves, not {type(m).__name__} {m!r}")
        return super().__new__(cls, moves)

    @classmethod
    def parse(cls, text: str, n: int | None = None, budget: Budget | None = None) -> Alg:
        """Read an algorithm (see model.notation for the grammar); a
        NotationError names the bad token and its column. With a size `n`,
        moves that make no sense on that size are rejected here too. The
        work it asks for comes out of `budget` (see notation.Budget)."""
        return cls(parse_alg(text, n, budget))

    def __str__(self) -> str:
        return ' '.join(str(m) for m in self)

    def __repr__(self) -> str:
        return f"Alg({str(self)!r})"

    # -- sequence operations that stay Algs --------------------------------
    def __add__(self, other) -> Alg:
        return Alg(tuple(self) + tuple(other))

    def __radd__(self, other) -> Alg:
        return Alg(tuple(other) + tuple(self))

    def __mul__(self, times: int) -> Alg:
        return Alg(tuple.__mul__(self, times))

    __rmul__ = __mul__

    def __getitem__(self, index):
        item = tuple.__getitem__(self, index)
        return Alg(item) if isinstance(index, slice) else item

    # -- algebra -----------------------------------------------------------
    def inverse(self) -> Alg:
        """The alg that undoes this one: moves reversed, each inverted."""
        return Alg(m.inverse() for m in reversed(self))

    def simplify(self, n: int | None = None, *, commute: bool = True, blocks: bool = False) -> Alg:
        """Merge and cancel moves on the same layers, also across moves on
        the same axis in between (they commute): `R L R'` -> `L`, `R R'` ->
        nothing, `R R` -> `R2`, `R2 R` -> `R'`, `R x R'` -> `x`. Amounts
        come out as 1, 2 or -1; moves that turn by a multiple of 4 vanish.
        Never merges across a move on another axis. With `commute=False`
        only neighbours merge (`R L R'` stays, `R U U' R'` -> nothing): a
        search that prices a sequence by its touching turns gets the same
        count back.

        Without a size, moves turn the same layers when written alike (same
        family and layer numbers). With a size `n` the resolved layers
        decide: on a 3x3 `3L` is R's layer turned the other way, so
        `R 3L` -> nothing, and `2R M` -> nothing. A merged move keeps the
        spelling of the first one. The cube state is always preserved.

        With `blocks` (needs `n`) each run of moves on one axis is then
        rewritten from its net turn of each layer as the fewest outer block
        turns (model.blocks): `Rw 2R2 R'` -> `2R'`, `Rw R'` -> `2R`."""
        out: list[Move] = []
        axes: list[int] = []
        keys: list[tuple] = []
        senses: list[int] = []                       # +1 / -1: how `amount` maps to the key's turn
        for move in self:
            axis, key, sense = _layer_key(move, n)
            q = (sense * move.amount) % 4              # quarter turns in the key's sense
            i = len(out) - 1
            while commute and i >= 0 and axes[i] == axis and keys[i] != key:
                i -= 1
            if i >= 0 and axes[i] == axis and keys[i] == key:     # same layers: merge
                total = (senses[i] * out[i].amount + q) % 4
                if total == 0:
                    del out[i], axes[i], keys[i], senses[i]
                else:
                    out[i] = out[i].with_amount(_normal(senses[i] * total))
                continue
            if q:
                amount = _normal(sense * q)
                out.append(move if amount == move.amount else move.with_amount(amount))
                axes.append(axis)
                keys.append(key)
                senses.append(sense)
        if blocks:
            if n is None:
                raise ValueError("simplify(blocks=True) needs the cube size n")
            return Alg(rewrite_runs(out, n))
        return Alg(out)

    # -- counting ----------------------------------------------------------
    def count(self, metric: str = 'htm', n: int | None = None) -> int:
        """Move count in 'htm', 'qtm', 'stm' or 'etm'.

        HTM: outer block turns (R, Rw, 3Rw...) count 1 whatever the amount,
        inner blocks (M, 2R, 2-3Rw on N >= 4, m) count 2, rotations 0.
        QTM: like HTM, but a half turn counts twice (R2 = 2, M = 2, M2 = 4).
        STM: any block of contiguous layers counts 1 (R, Rw, M, 2R), rotations 0.
        ETM: every move counts 1, rotations included.
        A move of a multiple of 4 quarter turns counts 0. Without `n` a move
        is outer/inner as written; with `n` its resolved layers decide. See
        model.metrics for the reasoning and the published checks."""
        return metrics.count(self, metric, n)


def _normal(amount: int) -> int:
    """A non-zero amount reduced to 1, 2 or -1."""
    q = amount % 4
    return -1 if q == 3 else q


def _layer_key(move: Move, n: int | None) -> tuple[int, tuple, int]:
    """(axis, key of the layers it turns, sense): two moves with equal keys
    turn the same layers, and `sense * amount` is the turn in a shared sense."""
    if n is None:
        return move.axis, (move.face, move.start, move.end), 1
    turn = move.turn(n)
    unit = move.with_amount(1).turn(n).quarter      # 1 or 3
    return turn.axis, (turn.lo, turn.hi), (1 if unit == 1 else -1)
