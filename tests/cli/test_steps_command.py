"""`main.py history show` and `main.py stats --steps`: real processes on a history holding
hand-written solves (tests/timing/test_reconstruction.py's CFOP and Roux), a session's method
kept, an import of csTimer's move log."""
import json
import subprocess
import sys
from pathlib import Path

from storage import History
from timing import Solve

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / 'timing'))
from test_reconstruction import cfop, roux, scramble_of, timed  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
STEP_KEYS = {'name', 'moves', 'stm', 'htm', 'start_ms', 'end_ms', 'recognition_ms', 'tps'}


def cli(*args):
    out = subprocess.run([sys.executable, 'main.py', *map(str, args)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert 'Traceback' not in out.stderr, out.stderr
    return out


def kept(steps, when_ms, penalty=''):
    log, _ = timed(steps)
    solve = Solve(when_ms=when_ms, size=3, scramble=scramble_of(' '.join(m for _, m in steps)),
                  time_ms=log[-1][1] + 250, penalty=penalty, moves=tuple(log))
    with History() as history:
        return history.add(solve).id, log


def test_show_json_keys_and_steps():
    solve_id, log = kept(cfop(), 1_700_000_000_000)
    out = cli('history', 'show', solve_id, '--json')
    assert out.returncode == 0, out.stderr
    found = json.loads(out.stdout)
    assert set(found) == {'id', 'time_ms', 'penalty', 'scramble', 'moves', 'steps'}
    assert found['id'] == solve_id and found['moves'] == [list(m) for m in log]
    assert [s['name'] for s in found['steps']] == ['cross', 'f2l 1', 'f2l 2', 'f2l 3', 'f2l 4', 'oll', 'pll', 'auf']
    assert all(set(s) == STEP_KEYS for s in found['steps'])
    assert found['steps'][6]['moves'] == "R U R' U' R' F R2 U' R' U' R U R' F'"
    text = cli('history', 'show', solve_id).stdout
    assert "R U R' U R U2 R' // oll " in text and text.splitlines()[0].startswith(f'solve {solve_id}: 3x3')


def test_method_option_and_the_sessions_method():
    solve_id, _ = kept(roux(), 1_700_000_100_000)
    by_roux = json.loads(cli('history', 'show', solve_id, '--json', '--method', 'roux').stdout)
    assert [s['name'] for s in by_roux['steps']] == ['first block', 'second block', 'cmll', 'lse']
    assert cli('history', 'method').stdout == 'cfop\n'
    assert cli('history', 'method', 'roux').stdout == 'roux\n'
    assert json.loads(cli('history', 'show', solve_id, '--json').stdout)['steps'] == by_roux['steps']


def test_unknown_id_and_method_are_clear_errors():
    out = cli('history', 'show', 4242)
    assert out.returncode == 1 and out.stderr == "error: no solve with id 4242 (ids are the first column of 'history list')\n"
    out = cli('history', 'show', 1, '--method', 'zz')
    assert out.returncode == 2 and "invalid choice: 'zz'" in out.stderr


def test_stats_steps_means_over_the_last_five():
    for k in range(5):
        kept(cfop(), 1_700_000_000_000 + k * 60_000)
    kept(cfop(), 1_700_000_900_000, penalty='DNF')
    found = json.loads(cli('stats', '--steps', '--json').stdout)
    assert found['method'] == 'cfop' and found['count'] == 6 and found['means']['12'] is None
    cross = found['means']['5']['cross']
    log, bounds = timed(cfop())
    assert cross == {'time_ms': bounds[0][1], 'recognition_ms': 700, 'stm': 5.0, 'count': 5}
    text = cli('stats', '--steps').stdout.splitlines()
    assert text[1].split() == ['step', 'last', '5', 'last', '12', 'last', '50', 'last', '100']
    assert text[2].split()[:3] == ['cross', f"{bounds[0][1] / 1000:.2f}", '(0.70)']


def test_cstimer_moves_are_imported_and_split(tmp_path):
    steps = cfop()
    log, _ = timed(steps)
    moves = ' '.join(f'{m}@{ms}' for m, ms in log)
    document = {'session1': [[[0, log[-1][1] + 200], scramble_of(' '.join(m for _, m in steps)), '', 1_700_000_000,
                              [moves, '333']],
                             [[0, 9000], 'R U', '', 1_700_000_100, ["R@1 X@2", '333']]]}
    path = tmp_path / 'cstimer.txt'
    path.write_text(json.dumps(document))
    out = cli('history', 'import', path)
    assert out.returncode == 0 and 'imported 2 solves' in out.stdout and 'moves were left out' in out.stdout
    found = json.loads(cli('history', 'show', 1, '--json').stdout)
    assert [s['name'] for s in found['steps']][-1] == 'auf' and found['moves'] == [list(m) for m in log]
    assert json.loads(cli('history', 'show', 2, '--json').stdout)['steps'] == []


def test_stats_steps_plot_draws_the_step_times(tmp_path):
    for k in range(3):
        kept(cfop(), 1_700_000_000_000 + k * 60_000)
    path = tmp_path / 'steps.png'
    out = cli('stats', '--steps', '--plot', path)
    assert out.returncode == 0 and out.stderr == f'plot written to {path}\n'
    assert path.read_bytes()[:8] == b'\x89PNG\r\n\x1a\n'
    from PIL import Image
    pixels = __import__('numpy').asarray(Image.open(path).convert('RGB'))
    assert len({tuple(p) for p in pixels.reshape(-1, 3)[::7]}) > 8       # bars in several colours, not blank
