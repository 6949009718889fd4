"""On big cubes the Learn page's hint and lesson are worked out on a thread,
so the window's frame loop (which calls Coach.update once a frame) never waits for them.
The work is held on an Event here, so each test sees the coach while it thinks."""
from __future__ import annotations

import random
import threading

import pytest

from controller.learn import Coach
from ctrl_frames import settle, wait_for
from model import Alg, Cube
from scramble.rules import default_length, layer_sets, random_moves
from solver import beginner


def scrambled(session, seed):
    n = session.cube.n
    session.set_speed('instant')
    session.play(Alg(random_moves(layer_sets(n), default_length(n), random.Random(seed))))
    settle(session)


def held(monkeypatch, name):
    """beginner.<name> made to wait for the test's go; records the thread it ran on."""
    real, go, ran = getattr(beginner, name), threading.Event(), []

    def slow(cube):
        ran.append(threading.current_thread())
        assert go.wait(30)
        return real(cube)
    monkeypatch.setattr(beginner, name, slow)
    return go, ran


def test_a_big_cubes_hint_comes_from_a_thread_while_the_caller_goes_on(make_session, monkeypatch):
    session = make_session(4)
    scrambled(session, 3)
    coach = Coach(session)
    go, ran = held(monkeypatch, 'hint')
    coach.ask_hint()                                   # returns although the work is held
    assert coach.thinking is not None and coach.hint is None
    assert coach.text == coach.tr('learn.thinking')
    assert not coach.update() or coach.thinking is not None
    go.set()
    wait_for(coach)
    assert ran and ran[0] is not threading.main_thread()
    expected = beginner.hint(session.cube)
    assert coach.hint.moves == expected.moves and coach.hint.key == expected.key
    assert coach.text == coach.describe_hint(coach.hint)


def test_an_answer_for_a_cube_that_has_turned_since_is_dropped(make_session, monkeypatch):
    session = make_session(4)
    scrambled(session, 4)
    coach = Coach(session)
    go, _ = held(monkeypatch, 'hint')
    coach.ask_hint()
    session.play(Alg.parse('R'))
    settle(session)
    go.set()
    coach.thinking.done.wait(30)
    assert coach.update()
    assert coach.hint is None and coach.text == coach.tr('learn.thought_stale')


def test_show_me_while_the_hint_is_coming_plays_it_when_it_comes(make_session, monkeypatch):
    session = make_session(4)
    scrambled(session, 5)
    before = session.cube.copy()
    coach = Coach(session)
    go, _ = held(monkeypatch, 'hint')
    coach.show_me()
    assert coach.thinking is not None and coach.thinking.then_show
    go.set()
    wait_for(coach)
    settle(session)
    assert session.cube == before.copy().apply(coach_moves := beginner.hint(before).moves)
    assert coach_moves


def test_teach_me_on_a_big_cube_starts_the_lesson_when_it_is_worked_out(make_session, monkeypatch):
    session = make_session(4)
    scrambled(session, 6)
    coach = Coach(session)
    go, ran = held(monkeypatch, 'solve')
    coach.teach_me()
    assert coach.thinking is not None and not coach.teaching
    go.set()
    wait_for(coach)
    assert coach.teaching and ran[0] is not threading.main_thread()


@pytest.mark.parametrize('size', [2, 3])
def test_small_cubes_answer_at_once(make_session, size):
    session = make_session(size)
    scrambled(session, 7)
    coach = Coach(session)
    coach.ask_hint()
    assert coach.thinking is None and coach.hint is not None and coach.hint.chunks
    assert Cube(size) != session.cube


def test_a_failure_on_the_thread_is_said_on_the_page_not_raised(make_session, monkeypatch):
    session = make_session(4)
    scrambled(session, 8)
    coach = Coach(session)

    def broken(cube):
        raise RuntimeError('boom')
    monkeypatch.setattr(beginner, 'hint', broken)
    coach.ask_hint()
    coach.thinking.done.wait(30)
    assert coach.update()
    assert coach.thinking is None and 'boom' in coach.text


def test_a_cube_past_the_methods_largest_size_is_refused_on_the_page(make_session):
    """The Learn page on a cube the method does not teach: the limit said on
    the page (checklist and Hint), at once, never gigabytes of candidates."""
    n = beginner.LARGEST + 1
    session = make_session(n)
    scrambled(session, 1)
    coach = Coach(session)
    coach.update()
    limit = f"up to {beginner.LARGEST}x{beginner.LARGEST}, not {n}x{n}"
    assert coach.items == [] and limit in coach.text
    coach.ask_hint()
    wait_for(coach, 10)
    assert coach.hint is None and limit in coach.text
