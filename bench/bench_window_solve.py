"""Solve time in the window against the command line, on the same states.

    python bench/bench_window_solve.py [--sizes 7 20] [--seeds 1 2 3] [--fps 60] [--display :N]

For each size and seed, the state is the seeded random-moves scramble of that size.
Command line: the wall time of `main.py solve --size N --alg SCRAMBLE` (a whole process:
start-up, tables, solve). Window: the real CubeLab window under Xvfb (its own, 24-bit,
unless --display is given), its frame loop running in real time at --fps (a desktop's
vsync; 0 = uncapped), from the Solve key (F3, the Solve button's action) until the
solution has arrived and starts to play. The two alternate, seed by seed, so both see
the same load. Prints each time, the medians and their ratio (window / command line;
the mark is at most 1.2), and the solver's own seconds in each. Not a test:
timings depend on the machine's load, printed at the end."""
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


def cli_solve(n: int, alg: str) -> dict:
    """`main.py solve --json`: wall seconds of the whole process, the solver's own
    seconds, and the solution's length."""
    start = time.perf_counter()
    out = subprocess.run([sys.executable, 'main.py', 'solve', '--json', '--size', str(n), '--alg', alg],
                         cwd=ROOT, capture_output=True, text=True)
    took = time.perf_counter() - start
    if out.returncode != 0 or not out.stdout.strip():
        raise RuntimeError(f'main.py solve failed: {out.stderr[-500:]}')
    record = json.loads(out.stdout)
    return {'wall': took, 'solver': record['seconds'], 'moves': record['length']}


def window_child(n: int, fps: float) -> None:
    """One window; for each seed read on stdin, solve that state: print the seconds from
    the Solve key to the solution, the solver's own seconds and the solution's length."""
    sys.path.insert(0, str(ROOT))
    from view.app import CubeLab
    lab = CubeLab(n, window_size=(1280, 800), vsync=False)
    clock = lab.app.clock
    if fps > 0:
        clock.setMode(clock.MLimited)
        clock.setFrameRate(fps)
    s = lab.session
    for line in sys.stdin:
        seed = int(line)
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
        wall = time.perf_counter() - start
        solution = s._playlist.solution
        print('RESULT ' + json.dumps({'wall': wall, 'solver': solution.seconds, 'moves': len(s.playlist),
                                      'window_cpu': time.process_time() - cpu}), flush=True)
        s.pause()
    lab.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--sizes', type=int, nargs='+', default=[7, 20])
    parser.add_argument('--seeds', type=int, nargs='+', default=[1, 2, 3])
    parser.add_argument('--fps', type=float, default=60.0)
    parser.add_argument('--display')
    parser.add_argument('--child', type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        window_child(args.child, args.fps)
        return 0
    xvfb, display = (None, args.display) if args.display else start_xvfb()
    env = dict(os.environ, DISPLAY=display)
    rows = []
    try:
        for n in args.sizes:
            window = subprocess.Popen([sys.executable, __file__, '--child', str(n), '--fps', str(args.fps)],
                                      env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL, text=True)
            cli, shown = [], []
            for seed in args.seeds:                 # one after the other: both see the same load
                cli.append(cli_solve(n, scramble_text(n, seed)))
                window.stdin.write(f'{seed}\n')
                window.stdin.flush()
                line = window.stdout.readline()
                while line and not line.startswith('RESULT '):
                    line = window.stdout.readline()
                if not line:
                    raise RuntimeError(f'the {n}x{n} window stopped')
                shown.append(json.loads(line[7:]))
            window.stdin.close()
            window.wait()
            rows.append((n, cli, shown))
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
    report(rows, args)
    return 0


def report(rows, args) -> None:
    print(f"seeds {args.seeds}, window frame rate {'uncapped' if args.fps <= 0 else f'{args.fps:g} fps'}; "
          "wall s = Solve pressed to solution shown (window) / whole process (command line); "
          "solver s = the solver's own time in each")
    print(f"{'N':>3} {'seed':>4} {'moves cli/window':>17} {'cli wall':>9} {'window wall':>12} "
          f"{'cli solver':>11} {'window solver':>14} {'window cpu':>11}")
    for n, cli, shown in rows:
        for seed, c, w in zip(args.seeds, cli, shown):
            print(f"{n:>3} {seed:>4} {c['moves']:>8}/{w['moves']:<8} {c['wall']:>9.2f} {w['wall']:>12.2f} "
                  f"{c['solver']:>11.2f} {w['solver']:>14.2f} {w['window_cpu']:>11.2f}")
    print(f"{'N':>3} {'median cli wall':>16} {'median window wall':>19} {'ratio':>6} {'solver-time ratio':>18}")
    for n, cli, shown in rows:
        cw, ww = statistics.median(c['wall'] for c in cli), statistics.median(w['wall'] for w in shown)
        cs, ws = statistics.median(c['solver'] for c in cli), statistics.median(w['solver'] for w in shown)
        print(f"{n:>3} {cw:>16.2f} {ww:>19.2f} {ww / cw:>6.2f} {ws / cs:>18.2f}")
    print('load average (1, 5, 15 min): ' + ' '.join(f'{x:.2f}' for x in os.getloadavg()) + f' on {os.cpu_count()} cores')


if __name__ == '__main__':
    sys.exit(main())
