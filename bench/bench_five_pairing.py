"""How long and how quick the 5x5's G3 route would be with its two pairing phases: a prototype, measured.

No solve uses this route yet. The script carries each state through the
centres' phases 1-2 (five_tables), the edges made ready for G3 on each
axis (five/separation.py), then the two pairing phases of pairing_phases.py
(its docstring says what they are), then the 3x3 (two-phase), checks that
the whole sequence solves the cube, and prints the moves each part took.

A frame is the separation's axis a and phase 4's quarter-turn axis q (six
in all); pairing_phases.py's tables serve them all. The axes' separations
are searched together a bound at a time (separations_by_bound), so an axis
whose separation is long is not searched unless the shorter ones' frames
all fail. Each bound's frames where four edges can be paired are tried in
order of a lower bound (moves so far plus phase 4's bound). A frame where
phase 4 or 5 finds nothing within its room (--room4, --room5 moves past its
first bound) gives no route; when no frame gives one, every frame tried is
tried again with more room for phase 4 and a wider phase 5 (--retry-room4,
--retry-cap5), and a state with no route then counts as failed.

Each state prints two figures: the first route found and the best over the
frames tried within --budget seconds (0: the first only); each one's time
(tables excluded) is the solve's whole time to that route. The tables are
built in memory on each run: about 3 min for phase 4's edge table, 3 for
the rest.

    PYTHONPATH=$PWD .venv/bin/python bench/bench_five_pairing.py --count 8 --seed 2027 \
        [--cube555 DIR]

With --cube555 (its built folder), cube555 solves each state in the same
run and its moves per phase, in all, and its time print beside ours.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_peers  # noqa: E402
import pairing_phases as pp  # noqa: E402

from model.stickers import seq_gather  # noqa: E402
from solver.nxn.centres import five_tables  # noqa: E402
from solver.nxn.centres.five_parity import five_wing_parity  # noqa: E402
from solver.nxn.five import separation as sp  # noqa: E402
from solver.nxn.obtm import obtm  # noqa: E402
from solver.nxn.three import solve_three, three_by_three  # noqa: E402

N = 5
#: Where a solve's time goes, as each state's line prints it.
PARTS = ('phases 1-2', 'separation', 'phase 4', 'phase 5', '3x3')


class Plan:
    """One frame's starts for phase 4, seen in the tables' frame."""

    def __init__(self, a: int, q: int, view, found, ready: np.ndarray, spent: np.ndarray, p4: pp.Phase4):
        turn, self.faces, colours = view
        self.a, self.q, self.found, self.spent = a, q, found, spent
        self.ready = colours[ready[:, seq_gather(N, turn)]]
        self.starts = p4.starts(self.ready)
        self.parts = p4.parts(self.starts)
        self.lower = int((spent[self.starts[:, 0]] + p4.bound(*self.parts)).min()) if len(self.starts) else None


def route(plan: Plan, p4: pp.Phase4, p5: pp.Phase5, args, clock: dict,
          retry: bool = False) -> tuple[list, list, dict] | None:
    """Phases 4, 5 and the 3x3 on one frame: (separation's moves, the rest
    renamed to the real cube's faces, counts), or None. A retry gives phase 4
    more room and phase 5 a wider search."""
    room4, cap5 = (args.retry_room4, args.retry_cap5) if retry else (args.room4, args.cap5)
    t = time.perf_counter()
    fours = pp.layered(p4, plan.parts, plan.spent[plan.starts[:, 0]], args.cap, room4, 16)
    rows, src = [], []
    for r, g, path in fours:
        after = plan.ready[plan.starts[r, 0]][seq_gather(N, path)]
        s5 = p5.start(after)
        if s5 is not None:
            rows.append(s5 + [g])
            src.append((int(plan.starts[r, 0]), path, after))
    t = tick(clock, 'phase 4', t)
    if not rows:
        return None
    rows = np.array(rows)
    fives = pp.layered(p5, p5.parts(rows[:, :4]), rows[:, 4], cap5, args.room5, 1)
    t = tick(clock, 'phase 5', t)
    if not fives:
        return None
    r5, _, path5 = fives[0]
    r3, path4, after4 = src[r5]
    three = list(solve_three(three_by_three(N, after4[seq_gather(N, path5)]), timeout=args.three).moves)
    tick(clock, '3x3', t)
    row2, _, path3 = plan.found[r3]
    counts = {'p13': int(plan.spent[r3]), 'p4': len(path4), 'p5': len(path5), 'three': len(three)}
    return row2, list(path3) + pp.renamed(list(path4) + list(path5) + three, plan.faces), counts


def plans_in_order(arrays: np.ndarray, spent: np.ndarray, p4: pp.Phase4, views: dict, args, clock: dict):
    """The frames, the separations a bound at a time (fewest moves first) and
    each bound's frames in order of their lower bounds."""
    levels = sp.separations_by_bound(arrays, spent, most=args.most)
    while True:
        t = time.perf_counter()
        level = next(levels, None)
        tick(clock, 'separation', t)
        if level is None:
            return
        plans = []
        for a, found in level.items():
            ready = np.array([arrays[row][seq_gather(N, mv)] for row, _, mv in found])
            spent3 = np.array([int(spent[row]) + len(mv) for row, _, mv in found])
            plans += [Plan(a, q, views[(a, q)], found, ready, spent3, p4) for q in range(3) if q != a]
        yield from sorted((p for p in plans if p.lower is not None), key=lambda p: p.lower)


def solve_one(cube, p4: pp.Phase4, p5: pp.Phase5, views: dict, args) -> dict:
    """The first route found and the best over the frames tried, each checked
    to solve the cube, with the seconds to each."""
    t0 = time.perf_counter()
    col = cube.facelet_colors()
    ends = sorted(five_tables.phase2_ends(col, five_tables.BEAM, five_wing_parity(col)),
                  key=lambda e: obtm(e[0]))[:args.ends]
    arrays = np.array([col[seq_gather(N, e[0])] for e in ends])
    spent = np.array([obtm(e[0]) for e in ends])
    clock = dict.fromkeys(PARTS, 0.0)
    tick(clock, 'phases 1-2', t0)
    first = best = None
    tried = []
    for retry in (False, True):
        plans = sorted(tried, key=lambda p: p.lower) if retry else plans_in_order(arrays, spent, p4, views, args, clock)
        for plan in plans:
            if first and (retry or time.perf_counter() - t0 > args.budget):
                break
            if first and plan.lower + args.three_least >= best['total']:
                continue
            if not retry:
                tried.append(plan)
            t = time.perf_counter()
            got = route(plan, p4, p5, args, clock, retry)
            if got is None:
                print(f'    a={plan.a} q={plan.q} (bound {plan.lower}{", retried" if retry else ""}): no route '
                      f'({time.perf_counter() - t:.1f} s)', flush=True)
                continue
            row2, rest, counts = got
            moves = list(ends[row2][0]) + rest
            final = col[seq_gather(N, moves)].reshape(6, N * N)
            if not (final == final[:, :1]).all():
                raise SystemExit(f'a={plan.a} q={plan.q}: the route does not solve the cube')
            counts.update(total=obtm(moves), time=time.perf_counter() - t0, clock=dict(clock))
            print(f'    a={plan.a} q={plan.q} (bound {plan.lower}): {counts["total"]} in all, phases 1-3 '
                  f'{counts["p13"]}, 4 {counts["p4"]}, 5 {counts["p5"]}, 3x3 {counts["three"]} '
                  f'({time.perf_counter() - t:.1f} s)', flush=True)
            first = first or counts
            if best is None or counts['total'] < best['total']:
                best = counts
    return {'first': first, 'best': best}


def shown(counts: dict | None) -> str:
    """One route's counts and seconds, short."""
    if counts is None:
        return 'none'
    moves = ', '.join(f'{k} {counts[k]}' for k in ('total', 'p13', 'p4', 'p5', 'three'))
    return f"{moves}; {counts['time']:.1f} s (" + ', '.join(f'{k} {counts["clock"][k]:.1f}' for k in PARTS) + ')'


def tick(clock: dict, part: str, since: float) -> float:
    """Adds the seconds since `since` to `part`; the time now."""
    now = time.perf_counter()
    clock[part] += now - since
    return now


def summary(name: str, rows: list[dict | None]) -> str:
    done = [r for r in rows if r]
    if not done:
        return f'{name}: none of {len(rows)} solved'
    parts = ', '.join(f'{k} {statistics.mean(r[k] for r in done):.1f}' for k in ('p13', 'p4', 'p5', 'three'))
    total, seconds = [r['total'] for r in done], [r['time'] for r in done]
    clock = ', '.join(f'{k} {statistics.mean(r["clock"][k] for r in done):.2f}' for k in PARTS)
    return (f'{name}: {len(done)} of {len(rows)} solved; mean {statistics.mean(total):.1f} (max {max(total)}; '
            f'{parts}); median {statistics.median(seconds):.1f} s (mean seconds: {clock})')


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--count', type=int, default=5)
    ap.add_argument('--seed', type=int, default=2027)
    ap.add_argument('--ends', type=int, default=8, help='phase-2 ends carried into the separation')
    ap.add_argument('--most', type=int, default=4, help='separations kept for each axis')
    ap.add_argument('--cap', type=int, default=10_000, help="states a depth of phase 4 keeps at most")
    ap.add_argument('--cap5', type=int, default=3_000, help='states a depth of phase 5 keeps at most')
    ap.add_argument('--room4', type=int, default=4)
    ap.add_argument('--room5', type=int, default=14)
    ap.add_argument('--retry-room4', type=int, default=8, help='--room4 when every frame is tried again')
    ap.add_argument('--retry-cap5', type=int, default=10_000, help='--cap5 when every frame is tried again')
    ap.add_argument('--three', type=float, default=1.0, help='seconds for the 3x3 search')
    ap.add_argument('--three-least', type=int, default=30,
                    help="moves phase 5 and the 3x3 take at least, past phase 4's bound: a frame whose "
                         'bound plus this cannot beat the best is skipped')
    ap.add_argument('--budget', type=float, default=60.0,
                    help='seconds a state may take before no further frame is tried (0: the first route)')
    ap.add_argument('--cube555', type=Path, help="cube555's built folder (dist/, lib/twophase.jar)")
    args = ap.parse_args()
    if args.cube555 and not (args.cube555 / 'dist').is_dir():
        print(f"error: {args.cube555} has no dist/ folder: build cube555 there first "
              f"(bench_peers.py's docstring says how)", file=sys.stderr)
        raise SystemExit(2)
    t = time.perf_counter()
    p4 = pp.Phase4()
    p5 = pp.Phase5(p4.goal)
    views = pp.frame_views()
    print(f'tables built in {time.perf_counter() - t:.0f} s', flush=True)
    rows, peer_rows = [], []
    peer = bench_peers.PeerProcess(bench_peers.CUBE555, args.cube555) if args.cube555 else None
    try:
        for i, cube in enumerate(bench_peers.states(N, args.count, args.seed)):
            got = solve_one(cube, p4, p5, views, args)
            print(f'state {i}: first {shown(got["first"])}; best {shown(got["best"])}', flush=True)
            rows.append(got)
            if peer:
                text, seconds, _ = peer.solve(bench_peers.peer_facelets(cube))
                moves = bench_peers.cube555_moves(text)
                final = cube.facelet_colors()[seq_gather(N, moves)].reshape(6, N * N)
                if not (final == final[:, :1]).all():
                    raise SystemExit(f"cube555's solution does not solve state {i}")
                counts = [obtm(bench_peers.cube555_moves(part)) for part in text.split('.')]
                peer_rows.append((counts, seconds))
                print(f'  cube555: {counts}, {sum(counts)} in all, {seconds:.2f} s', flush=True)
    finally:
        if peer:
            peer.close()
    print(summary('first route', [r['first'] for r in rows]))
    print(summary('best route ', [r['best'] for r in rows]))
    if peer_rows:
        print(f'cube555: mean {statistics.mean(sum(c) for c, _ in peer_rows):.1f} '
              f'(max {max(sum(c) for c, _ in peer_rows)}); median {statistics.median(s for _, s in peer_rows):.2f} s')


if __name__ == '__main__':
    main()
