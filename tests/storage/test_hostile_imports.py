"""Hostile history imports, generated: valid csTimer, CubeLab JSON and CSV
exports mutated (huge, infinite and NaN numbers, deep nesting, control
characters, formula prefixes, missing keys, wrong types, long strings, cut or
spliced bytes) and imported into a history that already holds solves.

For every file: `import_file` returns a report or raises CubeLabError (through
`main.py history import`: exit 0 or 1, no Traceback); it ends within
RUN_SECONDS; no solve kept before is lost; and what the history then holds
exports (CSV and JSON) and imports back as nothing new and nothing bad.
Examples are derandomized under CI (the CI variable set), so a red run replays.
"""
import io
import json
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cli
from model import CubeLabError
from storage import History
from storage.transfer import CSV_COLUMNS, import_file, to_csv, to_json
from timing import DNF, PLUS2, Solve

RUN_SECONDS = 10.0

HOSTILE = settings(max_examples=int(os.environ.get('HOSTILE_EXAMPLES', 60)), deadline=None, derandomize=bool(os.environ.get('CI')),
                   suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
                   database=None)

#: Solves the history holds before each import; none may be lost.
KEPT = [
    ('Session 1', Solve(1_600_000_000_000, 3, "R U R' U'", 12345, '', 'random-state',
                        (('R', 0), ('U', 300)), 5000, 'kept')),
    ('OH', Solve(1_600_000_100_000, 3, 'F2 D', 20000, DNF, 'random-moves')),
    ('Session 1', Solve(1_600_000_200_000, 2, 'R U2', 4000, PLUS2, 'random-state')),
]

#: Stands for text that json.dumps cannot write: nesting far deeper than any parser takes.
DEEP = '"__DEEP__"'
DEEP_TEXT = '[' * 50_000 + ']' * 50_000

values = st.one_of(
    st.sampled_from([1e308, -1e308, 1e30, 2 ** 63, -2 ** 63 - 1, 10 ** 30, float('inf'), float('-inf'),
                     float('nan'), -1, 0, 1.5, True, None, [], {}, '', '   ', 'x' * 300, 'y' * 200_000,
                     '=SUM(1)', "'=x", '+1', '-2', '@A1', '\tx', '\rx', 'R\x00U\x1b[2J', '\x1b]0;pwn\x07',
                     '\u202e', '\ud800', '1e308', 'Infinity', '٣', '1_0', '99999999999999999999999',
                     [[0, 1]], [['R', 1e308]], [['R', 'x']], [['Q', 0]], {'a': 1}, DEEP]),
    st.integers(), st.floats(), st.text(max_size=30),
    st.lists(st.integers(), max_size=3),
)


def ours_document() -> dict:
    return json.loads(to_json([solve for _, solve in KEPT] + [Solve(1_700_000_000_000 + i, 3, 'R U', 1000 + i)
                                                               for i in range(5)]))


def cstimer_document() -> dict:
    return {'session1': [[[0, 10000 + i], "R U", "", 1_700_000_000 + i] for i in range(5)],
            'session2': json.dumps([[[2000, 3000], "R U'", "c", 1_700_000_100]]),
            'properties': {'sessionData': json.dumps({'1': {'name': 'Home', 'opt': {'scrType': '333'}},
                                                      '2': {'name': 'Two', 'opt': {'scrType': '222so'}}})}}


def csv_text() -> str:
    return to_csv([solve.with_changes(session=name) for name, solve in KEPT]
                  + [Solve(1_700_000_000_000 + i, 3, 'R U', 1000 + i, session='New') for i in range(5)])


def places(document):
    """Every (container, key) in a JSON document, JSON texts inside it included."""
    stack = [document]
    while stack:
        node = stack.pop()
        keys = node.keys() if isinstance(node, dict) else range(len(node)) if isinstance(node, list) else ()
        for key in list(keys):
            yield node, key
            stack.append(node[key])


def mutated_json(document: dict, draw) -> str:
    """`document` with a few of its places replaced, deleted or given a new key."""
    for _ in range(draw(st.integers(1, 3))):
        spots = list(places(document))
        node, key = draw(st.sampled_from(spots))
        action = draw(st.sampled_from(['replace', 'replace', 'delete', 'add']))
        if action == 'replace':
            node[key] = draw(values)
        elif action == 'delete':
            del node[key]
        elif isinstance(node, dict):
            node[draw(st.sampled_from(['when_ms', 'moves', 'name', 'session9', 'surprise', '']))] = draw(values)
        else:
            node.append(draw(values))
    try:
        text = json.dumps(document, ensure_ascii=draw(st.booleans()))
    except RecursionError:
        text = '{}'
    return text.replace(DEEP, DEEP_TEXT)


def mutated_csv(text: str, draw) -> str:
    """The CSV `text` with a few cells replaced (formulas, numbers, control characters, deep JSON)."""
    rows = [line for line in text.split('\n') if line]
    for _ in range(draw(st.integers(1, 3))):
        number = draw(st.integers(1, len(rows) - 1))
        cells = rows[number].split(',')
        column = draw(st.integers(0, len(CSV_COLUMNS) - 1))
        value = draw(values)
        cell = DEEP_TEXT if value == DEEP else str(value)
        if any(c in cell for c in ',"\r\n'):
            cell = '"' + cell.replace('"', '""') + '"'
        if column < len(cells):
            cells[column] = cell
        if draw(st.booleans()) and len(cells) > 1:
            cells.pop()
        rows[number] = ','.join(cells)
    return '\n'.join(rows) + '\n'


@st.composite
def hostile_files(draw) -> bytes:
    kind = draw(st.sampled_from(['ours', 'cstimer', 'csv']))
    if kind == 'csv':
        data = mutated_csv(csv_text(), draw).encode('utf-8', 'surrogatepass')
    else:
        document = ours_document() if kind == 'ours' else cstimer_document()
        data = mutated_json(document, draw).encode('utf-8', 'surrogatepass')
    cut = draw(st.sampled_from(['none', 'none', 'none', 'truncate', 'splice', 'long line']))
    if cut == 'long line':
        data = b'x' * 200_000 + data
    elif cut == 'truncate':
        data = data[:draw(st.integers(0, len(data)))]
    elif cut == 'splice':
        at = draw(st.integers(0, len(data)))
        data = data[:at] + draw(st.binary(max_size=20)) + data[at:]
    return data


def keys(history: History) -> set:
    return {(s.size, s.when_ms, s.time_ms, s.scramble, s.penalty, s.comment) for s in history.solves()}


def import_checked(history: History, path: Path):
    """import_file's report, or None when it refused the file with a CubeLabError."""
    start = time.perf_counter()
    try:
        report = import_file(history, path)
    except CubeLabError:
        report = None
    except Exception:
        pytest.fail(f"import of {path.read_bytes()[:300]!r} raised:\n{traceback.format_exc()}")
    assert time.perf_counter() - start < RUN_SECONDS
    return report


@HOSTILE
@given(data=hostile_files())
def test_a_hostile_import_is_a_report_or_one_clear_error_and_loses_nothing(data):
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        with History(folder / 'h.sqlite3') as history:
            history.add_many(KEPT)
            before = keys(history)
            (folder / 'in').write_bytes(data)
            report = import_checked(history, folder / 'in')
            after = keys(history)
            assert before <= after
            if report is not None:
                assert len(after) - len(before) == report.added
            for name, text in (('o.csv', to_csv(history.solves())), ('o.json', to_json(history.solves()))):
                (folder / name).write_text(text, encoding='utf-8')
                again = import_checked(history, folder / name)
                assert again is not None and (again.added, again.bad) == (0, 0), again.text()


@settings(HOSTILE, max_examples=15)
@given(data=hostile_files())
def test_history_import_on_the_command_line_never_shows_a_traceback(data):
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as monkeypatch:
        folder = Path(folder)
        monkeypatch.setenv('CUBELAB_DATA_DIR', str(folder))
        with History() as history:
            history.add_many(KEPT)
        (folder / 'in').write_bytes(data)
        streams = sys.stdout, sys.stderr
        sys.stdout, sys.stderr = out, err = io.StringIO(), io.StringIO()
        try:
            code = cli.main(['history', 'import', str(folder / 'in')])
        except BaseException:
            pytest.fail(f"history import of {data[:300]!r} raised:\n{traceback.format_exc()}")
        finally:
            sys.stdout, sys.stderr = streams
        assert code in (0, 1) and 'Traceback' not in err.getvalue()
        assert not any(ord(c) < 32 and c not in '\n\t' for c in out.getvalue() + err.getvalue())
        with History() as history:
            assert {(s.size, s.when_ms) for _, s in KEPT} <= {(s.size, s.when_ms) for s in history.solves()}
