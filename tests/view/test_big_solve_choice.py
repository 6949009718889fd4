"""A big cube's Solve in the real window, driven by xdotool: the status line says how
long the shortest route takes and that a quicker, longer one exists; Settings'
"Big-cube solves" row switches to the quick route (kept in settings.toml), whose
solve says it is quick and, when its deadline cut it short, that the solution is
hurried; the solve runs in the worker meanwhile (progress shown, Cancel stops it)."""
import random
import time

import pytest

from controller.solve_time import QUICK_SECONDS
from model import Alg
from scramble.rules import default_length, layer_sets, random_moves
from controller.solve_time import plan
from controller.strings import duration
from solver.route_time import default_timeout
from viewdriver import button_centre, settle, start_from
from xinput import click, keys

N = 20


def _scrambled(lab, n, seed=5):
    start_from(lab, n, str(Alg(random_moves(layer_sets(n), default_length(n), random.Random(seed)))))
    lab.session.set_speed('normal')


def _solve(lab):
    click(lab, *button_centre(lab, lab.panel.pages['play'].solve))
    assert lab.session.busy and lab.panel.progress.enabled
    return lab.panel.status.shown.replace('\n', ' ')           # (as wrapped on screen)


def _tab(lab, name):
    click(lab, *button_centre(lab, lab.panel.tabs[name]))
    lab.step(3)
    assert lab.panel.mode == name


@pytest.fixture
def choice(fresh):
    yield fresh
    if fresh.session.busy:
        fresh.session.cancel()
    if fresh.preferences.settings.big_solves != 'shortest':
        fresh.preferences.change(big_solves='shortest')
        fresh.apply_preferences()


@pytest.mark.gui
def test_big_solve_says_its_time_and_the_quick_route_is_a_click_away(choice):
    lab = choice
    s, panel = lab.session, lab.panel
    _scrambled(lab, N)
    status = _solve(lab)
    assert status.startswith(f"Solving: about {duration(plan(N).seconds)}"), status
    assert 'shortest solution' in status and 'quick but longer' in status, status
    assert s.background.worker.job.request[2] == default_timeout(N)
    lab.step(10)
    keys(lab, 'x')                                       # the window answers keys while it solves
    lab.step(10)
    click(lab, *button_centre(lab, panel.cancel))
    assert not s.busy and panel.status.shown.startswith('Solve cancelled')

    _tab(lab, 'settings')
    settings = panel.pages['settings']
    click(lab, *button_centre(lab, settings.big_solves['quick']))
    assert lab.preferences.settings.big_solves == 'quick'
    assert 'big_solves = "quick"' in lab.preferences.path.read_text()
    _tab(lab, 'play')
    status = _solve(lab)
    assert status.startswith("Solving quickly: about ") and 'longer solution' in status, status
    assert s.background.worker.job.request[2] == QUICK_SECONDS
    found, deadline = None, time.monotonic() + 240
    while time.monotonic() < deadline and found is None:
        lab.step()
        time.sleep(0.02)                                  # the worker runs in real time
        if s.playlist_kind == 'solution':
            found = panel.status.shown
    assert found is not None, 'the quick solve never ended'
    assert found.startswith('Solution: ') and 'hurried: the time ran out' in found.replace('\n', ' '), found
    s.set_speed('instant')
    settle(lab)
    assert s.cube.is_solved()
