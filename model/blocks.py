"""Same-axis runs of moves rewritten from what they do to each layer: `Rw 2R2 R'` -> `2R'`.

Moves about one axis commute, so a run of them is exactly its net quarter
turns per layer; any set of blocks giving the same per-layer turns is the
same run. Of a few such sets (the run as merged move by move, one block per
stretch of equally turned layers, nested outer blocks from the two faces
meeting at the best split) the shortest in the outer block turn metric wins,
fewest moves breaking ties. Runs holding a whole-cube rotation stay as
they are.
"""
from __future__ import annotations

from .faces import FACES, OPPOSITE
from .metrics import count
from .move import Move

#: The face on the + end of each axis: a turn's coordinates count from its opposite.
_PLUS = {axis: face for face, (axis, plus) in FACES.items() if plus}


def rewrite_runs(moves: list[Move], n: int) -> list[Move]:
    """`moves` (already merged move by move) with every same-axis run
    replaced by its shortest rewriting."""
    out: list[Move] = []
    i = 0
    while i < len(moves):
        axis = moves[i].turn(n).axis
        j = i
        while j < len(moves) and moves[j].turn(n).axis == axis:
            j += 1
        out += _shortest(moves[i:j], n, axis)
        i = j
    return out


def layer_turns(moves, n: int) -> list[int]:
    """Net quarter turns (about the + axis, 0..3) of each layer 0..n-1."""
    q = [0] * n
    for move in moves:
        t = move.turn(n)
        for layer in range(t.lo, t.hi + 1):
            q[layer] = (q[layer] + t.quarter) % 4
    return q


def _shortest(run: list[Move], n: int, axis: int) -> list[Move]:
    if len(run) < 2 or any(m.is_rotation for m in run):
        return list(run)
    q = layer_turns(run, n)
    options = [list(run), _stretches(q, n, axis), _split(q, n, axis, _best_split(q, n))]
    options = [o for o in options if o is not None]
    return min(options, key=lambda o: (count(o, 'htm', n), len(o)))


def _best_split(q: list[int], n: int) -> int:
    """The split s (1..n-1) whose _split has the fewest moves: every layer
    boundary where the turn changes costs a block, except at s itself,
    and each side's outermost block costs one if it turns at all."""
    changes = sum(q[k - 1] != q[k] for k in range(1, n))
    return min(range(1, n), key=lambda s: changes - (q[s - 1] != q[s]) + (q[s - 1] != 0) + (q[s] != 0))


def _stretches(q: list[int], n: int, axis: int) -> list[Move] | None:
    """One block per stretch of layers turned alike (None if that is the whole cube)."""
    out = []
    lo = 0
    for layer in range(1, n + 1):
        if layer == n or q[layer] != q[lo]:
            if q[lo]:
                if lo == 0 and layer == n:
                    return None
                out.append(block(n, axis, lo, layer - 1, q[lo]))
            lo = layer
    return out


def _split(q: list[int], n: int, axis: int, s: int) -> list[Move]:
    """Layers 0..s-1 as nested outer blocks from the - face, s..n-1 from the + face."""
    out = []
    for k in range(1, s + 1):                    # block 0..k-1 turns q[k-1] - q[k] (the last: q[s-1])
        amount = (q[k - 1] - (q[k] if k < s else 0)) % 4
        if amount:
            out.append(block(n, axis, 0, k - 1, amount))
    for k in range(1, n - s + 1):                # block n-k..n-1 turns q[n-k] - q[n-k-1] (the last: q[s])
        amount = (q[n - k] - (q[n - k - 1] if k < n - s else 0)) % 4
        if amount:
            out.append(block(n, axis, n - k, n - 1, amount))
    return out


def block(n: int, axis: int, lo: int, hi: int, quarter: int) -> Move:
    """The move turning layers lo..hi of `axis` by `quarter` (about +axis),
    written from the nearer face (the + face on a tie)."""
    plus = _PLUS[axis]
    if lo < n - 1 - hi:
        return Move(OPPOSITE[plus], lo + 1, hi + 1, _signed(quarter))
    return Move(plus, n - hi, n - lo, _signed(-quarter))


def _signed(q: int) -> int:
    q %= 4
    return -1 if q == 3 else q
