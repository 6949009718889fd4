"""Each step's mean over a session's last 5, 12, 50 and 100 reconstructed solves.

A window counts the solves that carry moves (newest last); it has a mean once
it is full. A step's mean is over the solves that finished it (a DNF's
unfinished step and the steps it never reached are left out), so a mean may
rest on fewer solves than the window: `count` says how many.
"""
from __future__ import annotations

from dataclasses import dataclass

from .reconstruction import Reconstruction
from .reduction_goals import REDUCTION_STEPS
from .step_goals import METHODS

#: The windows the means are taken over (the last N solves).
STEP_WINDOWS = (5, 12, 50, 100)


@dataclass(frozen=True, slots=True)
class StepMean:
    """One step's mean over one window (ms; STM moves)."""
    name: str
    time_ms: float
    recognition_ms: float
    stm: float
    count: int

    def as_json(self) -> dict:
        return {'time_ms': round(self.time_ms), 'recognition_ms': round(self.recognition_ms),
                'stm': round(self.stm, 1), 'count': self.count}


def step_names(method: str, size: int = 3) -> list[str]:
    """The steps of `method`'s reconstructions on the n-cube: a 2x2's one step, a big
    cube's reduction steps before the method's own."""
    if size < 3:
        return ['solve']
    names = [name for name, _ in METHODS[method].goals]
    return list(REDUCTION_STEPS) + names if size > 3 else names


def size_of(found: list[Reconstruction]) -> int:
    """The cube size of a session's reconstructions (3 when there are none)."""
    return found[0].solve.size if found else 3


def step_times(found: list[Reconstruction], method: str) -> list[list[int]]:
    """Per solve, each step's time (ms; 0 where it was skipped or never finished)."""
    names = step_names(method, size_of(found))
    return [[next((s.time_ms for s in r.steps if s.name == name and s.done), 0) for name in names] for r in found]


def step_means(reconstructions: list[Reconstruction], method: str,
               windows: tuple[int, ...] = STEP_WINDOWS) -> dict[int, list[StepMean] | None]:
    """Per window, each step's mean over the last `window` solves with moves (None until
    there are that many); `reconstructions` oldest first, all by `method`."""
    with_moves = [r for r in reconstructions if r.steps]
    out: dict[int, list[StepMean] | None] = {}
    for window in windows:
        if len(with_moves) < window:
            out[window] = None
            continue
        out[window] = [mean_of(name, with_moves[-window:]) for name in step_names(method, size_of(with_moves))]
    return out


def mean_of(name: str, reconstructions: list[Reconstruction]) -> StepMean:
    done = [s for r in reconstructions for s in r.steps if s.name == name and s.done]
    k = len(done)
    if not k:
        return StepMean(name, float('nan'), float('nan'), float('nan'), 0)
    return StepMean(name, sum(s.time_ms for s in done) / k, sum(s.recognition_ms for s in done) / k,
                    sum(s.stm for s in done) / k, k)
