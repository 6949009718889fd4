"""How long and how quick the 5x5's G3 route is, a part at a time, beside cube555 on the same states.

The script carries each state along solver/nxn/five/g3_route.py (its
docstring says what the route is): the centres' phases 1-2, the edges made
ready for G3, the two pairing phases, then the 3x3 (two-phase, --three
seconds), checks that the whole sequence solves the cube, and prints the
moves and the seconds each part took. The route's settings are flags here
(g3_route.Settings), for tuning. The tables are loaded from the cache (or
built there: a few minutes) before the clock starts.

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

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_peers  # noqa: E402

from model.stickers import seq_gather  # noqa: E402
from solver.nxn.centres import five_tables  # noqa: E402
from solver.nxn.five import g3_route, pairing, separation  # noqa: E402
from solver.nxn.obtm import obtm  # noqa: E402
from solver.nxn.three import solve_three_among, three_by_three  # noqa: E402
from solver.twophase.search import MIN_ROOM  # noqa: E402

N = 5
#: Where a solve's time goes, as each state's line prints it.
PARTS = g3_route.PARTS + ('3x3',)


def solve_one(cube, args) -> dict | None:
    """The route's first frame's reductions, the 3x3 after them (one search
    over them all, as the solver runs it), checked to solve the cube, with
    its counts and each part's seconds."""
    t0 = time.perf_counter()
    col = cube.facelet_colors()
    clock = dict.fromkeys(PARTS, 0.0)
    settings = g3_route.Settings(args.ends, args.most, args.cap, args.cap5, args.room4, args.room5,
                                 args.retry_room4, args.retry_cap5, args.hand_on, args.stride4,
                                 args.stride5)
    found = next(g3_route.routes(col, settings, clock=clock), [])
    if not found:
        return None
    t = time.perf_counter()
    before = [f.centres + f.edges for f in found]
    facelets = [three_by_three(N, col[seq_gather(N, moves)]) for moves in before]
    i, three = solve_three_among(facelets, [obtm(moves) for moves in before], args.three, MIN_ROOM)
    clock['3x3'] += time.perf_counter() - t
    moves = before[i] + list(three.moves)
    final = col[seq_gather(N, moves)].reshape(6, N * N)
    if not (final == final[:, :1]).all():
        raise SystemExit(f'frame {found[i].frame}: the route does not solve the cube')
    return dict(found[i].counts, three=len(three.moves), total=obtm(moves), time=time.perf_counter() - t0,
                clock=clock)


def shown(counts: dict | None) -> str:
    """One route's counts and seconds, short."""
    if counts is None:
        return 'none'
    moves = ', '.join(f'{k} {counts[k]}' for k in ('total', 'p13', 'p4', 'p5', 'three'))
    return f"{moves}; {counts['time']:.1f} s (" + ', '.join(f'{k} {counts["clock"][k]:.1f}' for k in PARTS) + ')'


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
    defaults = g3_route.SETTINGS
    ap.add_argument('--count', type=int, default=5)
    ap.add_argument('--seed', type=int, default=2027)
    ap.add_argument('--ends', type=int, default=defaults.ends, help='phase-2 ends carried into the separation')
    ap.add_argument('--most', type=int, default=defaults.most, help='separations kept for each axis')
    ap.add_argument('--cap', type=int, default=defaults.cap4, help="states a depth of phase 4 keeps at most")
    ap.add_argument('--cap5', type=int, default=defaults.cap5, help='states a depth of phase 5 keeps at most')
    ap.add_argument('--room4', type=int, default=defaults.room4)
    ap.add_argument('--room5', type=int, default=defaults.room5)
    ap.add_argument('--retry-room4', type=int, default=defaults.retry_room4,
                    help='--room4 when every frame is tried again')
    ap.add_argument('--retry-cap5', type=int, default=defaults.retry_cap5,
                    help='--cap5 when every frame is tried again')
    ap.add_argument('--stride4', type=int, default=defaults.stride4,
                    help="phase 4's bound raised this many moves at a time")
    ap.add_argument('--stride5', type=int, default=defaults.stride5,
                    help="phase 5's bound raised this many moves at a time")
    ap.add_argument('--hand-on', type=int, default=defaults.hand_on, help="phase 5's ends handed on to the 3x3 search")
    ap.add_argument('--three', type=float, default=0.6, help='seconds for the 3x3 search')
    ap.add_argument('--cube555', type=Path, help="cube555's built folder (dist/, lib/twophase.jar)")
    args = ap.parse_args()
    if args.cube555 and not (args.cube555 / 'dist').is_dir():
        print(f"error: {args.cube555} has no dist/ folder: build cube555 there first "
              f"(bench_peers.py's docstring says how)", file=sys.stderr)
        raise SystemExit(2)
    t = time.perf_counter()
    for tables in (five_tables.tables, separation.tables, pairing.tables):
        tables()
    print(f'tables ready in {time.perf_counter() - t:.0f} s', flush=True)
    rows, peer_rows = [], []
    peer = bench_peers.PeerProcess(bench_peers.CUBE555, args.cube555) if args.cube555 else None
    try:
        for i, cube in enumerate(bench_peers.states(N, args.count, args.seed)):
            got = solve_one(cube, args)
            print(f'state {i}: {shown(got)}', flush=True)
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
    print(summary('G3 route', rows))
    if peer_rows:
        print(f'cube555: mean {statistics.mean(sum(c) for c, _ in peer_rows):.1f} '
              f'(max {max(sum(c) for c, _ in peer_rows)}); median {statistics.median(s for _, s in peer_rows):.2f} s')


if __name__ == '__main__':
    main()
