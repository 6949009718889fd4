"""The two-phase entry (solver.twophase.solve): what it takes and what it refuses."""
from __future__ import annotations

import pytest

from model import Cube, CubeLabError, InvalidCubeError
from solver.twophase import solve
from solver.twophase.cubie import CubieCube
from twophase_cases import SOLVED_FACELETS, cube_of


@pytest.mark.parametrize('facelets', [
    SOLVED_FACELETS[:53],  # too short
    'UUUUUUUUFRRRRRRRRRFFFFFFFFUDDDDDDDDDLLLLLLLLLBBBBBBBBB',  # wrong counts
    'RUUUUUUUFRRRRRRRRRFFFFFFFFUDDDDDDDDDLLLLLLLLLBBBBBBBBB',
    CubieCube(co=[1] + [0] * 7).to_facelets(),  # twisted corner
    CubieCube(eo=[1] + [0] * 11).to_facelets(),  # flipped edge
    CubieCube(ep=[1, 0] + list(range(2, 12))).to_facelets(),  # two edges swapped
])
def test_invalid_cubes_get_the_models_message(facelets):
    with pytest.raises(InvalidCubeError) as err:
        solve(cube_of(facelets))
    assert str(err.value)


def test_other_sizes_are_refused():
    with pytest.raises(InvalidCubeError):
        solve(Cube(4))


@pytest.mark.parametrize('not_a_cube', [SOLVED_FACELETS, None, CubieCube()])
def test_only_model_cubes_are_taken(not_a_cube):
    with pytest.raises(CubeLabError, match='Cube.from_facelets'):
        solve(not_a_cube)


