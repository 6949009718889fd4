"""A solve history row as read: its columns, what makes one sound, and the Solve it stands for.

The same rule twice: `SOUND` in SQL (so that the list, the statistics and the
export leave out the same rows) and `why_unsound` in Python (to say why a row
was left out). A row failing it is skipped and noted, never an exception.
"""
from __future__ import annotations

from model.limits import MAX_SIZE, MIN_SIZE
from timing import PENALTIES, Solve, parse_moves

SOLVE_COLUMNS = ('s.id, s.when_ms, s.size, s.scramble, s.mode, s.moves, s.time_ms, s.penalty, '
                 's.inspection_ms, s.comment, CAST(p.name AS TEXT)')
#: Start times a row may have: years 1 to 9999 (what dates can be printed for), in ms.
WHEN_RANGE = (-62_135_596_800_000, 253_402_300_799_999)
#: A solve time is at most this (ms): a whole number a float holds exactly.
MAX_TIME_MS = 2 ** 53 - 1
#: The cells a row needs, checked in SQL (on `solves s`) so that the list, the
#: statistics and the export leave out the same rows; they are noted in `History.skipped`.
SOUND = (f"(typeof(s.when_ms) = 'integer' AND s.when_ms BETWEEN {WHEN_RANGE[0]} AND {WHEN_RANGE[1]} "
         f"AND typeof(s.time_ms) = 'integer' AND s.time_ms BETWEEN 0 AND {MAX_TIME_MS} "
         f"AND s.penalty IN ('', '+2', 'DNF') AND typeof(s.comment) = 'text' AND typeof(s.scramble) = 'text' "
         f"AND typeof(s.moves) = 'text' AND (s.moves = '' OR json_valid(s.moves)) "
         f"AND (s.htm IS NULL OR typeof(s.htm) = 'integer'))")


def why_unsound(row) -> str | None:
    """What is wrong with a row's cells (`SOLVE_COLUMNS`), or None."""
    id_, when, size, scramble, mode, moves, time_ms, penalty, inspection, comment, session = row
    kinds = {'when_ms': (when, int), 'size': (size, int), 'time_ms': (time_ms, int), 'scramble': (scramble, str),
             'mode': (mode, str), 'moves': (moves, str), 'comment': (comment, str), 'session name': (session, str)}
    for name, (value, kind) in kinds.items():
        if type(value) is not kind:
            return f"its {name} is {value!r:.40}, not {'a whole number' if kind is int else 'text'}"
    if not WHEN_RANGE[0] <= when <= WHEN_RANGE[1]:
        return f"its when_ms {when} is not a date from year 1 to 9999"
    if not 0 <= time_ms <= MAX_TIME_MS:
        return f"its time_ms {time_ms} is out of range"
    if not MIN_SIZE <= size <= MAX_SIZE:
        return f"its size {size} is not {MIN_SIZE} to {MAX_SIZE}"
    if penalty not in PENALTIES:
        return f"its penalty {penalty!r:.40} is not one of '', '+2', 'DNF'"
    if inspection is not None and (type(inspection) is not int or not 0 <= inspection <= MAX_TIME_MS):
        return f"its inspection_ms {inspection!r:.40} is not a whole number of milliseconds"
    return None


def solve_of_row(row) -> Solve:
    """The Solve a sound row (`why_unsound` None) stands for."""
    id_, when, size, scramble, mode, moves, time_ms, penalty, inspection, comment, session = row
    return Solve(when_ms=when, size=size, scramble=scramble, time_ms=time_ms, penalty=penalty,
                 mode=mode, moves=parse_moves(moves), inspection_ms=inspection, comment=comment,
                 session=session, id=id_)
