"""The command line under hostile input: closed or cut-off streams,
absurd sizes and option values, odd bytes. Each case ends in an `error:` line
and exit 1 (or a quiet exit 0 where the reader has all it wants), never a
traceback, within a small memory limit."""
import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from model import Cube
from model.limits import MAX_SIZE

ROOT = Path(__file__).resolve().parents[2]
SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB'
SUPERFLIP = 'UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB'
#: Address-space limit for the child: a runaway allocation fails instead of
#: taking the machine (numpy and its thread pools fit well within it).
MEMORY_LIMIT = 2 * 1024 ** 3


def _limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def cli(*args, stdin=None, timeout=120, preexec=_limit_memory, text=True):
    return subprocess.run([sys.executable, 'main.py', *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=text, timeout=timeout, preexec_fn=preexec)


def quiet_failure(out, *needles):
    stderr = out.stderr if isinstance(out.stderr, str) else out.stderr.decode('utf-8', 'replace')
    assert 'Traceback' not in stderr, stderr
    assert out.returncode == 1, (out.returncode, stderr)
    assert stderr.startswith('error: ')
    for needle in needles:
        assert needle in stderr, stderr


@pytest.mark.parametrize('args, stdin', [
    (('apply', '--size', '1000', 'R'), None),
    (('apply', '--size', '1000000000', 'R'), None),
    (('solve', '--size', '1000', '--alg', 'R'), None),
    (('check', '-'), 'U' * 6 * 1000 * 1000 + '\n'),
    (('solve', '-'), 'U' * 6 * 400 * 400 + '\n'),
    (('scramble', '--size', '1000'), None),
])
def test_sizes_over_the_limit_are_refused_at_every_entry(args, stdin):
    """Row 1: one size limit (model.limits, 2..50) for every entry point,
    checked before anything of that size is allocated (2 GB address space)."""
    out = cli(*args, stdin=stdin, timeout=60)
    quiet_failure(out, 'between 2 and 50')


def test_apply_at_the_largest_size_stays_small():
    """Row 1: `apply --size MAX_SIZE R` peaks well under 200 MB (the geometry grows as n^2)."""
    # VmHWM, not ru_maxrss: a forked child's ru_maxrss starts at pytest's own size
    probe = ("import re, sys; from cli import main; rc = main(['apply', '--size', '%d', 'R']); "
             "status = open('/proc/self/status').read(); "
             "print(re.search(r'VmHWM:\\s+(\\d+)', status)[1], file=sys.stderr); sys.exit(rc)") % MAX_SIZE
    out = subprocess.run([sys.executable, '-c', probe], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0
    assert out.stdout.strip() == Cube(MAX_SIZE).apply('R').to_facelets()
    peak_kb = int(out.stderr.split()[-1])
    assert peak_kb < 200 * 1024, f"{peak_kb / 1024:.0f} MB"


def test_deep_nesting_is_an_error_and_the_batch_goes_on():
    """Row 2: a 1000-deep group is one `error: line N: ... nesting deeper than` and the next lines still run."""
    deep = '(' * 1000 + 'R' + ')' * 1000
    out = cli('apply', '-', stdin=f"R\n{deep}\nU\n")
    quiet_failure(out, 'line 2: ', 'nesting deeper than')
    assert out.stdout.splitlines() == [Cube(3).apply('R').to_facelets(), '',
                                       Cube(3).apply('U').to_facelets()]


@pytest.mark.parametrize('alg, column', [('R' + '9' * 4301, 1), ('(R)' + '9' * 4301, 4), ('9' * 4301 + 'R', 1)])
def test_huge_digit_strings_name_token_and_column(alg, column):
    """Row 3: int() of 4301 digits is refused by Python; the user sees the token and its column."""
    out = cli('apply', alg)
    start = alg[column - 1:column + 4]
    quiet_failure(out, f'column {column}: ', repr(start)[:-1], 'digits')


@pytest.mark.parametrize('value', ['nan', 'inf', '-inf', '0', '-1'])
def test_timeout_must_be_finite_and_positive(value):
    """Row 4: --timeout nan / inf were accepted and the solve never ended."""
    out = cli('solve', f'--timeout={value}', '--max-length', '5', SUPERFLIP, timeout=30)
    quiet_failure(out, '--timeout')


@pytest.mark.tables
def test_a_reader_that_stops_ends_the_scramble_quietly():
    """Row 6: `scramble --count 100000 | head -1` exits 0 with nothing on stderr."""
    out = subprocess.run(f"'{sys.executable}' main.py scramble --size 3 --count 100000 | head -1; "
                         "exit ${PIPESTATUS[0]}", shell=True, executable='/bin/bash', cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stderr == ''
    assert len(out.stdout.splitlines()) == 1


@pytest.mark.tables
def test_a_seed_that_is_not_utf8_still_seeds():
    """Row 11: `--seed $'\\xff'` works, and the same bytes give the same scramble."""
    first = cli('scramble', '--size', '3', '--seed', os.fsdecode(b'\xff'))
    second = cli('scramble', '--size', '3', '--seed', os.fsdecode(b'\xff'))
    assert first.returncode == 0 and 'Traceback' not in first.stderr, first.stderr
    assert first.stdout == second.stdout and first.stdout.strip()
    text_seed = cli('scramble', '--size', '3', '--seed', 'caf\u00e9')
    assert text_seed.returncode == 0 and text_seed.stdout != first.stdout


def test_a_byte_order_mark_on_stdin_is_ignored():
    """Row 14: stdin saved with a UTF-8 BOM reads as without it (apply, check)."""
    out = cli('apply', '-', stdin=b'\xef\xbb\xbfR\nU\n', text=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.decode().splitlines() == [Cube(3).apply('R').to_facelets(),
                                                Cube(3).apply('U').to_facelets()]
    out = cli('check', '-', stdin=b'\xef\xbb\xbf' + SOLVED.encode() + b'\n', text=False)
    assert out.returncode == 0 and out.stdout == b'valid\n', out.stderr


def test_bytes_that_are_not_utf8_on_stdin_are_a_bad_line():
    """Row 14 (neighbour): undecodable stdin bytes are one bad line, not a decoding crash."""
    out = cli('apply', '-', stdin=b'R\n\xff\xfeR\nU\n', text=False)
    quiet_failure(out, 'line 2: ')
    assert len(out.stdout.splitlines()) == 3


def _close(fd):
    def close():
        _limit_memory()
        os.close(fd)
    return close


@pytest.mark.parametrize('args, fd, needle', [
    (('apply', '-'), 0, 'standard input is closed'),
    (('check', '-'), 0, 'standard input is closed'),
    (('solve', '-'), 0, 'standard input is closed'),
    (('apply', 'R'), 1, 'standard output is closed'),
    (('scramble', '--size', '3'), 1, 'standard output is closed'),
])
def test_closed_standard_streams_are_an_error_line(args, fd, needle):
    """Row 15: `apply - <&-` and `apply R >&-` were TypeError / AttributeError tracebacks."""
    quiet_failure(cli(*args, preexec=_close(fd)), needle)


def test_check_batch_keeps_stdout_aligned_and_reasons_on_stderr():
    """Row 16: a bad line prints an empty line on stdout and `error: line N: ...` on stderr."""
    twisted = SOLVED[:8] + 'R' + 'F' + SOLVED[10:20] + 'U' + SOLVED[21:]
    out = cli('check', '-', stdin=f"{SOLVED}\n{twisted}\nXYZ\n{SOLVED}\n")
    assert out.returncode == 1
    assert out.stdout.splitlines() == ['valid', '', '', 'valid']
    errors = out.stderr.splitlines()
    assert errors[0].startswith('error: line 2: ') and 'twist' in errors[0]
    assert errors[1].startswith('error: line 3: ')


def test_solve_batch_tells_solved_apart_from_a_bad_line():
    """Row 16: in `solve --json -`, a solved cube is moves "" and a bad line an error record."""
    out = cli('solve', '--json', '-', stdin=f"{SOLVED}\n{SOLVED[:-1]}\n")
    assert out.returncode == 1
    solved, bad = (json.loads(line) for line in out.stdout.splitlines())
    assert solved['moves'] == '' and 'error' not in solved
    assert bad['line'] == 2 and 'wrong length' in bad['error'] and 'moves' not in bad
    assert 'error: line 2: wrong length' in out.stderr


@pytest.mark.tables
def test_a_max_length_not_reached_is_noted():
    """Row 17: superflip needs 20 moves; --max-length 5 prints the best found, exit 0,
    with a note on stderr and within_max_length false in --json."""
    out = cli('solve', '--max-length', '5', '--timeout', '0.5', SUPERFLIP)
    assert out.returncode == 0 and out.stderr.startswith('note: ') and 'at most 5 moves' in out.stderr
    assert Cube.from_facelets(SUPERFLIP).apply(out.stdout).is_solved()
    out = cli('solve', '--json', '--max-length', '5', '--timeout', '0.5', SUPERFLIP)
    record = json.loads(out.stdout)
    assert out.returncode == 0 and record['within_max_length'] is False and record['length'] > 5
    out = cli('solve', '--json', '--alg', "R U")
    assert json.loads(out.stdout)['within_max_length'] is True and out.stderr == ''
