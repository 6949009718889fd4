"""Case and group names in the window's words: every case and group of every set has its
catalogue entry in English and French; French says the descriptive names in French and keeps
the speedcubers' letters and names; a whole CFOP solve's hints in French name their cases so
(and a chunk's words do not repeat the step's title, which the hint's line starts with)."""
from __future__ import annotations

import re

import pytest

from controller import cfop_coach
from controller.case_words import case_name, group_name, name_key
from controller.strings import Catalogue, entries
from model import Cube
from solver import cfop
from storage.case_files import SET_NAMES, load_case_set

EN, FR = Catalogue(lambda: 'en'), Catalogue(lambda: 'fr')


@pytest.mark.parametrize('set_name', SET_NAMES)
def test_every_case_and_group_is_in_the_catalogue(set_name):
    for case in load_case_set(set_name).cases:
        keys = [name_key(part) for part in case.name.split(' / ')]
        assert all(key is None or key in entries() for key in keys), case.name
        assert f"cases.group_{re.sub(r'[^0-9a-z]+', '_', case.group.lower()).strip('_')}" in entries(), case.group
        assert case_name(EN, case.name) == case.name            # English says the set file's names
        assert group_name(EN, case.group) == case.group


def test_french_translates_descriptive_names_and_keeps_the_speedcubers_letters():
    assert case_name(FR, 'Dot') == 'Point' and case_name(FR, 'Line') == 'Ligne'
    assert case_name(FR, 'Adjacent swap') == 'Échange adjacent'
    assert case_name(FR, 'OLL 27 / Sune') == 'OLL 27 / Sune' and case_name(FR, 'Aa') == 'Aa'
    assert case_name(FR, 'T') == 'T' and case_name(FR, 'F2L 12') == 'F2L 12'
    assert group_name(FR, 'corners oriented') == 'coins orientés'
    assert group_name(FR, 'cross colour up') == 'couleur de la croix en haut'
    assert group_name(FR, 'edges') == 'arêtes'


@pytest.mark.parametrize('last_layer', ['2look', 'full'])
def test_a_cfop_solve_in_french_says_its_cases_in_french(last_layer):
    """Each chunk of a solve, worded in French: no English case name, no missing key."""
    english = {case.name for name in cfop.SETS[last_layer] for case in load_case_set(name).cases
               if case_name(FR, case.name) != case.name}
    sets = {name: load_case_set(name) for name in cfop.SETS[last_layer]}
    said = []
    for scramble in ("R U F' L D2 B R' U2 F L' D R2 B' U", "F2 L D' R U B2 L' F U' R2 D B'",
                     "D F2 R' B U L2 F' R D' B2 U'"):
        cube = Cube(3).apply(scramble)
        for step in cfop.solve(cube, sets, last_layer).steps:
            for chunk in step.chunks:
                text = cfop_coach.describe(FR, step.key, chunk, cube)
                said.append((chunk.algorithm, text))
                if step.key not in ('cross', 'auf'):          # the hint's line names the step already
                    for tr in (EN, FR):
                        assert cfop_coach.title(tr, step.key) not in cfop_coach.describe(tr, step.key, chunk, cube)
                assert not re.search(r'\b(cfop|cases|learn)\.[a-z_]+', text), text
                if chunk.algorithm in english:
                    assert f'cas {case_name(FR, chunk.algorithm)}.' in text, text
                    assert chunk.algorithm not in text, text
                cube = cube.apply(chunk.moves)
    assert said
    if last_layer == '2look':                      # Line, Dot, Chameleon, Adjacent swap... were said
        assert sum(algorithm in english for algorithm, _ in said) >= 3
