"""Reading move tokens and algorithms (WCA and SiGN notation)."""
from __future__ import annotations

import re

from .errors import NotationError
from .move import FACES, INNER, ROTATIONS, SLICES, Move

_TOKEN = re.compile(r"""
    (?:(?P<a>\d+)(?:-(?P<b>\d+))?)?      # layer prefix: n or a-b
    (?P<fam>[URFDLB]w?|[urfdlb]|[MESmesxyz])
    (?P<amt>\d+'?|'\d*)?                 # amount: 2, 2', ', '2, 3
    $""", re.VERBOSE)


def parse_move(token: str) -> Move:
    """One move token -> Move. Size checks happen when the move is applied."""
    m = _TOKEN.match(token)
    if not m:
        raise NotationError(f"unknown move {token!r}", token=token)
    fam, a, b, amt = m['fam'], m['a'], m['b'], m['amt'] or ''
    amount = _amount(amt, token)
    if fam in SLICES or fam in INNER or fam in ROTATIONS:
        if a is not None:
            raise NotationError(f"{token!r}: {fam} takes no layer number", token=token)
        return Move(fam, 1, 1, amount)
    wide = fam.endswith('w') or fam.islower()
    face = fam[0].upper()
    a_i = int(a) if a is not None else None
    b_i = int(b) if b is not None else None
    if a_i == 0 or b_i == 0:
        raise NotationError(f"{token!r}: layers are counted from 1", token=token)
    if b_i is not None:                       # a-bR, a-bRw: layers a..b
        if b_i < a_i:
            raise NotationError(f"{token!r}: layer range goes backwards", token=token)
        return Move(face, a_i, b_i, amount)
    if wide:                                   # Rw, r, nRw, nr: layers 1..n
        depth = 2 if a_i is None else a_i
        return Move(face, 1, depth, amount)
    if a_i is not None:                        # nR: layer n alone
        return Move(face, a_i, a_i, amount)
    return Move(face, 1, 1, amount)


def _amount(text: str, token: str) -> int:
    if text == '':
        return 1
    prime = "'" in text
    digits = text.replace("'", '')
    value = int(digits) if digits else 1
    if value == 0:
        raise NotationError(f"{token!r}: a move must turn by a non-zero amount", token=token)
    return -value if prime else value


assert set(FACES) == set('URFDLB')
