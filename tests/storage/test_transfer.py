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
