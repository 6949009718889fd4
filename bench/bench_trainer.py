"""Trainer scramble generation: CPU and wall seconds per scramble for every case of every set
(target: under 0.5 s each), and how long the scrambles are.

    PYTHONPATH=$PWD .venv/bin/python bench/bench_trainer.py [--rounds R] [--seed S]   (after `make`)
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from model import Cube
from scramble.case_scramble import case_scramble
from scramble.random_state import load_tables
from storage.case_files import SET_NAMES, load_case_set

TARGET_SECONDS = 0.5


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--rounds', type=int, default=3, help="scrambles per case (default 3)")
    parser.add_argument('--seed', default='1')
    args = parser.parse_args()
    load_tables(3)
    rng = random.Random(args.seed)
    over = 0
    print(f"{'set':5} {'scrambles':>9} {'cpu median':>10} {'cpu max':>8} {'wall max':>8} {'moves':>11}")
    for name in SET_NAMES:
        case_set = load_case_set(name)
        cpu, wall, lengths = [], [], []
        for case in case_set.cases:
            for _ in range(args.rounds):
                started, clock = time.process_time(), time.perf_counter()
                scramble = case_scramble(case_set, case, rng)
                cpu.append(time.process_time() - started)
                wall.append(time.perf_counter() - clock)
                lengths.append(len(scramble))
                assert case_set.recognise(Cube(3).apply(scramble)) is case
        over += sum(seconds >= TARGET_SECONDS for seconds in cpu)
        print(f"{name:5} {len(cpu):9} {statistics.median(cpu):9.3f}s {max(cpu):7.3f}s {max(wall):7.3f}s "
              f"{statistics.mean(lengths):5.1f} ({min(lengths)}-{max(lengths)})")
    print(f"scrambles at or over {TARGET_SECONDS} s of CPU: {over}")
    return 1 if over else 0


if __name__ == '__main__':
    sys.exit(main())
