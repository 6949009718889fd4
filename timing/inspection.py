"""WCA inspection: 15 seconds to look at the scrambled cube before the solve.

WCA regulations A3a1 and A3c1/A4d1: the judge calls "8 seconds" and "12
seconds"; starting the solve after 15 s (up to 17 s) is a +2, later is a DNF.
Pure: the caller passes the seconds elapsed since inspection began.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from .solve import DNF, NONE, PLUS2

LIMIT = 15.0
#: Seconds after which starting the solve is a DNF rather than a +2.
DNF_AFTER = 17.0
#: The calls made during inspection (seconds elapsed).
CUES = (8, 12)


def penalty_for(elapsed: float) -> str:
    """The penalty for starting the solve `elapsed` seconds into inspection."""
    if elapsed > DNF_AFTER:
        return DNF
    if elapsed > LIMIT:
        return PLUS2
    return NONE


@dataclass(frozen=True, slots=True)
class Inspection:
    """Inspection `elapsed` seconds in: what the countdown shows."""
    elapsed: float

    @property
    def remaining(self) -> int:
        """Whole seconds left, counting down 15..1 (0 once over; ceil like a countdown)."""
        return max(0, math.ceil(LIMIT - self.elapsed))

    @property
    def cue(self) -> int | None:
        """The last call reached (8 or 12), or None before 8 s."""
        reached = [c for c in CUES if self.elapsed >= c]
        return reached[-1] if reached else None

    @property
    def penalty(self) -> str:
        """What starting now would cost: '', '+2' or 'DNF'."""
        return penalty_for(self.elapsed)
