"""From sticker colours to pieces, and whether a real cube can be in that state.

Every sticker of a solved cube faces its own face's direction, so a corner or
edge's colours fix its rotation R (colour c seen in direction d means R maps
c's direction to d) and then its identity (the piece whose home is R^-1 of
the slot). Centres show one colour: any of the four rotations about it will
do, since same-coloured centres of one orbit are interchangeable.

The checks run in this order: centres that cannot be centres,
impossible or repeated pieces, twist, flip, parity. Parity and twist are read
after turning the whole cube back to its home orientation (by the fixed
centres on odd sizes, by the D-B-L corner on even ones), so a rotated cube is
never rejected.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from .errors import InvalidCubeError
from .facelets import COLOR_NAMES
from .faces import FACE_ORDER
from .geometry import Geometry, geometry
from .parity import permutation_parity
from .rotations import COMPOSE, DIRECTIONS, INVERSE, ROTATE_DIRECTION, ROTATIONS

#: Pieces are named U/D first, then F/B, then R/L (UFR, DBL), as cubers write them.
_NAMING_ORDER = 'UDFBRL'
_ROT_OF_PAIR = np.full((6, 6, 6, 6), -1, dtype=np.int16)   # [c1, d1, c2, d2] -> rotation
for _r in range(24):
    for _c1 in range(6):
        for _c2 in range(6):
            if _c1 % 3 != _c2 % 3:
                _ROT_OF_PAIR[_c1, ROTATE_DIRECTION[_r, _c1], _c2, ROTATE_DIRECTION[_r, _c2]] = _r
#: The 4 rotations taking direction c to direction d, for each (c, d).
_ROTS_TAKING = np.array([[np.nonzero(ROTATE_DIRECTION[:, c] == d)[0] for d in range(6)] for c in range(6)])


class _Layout:
    """Per-size facts the validator needs: stickers per slot, piece classes."""

    def __init__(self, g: Geometry):
        n = g.n
        self.g = g
        slot_fac = np.full((g.n_slots, 3), -1, dtype=np.int64)
        fill = np.zeros(g.n_slots, dtype=np.int64)
        for f, s in enumerate(g.facelet_slot):            # facelets come in direction order
            slot_fac[s, fill[s]] = f
            fill[s] += 1
        self.slot_fac = slot_fac
        self.dirs = np.where(slot_fac >= 0, g.facelet_dir[slot_fac], -1)
        self.corners = np.nonzero(g.n_stickers == 3)[0]
        edges = np.nonzero(g.n_stickers == 2)[0]
        mid = (n - 1) / 2
        off = np.abs(g.coords[edges] - mid).min(axis=1) if n % 2 else None
        self.midges = edges[off == 0] if n % 2 else edges[:0]
        self.wings = np.setdiff1d(edges, self.midges)
        self.centres = np.nonzero(g.n_stickers == 1)[0]
        orbit = g.orbit[self.centres]
        self.fixed_centres = self.centres[np.bincount(orbit, minlength=g.n_slots)[orbit] == 6]
        self.centre_orbit_size = np.bincount(orbit, minlength=g.n_slots)

    def slot_name(self, s: int) -> str:
        faces = ''.join(FACE_ORDER[d] for d in sorted(self.dirs[s][self.dirs[s] >= 0],
                                                         key=lambda d: _NAMING_ORDER.index(FACE_ORDER[d])))
        if self.g.n == 3 or self.g.n_stickers[s] == 3:
            return faces
        x, y, z = self.g.coords[s]
        return f"{faces} (x={x}, y={y}, z={z})"


    def facelets_of(self, slots) -> list[int]:
        """The facelet indices of the stickers of `slots`."""
        f = self.slot_fac[np.asarray(list(slots), dtype=np.int64)].ravel()
        return sorted(int(x) for x in f[f >= 0])


@lru_cache(maxsize=16)
def _layout(n: int) -> _Layout:
    return _Layout(geometry(n))


def _kind_name(layout: _Layout, s: int) -> str:
    k = layout.g.n_stickers[s]
    if k == 3:
        return 'corner'
    if s in set(layout.midges.tolist()) or layout.g.n == 3:
        return 'edge'
    return 'wing edge'


def _colors_text(colors, names=COLOR_NAMES) -> str:
    return '-'.join(names[c] for c in colors)


def pieces_from_colors(n: int, colors: np.ndarray,
                       names: tuple[str, ...] = COLOR_NAMES) -> tuple[np.ndarray, np.ndarray]:
    """(perm, ori) of the pieces from per-facelet colours (counts already
    checked), as Cube.from_state takes them; raises InvalidCubeError for a
    state no real cube can be in. `names` are the six colours' names in the
    messages (a scheme's, in the caller's words; the standard English ones
    by default)."""
    names = _check_names(names)
    lay = _layout(n)
    g = lay.g
    perm = np.full(g.n_slots, -1, dtype=np.int64)
    ori = np.zeros(g.n_slots, dtype=np.int64)
    slot_colors = np.where(lay.slot_fac >= 0, colors.astype(np.int64)[lay.slot_fac], -1)

    frame = _check_fixed_centres(lay, slot_colors, names) if n % 2 else None
    _place_centres(lay, slot_colors, perm, ori, names)
    for group in (lay.corners, lay.midges, lay.wings):
        _place_edges_or_corners(lay, group, slot_colors, perm, ori, names)

    _check_twist(lay, perm, ori, range(len(ROTATIONS)) if frame is None else (frame,), slot_colors, names)
    if n % 2:
        home_perm, home_ori, new_slot = _rehome(g, perm, ori, frame)
        original = np.empty_like(new_slot)
        original[new_slot] = np.arange(len(new_slot))      # home-frame slot -> slot on the cube
        try:
            _check_flip_and_parity(lay, home_perm, home_ori)
        except InvalidCubeError as exc:
            exc.facelets = tuple(lay.facelets_of(original[list(exc.facelets)]))   # slots -> stickers
            raise
    return perm, ori


def _check_fixed_centres(lay: _Layout, slot_colors: np.ndarray, names=COLOR_NAMES) -> int:
    """Odd n: the six centres must be distinct and arranged as on a real cube.
    Returns the whole-cube rotation they show."""
    centre_of = {}
    for s in lay.fixed_centres:
        centre_of[int(lay.dirs[s][0])] = int(slot_colors[s][0])
    seen = [centre_of[d] for d in range(6)]
    if len(set(seen)) != 6:
        dup = sorted({names[c] for c in seen if seen.count(c) > 1})
        raise InvalidCubeError(
            f"impossible centres: the six fixed centres must be six different colours, "
            f"but {' and '.join(dup)} {'appears' if len(dup) == 1 else 'appear'} more than once",
            'centres', lay.facelets_of(s for s in lay.fixed_centres if seen.count(
                int(slot_colors[s][0])) > 1))
    for r in range(24):
        if all(ROTATE_DIRECTION[r, centre_of[d]] == d for d in range(6)):
            return r
    bad = [f"{names[centre_of[d]]} opposite {names[centre_of[d + 3]]}"
           for d in range(3) if centre_of[d] % 3 != centre_of[d + 3] % 3]
    why = (f"{bad[0]}: no real cube has those opposite each other" if bad
           else "they are a mirror image of a real cube's centres")
    raise InvalidCubeError(f"impossible centres: {why}", 'centres', lay.facelets_of(lay.fixed_centres))


def _place_centres(lay: _Layout, slot_colors, perm, ori, names=COLOR_NAMES) -> None:
    g = lay.g
    s = lay.centres
    if len(s) == 0:
        return
    c = slot_colors[s, 0]
    d = lay.dirs[s, 0]
    orbit = g.orbit[s]
    key = orbit * 6 + c
    keys, counts = np.unique(key, return_counts=True)
    expected = lay.centre_orbit_size[keys // 6] // 6
    bad = np.nonzero(counts != expected)[0]
    if len(bad):
        k = keys[bad[0]]
        raise InvalidCubeError(
            f"impossible centres: the {_centre_kind(g, int(k // 6))} like the one at "
            f"{lay.slot_name(int(k // 6))} show {names[k % 6]} {counts[bad[0]]} times; "
            f"a real cube has {expected[bad[0]]} of each colour in every kind of centre piece",
            'centres', lay.facelets_of(s[key == k]))
    rots = _ROTS_TAKING[c, d]                                        # (K, 4)
    home = np.einsum('kj,krji->kri', g.positions[s], ROTATIONS[rots])  # R^T pos = pos @ R
    cand = g.slot_of_position(home)                                  # (K, 4) candidate pieces
    order = np.lexsort((s, key))                                     # slots grouped by (orbit, colour)
    rank = np.empty(len(s), dtype=np.int64)
    group_start = np.searchsorted(key[order], key[order], side='left')
    rank[order] = np.arange(len(s)) - group_start
    pieces = np.sort(cand, axis=1)
    n_distinct = (np.diff(pieces, axis=1) != 0).sum(axis=1) + 1
    chosen = pieces[np.arange(len(s)), np.where(n_distinct == 4, rank, 0)]   # fixed centres: one piece
    which = np.argmax(cand == chosen[:, None], axis=1)
    perm[s] = chosen
    ori[s] = rots[np.arange(len(s)), which]


def _centre_kind(g: Geometry, slot: int) -> str:
    """x-centres, +-centres or oblique centres, by where the piece sits on its face."""
    pos = g.positions[slot]
    a, b = sorted(abs(int(v)) for v in pos if abs(int(v)) != g.n - 1)
    if a == b:
        return 'x-centres'
    return '+-centres' if a == 0 else 'oblique centres'


def _place_edges_or_corners(lay: _Layout, slots, slot_colors, perm, ori, names=COLOR_NAMES) -> None:
    if len(slots) == 0:
        return
    g = lay.g
    c, d = slot_colors[slots], lay.dirs[slots]
    rot = _ROT_OF_PAIR[c[:, 0], d[:, 0], c[:, 1], d[:, 1]].astype(np.int64)
    ok = rot >= 0
    if slots is lay.corners:
        ok &= ROTATE_DIRECTION[np.maximum(rot, 0), c[:, 2]] == d[:, 2]
    if not ok.all():
        s = int(slots[np.nonzero(~ok)[0][0]])
        shown = [int(x) for x in slot_colors[s] if x >= 0]
        axes = {x % 3 for x in shown}
        how = ("a mirror image of a real piece: its colours go round the wrong way"
               if len(axes) == len(shown) else "a colour combination no real piece has")
        raise InvalidCubeError(
            f"impossible {_kind_name(lay, s)}: the piece at {lay.slot_name(s)} shows "
            f"{_colors_text(shown, names)}, {how}", 'piece', lay.facelets_of([s]))
    home = np.einsum('kj,kji->ki', g.positions[slots], ROTATIONS[rot])
    pieces = g.slot_of_position(home)
    uniq, first, counts = np.unique(pieces, return_index=True, return_counts=True)
    if (counts > 1).any():
        p = int(uniq[np.nonzero(counts > 1)[0][0]])
        where = [lay.slot_name(int(s)) for s in slots[pieces == p]]
        colors = [int(lay.dirs[p][i]) for i in range(3) if lay.dirs[p][i] >= 0]
        kind = _kind_name(lay, int(slots[0]))
        extra = (" (a wing edge and its mirror twin are told apart by which way their colours go;"
                 " one of the pair is missing)") if kind == 'wing edge' else ''
        raise InvalidCubeError(
            f"impossible {kind}s: the {_colors_text(colors, names)} {kind} appears twice, at "
            f"{' and '.join(where[:2])}{extra}", 'duplicate', lay.facelets_of(slots[pieces == p]))
    perm[slots] = pieces
    ori[slots] = rot


def _check_names(names) -> tuple[str, ...]:
    names = tuple(str(name) for name in names)
    if len(names) != 6:
        raise ValueError(f"six colour names, not {len(names)}")
    return names


def _rehome(g: Geometry, perm, ori, frame: int):
    """The same state seen after undoing the whole-cube rotation `frame`."""
    inv = int(INVERSE[frame])
    new_slot = g.slot_of_position(g.positions @ ROTATIONS[frame])   # R^T pos
    home_perm = np.empty_like(perm)
    home_ori = np.empty_like(ori)
    home_perm[new_slot] = perm
    home_ori[new_slot] = COMPOSE[inv][ori]
    return home_perm, home_ori, new_slot


def corner_twists(lay: _Layout, perm, ori) -> np.ndarray:
    """Twist 0..2 of each corner slot: where its piece's U/D sticker points,
    counted around the slot's corner in right-handed order from U/D."""
    out = []
    for s in lay.corners:
        dirs = list(lay.dirs[s][lay.dirs[s] >= 0])
        ud = next(d for d in dirs if d in (0, 3))
        rest = [d for d in dirs if d != ud]
        a, b = DIRECTIONS[ud], DIRECTIONS[rest[0]]
        if np.dot(np.cross(a, b), DIRECTIONS[rest[1]]) < 0:
            rest.reverse()
        p = perm[s]
        p_ud = next(d for d in lay.dirs[p] if d in (0, 3))
        now = ROTATE_DIRECTION[ori[s], p_ud]
        out.append([ud, *rest].index(now))
    return np.array(out)


def twist_total(n: int, perm, ori) -> int:
    """The corners' total twist, 0..2 (0 on every real cube): what a random
    state generator must make 0."""
    return int(corner_twists(_layout(n), perm, ori).sum()) % 3


def _check_twist(lay: _Layout, perm, ori, frames, slot_colors, names=COLOR_NAMES) -> None:
    """The corners' twists must add up to whole turns. Twist is read in a home frame: the
    fixed centres' on odd sizes; on even ones every whole-cube rotation is tried, since
    any corner, the D-B-L one included, may be the twisted one. The twisted corner is
    named (and its stickers given) only when it is the one corner twisted in some frame
    and no other frame points at another; a scrambled cube's twist could be undone at
    any corner, and the message says so and points at none."""
    g = lay.g
    alone = set()
    twist = 0
    for frame in frames:
        home_perm, home_ori, new_slot = _rehome(g, perm, ori, frame)
        twists = corner_twists(lay, home_perm, home_ori)
        twist = int(twists.sum()) % 3
        if not twist:
            return
        if np.count_nonzero(twists) == 1:
            home_slot = int(lay.corners[np.nonzero(twists)[0][0]])
            alone.add(int(np.nonzero(new_slot == home_slot)[0][0]))    # the slot on the cube
    off = 'a third' if twist == 1 else 'two thirds'
    back = 'anticlockwise' if twist == 1 else 'clockwise'
    if len(alone) == 1:
        slot = alone.pop()
        colours = [int(c) for c in slot_colors[slot] if c >= 0]
        raise InvalidCubeError(
            f"one corner is twisted: the {_colors_text(colours, names)} corner at {lay.slot_name(slot)} "
            f"is off by {off} of a turn; twist it back {back}", 'twist', lay.facelets_of([slot]))
    raise InvalidCubeError(
        f"one corner is twisted: the corners' total twist is off by {off} of a turn, and the "
        f"colours cannot tell which corner it is (any one could be); twist one corner back {back}",
        'twist_any_corner')


def _ref_dir(dirs) -> int:
    """An edge's reference direction: its U/D side, else its F/B side."""
    dirs = [d for d in dirs if d >= 0]
    for group in ((0, 3), (2, 5)):
        for d in dirs:
            if d in group:
                return d
    raise AssertionError(dirs)


def _check_flip_and_parity(lay: _Layout, perm, ori) -> None:
    flipped = [s for s in lay.midges
               if ROTATE_DIRECTION[ori[s], _ref_dir(lay.dirs[perm[s]])] != _ref_dir(lay.dirs[s])]
    if len(flipped) % 2:
        raise InvalidCubeError("one edge is flipped: turn one edge piece over in its place", 'flip',
                               flipped)          # slots here: the caller makes them stickers
    if _parity(perm, lay.corners) != _parity(perm, lay.midges):
        pieces = np.concatenate([lay.corners, lay.midges])
        raise InvalidCubeError(
            "two pieces are swapped: the corners and edges are in an impossible arrangement; "
            "swap any two corners (or two edges) back", 'parity',
            pieces[perm[pieces] != pieces])     # the pieces out of place


def _parity(perm, slots) -> int:
    """Parity of the pieces' arrangement among `slots` (one kind of piece)."""
    index = {int(s): i for i, s in enumerate(slots)}
    return permutation_parity([index[int(perm[s])] for s in slots])
