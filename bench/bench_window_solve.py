"""Solve time in the window against the command line, on the same states (issue 13 item 15).

    python bench/bench_window_solve.py [--sizes 7 20] [--seeds 1 2 3] [--fps 60] [--display :N]

For each size and seed, the state is the seeded random-moves scramble of that size.
Command line: the wall time of `main.py solve --size N --alg SCRAMBLE` (a whole process:
start-up, tables, solve). Window: the real CubeLab window under Xvfb (its own, 24-bit,
unless --display is given), its frame loop running in real time at --fps (a desktop's
vsync; 0 = uncapped), from the Solve key (F3, the Solve button's action) until the
solution has arrived and starts to play. Prints each time, the medians and their ratio
(window / command line; issue 13 asks for at most 1.2). Not a test: timings depend on the
machine's load, printed at the end."""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench_fps import start_xvfb

ROOT = Path(__file__).resolve().parent.parent


def scramble_text(n: int, seed: int) -> str:
    sys.path.insert(0, str(ROOT))
    from model import Alg
    from scramble.rules import default_length, layer_sets, random_moves
    return str(Alg(random_moves(layer_sets(n), default_length(n), random.Random(seed))))


def cli_seconds(n: int, alg: str) -> tuple[float, int]:
    """(seconds, moves in the solution)."""
    start = time.perf_counter()
    out = subprocess.run([sys.executable, 'main.py', 'solve', '--size', str(n), '--alg', alg],
                         cwd=ROOT, capture_output=True, text=True)
    took = time.perf_counter() - start
    if out.returncode != 0 or not out.stdout.strip():
        raise RuntimeError(f'main.py solve failed: {out.stderr[-500:]}')
    return took, len(out.stdout.split())


def window_child(n: int, seeds: list[int], fps: float) -> list[tuple[float, int]]:
    """(seconds from the Solve key to the solution, its moves), one per seed, in one window."""
    sys.path.insert(0, str(ROOT))
    from view.app import CubeLab
    lab = CubeLab(n, window_size=(1280, 800), vsync=False)
    clock = lab.app.clock
    if fps > 0:
        clock.setMode(clock.MLimited)
        clock.setFrameRate(fps)
    s = lab.session
    times = []
    for seed in seeds:
        s.set_speed('instant')
        s.reset()
        s.play(scramble_text(n, seed))
        while s.active is not None or s.play_index < len(s.playlist):
            lab.step()
        lab.step(30)                                  # half a second of idle frames
        start, cpu = time.perf_counter(), time.process_time()
        lab.app.input('f3', is_raw=True)             # Solve
        lab.app.input_up('f3', is_raw=True)
        while s.playlist_kind != 'solution':
            lab.step()
            if not s.busy and s.playlist_kind != 'solution':
                raise RuntimeError(f'no solution: {s.status}')
        times.append((time.perf_counter() - start, len(s.playlist)))
        print(f'N={n} seed {seed}: the window process used {time.process_time() - cpu:.2f} s of CPU '
              f'while it waited', file=sys.stderr)
        s.pause()
    lab.close()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--sizes', type=int, nargs='+', default=[7, 20])
    parser.add_argument('--seeds', type=int, nargs='+', default=[1, 2, 3])
    parser.add_argument('--fps', type=float, default=60.0)
    parser.add_argument('--display')
    parser.add_argument('--child', type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print('RESULT ' + json.dumps(window_child(args.child, args.seeds, args.fps)), flush=True)
        return 0
    xvfb, display = (None, args.display) if args.display else start_xvfb()
    env = dict(os.environ, DISPLAY=display)
    rows = []
    try:
        for n in args.sizes:
            cli = [cli_seconds(n, scramble_text(n, seed)) for seed in args.seeds]
            out = subprocess.run([sys.executable, __file__, '--child', str(n), '--fps', str(args.fps),
                                  '--seeds', *map(str, args.seeds)], env=env, capture_output=True, text=True)
            found = [line[7:] for line in out.stdout.splitlines() if line.startswith('RESULT ')]
            if not found:
                print(f'N={n}: the window run failed\n{out.stderr[-2000:]}', file=sys.stderr)
                continue
            print(''.join(line + '\n' for line in out.stderr.splitlines() if 'of CPU' in line), end='')
            rows.append((n, cli, json.loads(found[0])))
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
    print(f"seeds {args.seeds}, window frame rate {'uncapped' if args.fps <= 0 else f'{args.fps:g} fps'}")
    print(f"{'N':>3} {'command line s (moves)':>34} {'window s (moves)':>34} {'median cli':>11} "
          f"{'median window':>14} {'ratio':>6}")
    for n, cli, window in rows:
        ratio = statistics.median(t for t, _ in window) / statistics.median(t for t, _ in cli)
        print(f"{n:>3} {' '.join(f'{t:.1f} ({m})' for t, m in cli):>34} "
              f"{' '.join(f'{t:.1f} ({m})' for t, m in window):>34} {statistics.median(t for t, _ in cli):>11.2f} "
              f"{statistics.median(t for t, _ in window):>14.2f} {ratio:>6.2f}")
    print('load average (1, 5, 15 min): ' + ' '.join(f'{x:.2f}' for x in os.getloadavg()) + f' on {os.cpu_count()} cores')
    return 0


if __name__ == '__main__':
    sys.exit(main())
