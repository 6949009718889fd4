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


#: The face family each hand's keys turn in csTimer's layout (its oSl and oSr).
HANDS = {'L': 0, 'R': 1}


def move_hand(hands: tuple[int, int], which: int, step: int, n: int) -> tuple[int, int]:
    """csTimer's 3 4 7 8: how many layers the left (which 0) or right (1) hand's
    outer keys turn, one more or one fewer, from 1 to n - 1."""
    out = list(hands)
    out[which] = max(1, min(n - 1, out[which] + step))
    return out[0], out[1]


def apply_hands(move: Move, hands: tuple[int, int]) -> Move:
    """The move an L or R key makes while that hand turns k layers (csTimer's
    oSl / oSr = k): a face turn R becomes kRw (k layers), a wide Rw takes one layer
    more (k+1), a slice 2R moves in to layer k+1. Other families are untouched."""
    hand = HANDS.get(move.face)
    if hand is None or hands[hand] == 1:
        return move
    extra = hands[hand] - 1
    if move.start == 1:
        return Move(move.face, 1, move.end + extra, move.amount)
    if move.start == move.end:
        return Move(move.face, move.start + extra, move.end + extra, move.amount)
    return move


def prefix_text(depth: int | None, wide: bool) -> str:
    """What is pending, as it would be written: '3', 'w', '3w' or ''."""
    return (str(depth) if depth else '') + ('w' if wide else '')
