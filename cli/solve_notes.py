"""What `solve` says besides the moves: that --max-length was not reached, that
the deadline hurried the solve, and,
in the JSON batch form, an error record where a line could not be solved, so a
solved cube (empty moves) and a bad line are told apart on stdout alone."""
from __future__ import annotations

import json


def missed_bound(max_length: int, n: int, length: int) -> str | None:
    """The note when a 3x3 solution is longer than --max-length (the search
    ran to --timeout and kept the shortest it found), else None. The bound
    is a search target, not a filter: the solution is still printed, exit 0."""
    if n != 3 or length <= max_length:
        return None
    return (f"no solution of at most {max_length} moves found before the timeout; "
            f"printed the shortest found ({length} moves)")


#: How the hurried note names the stages (Solution.hurried).
STAGE_WORDS = {'centres': 'the centres', 'edges': 'the edge pairing', '3x3': "the 3x3 stage's search"}


def hurried_note(stages: tuple[str, ...]) -> str | None:
    """The note when the deadline cut stages short (a longer solution than the
    size's unhurried route finds), else None."""
    if not stages:
        return None
    named = [STAGE_WORDS.get(stage, stage) for stage in stages]
    words = named[0] if len(named) == 1 else f"{', '.join(named[:-1])} and {named[-1]}"
    return (f"hurried: the deadline cut {words} short, so this solution is longer than the "
            f"unhurried one; a longer --timeout gives a shorter solution")


def bound_fields(max_length: int, n: int, note: str | None) -> dict:
    """JSON fields for the bound: 3x3 solutions say whether it was reached."""
    if n != 3:
        return {}
    fields = {'max_length': max_length, 'within_max_length': note is None}
    if note is not None:
        fields['note'] = note
    return fields


def error_record(number: int | None, error: Exception) -> str:
    """The JSON line printed for an input that could not be solved."""
    return json.dumps({'line': number, 'error': str(error)})
