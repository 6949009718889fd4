"""The progress line of background work: its stage in the user's language and an estimate.

Solvers and scramblers report `(fraction, text)` with English stage names
(solver.CENTRES_TEXT...); the window shows them through the catalogue, with
the time left estimated from the fraction done so far.
"""
from __future__ import annotations

import math

import solver

from .strings import text

#: Solver texts -> catalogue keys (anything else reads as the job's own word).
STAGE_KEYS = {
    solver.TABLES_TEXT: 'solving.stage_tables',
    solver.PARITY_TEXT: 'solving.stage_parity',
    solver.CENTRES_TEXT: 'solving.stage_centres',
    solver.EDGES_TEXT: 'solving.stage_edges',
    solver.THREE_TEXT: 'solving.stage_three',
    solver.REDUCTION_TEXT: 'solving.stage_reduction',
}
#: No estimate before this share of the work is done, or this many seconds have passed.
MIN_FRACTION, MIN_SECONDS = 0.03, 1.0


def stage_name(raw: str, kind: str, language: str) -> str:
    """The stage a job reports, in `language`."""
    key = STAGE_KEYS.get(raw)
    if key is None and 'tables' in raw:              # the scrambler's "3x3 solver tables"
        key = 'solving.stage_tables'
    if key is None:
        key = 'solving.stage_scrambling' if kind == 'scramble' else 'solving.stage_solving'
    return text(key, language)


def seconds_left(fraction: float, elapsed: float) -> float | None:
    """Time left if the rest goes at the pace so far; None while too early to say."""
    if fraction < MIN_FRACTION or elapsed < MIN_SECONDS or fraction >= 1:
        return None
    return elapsed * (1 - fraction) / fraction


def duration(seconds: float, language: str) -> str:
    """'25 s' (to 5 s) under a minute, else whole minutes, rounded up."""
    if seconds < 57.5:
        return text('solving.seconds', language, count=max(5, int(5 * round(seconds / 5))))
    return text('solving.minutes', language, count=math.ceil(seconds / 60))


def line(stage: str, fraction: float, left: float | None, language: str, prefix: str = 'solving.progress') -> str:
    """'Solving the centres: 42%, about 3 min left' (no estimate while `left` is None)."""
    percent = int(100 * min(max(fraction, 0.0), 1.0))
    if left is None:
        return text(prefix, language, stage=stage, percent=percent)
    return text(f'{prefix}_left', language, stage=stage, percent=percent, left=duration(left, language))


def tables_line(fraction: float, left: float | None, language: str) -> str:
    """The quiet line of the first-run table build."""
    percent = int(100 * min(max(fraction, 0.0), 1.0))
    if left is None:
        return text('solving.tables_quiet', language, percent=percent)
    return text('solving.tables_quiet_left', language, percent=percent, left=duration(left, language))
