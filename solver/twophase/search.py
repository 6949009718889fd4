"""The two-phase search: IDA* to the subgroup <U,D,R2,F2,L2,B2>, then IDA* to solved.

Coordinates only: every step is a table lookup in a Python list, array or
bytes object (faster than numpy scalar indexing). Six searches run
interleaved by phase-1 depth: the cube seen along each of the three axes,
and its inverse; the shortest solution found wins. Nothing is allocated per
node except the recursion itself. A cube with symmetries (superflip,
checkerboard) makes some first moves equivalent; only one of each is tried.
Several cubes, each with moves already spent on it, are searched the same
way at once (the NxN reduction's last stage choosing among its pairings).
The solver walks phase 1 in numpy batches (layered.py, a subclass); this
node-at-a-time walk is the reference it is checked against, and holds
what both share: the roots, phase 2, the record of the best.
"""
from __future__ import annotations

import time
from typing import Callable

from . import coords
from .cubie import N_MOVE, PHASE2_MOVES, CubieCube, inverse_move
from .pruning import BASE3_DIGIT
from .symmetry import CONJ_MOVE, N_SYM_D4H, SYM_CUBES, URF3, URF3_INV, conjugate

MAX_PHASE2 = 11  # phase 2 is searched up to 10 moves (Kociemba's choice)
#: With fast=True phase 2 may take up to 11 moves: the first solution comes
#: about 2.5x sooner and is about 0.4 move longer (mean ~20.5).
MAX_PHASE2_FAST = 12
#: Once a solution of exactly the target length is found after t seconds, keep
#: looking for a shorter one until 3t (at least 10 ms, at most 30 ms after the
#: start): a shorter one often turns up soon after. This lowers the mean by
#: ~0.1 move (19.73 -> 19.63), scales with the machine's speed, and costs
#: slow solves (the p95) nothing.
POLISH_FACTOR, POLISH_MIN, POLISH_MAX = 3.0, 0.01, 0.03
#: The multi-cube search's (solve_among) room for phase 2: a cube's direction is
#: searched to a phase-1 depth only while a phase 2 of at least this many moves
#: would still beat the best found (deeper levels cost ~10x more each and only
#: find phase 2s that short by luck). 4x4 finals (bench_nxn seed 1, 25 states,
#: 8 finals, 1.0 s of CPU): of the search's time 40% went to directions with
#: room for 6 moves or fewer, which improved the best 0 times (room 7: 35%,
#: 3 times; 8: 18%, 7 times; 9 or more: 7%, 36 times). With 7, 50 states:
#: 51.04 -> 51.02 OBTM in 0.64 s instead of 1.0 s (8: 51.16 in 0.32 s).
MIN_ROOM = 7
#: DIST_STEP[3*d + r]: the depth in {d-1, d, d+1} whose residue mod 3 is r.
DIST_STEP = [next(x for x in (d - 1, d, d + 1) if x % 3 == r) for d in range(40) for r in range(3)]


def _successors(moves) -> list[tuple[int, ...]]:
    """For each previous move (18 = none), the moves allowed next: never the
    same face twice, and opposite faces only in one order (U before D, ...)."""
    out = []
    for prev in range(N_MOVE + 1):
        allowed = []
        for m in moves:
            if prev < N_MOVE:
                diff = prev // 3 - m // 3
                if diff == 0 or diff == 3:
                    continue
            allowed.append(m)
        out.append(tuple(allowed))
    return out


NEXT_PHASE1 = _successors(range(N_MOVE))
NEXT_PHASE1_NOT_P2 = _successors([m for m in range(N_MOVE) if m not in PHASE2_MOVES])
NEXT_PHASE2 = _successors(PHASE2_MOVES)


def phase2_search(t, path2: list[int]) -> Callable[[int, int, int, int, int], bool]:
    """Phase 2's IDA* at one bound: phase2(corners, ud_edges, slice_sorted,
    moves to go, previous move) is True once it has solved the cube in
    exactly that many moves, which it leaves in `path2`."""
    corners_move, slice_move, ud_edges_move = t.corners_move, t.slice_move, t.ud_edges_move
    co_class, co_sym, ud_conj, p2 = t.corners_class, t.corners_sym, t.ud_edges_conj, t.phase2_prune
    cornslice, next2 = t.cornslice_depth, NEXT_PHASE2

    def phase2(co, ud, sl, togo, prev):
        if togo == 0:
            return sl == 0
        for m in next2[prev]:
            co2 = corners_move[18 * co + m]
            sl2 = slice_move[18 * sl + m]
            if cornslice[24 * co2 + sl2] >= togo:
                continue
            ud2 = ud_edges_move[18 * ud + m]
            idx = 40320 * co_class[co2] + ud_conj[(ud2 << 4) + co_sym[co2]]
            if (p2[idx >> 1] >> ((idx & 1) << 2)) & 15 >= togo:
                continue
            path2.append(m)
            if phase2(co2, ud2, sl2, togo - 1, m):
                return True
            path2.pop()
        return False

    return phase2


class SearchDone(Exception):
    """Unwinds the recursion once the search may stop."""


class StepClock:
    """A clock that counts the search's looks at it instead of reading the
    time: `timeout` then buys the same search on any machine under any load,
    about its length in seconds on an idle one at `steps_per_second`. A
    search that looks once for many nodes says so (`advance`)."""

    def __init__(self, steps_per_second: float):
        self.steps_per_second = steps_per_second
        self.looks = 0

    def __call__(self) -> float:
        self.looks += 1
        return self.looks / self.steps_per_second

    def advance(self, steps: int) -> None:
        self.looks += steps


def step_clock(steps_per_second: float) -> StepClock:
    """A StepClock (the repeatable search's clock)."""
    return StepClock(steps_per_second)


def direction_cubes(cube: CubieCube) -> list[tuple[int, int, CubieCube]]:
    """(rot, inverse, cube as searched) for the three axes and the inverse;
    directions giving the same cube (symmetric cubes) are searched once."""
    out, seen = [], []
    inverse = cube.inverse()
    for inv, c in ((0, cube), (1, inverse)):
        for rot in range(3):
            if rot == 0:
                d = c
            elif rot == 1:
                d = SYM_CUBES[URF3_INV] * c * SYM_CUBES[URF3]
            else:
                d = SYM_CUBES[URF3] * c * SYM_CUBES[URF3_INV]
            if d not in seen:
                seen.append(d)
                out.append((rot, inv, d))
    # interleave axes so that inverse and normal alternate
    return sorted(out, key=lambda x: (x[0], x[1]))


def to_original_frame(moves: list[int], rot: int, inv: int) -> list[int]:
    if inv:
        moves = [inverse_move(m) for m in reversed(moves)]
    if rot:
        conj = CONJ_MOVE[URF3 if rot == 1 else URF3_INV]
        moves = [conj[m] for m in moves]
    return moves


class TwoPhaseSearch:
    """One solve: holds the tables, the best solution so far and the limits.

    Given a list of cubes, each with an offset (moves already spent on the
    way to it), it searches them all at once, interleaved by phase-1 depth
    as a cube's six directions are, cheapest offset first, for the fewest
    offset + solution moves: `best_which` is the cube the best solves, and
    `target` and `best_len` count its offset. With `min_room`, once some
    solution is known a cube's direction is searched at a phase-1 depth
    only while a phase 2 of at least min_room moves would still beat the
    best (MIN_ROOM has why)."""

    def __init__(self, tables, cube: CubieCube | list[CubieCube], target: int, timeout: float, first: bool,
                 offsets: list[int] | None = None, min_room: int = 0, clock: Callable[[], float] | None = None):
        self.t = tables
        self.target = target
        self.first = first
        self.clock = clock or time.perf_counter
        self.start = self.clock()
        self.deadline = self.start + timeout
        self.max_phase2 = MAX_PHASE2_FAST if first else MAX_PHASE2
        self.best: list[int] | None = None
        self.best_split = (0, 0)
        self.best_len = 10 ** 6
        self.best_which = 0
        self.cubes = cube if isinstance(cube, list) else [cube]
        self.offsets = offsets or [0] * len(self.cubes)
        self.min_room = min_room

    # -- the search ------------------------------------------------------------------
    def run(self) -> None:
        roots = self.roots()
        try:
            room = self.min_room
            for depth1 in range(min(r[0] for r in roots), 40):
                if depth1 + min(self.offsets) + room >= self.best_len:
                    break
                self._search_depth(roots, depth1)
                if self.best is not None and self.clock() > self.deadline:
                    break
        except SearchDone:
            pass

    def _search_depth(self, roots: list[tuple], depth1: int) -> None:
        """Every phase-1 solution of exactly depth1 moves, each root in turn
        while it can still beat the best."""
        for root in roots:
            if root[0] <= depth1 and depth1 + root[-1] + self.min_room < self.best_len:
                self._search_direction(root, depth1)

    def roots(self) -> list[tuple]:
        """Per cube (cheapest offset first) and direction: (phase-1 distance,
        rot, inv, flip, twist, slice_sorted, corners, u_edges, d_edges, the
        cube's own symmetries, cube index, offset)."""
        roots = []
        twist_conj = self.t.twist_conj
        for which in sorted(range(len(self.cubes)), key=lambda w: self.offsets[w]):
            for rot, inv, cube in direction_cubes(self.cubes[which]):
                twist, flip, slc, corners, u_edges, d_edges = coords.root_coords(cube)
                dist = self.t.phase1_depth(flip, twist, slc)
                # the cube's own symmetries (a twist table lookup rules most out)
                group = tuple(s for s in range(1, N_SYM_D4H)
                              if twist_conj[16 * twist + s] == twist and conjugate(cube, s) == cube)
                roots.append((dist, rot, inv, flip, twist, slc, corners, u_edges, d_edges, group,
                              which, self.offsets[which]))
        return roots

    def _search_direction(self, root, depth1: int) -> None:
        dist0, rot, inv, flip0, twist0, slc0, corners0, u_edges0, d_edges0, group, which, offset = root
        t = self.t
        flip_move = t.flip_move
        twist_move18, slice_move18, corners_move18 = t.twist_move18, t.slice_move18, t.corners_move18
        fs_class, fs_sym, twist_conj18, p1 = t.flipslice_class, t.flipslice_sym, t.twist_conj18, t.phase1_prune
        digit = BASE3_DIGIT
        slice_fs18 = t.slice_flipslice18
        cornslice = t.cornslice_depth
        u_edges_move, d_edges_move, merge = t.u_edges_move, t.d_edges_move, t.ud_edges_from_u_and_d
        step = DIST_STEP
        next1, next1_not_p2 = NEXT_PHASE1, NEXT_PHASE1_NOT_P2
        path1: list[int] = []
        path2: list[int] = []
        search = self
        phase2_depth = t.phase2_depth
        max_phase2 = self.max_phase2

        phase2 = phase2_search(t, path2)

        def phase1_done(sl, co):
            n1 = len(path1)
            limit = min(search.best_len - offset - n1, max_phase2)
            cs = cornslice[24 * co + sl]
            if cs >= limit:
                return
            ue, de = u_edges0, d_edges0
            for m in path1:
                ue = u_edges_move[18 * ue + m]
                de = d_edges_move[18 * de + m]
            ud = merge[24 * ue + de % 24]
            dist2 = phase2_depth(co, ud)
            prev = path1[-1] if path1 else 18
            for togo2 in range(max(dist2, cs), limit):
                if phase2(co, ud, sl, togo2, prev):
                    search.record(path1 + path2, n1, rot, inv, which)
                    path2.clear()
                    return

        def last_move(fl18, tw18, sl18, co18, prev):
            """togo == 1: only a quarter turn of R F L B can enter the subgroup; test directly."""
            for m in next1_not_p2[prev]:
                if flip_move[fl18 + m] == 0 and twist_move18[tw18 + m] == 0:
                    sl2 = slice_move18[sl18 + m]
                    if sl2 < 432:  # 18 * 24: slice edges in the slice
                        path1.append(m)
                        phase1_done(sl2 // 18, corners_move18[co18 + m] // 18)
                        path1.pop()

        def phase1(fl, tw18, sl18, co18, dist, togo, prev, group=None):
            """Phase-1 IDA* node; twist, slice_sorted and corners come multiplied by 18."""
            if togo == 0:
                phase1_done(sl18 // 18, co18 // 18)
                return
            if togo > 3 and search.clock() > search.deadline and search.best is not None:
                raise SearchDone
            fl18, d3 = 18 * fl, 3 * dist
            if togo == 1:
                last_move(fl18, tw18, sl18, co18, prev)
                return
            for m in (next1_not_p2[prev] if dist == 0 and togo < 5 else next1[prev]):
                if group is not None:
                    # the cube equals S*cube*S^-1 for s in group: of moves that
                    # conjugate into each other, try only the smallest
                    if any(CONJ_MOVE[s][m] < m for s in group):
                        continue
                    child_group = tuple(s for s in group if CONJ_MOVE[s][m] == m) or None
                else:
                    child_group = None
                fl2 = flip_move[fl18 + m]
                sl2 = slice_move18[sl18 + m]
                tw2 = twist_move18[tw18 + m]
                fs = slice_fs18[sl2] + fl2
                idx = 2187 * fs_class[fs] + twist_conj18[tw2 + fs_sym[fs]]
                nd = step[d3 + digit[(p1[idx // 5] << 3) + idx % 5]]
                if nd >= togo:
                    continue
                path1.append(m)
                if togo == 2:
                    if nd == 1:  # (nd == 0: a quarter turn would leave the subgroup again)
                        last_move(18 * fl2, tw2, sl2, corners_move18[co18 + m], m)
                else:
                    phase1(fl2, tw2, sl2, corners_move18[co18 + m], nd, togo - 1, m, child_group)
                path1.pop()

        phase1(flip0, 18 * twist0, 18 * slc0, 18 * corners0, dist0, depth1, 18, group or None)

    def record(self, moves: list[int], n1: int, rot: int, inv: int, which: int = 0) -> None:
        if len(moves) + self.offsets[which] >= self.best_len:
            return
        self.best = to_original_frame(moves, rot, inv)
        self.best_len = len(moves) + self.offsets[which]
        self.best_which = which
        self.best_split = (len(moves) - n1, n1) if inv else (n1, len(moves) - n1)
        if self.first or self.best_len < self.target:
            raise SearchDone
        if self.best_len == self.target:  # good enough; look briefly for a shorter one
            elapsed = self.clock() - self.start
            polish = min(POLISH_MAX, max(POLISH_MIN, POLISH_FACTOR * elapsed))
            self.deadline = min(self.deadline, self.start + polish)
        if self.clock() > self.deadline:
            raise SearchDone
