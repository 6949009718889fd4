"""The progress line of background work: its stage as a catalogue phrase and an estimate.

Solvers and scramblers report `(fraction, stage)` where the stage is a plain
identifier (solver.STAGES: 'tables', 'centres', ...); this module turns it into
the phrase the view renders, with the time left estimated from the fraction
done so far.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import solver

from .strings import Phrase, phrase, text

#: Stage identifiers -> catalogue keys (an unknown or empty stage reads as the job's own word).
STAGE_KEYS = {stage: f'solving.stage_{stage}' for stage in solver.STAGES}
#: No estimate before this share of the work is done, or this many seconds have passed.
MIN_FRACTION, MIN_SECONDS = 0.03, 1.0


def stage_name(stage: str, kind: str) -> Phrase:
    """The stage a job reports, as a phrase."""
    key = STAGE_KEYS.get(stage)
    if key is None:
        key = 'solving.stage_scrambling' if kind in ('scramble', 'case_scramble') else 'solving.stage_solving'
    return phrase(key)


def seconds_left(fraction: float, elapsed: float) -> float | None:
    """Time left if the rest goes at the pace so far; None while too early to say."""
    if fraction < MIN_FRACTION or elapsed < MIN_SECONDS or fraction >= 1:
        return None
    return elapsed * (1 - fraction) / fraction


def duration(seconds: float, language: str, fine: bool = False) -> str:
    """'25 s' (to 5 s) under a minute, else whole minutes, rounded up; `fine`: a
    wait of seconds ('3 s') in whole seconds, at least one, under 10 s."""
    if fine and seconds < 9.5:
        return text('solving.seconds', language, count=max(1, round(seconds)))
    if seconds < 57.5:
        return text('solving.seconds', language, count=max(5, int(5 * round(seconds / 5))))
    return text('solving.minutes', language, count=math.ceil(seconds / 60))


@dataclass(frozen=True, slots=True)
class Left:
    """Time left, rendered as `duration()` rounds it, in the language it is drawn in."""
    seconds: float
    fine: bool = False

    def render(self, language: str = 'en') -> str:
        return duration(self.seconds, language, self.fine)


def _percent(fraction: float) -> int:
    return int(100 * min(max(fraction, 0.0), 1.0))


def line(stage: Phrase, fraction: float, left: float | None, prefix: str = 'solving.progress') -> Phrase:
    """'Solving the centres: 42%, about 3 min left' (no estimate while `left` is None)."""
    if left is None:
        return phrase(prefix, stage=stage, percent=_percent(fraction))
    return phrase(f'{prefix}_left', stage=stage, percent=_percent(fraction), left=Left(left))


def tables_line(fraction: float, left: float | None, waiting: bool = False) -> Phrase:
    """The quiet line of the first-run table build (`waiting`: for another
    CubeLab's build of them)."""
    if waiting:
        return phrase('solving.tables_waiting_other')
    if left is None:
        return phrase('solving.tables_quiet', percent=_percent(fraction))
    return phrase('solving.tables_quiet_left', percent=_percent(fraction), left=Left(left))
