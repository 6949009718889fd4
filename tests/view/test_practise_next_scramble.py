"""Practise's next scramble on the real window: made while the user solves, it plays
the moment Scramble is clicked (xdotool), the one made ahead and no other."""
import time

import pytest

from model import Alg
from viewdriver import button_centre, settle
from xinput import click, keys, keys_for

pytestmark = [pytest.mark.gui, pytest.mark.slow]


def made_ahead(lab, practise, seconds=600):
    """Frames, real time passing, until the next scramble is held (it is made in a
    process; a first run may build the 3x3 tables first)."""
    deadline = time.monotonic() + seconds
    while practise.next.held is None:
        assert time.monotonic() < deadline, 'no scramble was made ahead'
        lab.step()
        time.sleep(0.01)
    return practise.next.held


def test_scramble_twice_with_a_solve_between_plays_the_one_made_ahead(fresh):
    lab = fresh
    s = lab.session
    s.set_speed('instant')
    panel = lab.panel
    click(lab, *button_centre(lab, panel.tabs['practise']))
    page = panel.page
    assert page.mode == 'practise'
    practise = page.practise
    inspection = practise.inspection
    if inspection:
        click(lab, *button_centre(lab, page.inspection_button))
    try:
        made_ahead_and_played(lab, page, practise)
    finally:
        if practise.inspection != inspection:       # the setting as the next tests expect it
            click(lab, *button_centre(lab, page.inspection_button))
        panel.select('play')
        lab.step(3)


def made_ahead_and_played(lab, page, practise):
    s = lab.session
    mode = s.practise_scramble_mode()
    click(lab, *button_centre(lab, page.scramble))
    assert s.wait_for_worker(600)                       # a first run may build the 3x3 tables
    settle(lab)
    assert practise.state == 'ready'
    first = practise.attempt.scramble
    presses, _ = keys_for(Alg.parse(first).inverse())
    keys(lab, *presses[:2], frames=2)                   # the solve under way...
    made = made_ahead(lab, practise)                    # ...and the next scramble made meanwhile
    assert practise.state == 'running' and practise.next.ready(3, mode)
    keys(lab, *presses[2:], frames=2)
    settle(lab)
    assert practise.state == 'done' and s.cube.is_solved()
    click(lab, *button_centre(lab, page.scramble))      # plays at once: no job, no wait
    assert s.playlist_kind == 'scramble' and str(Alg(s.playlist)) == made.text != first
    assert not s.busy and not practise.waiting
    settle(lab)
    assert practise.state == 'ready' and practise.attempt.scramble == made.text
    assert s.cube.same_look(made.cube())
    assert practise.next.held is not made               # handed out once: the next is another
