"""CPU an idle CubeLab window takes: `main.py` under its own Xvfb, its CPU time
(all threads, llvmpipe's included) read from /proc/<pid>/stat over a few seconds
of nobody touching it, as a share of one core.

    python bench/bench_idle.py [--size 3] [--seconds 5] [--settle 3]

Not a test: prints one line per size and the load average (other processes'
load lowers what an uncapped window can take, never what a capped one takes).
Linux only (/proc)."""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from bench_fps import start_xvfb

ROOT = Path(__file__).resolve().parent.parent


def cpu_seconds(pid: int) -> float:
    fields = Path(f'/proc/{pid}/stat').read_text().rsplit(')', 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf('SC_CLK_TCK')    # utime + stime


def idle_share(size: int, seconds: float, settle: float, display: str) -> float:
    env = dict(os.environ, DISPLAY=display)
    proc = subprocess.Popen([sys.executable, str(ROOT / 'main.py'), '--size', str(size)], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while not subprocess.run(['xdotool', 'search', '--name', 'CubeLab'], env=env,
                                 capture_output=True, text=True).stdout.strip():
            if time.monotonic() > deadline or proc.poll() is not None:
                raise RuntimeError('no CubeLab window')
            time.sleep(0.2)
        time.sleep(settle)
        before, start = cpu_seconds(proc.pid), time.monotonic()
        time.sleep(seconds)
        return (cpu_seconds(proc.pid) - before) / (time.monotonic() - start)
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--sizes', type=int, nargs='+', default=[3])
    ap.add_argument('--seconds', type=float, default=5.0)
    ap.add_argument('--settle', type=float, default=3.0)
    args = ap.parse_args()
    xvfb, display = start_xvfb()
    try:
        for n in args.sizes:
            share = idle_share(n, args.seconds, args.settle, display)
            print(f"{n}x{n}: idle window takes {100 * share:.1f}% of a core over {args.seconds:g} s "
                  f"(load average {os.getloadavg()[0]:.1f})", flush=True)
    finally:
        xvfb.terminate()
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
