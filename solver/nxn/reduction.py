"""Solve any n-cube (n >= 4) by reduction: centres, edge pairing, parity, then the 3x3.

Each stage works on sticker colours (fast numpy gathers); the model Cube
checks the finished solution, so a bug can never hand back a wrong one.
"""
from __future__ import annotations

import time
from typing import Callable

from model import Alg, Cube, CubeLabError, InvalidCubeError, Move
from model.stickers import seq_gather

from ..deadline import Deadline
from ..solution import Solution, Stage
from ..twophase.search import MIN_ROOM
from .centres import embedded, five, four
from .centres.greedy import solve_centres, table_route
from .centres.four_ends import phase2_ends
from .edges.big import pair_edges_big
from .edges.chain import pair_edges_chain
from .edges.joint4 import pair_joint
from .edges import separated4
from .edges.pair_separated import separated_reductions
from .edges.pairer import pair_edges, pair_edges_from
from .edges.tuning import BLOCK_LIMIT, JOINT_STARTS, JOINT_WIDTH, MULTI_START_WIDTH
from .edges.virtual import pair_edges_virtual
from .obtm import obtm
from .parity import pll_parity_fix, prevent_oll_parity
from .three import has_oll_parity, has_pll_parity, likeliest, outer, solve_three, solve_three_among, three_by_three

MIN_SIZE = 4
#: Sizes whose reduction searches with tables of its own: each table set with
#: its share of their build time (4x4: its centre phases take 2 s or so,
#: the wing separation's about 25; the 5x5's centre phases about 45).
CENTRE_TABLES = {4: ((four.tables, 1), (separated4.tables, 12)), 5: ((five.tables, 1),)}
#: Shares of `timeout` by which the centres and the edge pairing must hurry:
#: past its share a stage finishes by its fastest way, so the later stages
#: (whose tables may still need building) get the time that is left.
CENTRES_SHARE, EDGES_SHARE = 0.4, 0.75
#: By size: the 3x3 stage's target length and its search time when no timeout
#: is given (the best found by then is kept); elsewhere 20 moves within
#: three.THREE_SECONDS. Where the reduction hands on several pairings (4x4,
#: 5x5: edges.tuning.FINALS) one search covers them all (three.solve_three_among:
#: the fewest moves in all, each state's own moves counted) and the target
#: goes unused; one pairing alone is searched until the target length.
#: 4x4, 20 states (bench seed 1, reductions fixed, 3x3 CPU time): a search a
#: pairing sharing 1.5 s, as before, 51.4 OBTM in 1.39 s; one over all
#: of them 51.55 in 0.4 s, 51.4 in 0.8 s, 51.35 in 1.0 s, 51.35 in 1.5 s,
#: 51.1 in 8 s (16 or 24 pairings instead of 8: 51.3 in 1.0 s, as 8); on
#: 50 states a search a pairing 51.2 in 1.36 s, one over all 51.28 in 1.0 s,
#: 51.18 in 1.5 s (the time saved widens the edge beam: edges.tuning.JOINT_WIDTH).
#: 5x5 (bench_nxn, 20 states, loaded machine): 93.5 -> 93.3 OBTM at 0.6 s.
THREE_TARGET = {4: (18, 1.0), 5: (19, 0.6)}
#: By size: how many of the reductions handed on the 3x3 search takes, and the
#: weight of each one's twophase.phase1_bound against its moves so far
#: (three.likeliest); all of them elsewhere. 4x4, reductions fixed (bench
#: seed 1 / seed 2, 50 states, the 3x3 search 1.0 s of CPU): the beam's first
#: 8 (as before) 51.04 / 51.90 OBTM; the 8 least offsets of up to 300 within
#: slack 2 50.96 / 51.74; with room 7 (THREE_ROOM) and weight 0.15, 8 of the
#: first 64: 51.00 / 51.56 in 0.69 s instead of 1.0 (16 of 64: 51.02 / 51.52;
#: 12 of 128, 0.1: 50.96 / 51.48). The bound's sum over the six directions
#: ranges over ~50-62; a cube's length found in 0.1 s goes 18.8 -> 20.2 along
#: it. (None of seed 1's 6737 finals within slack 2 needed the PLL parity fix:
#: the beam's PLL_COST keeps them out.) Whole solves, bench_nxn's states with
#: the 3x3 search's limit in CPU time, beside main: seed 1, 50 states, 51.02 ->
#: 50.94 OBTM (max 55, 55), CPU 3.67 -> 3.47 s (max 4.25 -> 4.32); seed 2, 30
#: states, 51.63 -> 51.13 (max 56 -> 54), CPU 3.74 -> 3.40 s (max 4.33 -> 4.38).
THREE_PICK = {4: (8, 0.15)}
#: By size: the 3x3 search's room for phase 2 (twophase.search.MIN_ROOM); 0 elsewhere.
THREE_ROOM = {4: MIN_ROOM}
#: Sizes whose centre stage ends with the wings even whatever they start in
#: (4x4: its phase 2 searches with the wing parity), so no parity turn goes first.
PARITY_IN_CENTRES = (4,)
#: Sizes whose edges are paired by one beam from all the kept centre
#: solutions at once (edges.pairer.pair_edges_from; 4x4: PLL parity counted).
#: 5x5: 12 starts, 3000 wide, against 6 paired one by one 448 wide: 97.6 ->
#: 95.3 OBTM on 20 states (bench seed 1); up to 100 starts (five.SOLUTIONS),
#: 4000 wide: 92.2 on 50 states (max 98) in 2.8 s, where main took 96.5
#: (max 103) in 1.8 s measured alongside.
MULTI_START = (4, 5)
#: Sizes whose centres stop after their second phase and whose edge beam
#: finishes them (edges.joint4, 4x4 only; 40 starts, 7000 wide): bench_nxn
#: seed 1, 12 states, 54.2 -> 53.1 OBTM (centres + edges 36.2 -> 34.7), CPU
#: 2.57 -> 2.22 s (max 3.13 -> 2.46); edges.tuning.JOINT_WIDTH has wider.
#: As tuned (60 starts, 14000 wide), 50 states: 54.2 -> 51.3 OBTM (max 60 ->
#: 55; centres + edges 35.8 -> 33.1), CPU 2.52 -> 3.35 s (max 3.20 -> 3.97),
#: measured back to back on a loaded machine. (4x4 no longer reaches TRIES[4]
#: or MULTI_START's beam; its centre_solutions route is kept for reference.)
JOINT_SIZES = (4,)
#: Sizes reduced by Tsai's route instead (edges.pair_separated: the wings
#: separated after phase 2, then centres and pairing together in the
#: restricted G3, whose finals go to the 3x3 stage); where its beams find
#: nothing (about one state in 20) the joint beam above runs, narrower
#: (FALLBACK_SHARE). bench_nxn seed 1, 20 states,
#: measured just apart on the same loaded machine: the joint beam 51.1 OBTM
#: (max 55; centres 10.2 + edges 22.8, 3x3 18.1), CPU 3.03 s (max 3.62);
#: this 48.4 (max 52; centres and separation 14.4 + G3 pairing 15.1, 3x3
#: 18.8), CPU 3.12 s (max 3.86). 50 states, run side by side on a machine
#: loaded three times over: joint 51.1 (max 55), CPU 2.92 s (max 3.53);
#: this 49.2 (max 58; 14.4 + 15.0, PLL fixes 1.1, 3x3 18.6), CPU 2.84 s
#: (max 3.87). Seed 2, 20 states: joint 51.8 (max 56), CPU 3.06 (max 3.79);
#: this 50.0 (max 58), CPU 2.76 (max 5.84 where it failed: FALLBACK_SHARE).
#: With FALLBACK_SHARE, seed 1, 50 states side by side: joint 51.0 (max 55),
#: CPU 3.09 s (max 3.86); this 49.0 (max 57), CPU 2.91 s (max 3.51).
SEPARATED_SIZES = (4,)
#: The share of the joint beam's starts and width it runs with after that
#: route found nothing (its time spent already: bench_nxn seed 2's 10th
#: state, the one of 20 where it failed, took 5.84 s CPU with the whole
#: joint beam after it, 4.35 s with this share, loaded machine).
FALLBACK_SHARE = 0.25
#: Tsai's route does not hurry (about 2 s, 4 at most): under a deadline it
#: runs only while the edges' share leaves this many seconds, else the joint
#: beam (which hurries) runs alone, so `timeout` still bounds the solve.
SEPARATED_SECONDS = 4.0
#: By size: centre solutions tried, how many of the shortest get edges
#: paired, and pairings tried for each; (1, 1, 1) elsewhere. More tries give
#: shorter solutions for proportionally more time. (4x4: one pairing each with
#: a wide beam, edges.tuning.OPENING_WIDTHS, beats more pairings with a narrow one;
#: in MULTI_START sizes the kept centre solutions all start one beam.
#: 6x6, 7x7: each try is one start of centres.embedded; on 6x6 tries 7 to 9
#: found nothing shorter on 10 states, on 7x7 tries 4 to 6 one move once;
#: those are the commutator route's, embedded.BAR_TRIES has the bars
#: route's, and the route embedded.ROUTE names decides.
#: 8x8: a second chained edge beam (EDGE_METHOD), about 0.7 s: 4 states,
#: edges with the PLL fix 118.8 -> 113.5 OBTM.)
TRIES = {4: (four.SOLUTIONS, four.SOLUTIONS, 1), 5: (five.SOLUTIONS, five.SOLUTIONS, 1), 6: (6, 1, 2), 7: (3, 2, 2),
         8: (1, 1, 2)}

#: By size: the edge pairing's way where another than pairer.pair_edges pays
#: ('virtual': edges.virtual, wings into blocks then a virtual 4x4's pairing;
#: 'chain': edges.chain, one beam judging each wing against its neighbour;
#: above edges.tuning.BLOCK_LIMIT 'big': edges.big, even cubes' inner wings as a virtual 4x4's).
EDGE_METHOD = {6: 'virtual', 7: 'chain', 8: 'chain'}


#: Where each stage starts in the fraction `progress` is told: the centres take
#: 75-90% of the time from 9x9 up, the edges most of the rest, the 3x3 1-3%.
STAGE_START = {'parity': 0.0, 'centres': 0.01, 'edges': 0.8, 'three': 0.98}


def solve(cube_or_facelets: Cube | str, *, size: int | None = None, timeout: float | None = None,
          progress: Callable[[float, str], None] | None = None) -> Solution:
    """Solve an n-cube (n >= 4, a model Cube or a facelet string).

    Raises InvalidCubeError for a state no real cube has, CubeLabError for
    a size this solver does not handle. `progress(fraction, stage)` is told
    as each stage ('parity', 'centres', 'edges', 'three') starts and as
    its pieces are placed; the fraction never goes back. `timeout`
    (seconds) is a deadline for the whole solve: once it has passed no
    further try of centres or pairing is started, the stage at work
    finishes by its fastest way (more moves), and the 3x3 stage keeps the
    first solution it finds, so the answer is always complete and comes
    soon after the deadline.
    """
    start = time.perf_counter()
    deadline = Deadline(timeout)
    cube = _read(cube_or_facelets, size)
    n = cube.n
    if cube.is_solved():
        return Solution((), (), time.perf_counter() - start, {'size': n})
    if table_route(n, deadline.part(CENTRES_SHARE)):
        # built once, then loaded; under a deadline the separation's (25 s) only if built already
        prepare_tables(n, progress, skip=() if deadline.remaining() is None else (separated4.tables,))
    work = cube.copy()
    stages: list[Stage] = []

    report = _Progress(progress)

    def add(name: str, moves: list[Move], description: str) -> None:
        moves = merge_moves(moves)
        work.apply(moves)
        if moves:
            stages.append(Stage(name, tuple(moves), description))

    report.stage('parity')
    add('parity', prevent_oll_parity(work) if n not in PARITY_IN_CENTRES else [],
        "a wide quarter turn or two that puts every wing orbit's pieces in an even order, "
        "so that no edge can end up flipped on its own (OLL parity prevented)")
    candidates = _reduce(n, work.facelet_colors(), deadline, report)
    report.stage('three')
    target, seconds = THREE_TARGET.get(n, (20, None))
    remaining = deadline.remaining()
    limit = seconds if remaining is None else min(remaining, seconds or remaining)
    reduced = [_reduced(n, work, centres, edges) for centres, edges in candidates]
    if len(reduced) == 1:
        before, facelets = reduced[0]
        three = solve_three(facelets, limit, target)
    else:
        offsets = [sum(obtm(s.moves) for s in join_stages(stages + r, n)) for r, _ in reduced]
        if n in THREE_PICK:
            keep = likeliest([f for _, f in reduced], offsets, *THREE_PICK[n])
            reduced, offsets = [reduced[k] for k in keep], [offsets[k] for k in keep]
        i, three = solve_three_among([f for _, f in reduced], offsets, limit, THREE_ROOM.get(n, 0))
        before = reduced[i][0]
    for stage in before:
        add(stage.name, list(stage.moves), stage.description)
    for stage in three.stages:
        add(stage.name, outer(stage.moves), f"{stage.description or stage.name} of the 3x3 the cube has become")
    report(1.0)
    stages = join_stages(stages, n)
    moves = tuple(m for s in stages for m in s.moves)
    if not cube.copy().apply(moves).is_solved():
        raise RuntimeError("internal error: the reduction solution does not solve the cube")
    return Solution(moves, tuple(stages), time.perf_counter() - start, {'size': n})


def prepare_tables(n: int, progress: Callable[[float], None] | None = None, skip: tuple = ()) -> None:
    """Load, or build and cache, the table sets size `n`'s reduction searches
    with (CENTRE_TABLES; those in `skip` only if built already), telling
    `progress` the fraction of their build time done."""
    sets = [(t, w) for t, w in CENTRE_TABLES.get(n, ()) if t not in skip or t.ready]
    total, done = sum(w for _, w in sets), 0
    for tables, weight in sets:
        tables(None if progress is None else
               lambda fraction, done=done, weight=weight: progress((done + weight * fraction) / total))
        done += weight


def _reduced(n: int, work: Cube, centres: list[Move], edges: list[Move]) -> tuple[list[Stage], str]:
    """The stages from `work` on before the 3x3 stage (centres and edges as
    given, the PLL parity fix where they leave it) and the 3x3 facelets
    the cube is left as."""
    stages = []
    colors = work.facelet_colors()

    def add(name: str, moves: list[Move], description: str) -> None:
        nonlocal colors
        moves = merge_moves(moves)
        colors = colors[seq_gather(n, moves)]
        if moves:
            stages.append(Stage(name, tuple(moves), description))

    if n in JOINT_SIZES:
        add('centres', centres, "each pair of opposite centre colours onto one axis, and (Tsai's route) "
                                "each edge's two pieces parted so that half turns can join them")
        add('edges', edges, "each edge's pieces lined up into one edge while the centres finish")
    else:
        add('centres', centres, "every centre piece to the face of its colour, whole blocks at a time")
        add('edges', edges, "each edge's pieces lined up into one edge, centres kept")
    facelets = three_by_three(n, colors)
    if n % 2 == 0 and has_pll_parity(facelets):
        add('parity', pll_parity_fix(n), "two edges swapped, which no 3x3 sequence can do (PLL parity fixed)")
        facelets = three_by_three(n, colors)
    if has_oll_parity(facelets):
        raise RuntimeError("internal error: a flipped edge survived parity prevention")
    return stages, facelets


class _Progress:
    """Turns each stage's own 0..1 into the whole solve's fraction (never going back)."""

    def __init__(self, progress: Callable[[float, str], None] | None):
        self.progress, self.name, self.done = progress, 'parity', 0.0

    def stage(self, name: str) -> None:
        self.name = name
        self(STAGE_START[name])

    def part(self, index: int, count: int) -> Callable[[float], None] | None:
        """progress for try `index` of `count` of the current stage."""
        if self.progress is None:
            return None
        names = list(STAGE_START)
        lo = STAGE_START[self.name]
        hi = STAGE_START[names[names.index(self.name) + 1]] if self.name != names[-1] else 1.0
        width = (hi - lo) / count
        return lambda fraction: self(lo + width * (index + min(max(fraction, 0.0), 1.0)))

    def __call__(self, fraction: float) -> None:
        if self.progress is not None and fraction >= self.done:
            self.done = fraction
            self.progress(fraction, self.name)


def _reduce(n: int, colors, deadline: Deadline,
            report: _Progress | None = None) -> list[tuple[list[Move], list[Move]]]:
    """Centres and edge pairing with the fewest OBTM moves between them
    (PLL parity's fix counted) over a few tie-breaking orders: a slightly
    longer centres stage can leave edges that pair much more cheaply.
    Once a stage's share of `deadline` has passed, only the tries already
    made count and the one at work hurries. A list of (centres, edges), the
    fewest moves first; on MULTI_START sizes a few nearly as short follow,
    for the 3x3 stage to choose among."""
    report = report or _Progress(None)
    tries, top, pairings = embedded.tries(n) if n in embedded.SIZES else TRIES.get(n, (1, 1, 1))
    centres_by, edges_by = deadline.part(CENTRES_SHARE), deadline.part(EDGES_SHARE)
    report.stage('centres')
    share = 1
    left = edges_by.remaining()
    if n in SEPARATED_SIZES and separated4.tables.ready and (left is None or left >= SEPARATED_SECONDS):
        found = separated_reductions(colors)
        if found:
            report.stage('edges')
            return found
        share = FALLBACK_SHARE
    if n in JOINT_SIZES:
        ordered = [tuple(m) for m in phase2_ends(colors, int(JOINT_STARTS * share))]
        report.stage('edges')
        starts = [colors[seq_gather(n, c)] for c in ordered]
        pairings_found = pair_joint(starts, [obtm(c) for c in ordered], 0, edges_by, int(JOINT_WIDTH * share),
                                    others=not edges_by.passed(), tails=[list(c[-2:]) for c in ordered])
        return [(list(ordered[i]), merge_moves(edges)) for i, edges in pairings_found]
    found = set()
    for seed in range(tries):
        if seed and centres_by.passed():
            break
        found.add(tuple(merge_moves(solve_centres(n, colors, seed, centres_by, report.part(seed, tries)))))
    best = None
    report.stage('edges')
    ordered = sorted(found, key=lambda c: (obtm(c), str(c)))[:top]
    if n in MULTI_START:
        starts = [colors[seq_gather(n, c)] for c in ordered]
        pairings_found = pair_edges_from(n, starts, [obtm(c) for c in ordered], 0, edges_by, MULTI_START_WIDTH[n],
                                         others=not edges_by.passed(), tails=[list(c[-2:]) for c in ordered])
        return [(list(ordered[i]), merge_moves(edges)) for i, edges in pairings_found]
    for i, centres in enumerate(ordered):
        if best is not None and edges_by.passed():
            break
        edges, cost = _best_pairing(n, colors[seq_gather(n, centres)], pairings, edges_by,
                                    lambda k: report.part(i * pairings + k, top * pairings))
        if best is None or obtm(centres) + cost < best[0]:
            best = (obtm(centres) + cost, list(centres), edges)
    return [(best[1], best[2])]


def _best_pairing(n: int, colors, tries: int, deadline: Deadline,
                  part: Callable[[int], Callable[[float], None] | None] = lambda k: None) -> tuple[list[Move], int]:
    """The shortest of a few edge pairings and its OBTM cost, counting the
    PLL parity fix some of them would need (one try only past `deadline`)."""
    best = None
    for seed in range(tries):
        if seed and deadline.passed():
            break
        method = EDGE_METHOD.get(n, 'big' if n > BLOCK_LIMIT else None)
        pair = {'virtual': pair_edges_virtual, 'chain': pair_edges_chain, 'big': pair_edges_big}.get(method, pair_edges)
        moves = merge_moves(pair(n, colors, seed, deadline, part(seed)))
        cost = obtm(moves)
        if n % 2 == 0:
            after = colors[seq_gather(n, moves)]
            cost += obtm(pll_parity_fix(n)) * has_pll_parity(three_by_three(n, after))
        if best is None or cost < best[0]:
            best = (cost, moves)
    return best[1], best[0]


def _read(cube_or_facelets: Cube | str, size: int | None) -> Cube:
    if isinstance(cube_or_facelets, str):
        cube = Cube.from_facelets(cube_or_facelets.strip(), size=size)
    elif isinstance(cube_or_facelets, Cube):
        cube = cube_or_facelets
        if size is not None and size != cube.n:
            raise InvalidCubeError(f"size {size} given for a {cube.n}x{cube.n} cube", 'size')
    else:
        raise CubeLabError(f"expected a Cube or a facelet string, not {type(cube_or_facelets).__name__}")
    if cube.n < MIN_SIZE:
        raise CubeLabError(f"the reduction solver solves cubes of size {MIN_SIZE} and up, "
                           f"not {cube.n}x{cube.n}: use the {cube.n}x{cube.n} solver")
    return cube


def join_stages(stages: list[Stage], n: int | None = None) -> list[Stage]:
    """Merge turns of the same layers across stage boundaries (a stage that
    ends with Lw before one that starts with Lw' loses both); stages left
    empty are dropped. With the size `n`, the moves on one axis where two
    stages meet go to the first, and every stage's same-axis runs are
    rewritten as their fewest outer block turns (Alg.simplify(blocks=True):
    `Rw 2R2 R'` -> `2R'`), so no two neighbours are left to merge."""
    lists = [list(s.moves) for s in stages]
    for i in range(1, len(lists)):
        b = lists[i]
        while b:
            a = next((x for x in reversed(lists[:i]) if x), None)
            if a is None:
                break
            if n is not None:
                if a[-1].turn(n).axis != b[0].turn(n).axis:
                    break
                a.append(b.pop(0))
                a[:] = Alg(a).simplify(n, blocks=True)
                continue
            joined = merge_moves([a[-1], b[0]])
            if len(joined) == 2:                          # different layers: nothing to merge
                break
            a[-1:] = joined
            del b[0]
    if n is not None:
        lists = [list(Alg(m).simplify(n, blocks=True)) for m in lists]
    return [Stage(s.name, tuple(m), s.description) for s, m in zip(stages, lists) if m]


def merge_moves(moves) -> list[Move]:
    """Join neighbouring turns of the same layers and drop those that cancel
    (Alg.simplify without commuting: the searches priced exactly these merges)."""
    return list(Alg(moves).simplify(commute=False))
