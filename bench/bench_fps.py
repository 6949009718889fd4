"""Frames per second of the CubeLab window, idle and while turning, at 1280x800 under Xvfb,
and launch-to-first-frame time; one subprocess per cube size.

    python bench/bench_fps.py [--sizes 3 9 20 50] [--seconds 5]

The whole window as a user sees it (panel, alg bar, cube, the pointer over the window),
real time, no vsync. fps is the median over one-second windows (robust to other
processes' load spikes on a shared machine); cpu ms is this process's CPU time per frame
(all threads, llvmpipe's included), which depends far less on that load. Starts its own
Xvfb (24-bit) unless --display is given. Not a test: prints a table and the load average."""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MOVES = ('R', 'U', "F'", 'L', "D'", 'B2')


def child(n: int, seconds: float, launched: float) -> dict:
    sys.path.insert(0, str(ROOT))
    from view.app import CubeLab
    from model import parse_move
    lab = CubeLab(n, window_size=(1280, 800), vsync=False)
    lab.step(2)
    first_frame = time.time() - launched
    lab.step(10)

    def measure(turning: bool):
        """(median fps over one-second windows, CPU ms per frame)."""
        s, i, frames, rates = lab.session, 0, 0, []
        start = window = time.perf_counter()
        cpu = time.process_time()
        in_window = 0
        while True:
            now = time.perf_counter()
            if now - window >= 1.0:
                rates.append(in_window / (now - window))
                window, in_window = now, 0
                if now - start >= seconds:
                    break
            if turning and s.active is None:
                s.press(parse_move(MOVES[i % len(MOVES)]))
                i += 1
            lab.step()
            frames += 1
            in_window += 1
        return statistics.median(rates), 1000 * (time.process_time() - cpu) / frames

    idle, idle_cpu = measure(False)
    turning, turning_cpu = measure(True)
    rebuilds = lab.mesh.rebuilds
    lab.close()
    return {'n': n, 'first_frame_s': round(first_frame, 3), 'idle_fps': round(idle, 1),
            'idle_cpu_ms': round(idle_cpu, 2), 'turning_fps': round(turning, 1),
            'turning_cpu_ms': round(turning_cpu, 2), 'rebuilds': rebuilds}


def start_xvfb():
    read, write = os.pipe()
    proc = subprocess.Popen(['Xvfb', '-displayfd', str(write), '-screen', '0', '1280x800x24', '-nolisten', 'tcp'],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    number = b''
    while not number.endswith(b'\n'):
        chunk = os.read(read, 8)
        if not chunk:
            raise RuntimeError('Xvfb did not start')
        number += chunk
    os.close(read)
    return proc, f':{number.decode().strip()}'


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--sizes', type=int, nargs='+', default=[3, 9, 20, 50])
    parser.add_argument('--seconds', type=float, default=5.0)
    parser.add_argument('--display')
    parser.add_argument('--child', type=int, help=argparse.SUPPRESS)
    parser.add_argument('--launched', type=float, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print('RESULT ' + json.dumps(child(args.child, args.seconds, args.launched)), flush=True)
        return 0
    xvfb, display = (None, args.display) if args.display else start_xvfb()
    env = dict(os.environ, DISPLAY=display)
    rows = []
    try:
        for n in args.sizes:
            launched = time.time()
            out = subprocess.run([sys.executable, __file__, '--child', str(n), '--seconds', str(args.seconds),
                                  '--launched', repr(launched)], env=env, capture_output=True, text=True)
            found = [line[7:] for line in out.stdout.splitlines() if line.startswith('RESULT ')]
            if not found:
                print(f'N={n}: failed\n{out.stderr[-2000:]}', file=sys.stderr)
                continue
            rows.append(json.loads(found[0]))
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
    print(f"{'N':>3} {'first frame s':>14} {'idle fps':>9} {'idle cpu ms':>12} {'turning fps':>12} {'turning cpu ms':>15}")
    for r in rows:
        print(f"{r['n']:>3} {r['first_frame_s']:>14} {r['idle_fps']:>9} {r['idle_cpu_ms']:>12} "
              f"{r['turning_fps']:>12} {r['turning_cpu_ms']:>15}")
    print('load average (1, 5, 15 min): ' + ' '.join(f'{x:.2f}' for x in os.getloadavg()) + f' on {os.cpu_count()} cores')
    return 0


if __name__ == '__main__':
    sys.exit(main())
