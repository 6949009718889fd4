"""Benchmark CFOP (2-look and full last layer) beside the beginner's method on the same 3x3 states.

    python bench/bench_cfop.py [--count K] [--seed S]

K uniformly random states (twophase's random state; default 50). Each solution is
checked on the model Cube (it must solve); prints, per method, the mean and max moves
(HTM), every step's mean, and the time per solve (wall and CPU, the first solve, which
builds the cross table and reads the case sets, apart).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT)) if str(ROOT) not in sys.path else None

from model import Cube  # noqa: E402
from model.metrics import count  # noqa: E402
from solver import beginner, cfop  # noqa: E402
from solver.twophase.random_state import random_state_facelets  # noqa: E402
from storage.case_files import load_case_set  # noqa: E402


def measure(name: str, cubes: list[Cube], solve) -> None:
    lengths, wall, cpu, per_step = [], [], [], {}
    for cube in cubes:
        start, start_cpu = time.perf_counter(), time.process_time()
        lesson = solve(cube)
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        if not cube.copy().apply(lesson.moves).is_solved():
            raise AssertionError(f"{name}: not solved")
        lengths.append(lesson.length)
        for step in lesson.steps:
            per_step.setdefault(step.key, []).append(count(step.moves, 'htm', 3))
    warm, warm_cpu = wall[1:] or wall, cpu[1:] or cpu
    print(f"{name}: {len(cubes)} states, all solved")
    print(f"  moves: mean {statistics.mean(lengths):.1f}, max {max(lengths)} (HTM)")
    print(f"  time per solve: mean {statistics.mean(warm):.3f} s, max {max(warm):.3f} s wall; "
          f"mean {statistics.mean(warm_cpu):.3f} s CPU (first solve: {wall[0]:.2f} s)")
    print('  steps: ' + ', '.join(f"{key} {statistics.mean(v):.1f}" for key, v in per_step.items()))
    sys.stdout.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--count', type=int, default=50, metavar='K')
    parser.add_argument('--seed', type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cubes = [Cube.from_facelets(random_state_facelets(rng)) for _ in range(args.count)]
    sets = {name: load_case_set(name) for name in ('f2l', 'oll', 'pll', 'oll2', 'pll2')}
    measure("beginner's method", cubes, beginner.solve)
    measure("CFOP, 2-look last layer", cubes, lambda cube: cfop.solve(cube, sets, '2look'))
    measure("CFOP, full last layer", cubes, lambda cube: cfop.solve(cube, sets, 'full'))


if __name__ == '__main__':
    main()
