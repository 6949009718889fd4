"""The Practise page's steps: the last (or chosen) solve's reconstruction by the session's
method, the method cycled and kept, the means over the session, the export file."""
import sys
from pathlib import Path

from controller.solve_steps import SolveSteps
from storage import History
from timing import Solve

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / 'timing'))
from test_reconstruction import cfop, scramble_of, timed  # noqa: E402


def add(history, when_ms, moves=True):
    steps = cfop()
    log, _ = timed(steps)
    return history.add(Solve(when_ms, 3, scramble_of(' '.join(m for _, m in steps)), log[-1][1] + 200,
                             moves=tuple(log) if moves else ()))


def test_last_solve_method_means_and_export(tmp_path, monkeypatch):
    monkeypatch.setenv('CUBELAB_DATA_DIR', str(tmp_path))
    with History(tmp_path / 'h.sqlite3') as history:
        steps = SolveSteps(history, lambda: 3)
        assert steps.of(None) is None and steps.method == 'cfop' and steps.export(None) is None
        first = add(history, 1)
        imported = add(history, 2, moves=False)              # no move log: no steps
        assert steps.of(imported.id) is None
        assert steps.of(None) is None                        # the last solve has no moves
        last = add(history, 3)
        assert steps.of(None).solve.id == last.id and steps.of(first.id).solve.id == first.id
        assert [s.name for s in steps.of(None).steps][:2] == ['cross', 'f2l 1']
        assert steps.means()[5] is None
        for k in range(3):
            add(history, 10 + k)
        means = steps.means()
        assert means[5] is not None and means[12] is None and means[5][0].count == 5
        assert steps.next_method() == 'roux' and steps.method == 'roux'
        assert [s.name for s in steps.of(None).steps] == ['first block', 'second block', 'cmll', 'lse']
        assert steps.next_method() == 'beginner' and steps.next_method() == 'cfop'
        path = steps.export(last.id)
        assert path == tmp_path / 'reconstructions' / f'solve-{last.id}-cfop.txt'
        assert path.read_text() == steps.of(last.id).text()


def test_the_step_times_of_the_session_for_its_plot(tmp_path):
    with History(tmp_path / 'h.sqlite3') as history:
        steps = SolveSteps(history, lambda: 3)
        assert steps.times() == (['cross', 'f2l 1', 'f2l 2', 'f2l 3', 'f2l 4', 'oll', 'pll', 'auf'], [])
        add(history, 1)
        add(history, 2, moves=False)                         # no move log: not in the plot
        add(history, 3)
        names, times = steps.times()
        want = [step.time_ms for step in steps.of(None).steps]
        assert times == [want, want] and len(names) == 8 and all(t > 0 for t in want)
        steps.next_method()
        names, times = steps.times()
        assert names == ['first block', 'second block', 'cmll', 'lse'] and len(times) == 2


def test_a_4x4_session_has_the_reduction_steps_first(tmp_path):
    from model import Alg
    from test_reconstruction import CENTRES_4, EDGES_4
    steps = [('centres', CENTRES_4), ('edges', EDGES_4)] + cfop()
    log, _ = timed(steps)
    scramble = str(Alg.parse(' '.join(m for _, m in steps), 4).inverse())
    with History(tmp_path / 'h.sqlite3') as history:
        history.add(Solve(1, 4, scramble, log[-1][1] + 200, moves=tuple(log)))
        four = SolveSteps(history, lambda: 4)
        names, times = four.times()
        assert names[:3] == ['centres', 'edges', 'cross'] and len(names) == 10
        assert [s.name for s in four.of(None).steps] == names and len(times) == 1 and all(times[0])
