"""Edge pairing opening: a beam search over the cheapest slice-flip-slice macros.

The greedy pairer (pairer.py) takes the flip that pairs most per move now.
Most of a wing orbit pairs cheaper when flips are planned together: Rw U R
U' Rw' style macros (a slice block widened to take its face, one outer
three-move swap, the block back) chain with the block's turns cancelling,
and a face turn in front lines up the next ones. A beam of such sequences,
scored by OBTM spent plus a weight per wing still unpaired, usually pairs
the whole orbit; the greedy finishes whatever it leaves. Only the
five-move macros, face turns and, on the sizes with two-block flips, the
seven-move Rw Lw' X Lw Rw' (3Rw 3Lw' on 7x7's inner orbit) are searched:
the longer flips and inner slices save little for several times the work
a state, and a wider beam pays more (tuning.py).
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Cube, Move
from model.faces import FACE_AXIS, FACE_ORDER, OPPOSITE
from model.parity import permutation_parity
from model.stickers import seq_gather

from ...deadline import NONE, Deadline
from ...twophase.cubie import CubieCube
from ..beam import Best, kth_lowest, search
from ..obtm import merge_savings, obtm
from ..pieces import centre_mask, reference_t, wing_facelets
from ..three import three_by_three
from . import tuning
from .flips import flip_macros
from .start_steps import start_spelling
from .unpaired import UnpairedCount
from .unseen import state_keys, unseen
from .tuning import (FINALS, FINALS_SLACK, OPENING_DOUBLE_COST, OPENING_FINISH, OPENING_JITTER,
                     OPENING_MAX_COST, OPENING_MAX_DEPTH, OPENING_PATIENCE)

NEVER = 1 << 14     # step cost of a pair of actions ruled out (the costs are int16: half the memory traffic)
FINISHED = np.iinfo(np.int16).max    # the beam's order of a path that grows no further


class Actions:
    """Face turns and flip macros with slices in layers ts (and free), as
    permutations of the facelets of the wings at ts and the reference.
    With `mates` ((t, u) coordinates) wing t is paired with wing u of the
    same edge instead (both in ts): no reference, both move."""

    def __init__(self, n: int, ts: tuple[int, ...], free: tuple[int, ...], mates: tuple = (),
                 extra: tuple[Move, ...] = ()):
        W = wing_facelets(n)
        ref = reference_t(n)
        pairs = list(mates) or [(t, ref) for t in ts]
        coords = sorted(set(ts) | {u for _, u in pairs} | {n - 1 - u for _, u in pairs})   # mirrors: one orbit
        self.facelets = W[:, coords, :].reshape(-1)
        local = np.full(6 * n * n, -1, dtype=np.int64)
        local[self.facelets] = np.arange(len(self.facelets))
        at = {t: 2 * i for i, t in enumerate(coords)}                # first facelet of a wing
        self.wing_cols = np.array([e * 2 * len(coords) + at[t] for e in range(12) for t, _ in pairs])
        self.ref_cols = np.array([e * 2 * len(coords) + at[u] for e in range(12) for _, u in pairs])
        self.partner = np.arange(6 * n * n)
        self.partner[W[:, 1:n - 1, 0]] = W[:, 1:n - 1, 1]
        self.partner[W[:, 1:n - 1, 1]] = W[:, 1:n - 1, 0]
        macros = flip_macros(n)
        limit = np.array([OPENING_DOUBLE_COST if len(S) == 2 else OPENING_MAX_COST for S in macros.slices])
        seqs = [macros.moves[i] for i in macros.within(ts, free) if macros.cost[i] <= limit[i]]
        seqs += [[Move(f, 1, 1, a)] for f in FACE_ORDER for a in (1, -1, 2)] + [[m] for m in extra]
        found: dict[bytes, tuple[int, str, list[Move], np.ndarray]] = {}
        centres = np.nonzero(centre_mask(n))[0] if extra else np.zeros(0, dtype=np.int64)
        for seq in seqs:
            g = seq_gather(n, seq)
            perm = local[g[self.facelets]]
            key, cost = perm.tobytes() + g[centres].tobytes(), obtm(seq)
            if key not in found or (cost, str(seq)) < found[key][:2]:
                found[key] = (cost, str(seq), seq, perm)
        items = sorted(found.values(), key=lambda x: x[:2])
        self.costs = np.array([c for c, _, _, _ in items], dtype=np.int32)
        self.seqs = [s for _, _, s, _ in items]
        self.perms = np.array([p for _, _, _, p in items], dtype=np.intp)
        # whether each action is an odd permutation of the corners (its
        # outer-layer quarter turns), for the PLL parity its path leaves
        self.corner_flips = np.array([sum(m.start == 1 and m.amount % 2 for m in s) % 2 for s in self.seqs],
                                     dtype=np.int8)
        self.unpaired = UnpairedCount(self)
        self.step, self.ends_with = _step_costs(self.seqs, self.costs)


def _step_costs(seqs: list[list[Move]], costs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """step[k, j]: OBTM action j adds after an action whose last two moves
    are tail k (the last row: at the start), and each action's tail. Where
    a macro's S' and the next one's S cancel, the moves inside them meet
    and may merge too (Q' then Q). A face turned twice in a row is ruled
    out: the merged turn is an action of its own."""
    moves = sorted({m for s in seqs for m in s[:2] + s[-2:]}, key=str)
    none = len(moves)                                     # the last row and column: no move
    index = {m: i for i, m in enumerate(moves)}
    saved = np.zeros((none + 1, none + 1))
    saved[:none, :none] = merge_savings(moves)
    cost = np.array([obtm([m]) for m in moves] + [0])
    cancels = (saved > 0) & (saved == cost[:, None] + cost[None, :])

    def tail(s):
        return (index[s[-2]] if len(s) > 1 else none, index[s[-1]])

    first = np.array([index[s[0]] for s in seqs])
    second = np.array([index[s[1]] if len(s) > 1 else none for s in seqs])
    tails = sorted({tail(s) for s in seqs}) + [(none, none)]
    pen, last = np.array(tails).T
    merged = saved[last][:, first]
    step = costs[None, :] - merged - cancels[last][:, first] * saved[pen][:, second]
    after_turn = (pen == none) & (last != none)
    step[after_turn[:, None] & (second == none)[None, :] & (merged > 0)] = NEVER
    tail_of = {t: k for k, t in enumerate(tails)}
    return step.astype(np.int16), np.array([tail_of[tail(s)] for s in seqs])


@lru_cache(maxsize=8)
def actions(n: int, ts: tuple[int, ...], free: tuple[int, ...], mates: tuple = (),
            extra: tuple[Move, ...] = ()) -> Actions:
    """Actions; `extra` moves are actions too, told apart by what they do to the centres as well."""
    return Actions(n, ts, free, mates, extra)


class PllParity:
    """Whether a paired state the beam reaches has PLL parity (two edges
    swapped: corner and edge permutations of unequal parity). The corners'
    parity is the start's changed by each outer-layer quarter turn; the
    edges' is read off the reference wings' colours (centres are solved, so
    each face's colour names the edge slots)."""

    def __init__(self, n: int, colors: np.ndarray, act: Actions):
        self.refs = np.unique(act.ref_cols)              # one reference wing an edge, edge order
        assert len(self.refs) == 12
        centre = colors.reshape(6, n, n)[:, n // 2, n // 2]
        solved = centre[Cube(n).facelet_colors()]
        ref_facelets = act.facelets[self.refs]
        self.slot_of = {frozenset((int(solved[f]), int(solved[act.partner[f]]))): e
                        for e, f in enumerate(ref_facelets.tolist())}
        self.corners = corner_parity(n, colors)

    def __call__(self, state: np.ndarray, corner_flips: int) -> bool:
        edges = [self.slot_of[frozenset((c >> 3, c & 7))] for c in state[self.refs].tolist()]
        return permutation_parity(edges) != self.corners ^ corner_flips


def corner_parity(n: int, colors: np.ndarray) -> int:
    """The corners' permutation parity of an n-cube with solved centres (its
    edges as a 3x3's read as solved: unpaired wings make no 3x3 edge)."""
    text = list(three_by_three(n, colors))
    for f, face in enumerate(FACE_ORDER):
        for k in (1, 3, 5, 7):
            text[9 * f + k] = face
    return permutation_parity(CubieCube.from_facelets(''.join(text)).cp)


def edges_opening(n: int, colors: np.ndarray, ts: tuple[int, ...], free: tuple[int, ...] = (),
                  seed: int = 0, deadline: Deadline = NONE, pll_cost: int = 0, mates: tuple = (),
                  width: int | None = None) -> list[Move]:
    """Moves pairing most wings at coordinates ts with their references
    (centres kept), the path a beam finds to the least OBTM spent plus
    OPENING_FINISH per wing still unpaired; `seed` breaks ties. Past
    `deadline` the best path found so far is kept. With `pll_cost` (the
    beam pairs every wing: 4x4) a path that pairs all but leaves PLL
    parity counts that much more, so an even one a move or two longer wins."""
    return opening_from(n, [colors], [0], ts, free, seed, deadline, pll_cost, width, mates=mates)[1]


def opening_from(n: int, starts: list[np.ndarray], costs: list[int], ts: tuple[int, ...],
                 free: tuple[int, ...] = (), seed: int = 0, deadline: Deadline = NONE, pll_cost: int = 0,
                 width: int | None = None, finals: list | None = None,
                 tails: list[list[Move]] | None = None, mates: tuple = (), extra: tuple[Move, ...] = (),
                 centres=None, patience: int | None = None, finals_slack: int | None = None) -> tuple[int, list[Move]]:
    """edges_opening from several starts at once (colour arrays with solved
    centres, each `costs` OBTM already spent: the centre solutions of one
    cube), one beam over all of them, so the starts whose wings pair
    cheaply take the beam's room: (which start, its moves). A `finals` list
    gets (score, start, moves) of every other path seen that pairs every
    wing for at most `finals_slack` (FINALS_SLACK) more than the best (PLL
    parity counted), best first and each state once (FINALS[n] at most),
    for a later stage to choose among. `tails`, each start's last moves
    (the centres'), price the first action's merges with them.

    With `centres` (the 4x4's joint beam: four/joint.JointCentres)
    the starts' centres may be unsolved and `extra` moves are actions too:
    each path carries its centres' state, its order adds the centre moves
    still owed, and only paths with the centres solved may end the beam
    (its patience, `patience` or OPENING_PATIENCE depths, counts from the
    first of them)."""
    act = actions(n, ts, free, mates, extra)
    patience = OPENING_PATIENCE if patience is None else patience
    finals_slack = FINALS_SLACK if finals_slack is None else finals_slack
    masks = None if centres is None else centres.start(starts)   # each path's centres
    if not pll_cost:
        pll = None
    else:
        pll = [PllParity(n, c, act) for c in starts] if centres is None else centres.pll(act)
    codes = np.array([(c.astype(np.uint8) * 8 + c[act.partner].astype(np.uint8))[act.facelets] for c in starts])
    first, spell = start_spelling(act, respelled(n, ts, free, mates, extra), tails)
    beam = _PairingBeam(n, act, codes, masks, costs, first, centres, pll, pll_cost, seed, width,
                        None if finals is None else finals_slack)
    best = search(beam, beam.start_best(), OPENING_MAX_DEPTH, deadline, patience,
                  None if centres is None else lambda best: best.score < FINISHED)
    start, path = best.at
    if finals is not None:
        keep_finals(act, codes, beam.found, best.score, finals, spell, FINALS[n], finals_slack)
    return start, spell(start, path)


class _PairingBeam:
    """opening_from's beam (beam.Beam): states are the wing codes (with
    `centres`, each path's centre mask beside), a child is a state after
    one action; its answers are paths and `found` collects the fully
    paired ones for the finals."""

    def __init__(self, n: int, act: Actions, codes: np.ndarray, masks, costs: list[int], first, centres, pll,
                 pll_cost: int, seed: int, width: int | None, finals_slack: int | None):
        self.n, self.act, self.centres, self.pll, self.pll_cost = n, act, centres, pll, pll_cost
        self.finals_slack = finals_slack
        self.masks = masks
        self.states = codes
        self.spent = np.array(costs, dtype=np.int16)
        self.last = np.full(len(codes), len(act.step) - 1)
        self.flips = np.zeros(len(codes), dtype=np.int8)      # corner parity changed by each path
        self.root = np.arange(len(codes))                     # the start each path comes from
        self.paths: list[tuple[int, ...]] = [()] * len(codes)
        self.jitter = np.random.default_rng(seed)
        self.found: list = []                                 # fully paired paths (for finals)
        self.seen: dict[int, int] = {}
        for key, cost in zip(state_keys(codes, self.masks), costs):
            self.seen[key] = min(cost, self.seen.get(key, cost))
        width_, self.h = beam_order(n, len(act.wing_cols))
        # the order's weight as one multiplier where it is one a wing (a product is cheaper than a lookup)
        linear = self.h[1] * np.arange(len(self.h), dtype=np.int16)
        self.h_step = self.h[1] if np.array_equal(linear, self.h) else None
        self.width = width or width_
        self.first = first                                    # the first round's step costs (start_spelling)

    def start_best(self) -> Best:
        """The best of the starts themselves, as an answer."""
        act, codes = self.act, self.states
        loose0 = (codes[:, act.wing_cols] != codes[:, act.ref_cols]).sum(axis=1)
        score0 = self.spent + OPENING_FINISH * loose0
        if self.centres is not None:
            score0 = np.where(self.centres.distance(self.masks) == 0, score0, FINISHED)
        r0 = int(np.argmin(score0))
        return Best(int(score0[r0]), (r0, ()))

    def expand(self, depth: int, best: Best) -> None:
        act, centres, P = self.act, self.centres, len(self.act.costs)
        cost = (self.spent[:, None] + (act.step[self.last] if self.first is None else self.first)).ravel()
        self.first = None
        loose = unpaired(act, self.states)
        score = loose * np.int16(OPENING_FINISH)         # in place: each pass is millions of children
        score += cost
        done = loose == 0
        if centres is not None:
            self.after = centres.neighbours(self.masks)   # (states, centre moves)
            owed = centres.distance(self.after.ravel()).reshape(self.after.shape)[:, centres.cmove].ravel()
            solved = owed == 0                            # only these may stop the beam
            np.copyto(score, FINISHED, where=~solved)
            done &= solved
            self.owed = owed
        if self.pll is not None:
            for r in np.flatnonzero(done).tolist():
                kid = self.states[r // P][act.perms[r % P]]
                score[r] += self.pll_cost * self.pll[self.root[r // P]](
                    kid, int(self.flips[r // P] ^ act.corner_flips[r % P]))
        i = int(np.argmin(score))
        best.offer(int(score[i]), (int(self.root[i // P]), self.paths[i // P] + (i % P,)))
        if self.finals_slack is not None:
            found, most = self.found, FINALS[self.n]
            for r in np.flatnonzero(done & (score <= best.score + self.finals_slack)).tolist():
                found.append((int(score[r]), int(self.root[r // P]), self.paths[r // P] + (r % P,), r))
                if len(found) > 64 * most:                  # keep the list short
                    found.sort(key=lambda f: f[0])
                    del found[16 * most:]
        self.cost, self.loose, self.done = cost, loose, done

    def stuck(self, depth: int, best: Best) -> bool:
        return False

    def keep(self, best: Best) -> bool:
        act, centres, P = self.act, self.centres, len(self.act.costs)
        cost = self.cost
        key = self.h[self.loose] if self.h_step is None else self.loose * self.h_step    # only the growing rank
        key += cost
        if centres is not None:
            owed = self.owed
            owed *= np.int16(centres.weight)
            key += owed
        key[self.done | (cost >= best.score)] = FINISHED
        top = lowest(key, 8 * self.width, self.jitter)
        if not len(top):
            return False
        if centres is None:
            picked, kids = unseen(self.states, act.perms, top, cost, self.seen, self.width)
        else:
            picked, kids, self.masks = unseen(self.states, act.perms, top, cost, self.seen, self.width,
                                              self.after[top // P, centres.cmove[top % P]])
        if not len(picked):
            return False
        self.states, self.spent, self.last = kids, cost[picked], act.ends_with[picked % P]
        self.flips = self.flips[picked // P] ^ act.corner_flips[picked % P]
        self.root = self.root[picked // P]
        self.paths = [self.paths[r // P] + (r % P,) for r in picked.tolist()]
        return True


def keep_finals(act: Actions, codes: np.ndarray, found: list, best: int, out: list, spell, most: int,
            slack: int = FINALS_SLACK) -> None:
    """Up to `most` of the paths `found`, within `slack` of `best`,
    cheapest first, one per state reached (replayed on the wing code)."""
    seen = set()
    for score, start, path, _ in sorted(found, key=lambda f: (f[0], len(f[2]))):
        if score > best + slack:
            break
        code = codes[start]
        for j in path:
            code = code[act.perms[j]]
        key = (start, code.tobytes())
        if key in seen:
            continue
        seen.add(key)
        out.append((score, start, spell(start, path)))
        if len(out) == most:
            break


#: The four faces around each axis in turn order (a quarter turn of the
#: whole cube about the axis takes each to the next, one way or the other).
_AROUND = {0: 'UFDB', 1: 'FRBL', 2: 'URDL'}


@lru_cache(maxsize=8)
def respelled(n: int, ts: tuple[int, ...], free: tuple[int, ...], mates: tuple = (),
              extra: tuple[Move, ...] = ()) -> list[list[Move] | None]:
    """Each action that begins and ends with a wide turn, spelt from the
    opposite face (Lw X Lw' is Rw X' Rw' with X turned with the whole
    cube: the same permutation, checked), else None: a start whose last
    move is Rw2 merges with the second spelling only."""
    act = actions(n, ts, free, mates, extra)
    out: list[list[Move] | None] = []
    for seq in act.seqs:
        a, z = seq[0], seq[-1]
        found = None
        if len(seq) > 2 and a.start == 1 and a.end > 1 and (z.face, z.start, z.end) == (a.face, a.start, a.end):
            ring = _AROUND[FACE_AXIS[a.face]]
            target = seq_gather(n, seq)
            for k in (1, 3):
                turn = {f: ring[(i + k) % 4] for i, f in enumerate(ring)}
                other = ([Move(OPPOSITE[a.face], 1, a.end, a.amount)]
                         + [Move(turn.get(m.face, m.face), m.start, m.end, m.amount) for m in seq[1:-1]]
                         + [Move(OPPOSITE[a.face], 1, a.end, z.amount)])
                if np.array_equal(seq_gather(n, other), target):
                    found = other
                    break
        out.append(found)
    return out


def beam_order(n: int, wings: int) -> tuple[int, np.ndarray]:
    """The beam's width on this size, and its order's weight by wings
    unpaired (OPENING_H_WEIGHT a wing, as whole numbers)."""
    width = tuning.OPENING_WIDTHS.get(n, tuning.OPENING_WIDTH)
    return width, (tuning.OPENING_H_WEIGHT * np.arange(wings + 1)).astype(np.int16)


def unpaired(act: Actions, states: np.ndarray) -> np.ndarray:
    """Wings left unpaired by each action (minor) from each state (major)."""
    return act.unpaired.count(states)


def lowest(key: np.ndarray, count: int, jitter: np.random.Generator) -> np.ndarray:
    """Positions of the `count` lowest of the whole-number `key`s below
    FINISHED, each raised by a random tie-break of up to OPENING_JITTER,
    lowest first. The count-th lowest key says where to cut (a key above
    it plus the jitter cannot rank); a partition, not a sort, finds it and
    the lowest of the keys near it, and only those are sorted."""
    cut = kth_lowest(key, count - 1) if len(key) > count else FINISHED
    near = np.flatnonzero(key <= min(cut + OPENING_JITTER, FINISHED - 1))
    noisy = key[near] + OPENING_JITTER * jitter.random(len(near))
    if len(near) > count:
        pick = np.argpartition(noisy, count - 1)[:count]
        return near[pick[np.lexsort((pick, noisy[pick]))]]
    return near[np.argsort(noisy, kind='stable')]

