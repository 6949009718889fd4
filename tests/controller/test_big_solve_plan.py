"""A big cube's solve in the window: the shortest route by default, with a deadline
that grows with the size, the time it takes said as it starts, the quick route when
the user chooses it (settings.toml's big_solves), and a hurried solution said so."""
import pytest

from controller import Session
from controller.lab import Lab
from controller.preferences import Preferences
from controller.solve_time import QUICK_SECONDS, has_choice, plan
from controller.strings import duration
from solver.route_time import default_timeout, route_seconds

from ctrl_frames import settle
from fake_solvers import plug
from said import said


def test_big_cubes_get_a_deadline_that_grows_with_the_size():
    assert plan(4).timeout == QUICK_SECONDS == 10 and not has_choice(4)
    timeouts = [plan(n).timeout for n in (8, 12, 20, 30, 40, 50)]
    assert timeouts == sorted(timeouts) and timeouts[-1] >= 60
    for n in (16, 20, 30, 50):
        assert has_choice(n)
        shortest, quick = plan(n, 'shortest'), plan(n, 'quick')
        assert shortest.timeout == default_timeout(n) >= route_seconds(n) and not shortest.quick
        assert quick.timeout == QUICK_SECONDS and quick.quick and quick.seconds < shortest.seconds


def _started(tmp_path, n, solver_name='unscrambler', **settings):
    """A session of an n-cube with settings.toml's `settings`, scrambled, its Solve
    pressed: (the session, what the start of the solve said)."""
    prefs = Preferences(tmp_path / 'settings.toml', keymap_file=tmp_path / 'keymap.toml')
    if settings:
        prefs.change(**settings)
    session = Session(n, solver=plug(solver_name), keymap_file=tmp_path / 'keymap.toml')
    prefs.apply(session)
    Lab(session, prefs)
    session.play("R U2 F' L D B2 R'")
    session.set_speed('instant')
    settle(session)
    session.solve()
    return session, said(session.update(0))


def _finished(session) -> list:
    """What the session said from the end of the solve on."""
    session.wait_for_worker(30)
    return said(settle(session))


@pytest.mark.parametrize('n', [20, 50])
def test_the_window_solves_a_big_cube_by_its_shortest_route_and_says_how_long(tmp_path, n):
    s, words = _started(tmp_path, n)
    assert s.background.worker.job.request[2] == default_timeout(n) > QUICK_SECONDS
    seconds = duration(plan(n).seconds)
    assert any(text.startswith(f"Solving: about {seconds}") and 'shortest solution' in text
               and 'quick but longer' in text for text, _ in words), words
    assert any(text.startswith('Solution: 7 moves') and 'hurried' not in text for text, _ in _finished(s))


def test_the_quick_route_is_the_users_choice_and_says_so(tmp_path):
    s, words = _started(tmp_path, 50, big_solves='quick')
    assert s.background.worker.job.request[2] == QUICK_SECONDS
    assert any(text.startswith("Solving quickly: about ") and 'longer solution' in text for text, _ in words)
    _finished(s)
    again = Preferences(tmp_path / 'settings.toml', keymap_file=tmp_path / 'keymap.toml')
    assert again.settings.big_solves == 'quick'          # kept for the next run


def test_a_long_solve_without_a_trade_says_its_time(tmp_path):
    s, words = _started(tmp_path, 13)
    assert not has_choice(13) and s.background.worker.job.request[2] == default_timeout(13)
    assert (f"Solving: about {duration(plan(13).seconds)}", 'info') in words
    _finished(s)


def test_small_cubes_have_no_choice_to_offer(tmp_path):
    s, words = _started(tmp_path, 4)
    assert s.background.worker.job.request[2] == QUICK_SECONDS
    assert ('Solving...', 'info') in words
    _finished(s)


def test_a_hurried_solution_says_so(tmp_path):
    s, _ = _started(tmp_path, 20, 'hurried_unscrambler')
    words = _finished(s)
    assert any(text.startswith('Solution: 7 moves') and 'hurried: the time ran out' in text
               for text, _ in words), words
