"""CFOP in the Learn coach, from random states: the checklist lists CFOP's steps (2-look or
full, as the setting says), the hint says the next chunk in the window's language from its
fields (the cross with its shortest length), Show me plays exactly that one chunk, Teach me
leaves each step's goal holding once its chunks are played, and a cross built by hand is
counted beside the shortest."""
from __future__ import annotations

import pytest

from controller.learn import Coach
from ctrl_frames import wait_for
from model import Alg
from solver.cfop.progress import progress, shortest_cross
from test_coach_follows_playback import frames, scrambled

TWO_LOOK = ['cross', 'f2l 1', 'f2l 2', 'f2l 3', 'f2l 4', 'eo', 'co', 'cp', 'ep', 'auf']
FULL = ['cross', 'f2l 1', 'f2l 2', 'f2l 3', 'f2l 4', 'oll', 'pll', 'auf']


def hint(coach):
    """Ask for a hint and take it (CFOP works it out on a thread)."""
    coach.ask_hint()
    wait_for(coach)


def cfop_coach(session, last_layer='2look'):
    coach = Coach(session, lambda: last_layer)
    coach.set_method('cfop')
    return coach


@pytest.mark.parametrize('last_layer, keys', [('2look', TWO_LOOK), ('full', FULL)])
def test_the_checklist_lists_cfops_steps(make_session, last_layer, keys):
    session = make_session(3)
    scrambled(session, 4)
    coach = cfop_coach(session, last_layer)
    assert [i.key for i in coach.items] == keys
    assert coach.items[0].current and not any(i.done for i in coach.items)
    coach.ask_hint()
    coach.set_method('beginner')                     # the CFOP hint still coming is dropped
    assert coach.thinking is None and coach.hint is None
    assert coach.items[0].key == 'cross' and len(coach.items) != len(keys)
    coach.ask_hint()
    assert coach.hint.chunks[0].colours                 # the beginner's own hint


@pytest.mark.parametrize('seed', [1, 2, 3])
def test_hint_says_the_cross_and_its_shortest_length_in_both_languages(make_session, seed):
    session = make_session(3)
    scrambled(session, seed)
    coach = cfop_coach(session)
    hint(coach)
    held = coach.hint                      # white is on top: the cube is turned over first
    assert held.key == 'cross' and [str(m) for m in held.moves] == ['x2']
    assert coach.text.startswith('Cross (0 of 4 edges): First hold the cube with the white face down '
                                 '(it is on the U face): x2, a turn of the whole cube.')
    session.language = 'fr'
    hint(coach)
    assert coach.text.startswith("Croix (0 sur 4 arêtes) : Tenez d'abord le cube avec le blanc en bas "
                                 "(il est sur la face U) : x2")
    session.language = 'en'
    session.set_speed('instant')
    coach.show_me()
    frames(session, coach, until_still=True)
    frames(session, coach, 2)
    assert session.cube.facelet_colors()[31] == 0          # the white centre down
    hint(coach)
    found = coach.hint
    assert found.key == 'cross' and len(found.chunks) == 1
    chunk = found.chunks[0]
    shortest = shortest_cross(session.cube)
    assert len(chunk.moves) == shortest                     # the solver's cross is a shortest one
    assert coach.text.startswith('Cross (0 of 4 edges): The white cross')
    assert f'{shortest} moves; the shortest cross from here takes {shortest}.' in coach.text
    assert str(Alg(chunk.moves)) in coach.text
    assert set(coach.highlighted()) == set(chunk.pieces) | set(chunk.targets)
    session.language = 'fr'
    hint(coach)
    assert coach.text.startswith('Croix (0 sur 4 arêtes) : La croix du blanc en bas (face D)')
    assert f"la croix la plus courte d'ici en prend {shortest}." in coach.text
    assert 'cross' not in coach.text and 'moves' not in coach.text


def test_f2l_and_last_layer_hints_name_the_pair_and_the_case(make_session):
    session = make_session(3)
    scrambled(session, 5)
    coach = cfop_coach(session)
    lesson = coach.cfop.solve(session.cube)
    cross = lesson.steps[0]
    session.play(Alg(cross.moves))
    frames(session, coach, until_still=True)
    frames(session, coach, 2)
    hint(coach)
    assert coach.hint.key == 'f2l 1'
    chunk = coach.hint.chunks[0]
    assert coach.text.startswith('F2L pair 1 (0 of 1 pair): The white-')
    assert (f'case {chunk.algorithm}.' in coach.text) if chunk.algorithm != 'intuitive' \
        else 'stuck in another slot' in coach.text
    session.language = 'fr'
    hint(coach)
    assert coach.text.startswith('Paire F2L 1 (0 sur 1 paire) : La paire blanc-')
    # the whole first two layers, then the last layer's first step names its case
    session.language = 'en'
    for step in lesson.steps[1:5]:
        session.play(Alg(step.moves))
    frames(session, coach, until_still=True)
    frames(session, coach, 2)
    hint(coach)
    if coach.hint.key == 'eo':
        assert coach.text.startswith('OLL 1: top edges (')
        assert f'with the yellow face on top: case {coach.hint.chunks[0].algorithm}.' in coach.text
        session.language = 'fr'
        hint(coach)
        assert f'avec le jaune en haut : cas {coach.hint.chunks[0].algorithm}.' in coach.text


@pytest.mark.parametrize('seed', [6, 7])
def test_show_me_plays_exactly_the_hints_chunk(make_session, seed):
    session = make_session(3)
    scrambled(session, seed)
    session.set_speed('instant')
    coach = cfop_coach(session)
    for _ in range(6):
        hint(coach)
        chunk_moves = coach.hint.moves
        assert len(coach.hint.chunks) == 1
        before = session.cube.copy()
        coach.show_me()
        assert tuple(session.playlist) == tuple(chunk_moves)
        frames(session, coach, until_still=True)
        frames(session, coach, 2)
        assert session.cube == before.apply(Alg(chunk_moves))


@pytest.mark.parametrize('last_layer, seed', [('2look', 8), ('full', 9), ('2look', 10)])
def test_teach_me_leaves_each_steps_goal_holding(make_session, last_layer, seed):
    session = make_session(3)
    scrambled(session, seed)
    session.set_speed('instant')
    coach = cfop_coach(session, last_layer)
    lesson = coach.cfop.solve(session.cube)
    keys = [i.key for i in coach.items]
    coach.teach_me()
    assert coach.text == 'Working it out… (you can keep turning)'
    wait_for(coach)
    for step in lesson.steps:
        if not step.moves:
            continue
        assert coach.text.startswith(f'Step {keys.index(step.key) + 1} of {len(keys)}, ')
        frames(session, coach, until_still=True)
        frames(session, coach, 2)
        states = {s.key: s for s in progress(session.cube, last_layer)}
        assert states[step.key].done, step.key
        assert [i.done for i in coach.items][:keys.index(step.key) + 1] == [True] * (keys.index(step.key) + 1)
        coach.continue_()
    assert session.cube.is_solved()
    assert coach.text == 'That was the whole method: the cube is solved.'


def test_a_cross_built_by_hand_is_counted_beside_the_shortest(make_session):
    session = make_session(3)
    session.set_speed('instant')
    session.play(Alg.parse("D F R", 3))            # two cross edges out on U, white on top
    coach = cfop_coach(session)
    frames(session, coach, until_still=True)
    frames(session, coach, 2)
    assert not coach.items[0].done
    shortest = shortest_cross(session.cube)
    for text in ("U", "x2", "D'", "R'", "B'"):     # a detour of two, the cube turned over (no move), the way back
        session.play(Alg.parse(text, 3))
        frames(session, coach, until_still=True)
        frames(session, coach, 2)
    assert coach.items[0].done
    assert coach.text == f'Cross done. Your cross: 4 moves; the shortest: {shortest}.' and shortest == 2


def test_cfop_on_another_size_says_it_is_for_the_3x3(make_session):
    session = make_session(4)
    coach = cfop_coach(session)
    assert coach.items == []
    hint(coach)
    assert coach.hint is None and coach.text.startswith('CFOP is taught on the 3x3')
    session.language = 'fr'
    coach.teach_me()
    assert not coach.teaching and coach.text.startswith("CFOP s'apprend sur le 3x3")


@pytest.mark.parametrize('colour', ['white', 'yellow', 'green', 'blue', 'red', 'orange'])
def test_the_coachs_solve_holds_each_cross_colour_down_first(colour):
    """The coach's CFOP, for any cross colour: a whole-cube turn that brings that colour's
    centre down first (none where it is down already), then the solver's steps, which solve."""
    from controller import cfop_coach as words
    from controller.strings import Catalogue
    from model import Cube
    cube = Cube(3).apply("R U F' L D2 B R' U2 F L' D R2 B' U")
    method = words.CfopMethod(lambda: '2look', lambda: colour)
    lesson = method.solve(cube)
    first = lesson.steps[0].chunks[0]
    down = colour == 'yellow'                       # the yellow centre starts on D
    assert (first.algorithm == 'hold') != down
    after = cube.copy()
    for step in lesson.steps:
        for chunk in step.chunks:
            text = words.describe(Catalogue(), step.key, chunk, after, colour)
            assert text and 'cfop.' not in text
            after = after.apply(Alg(chunk.moves))
            if chunk.algorithm == 'hold':
                assert words.cross_centre(after, colour) == 31      # the D centre
                assert text.startswith(f'First hold the cube with the {colour} face down')
    assert after.is_solved()


@pytest.mark.parametrize('last_layer', ['2look', 'full'])
def test_show_me_that_solves_the_cube_leaves_the_words_saying_solved(make_session, last_layer):
    """The last chunk played (here a PLL whose turn of the top layer comes first, so no
    separate last turn is left) solves the cube: the words say so, not the chunk again."""
    session = make_session(3)
    session.set_speed('instant')
    session.play(Alg.parse("x2 R U R' U' R' F R2 U' R' U' R U R' F' U2"))    # white down, a T-perm and a turn away
    frames(session, None, until_still=True)
    coach = cfop_coach(session, last_layer)
    assert not session.cube.is_solved()
    for _ in range(6):
        hint(coach)
        coach.show_me()
        frames(session, coach, until_still=True)
        frames(session, coach, 2)
        if session.cube.is_solved():
            break
    assert session.cube.is_solved()
    assert all(i.done for i in coach.items)
    assert coach.text == coach.tr('learn.solved')
