"""The window's solve on a big cube: the shortest route (the size's default
deadline, solver.route_time) or the quick one (a short deadline: a longer
solution sooner), which the user chooses (settings.toml's big_solves), and
about how long each takes, which the status line says as the solve starts.

The choice is a real trade only where the size's unhurried route needs
more than the quick deadline (`has_choice`); on smaller cubes both are the same.
"""
from __future__ import annotations

from dataclasses import dataclass

from solver.floor import fastest_seconds
from solver.route_time import default_timeout, route_seconds

#: The quick route's deadline: past their shares of it the stages finish their fastest way.
QUICK_SECONDS = 10.0
#: Solves expected to take at least this long (seconds) say how long as they start.
TELL_FROM = 5.0
#: The choices, as settings.toml names them.
CHOICES = ('shortest', 'quick')


@dataclass(frozen=True, slots=True)
class SolvePlan:
    """How one solve runs: its deadline (seconds) and about how long it takes."""
    timeout: float
    seconds: float
    quick: bool


def has_choice(n: int) -> bool:
    """Whether the quick route is a real trade on an n-cube: a shorter deadline
    than the size's default, and a solve that ends sooner than the unhurried route."""
    return default_timeout(n) > QUICK_SECONDS and _quick_seconds(n) < route_seconds(n)


def _quick_seconds(n: int) -> float:
    """About how long the quick route takes: past the deadline the stages finish
    their fastest way, which takes about as long as a whole fastest solve on big cubes."""
    return QUICK_SECONDS + fastest_seconds(n)


def plan(n: int, choice: str = 'shortest') -> SolvePlan:
    """The deadline and the expected time of an n-cube's solve by `choice`."""
    if has_choice(n) and choice == 'quick':
        return SolvePlan(QUICK_SECONDS, about(_quick_seconds(n)), True)
    return SolvePlan(default_timeout(n), about(route_seconds(n)), False)


def about(seconds: float) -> float:
    """An estimate as precise as it is: whole seconds below 20, then to 5 s."""
    return float(round(seconds)) if seconds < 20 else 5.0 * round(seconds / 5)
