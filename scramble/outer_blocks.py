"""Any 4x4 move sequence rewritten as WCA outer-block turns with the same effect.

WCA scrambles turn only outer blocks (R, Rw, ...), never a rotation or an
inner slice alone, and are applied with white on top and green in front, so
the rewrite must give the very same state, orientation included. Along one
axis the four layers' turns are spanned by exactly the four outer blocks
(R, Rw, L, Lw on the x axis): layer turns v0..v3 (counted from the L side)
are Lw v1, L v0 - v1, Rw v2, R v3 - v2, in quarter turns. A turn of every
layer is a rotation, which costs nothing where it is carried along as a
change of frame: later turns are relabelled through it. So each turn is
either written out as it is, or as the rotation times the turn of the other
layers (Rw = x Lw, 3Rw = x L); a shortest-path search over the 24 frames
picks, turn by turn, the choice with the fewest outer-block turns, counting
what the frame left at the end costs (two turns per axis rotation: x = Rw Lw').
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from model import Cube, Move
from model.move import Turn

SIZE = 4
LAST = SIZE - 1
#: The outer blocks along an axis, as (lo, hi) layers.
BLOCKS = ((0, 1), (0, 0), (2, 3), (3, 3))
AMOUNTS = (1, -1, 2)


def blocks_of(layers: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """Quarter turns (0..3) of the blocks in BLOCKS order that turn the
    layers by `layers` (quarter turns, layer 0 first)."""
    v0, v1, v2, v3 = layers
    return v1 % 4, (v0 - v1) % 4, v2 % 4, (v3 - v2) % 4


def _key(cube: Cube) -> bytes:
    return cube.perm.tobytes() + cube.ori.tobytes()


def _run(turns: Iterable[Turn]) -> Cube:
    cube = Cube(SIZE)
    for turn in turns:
        cube.turn(turn)
    return cube


class _Frames:
    """The 24 whole-cube rotations as frames: each one's shortest word in
    axis rotations, how two compose, and how a turn reads through one."""

    def __init__(self):
        self.words: list[tuple[tuple[int, int], ...]] = [()]
        self.index = {_key(Cube(SIZE)): 0}
        frontier = [0]
        while frontier:                       # breadth first: shortest words
            later = []
            for f in frontier:
                for axis in range(3):
                    for q in (1, 2, 3):
                        word = self.words[f] + ((axis, q),)
                        key = _key(_run(_rotation_turns(word)))
                        if key not in self.index:
                            self.index[key] = len(self.words)
                            self.words.append(word)
                            later.append(self.index[key])
            frontier = later
        assert len(self.words) == 24
        self.axis_rotation = {(a, q): self.index[_key(_run([Turn(a, 0, LAST, q)]))]
                              for a in range(3) for q in range(4)}
        # then[r][f]: the frame of rotation r followed by frame f
        self.then = [[self.index[_key(_run(_rotation_turns(self.words[r] + self.words[f])))]
                      for f in range(24)] for r in range(24)]
        # through[f][axis]: (axis', flipped, sign) with f then a turn == the relabelled turn then f
        self.through = [[self._through(f, a) for a in range(3)] for f in range(24)]

    def _through(self, f: int, axis: int) -> tuple[int, bool, int]:
        frame = list(_rotation_turns(self.words[f]))
        want = _key(_run(frame + [Turn(axis, 0, 0, 1)]))
        for a in range(3):
            for flipped in (False, True):
                for sign in (1, -1):
                    layer = LAST if flipped else 0
                    if _key(_run([Turn(a, layer, layer, sign % 4)] + frame)) == want:
                        return a, flipped, sign
        raise AssertionError("a rotation relabels every turn as a turn")

    def relabel(self, f: int, turn: Turn) -> Turn:
        """The turn t' with (frame f, then `turn`) == (t', then frame f)."""
        a, flipped, sign = self.through[f][turn.axis]
        lo, hi = (LAST - turn.hi, LAST - turn.lo) if flipped else (turn.lo, turn.hi)
        return Turn(a, lo, hi, (sign * turn.quarter) % 4)

    def cost(self, f: int) -> int:
        """Outer-block turns that turn the whole cube by frame f."""
        return 2 * len(self.words[f])


def _rotation_turns(word) -> Iterable[Turn]:
    return (Turn(axis, 0, LAST, q) for axis, q in word)


@lru_cache(maxsize=1)
def _frames() -> _Frames:
    return _Frames()


@lru_cache(maxsize=1)
def _move_of() -> dict[Turn, Move]:
    """The WCA move for each outer-block turn of a 4x4."""
    return {Move(face, 1, depth, amount).turn(SIZE): Move(face, 1, depth, amount)
            for face in 'URFDLB' for depth in (1, 2) for amount in AMOUNTS}


def _choices(turn: Turn) -> list[tuple[list[Turn], tuple[int, int] | None]]:
    """The ways to write one turn: (outer-block turns, axis rotation or None)."""
    layers = [turn.quarter if turn.lo <= i <= turn.hi else 0 for i in range(SIZE)]
    out = []
    for rotation in (None, (turn.axis, turn.quarter)):
        left = layers if rotation is None else [v - turn.quarter for v in layers]
        blocks = [Turn(turn.axis, lo, hi, q) for (lo, hi), q in zip(BLOCKS, blocks_of(tuple(left))) if q]
        out.append((blocks, rotation))
    return out


def outer_block_moves(turns: Iterable[Turn]) -> tuple[Move, ...]:
    """WCA moves (outer blocks, amounts X X' X2) that turn a solved 4x4
    exactly as `turns` do, whole-cube orientation included."""
    frames = _frames()
    best: dict[int, tuple[int, list]] = {0: (0, [])}         # frame -> (cost, outer turns so far)
    for turn in turns:
        step: dict[int, tuple[int, list]] = {}
        for f, (cost, done) in best.items():
            for blocks, rotation in _choices(frames.relabel(f, turn)):
                g = f if rotation is None else frames.then[frames.axis_rotation[rotation]][f]
                total = cost + len(blocks)
                if g not in step or total < step[g][0]:
                    step[g] = (total, done + blocks)
        best = step
    f = min(best, key=lambda k: (best[k][0] + frames.cost(k), k))
    blocks = best[f][1] + [Turn(axis, lo, hi, q) for axis, q in frames.words[f] for lo, hi in ((0, 1), (2, 3))]
    moves = _move_of()
    return tuple(moves[t] for t in merged(blocks))


def merged(blocks: Iterable[Turn]) -> list[Turn]:
    """Outer-block turns with each run along one axis summed block by block
    (they commute), empty runs dropped and their neighbours joined."""
    runs: list[tuple[int, dict[tuple[int, int], int]]] = []
    for t in blocks:
        if runs and runs[-1][0] == t.axis:
            amounts = runs[-1][1]
            amounts[(t.lo, t.hi)] = (amounts.get((t.lo, t.hi), 0) + t.quarter) % 4
            if not any(amounts.values()):
                runs.pop()
        else:
            runs.append((t.axis, {(t.lo, t.hi): t.quarter}))
    return [Turn(axis, lo, hi, q) for axis, amounts in runs
            for (lo, hi), q in sorted(amounts.items(), key=lambda item: BLOCKS.index(item[0])) if q]
