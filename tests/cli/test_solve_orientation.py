"""`main.py solve` leaves even cubes solved in the home orientation
(white on top, green in front), not turned; odd cubes as their centres started."""
import random
import subprocess
import sys
from pathlib import Path

import pytest

from model import Alg, Cube
from model.faces import FACE_ORDER
from scramble.rules import default_length, layer_sets, random_moves

pytestmark = pytest.mark.tables

ROOT = Path(__file__).resolve().parents[2]


def solve_cli(n: int, scramble: str) -> str:
    out = subprocess.run([sys.executable, 'main.py', 'solve', '--size', str(n), '--alg', scramble],
                         cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert out.returncode == 0 and 'Traceback' not in out.stderr, out.stderr
    return out.stdout.strip()


@pytest.mark.parametrize('n, seed', [(4, 1), (4, 2), (6, 1), (20, 1)])
def test_even_cubes_end_solved_in_the_home_orientation(n, seed):
    scramble = str(Alg(random_moves(layer_sets(n), default_length(n), random.Random(seed))))
    solution = solve_cli(n, scramble)
    end = Cube(n).apply(scramble).apply(solution)
    home = ''.join(face * n * n for face in FACE_ORDER)          # every face its home colour
    assert end.to_facelets() == home


def test_an_odd_cube_ends_as_its_centres_started():
    """A 5x5 turned as a whole (x y) before the scramble: the solve keeps that orientation."""
    scramble = "x y Rw U 2F' R D2 3Lw' Uw B2"
    start = Cube(5).apply(scramble)
    end = start.copy().apply(solve_cli(5, scramble))
    centres = [start.to_facelets()[f * 25 + 12] for f in range(6)]
    assert end.to_facelets() == ''.join(c * 25 for c in centres)
