"""Moves per second applying random moves, CubeLab's model beside magiccube.

Both apply the same pre-parsed random single-layer turns (outer and inner
layers, all amounts) with move history off, on N = 3, 5, 10, 20, 50; each
figure is the median of several runs. The final states are compared, so the
race is only counted if both cubes agree.

    .venv/bin/python bench/bench_model.py [--moves K] [--repeats R]   (after `make`)
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

import magiccube
from magiccube.cube_move import CubeMove

from model import Cube, Move
from model.faces import FACE_ORDER

SIZES = (3, 5, 10, 20, 50)
#: The speed-up over magiccube the model aims for at each size.
TARGET = {3: 3.0, 5: 1.0, 10: 10.0, 20: 10.0, 50: 10.0}


def random_moves(n: int, count: int, rng: random.Random) -> list[Move]:
    moves = []
    for _ in range(count):
        depth = rng.randint(1, n // 2)
        moves.append(Move(rng.choice(FACE_ORDER), depth, depth, rng.choice((1, -1, 2))))
    return moves


def as_text(move: Move) -> str:
    """magiccube's spelling of a single-layer turn: 'R', "3R'", '2U2'."""
    prefix = '' if move.start == 1 else str(move.start)
    suffix = {1: '', -1: "'", 2: '2'}[move.amount]
    return f"{prefix}{move.face}{suffix}"


def rate(run, count: int, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return count / statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--moves', type=int, default=20000, help="moves per run at N=3 (fewer for big N)")
    parser.add_argument('--repeats', type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(2026)
    print(f"{'N':>3} {'moves':>7} {'CubeLab moves/s':>16} {'magiccube moves/s':>18} {'ratio':>7} {'target':>7}  agree")
    ok = True
    for n in SIZES:
        count = max(500, args.moves // max(1, n // 3)) if n > 3 else args.moves
        moves = random_moves(n, count, rng)
        theirs_moves = [CubeMove.create(as_text(m)) for m in moves]
        ours = rate(lambda: Cube(n).apply(moves), count, args.repeats)
        theirs = rate(lambda: magiccube.Cube(n, hist=False).rotate(theirs_moves), count, args.repeats)
        mc = magiccube.Cube(n, hist=False)
        mc.rotate(theirs_moves)
        agree = Cube(n).apply(moves).to_facelets() == mc.get_kociemba_facelet_positions()
        ratio = ours / theirs
        met = ratio >= TARGET[n]
        ok &= agree and met
        print(f"{n:>3} {count:>7} {ours:>16,.0f} {theirs:>18,.0f} {ratio:>6.1f}x {TARGET[n]:>6.0f}x  "
              f"{'yes' if agree else 'NO'}{'' if met else '  (below target)'}")
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
