"""`main.py solve --method cfop` as other tools call it: moves that solve, the beginner's JSON
schema with CFOP's step names for both last layers, and a clear error for a cube that is not one."""
import json

import pytest

from model import Alg, Cube

from main_runs import cli, quiet_failure

SCRAMBLED = Cube(3).apply(Alg.parse("R U F' D2 L B2 U' R2 F D' B L2")).to_facelets()
NAMES = {'2look': ['cross', 'f2l 1', 'f2l 2', 'f2l 3', 'f2l 4', 'eo', 'co', 'cp', 'ep', 'auf'],
         'full': ['cross', 'f2l 1', 'f2l 2', 'f2l 3', 'f2l 4', 'oll', 'pll', 'auf']}


def test_solve_cfop_prints_moves_that_solve():
    out = cli('solve', '--method', 'cfop', SCRAMBLED, timeout=120)
    assert out.returncode == 0, out.stderr
    assert Cube.from_facelets(SCRAMBLED).apply(Alg.parse(out.stdout.strip())).is_solved()


@pytest.mark.parametrize('mode', [None, '2look', 'full'])
def test_solve_cfop_json_has_the_beginners_schema(mode):
    extra = [] if mode is None else ['--last-layer', mode]
    out = cli('solve', '--method', 'cfop', '--json', *extra, SCRAMBLED, timeout=120)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert [s['name'] for s in data['steps']] == NAMES[mode or '2look']
    cube = Cube.from_facelets(SCRAMBLED)
    assert cube.copy().apply(Alg.parse(data['moves'])).is_solved()
    for step in data['steps']:
        assert {'name', 'moves', 'chunks'} <= set(step)
        joined = ' '.join(c['moves'] for c in step['chunks'])
        assert Cube(3).apply(Alg.parse(joined)) == Cube(3).apply(Alg.parse(step['moves']))
        for chunk in step['chunks']:
            assert {'moves', 'algorithm', 'explanation', 'pieces', 'targets'} <= set(chunk)
            assert chunk['pieces'] and all(0 <= f < 54 for f in chunk['pieces'] + chunk['targets'])
    assert 'the shortest cross takes' in data['steps'][0]['chunks'][0]['explanation']


def test_solve_cfop_refuses_an_invalid_cube_clearly():
    quiet_failure(cli('solve', '--method', 'cfop', 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBR'),
                  'colour')
    quiet_failure(cli('solve', '--method', 'cfop', '--alg', 'R U', '--size', '4'), 'CFOP solves a 3x3')
