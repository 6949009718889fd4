"""`main.py history show` and `main.py stats --steps`: solves split into their method's steps."""
from __future__ import annotations

import json
import math
import time

from model import CubeLabError
from storage.atomic import write_atomic
from timing import format_ms
from timing.reconstruction import METHOD_NAMES, Reconstruction, check_method, reconstruct
from timing.step_stats import STEP_WINDOWS, step_means, step_names, step_times

METHOD_HELP = (f"the method the steps are read by: {', '.join(METHOD_NAMES)} "
               "(default: the session's method, CFOP unless set with 'history method')")


def add_method_option(parser) -> None:
    parser.add_argument('--method', type=str.lower, choices=METHOD_NAMES, default=None, help=METHOD_HELP)


def session_method(history, size: int, session_name: str) -> str:
    """The method of the session a solve or a statistic belongs to (CFOP where none is set)."""
    found = history.find_session(size, session_name)
    return history.session_method(found.id) if found is not None else check_method(None)


def show_solve(history, solve_id: int, method: str | None, as_json: bool) -> list[str]:
    """The lines `history show` prints (one line of JSON with `as_json`)."""
    solve = history.solve(solve_id)
    if solve is None:
        raise CubeLabError(f"no solve with id {solve_id} (ids are the first column of 'history list')")
    method = method or session_method(history, solve.size, solve.session)
    found = reconstruct(solve, method)
    return [json.dumps(found.as_json())] if as_json else show_lines(found)


def show_lines(found: Reconstruction) -> list[str]:
    solve = found.solve
    date = time.strftime('%Y-%m-%d %H:%M:%S', time.gmtime(solve.when_ms / 1000))
    lines = [f"solve {solve.id}: {solve.size}x{solve.size}, session {solve.session!r}, {date} UTC, "
             f"result {solve.result_text()}, method {found.method}"]
    if not found.steps:
        lines.append("no moves were kept with this solve: no steps to show")
        return lines
    lines.append(f"{'step':<24} {'time':>7} {'recog':>7} {'stm':>4} {'htm':>4} {'tps':>6}")
    for step in found.steps:
        name = step.name if step.done else f"{step.name} (unfinished)"
        lines.append(f"{name:<24} {format_ms(step.time_ms):>7} {format_ms(step.recognition_ms):>7} "
                     f"{step.stm:>4} {step.htm:>4} {step.tps:>6.2f}")
    return lines + [''] + found.text().rstrip('\n').split('\n')


def step_stats(solves, method: str, size: int, session_name: str, as_json: bool, plot: str | None = None) -> None:
    found = [reconstruct(s, method) for s in solves if s.moves]
    means = step_means(found, method)
    if plot:
        from timing import plot as plotting             # matplotlib loads only when plotting
        try:
            write_atomic(plot, plotting.steps_png(step_names(method, size), step_times(found, method),
                                                  f"{size}x{size} · {session_name} · {method}"), make_parents=False)
        except OSError as exc:
            raise CubeLabError(f"cannot write {plot}: {exc.strerror or exc}") from None
    counted = sum(1 for s in solves if s.moves)
    if as_json:
        print(json.dumps({'method': method, 'size': size, 'session': session_name, 'count': counted,
                          'steps': step_names(method, size),
                          'means': {str(w): None if v is None else {m.name: m.as_json() for m in v}
                                    for w, v in means.items()}}))
        return
    print(f"{size}x{size} session {session_name!r}, method {method}: {counted} solve"
          f"{'s' if counted != 1 else ''} with moves (mean step time over the last N; recognition in brackets)")
    print(f"{'step':<24}" + ''.join(f"{'last ' + str(w):>18}" for w in STEP_WINDOWS))
    for i, name in enumerate(step_names(method, size)):
        cells = []
        for window in STEP_WINDOWS:
            row = means[window]
            if row is None or math.isnan(row[i].time_ms):
                cells.append(f"{'-':>18}")
            else:
                cells.append(f"{format_ms(row[i].time_ms) + ' (' + format_ms(row[i].recognition_ms) + ')':>18}")
        print(f"{name:<24}" + ''.join(cells))
