"""`main.py history` and `main.py stats` as a person runs them: real processes, exact formats."""
import csv
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A csTimer export written by hand from its format: sessionN lists of
# [[penalty, time ms], scramble, comment, unix seconds]; penalty 2000 is +2, -1 DNF.
CSTIMER = {
    'session1': [[[0, 10000], "R U", "", 1700000000], [[0, 12000], "F", "", 1700000010],
                 [[2000, 11000], "D", "", 1700000020], [[0, 9000], "L", "", 1700000030],
                 [[0, 15000], "B", "", 1700000040], [[-1, 8000], "U2", "", 1700000050]],
    'properties': {'sessionData': json.dumps({'1': {'name': 'Home', 'opt': {'scrType': '333'}}})},
}


def cli(*args):
    out = subprocess.run([sys.executable, 'main.py', *map(str, args)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert 'Traceback' not in out.stderr, out.stderr
    return out


def imported(tmp_path):
    path = tmp_path / 'cstimer.txt'
    path.write_text(json.dumps(CSTIMER))
    out = cli('history', 'import', path)
    assert out.returncode == 0 and out.stdout == 'imported 6 solves from a csTimer file\n'
    return path


def test_import_list_and_reimport(tmp_path):
    path = imported(tmp_path)
    again = cli('history', 'import', path)
    assert again.stdout == 'imported 0 solves from a csTimer file (6 already in the history)\n'
    listing = cli('history', 'list').stdout.splitlines()
    assert listing[0] == 'id\tdate\tsize\tsession\tresult\thtm\tscramble\tcomment'
    assert listing[1].split('\t') == ['1', '2023-11-14 22:13:20', '3', 'Home', '10.00', '0', 'R U', '']
    assert [line.split('\t')[4] for line in listing[1:]] == ['10.00', '12.00', '13.00+', '9.00', '15.00', 'DNF(8.00)']


def test_stats_json_and_text(tmp_path):
    imported(tmp_path)
    out = cli('stats', '--session', 'Home', '--json')
    assert out.returncode == 0
    data = json.loads(out.stdout)
    # results 10, 12, 13 (+2), 9, 15, DNF. Last five 12, 13, 9, 15, DNF: drop 9 and DNF,
    # (12 + 13 + 15) / 3 = 13.333 s. First five: drop 9 and 15, (10 + 12 + 13) / 3 = 11.667 s.
    # Best mo3: (12 + 13 + 9) / 3 = 11.333 s. Mean leaves the DNF out: 59 / 5 = 11.8 s.
    assert data['unit'] == 'ms' and data['count'] == 6 and data['dnf'] == 1
    assert (data['best'], data['worst'], data['ao5'], data['mo3']) == (9000, 'DNF', 13333, 'DNF')
    assert data['best_averages']['ao5'] == 11667 and data['best_averages']['mo3'] == 11333
    assert data['ao12'] is None and data['mean'] == 11800
    assert data['session'] == 'Home' and data['size'] == 3
    text = cli('stats', '--session', '1').stdout.splitlines()
    assert text[0] == "3x3 session 'Home': 6 solves (1 DNF)"
    assert 'ao5    13.33  (best 11.67)' in text and 'mean   11.80' in text


def test_export_csv_json_and_plot(tmp_path):
    imported(tmp_path)
    assert cli('history', 'export', '--format', 'csv', tmp_path / 'o.csv').returncode == 0
    rows = list(csv.reader((tmp_path / 'o.csv').open(newline='')))
    assert len(rows) == 7 and rows[0][:3] == ['session', 'size', 'date']
    out = cli('history', 'export', '--format', 'json', '-', '--size', '3')
    assert json.loads(out.stdout)['sessions'][0]['name'] == 'Home'
    plot = cli('stats', '--session', 'Home', '--plot', tmp_path / 'p.png')
    assert plot.returncode == 0 and (tmp_path / 'p.png').read_bytes()[:4] == b'\x89PNG'


def test_mistakes_are_one_line_each(tmp_path):
    (tmp_path / 'bad.txt').write_text('hello')
    for args, message in [
        (('history', 'import', tmp_path / 'bad.txt'), 'is not a CubeLab export'),
        (('history', 'import', tmp_path / 'none.json'), 'cannot read'),
        (('stats', '--session', 'nope'), "no 3x3 session 'nope' (sessions: none yet)"),
        (('stats', '--size', '1'), 'cube size must be between'),
        (('history', 'export', '--format', 'csv', tmp_path / 'no' / 'dir.csv'), 'cannot write'),
    ]:
        out = cli(*args)
        assert out.returncode == 1 and out.stderr.startswith('error: ') and message in out.stderr, out.stderr
        assert len(out.stderr.splitlines()) == 1
    assert cli('history', 'export', '--format', 'xml', 'f').returncode == 2


def test_an_unusable_history_is_a_warning_not_a_failure(tmp_path, monkeypatch):
    monkeypatch.setenv('CUBELAB_DATA_DIR', str(tmp_path))
    (tmp_path / 'history.sqlite3').write_bytes(b'\x00' * 4096)
    out = cli('stats')
    assert out.returncode == 0 and out.stderr.startswith('warning: The history file')
    assert 'unusable-' in out.stderr and "3x3 session 'Session 1': 0 solves" in out.stdout


def test_special_files_are_refused_before_reading(tmp_path):
    import os
    os.mkfifo(tmp_path / 'fifo')
    for path in ('/dev/zero', '/dev/urandom', tmp_path / 'fifo', tmp_path):
        out = cli('history', 'import', path)
        assert out.returncode == 1 and 'is not a regular file' in out.stderr, out.stderr


def test_one_bad_row_is_named_and_counted_and_the_rest_go_in(tmp_path):
    document = dict(CSTIMER, session1=[[[0, 1e308], "R", "", 1700000000], *CSTIMER['session1']])
    (tmp_path / 'in.txt').write_text(json.dumps(document))
    out = cli('history', 'import', tmp_path / 'in.txt')
    assert out.returncode == 0
    assert out.stdout.splitlines()[0] == 'imported 6 solves from a csTimer file (1 bad row skipped)'
    assert out.stdout.splitlines()[1].startswith("csTimer session 'Home', solve 1 skipped: time_ms")


def test_list_never_writes_terminal_control_characters(tmp_path):
    from storage import History
    from timing import Solve
    with History() as history:
        history.add_many([('S\x1b[31m', Solve(1_700_000_000_000, 3, 'R\x00U\x1b[2J', 1000, comment='\x1b]0;pwn\x07'))])
    listing = cli('history', 'list').stdout
    assert not any(ord(c) < 32 and c not in '\t\n' or 127 <= ord(c) < 160 for c in listing), repr(listing)
    assert listing.splitlines()[1].split('\t')[3:] == ['S\\x1b[31m', '1.00', '0', 'R\\x00U\\x1b[2J', '\\x1b]0;pwn\\x07']
    cli('history', 'export', '--format', 'json', tmp_path / 'o.json')
    assert json.loads((tmp_path / 'o.json').read_text())['sessions'][0]['solves'][0]['comment'] == '\x1b]0;pwn\x07'


def test_an_export_larger_than_an_import_reads_is_a_warning(tmp_path, monkeypatch, capsys):
    from cli import history as command, main
    from storage import History
    from timing import Solve
    with History() as history:
        history.add_many([('S', Solve(1_700_000_000_000, 3, 'R', 1000, comment='c' * 5000))])
    monkeypatch.setattr(command, 'MAX_IMPORT_BYTES', 1000)
    assert main(['history', 'export', '--format', 'csv', str(tmp_path / 'o.csv')]) == 0
    assert "warning: " in capsys.readouterr().err and (tmp_path / 'o.csv').stat().st_size > 5000


def test_an_export_to_a_terminal_never_writes_control_characters(monkeypatch, capsys):
    from cli import main
    from storage import History
    from timing import Solve
    with History() as history:
        history.add_many([('S', Solve(1_700_000_000_000, 3, 'R\x00U\x1b[2J', 1000, comment='\x1b]0;pwn\x07\x9b'))])
    monkeypatch.setattr(sys.stdout, 'isatty', lambda: True)
    for fmt in ('csv', 'json'):
        assert main(['history', 'export', '--format', fmt, '-']) == 0
        out = capsys.readouterr().out
        assert '\\x1b]0;pwn' in out or '\\u001b]0;pwn' in out
        assert not any(ord(c) < 32 and c not in '\t\n' or 127 <= ord(c) < 160 for c in out), repr(out)
