"""The 5x5's two orbits of moving centre pieces, and exact tables over products of their axis states.

The x-centres (the corners of each face's 3x3 block of centres) and the
t-centres (its edges) are 24 positions each, four a face. Once every piece
is on its axis (five_tables.py's phases 1 and 2), a state is, per axis and orbit,
which 4 of the axis's 8 positions hold the plus face's colour: 70 ways.
Moves that keep pieces on their axes act on each (orbit, axis) component on
its own, so a product of components has an exact breadth-first table
(70^4 = 24 million states fit in 24 MB) and a walk down it.
"""
from __future__ import annotations

from functools import lru_cache, partial
from typing import Callable

import numpy as np

from model import Move
from model.faces import FACE_AXIS, FACE_INDEX, FACE_ORDER, FACES
from model.stickers import seq_gather

from ..four.masks import UNSEEN, MaskOps

N = 5
ORBITS = {'x': ((1, 1), (1, 3), (3, 1), (3, 3)), 't': ((1, 2), (2, 1), (2, 3), (3, 2))}


@lru_cache(maxsize=2)
def orbit_positions(orbit: str) -> np.ndarray:
    """Facelet index of each of the orbit's 24 positions, four a face in face order."""
    return np.array([f * N * N + r * N + c for f in range(6) for r, c in ORBITS[orbit]])


@lru_cache(maxsize=256)
def orbit_perm(orbit: str, move: Move) -> np.ndarray:
    """p with colours_after[i] = colours_before[p[i]] over the orbit's 24 positions."""
    idx = orbit_positions(orbit)
    local = np.full(6 * N * N, -1, dtype=np.int64)
    local[idx] = np.arange(24)
    p = local[seq_gather(N, [move])[idx]]
    if (p < 0).any():
        raise ValueError(f"{move} takes a {orbit}-centre out of its orbit")
    return p


def orbit_ops(moves: list[Move], orbit: str) -> MaskOps:
    return MaskOps(moves, partial(orbit_perm, orbit))


#: After phases 1 and 2 every piece is on its axis, and a phase-3 state is,
#: per axis and orbit, which 4 of the axis's 8 positions hold the plus face's
#: colour (70 ways). The larger of the two orbits' distances misjudged the
#: whole by five moves and more (a beam lost its way); split in two, each
#: part has an exact table of its own: the U-D axis (70 x 70 states, every
#: phase-3 move), then the R-L and F-B axes with outer turns and the U-D
#: axis's wide half turns, which keep U and D (70^4 = 24 million states).
FIRST_AXIS = FACE_AXIS['U']
REST_AXES = tuple(a for a in range(3) if a != FIRST_AXIS)


def phase3_rest_moves() -> list[Move]:
    return ([Move(f, 1, 1, a) for f in FACE_ORDER for a in (1, -1, 2)]
            + [Move(f, 1, 2, 2) for f in FACE_ORDER if FACE_AXIS[f] == FIRST_AXIS])


@lru_cache(maxsize=1)
def sub_codes() -> tuple[list[int], np.ndarray]:
    """The 70 bytes with four bits set, and each byte's index among them (-1: none)."""
    codes = [v for v in range(256) if bin(v).count('1') == 4]
    index = np.full(256, -1, dtype=np.int64)
    index[codes] = np.arange(len(codes))
    return codes, index


@lru_cache(maxsize=None)
def axis_faces(axis: int) -> tuple[int, int]:
    """The axis's two faces (face indices), the plus face first."""
    plus = next(FACE_INDEX[f] for f, (a, is_plus) in FACES.items() if a == axis and is_plus)
    minus = next(FACE_INDEX[f] for f, (a, is_plus) in FACES.items() if a == axis and not is_plus)
    return plus, minus


def sub(mask: int, axis: int) -> int:
    """The axis's 8 bits of a 24-bit mask as one byte (plus face low)."""
    plus, minus = axis_faces(axis)
    return ((mask >> 4 * plus) & 0xF) | (((mask >> 4 * minus) & 0xF) << 4)


def place(byte: int, axis: int) -> int:
    plus, minus = axis_faces(axis)
    return ((byte & 0xF) << 4 * plus) | ((byte >> 4) << 4 * minus)


@lru_cache(maxsize=4)
def axis_maps(moves: tuple[Move, ...] | list[Move], axes: tuple[int, ...]) -> np.ndarray:
    """maps[j, c, s]: component c's state after move j from state s, the
    components being (x, axis) for each axis in `axes`, then (t, axis)."""
    codes, index = sub_codes()
    moves = list(moves)
    comps = [(o, a) for o in 'xt' for a in axes]
    out = np.zeros((len(moves), len(comps), len(codes)), dtype=np.int64)
    for c, (o, a) in enumerate(comps):
        ops = orbit_ops(moves, o)
        for j in range(len(moves)):
            for s, code in enumerate(codes):
                out[j, c, s] = index[sub(ops.apply1(place(code, a), j), a)]
    if (out < 0).any():
        raise ValueError("a phase-3 move takes a piece off its axis")
    return out


def bfs_product(maps: np.ndarray, comps: int, progress: Callable[[float], None] | None = None) -> np.ndarray:
    """Exact distance of every product state (component states 0..69, the
    first component most significant) to the goal (every plus face's
    positions holding its colour). `progress` gets the share of states reached
    after each move of each level (the 4-component table takes minutes)."""
    codes, index = sub_codes()
    k = len(codes)
    goal = int(index[0x0F])
    size = k ** comps
    dist = np.full(size, UNSEEN, dtype=np.uint8)
    start = 0
    for _ in range(comps):
        start = start * k + goal
    dist[start] = 0
    frontier = np.array([start], dtype=np.int64)
    depth = 0
    reached, told = 1, 0.0
    while len(frontier):
        parts = []
        rest = frontier
        for _ in range(comps):
            parts.append(rest % k)
            rest = rest // k
        parts = parts[::-1]                          # most significant first
        found = 0
        for j in range(maps.shape[0]):
            idx = np.zeros(len(frontier), dtype=np.int64)
            for c in range(comps):
                idx = idx * k + maps[j, c][parts[c]]
            new = idx[dist[idx] == UNSEEN]
            dist[new] = depth + 1
            found += len(new)
            if progress:                    # after each move of a level, on or not (a few counted twice)
                told = max(told, min(reached + found, size - 1) / size)
                progress(told)
        frontier = np.flatnonzero(dist == depth + 1)     # the new level, each state once, in order
        reached += len(frontier)
        if progress:
            progress(told)
        depth += 1
    return dist


def product_state(subs: list[int]) -> int:
    """Product-state index of component bytes (the first most significant)."""
    _, index = sub_codes()
    out = 0
    for v in subs:
        out = out * 70 + int(index[v])
    return out


def pair_steps(maps: np.ndarray, comps: int) -> list[list[list[int]]]:
    """steps[j][h]: half h's (components 0-1, then 2-3 where there are four)
    table of move j over its 70 * 70 states, so that a walk steps a state by
    one or two list look-ups instead of decoding its digits."""
    maps = np.asarray(maps)
    out = []
    for j in range(maps.shape[0]):
        halves = []
        for c in range(0, comps, 2):
            halves.append((maps[j, c][:, None] * 70 + maps[j, c + 1][None, :]).ravel().tolist())
        out.append(halves)
    return out


def walk(dist: bytes, steps: list, state: int, comps: int, limit: int, extra: int = 0) -> list[list[int]]:
    """Move-index paths down an exact product table (`steps`: pair_steps of
    its maps): every shortest one and those `extra` moves longer, up to
    `limit` of each length."""
    if comps == 2:
        tables = [t[0] for t in steps]

        def children(state: int) -> list[int]:
            return [table[state] for table in tables]
    else:
        high, low = [t[0] for t in steps], [t[1] for t in steps]

        def children(state: int) -> list[int]:
            h, lo = divmod(state, 4900)
            return [hi[h] * 4900 + lw[lo] for hi, lw in zip(high, low)]

    found: list[list[int]] = []
    d0 = dist[state]
    for length in range(d0, d0 + extra + 1):
        paths: list[list[int]] = []
        path: list[int] = []

        def go(state: int, left: int) -> None:
            if len(paths) >= limit:
                return
            if left == 0:
                if dist[state] == 0:
                    paths.append(list(path))
                return
            last = path[-1] if path else -1
            for j, nxt in enumerate(children(state)):
                if j != last and dist[nxt] < left:
                    path.append(j)
                    go(nxt, left - 1)
                    path.pop()
        go(state, length)
        found += paths
    return found
