"""solver.solve_cube: one entry for every size, one progress callback, Cubes only."""
import subprocess
import sys
from pathlib import Path

import pytest

import solver
from model import Cube, CubeLabError

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize('n, scramble', [(2, "R U F' R2"),
                                         pytest.param(3, "R U F' L2 D B'", marks=pytest.mark.tables),
                                         pytest.param(4, "R u F' Rw2 d", marks=pytest.mark.tables)])
def test_every_size_is_solved(n, scramble):
    cube = Cube(n).apply(scramble)
    solution = solver.solve_cube(cube, timeout=2)
    assert solution.length > 0
    assert cube.copy().apply(solution.moves).is_solved()


@pytest.mark.tables
def test_3x3_options_steer_the_search():
    cube = Cube(3).apply("R U F' L2 D B' R2 U' F D2 L B2 U R'")
    short = solver.solve_cube(cube, max_length=20, timeout=5)
    first = solver.solve_cube(cube, fast=True, timeout=5)
    assert short.length <= 20
    assert cube.copy().apply(first.moves).is_solved()


@pytest.mark.tables
def test_progress_gets_a_fraction_and_a_stage():
    reports = []
    cube = Cube(5).apply("R u F' Rw2 d 3r B")
    solution = solver.solve_cube(cube, timeout=1, progress=lambda fraction, stage: reports.append((fraction, stage)))
    assert cube.copy().apply(solution.moves).is_solved()
    assert reports and all(isinstance(f, float) and 0 <= f <= 1 and stage in solver.STAGES for f, stage in reports)
    assert [f for f, _ in reports] == sorted(f for f, _ in reports)


@pytest.mark.parametrize('not_a_cube', ['UUUURRRRFFFFDDDDLLLLBBBB', None, 3])
def test_only_model_cubes_are_taken(not_a_cube):
    with pytest.raises(CubeLabError, match='Cube.from_facelets'):
        solver.solve_cube(not_a_cube)


def test_sizes():
    assert solver.supports(2) and solver.supports(9) and not solver.supports(1)
    assert solver.unsupported_reason(1) == 'no solver for 1x1 cubes' and solver.unsupported_reason(3) == ''


def test_importing_the_package_loads_no_solver():
    code = ("import sys, solver; "
            "print(sorted(m for m in sys.modules if m.startswith('solver')))")
    out = subprocess.run([sys.executable, '-c', code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['solver', 'solver.solution']"
