"""Exports of the history (CSV, JSON) and imports of ours and of csTimer's.

CSV: one header row (`CSV_COLUMNS`), then one row per solve. JSON:
`{"format": "cubelab-history", "version": 1, "sessions": [{"name", "size",
"solves": [...]}]}`, each solve with the fields of `timing.Solve` (its move
log as [[move, ms], ...]). Importing either gives back the same solves.

csTimer's export (its "Export to file" button) is a JSON object with a key
`sessionN` per session, each a list of solves `[[penalty, time], scramble,
comment, timestamp, ...]` (times in ms, penalty 0, 2000 for +2 or -1 for DNF,
timestamp in Unix seconds, then for a smart or virtual cube's solve its
moves `["R@0 U'@312 ...", "333"]`, kept as the move log), and `properties.sessionData`, a JSON text mapping
N to `{"name": ..., "opt": {"scrType": "333"}}`; a session's puzzle comes from
scrType ('222so' is 2x2, '444wca' 4x4, none is 3x3); other puzzles are skipped.

A solve already in the history (same size, start time, time and scramble) is
not added again, so importing a file twice adds nothing the second time.

Limits, the same on both sides: an import reads one regular file of at most
MAX_IMPORT_BYTES, and a CSV cell may be as long as that file (csv's own field
limit is raised to it while reading). A row whose fields cannot be kept
(`solve_fields`: numbers out of range, control characters, a missing field) is
skipped with a note naming its line or solve and counted in the report; JSON
nested deeper than the parser takes is an error for the file, a field so
nested is a bad row. CSV cells that would start a spreadsheet formula are
written after a quote (`csv_cell`) that the import takes off (`csv_text`).
"""
from __future__ import annotations

import csv
import io
import json
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from model import CubeLabError
from model.limits import MAX_SIZE, MIN_SIZE
from timing import DNF, NONE, PLUS2, Solve, moves_text, parse_moves

from .atomic import write_atomic
from .safe_read import read_regular
from .history_db import History
from .solve_fields import MAX_WHEN_MS, UNNAMED, checked_solve, session_name, shown, whole

FORMAT = 'cubelab-history'
CSV_COLUMNS = ('session', 'size', 'date', 'when_ms', 'time_ms', 'penalty', 'result', 'scramble',
               'mode', 'inspection_ms', 'htm', 'stm', 'etm', 'tps', 'comment', 'moves')
_JSON_FIELDS = {'when_ms', 'time_ms', 'penalty', 'scramble', 'mode', 'inspection_ms', 'comment', 'moves'}
_CSTIMER_PENALTY = {0: NONE, 2000: PLUS2, -1: DNF}
#: Largest file an import reads (bytes); a CSV cell may be as long as the file.
MAX_IMPORT_BYTES = 256 << 20
#: What a CSV cell may not begin with, lest a spreadsheet run it as a formula;
#: such a cell is written after a quote (OWASP's advice), taken off on import.
FORMULA_STARTS = ('=', '+', '-', '@', '\t', '\r')
_SESSION_KEY = re.compile(r'session[0-9]{1,9}')
_NEEDS_QUOTES = re.compile(r'[,"\r\n]')
_NEUTRALISED = re.compile(r"'+[=+\-@\t\r]")
#: Notes an import report shows; the rest are counted.
SHOWN_NOTES = 50


@dataclass
class ImportReport:
    """What an import did: solves added, already there (`skipped`), bad rows
    skipped (`bad`), and a note for each bad row or changed name."""
    added: int = 0
    skipped: int = 0
    kind: str = ''
    notes: list[str] = field(default_factory=list)
    bad: int = 0

    def bad_row(self, note: str) -> None:
        self.bad += 1
        self.notes.append(note)

    def text(self) -> str:
        counts = ([f"{self.skipped} already in the history"] if self.skipped else []) + \
                 ([f"{self.bad} bad row{'s' if self.bad != 1 else ''} skipped"] if self.bad else [])
        lines = [f"imported {self.added} solve{'s' if self.added != 1 else ''} from a {self.kind} file"
                 + (f" ({', '.join(counts)})" if counts else '')]
        lines += self.notes[:SHOWN_NOTES]
        if len(self.notes) > SHOWN_NOTES:
            lines.append(f"... and {len(self.notes) - SHOWN_NOTES} more notes")
        return '\n'.join(lines)


# -- export ----------------------------------------------------------------------
def export(history: History, path: Path | str, fmt: str, size: int | None = None,
           session_id: int | None = None) -> int:
    """Write the kept solves to `path` (atomically) as 'csv' or 'json'; returns how many."""
    solves = history.solves(size, session_id)
    data = to_csv(solves) if fmt == 'csv' else to_json(solves)
    write_atomic(Path(path), data.encode('utf-8'), make_parents=False)
    return len(solves)


def to_json(solves: list[Solve]) -> str:
    sessions: dict[tuple[int, str], list[dict]] = {}
    for s in solves:
        sessions.setdefault((s.size, s.session), []).append(
            {'when_ms': s.when_ms, 'time_ms': s.time_ms, 'penalty': s.penalty, 'scramble': s.scramble,
             'mode': s.mode, 'inspection_ms': s.inspection_ms, 'comment': s.comment,
             'moves': [[m, ms] for m, ms in s.moves]})
    document = {'format': FORMAT, 'version': 1,
                'sessions': [{'name': name, 'size': size, 'solves': items}
                             for (size, name), items in sessions.items()]}
    return json.dumps(document, ensure_ascii=False, indent=1) + '\n'


def to_csv(solves: list[Solve]) -> str:
    lines = [_csv_line(CSV_COLUMNS)]
    for s in solves:
        counts = s.counts()
        date = time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime(s.when_ms / 1000))
        lines.append(_csv_line(map(csv_cell, (
            s.session, s.size, date, s.when_ms, s.time_ms, s.penalty, s.result_text(),
            s.scramble, s.mode, '' if s.inspection_ms is None else s.inspection_ms,
            counts['htm'], counts['stm'], counts['etm'], f"{s.tps:.2f}", s.comment, moves_text(s.moves)))))
    return ''.join(lines)


def _csv_line(cells) -> str:
    """One CSV record ending in '\\n'; a cell holding a comma, a quote or either
    line end is quoted (csv.writer leaves a lone '\\r' bare, which no reader takes back)."""
    return ','.join('"' + c.replace('"', '""') + '"' if _NEEDS_QUOTES.search(c) else c for c in cells) + '\n'


def csv_cell(value) -> str:
    """A value as a CSV cell a spreadsheet shows as text: one that begins with
    a FORMULA_STARTS character, or with quotes before one, gets a quote first."""
    text = str(value)
    return "'" + text if text.lstrip("'").startswith(FORMULA_STARTS) else text


def csv_text(cell: str | None) -> str | None:
    """The value `csv_cell` wrote (its added quote taken off)."""
    return cell[1:] if cell is not None and _NEUTRALISED.match(cell) else cell


# -- import ----------------------------------------------------------------------
def import_file(history: History, path: Path | str) -> ImportReport:
    """Add the solves of a CubeLab export (CSV or JSON) or a csTimer export."""
    path = Path(path)
    try:
        raw = read_regular(path, MAX_IMPORT_BYTES)
    except OSError as exc:              # not there, not a regular file, too large, unreadable
        raise CubeLabError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        text = raw.decode('utf-8-sig')
    except UnicodeDecodeError:
        raise CubeLabError(f"{path} is not a text file (not UTF-8)") from None
    del raw
    report = ImportReport()
    pairs = _read(text, path, report)
    report.added, report.skipped = history.add_many(pairs)
    return report


def _read(text: str, path: Path, report: ImportReport) -> list[tuple[str, Solve]]:
    start = re.match(r'\s*', text).end()
    if text.startswith('{', start):
        try:
            document = _json(text)
        except ValueError as exc:
            raise CubeLabError(f"{path} is not valid JSON: {exc}") from None
        if isinstance(document, dict) and document.get('format') == FORMAT:
            report.kind = 'CubeLab JSON'
            return _from_ours(document, report)
        if isinstance(document, dict) and any(map(_SESSION_KEY.fullmatch, document)):
            report.kind = 'csTimer'
            return _from_cstimer(document, report)
        raise CubeLabError(f"{path} is JSON but neither a CubeLab export nor a csTimer export")
    end = text.find('\n', start)
    first = text[start:end if end >= 0 else len(text)]
    if len(first) < 1000 and tuple(next(csv.reader([first]), [])) == CSV_COLUMNS:
        report.kind = 'CubeLab CSV'
        return _from_csv(text, report)
    raise CubeLabError(f"{path} is not a CubeLab export (CSV or JSON) nor a csTimer export")


def _json(text: str):
    """json.loads, with nesting too deep for it a ValueError like any other."""
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("it is nested too deeply") from None


class _Names:
    """Session names made valid once each, with one note per name changed."""

    def __init__(self, report: ImportReport):
        self.report, self.made = report, {}

    def __call__(self, raw, default: str = UNNAMED) -> str:
        key = (raw if isinstance(raw, (str, int, float)) else repr(type(raw)), default)
        if key not in self.made:
            name, note = session_name(raw, default)
            if note:
                self.report.notes.append(note)
            self.made[key] = name
        return self.made[key]


def _moves(value) -> tuple[tuple[str, int], ...]:
    """A move log given as a list (JSON) or as its text (CSV)."""
    if isinstance(value, str):
        try:
            return parse_moves(value)
        except RecursionError:
            raise ValueError("the move log is nested too deeply") from None
    if not isinstance(value, list):
        raise ValueError("the move log must be a list of [move, ms] pairs")
    for number, item in enumerate(value, 1):
        if not isinstance(item, list) or any(isinstance(part, (list, dict)) for part in item):
            raise ValueError(f"move {number} of the log is not a [move, ms] pair: {shown(item)}")
    return parse_moves(json.dumps(value))


def _from_ours(document: dict, report: ImportReport) -> list[tuple[str, Solve]]:
    pairs = []
    names = _Names(report)
    sessions = document.get('sessions')
    if not isinstance(sessions, list):
        raise CubeLabError("the CubeLab JSON file has no list of sessions")
    for number, session in enumerate(sessions, 1):
        if not isinstance(session, dict) or not isinstance(session.get('solves'), list):
            report.notes.append(f"session {number} skipped: not a session")
            continue
        name, size = names(session.get('name')), session.get('size')
        for index, item in enumerate(session['solves'], 1):
            try:
                if not isinstance(item, dict):
                    raise ValueError(f"not a solve: {shown(item)}")
                unknown = sorted(set(item) - _JSON_FIELDS)
                if unknown:
                    raise ValueError(f"unknown field {shown(unknown[0])}")
                missing = [key for key in ('when_ms', 'time_ms') if key not in item]
                if missing:
                    raise ValueError(f"no {missing[0]}")
                fields = dict(item, moves=_moves(item.get('moves', [])))
                pairs.append((name, checked_solve(size=size, **fields)))
            except (TypeError, ValueError) as exc:
                report.bad_row(f"session {name!r}, solve {index} skipped: {exc}")
    return pairs


def _from_csv(text: str, report: ImportReport) -> list[tuple[str, Solve]]:
    pairs = []
    names = _Names(report)
    limit = csv.field_size_limit(MAX_IMPORT_BYTES)
    try:
        rows = csv.DictReader(io.StringIO(text))
        for number, row in enumerate(rows, 2):
            try:
                cell = {key: csv_text(value) for key, value in row.items() if isinstance(key, str)}
                if any(cell.get(key) is None for key in CSV_COLUMNS):
                    raise ValueError("it has fewer cells than the header")
                inspection = cell['inspection_ms']
                pairs.append((names(cell['session']), checked_solve(
                    size=cell['size'], when_ms=cell['when_ms'], time_ms=cell['time_ms'],
                    penalty=cell['penalty'], scramble=cell['scramble'], mode=cell['mode'],
                    comment=cell['comment'], inspection_ms=inspection if inspection != '' else None,
                    moves=_moves(cell['moves']))))
            except (TypeError, ValueError) as exc:
                report.bad_row(f"line {rows.line_num} skipped: {exc}")
    except csv.Error as exc:
        raise CubeLabError(f"the CSV file cannot be read past line {rows.line_num}: {exc}") from None
    finally:
        csv.field_size_limit(limit)
    return pairs


def _from_cstimer(document: dict, report: ImportReport) -> list[tuple[str, Solve]]:
    meta = _cstimer_sessions(document, report)
    names = _Names(report)
    pairs = []
    for key in sorted(filter(_SESSION_KEY.fullmatch, document), key=lambda k: int(k[7:])):
        number = key[7:]
        solves = document[key]
        if isinstance(solves, str):                 # older exports keep each session as JSON text
            try:
                solves = _json(solves)
            except ValueError:
                solves = None
        if not isinstance(solves, list):
            report.notes.append(f"csTimer session {number} skipped: not a list of solves")
            continue
        info = meta.get(number, {})
        raw = info.get('name', number)
        if isinstance(raw, int) and not isinstance(raw, bool) or isinstance(raw, str) and raw.strip().isdigit():
            raw = f"csTimer {str(raw).strip()}"
        name = names(raw, f"csTimer {number}")
        size = _cstimer_size(info)
        if size is None:
            if solves:
                report.notes.append(f"csTimer session {name!r} skipped: not a cube CubeLab has "
                                    f"({shown(info.get('opt', {}).get('scrType'))})")
            continue
        for index, item in enumerate(solves, 1):
            try:
                if not (isinstance(item, list) and len(item) >= 4 and isinstance(item[0], list)
                        and len(item[0]) == 2):
                    raise ValueError(f"not a csTimer solve: {shown(item)}")
                (penalty, raw_ms), scramble, comment, stamp = item[:4]
                if type(penalty) is not int or penalty not in _CSTIMER_PENALTY:
                    raise ValueError(f"unknown penalty {shown(penalty)}")
                seconds = whole('timestamp', stamp, 0, MAX_WHEN_MS // 1000)
                moves = _cstimer_moves(item[4] if len(item) > 4 else None, name, index, report)
                pairs.append((name, checked_solve(size=size, when_ms=seconds * 1000, time_ms=raw_ms,
                                                  penalty=_CSTIMER_PENALTY[penalty], scramble=scramble,
                                                  comment=comment, mode='csTimer', moves=moves)))
            except (TypeError, ValueError) as exc:
                report.bad_row(f"csTimer session {name!r}, solve {index} skipped: {exc}")
    return pairs


def _cstimer_moves(extra, name: str, index: int, report: ImportReport) -> tuple[tuple[str, int], ...]:
    """A csTimer solve's reconstruction (a smart or virtual cube's: `[\"R@0 U'@312 ...\", \"333\"]`,
    each move with its ms since the start) as a move log; a reconstruction that cannot be
    read is left out with a note, the solve kept."""
    if not (isinstance(extra, list) and extra and isinstance(extra[0], str) and extra[0].strip()):
        return ()
    log = []
    for token in extra[0].split():
        move, at, ms = token.rpartition('@')
        log.append([move, int(ms)] if at and ms.isascii() and ms.isdigit() and len(ms) < 16 else [token, None])
    try:
        return parse_moves(json.dumps(log))
    except ValueError as exc:
        report.notes.append(f"csTimer session {name!r}, solve {index}: its moves were left out ({exc})")
        return ()


def _cstimer_sessions(document: dict, report: ImportReport) -> dict[str, dict]:
    properties = document.get('properties')
    data = properties.get('sessionData') if isinstance(properties, dict) else None
    if isinstance(data, str):
        try:
            data = _json(data)
        except ValueError as exc:
            report.notes.append(f"csTimer sessionData ignored (session names and puzzles unknown): {exc}")
            data = None
    if not isinstance(data, dict):
        return {}
    return {str(k): v for k, v in data.items() if isinstance(v, dict)}


def _cstimer_size(info: dict) -> int | None:
    opt = info.get('opt')
    kind = opt.get('scrType') if isinstance(opt, dict) else None
    if not kind:
        return 3
    match = re.match(r'(\d)\1\1', str(kind))
    size = int(match.group(1)) if match else None
    return size if size is not None and MIN_SIZE <= size <= MAX_SIZE else None
