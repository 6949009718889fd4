"""`main.py history list|show|method|export|import`: the kept solves, one solve's steps, a session's method, out to a file and back in."""
from __future__ import annotations

import sqlite3
import sys
import time
from contextlib import contextmanager
from pathlib import Path

from model import CubeLabError
from model.limits import check_size
from storage import History
from storage.transfer import MAX_IMPORT_BYTES, export, import_file, to_csv, to_json

from .options import whole_number
from .steps import METHOD_NAMES, add_method_option, show_solve


def add_parser(sub) -> None:
    p = sub.add_parser(
        'history', help="list, export or import the solve history",
        description="The solves kept by the Practise mode, in the user data directory "
                    "(CUBELAB_DATA_DIR overrides it).")
    actions = p.add_subparsers(dest='action', metavar='ACTION', required=True)
    listing = actions.add_parser(
        'list', help="print the kept solves",
        description="One tab-separated line per kept solve, after a header line: id, date (UTC), "
                    "size, session, result (seconds; '+' after a +2 result, DNF(time) for a DNF), "
                    "HTM move count, scramble, comment.")
    _filters(listing)
    listing.set_defaults(run=run_list)
    show = actions.add_parser(
        'show', help="one solve split into its method's steps",
        description="The solve with this id (see 'history list') and its steps: per step its time, "
                    "recognition pause (before its first turn), STM, HTM and TPS, then the "
                    "reconstruction as text. --json prints one object: id, time_ms, penalty, scramble, "
                    "moves ([move, ms] pairs), steps (each name, moves (text), stm, htm, start_ms, "
                    "end_ms, recognition_ms, tps).")
    show.add_argument('id', type=whole_number, metavar='ID', help="the solve's id")
    show.add_argument('--json', action='store_true', help="print JSON")
    add_method_option(show)
    show.set_defaults(run=run_show)
    method = actions.add_parser(
        'method', help="print or set the method a session's solves are split by",
        description="Without METHOD, prints the session's method; with it, sets it (cfop, roux, beginner).")
    method.add_argument('method', nargs='?', type=str.lower, default=None, metavar='METHOD',
                        choices=METHOD_NAMES, help="cfop, roux or beginner")
    method.add_argument('--size', type=whole_number, default=3, metavar='N', help="cube size (default 3)")
    method.add_argument('--session', default=None, metavar='S',
                        help="session name or id (default: the current session of that size)")
    method.set_defaults(run=run_method)
    out = actions.add_parser(
        'export', help="write the kept solves to a CSV or JSON file",
        description="CSV: one header row, then one row per solve (times in milliseconds). "
                    "JSON: sessions with their solves and move logs. FILE '-' writes to stdout.")
    out.add_argument('--format', required=True, choices=('csv', 'json'), help="file format")
    out.add_argument('file', metavar='FILE', help="file to write ('-' for stdout)")
    _filters(out)
    out.set_defaults(run=run_export)
    into = actions.add_parser(
        'import', help="add the solves of a CubeLab or csTimer export file",
        description="Reads CubeLab's CSV or JSON export, or csTimer's export file. Solves "
                    "already kept are not added again.")
    into.add_argument('file', metavar='FILE', help="file to read")
    into.set_defaults(run=run_import)


def _filters(parser) -> None:
    parser.add_argument('--size', type=whole_number, default=None, metavar='N', help="only solves of this cube size")
    parser.add_argument('--session', default=None, metavar='S',
                        help="only this session (its name or id; needs --size, default 3)")


@contextmanager
def open_history():
    """The user's history, closed after use; why a file was moved aside goes to stderr
    as a warning, and damage found only while reading is an error, not a traceback."""
    history = History()
    for problem in history.problems:
        print(f"warning: {problem}", file=sys.stderr)
    try:
        with history:
            yield history
    except sqlite3.DatabaseError as exc:
        raise CubeLabError(f"the history file {history.path} could not be read ({exc})") from None


def report_skipped(history: History) -> None:
    """Rows left out because their cells were tampered with: one warning each on stderr."""
    for line in history.skipped_text():
        print(f"warning: {line}", file=sys.stderr)


def chosen_session(history: History, size: int, name: str | None):
    """The session named by --session (or the current one when None)."""
    if name is None:
        return history.current_session(size, create=False)
    found = history.find_session(size, name)
    if found is None:
        names = ', '.join(repr(s.name) for s in history.sessions(size)) or 'none yet'
        raise CubeLabError(f"no {size}x{size} session {name!r} (sessions: {names})")
    return found


def _selection(history: History, args) -> tuple[int | None, int | None]:
    size = check_size(args.size) if args.size is not None else None
    if args.session is None:
        return size, None
    return size, chosen_session(history, size or 3, args.session).id


def run_list(args) -> int:
    with open_history() as history:
        solves = history.solves(*_selection(history, args))
        report_skipped(history)
        if not solves:
            print(f"no solves kept yet ({history.path})", file=sys.stderr)
            return 0
        print('\t'.join(('id', 'date', 'size', 'session', 'result', 'htm', 'scramble', 'comment')))
        for s in solves:
            date = time.strftime('%Y-%m-%d %H:%M:%S', time.gmtime(s.when_ms / 1000))
            fields = (s.id, date, s.size, s.session, s.result_text(), s.counts()['htm'], s.scramble, s.comment)
            print('\t'.join(shown_on_terminal(' '.join(str(f).split())) for f in fields))
    return 0


def shown_on_terminal(text: str) -> str:
    """`text` with every character a terminal could act on (control characters,
    escape sequences' starts, unprintable code points) written as a Python escape."""
    return ''.join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def run_show(args) -> int:
    with open_history() as history:
        lines = show_solve(history, args.id, args.method, args.json)
    print('\n'.join(map(shown_on_terminal, lines)))
    return 0


def run_method(args) -> int:
    size = check_size(args.size)
    with open_history() as history:
        session = chosen_session(history, size, args.session)
        if args.method is not None:
            if not session.id:
                session = history.current_session(size)
            history.set_session_method(session.id, args.method)
        print(history.session_method(session.id) if session.id else 'cfop')
    return 0


def run_export(args) -> int:
    with open_history() as history:
        size, session = _selection(history, args)
        if args.file == '-':
            solves = history.solves(size, session)
            report_skipped(history)
            text = to_csv(solves) if args.format == 'csv' else to_json(solves)
            if sys.stdout.isatty():          # shown, not kept: nothing the terminal would act on
                text = '\n'.join(map(shown_on_terminal, text.split('\n')))
            sys.stdout.write(text)
            sys.stdout.flush()                   # a full disk is an error here, not after "done"
            return 0
        try:
            count = export(history, args.file, args.format, size, session)
        except OSError as exc:
            raise CubeLabError(f"cannot write {args.file}: {exc.strerror or exc}") from None
        report_skipped(history)
    print(f"exported {count} solve{'s' if count != 1 else ''} to {args.file}", file=sys.stderr)
    _warn_if_too_large(args.file)
    return 0


def _warn_if_too_large(path: str) -> None:
    """An export larger than an import reads is kept, with a warning saying how to split it."""
    try:
        too_large = Path(path).stat().st_size > MAX_IMPORT_BYTES
    except OSError:
        return
    if too_large:
        print(f"warning: {path} is larger than the {MAX_IMPORT_BYTES >> 20} MiB 'history import' reads; "
              f"export one size or session at a time (--size, --session) to import it again",
              file=sys.stderr)


def run_import(args) -> int:
    with open_history() as history:
        report = import_file(history, args.file)
    print('\n'.join(map(shown_on_terminal, report.text().split('\n'))))
    return 0
