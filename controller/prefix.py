"""Layer prefixes typed before a face key: digits pick the layer, w makes it wide."""
from __future__ import annotations

from model import Move

FACE_FAMILIES = 'URFDLB'


def next_depth(depth: int | None, digit: int, n: int) -> int | None:
    """Digits build a layer number (1 then 2 -> 12) while it fits the cube;
    a digit that would overflow starts a new number. 0 alone means none."""
    value = (depth or 0) * 10 + digit
    if value > n:
        value = digit
    return value or None


def apply_prefix(move: Move, depth: int | None, wide: bool) -> Move:
    """The move a face key makes after a prefix: 3 R -> 3R, w R -> Rw,
    3 w R -> 3Rw. A key bound to a wide move (r = "Rw") takes the digit as
    its depth. Prefixes do nothing to slices and rotations."""
    if move.face not in FACE_FAMILIES or (depth is None and not wide):
        return move
    if wide or (move.start == 1 and move.end > 1):
        end = depth if depth is not None else max(2, move.end)
        return Move(move.face, 1, end, move.amount)
    return Move(move.face, depth, depth, move.amount)


def prefix_text(depth: int | None, wide: bool) -> str:
    """What is pending, as it would be written: '3', 'w', '3w' or ''."""
    return (str(depth) if depth else '') + ('w' if wide else '')
