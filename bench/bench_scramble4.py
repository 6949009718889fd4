"""4x4 random-state scrambles: uniformity (chi-square), length and time, beside TNoodle's 4x4 scrambles.

    .venv/bin/python bench/bench_scramble4.py [--count N] [--draws D] [--seed S]   (after `make`)

The uniformity checks run on the state sampler (D draws, no solving) and on
the states the N scrambles give from solved. Times are wall seconds per
scramble (draw, solve, rewrite, check), and its CPU seconds (the fairer
figure on a shared machine), the tables loaded beforehand.
TNoodle's 4x4 scrambles come from Chen Shuang's TPR solver, whose README gives
44.39 moves on average over 2,000 random states, 40 to 47
(github.com/cs0x7f/TPR-4x4x4-Solver).
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from model import Cube
from scramble import random_state, scramble
from scramble import four_state
from scramble.four_uniformity import uniformity

TNOODLE_MEAN, TNOODLE_RANGE = 44.39, (40, 47)


def show_uniformity(title: str, cubes) -> None:
    print(title)
    for name, (statistic, df, p) in uniformity(cubes).items():
        print(f"  {name:40} chi2 {statistic:8.1f}  df {df:3}  p {p:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--count', type=int, default=200, help='scrambles to make (default 200)')
    parser.add_argument('--draws', type=int, default=4000, help='sampler draws for the uniformity checks')
    parser.add_argument('--seed', type=int, default=1)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    show_uniformity(f"sampler, {args.draws} states:", (four_state.random_state(rng) for _ in range(args.draws)))

    started = time.perf_counter()
    random_state.load_tables(4)
    print(f"tables loaded in {time.perf_counter() - started:.1f} s")
    lengths, seconds, cpu, states = [], [], [], []
    for i in range(args.count):
        started, cpu_started = time.perf_counter(), time.process_time()
        result = scramble(4, 'random-state', rng=random.Random(rng.getrandbits(64)))
        seconds.append(time.perf_counter() - started)
        cpu.append(time.process_time() - cpu_started)
        lengths.append(result.length)
        cube = Cube(4).apply(result.text)
        assert cube.to_facelets() == result.facelets, result.text
        states.append(cube)
        print(f"  {i + 1:4}  {result.length:3} moves  {seconds[-1]:6.2f} s ({cpu[-1]:5.2f} s CPU)  {result.text}",
              flush=True)
    show_uniformity(f"the {args.count} scrambles' states:", states)
    print(f"{args.count} scrambles: length mean {statistics.mean(lengths):.1f}, max {max(lengths)}, "
          f"min {min(lengths)} (TNoodle/TPR: mean {TNOODLE_MEAN}, {TNOODLE_RANGE[0]}-{TNOODLE_RANGE[1]})")
    for name, values in (('wall', seconds), ('CPU', cpu)):
        print(f"  {name} time per scramble: median {statistics.median(values):.2f} s, p95 {p95(values):.2f} s, "
              f"max {max(values):.2f} s")


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


if __name__ == '__main__':
    main()
