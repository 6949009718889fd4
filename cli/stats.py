"""`main.py stats`: the figures the Practise page shows, for one session."""
from __future__ import annotations

import json
import sys

from model import CubeLabError
from model.limits import check_size
from storage.atomic import write_atomic
from timing import AVERAGES, format_ms, summary

from .history import chosen_session, open_history, report_skipped
from .steps import add_method_option, step_stats
from .options import whole_number


def add_parser(sub) -> None:
    p = sub.add_parser(
        'stats', help="statistics of a practise session (best, mo3, ao5, ao12, ...)",
        description="Best and worst single, mo3, ao5, ao12, ao50, ao100 (current and best) and the "
                    "session mean of one session, by WCA rules (ao5/ao12 drop the best and the "
                    "worst; ao50/ao100 drop 5%% at each end, rounded up; a DNF counts as the worst). "
                    "Text shows seconds. --json prints one object: keys best, worst, mo3, ao5, ao12, "
                    "ao50, ao100, mean (whole milliseconds; \"DNF\" for a DNF; null when there are "
                    "too few solves), count, dnf, unit (\"ms\"), best_averages (the best of each "
                    "average), size, session.")
    p.add_argument('--size', type=whole_number, default=3, metavar='N', help="cube size (default 3)")
    p.add_argument('--session', default=None, metavar='S',
                   help="session name or id (default: the current session of that size)")
    p.add_argument('--json', action='store_true', help="print JSON (times in milliseconds)")
    p.add_argument('--steps', action='store_true',
                   help="each step's mean time, recognition pause and STM over the last 5, 12, 50 and 100 "
                        "solves with moves, by the session's method (or --method). --json keys: method, "
                        "size, session, count, steps (names in order), means ({\"5\": {step: {time_ms, "
                        "recognition_ms, stm, count}}, ...}; null until there are that many solves)")
    add_method_option(p)
    p.add_argument('--plot', default=None, metavar='FILE.png',
                   help="also draw every result with the rolling ao5 and ao12 to this PNG file "
                        "(with --steps: each solve's step times, stacked)")
    p.set_defaults(run=run)


def run(args) -> int:
    size = check_size(args.size)
    with open_history() as history:
        session = chosen_session(history, size, args.session)
        if args.steps:
            method = args.method or (history.session_method(session.id) if session.id else 'cfop')
            solves = history.solves(size, session.id) if session.id else []
            report_skipped(history)
            step_stats(solves, method, size, session.name, args.json, args.plot)
            if args.plot:
                print(f"plot written to {args.plot}", file=sys.stderr)
            return 0
        results = history.results(session.id)
        report_skipped(history)
    stats = summary(results)
    if args.plot:
        from timing import plot                   # matplotlib loads only when plotting
        try:
            write_atomic(args.plot, plot.png(results, f"{size}x{size} · {session.name}"), make_parents=False)
        except OSError as exc:
            raise CubeLabError(f"cannot write {args.plot}: {exc.strerror or exc}") from None
    if args.json:
        print(json.dumps(stats.as_json() | {'size': size, 'session': session.name}))
        return 0
    print(f"{size}x{size} session {session.name!r}: {stats.count} solve{'s' if stats.count != 1 else ''}"
          + (f" ({stats.dnf} DNF)" if stats.dnf else ''))
    print(f"{'best':<6} {format_ms(stats.best)}")
    print(f"{'worst':<6} {format_ms(stats.worst)}")
    for name, _, _ in AVERAGES:
        best = stats.best_average[name]
        print(f"{name:<6} {format_ms(stats.current[name])}" + (f"  (best {format_ms(best)})" if best is not None else ''))
    print(f"{'mean':<6} {format_ms(stats.mean)}")
    if args.plot:
        print(f"plot written to {args.plot}", file=sys.stderr)
    return 0
