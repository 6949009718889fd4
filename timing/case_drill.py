"""A case drill's results per case, and which case comes next (spaced repetition).

The rule is weights, not Leitner boxes. Boxes promote a card after a success and
wait days between reviews; a drill lasts minutes and every round is timed, so the
time itself says how well a case is known. Each case of the drill gets a weight and
the next case is drawn in proportion to it:

- a case never tried weighs UNSEEN (above the average case, so new cases come early);
- a case whose last try failed (given up) weighs CEILING, so it comes back soonest;
- otherwise the weight is (its recent mean / the drill's recent mean) squared, the
  recent mean being the mean of its last RECENT solved times, each with MISTAKE_COST
  added per mistake: a case half again as slow as the drill comes 2.25 times as often;
- every weight lies between FLOOR and CEILING, so no case starves and none crowds out
  the rest.

With no results every case weighs UNSEEN and the draw is uniform.
Pure computation: the results and the random source are passed in.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable, Sequence

#: How many of a case's latest solved tries its recent mean reads.
RECENT = 5
#: The least and greatest weight of a case (an average case weighs 1).
FLOOR, CEILING = 0.25, 4.0
#: The weight of a case never tried.
UNSEEN = 2.0
#: What one mistake adds to a try's time in the recent mean (ms).
MISTAKE_COST = 1000


@dataclass(frozen=True, slots=True)
class CaseResult:
    """One round of the drill: the case, how long it took from the first turn to solved (None
    when it was given up), the pause before the first turn, and the mistakes made."""
    case: str
    time_ms: int | None
    recognition_ms: int = 0
    mistakes: int = 0
    when_ms: int = 0

    @property
    def solved(self) -> bool:
        return self.time_ms is not None


@dataclass(frozen=True, slots=True)
class CaseStats:
    """A case's statistics: tries, fails, mean and best time (solved tries), mean of the last
    RECENT solved times, mean recognition pause (ms; None when nothing is solved), and the
    mistakes of every try (given up ones too) added up."""
    case: str
    count: int = 0
    failed: int = 0
    mean_ms: float | None = None
    best_ms: int | None = None
    recent_ms: float | None = None
    recognition_ms: float | None = None
    mistakes: int = 0


def case_stats(results: Iterable[CaseResult]) -> dict[str, CaseStats]:
    """Statistics per case of results in the order they happened."""
    by_case: dict[str, list[CaseResult]] = {}
    for result in results:
        by_case.setdefault(result.case, []).append(result)
    return {name: _stats(name, tries) for name, tries in by_case.items()}


def _stats(name: str, tries: list[CaseResult]) -> CaseStats:
    solved = [t for t in tries if t.solved]
    times = [t.time_ms for t in solved]
    mistakes = sum(t.mistakes for t in tries)
    if not times:
        return CaseStats(name, len(tries), len(tries), mistakes=mistakes)
    recent = times[-RECENT:]
    return CaseStats(name, len(tries), len(tries) - len(solved), sum(times) / len(times), min(times),
                     sum(recent) / len(recent), sum(t.recognition_ms for t in solved) / len(solved), mistakes)


def recent_cost(tries: Sequence[CaseResult]) -> float | None:
    """The mean of the last RECENT solved tries, each with its mistakes' cost; None when none."""
    costs = [t.time_ms + MISTAKE_COST * t.mistakes for t in tries if t.solved][-RECENT:]
    return sum(costs) / len(costs) if costs else None


def case_weights(drill: Sequence[str], results: Iterable[CaseResult]) -> dict[str, float]:
    """Each drill case's weight in the next draw (the rule in the module docstring)."""
    tries: dict[str, list[CaseResult]] = {name: [] for name in drill}
    for result in results:
        if result.case in tries:
            tries[result.case].append(result)
    costs = {name: recent_cost(t) for name, t in tries.items()}
    known = [cost for cost in costs.values() if cost is not None]
    drill_mean = sum(known) / len(known) if known else None
    weights = {}
    for name in drill:
        if not tries[name]:
            weights[name] = UNSEEN
        elif not tries[name][-1].solved or costs[name] is None:
            weights[name] = CEILING
        else:
            ratio = costs[name] / drill_mean if drill_mean else 1.0
            weights[name] = min(CEILING, max(FLOOR, ratio * ratio))
    return weights


def next_case(drill: Sequence[str], results: Iterable[CaseResult], rng: random.Random) -> str:
    """The next case to drill, drawn in proportion to `case_weights`."""
    if not drill:
        raise ValueError("the drill has no cases")
    weights = case_weights(drill, results)
    return rng.choices(list(drill), weights=[weights[name] for name in drill])[0]
