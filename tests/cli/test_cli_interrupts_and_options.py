"""The command line under hostile handling: Ctrl-C at any moment, help text
that cannot be written, whole numbers in other digits, a relative cache folder."""
import os
import signal
import subprocess
import sys
import time

import pytest
from main_runs import MAIN, ROOT, cli, quiet_failure, users_environment

from cli import build_parser

SOLVED_3X3 = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB'


# -- Ctrl-C ------------------------------------------------------------------------

def _interrupt(args, after: float, wait_for_output: bool = False):
    """Run main.py in a process group of its own and send it SIGINT (as Ctrl-C
    does, to the whole group) `after` seconds later."""
    child = subprocess.Popen([sys.executable, MAIN, *args], cwd=ROOT, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        if wait_for_output:
            child.stdout.readline()
        time.sleep(after)
        os.killpg(child.pid, signal.SIGINT)
        _out, err = child.communicate(timeout=30)
    finally:
        if child.poll() is None:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()
    return child.returncode, err


@pytest.mark.parametrize('after', [0.2, 0.35, 0.5])
def test_ctrl_c_while_starting_exits_130_quietly(after):
    """Ctrl-C while main.py loads its modules (Python's own start, before
    main.py runs, is out of its reach and takes a few hundredths of a second)."""
    code, err = _interrupt(['scramble', '--size', '5', '--count', '100000', '--jobs', '1'], after)
    assert code == 130, (code, err)
    assert 'Traceback' not in err and 'KeyboardInterrupt' not in err, err


def test_ctrl_c_with_worker_processes_exits_130_quietly():
    code, err = _interrupt(['scramble', '--size', '5', '--count', '100000', '--jobs', '2'], 0.5,
                           wait_for_output=True)
    assert code == 130, (code, err)
    assert 'Traceback' not in err and 'KeyboardInterrupt' not in err, err


# -- help that cannot be written ---------------------------------------------------

@pytest.mark.parametrize('args', [['--help'], ['solve', '--help'], ['-h']])
@pytest.mark.parametrize('buffered', [False, True])
def test_help_to_a_full_device_is_an_error(args, buffered):
    with open('/dev/full', 'w') as full:
        out = subprocess.run([sys.executable, MAIN, *args], cwd=ROOT, stdout=full, stderr=subprocess.PIPE,
                             text=True, timeout=30, env=users_environment() if buffered else None)
    quiet_failure(out, 'help')


# -- whole numbers ----------------------------------------------------------------

NOT_ASCII_WHOLE = ['\u0663', '1_0', '\uff13', ' 3', '+3', '1' * 19]


@pytest.mark.parametrize('value', ['\u0663', '1_0'])
def test_a_size_in_other_digits_is_refused(value):
    """`--size ٣` and `--size 1_0` are not read as 3 and 10."""
    out = cli('apply', '--size', value, 'R')
    quiet_failure(out, 'ASCII digits', code=2)


@pytest.mark.parametrize('value', NOT_ASCII_WHOLE)
@pytest.mark.parametrize('args', [
    ['--size', '{}'],
    ['apply', '--size', '{}', 'R'],
    ['check', '--size', '{}', SOLVED_3X3],
    ['hint', '--size', '{}', SOLVED_3X3],
    ['solve', '--size', '{}', SOLVED_3X3],
    ['solve', '--max-length', '{}', SOLVED_3X3],
    ['solve', '--jobs', '{}', '-'],
    ['scramble', '--size', '{}'],
    ['scramble', '--size', '4', '--count', '{}'],
    ['scramble', '--size', '4', '--length', '{}'],
    ['scramble', '--size', '4', '--jobs', '{}'],
    ['history', 'list', '--size', '{}'],
    ['history', 'export', '--format', 'csv', '-', '--size', '{}'],
    ['stats', '--size', '{}'],
])
def test_every_whole_number_option_takes_ascii_digits_only(args, value, capsys):
    """Every int option of the command line, parsed as main.py parses it."""
    with pytest.raises(SystemExit) as info:
        build_parser().parse_args([a.format(value) for a in args])
    assert info.value.code == 2
    assert 'ASCII digits' in capsys.readouterr().err


def test_every_int_option_is_a_whole_number_option():
    """No option of the command line is read by int() itself."""
    def actions(parser):
        for action in parser._actions:
            yield action
            for sub in (getattr(action, 'choices', None) or {}).values() if isinstance(
                    getattr(action, 'choices', None), dict) else ():
                yield from actions(sub)
    assert not [a.dest for a in actions(build_parser()) if a.type is int]


def test_a_relative_cache_dir_is_resolved_and_shown(tmp_path):
    out = cli('tables', '--where', cwd=tmp_path, env={'CUBELAB_CACHE_DIR': 'rel/cache'})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == str(tmp_path / 'rel' / 'cache')
    assert 'rel/cache' in out.stderr
