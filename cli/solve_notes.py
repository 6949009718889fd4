"""What `solve` says besides the moves: that --max-length was not reached, and,
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
