"""Teach me's words follow the playback: at every frame of a whole lesson the text
describes the chunk whose move is playing, numbered as the checklist numbers the
steps; the moves each chunk shows are exactly those played (no set-up that cancels,
nothing merged behind the text's back). After Show me the hint's progress is the
checklist's."""
from __future__ import annotations

import random

import pytest

from controller.learn import Coach
from ctrl_frames import wait_for
from model import Alg, Cube
from scramble.rules import default_length, layer_sets, random_moves
from solver import beginner

FRAME = 1 / 60


def scrambled(session, seed):
    n = session.cube.n
    session.set_speed('instant')
    session.play(Alg(random_moves(layer_sets(n), default_length(n), random.Random(seed))))
    frames(session, None, until_still=True)


def frames(session, coach, count=1, until_still=False):
    for _ in range(100_000 if until_still else count):
        events = session.update(FRAME)
        if coach is not None:
            coach.observe(events)
            coach.update()
        if until_still and session.active is None and session.play_index >= len(session.playlist) \
                and not session.busy:
            break


def no_merge_left(moves, n):
    """True when no two neighbouring moves turn the same layers (nothing cancels or merges)."""
    return tuple(Alg(moves).simplify(n, commute=False)) == tuple(moves)


@pytest.mark.parametrize('n, seed', [(2, 1), (3, 1), (3, 2), (3, 5), (4, 3)])
def test_teach_me_says_the_chunk_being_played(make_session, n, seed):
    session = make_session(n)
    scrambled(session, seed)
    coach = Coach(session)
    coach.update()
    lesson = beginner.solve(session.cube)               # what Teach me works out, done here too
    assert len(lesson.steps) == len(coach.items)
    coach.teach_me()
    wait_for(coach, 120)
    session.set_speed('fast')
    told = 0
    for number, step in enumerate(lesson.steps, 1):
        if not step.moves:
            continue
        played = [m for c in step.chunks for m in c.moves]
        assert tuple(played) == tuple(step.moves)
        assert no_merge_left(played, n), (step.key, str(Alg(played)))
        for chunk in step.chunks:
            assert chunk.moves and chunk.setup <= len(chunk.moves)
            assert chunk.explanation.count('set up with') <= 1
        frames(session, coach)
        assert tuple(session.playlist) == tuple(played), step.key
        starts = [sum(len(c.moves) for c in step.chunks[:k]) for k in range(len(step.chunks))]
        title = coach.title_of(step.key, step.name)
        while session.active is not None or session.play_index < len(session.playlist):
            index = session.play_index
            k = max(j for j, s in enumerate(starts) if s <= index)
            expected = coach.tr('learn.teach_step', index=number, count=len(coach.items), step=title,
                                text=coach.describe_chunk(step.chunks[k]))
            assert coach.text == expected, (step.key, index, k)
            told += 1
            frames(session, coach)
        frames(session, coach, 2)
        if coach.waiting:
            coach.continue_()
    assert session.cube.is_solved() and told


def test_hints_show_no_cancelling_set_up(make_session):
    for n, seeds in ((3, range(6)), (4, range(2))):
        for seed in seeds:
            cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(seed)))
            for _ in range(12):
                hint = beginner.hint(cube)
                if not hint.chunks:
                    break
                assert no_merge_left(hint.moves, n), str(Alg(hint.moves))
                cube = cube.apply(hint.moves)


def test_after_show_me_the_hints_progress_is_the_checklists(make_session):
    session = make_session(3)
    session.set_speed('instant')
    session.play("F' R'")
    frames(session, None, until_still=True)
    coach = Coach(session)
    coach.update()
    coach.ask_hint()
    assert '2 of 4 edges' in coach.text
    coach.show_me()
    frames(session, coach, until_still=True)
    frames(session, coach, 2)
    cross = coach.items[0]
    assert cross.count == 3
    assert coach.progress_text(cross) in coach.text and '2 of 4 edges' not in coach.text
