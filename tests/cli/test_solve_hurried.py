"""`main.py solve` says when its deadline hurried the solve: `"hurried"` (and which
stages) in --json, a plain `note:` line on stderr otherwise; an unhurried solve
has `"hurried": false` and no note. Without --timeout a big cube gets its size's
default deadline (solver.route_time), not the small cubes' 10 s."""
import json

from cli.solve import _options
from cli.solve_notes import hurried_note
from scramble import scramble
from solver.route_time import default_timeout

from main_runs import cli

KEYS = {'moves', 'length', 'htm', 'phase1', 'phase2', 'seconds', 'stages'}


def test_an_unhurried_solve_says_hurried_false_and_keeps_every_key():
    for n, deadline in ((3, []), (4, ['--timeout', '120'])):      # (the 4x4 has time to spare)
        out = cli('solve', '--size', str(n), '--json', *deadline, '--alg',
                  scramble(n, 'random-moves', seed=3).text, timeout=180)
        assert out.returncode == 0, out.stderr
        answer = json.loads(out.stdout)
        assert KEYS <= set(answer)
        assert answer['hurried'] is False and answer['hurried_stages'] == []
        assert 'hurried' not in out.stderr


def test_a_hurried_solve_says_so_in_json_and_in_one_line():
    alg = scramble(20, 'random-moves', seed=2).text
    for as_json in (True, False):
        out = cli('solve', '--size', '20', '--timeout', '8', '--alg', alg, *(['--json'] if as_json else []),
                  timeout=180)
        assert 'Traceback' not in out.stderr, out.stderr
        if out.returncode == 1:                  # a machine too busy for even the fastest way: the limit held
            assert out.stderr.startswith('error: no solution within 8 s'), out.stderr
            continue
        notes = [line for line in out.stderr.splitlines() if line.startswith('note: hurried: ')]
        assert len(notes) == 1 and 'the centres' in notes[0] and 'longer --timeout' in notes[0], out.stderr
        if as_json:
            answer = json.loads(out.stdout)
            assert answer['hurried'] is True and 'centres' in answer['hurried_stages']
            assert KEYS <= set(answer)


def test_the_note_names_the_stages_in_plain_words():
    assert hurried_note(()) is None
    assert hurried_note(('centres',)).startswith("hurried: the deadline cut the centres short")
    assert "the centres, the edge pairing and the 3x3 stage's search short" in \
        hurried_note(('centres', 'edges', '3x3'))


def test_without_timeout_a_big_cube_gets_its_sizes_default_deadline():
    settings = {'timeout': None, 'max_length': 20, 'fast': False}
    assert _options(settings, 4) == {'timeout': 10.0, 'strict': False}
    assert _options(settings, 50) == {'timeout': default_timeout(50), 'strict': False}
    assert default_timeout(50) >= 60
    assert _options(settings | {'timeout': 7.0}, 50) == {'timeout': 7.0, 'strict': True}   # the user's rules
