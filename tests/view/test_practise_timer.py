"""The Practise timer on the real window, driven by the X server's keys at a known pace:
it times the hands (each turn from its key, the solve at the solving key) whatever the
animation speed; an attempt lives only on the Practise page; one result rule for the
timer, the list and the message."""
import time
from contextlib import contextmanager

import pytest
from panda3d.core import ClockObject

from controller import strings as catalogue
from model import Alg
from timing import format_ms
from viewdriver import button_centre, settle
from xinput import click, keys, keys_for, xdotool

#: Seconds between two keys: 5 turns a second, well under what Slow animates (0.6 s a turn).
PACE = 0.2

pytestmark = pytest.mark.slow


def english(key, **fields):
    return catalogue.text(key, 'en', **fields)


def status(lab):
    """The status line's words on one line (it wraps long ones)."""
    return " ".join(lab.panel.status.text.split())


@contextmanager
def real_time():
    """The frame clock follows the real clock (as in the app) instead of the tests'
    1/60 s a step, so keys sent at a real pace arrive at that pace."""
    clock = ClockObject.getGlobalClock()
    clock.setMode(ClockObject.MNormal)
    try:
        yield
    finally:
        clock.setMode(ClockObject.MNonRealTime)
        clock.setFrameRate(60)


def run_until(lab, deadline):
    """Step frames (at least one) until the monotonic clock reaches `deadline`."""
    lab.step()
    while time.monotonic() < deadline:
        lab.step()


def open_practise(lab, inspection):
    panel = lab.panel
    click(lab, *button_centre(lab, panel.tabs['practise']))
    page = panel.page
    assert page.mode == 'practise'
    if page.practise.inspection != inspection:
        click(lab, *button_centre(lab, page.inspection_button))
    assert page.practise.inspection == inspection
    return page


def scramble_here(lab, page):
    click(lab, *button_centre(lab, page.scramble))
    assert lab.session.wait_for_worker(600)           # a first run may build the 3x3 tables
    settle(lab)
    return page.practise.attempt.scramble


@pytest.mark.parametrize('speed', ['slow', 'instant'])
def test_the_timer_measures_the_keys_not_the_animation(fresh, speed):
    lab = fresh
    s = lab.session
    s.set_speed(speed)
    page = open_practise(lab, inspection=False)
    scramble = scramble_here(lab, page)
    practise = page.practise
    assert practise.state == 'ready'
    presses, logged = keys_for(Alg.parse(scramble).inverse())
    sent = []
    with real_time():
        start = time.monotonic()
        for i, name in enumerate(presses):
            xdotool('key', '--clearmodifiers', name)
            sent.append(time.monotonic())
            run_until(lab, start + (i + 1) * PACE)
        solved_by = time.monotonic()
        while practise.state != 'done' and time.monotonic() < solved_by + 0.6 * len(presses) + 5:
            lab.step()
        assert practise.state == 'done'
        done_after = time.monotonic() - sent[-1]
        settle_by = time.monotonic() + 0.6 + 1.0      # the last turn's animation, and a frame or two
        while (s.active is not None or not s.cube.is_solved()) and time.monotonic() < settle_by:
            lab.step()
    keys_took = sent[-1] - sent[0]
    kept = practise.last
    assert [m for m, _ in kept.moves] == logged
    assert kept.time_ms == kept.moves[-1][1] and kept.moves[0][1] == 0
    recorded = kept.time_ms / 1000
    # A key is stamped when the window handles it, within a frame of its sending (a frame
    # can be slow on a loaded machine: a generous margin). Timed by the animation queue,
    # Slow gives about 3 times the keys' time (0.6 s a turn against 0.2 s).
    assert abs(recorded - keys_took) <= max(0.25 * keys_took, 0.6), (recorded, keys_took)
    gaps = sorted(b[1] - a[1] for a, b in zip(kept.moves, kept.moves[1:]))
    assert 0.5 * PACE * 1000 <= gaps[len(gaps) // 2] <= 1.5 * PACE * 1000, gaps     # the median gap: the pace
    assert done_after < 1.0                              # the solve ended at the solving key
    assert s.active is None and s.cube.is_solved()      # the animation kept up with the hands
    assert page.timer.text == kept.result_text()
    lab.panel.select('play')
    lab.step(3)


def test_an_attempt_lives_only_on_the_practise_page(fresh):
    lab = fresh
    s = lab.session
    s.set_speed('instant')
    panel = lab.panel
    page = open_practise(lab, inspection=True)
    practise = page.practise
    before = len(practise.history.solves())
    scramble_here(lab, page)
    assert practise.state == 'inspecting'
    click(lab, *button_centre(lab, panel.tabs['play']))    # leaving ends it, and says so
    left = english('practise.abandoned_left')
    assert status(lab) == left and practise.state == 'idle' and not s.timed
    lab.step(60 * 9)                                       # past the 8 s call: none comes on Play
    assert status(lab) == left
    keys(lab, 'F2')                                        # Play's scramble key...
    assert s.wait_for_worker(600)
    settle(lab)
    assert s.playlist_kind == 'scramble' and practise.state == 'idle' and practise.attempt is None
    assert status(lab) != english('practise.ready_inspection')
    presses, _ = keys_for(Alg(s.playlist).inverse())      # ...and a hand solve there: not timed
    keys(lab, *presses, frames=2)
    settle(lab)
    assert s.cube.is_solved() and practise.state == 'idle'
    keys(lab, 'F2')
    assert s.wait_for_worker(600)
    settle(lab)
    keys(lab, 'F3')                                        # the solver plays on Play
    assert s.wait_for_worker(600)
    settle(lab)
    assert s.cube.is_solved() and s.playlist_kind == 'solution'
    assert status(lab) != english('practise.abandoned_solver')
    assert len(practise.history.solves()) == before
    click(lab, *button_centre(lab, panel.tabs['learn']))
    click(lab, *button_centre(lab, panel.tabs['practise']))
    lab.step(3)
    assert page.info.text == english('practise.state_idle')
    keys(lab, 'F2')                                        # the scramble key here is the page's
    assert s.wait_for_worker(600)
    settle(lab)
    assert practise.state == 'inspecting'
    click(lab, *button_centre(lab, panel.tabs['learn']))
    assert status(lab) == left                       # said once: leaving again says nothing more
    panel.show_message('')
    click(lab, *button_centre(lab, panel.tabs['play']))
    assert status(lab) == ''
    assert len(practise.history.solves()) == before


def test_a_late_start_shows_the_same_result_everywhere(fresh):
    """Inspection past 15 s is a +2: the big timer, the list and the message show the
    time with the 2 s added; the count says '1 solve'."""
    lab = fresh
    s = lab.session
    s.set_speed('instant')
    page = open_practise(lab, inspection=True)
    click(lab, *button_centre(lab, page.new))               # a session of its own: the count starts at 0
    lab.step(3)
    scramble = scramble_here(lab, page)
    lab.step(60 * 15)                                       # past 15 s of inspection
    assert page.timer.text == '+2'
    presses, _ = keys_for(Alg.parse(scramble).inverse())
    keys(lab, *presses, frames=2)
    settle(lab)
    kept = page.practise.last
    assert kept.penalty == '+2'
    result = kept.result_text()
    assert result == format_ms(kept.time_ms + 2000) + '+'
    lab.step(3)
    assert page.timer.text == result
    assert page.list_buttons[0][0].text_entity.text.startswith('1.  ' + result)
    assert english('practise.kept', time=result, count=kept.counts()['stm']) in status(lab)
    assert page.stats.text.startswith('1 solve ')
    click(lab, *button_centre(lab, page.list_buttons[0][0]))      # select it, take the +2 off
    click(lab, *button_centre(lab, page.plus2))
    lab.step(3)
    plain = page.log.solve(kept.id).result_text()
    assert not plain.endswith('+') and page.timer.text == plain
    assert page.list_buttons[0][0].text_entity.text.startswith('1.  ' + plain)
    lab.panel.select('play')
    lab.step(3)
