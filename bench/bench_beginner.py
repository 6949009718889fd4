"""Benchmark the beginner's method: every size solved, every step's goal checked.

    python bench/bench_beginner.py [--quick K] [--sizes 2,3,4,5,6,7] [--seed S]

Default counts: 1,000 random states for the 3x3 and the 2x2, 200 states each for
4x4 to 7x7 (--quick K: K of each). 3x3 states are uniformly random (twophase's
random state), 2x2 uniformly random at distance >= 4, bigger cubes 25*N random
outer and inner block turns. Each solution is replayed step by step on the model
Cube: after each step its goal (the step's own test on the pattern facelets)
must hold, and at the end the cube must be solved. Prints mean and max moves
(HTM; OBTM on N >= 4) per size and per step, the time per solve, wall and CPU
(the CPU time is the fair figure on a shared machine; the first solve of a
size, which builds its tables, apart), and, on the same 3x3 states,
magiccube's beginner solver (BasicSolver) beside ours.
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

from model import Alg, Cube, Move  # noqa: E402
from model.metrics import count  # noqa: E402
from solver import beginner  # noqa: E402
from solver.twophase.random_state import random_state_facelets  # noqa: E402


def states(n: int, k: int, rng: random.Random) -> list[Cube]:
    if n == 3:
        return [Cube.from_facelets(random_state_facelets(rng)) for _ in range(k)]
    if n == 2:
        from scramble.random_state import pocket_scramble
        return [Cube.from_facelets(pocket_scramble(rng)[1]) for _ in range(k)]
    out = []
    for _ in range(k):
        moves = []
        for _ in range(25 * n):
            depth = rng.randint(1, n // 2)
            start = 1 if depth == 1 else rng.randint(1, depth)
            moves.append(Move(rng.choice('URFDLB'), start, depth, rng.choice((1, 2, -1))))
        out.append(Cube(n).apply(moves))
    return out


def check(cube: Cube, lesson) -> None:
    """Replay step by step on the model: each step's goal holds after it."""
    prepared = beginner.prepare(cube.n, cube.facelet_colors())
    work = cube.copy()
    for result, planned in zip(lesson.steps, prepared.plan):
        work.apply(result.moves)
        seen = planned.reader.read(prepared.seen(work.facelet_colors()))
        if not planned.step.done(seen, planned.target):
            raise AssertionError(f"{cube.n}x{cube.n}: step {result.key} not done after its moves")
    if not work.is_solved():
        raise AssertionError(f"{cube.n}x{cube.n}: not solved")


def magiccube_lengths(cubes: list[Cube]) -> list[int]:
    """magiccube's BasicSolver on the same states (each reached by the inverse
    of our two-phase solution, played on a magiccube cube)."""
    import magiccube
    from magiccube.solver.basic.basic_solver import BasicSolver

    import solver
    lengths = []
    for cube in cubes:
        scramble = Alg(solver.solve_cube(cube, fast=True).moves).inverse().simplify(3, commute=False)
        other = magiccube.Cube(3, hist=False)
        other.rotate(str(scramble))
        if other.get_kociemba_facelet_positions() != cube.to_facelets():
            raise AssertionError("magiccube's cube differs from ours")
        moves = BasicSolver(other).solve()
        if not other.is_done():
            raise AssertionError("magiccube's solver did not solve")
        lengths.append(count(Alg.parse(' '.join(map(str, moves))).simplify(3), 'htm', 3))
    return lengths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--quick', type=int, default=None, metavar='K', help="K states of every size")
    parser.add_argument('--sizes', default='3,2,4,5,6,7')
    parser.add_argument('--seed', type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for n in (int(x) for x in args.sizes.split(',')):
        k = args.quick or (1000 if n <= 3 else 200)
        cubes = states(n, k, rng)
        lengths, times, cpu, per_step = [], [], [], {}
        for cube in cubes:
            start, start_cpu = time.perf_counter(), time.process_time()
            lesson = beginner.solve(cube)
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
            check(cube, lesson)
            lengths.append(lesson.length)
            for step in lesson.steps:
                per_step.setdefault(step.key, []).append(count(step.moves, 'htm', n))
        warm = times[1:] or times
        print(f"{n}x{n}: {k} states, all solved, every step's goal held after it")
        print(f"  moves: mean {statistics.mean(lengths):.1f}, max {max(lengths)}"
              f"{' (HTM)' if n <= 3 else ' (OBTM)'}")
        warm_cpu = cpu[1:] or cpu
        print(f"  time per solve: mean {statistics.mean(warm):.3f} s, max {max(warm):.3f} s wall; "
              f"mean {statistics.mean(warm_cpu):.3f} s, max {max(warm_cpu):.3f} s CPU "
              f"(first solve, building tables: {times[0]:.2f} s)")
        for key, values in per_step.items():
            print(f"    {key:<16} mean {statistics.mean(values):6.1f}  max {max(values):4d}")
        if n == 3:
            theirs = magiccube_lengths(cubes)
            print(f"  magiccube BasicSolver on the same states: mean {statistics.mean(theirs):.1f}, "
                  f"max {max(theirs)} (HTM)")
        sys.stdout.flush()


if __name__ == '__main__':
    main()
