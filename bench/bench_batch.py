"""Benchmark batch solving: `main.py solve - --jobs 1` against every core.

    nice python bench/bench_batch.py [K] [--seed N] [--jobs J ...] [--timeout S]

Solves the same K uniform random 3x3 states (default 1000) once per --jobs
value (default: 1 and every core), each time as a fresh `main.py solve -`
process reading the states on stdin, with the table cache as it is (build it
first with `main.py tables --build`). Prints wall time, states per second and
peak memory of the whole process tree: the largest sum of resident memory
(RSS) and of proportional memory (PSS, where pages shared between workers,
such as the memory-mapped tables, count once in total) over 20 samples a
second. Every answer is applied with the model and must solve its state.
"""
from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT)) if str(ROOT) not in sys.path else None

from model import Cube  # noqa: E402
from solver.twophase import random_state_facelets  # noqa: E402


def cores() -> int:
    """The cores this process may run on (what --jobs defaults to)."""
    return len(os.sched_getaffinity(0))


def tree(pid: int) -> list[int]:
    """pid and all its descendants, from /proc."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir('/proc'):
        if entry.isdigit():
            try:
                with open(f'/proc/{entry}/stat') as f:
                    parent = int(f.read().rsplit(')', 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(parent, []).append(int(entry))
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        found.append(p)
        todo.extend(children.get(p, []))
    return found


def memory_kb(pids: list[int]) -> tuple[int, int]:
    """(sum of RSS, sum of PSS) in kB over `pids`."""
    rss = pss = 0
    for p in pids:
        try:
            with open(f'/proc/{p}/smaps_rollup') as f:
                for line in f:
                    if line.startswith('Rss:'):
                        rss += int(line.split()[1])
                    elif line.startswith('Pss:'):
                        pss += int(line.split()[1])
        except OSError:
            continue
    return rss, pss


def run(states: list[str], jobs: int, timeout: float) -> dict:
    command = [sys.executable, 'main.py', 'solve', '-', '--jobs', str(jobs), '--timeout', str(timeout)]
    start = time.perf_counter()
    proc = subprocess.Popen(command, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    peak = [0, 0]
    done = threading.Event()

    def sample():
        while not done.is_set():
            rss, pss = memory_kb(tree(proc.pid))
            peak[0], peak[1] = max(peak[0], rss), max(peak[1], pss)
            time.sleep(0.05)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    out, err = proc.communicate('\n'.join(states) + '\n')
    seconds = time.perf_counter() - start
    done.set()
    sampler.join()
    if proc.returncode != 0:
        raise SystemExit(f"--jobs {jobs}: exit {proc.returncode}: {err[-500:]}")
    answers = out.split('\n')[:-1]
    assert len(answers) == len(states), (len(answers), len(states))
    lengths = []
    for state, answer in zip(states, answers):
        assert Cube.from_facelets(state).apply(answer).is_solved(), (state, answer)
        lengths.append(len(answer.split()))
    return {'jobs': jobs, 'seconds': seconds, 'rate': len(states) / seconds,
            'rss_mb': peak[0] / 1024, 'pss_mb': peak[1] / 1024,
            'mean_length': sum(lengths) / len(lengths)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('count', nargs='?', type=int, default=1000)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--jobs', type=int, nargs='+', default=None)
    parser.add_argument('--timeout', type=float, default=10.0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    states = [random_state_facelets(rng) for _ in range(args.count)]
    jobs_list = args.jobs or sorted({1, cores()})
    print(f"{args.count} random 3x3 states (seed {args.seed}), {cores()} cores, "
          f"solve - (stop at <= 20 moves, timeout {args.timeout} s)")
    print(f"{'jobs':>5} {'seconds':>8} {'states/s':>9} {'peak RSS MB':>12} {'peak PSS MB':>12} {'mean moves':>11}")
    for jobs in jobs_list:
        r = run(states, jobs, args.timeout)
        print(f"{r['jobs']:>5} {r['seconds']:>8.1f} {r['rate']:>9.1f} {r['rss_mb']:>12.0f} "
              f"{r['pss_mb']:>12.0f} {r['mean_length']:>11.2f}", flush=True)


if __name__ == '__main__':
    main()
