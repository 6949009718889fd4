"""Exports and imports: CSV and JSON round trips, a csTimer export built by hand, no duplicates."""
import csv
import json

import pytest

from model import CubeLabError
from storage import History
from storage.transfer import CSV_COLUMNS, export, import_file
from timing import DNF, PLUS2, Solve


@pytest.fixture
def history(tmp_path):
    with History(tmp_path / 'h.sqlite3') as h:
        yield h


def fill(history):
    history.add_many([
        ('Session 1', Solve(1_700_000_000_000, 3, "R U R' U'", 12345, '', 'random-state',
                            (('x', -500), ('U', 0), ('R', 400), ("U'", 900), ("R'", 1300)), 6000, 'nice, "quoted"')),
        ('Session 1', Solve(1_700_000_100_000, 3, "F2 D", 9870, PLUS2, 'random-state', (("D'", 0), ('F2', 800)))),
        ('OH', Solve(1_700_000_200_000, 3, "L", 30000, DNF, 'random-moves', (("L'", 0),), None, 'pop')),
        ('Session 1', Solve(1_700_000_300_000, 2, "R U2", 4000, '', 'random-state', (("U2", 0), ("R'", 300)))),
    ])


@pytest.mark.parametrize('fmt', ['json', 'csv'])
def test_export_then_import_gives_the_same_solves(history, tmp_path, fmt):
    fill(history)
    out = tmp_path / f'out.{fmt}'
    assert export(history, out, fmt) == 4
    with History(tmp_path / 'fresh.sqlite3') as fresh:
        report = import_file(fresh, out)
        assert (report.added, report.skipped) == (4, 0)

        def key(s):
            return s.with_changes(id=0)
        assert sorted(map(key, fresh.solves()), key=lambda s: s.when_ms) == \
            sorted(map(key, history.solves()), key=lambda s: s.when_ms)
        again = tmp_path / f'again.{fmt}'
        export(fresh, again, fmt)
        assert sorted(again.read_text().splitlines()) == sorted(out.read_text().splitlines())


def test_csv_is_one_header_then_one_row_per_solve(history, tmp_path):
    fill(history)
    export(history, tmp_path / 'o.csv', 'csv', size=3)
    rows = list(csv.reader((tmp_path / 'o.csv').open(newline='')))
    assert tuple(rows[0]) == CSV_COLUMNS and len(rows) == 4
    first = dict(zip(rows[0], rows[1]))
    assert first['date'] == '2023-11-14T22:13:20Z' and first['result'] == '12.35'
    assert (first['htm'], first['stm'], first['etm'], first['tps']) == ('4', '4', '5', '0.32')
    assert first['comment'] == 'nice, "quoted"'


def test_reimport_adds_nothing(history, tmp_path):
    fill(history)
    export(history, tmp_path / 'o.json', 'json')
    report = import_file(history, tmp_path / 'o.json')
    assert (report.added, report.skipped) == (0, 4)
    assert 'already in the history' in report.text()


CSTIMER = {
    "session1": [
        [[0, 11520], "R U R' U' F2 D", "", 1700000000],
        [[2000, 9310], "B2 L' U", "fast", 1700000060],
        [[-1, 20100], "D2 F", "", 1700000120],
    ],
    "session2": [[[0, 3210], "R U' R2", "", 1700000200]],
    "session3": [[[0, 5000], "U R' L", "", 1700000300]],
    "session4": json.dumps([[[0, 61000], "Rw U2", "big", 1700000400, "extra ignored"]]),
    "session5": [[["x", 1], "R", "", 1], [[0, 1000], "U", "", "soon"]],
    "properties": {
        "sessionData": json.dumps({
            "1": {"name": "Home", "opt": {}, "rank": 1},
            "2": {"name": 2, "opt": {"scrType": "222so"}},
            "3": {"name": "Pyra", "opt": {"scrType": "pyrso"}},
            "4": {"name": "Big", "opt": {"scrType": "444wca"}},
        }),
    },
}


def test_cstimer_export_built_from_its_documented_format(history, tmp_path):
    path = tmp_path / 'cstimer_20231114.txt'
    path.write_text(json.dumps(CSTIMER))
    report = import_file(history, path)
    assert report.kind == 'csTimer' and report.added == 5
    assert any('Pyra' in note and 'skipped' in note for note in report.notes)
    assert sum('session 5' in note or "'csTimer 5'" in note for note in report.notes) == 2
    home = history.find_session(3, 'Home')
    assert [(s.time_ms, s.penalty, s.comment, s.when_ms) for s in history.solves(session_id=home.id)] == [
        (11520, '', '', 1700000000000), (9310, PLUS2, 'fast', 1700000060000), (20100, DNF, '', 1700000120000)]
    assert history.results(home.id).tolist() == [11520, 11310, float('inf')]
    assert [s.name for s in history.sessions(2)] == ['csTimer 2']
    assert history.solves(size=4)[0].scramble == 'Rw U2'
    assert import_file(history, path).added == 0          # again: nothing new


@pytest.mark.parametrize('content, message', [
    (b'\xff\xfe\x00garbage', 'not a text file'),
    (b'{"a": ', 'not valid JSON'),
    (b'{"a": 1}', 'neither a CubeLab export nor a csTimer export'),
    (b'time,scramble\n1,R\n', 'not a CubeLab export'),
    (b'x' * 200_000 + b'\n', 'not a CubeLab export'),
])
def test_files_we_cannot_read_are_one_clear_message(history, tmp_path, content, message):
    path = tmp_path / 'in.txt'
    path.write_bytes(content)
    with pytest.raises(CubeLabError, match=message):
        import_file(history, path)
    with pytest.raises(CubeLabError, match='cannot read'):
        import_file(history, tmp_path / 'missing.json')


def test_bad_rows_are_skipped_and_named(history, tmp_path):
    document = {'format': 'cubelab-history', 'version': 1, 'sessions': [
        {'name': 'S', 'size': 3, 'solves': [
            {'when_ms': 1, 'time_ms': 100, 'penalty': '', 'scramble': 'R', 'moves': [["R'", 0]]},
            {'when_ms': 2, 'time_ms': 'soon', 'scramble': 'R'},
            {'when_ms': 3, 'time_ms': 100, 'penalty': '+9', 'scramble': 'R'},
            {'when_ms': 4, 'time_ms': 100, 'scramble': 'R', 'moves': [["Q", 0]]},
            {'when_ms': 5, 'time_ms': 100, 'scramble': 'R', 'surprise': 1}]},
        {'name': 'T', 'size': 101, 'solves': [{'when_ms': 1, 'time_ms': 1, 'scramble': ''}]}]}
    path = tmp_path / 'ours.json'
    path.write_text(json.dumps(document))
    report = import_file(history, path)
    assert report.added == 1 and len(report.notes) == 5


def ours(*solves, name='S', size=3):
    return {'format': 'cubelab-history', 'version': 1,
            'sessions': [{'name': name, 'size': size, 'solves': list(solves)}]}


GOOD50 = [[[0, 1000 + i], "R U", "", 1_700_000_000 + i] for i in range(50)]


@pytest.mark.parametrize('value', ['1e308', '1e30', str(2 ** 63), 'Infinity', '-Infinity', 'NaN', '-1e308'])
def test_out_of_range_numbers_are_bad_rows_and_the_good_rows_go_in(history, tmp_path, value):
    path = tmp_path / 'in.txt'
    bad_time = f'[[0, {value}], "R", "", 1700000000]'
    bad_stamp = f'[[0, 1], "R", "", {value}]'
    path.write_text(f'{{"session1": [{bad_time}, {bad_stamp}], "session2": {json.dumps(GOOD50)}}}')
    report = import_file(history, path)
    assert report.added == 50 and report.bad == 2
    assert "solve 1 skipped" in report.text() and "solve 2 skipped" in report.text()
    assert '2 bad rows skipped' in report.text().splitlines()[0]
    for field in ('when_ms', 'time_ms', 'inspection_ms'):
        solve = {'when_ms': 5, 'time_ms': 1, 'scramble': 'R', 'inspection_ms': 1, field: '__V__'}
        path.write_text(json.dumps(ours(solve, {'when_ms': 6, 'time_ms': 1, 'scramble': 'F'}))
                        .replace('"__V__"', value))
        report = import_file(history, path)
        assert report.bad == 1 and f"solve 1 skipped: {field}" in report.text()
    header = ','.join(CSV_COLUMNS)
    path.write_text(f"{header}\nS,3,,{value},1,,,R,,,,,,,,\nS,3,,7,{value},,,R,,,,,,,,\nS,3,,8,1,,,R,,,,,,,,\n")
    report = import_file(history, path)
    assert report.bad == 2 and 'line 2 skipped' in report.text() and 'line 3 skipped' in report.text()


@pytest.mark.parametrize('name', ['', '   ', 'x' * 101, ' a\tb\n' + 'y' * 120])
def test_session_names_out_of_bounds_are_made_valid_with_a_note(history, tmp_path, name):
    path = tmp_path / 'in.json'
    path.write_text(json.dumps(ours({'when_ms': 1, 'time_ms': 1, 'scramble': 'R'}, name=name)))
    report = import_file(history, path)
    assert report.added == 1 and any('session name' in note for note in report.notes)
    cstimer = {'session1': [[[0, 1], 'R', '', 1_700_000_000]],
               'properties': {'sessionData': json.dumps({'1': {'name': name}})}}
    path.write_text(json.dumps(cstimer))
    assert import_file(history, path).added == 1
    path.write_text(f"{','.join(CSV_COLUMNS)}\n\"{name}\",3,,2,1,,,R,,,,,,,,\n")
    assert import_file(history, path).added == 1
    assert all(0 < len(s.name) <= 100 and s.name == s.name.strip() for s in history.sessions())


DEEP = '[' * 100_000 + ']' * 100_000


@pytest.mark.parametrize('document', [
    '{"session1": %s}' % DEEP,
    '{"format": "cubelab-history", "version": 1, "sessions": %s}' % DEEP,
])
def test_deep_nesting_in_the_file_is_one_clear_error(history, tmp_path, document):
    path = tmp_path / 'deep.json'
    path.write_text(document)
    with pytest.raises(CubeLabError, match='nested too deeply'):
        import_file(history, path)


def test_deep_nesting_inside_a_field_or_an_empty_solve_is_a_skipped_row(history, tmp_path):
    path = tmp_path / 'in.json'
    path.write_text(json.dumps({'session1': DEEP, 'session2': [{}, [], 'solve', *GOOD50[:3]],
                                'properties': {'sessionData': DEEP}}))
    report = import_file(history, path)
    assert report.added == 3 and report.bad == 3
    assert any('session 1 skipped' in note for note in report.notes)
    assert any('sessionData' in note for note in report.notes)
    path.write_text(json.dumps(ours({}, {'when_ms': 1, 'time_ms': 1, 'scramble': 'R',
                                        'moves': json.loads('[' * 900 + ']' * 900)})))
    report = import_file(history, path)
    assert report.added == 0 and report.bad == 2
    path.write_text(f"{','.join(CSV_COLUMNS)}\nS,3,,2,1,,,R,,,,,,,,\"{DEEP}\"\nS,3,,3,1,,,R,,,,,,,,\n")
    report = import_file(history, path)
    assert report.added == 1 and report.bad == 1 and 'line 2 skipped' in report.text()


def test_a_long_field_that_export_writes_is_imported(history, tmp_path):
    history.add_many([('S', Solve(1_700_000_000_000, 3, 'R', 1000, comment='c' * 200_000,
                                  moves=tuple(('R', i) for i in range(20_000))))])
    export(history, tmp_path / 'o.csv', 'csv')
    with History(tmp_path / 'fresh.sqlite3') as fresh:
        assert import_file(fresh, tmp_path / 'o.csv').added == 1
        assert fresh.solves()[0].comment == 'c' * 200_000 and len(fresh.solves()[0].moves) == 20_000


@pytest.mark.parametrize('kind', ['fifo', 'dev', 'dir', 'large'])
def test_only_regular_files_under_the_size_limit_are_read(history, tmp_path, kind, monkeypatch):
    import os
    from storage import transfer
    path = tmp_path / 'in'
    if kind == 'fifo':
        os.mkfifo(path)
    elif kind == 'dev':
        path.symlink_to('/dev/zero')
    elif kind == 'dir':
        path.mkdir()
    else:
        monkeypatch.setattr(transfer, 'MAX_IMPORT_BYTES', 1000)
        path.write_text(json.dumps(ours(*[{'when_ms': i, 'time_ms': 1, 'scramble': 'R'} for i in range(100)])))
    message = 'larger than' if kind == 'large' else 'not a regular file'
    with pytest.raises(CubeLabError, match=message):
        import_file(history, path)


FORMULAS = ['=cmd|\' /C calc\'!A0', '+SUM(1)', '-2+3', '@x', '\tx', '\rx', "'=x", "''+y", "'plain", "R U R'"]


def test_csv_cells_that_a_spreadsheet_would_run_are_neutralised_and_restored(history, tmp_path):
    history.add_many([('=S', Solve(1_700_000_000_000 + i, 3, text, 1000, mode=text, comment=text))
                      for i, text in enumerate(FORMULAS)])
    export(history, tmp_path / 'o.csv', 'csv')
    for row in list(csv.reader((tmp_path / 'o.csv').open(newline='')))[1:]:
        assert not any(cell[:1] in ('=', '+', '-', '@', '\t', '\r') for cell in row), row
    with History(tmp_path / 'fresh.sqlite3') as fresh:
        assert import_file(fresh, tmp_path / 'o.csv').added == len(FORMULAS)
        assert [(s.session, s.scramble, s.mode, s.comment) for s in fresh.solves()] == \
            [(s.session, s.scramble, s.mode, s.comment) for s in history.solves()]


@pytest.mark.parametrize('field, value', [('scramble', 'R\x00U\x1b[2J'), ('comment', '\x1b]0;pwn\x07'),
                                          ('mode', '\x9b31m')])
def test_control_characters_in_imported_text_are_a_bad_row(history, tmp_path, field, value):
    path = tmp_path / 'in.json'
    path.write_text(json.dumps(ours({'when_ms': 1, 'time_ms': 1, 'scramble': 'R', field: value},
                                    {'when_ms': 2, 'time_ms': 1, 'scramble': 'R', 'comment': 'two\nlines\t!'})))
    report = import_file(history, path)
    assert report.added == 1 and report.bad == 1 and 'control character' in report.text()
    assert '\x1b' not in report.text() and '\x00' not in report.text()


@pytest.mark.parametrize('field', ['scramble', 'comment', 'mode'])
def test_a_lone_surrogate_in_imported_text_is_a_bad_row(history, tmp_path, field):
    """JSON may write half a UTF-16 pair ("\\ud800"), which no database stores as UTF-8."""
    path = tmp_path / 'in.json'
    path.write_text(json.dumps(ours({'when_ms': 1, 'time_ms': 1, 'scramble': 'R', field: '\ud800'},
                                    {'when_ms': 2, 'time_ms': 1, 'scramble': 'R'})))
    report = import_file(history, path)
    assert report.added == 1 and report.bad == 1 and 'lone surrogate' in report.text()
    assert [s.when_ms for s in history.solves()] == [2]


def test_a_cstimer_session_key_of_any_length_is_no_traceback(history, tmp_path):
    path = tmp_path / 'in.json'
    path.write_text(json.dumps({'session' + '9' * 5000: [], 'session1': GOOD50[:1], 'session٣': []}))
    assert import_file(history, path).added == 1
