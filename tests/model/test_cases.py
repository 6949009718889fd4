"""The case sets, proved by enumeration on the model: every reachable state of a step falls in
exactly one case (or the skip), the probabilities are the enumerated shares and add up to 1,
and every algorithm solves every state of its case up to a U turn before and after."""
from __future__ import annotations

import random
from collections import Counter, defaultdict
from fractions import Fraction

import pytest

from model import Alg, Cube, CubeLabError
from model.cases import LAST_LAYER_STEPS, CaseSet, case_key, done, in_step, read_state, solves
from model.f2l_pair import N_STATES as PAIR_STATES, SLOT, PairState, pair_states, read_pair
from model.last_layer import N_STATES, LastLayer, last_layer_states, read_last_layer
from storage.case_files import SET_NAMES, load_case_set

ALL_LAST_LAYERS = list(last_layer_states())
PLL_NAMES = {'Aa', 'Ab', 'E', 'F', 'Ga', 'Gb', 'Gc', 'Gd', 'H', 'Ja', 'Jb', 'Na', 'Nb', 'Ra', 'Rb',
             'T', 'Ua', 'Ub', 'V', 'Y', 'Z'}

#: How many classes (cases and the skip) each step's states fall into, and how many states it has.
CLASSES = {'oll': 58, 'pll': 22, 'eo': 4, 'co': 8, 'cp': 3, 'ep': 5, 'f2l': 42}
STATES = {'oll': 216, 'pll': 288, 'eo': 8, 'co': 27, 'cp': 288, 'ep': 48, 'f2l': 150}


def universe(step: str) -> list:
    """Every state the step recognises, each once, the pieces it ignores solved: for OLL the 216
    orientations, for EO the 8 edge flips, for CO the 27 twists with the edges oriented, for PLL
    and CP the 288 permutations, for EP the 48 with the corners in place, for F2L the 150 places
    of the pair."""
    if step == 'f2l':
        return list(pair_states())
    if step == 'eo':
        states = {LastLayer(flips=s.flips) for s in ALL_LAST_LAYERS}
    elif step in ('oll', 'co'):
        states = {LastLayer(twists=s.twists, flips=s.flips) for s in ALL_LAST_LAYERS}
    else:
        states = {LastLayer(corners=s.corners, edges=s.edges) for s in ALL_LAST_LAYERS}
    return sorted(s for s in states if in_step(step, s))


def cube_of(state) -> Cube:
    """The model's cube for a state: read from its facelets, so the model judges it reachable."""
    return Cube.from_facelets(state.facelets())


def classes(step: str) -> dict[tuple, list]:
    found = defaultdict(list)
    for state in universe(step):
        found[case_key(step, state)].append(state)
    return found


# -- the states ---------------------------------------------------------------------------

def test_every_last_layer_is_enumerated_once_and_reads_back():
    assert len(ALL_LAST_LAYERS) == len(set(ALL_LAST_LAYERS)) == N_STATES == 24 * 24 // 2 * 27 * 8
    for state in random.Random(5).sample(ALL_LAST_LAYERS, 300):
        cube = cube_of(state)                                  # InvalidCubeError if unreachable
        assert read_last_layer(cube.to_facelets(by_centres=True)) == state
        assert read_last_layer(cube.apply('U').to_facelets(by_centres=True)) == state.turned(after=1)


def test_a_u_turn_before_renames_the_pieces_as_the_model_does():
    for text in ("R U R' U R U2 R'", "R U R' U' R' F R2 U' R' U' R U R' F'", "F R U R' U' F'"):
        alg = Alg.parse(text, 3)
        state = read_last_layer(Cube(3).apply(alg).to_facelets(by_centres=True))
        for before in range(4):
            turned = Cube(3).apply(Alg.parse('U ' * before, 3) + alg)
            assert read_last_layer(turned.to_facelets(by_centres=True)) == state.turned(before=before)


def test_every_pair_state_is_a_real_cube_and_reads_back():
    assert len(set(pair_states())) == PAIR_STATES == 5 * 3 * 5 * 2
    for state in pair_states():
        cube = cube_of(state)
        assert read_pair(cube.to_facelets(by_centres=True)) == state
        assert read_pair(cube.apply('U').to_facelets(by_centres=True)) == state.turned(1)
    assert read_pair(Cube(3).apply("D").to_facelets(by_centres=True)) is None
    assert read_pair(Cube(3).apply("L U L'").to_facelets(by_centres=True)) is None


def test_a_step_reads_only_cubes_at_its_start():
    assert read_state('pll', Cube(3).apply("F R U R' U' F'")) is None       # not oriented
    assert read_state('oll', Cube(3).apply("R")) is None                       # F2L broken
    assert read_state('oll', Cube(4)) is None


# -- complete, distinct, and the probabilities -------------------------------------------

@pytest.mark.parametrize('name', SET_NAMES)
def test_the_cases_cover_every_state_exactly_once(name):
    case_set = load_case_set(name)
    for step in case_set.steps:
        found = classes(step)
        assert len(found) == CLASSES[step]                       # the cases and the skip
        total = sum(len(states) for states in found.values())
        assert total == STATES[step]
        skips = [key for key, states in found.items() if done(step, states[0])]
        assert len(skips) == 1
        assert Fraction(len(found[skips[0]]), total) == case_set.skips[step]
        cases = {key: case for (case_step, key), case in case_set.keys.items() if case_step == step}
        assert set(cases) == set(found) - {skips[0]}             # every class is one case, no case is two
        for key, case in cases.items():
            assert case.probability == Fraction(len(found[key]), total), case.name
        assert sum(case.probability for case in cases.values()) + case_set.skips[step] == 1


def test_every_full_last_layer_has_one_oll_case_and_every_oriented_one_one_pll_case():
    oll, pll = load_case_set('oll'), load_case_set('pll')
    counts = Counter()
    for state in ALL_LAST_LAYERS:
        if state.oriented:
            counts['oll skip'] += 1
            counts[pll.keys.get(('pll', case_key('pll', state)), 'pll skip')] += 1
        else:
            counts[oll.keys[('oll', case_key('oll', state))]] += 1
    assert counts['oll skip'] == N_STATES // 216 == 288
    assert counts['pll skip'] == 288 // 72
    for case in oll.cases:
        assert Fraction(counts[case], N_STATES) == case.probability, case.name
    for case in pll.cases:
        assert Fraction(counts[case], 288) == case.probability, case.name


def test_the_published_probabilities():
    oll, pll = load_case_set('oll'), load_case_set('pll')
    assert oll.skips == {'oll': Fraction(1, 216)} and pll.skips == {'pll': Fraction(1, 72)}
    expected = {'OLL 20': Fraction(1, 216), **{f'OLL {n}': Fraction(1, 108) for n in (1, 21, 55, 56, 57)}}
    for case in oll.cases:
        assert case.probability == expected.get(case.name.split(' / ')[0], Fraction(1, 54)), case.name
    halves = {'H': 1, 'Na': 1, 'Nb': 1, 'E': 2, 'Z': 2}
    for case in pll.cases:
        assert case.probability == Fraction(halves.get(case.name, 4), 72), case.name


def test_the_sets_hold_the_cases_speedcubers_know():
    sizes = {'oll': {'oll': 57}, 'pll': {'pll': 21}, 'oll2': {'eo': 3, 'co': 7},
             'pll2': {'cp': 2, 'ep': 4}, 'f2l': {'f2l': 41}}
    for name, steps in sizes.items():
        case_set = load_case_set(name)
        assert Counter(case.step for case in case_set.cases) == steps
        assert len({case.name for case in case_set.cases}) == len(case_set.cases)
    assert {case.name for case in load_case_set('pll').cases} == PLL_NAMES
    assert [case.name.split(' / ')[0] for case in load_case_set('oll').cases] == [f'OLL {n}' for n in range(1, 58)]
    assert load_case_set('oll').case('OLL 27 / Sune').algorithms[0] == "R U R' U R U2 R'"
    assert [case.name for case in load_case_set('f2l').cases] == [f'F2L {n}' for n in range(1, 42)]


# -- every algorithm solves every state of its case ---------------------------------------

@pytest.mark.parametrize('name', SET_NAMES)
def test_every_algorithm_solves_every_state_of_its_case(name):
    case_set = load_case_set(name)
    for step in case_set.steps:
        for key, states in classes(step).items():
            case = case_set.keys.get((step, key))
            if case is None:
                continue
            for state in states:
                cube = cube_of(state)
                assert case_set.recognise(cube) is case
                for alg in case.algs:
                    assert solves(step, cube, alg), f"{case.name}: {alg} does not solve {state}"


def test_an_oll_algorithm_solves_its_case_whatever_the_permutation():
    oll = load_case_set('oll')
    rng = random.Random(31)
    by_key = defaultdict(list)
    for state in ALL_LAST_LAYERS:
        if state.corners != (0, 1, 2, 3):
            by_key[case_key('oll', state)].append(state)
    for case in oll.cases:
        state = rng.choice(by_key[case_key('oll', case.state())])
        cube = cube_of(state)
        assert oll.recognise(cube) is case
        assert all(solves('oll', cube, alg) for alg in case.algs), case.name


def test_an_algorithm_of_another_case_does_not_solve_it():
    pll = load_case_set('pll')
    t_perm = cube_of(pll.case('T').state())
    assert not solves('pll', t_perm, pll.case('Jb').algs[0])
    assert solves('pll', t_perm, pll.case('T').algs[0])


def test_two_look_sets_recognise_their_steps_in_order():
    oll2, pll2 = load_case_set('oll2'), load_case_set('pll2')
    assert oll2.recognise(Cube(3).apply("F R U R' U' F'").apply("R U R' U R U2 R'")).name == 'Line'
    assert oll2.recognise(Cube(3).apply("R U2 R' U' R U' R'")).name == 'Sune'
    assert oll2.recognise(Cube(3).apply("U")) is None
    assert pll2.recognise(Cube(3).apply("M2 U M U2 M' U M2")).name in ('Ua', 'Ub')
    assert pll2.recognise(Cube(3).apply("R U R' U' R' F R2 U' R' U' R U R' F'")).name == 'Adjacent swap'
    with pytest.raises(CubeLabError, match='not a pll2 case'):
        pll2.recognise(Cube(3).apply("F R U R' U' F'"))


# -- the groups say what the state is -----------------------------------------------------

def test_pll_groups():
    def corner_swap(state: LastLayer) -> str | None:
        for j in range(4):
            corners = state.turned(after=j).corners
            moved = [p for p in range(4) if corners[p] != p]
            if len(moved) == 2:
                return 'adjacent swap' if (moved[1] - moved[0]) % 2 else 'diagonal swap'
        return None
    for case in load_case_set('pll').cases:
        state = case.state()
        edges_home = any(s.edges == (0, 1, 2, 3) for s in (state.turned(after=j) for j in range(4))
                         if s.corners == (0, 1, 2, 3)) or len({(k - p) % 4 for p, k in enumerate(state.edges)}) == 1
        if case.group == 'edges only':
            assert state.corners_in_place, case.name
        elif case.group == 'corners only':
            assert edges_home and not state.corners_in_place, case.name
        else:
            assert corner_swap(state) == case.group, case.name


def test_oll_groups():
    for case in load_case_set('oll').cases:
        state = case.state()
        flipped = [p for p in range(4) if state.flips[p]]
        if case.group == 'dot':
            assert len(flipped) == 4, case.name
        elif case.group == 'cross (OCLL)':
            assert not flipped, case.name
        elif case.group == 'corners oriented':
            assert not any(state.twists) and len(flipped) == 2, case.name
        else:
            assert len(flipped) == 2, case.name
            if case.group == 'line':
                assert flipped[1] - flipped[0] == 2, case.name


def test_f2l_groups():
    basic = {'F2L 1', 'F2L 2', 'F2L 3', 'F2L 4'}
    for case in load_case_set('f2l').cases:
        state: PairState = case.state()
        if state.corner == SLOT:
            assert case.group == ('both in slot' if state.edge == SLOT else 'corner in slot'), case.name
        elif state.edge == SLOT:
            assert case.group == 'edge in slot', case.name
        elif state.twist == 0:
            assert case.group == 'cross colour up', case.name
        else:
            assert case.group == ('basic inserts' if case.name in basic else 'cross colour to the side'), case.name
            if case.name in basic:                       # one three- or four-move insert
                assert len(case.algs[0]) <= 4


def test_f2l_numbers_name_the_cases_speedcubers_number_so():
    f2l = load_case_set('f2l')
    assert f2l.case('F2L 37').state() == PairState(SLOT, 0, SLOT, 1)          # pair home, edge flipped
    assert {f2l.case(f'F2L {n}').state().twist for n in (38, 40)} == {1}       # corner twisted one way,
    assert {f2l.case(f'F2L {n}').state().twist for n in (39, 41)} == {2}       # then the other
    assert [f2l.case(f'F2L {n}').state().flip for n in (38, 39, 40, 41)] == [0, 0, 1, 1]


def test_a_set_refuses_two_cases_of_one_class():
    sune = load_case_set('oll').case('OLL 27 / Sune')
    twin = type(sune)('Sune again', sune.group, sune.probability, ("U R U R' U R U2 R' U",), 'oll')
    with pytest.raises(CubeLabError, match="'OLL 27 / Sune' and 'Sune again' are the same case"):
        CaseSet('oll', 'OLL', (sune, twin), {'oll': Fraction(1, 216)})
    solved = type(sune)('Nothing', sune.group, sune.probability, ("U",), 'oll')
    with pytest.raises(CubeLabError, match='already solved'):
        CaseSet('oll', 'OLL', (solved,), {'oll': Fraction(1, 216)})


def test_every_last_layer_step_is_covered_by_a_set():
    steps = {step for name in SET_NAMES for step in load_case_set(name).steps}
    assert steps == set(LAST_LAYER_STEPS) | {'f2l'}
