"""The command line as other tools call it: real processes, exact output formats."""
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import kociemba
import magiccube
import pytest

from model import Alg, Cube
from model.faces import FACE_ORDER

ROOT = Path(__file__).resolve().parents[2]
SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB'
AFTER_R = 'UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB'


def cli(*args, stdin=None):
    return subprocess.run([sys.executable, 'main.py', *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=600)


def no_traceback(result):
    assert 'Traceback' not in result.stderr, result.stderr


def test_help_documents_every_subcommand():
    out = cli('--help')
    assert out.returncode == 0
    for name in ('apply', 'check', 'solve', 'scramble', 'tables'):
        assert name in out.stdout
        sub = cli(name, '--help')
        assert sub.returncode == 0 and 'usage' in sub.stdout


_BREAK_TABLES = """
import sys
class Broken:
    def find_spec(self, name, path=None, target=None):
        if name == 'cli.tables':
            raise ImportError('cli.tables is broken')
sys.meta_path.insert(0, Broken())
import cli
sys.exit(cli.main(['--help']))
"""


def test_a_subcommand_that_cannot_be_imported_stops_the_program():
    """A broken subcommand is an error naming it, not a subcommand missing from --help."""
    out = subprocess.run([sys.executable, '-c', _BREAK_TABLES], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode != 0 and 'cli.tables is broken' in out.stderr
    assert 'apply' not in out.stdout


def test_apply_known_state():
    out = cli('apply', '--size', '3', 'R')
    assert out.returncode == 0 and out.stdout == AFTER_R + '\n'


def test_apply_batch_matches_magiccube():
    rng = random.Random(4)
    algs = []
    for _ in range(2000):
        algs.append(' '.join(rng.choice(FACE_ORDER) + rng.choice(['', "'", '2']) + ''
                             for _ in range(rng.randint(1, 25))))
    out = cli('apply', '--size', '4', '-', stdin='\n'.join(algs) + '\n')
    assert out.returncode == 0
    lines = out.stdout.splitlines()
    assert len(lines) == len(algs)
    for alg, line in list(zip(algs, lines))[::97]:
        oracle = magiccube.Cube(4, hist=False)
        oracle.rotate(alg)
        assert line == oracle.get_kociemba_facelet_positions()


@pytest.mark.parametrize('args, needle', [
    (('apply', 'R Q'), "column 3: unknown move 'Q'"),
    (('apply', '--size', '4', '4Rw'), '4Rw'),
    (('apply', '--size', '4', 'M'), 'M'),
    (('apply', ''), 'empty'),
    (('apply', '--size', '1', 'R'), 'between 2 and 50'),
])
def test_apply_bad_input(args, needle):
    out = cli(*args)
    assert out.returncode == 1 and needle in out.stderr and out.stdout == ''
    no_traceback(out)


def test_apply_batch_keeps_lines_aligned_on_errors():
    out = cli('apply', '-', stdin="R\nR Q\nU\n")
    assert out.returncode == 1
    assert out.stdout.splitlines() == [AFTER_R, '', Cube(3).apply('U').to_facelets()]
    assert 'line 2: column 3' in out.stderr


def test_check_messages():
    assert cli('check', SOLVED).stdout == 'valid\n'
    twisted = SOLVED[:8] + 'R' + 'F' + SOLVED[10:20] + 'U' + SOLVED[21:]
    out = cli('check', twisted)
    assert out.returncode == 1 and 'twisted' in out.stderr and out.stdout == ''
    out = cli('check', '-', stdin=f"{SOLVED}\n{SOLVED[:-1]}\n{AFTER_R}\n")
    assert out.returncode == 1
    assert out.stdout.splitlines() == ['valid', '', 'valid']
    assert 'error: line 2: wrong length' in out.stderr
    out = cli('check', '--size', '4', SOLVED)
    assert out.returncode == 1 and '96' in out.stderr
    no_traceback(out)


@pytest.mark.tables
def test_solve_scrambles_and_json():
    scrambles = ["R U R' U'", "F2 D' L B2 U R' F D2", "R2 U2 F2 B2 L2 D2"]
    out = cli('solve', '--json', '--alg', '-', stdin='\n'.join(scrambles) + '\n')
    assert out.returncode == 0, out.stderr
    for scramble, line in zip(scrambles, out.stdout.splitlines()):
        record = json.loads(line)
        assert set(record) >= {'moves', 'length', 'phase1', 'phase2', 'seconds'}
        assert record['length'] <= 20
        assert Cube(3).apply(scramble).apply(record['moves']).is_solved()


@pytest.mark.tables
def test_solve_facelets_from_kociemba_format():
    state = Cube(3).apply("D2 F' R U2 B L' D F2 R'").to_facelets()
    out = cli('solve', state)
    assert out.returncode == 0
    assert Cube.from_facelets(state).apply(out.stdout.strip()).is_solved()
    # the kociemba package agrees the string is this cube
    assert Cube.from_facelets(state).apply(kociemba.solve(state)).is_solved()


def test_solve_solved_is_empty_and_bad_input_is_a_message():
    assert cli('solve', SOLVED).stdout == '\n'
    out = cli('solve', SOLVED[:-1] + 'U')
    assert out.returncode == 1 and 'counts' in out.stderr
    no_traceback(out)
    out = cli('solve')
    assert out.returncode == 1 and 'either' in out.stderr


def test_solve_2x2_is_optimal_length():
    out = cli('solve', '--size', '2', '--alg', "R U2 F'")
    assert out.returncode == 0
    assert len(Alg.parse(out.stdout)) <= 3


def test_tables_where():
    out = cli('tables', '--where')
    assert out.returncode == 0 and out.stdout.strip()


def test_window_without_a_display_is_a_message():
    env = {k: v for k, v in os.environ.items() if k not in ('DISPLAY', 'WAYLAND_DISPLAY')}
    out = subprocess.run([sys.executable, 'main.py'], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 1 and 'no display' in out.stderr
    no_traceback(out)
    out = cli('--size', '51')
    assert out.returncode == 1 and 'between 2 and 50' in out.stderr
    no_traceback(out)


@pytest.mark.gui
def test_main_opens_the_cubelab_window():
    """`python main.py --size 4` as a user runs it: a window titled CubeLab appears."""
    assert os.environ.get('DISPLAY'), "the GUI tests run under Xvfb (pytest-xvfb)"
    proc = subprocess.Popen([sys.executable, 'main.py', '--size', '4'], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        found = ''
        while time.monotonic() < deadline and proc.poll() is None and not found:
            found = subprocess.run(['xdotool', 'search', '--name', 'CubeLab'],
                                   capture_output=True, text=True).stdout.strip()
            time.sleep(0.25)
        assert found, f"no CubeLab window; exit code {proc.poll()}"
        geometry = subprocess.run(['xdotool', 'getwindowgeometry', found.split()[0]],
                                  capture_output=True, text=True).stdout
        assert '1280x800' in geometry
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
    assert 'Traceback' not in (proc.stderr.read() if proc.stderr else '')
