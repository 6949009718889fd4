"""Fuzzing every subcommand with hostile input: a few hundred generated
command lines and stdin texts each, run in-process through `cli.main` (as
`main.py` runs it) with the standard streams replaced.

For every input: the exit code is 0, 1 or 2; nothing escapes `main` but the
SystemExit of a usage error (an escaping exception is a traceback for the user);
stderr never mentions a Traceback; each run ends within RUN_SECONDS; and the
process's peak memory stays within MEMORY_MB of where it started.
Examples are derandomized under CI (the CI variable set), so a red run replays.
"""
import io
import os
import resource
import sys
import time
import traceback

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import cli
from model import Cube

pytestmark = pytest.mark.slow

RUN_SECONDS = 10.0
MEMORY_MB = 400

FUZZ = settings(max_examples=300, deadline=None, derandomize=bool(os.environ.get('CI')),
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
                database=None)

# -- running one command line ------------------------------------------------------


def run_main(argv: list[str], stdin: bytes | None = None) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of `main.py ARGV` with `stdin` on standard input."""
    streams = sys.stdin, sys.stdout, sys.stderr
    out, err = io.BytesIO(), io.BytesIO()
    replaced = (io.TextIOWrapper(io.BytesIO(stdin or b''), encoding='utf-8'),
                io.TextIOWrapper(out, encoding='utf-8', write_through=True),
                io.TextIOWrapper(err, encoding='utf-8', errors='backslashreplace', write_through=True))
    sys.stdin, sys.stdout, sys.stderr = replaced
    start = time.perf_counter()
    try:
        code = cli.main(argv)
    except SystemExit as exc:               # argparse: usage errors and --help
        code = exc.code if isinstance(exc.code, int) else 1
    except BaseException:                   # what the user would see as a traceback
        pytest.fail(f"main.py {argv!r} (stdin {stdin!r:.200}) raised:\n{traceback.format_exc()}")
    finally:
        sys.stdin, sys.stdout, sys.stderr = streams
    seconds = time.perf_counter() - start
    stdout, stderr = out.getvalue().decode('utf-8', 'replace'), err.getvalue().decode('utf-8', 'replace')
    for stream in replaced:
        stream.detach()                     # closing a wrapper would close its buffer
    assert code in (0, 1, 2), (argv, code, stderr)
    assert 'Traceback' not in stderr, (argv, stderr)
    assert seconds < RUN_SECONDS, (argv, seconds)
    command = argv[0] if argv and argv[0] in ('apply', 'check', 'solve', 'scramble', 'tables') else 'top level'
    event(f"{command} exit {code}")             # shown by --hypothesis-show-statistics
    return code, stdout, stderr


@pytest.fixture(scope='module', autouse=True)
def memory_stays_bounded():
    """Peak RSS over the whole module grows by less than MEMORY_MB."""
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    yield
    grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert grown < MEMORY_MB, f"peak memory grew by {grown:.0f} MB"


# -- hostile pieces ------------------------------------------------------------------

ODD = ['\ufeff', '\u00df', '\ufb00', '\u0663', '\uff13', '\u0968', '\u00b2', '\u2019', '\u00a0',
       '\x00', '\udcff', '\r', '\t', '\n', 'é', '😀', '\u202e']
NUMBERS = ['-1', '0', '1', '2', '3', '4', '5', '7', '101', '1000', '1000000000', '9' * 5000,
           'abc', '', '3.0', '1e3', 'nan', 'inf', '-inf', '\u0663', '+3', ' 3', '0x10', '1_0']
MOVE_WORDS = ["R", "U'", "F2", "D2'", "L3", "B'2", "Rw", "3Rw2'", "2-3Lw", "2-4R", "4R", "r", "u'",
              "M", "E2", "S'", "m", "x", "y2", "z'", "0R", "R0", "Q", "Rw'w", "-R", "2-", "R''",
              "(", ")", "[", "]", ",", ":", "'", "2", "3'", "//", " ", "  ", "9" * 30]
#: --jobs 1 but now and then: a worker pool per example would be all start-up.
JOBS = ['--jobs=1'] * 12 + ['--jobs=0', '--jobs=-1', '--jobs=100000', '--jobs=x', '--jobs=2']
REPEATS = ['', '2', "'", "2'", "'3", '0', '10', '1000001', '9' * 40, "'0"]


def nested(depth: int, inner: str, repeat: str) -> str:
    """Groups `depth` deep, the outermost repeated (repeats at every level would
    only find that a million moves, the most allowed, take seconds to apply)."""
    return '(' * depth + inner + ')' * depth + (repeat if depth else '')


def commutators(depth: int) -> str:
    return '[R, ' * depth + 'U' + ']' * depth


alg_texts = st.one_of(
    st.lists(st.sampled_from(MOVE_WORDS + ODD), max_size=30).map(' '.join),
    st.lists(st.sampled_from(MOVE_WORDS + ODD), max_size=30).map(''.join),
    st.builds(nested, st.integers(0, 3000), st.sampled_from(MOVE_WORDS), st.sampled_from(REPEATS)),
    st.sampled_from([0, 1, 5, 12, 20, 40, 2000]).map(commutators),     # 20 deep: over a million
    st.text(max_size=60),
    st.builds(lambda a, b: a + b, st.sampled_from(MOVE_WORDS), st.sampled_from(['9' * 4301, '\u0663' * 10])),
)
sizes = st.one_of(st.sampled_from(NUMBERS), st.integers(-3, 9).map(str))


@st.composite
def facelet_texts(draw):
    """Real states with small damage, and text that only looks like facelets."""
    n = draw(st.sampled_from([2, 3, 3, 4, 5]))
    moves = draw(st.lists(st.sampled_from(['R', 'U', 'F', 'D', 'L', 'B', "R'", 'U2', 'Rw', 'x']),
                          max_size=12))
    if n == 2:
        moves = [m for m in moves if m != 'Rw'] or ['R']
    text = Cube(n).apply(' '.join(moves)).to_facelets(colors=draw(st.booleans()))
    chars = list(text)
    for _ in range(draw(st.integers(0, 3))):
        i = draw(st.integers(0, len(chars) - 1))
        chars[i] = draw(st.sampled_from(list('URFDLBWGYOurfdlb') + ODD + ['', 'UU']))
    return draw(st.one_of(
        st.just(''.join(chars)),
        st.just('\ufeff' + ''.join(chars)),
        st.text(alphabet=st.sampled_from(list('URFDLBWGYO ') + ODD), max_size=160),
        st.sampled_from(['U' * 6 * 400 * 400, 'U' * 54 + '\u0301', ' '.join(chars), '']),
    ))


def line_count(stdin: bytes) -> int:
    """Lines as the command reads them (universal newlines)."""
    return len(io.TextIOWrapper(io.BytesIO(stdin), encoding='utf-8', errors='replace').readlines())


def stdin_of(lines: list[str]) -> bytes:
    return '\n'.join(lines).encode('utf-8', 'surrogatepass') + b'\n'


raw_stdin = st.one_of(
    st.binary(max_size=200),
    st.builds(lambda head, body: head + body, st.sampled_from([b'\xef\xbb\xbf', b'', b'\xff\xfe']),
              st.binary(max_size=100)),
)


# -- the subcommands -----------------------------------------------------------------

@FUZZ
@given(alg=alg_texts, size=st.none() | sizes, colors=st.booleans())
def test_fuzz_apply(alg, size, colors):
    argv = ['apply', alg] + (['--size', size] if size is not None else []) + (['--colors'] if colors else [])
    code, stdout, stderr = run_main(argv)
    if code == 0 and alg != '-':
        assert stdout.count('\n') == 1 and stderr == ''


@FUZZ
@given(lines=st.lists(alg_texts, min_size=1, max_size=6), raw=st.none() | raw_stdin)
def test_fuzz_apply_batch(lines, raw):
    stdin = raw if raw is not None else stdin_of(lines)
    code, stdout, stderr = run_main(['apply', '-'], stdin)
    assert stdout.count('\n') == line_count(stdin)        # one output line per input line


@FUZZ
@given(text=facelet_texts(), size=st.none() | sizes)
def test_fuzz_check(text, size):
    argv = ['check', text] + (['--size', size] if size is not None else [])
    code, stdout, stderr = run_main(argv)
    assert (code == 0) == (stdout == 'valid\n')
    if code == 1:
        assert stderr.startswith('error: ')


@FUZZ
@given(texts=st.lists(facelet_texts(), min_size=1, max_size=4), raw=st.none() | raw_stdin)
def test_fuzz_check_batch(texts, raw):
    stdin = raw if raw is not None else stdin_of(texts)
    code, stdout, stderr = run_main(['check', '-'], stdin)
    assert stdout.count('\n') == line_count(stdin)
    assert set(stdout.split('\n')) <= {'valid', ''}


@settings(FUZZ, max_examples=250)
@given(data=st.data())
def test_fuzz_solve(data):
    form = data.draw(st.sampled_from(['facelets', 'alg', 'stdin']))
    argv = ['solve']
    stdin = None
    if form == 'facelets':
        argv.append(data.draw(facelet_texts().filter(lambda t: len(t) < 90)))   # 2x2, 3x3: quick
    elif form == 'alg':
        argv += ['--alg', data.draw(alg_texts)]
        argv += ['--size', data.draw(st.sampled_from(['2', '3', '1', '0', '101', 'x', '-2']))]
    else:
        argv += ['-', data.draw(st.sampled_from(JOBS))]
        stdin = data.draw(raw_stdin)
    options = data.draw(st.lists(st.sampled_from([
        ['--timeout', '0.05'], ['--timeout=nan'], ['--timeout=inf'], ['--timeout=-1'], ['--timeout', 'x'],
        ['--timeout', '1e-300'], ['--max-length', '1'], ['--max-length=-5'], ['--max-length', '30'],
        ['--max-length', '9' * 5000], ['--json'], ['--fast'], ['--size', '3']]), max_size=4))
    argv += [word for option in options for word in option]
    if not any(word.startswith('--timeout') for word in argv):
        argv += ['--timeout', '0.1']
    run_main(argv, stdin)


@settings(FUZZ, max_examples=250)
@given(size=sizes, mode=st.none() | st.sampled_from(['random-state', 'random-moves', 'simple',
                                                      'dynamic-judgement', 'x', '', '\udcff']),
       count=st.none() | st.sampled_from(['1', '2', '0', '-1', '100001', 'x', '9' * 5000]),
       seed=st.none() | st.text(max_size=20) | st.sampled_from(['\udcff', '9' * 5000, '-0', '']),
       length=st.none() | st.sampled_from(['1', '5', '0', '-1', '10001', '99999999999', 'x']),
       as_json=st.booleans(), jobs=st.sampled_from(JOBS))
def test_fuzz_scramble(size, mode, count, seed, length, as_json, jobs):
    if size in ('4', '5', '7', '9', '8', '6'):
        size = '4'                            # big cubes are slow to score, not hostile
        if mode == 'random-state':
            mode = 'random-moves'             # solving a random 4x4 takes seconds: work, not hostility
    argv = ['scramble', '--size', size, jobs]
    for flag, value in (('--mode', mode), ('--count', count), ('--seed', seed), ('--length', length)):
        if value is not None:
            argv += [f'{flag}={value}']
    if as_json:
        argv.append('--json')
    code, stdout, stderr = run_main(argv)
    if code == 0:
        assert stdout and stderr == ''


@settings(FUZZ, max_examples=100)
@given(words=st.lists(st.sampled_from(['--where', '--build=1', '--size', 'x', '-', '--', '\udcff',
                                        '--help', '--wher', '']), max_size=3))
def test_fuzz_tables_and_top_level(words):
    if '--build=1' in words:
        words = [w for w in words if w != '--build=1']
    run_main(['tables'] + words)
    run_main(words + ['no-such-command'])     # top level: usage errors, never the window
