"""Exports of the history (CSV, JSON) and imports of ours and of csTimer's.

CSV: one header row (`CSV_COLUMNS`), then one row per solve. JSON:
`{"format": "cubelab-history", "version": 1, "sessions": [{"name", "size",
"solves": [...]}]}`, each solve with the fields of `timing.Solve` (its move
log as [[move, ms], ...]). Importing either gives back the same solves.

csTimer's export (its "Export to file" button) is a JSON object with a key
`sessionN` per session, each a list of solves `[[penalty, time], scramble,
comment, timestamp, ...]` (times in ms, penalty 0, 2000 for +2 or -1 for DNF,
timestamp in Unix seconds), and `properties.sessionData`, a JSON text mapping
N to `{"name": ..., "opt": {"scrType": "333"}}`; a session's puzzle comes from
scrType ('222so' is 2x2, '444wca' 4x4, none is 3x3); other puzzles are skipped.

A solve already in the history (same size, start time, time and scramble) is
not added again, so importing a file twice adds nothing the second time.
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
from timing import DNF, NONE, PENALTIES, PLUS2, Solve, moves_text, parse_moves

from .history_db import History
from .atomic import write_atomic

FORMAT = 'cubelab-history'
CSV_COLUMNS = ('session', 'size', 'date', 'when_ms', 'time_ms', 'penalty', 'result', 'scramble',
               'mode', 'inspection_ms', 'htm', 'stm', 'etm', 'tps', 'comment', 'moves')
_JSON_FIELDS = {'when_ms', 'time_ms', 'penalty', 'scramble', 'mode', 'inspection_ms', 'comment', 'moves'}
_CSTIMER_PENALTY = {0: NONE, 2000: PLUS2, -1: DNF}


@dataclass
class ImportReport:
    added: int = 0
    skipped: int = 0
    kind: str = ''
    notes: list[str] = field(default_factory=list)

    def text(self) -> str:
        lines = [f"imported {self.added} solve{'s' if self.added != 1 else ''} from a {self.kind} file"
                 + (f" ({self.skipped} already in the history)" if self.skipped else '')]
        return '\n'.join(lines + self.notes)


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
    out = io.StringIO()
    writer = csv.writer(out, lineterminator='\n')
    writer.writerow(CSV_COLUMNS)
    for s in solves:
        counts = s.counts()
        date = time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime(s.when_ms / 1000))
        writer.writerow([s.session, s.size, date, s.when_ms, s.time_ms, s.penalty, s.result_text(),
                         s.scramble, s.mode, '' if s.inspection_ms is None else s.inspection_ms,
                         counts['htm'], counts['stm'], counts['etm'], f"{s.tps:.2f}", s.comment,
                         moves_text(s.moves)])
    return out.getvalue()


# -- import ----------------------------------------------------------------------
def import_file(history: History, path: Path | str) -> ImportReport:
    """Add the solves of a CubeLab export (CSV or JSON) or a csTimer export."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise CubeLabError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        text = raw.decode('utf-8-sig')
    except UnicodeDecodeError:
        raise CubeLabError(f"{path} is not a text file (not UTF-8)") from None
    report = ImportReport()
    pairs = _read(text, path, report)
    report.added, report.skipped = history.add_many(pairs)
    return report


def _read(text: str, path: Path, report: ImportReport) -> list[tuple[str, Solve]]:
    stripped = text.lstrip()
    if stripped.startswith('{'):
        try:
            document = json.loads(text)
        except json.JSONDecodeError as exc:
            raise CubeLabError(f"{path} is not valid JSON: {exc}") from None
        if isinstance(document, dict) and document.get('format') == FORMAT:
            report.kind = 'CubeLab JSON'
            return _from_ours(document, report)
        if isinstance(document, dict) and any(re.fullmatch(r'session\d+', k) for k in document):
            report.kind = 'csTimer'
            return _from_cstimer(document, report)
        raise CubeLabError(f"{path} is JSON but neither a CubeLab export nor a csTimer export")
    first = stripped.splitlines()[0] if stripped else ''
    if tuple(next(csv.reader([first]), [])) == CSV_COLUMNS:
        report.kind = 'CubeLab CSV'
        return _from_csv(text, report)
    raise CubeLabError(f"{path} is not a CubeLab export (CSV or JSON) nor a csTimer export")


def _from_ours(document: dict, report: ImportReport) -> list[tuple[str, Solve]]:
    pairs = []
    sessions = document.get('sessions')
    if not isinstance(sessions, list):
        raise CubeLabError("the CubeLab JSON file has no list of sessions")
    for number, session in enumerate(sessions, 1):
        if not isinstance(session, dict) or not isinstance(session.get('solves'), list):
            report.notes.append(f"session {number} skipped: not a session")
            continue
        name, size = session.get('name'), session.get('size')
        for index, item in enumerate(session['solves'], 1):
            try:
                fields = dict(item)
                unknown = sorted(set(fields) - _JSON_FIELDS)
                if unknown:
                    raise ValueError(f"unknown field {unknown[0]!r}")
                fields['moves'] = parse_moves(json.dumps(fields.get('moves', [])))
                pairs.append((str(name), _solve(size=size, **fields)))
            except (TypeError, ValueError) as exc:
                report.notes.append(f"session {name!r}, solve {index} skipped: {exc}")
    return pairs


def _from_csv(text: str, report: ImportReport) -> list[tuple[str, Solve]]:
    pairs = []
    for number, row in enumerate(csv.DictReader(io.StringIO(text)), 2):
        try:
            inspection = row['inspection_ms']
            pairs.append((row['session'], _solve(
                size=row['size'], when_ms=row['when_ms'], time_ms=row['time_ms'], penalty=row['penalty'],
                scramble=row['scramble'], mode=row['mode'], comment=row['comment'],
                inspection_ms=int(inspection) if inspection not in ('', None) else None,
                moves=parse_moves(row['moves'] or ''))))
        except (TypeError, ValueError, KeyError) as exc:
            report.notes.append(f"line {number} skipped: {exc}")
    return pairs


def _from_cstimer(document: dict, report: ImportReport) -> list[tuple[str, Solve]]:
    meta = _cstimer_sessions(document)
    pairs = []
    for key in sorted((k for k in document if re.fullmatch(r'session\d+', k)), key=lambda k: int(k[7:])):
        number = key[7:]
        solves = document[key]
        if isinstance(solves, str):                 # older exports keep each session as JSON text
            try:
                solves = json.loads(solves)
            except json.JSONDecodeError:
                solves = None
        if not isinstance(solves, list):
            report.notes.append(f"csTimer session {number} skipped: not a list of solves")
            continue
        info = meta.get(number, {})
        name = str(info.get('name') or number)
        name = f"csTimer {name}" if name.isdigit() else name
        size = _cstimer_size(info)
        if size is None:
            if solves:
                report.notes.append(f"csTimer session {name!r} skipped: not a cube CubeLab has "
                                    f"({info.get('opt', {}).get('scrType')})")
            continue
        for index, item in enumerate(solves, 1):
            try:
                (penalty, raw), scramble, comment, stamp = item[:4]
                if penalty not in _CSTIMER_PENALTY:
                    raise ValueError(f"unknown penalty {penalty!r}")
                pairs.append((name, _solve(size=size, when_ms=int(stamp) * 1000, time_ms=raw,
                                           penalty=_CSTIMER_PENALTY[penalty], scramble=scramble,
                                           comment=comment, mode='csTimer')))
            except (TypeError, ValueError) as exc:
                report.notes.append(f"csTimer session {name!r}, solve {index} skipped: {exc}")
    return pairs


def _cstimer_sessions(document: dict) -> dict[str, dict]:
    properties = document.get('properties')
    data = properties.get('sessionData') if isinstance(properties, dict) else None
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError:
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


def _solve(*, size, when_ms, time_ms, penalty='', scramble='', mode='', comment='',
           inspection_ms=None, moves=()) -> Solve:
    """A Solve from imported fields, each checked (ValueError says which is wrong)."""
    values = {}
    for name, value in (('size', size), ('when_ms', when_ms), ('time_ms', time_ms)):
        try:
            values[name] = int(value) if not isinstance(value, bool) else None
        except (TypeError, ValueError):
            values[name] = None
        if values[name] is None:
            raise ValueError(f"{name} is not a whole number: {value!r}")
    if not MIN_SIZE <= values['size'] <= MAX_SIZE:
        raise ValueError(f"size {values['size']} is not a cube CubeLab has")
    if penalty not in PENALTIES:
        raise ValueError(f"unknown penalty {penalty!r}")
    for name, value in (('scramble', scramble), ('mode', mode), ('comment', comment)):
        if not isinstance(value, str):
            raise ValueError(f"{name} is not text: {value!r}")
    if inspection_ms is not None and (not isinstance(inspection_ms, int) or isinstance(inspection_ms, bool)):
        raise ValueError(f"inspection_ms is not a whole number: {inspection_ms!r}")
    return Solve(penalty=penalty, scramble=scramble, mode=mode, comment=comment,
                 inspection_ms=inspection_ms, moves=tuple(moves), **values)
