"""4x4 centres through phase 2, then the wings separated: starts for the restricted pairing (tsai.py).

A few outer turns and wide halves (which keep every colour pair on its
axis) after a phase-2 end leave every edge with one wing in a low slot and
one in a high slot of an axis's G3 (g3.py), the number of wings
away from their home set even (a 3x3's edges flip in pairs). Which wing of
each edge is to end low is a choice (2^11 with the even count); the slots
of the chosen wings form a 12-bit mask whose exact distance to the low
slots is a table, so every choice is walked at once (numpy, a layer at a
time) to the shortest separations. (split_ends.py separates within phase
2 itself, as Tsai's method does, where a few more moves of it suffice.)
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Move
from model.faces import FACE_AXIS, FACE_INDEX, FACE_ORDER, FACES, OPPOSITE
from model.rotations import FACE_SEEN

from . import g3 as sep
from .masks import positions
from .wings import wing_ids

PLUS_FACES = [FACE_INDEX[f] for f, (_, is_plus) in FACES.items() if is_plus]


@lru_cache(maxsize=1)
def code_maps() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """edge[c1 * 8 + c2]: the edge (0..11) of a wing showing colours c1, c2 (either
    way); home[h, c1 * 8 + c2]: the home slot of such a wing in a slot of hand h;
    and each slot's hand."""
    slots, hand, ids = wing_ids()
    edge = np.full(64, 255, dtype=np.int64)
    home = np.full((2, 64), 255, dtype=np.int64)
    pairs = sorted({frozenset((a, b)) for (_, a, b) in ids}, key=sorted)
    for (h, a, b), p in ids.items():
        edge[a * 8 + b] = pairs.index(frozenset((a, b)))
        home[h, a * 8 + b] = p
    return edge, home, np.array(hand)


def wing_codes(colors: np.ndarray) -> np.ndarray:
    """(states, 24) colour codes c1 * 8 + c2 of each wing slot."""
    W = sep.wing_slots()
    return colors[..., W[:, 0]].astype(np.int64) * 8 + colors[..., W[:, 1]]


def centre_distance(colors: np.ndarray, axis: int) -> tuple[np.ndarray, np.ndarray]:
    """Per state (rows of colour arrays) whose colour pairs are each on an
    axis: the G3 distance of its centres (sep.UNSEEN where G3 cannot solve
    them: its outer half turns leave the axis's own faces' centres in one
    of few arrangements) and the plus-colour mask of the nearest orientation."""
    dist, mask, _ = centre_state(colors, axis)
    return dist, mask


def centre_state(colors: np.ndarray, axis: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """centre_distance's two answers and the nearest orientation itself
    (an index of FACE_SEEN: the colours the centres end with)."""
    t = sep.tables()
    pos = positions()
    cols = colors[:, pos].astype(np.int64)
    weights = 1 << np.arange(24, dtype=np.int64)
    pair_id = np.array([min(c, FACE_INDEX[OPPOSITE[FACE_ORDER[c]]]) for c in range(6)])
    on = pair_id[cols[:, [4 * FACE_INDEX[f] for f in 'URF']]]
    best = np.full(len(colors), 1 << 30, dtype=np.int64)
    mask_of = np.zeros(len(colors), dtype=np.int64)
    frame = np.zeros(len(colors), dtype=np.int64)
    ops = sep.split(axis).centre_ops
    for r, seen in enumerate(FACE_SEEN):
        want = pair_id[np.asarray(seen)[[FACE_INDEX[f] for f in 'URF']]]
        ok = (on == want).all(axis=1)
        plus = np.zeros(8, dtype=np.int64)
        plus[np.asarray(seen)[PLUS_FACES]] = 1
        mask = (plus[cols] * weights).sum(axis=1)
        d = np.where(ok, t.centres[axis][ops.rank(mask)].astype(np.int64), 1 << 30)
        better = d < best
        best[better], mask_of[better], frame[better] = d[better], mask[better], r
    return np.minimum(best, sep.UNSEEN), mask_of, frame


def separations(colors: np.ndarray, axis: int, extra: int = 0, most: int = 64) -> list[list[Move]]:
    """Shortest move lists (outer turns and wide halves: the centres' pairs
    stay on their axes) that leave a 4x4 whose pairs are on axes with its
    wings separated for `axis`, up to `extra` longer, at most `most`."""
    return separations_each(colors[None], axis, extra, most)[0]


def separations_each(colors: np.ndarray, axis: int, extra: int = 0, most: int = 64) -> list[list[list[Move]]]:
    """separations of each of several colour arrays (rows), walked at once.
    Not a beam (beam.py): no width, every state the distance table allows
    is walked, so every shortest separation is found."""
    st = sep.tables()
    ops, sdist = st.split_ops, st.split[axis]
    goal = int(sum(1 << int(i) for i in sep.split(axis).low))
    per = _choices_each(colors, axis)
    smasks = np.concatenate(per)
    owner = np.repeat(np.arange(len(colors)), [len(p) for p in per])
    d = sdist[ops.rank(smasks)].astype(np.int64)
    limits = np.full(len(colors), 1 << 20, dtype=np.int64)
    np.minimum.at(limits, owner, d)
    limits += extra
    left = limits[owner]
    keep = d <= left
    smasks, owner, left = smasks[keep], owner[keep], left[keep]
    moves = ops.moves
    m_axis = np.array([FACE_AXIS[m.face] for m in moves])
    m_order = np.array([FACE_INDEX[m.face] * 4 + m.end for m in moves])
    prev = np.full(len(smasks), -1)
    history = []
    found: list[list[list[Move]]] = [[] for _ in colors]
    for depth in range(int(limits.max()) + 1):
        for r in np.flatnonzero(smasks == goal).tolist():
            if len(found[owner[r]]) < most:
                found[owner[r]].append(sep.walk_back(history, r, moves))
        full = np.array([len(f) >= most for f in found])
        live = (left > 0) & ~full[owner]
        if not live.any():
            break
        kids = []
        p = np.maximum(prev, 0)
        for j in range(len(moves)):
            allowed = live & ((prev < 0) | (m_axis[p] != m_axis[j]) | (m_order[p] < m_order[j]))
            ns = ops.apply(smasks, j)
            rows = np.flatnonzero(allowed & (sdist[ops.rank(ns)] <= left - 1))
            kids.append((rows, np.full(len(rows), j), ns[rows]))
        parent, move, smasks = (np.concatenate(x) for x in zip(*kids))
        owner, left = owner[parent], left[parent] - 1
        prev = move
        history.append((parent, move))
    return found


@lru_cache(maxsize=1)
def _choice_bits() -> np.ndarray:
    """(4096, 12): bit k of each choice says which of edge k's two wings is chosen."""
    return (np.arange(4096)[:, None] >> np.arange(12)) & 1


def _choices_each(colors: np.ndarray, axis: int) -> list[np.ndarray]:
    """Per colour array (rows): the slot masks of every choice of one wing an
    edge with an even number of them away from their home set (low or
    high). A choice's mask and count are linear in its bits: the first
    wings' mask and count, plus each chosen second wing's difference."""
    s = sep.split(axis)
    edge, home, hand = code_maps()
    codes = wing_codes(colors)                                             # (rows, 24)
    away = ~s.is_low[home[hand, codes]]
    order = np.argsort(edge[codes], axis=1, kind='stable')                  # each edge's two slots in a row
    slots = order.reshape(len(colors), 12, 2)
    first, second = slots[:, :, 0], slots[:, :, 1]
    rows = np.arange(len(colors))[:, None]
    bits = _choice_bits()
    masks = (1 << first).sum(axis=1) + bits @ ((1 << second) - (1 << first)).T          # (4096, rows)
    count = away[rows, first].sum(axis=1) + bits @ (away[rows, second].astype(np.int64)
                                                    - away[rows, first]).T
    even = count % 2 == 0
    return [masks[even[:, r], r] for r in range(len(colors))]
