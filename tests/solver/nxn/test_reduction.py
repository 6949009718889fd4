"""The NxN reduction solver: every solution is replayed on a fresh model cube."""
import random

import pytest

from model import Alg, Cube, CubeLabError, Move
from model.metrics import count
from scramble.rules import default_length, layer_sets, random_moves
import dataclasses

from solver.nxn import merging, reduction, routes, tries
from solver.nxn.four import route as four_route
from solver.nxn.parity import odd_wing_orbits, pll_parity_fix
from solver.nxn.three import has_oll_parity, has_pll_parity, three_by_three
from solver.stage_words import AXES_WORDS, SOLVED_WORDS, TSAI_WORDS

OLL_PARITY_4 = "Rw U2 x Rw U2 Rw U2 Rw' U2 Lw U2 Rw' U2 Rw U2 Rw' U2 Rw'"
PLL_PARITY_4 = "r2 U2 r2 Uw2 r2 Uw2"


def scrambled(n: int, seed: int) -> Cube:
    rng = random.Random(seed)
    return Cube(n).apply(random_moves(layer_sets(n), default_length(n), rng))


#: Outer block turn metric ceilings, about 1.2x what the solver gives on the
#: test scrambles: a guard against silent regressions in solution length.
OBTM_CEILING = {4: 100, 5: 200, 6: 360, 7: 560, 8: 850}


def check(cube: Cube) -> reduction.Solution:
    solution = reduction.solve(cube)
    assert cube.copy().apply(solution.moves).is_solved()
    n = cube.n
    assert count(solution.moves, 'htm', n) <= OBTM_CEILING.get(n, 22 * n * n)
    assert sum(stage.length for stage in solution.stages) == solution.length
    assert all(stage.description for stage in solution.stages)
    return solution


@pytest.mark.tables
@pytest.mark.parametrize('n', range(4, 13))
def test_random_scrambles_are_solved(n):
    for seed in range(2 if n <= 8 else 1):
        check(scrambled(n, 1000 * n + seed))


def test_solved_cube_gives_empty_solution():
    for n in (4, 5, 8):
        solution = reduction.solve(Cube(n))
        assert solution.length == 0 and solution.stages == ()


@pytest.mark.tables
@pytest.mark.parametrize('n', [4, 6])
def test_single_flipped_edge_oll_parity(n):
    cube = Cube(n).apply(OLL_PARITY_4 if n == 4 else OLL_PARITY_4.replace('Rw', '3Rw').replace('Lw', '3Lw'))
    assert odd_wing_orbits(cube)
    check(cube)


@pytest.mark.tables
@pytest.mark.parametrize('n', [4, 6])
def test_two_swapped_edges_pll_parity(n):
    cube = Cube(n).apply(pll_parity_fix(n))
    facelets = three_by_three(n, cube.facelet_colors())
    assert has_pll_parity(facelets) and not has_oll_parity(facelets)
    solution = check(cube)
    assert [s.name for s in solution.stages][0] == 'parity'


@pytest.mark.tables
@pytest.mark.parametrize('n', [4, 5, 7])
def test_already_reduced_cube_goes_straight_to_the_3x3(n):
    cube = Cube(n).apply("R U F' L2 D B' R2 U' F2 L")
    solution = check(cube)
    assert {s.name for s in solution.stages} <= {'phase 1', 'phase 2'}


@pytest.mark.tables
@pytest.mark.parametrize('n', [4, 5])
def test_cube_from_facelets(n):
    cube = scrambled(n, 7)
    seen, stages = [], []
    solution = reduction.solve(cube.to_facelets(), progress=lambda f, stage: (seen.append(f), stages.append(stage)))
    assert cube.copy().apply(solution.moves).is_solved()
    assert seen == sorted(seen) and seen[-1] == 1.0
    # the centres finish while the edges pair: the two are told as one stage
    assert [s for i, s in enumerate(stages) if stages.index(s) == i] == ['parity', 'reduction', 'three']


@pytest.mark.tables
def test_a_route_that_solves_the_centres_first_tells_each_stage():
    stages = []
    reduction.solve(scrambled(6, 3), progress=lambda f, stage: stages.append(stage))
    assert [s for i, s in enumerate(stages) if stages.index(s) == i] == ['parity', 'centres', 'edges', 'three']


@pytest.mark.tables
def test_progress_moves_inside_the_long_stages():
    """Centres and edges report the share of their pieces placed, so a big
    cube's progress does not sit at one fraction while they are solved."""
    cube = scrambled(12, 1)
    seen = []
    reduction.solve(cube, progress=lambda f, stage: seen.append((f, stage)))
    start = reduction.STAGE_START
    inside = {stage: [f for f, s in seen if s == stage and start[stage] < f] for stage in ('centres', 'edges')}
    assert len(inside['centres']) > 10 and len(inside['edges']) > 10
    assert [f for f, _ in seen] == sorted(f for f, _ in seen)


def test_wrong_sizes_are_refused_with_a_message():
    with pytest.raises(CubeLabError, match='size 4 and up'):
        reduction.solve(Cube(3))
    with pytest.raises(CubeLabError):
        reduction.solve(Cube(4), size=5)
    with pytest.raises(CubeLabError):
        reduction.solve(42)


def test_merge_moves_joins_and_cancels():
    r, r_ = Move('R', 2, 2, 1), Move('R', 2, 2, -1)
    assert merging.merge_moves([r, r]) == [Move('R', 2, 2, 2)]
    assert merging.merge_moves([r, Move('U'), Move('U', 1, 1, -1), r_]) == []
    assert str(Alg(merging.merge_moves([r, r, r]))) == "2R'"


def test_join_stages_merges_across_boundaries():
    lw, lw_ = Move('L', 1, 2, 1), Move('L', 1, 2, -1)
    stages = [reduction.Stage('centres', (Move('U'), lw), 'a'), reduction.Stage('edges', (lw_, Move('D')), 'b'),
              reduction.Stage('parity', (Move('D'),), 'c'), reduction.Stage('phase 1', (Move('D'),), 'd')]
    joined = merging.join_stages(stages)
    assert [(s.name, s.moves) for s in joined] == [
        ('centres', (Move('U'),)), ('edges', (Move('D', 1, 1, -1),))]


@pytest.mark.tables
def test_timeout_stops_starting_new_tries(monkeypatch):
    """Past the deadline no further centres or pairing try starts (the
    timeout bounds every stage, not only the 3x3's), and the solution is
    still complete."""
    calls = {'centres': 0, 'edges': 0}
    starts = []
    real_centres = routes.ROUTES[5].centres
    real_joint, real_from = four_route.pair_joint, tries.pair_edges_from

    def centres(*args):
        calls['centres'] += 1
        return real_centres(*args)

    def joint(colors, *args, **kwargs):                   # 4x4: one beam from every start
        calls['edges'] += 1
        starts.append(len(colors))
        return real_joint(colors, *args, **kwargs)

    monkeypatch.setitem(routes.ROUTES, 5, dataclasses.replace(routes.ROUTES[5], centres=centres))
    def pairing_from(n, colors, *args, **kwargs):         # 5x5: one beam from every start
        calls['edges'] += 1
        return real_from(n, colors, *args, **kwargs)

    monkeypatch.setattr(four_route, 'pair_joint', joint)
    monkeypatch.setattr(tries, 'pair_edges_from', pairing_from)
    cube = scrambled(4, 3)
    solution = reduction.solve(cube, timeout=1e-6)
    assert calls == {'centres': 0, 'edges': 1}            # 4x4: the centres' phases 1 and 2 are one step
    assert cube.copy().apply(solution.moves).is_solved()
    calls.update(centres=0, edges=0)
    separated = []
    real_separated = four_route.separated_reductions
    monkeypatch.setattr(four_route, 'separated_reductions',
                        lambda colors, by: separated.append(1) or real_separated(colors, by))
    reduction.solve(cube)
    assert routes.route(4).reduce is four_route.reduce_four
    assert separated == [1]                               # untimed, Tsai's route runs (the joint beam where it fails)
    assert calls['edges'] <= 1 and 1 < starts[-1] <= four_route.JOINT_STARTS
    calls.update(centres=0, edges=0)
    cube = scrambled(5, 3)
    reduction.solve(cube, timeout=1e-6)
    assert calls == {'centres': 1, 'edges': 1}


def test_hurried_routes_describe_their_stages_as_they_ran():
    """A hurried 4x4 takes the joint beam from the centres on their axes (no
    wings parted, as Tsai's route parts them); a hurried 5x5 solves its
    centres first: each solution's stage words say what its stages did."""
    for n, words in ((4, AXES_WORDS), (5, SOLVED_WORDS)):
        cube = scrambled(n, 3)
        solution = reduction.solve(cube, timeout=1e-6)
        assert cube.copy().apply(solution.moves).is_solved()
        stages = {s.name: s.description for s in solution.stages}
        assert (stages['centres'], stages['edges']) == words
        assert words != TSAI_WORDS


@pytest.mark.tables
@pytest.mark.parametrize('n, seed', [(4, 21), (5, 22), (6, 23)])
def test_solutions_leave_nothing_on_one_axis_to_merge(n, seed):
    """Nothing on one axis is left to merge (`R U 2R` is not answered `Rw 2R2 R' U' R'`)."""
    cube = scrambled(n, seed)
    moves = Alg(reduction.solve(cube).moves)
    again = moves.simplify(n, blocks=True)
    assert (count(again, 'htm', n), len(again)) == (count(moves, 'htm', n), len(moves))
    assert cube.copy().apply(moves).is_solved()


@pytest.mark.tables
def test_a_block_scramble_comes_out_simplified():
    cube = Cube(5).apply("R U 2R")
    moves = reduction.solve(cube).moves
    assert cube.copy().apply(moves).is_solved()
    assert "2R2" not in str(Alg(moves)) and len(moves) <= 3


@pytest.mark.tables
def test_past_the_deadline_every_stage_hurries(monkeypatch):
    """A deadline stops the stage at work, not only new tries. Past the
    deadline no opening beam starts (their tables
    take time), the centres go to the fast finish, the pairing looks at fast candidates
    only, and the answer is still complete."""
    from solver.nxn.centres import greedy, stage as centre_stage
    from solver.nxn.edges import pairer
    opened, hurried, steps = [], [], []
    monkeypatch.setattr(centre_stage, 'centres_opening', lambda *a, **k: opened.append('centres') or [])
    monkeypatch.setattr(pairer, 'edges_opening', lambda *a, **k: opened.append('edges') or [])
    real_finish, real_step = greedy.finish_fast, pairer.EdgePairer.step
    monkeypatch.setattr(greedy, 'finish_fast', lambda s: hurried.append(s.n) or real_finish(s))
    monkeypatch.setattr(pairer.EdgePairer, 'step', lambda self: steps.append(self.hurry) or real_step(self))
    cube = scrambled(7, 5)
    solution = reduction.solve(cube, timeout=1e-6)
    assert opened == [] and hurried == [7]
    assert steps and all(steps)
    assert cube.copy().apply(solution.moves).is_solved()
