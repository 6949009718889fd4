"""Trainer scrambles: each one, applied to a solved cube, leaves the first two layers solved (F2L:
the cross and three pairs) and its case on top, checked on the model; each takes under half a
second of CPU; a seed repeats them; the drill picks cases by name, part of a name, or group."""
import random
import time
from collections import Counter

import pytest

from model.cases import case_key, read_state
from model import Alg, Cube, CubeLabError
from scramble.case_scramble import case_scramble, case_state, drill, gives_away
from storage.case_files import SET_NAMES, load_case_set

SECONDS = 0.5


@pytest.mark.tables
@pytest.mark.parametrize('name', SET_NAMES)
def test_every_case_gets_a_scramble_that_sets_it_up(name):
    case_set = load_case_set(name)
    rng = random.Random(name)
    slow = []
    for case in case_set.cases:
        started = time.process_time()
        scramble = case_scramble(case_set, case, rng)
        spent = time.process_time() - started
        if spent >= SECONDS:
            slow.append((case.name, spent))
        cube = Cube(3).apply(scramble)
        assert case_set.recognise(cube) is case, (case.name, str(scramble))
        state = read_state(case.step if case.step == 'f2l' else 'oll', cube)
        assert state is not None                              # F2L (or cross and three pairs) solved
        assert not gives_away(scramble, case)
    assert not slow, slow


def test_a_case_state_is_any_state_of_the_case_seen_from_any_side():
    t_perm = load_case_set('pll').case('T')
    rng = random.Random(3)
    states = Counter(case_state(t_perm, rng) for _ in range(600))
    assert len(states) == 16                                  # 4 U turns before x 4 after
    assert {case_key('pll', state) for state in states} == {case_key('pll', t_perm.state())}
    sune = load_case_set('oll').case('OLL 27 / Sune')
    states = {case_state(sune, rng) for _ in range(300)}
    assert len({state.corners for state in states}) > 10      # the permutation is random too
    assert len({state.twists for state in states}) == 4       # and the orientation seen from each side


def test_f2l_states_come_with_a_random_last_layer():
    case = load_case_set('f2l').case('F2L 5')
    rng = random.Random(5)
    cubes = {Cube.from_facelets(case_state(case, rng).facelets()).to_facelets() for _ in range(40)}
    assert len(cubes) == 4                                    # the pair alone: one state per U turn


@pytest.mark.tables
def test_a_seed_repeats_the_scrambles():
    case_set = load_case_set('pll2')
    first = [str(case_scramble(case_set, case, random.Random(9))) for case in case_set.cases]
    again = [str(case_scramble(case_set, case, random.Random(9))) for case in case_set.cases]
    assert first == again


def test_the_drill():
    oll, pll = load_case_set('oll'), load_case_set('pll')
    assert drill(oll, None) == drill(oll, ['', ' ']) == oll.cases
    assert [case.name for case in drill(oll, ['sune', 'OLL 26', 'oll 27 / sune'])] == \
        ['OLL 27 / Sune', 'OLL 26 / Antisune']
    assert {case.name for case in drill(pll, ['edges only'])} == {'H', 'Ua', 'Ub', 'Z'}
    assert [case.name for case in drill(pll, [' T', 'Ja ', '', 't'])] == ['T', 'Ja']
    with pytest.raises(CubeLabError, match="set 'pll' has no case or group 'Q'"):
        drill(pll, ['T', 'Q'])


def test_an_algorithm_undone_from_another_side_gives_the_case_away():
    antisune = load_case_set('oll').case('OLL 26 / Antisune')       # R U2 R' U' R U' R'
    for text in ("R U R' U R U2 R'", "U F U F' U F U2 F' U2", "U' B U B' U B U2 B'", "L U L' U L U2 L'"):
        assert gives_away(Alg.parse(text, 3), antisune), text
    assert not gives_away(Alg.parse("R U R' U R U2 R' U R U2 R'", 3), antisune)
    assert not gives_away(Alg.parse("D2 U2 F2 R U2 R' F2 L D2 R' B2 U L U' L' R U'", 3), antisune)
