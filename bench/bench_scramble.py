"""Scrambler quality report and speed table: what each mode really produces, beside a uniformly random state.

    .venv/bin/python bench/bench_scramble.py [--quick] [--speed-only | --quality-only]   (after `make`)
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter

from scramble import MODES, modes_for, scramble
from scramble.blocks import block_scorer
from scramble.quality import (EDGE_FLIP_UNIFORM, POCKET_COUNTS, flipped_edges, home_colour_fraction, home_pieces,
                              odd_parity, total_variation, uniform_block_score, uniform_home_colour)
from solver import pocket

QUALITY_SIZES = (2, 3, 4, 5, 6, 7, 9, 12)
SAMPLES = {2: 5000, 3: 1000, 4: 400, 5: 300, 6: 200, 7: 150, 9: 80, 12: 40}
RANDOM_STATE_3X3_SAMPLES = 600          # fewer: each sample is a two-phase solve
SPEED_SIZES = (2, 3, 5, 9, 20)
TARGETS = {('dynamic-judgement', 9): 0.100, ('dynamic-judgement', 20): 1.0,
           ('random-moves', 20): 0.010, ('random-state', 2): 0.005}


def quality(n: int, mode: str, samples: int, rng: random.Random) -> list[str]:
    scorer = block_scorer(n)
    scores, home, dist, flips, pairs, corners, edges, odd = [], [], Counter(), Counter(), [], [], [], 0
    for _ in range(samples):
        result = scramble(n, mode, rng=rng)
        cube = result.cube()
        colors = cube.facelet_colors()
        scores.append(scorer.score(colors))
        home.append(home_colour_fraction(colors, n))
        if n == 2:
            dist[pocket.distance(cube)] += 1
        if n == 3:
            flips[flipped_edges(cube)] += 1
            pairs.append(scorer.solved_pairs(colors))
            corners.append(home_pieces(cube, 'corner'))
            edges.append(home_pieces(cube, 'edge'))
            odd += odd_parity(cube)
    home_reference = uniform_home_colour(n, fixed_corner=mode in ('random-state', 'random-moves'))
    lines = [f"  {mode:18} n={samples:5}  block score {statistics.mean(scores):7.2f} "
             f"(uniform {float(uniform_block_score(n)):.2f}, solved {scorer.solved})   "
             f"home colour {statistics.mean(home):.3f} (uniform {float(home_reference):.3f})"]
    if n == 2:
        counts = [dist[d] for d in range(12)]
        lines.append(f"  {'':18} distance 0..11 {' '.join(f'{c / samples:.3f}' for c in counts)}   "
                     f"TV {total_variation(counts, POCKET_COUNTS):.4f}")
    if n == 3:
        counts = [flips[k] for k in range(0, 13, 2)]
        reference = [EDGE_FLIP_UNIFORM[k] for k in range(0, 13, 2)]
        lines.append(f"  {'':18} flipped edges 0,2..12 {' '.join(f'{c / samples:.3f}' for c in counts)}   "
                     f"TV {total_variation(counts, reference):.4f}")
        lines.append(f"  {'':18} solved corner-edge pairs {statistics.mean(pairs):.2f}, corners home "
                     f"{statistics.mean(corners):.2f}, edges home {statistics.mean(edges):.2f} (uniform 1 each), "
                     f"odd parity {odd / samples:.2f} (0.5)")
    return lines


def quality_report(scale: float) -> None:
    rng = random.Random(2024)
    print("QUALITY: each mode's scrambles against a uniformly random state (exact references)")
    print("  2x2 uniform distance 0..11: " + ' '.join(f'{c / pocket.N_STATES:.3f}' for c in POCKET_COUNTS))
    print("  3x3 uniform flipped edges 0,2..12: " + ' '.join(f'{float(EDGE_FLIP_UNIFORM[k]):.3f}'
                                                          for k in range(0, 13, 2)))
    for n in QUALITY_SIZES:
        print(f"{n}x{n}")
        for mode in MODES:
            if mode not in modes_for(n):
                print(f"  {mode:18} (no solver for {n}x{n})")
                continue
            samples = RANDOM_STATE_3X3_SAMPLES if (n, mode) == (3, 'random-state') else SAMPLES[n]
            for line in quality(n, mode, max(10, int(samples * scale)), rng):
                print(line, flush=True)


def speed_table(repeats: int) -> None:
    print("SPEED: median seconds per scramble (after one warm-up: tables and caches exist)")
    print(f"  {'mode':18}" + ''.join(f"{f'{n}x{n}':>10}" for n in SPEED_SIZES))
    for mode in MODES:
        row = f"  {mode:18}"
        for n in SPEED_SIZES:
            if mode not in modes_for(n):
                row += f"{'-':>10}"
                continue
            scramble(n, mode, seed=0)
            times = []
            for i in range(repeats if n < 20 or mode != 'dynamic-judgement' else max(3, repeats // 4)):
                start = time.perf_counter()
                scramble(n, mode, seed=i)
                times.append(time.perf_counter() - start)
            median = statistics.median(times)
            target = TARGETS.get((mode, n))
            mark = '' if target is None else ('*' if median <= target else '!')
            row += f"{median:9.4f}{mark or ' '}"
        print(row, flush=True)
    print("  * meets its target, ! misses it: " + ', '.join(f"{m} {n}x{n} <= {t * 1000:g} ms"
                                                        for (m, n), t in TARGETS.items()))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--quick', action='store_true', help='a fifth of the samples')
    parser.add_argument('--speed-only', action='store_true')
    parser.add_argument('--quality-only', action='store_true')
    args = parser.parse_args(argv)
    if not args.quality_only:
        speed_table(repeats=5 if args.quick else 20)
    if not args.speed_only:
        quality_report(0.2 if args.quick else 1.0)
    return 0


if __name__ == '__main__':
    sys.exit(main())
