"""`main.py solve --method beginner` and `main.py hint` as other tools call them."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from model import Alg, Cube

ROOT = Path(__file__).resolve().parents[2]
SCRAMBLED = Cube(3).apply(Alg.parse("R U F' D2 L B2 U' R2 F D'")).to_facelets()


def cli(*args, stdin=None):
    return subprocess.run([sys.executable, 'main.py', *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=600)


def test_solve_beginner_prints_moves_that_solve():
    out = cli('solve', '--method', 'beginner', SCRAMBLED)
    assert out.returncode == 0, out.stderr
    assert Cube.from_facelets(SCRAMBLED).apply(Alg.parse(out.stdout.strip())).is_solved()


def test_solve_beginner_json_has_steps_and_chunks():
    out = cli('solve', '--method', 'beginner', '--json', SCRAMBLED)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    cube = Cube.from_facelets(SCRAMBLED)
    assert cube.copy().apply(Alg.parse(data['moves'])).is_solved()
    names = [s['name'] for s in data['steps']]
    assert names[0] == 'White cross' and len(names) == 7
    for step in data['steps']:
        joined = ' '.join(c['moves'] for c in step['chunks'])
        assert Cube(3).apply(Alg.parse(joined)) == Cube(3).apply(Alg.parse(step['moves']))
        for chunk in step['chunks']:
            assert {'moves', 'algorithm', 'explanation', 'pieces'} <= set(chunk)
            assert chunk['pieces'] and all(0 <= f < 54 for f in chunk['pieces'])
        cube.apply(Alg.parse(step['moves']))
    assert cube.is_solved()


def test_solve_beginner_other_sizes_and_stdin():
    two = Cube(2).apply(Alg.parse("R U' F2 R' U")).to_facelets()
    out = cli('solve', '--method', 'beginner', '--size', '2', two)
    assert out.returncode == 0 and Cube.from_facelets(two).apply(Alg.parse(out.stdout.strip())).is_solved()
    out = cli('solve', '--method', 'beginner', '-', stdin=f"{SCRAMBLED}\nnot a cube\n")
    lines = out.stdout.split('\n')
    assert out.returncode == 1 and 'Traceback' not in out.stderr
    assert Cube.from_facelets(SCRAMBLED).apply(Alg.parse(lines[0])).is_solved() and lines[1] == ''
    assert 'error: line 2:' in out.stderr


@pytest.mark.tables
def test_default_method_is_unchanged():
    out = cli('solve', '--json', SCRAMBLED)
    assert out.returncode == 0 and 'phase1' in json.loads(out.stdout)


def test_hint_plain_and_json():
    out = cli('hint', SCRAMBLED)
    assert out.returncode == 0, out.stderr
    first = out.stdout.splitlines()[0]
    assert first.startswith('step 1: White cross (') and first.endswith(' of 4 edges)')
    assert out.stdout.splitlines()[1].startswith('next: ')
    data = json.loads(cli('hint', '--json', SCRAMBLED).stdout)
    assert data['key'] == 'cross' and data['progress']['total'] == 4
    chunk = data['chunks'][0]
    assert {'moves', 'algorithm', 'explanation', 'pieces'} <= set(chunk)
    assert Alg.parse(data['moves']) == Alg.parse(' '.join(c['moves'] for c in data['chunks']))


def test_hint_on_a_cube_with_the_first_layers_done():
    cube = Cube(3).apply(Alg.parse("x2 F R U R' U' F'"))
    data = json.loads(cli('hint', '--json', cube.to_facelets()).stdout)
    assert data['key'] == 'yellow-cross' and data['chunks'][0]['algorithm'] == 'yellow-cross'


def test_hint_solved_and_bad_input():
    out = cli('hint', Cube(3).to_facelets())
    assert out.returncode == 0 and out.stdout.strip() == 'solved: nothing to do'
    bad = cli('hint', 'UUUU')
    assert bad.returncode == 1 and bad.stderr.startswith('error: ') and 'Traceback' not in bad.stderr
    bad = cli('hint', '--size', '99', SCRAMBLED)
    assert bad.returncode == 1 and 'Traceback' not in bad.stderr


def _limit_memory():
    import resource
    resource.setrlimit(resource.RLIMIT_AS, (2 * 1024 ** 3, 2 * 1024 ** 3))


SCRAMBLE_20 = ("Rw2 5Uw 9Fw' 3Lw2 D 7Bw 2R' 8Dw2 Fw 4Uw' 10Rw 6Bw2 L' 3Fw 9Dw' 5Lw2 "
               "Uw 7Rw' 2B2 8Fw 4Dw 6Uw2 R 10Bw' 3Rw2 Dw' 9Lw 5Fw2 U' 7Dw")


@pytest.mark.parametrize('args', [
    ('solve', '--method', 'beginner', '--size', '20', '--timeout', '1', '--alg', SCRAMBLE_20),
    ('solve', '--method', 'beginner', '--size', '20', '--alg', SCRAMBLE_20),
])
def test_beginner_refuses_a_cube_past_its_largest_size(args):
    """A 20x20 is refused at once, in a small memory limit, with the limit in
    the message (not minutes, gigabytes and a numpy MemoryError)."""
    out = subprocess.run([sys.executable, 'main.py', *args], cwd=ROOT, capture_output=True, text=True,
                         timeout=30, preexec_fn=_limit_memory)
    assert out.returncode == 1 and 'Traceback' not in out.stderr, out.stderr
    assert out.stderr.startswith("error: the beginner's method teaches cubes up to 9x9, not 20x20")


def test_hint_refuses_a_cube_past_its_largest_size():
    cube = Cube(20).apply(Alg.parse(SCRAMBLE_20, 20)).to_facelets()
    out = subprocess.run([sys.executable, 'main.py', 'hint', cube], cwd=ROOT, capture_output=True,
                         text=True, timeout=30, preexec_fn=_limit_memory)
    assert out.returncode == 1 and 'Traceback' not in out.stderr, out.stderr
    assert 'up to 9x9, not 20x20' in out.stderr


def test_solve_beginner_honours_timeout():
    """--timeout bounds the beginner's method too: it has no shorter way to
    finish, so it stops with an error (exit 1) instead of a half lesson."""
    scramble = "Rw2 3Uw Fw' 3Lw2 D Bw 2R' 3Dw2 Fw Uw' 3Rw Bw2 L' 3Fw Dw' 3Lw2 Uw 2B2"
    out = cli('solve', '--method', 'beginner', '--size', '7', '--timeout', '0.2', '--alg', scramble)
    assert out.returncode == 1 and 'Traceback' not in out.stderr, out.stderr
    assert out.stderr.strip() == ("error: the beginner's method ran out of time: "
                                  "not done within --timeout 0.2 s")
    assert out.stdout == ''
