"""A timed solve split into its method's steps: moves, times and recognition pauses per step.

The scramble is played on a solved 3x3, then the solve's moves one by one; a
step ends at the move after which its goal holds (timing/step_goals.py), the
next step starts there. The frame (the cross's colour, the first block's
place) is the one in which the solve got furthest, soonest: the steps the
user actually built. Times are the move log's (ms since the timer started):
a step runs from the previous step's end to its own last move; its
recognition pause is the time before its first turn; its TPS counts STM
over the whole step. Rotations count 0 moves. A step whose goal already held
is a skip (no moves, no time). Moves after the last goal reached (a DNF, a
solve stopped early) form one unfinished step. Big cubes (4x4 and up) have the
reduction's steps first, `centres` and `edges`, then the method's steps on the
reduced cube (timing/reduction_goals.py); a 2x2 has one step, `solve`.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from model import Alg, CubeLabError, parse_move
from model.metrics import count
from model.stickers import move_gather, seq_gather

from .solve import Solve, format_ms, result_text, tps
from .reduction_goals import ReducedState, reduction_method
from .step_goals import METHODS, State

#: The methods a solve can be split by, the default first.
METHOD_NAMES = ('cfop', 'roux', 'beginner')
DEFAULT_METHOD = 'cfop'


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a solve: its moves (text, ms) and when it started and ended (ms)."""
    name: str
    moves: tuple[tuple[str, int], ...]
    start_ms: int
    end_ms: int
    done: bool = True
    size: int = 3

    @property
    def text(self) -> str:
        return ' '.join(m for m, _ in self.moves)

    @property
    def stm(self) -> int:
        return count([parse_move(m) for m, _ in self.moves], 'stm', self.size)

    @property
    def htm(self) -> int:
        return count([parse_move(m) for m, _ in self.moves], 'htm', self.size)

    @property
    def time_ms(self) -> int:
        return self.end_ms - self.start_ms

    @property
    def recognition_ms(self) -> int:
        """The pause before the step's first turn (rotations are part of looking)."""
        turns = [ms for m, ms in self.moves if not parse_move(m).is_rotation]
        return max(0, turns[0] - self.start_ms) if turns else self.time_ms

    @property
    def tps(self) -> float:
        return tps(self.stm, self.time_ms)

    @property
    def skipped(self) -> bool:
        return not self.moves

    def as_json(self) -> dict:
        return {'name': self.name, 'moves': self.text, 'stm': self.stm, 'htm': self.htm,
                'start_ms': self.start_ms, 'end_ms': self.end_ms,
                'recognition_ms': self.recognition_ms, 'tps': round(self.tps, 2)}


@dataclass(frozen=True, slots=True)
class Reconstruction:
    """A solve and its steps."""
    solve: Solve
    method: str
    steps: tuple[Step, ...]

    def text(self) -> str:
        """The reconstruction as speedcubers share one: the scramble, then a line per step
        (`R U R' F // cross 2.31 s`), then the result, the method, the STM and the TPS."""
        lines = [self.solve.scramble, '']
        for step in self.steps:
            label = step.name if step.done else f"{step.name} (unfinished)"
            if step.skipped:
                lines.append(f"// {label} skip")
            else:
                lines.append(f"{step.text} // {label} {format_ms(step.time_ms)} s")
        stm = sum(step.stm for step in self.steps)
        lines += ['', f"// {result_text(self.solve.time_ms, self.solve.penalty)} ({self.method}, {stm} STM, "
                      f"{tps(stm, self.solve.time_ms):.2f} TPS)"]
        return '\n'.join(lines) + '\n'

    def as_json(self) -> dict:
        return {'id': self.solve.id, 'time_ms': self.solve.time_ms, 'penalty': self.solve.penalty,
                'scramble': self.solve.scramble, 'moves': [[m, ms] for m, ms in self.solve.moves],
                'steps': [step.as_json() for step in self.steps]}


def check_method(name: str | None) -> str:
    method = (name or DEFAULT_METHOD).strip().lower()
    if method not in METHOD_NAMES:
        raise CubeLabError(f"unknown method {name!r}: choose one of {', '.join(METHOD_NAMES)}")
    return method


def reconstruct(solve: Solve, method: str | None = None) -> Reconstruction:
    """`solve` split into the steps of `method` (default CFOP); a CubeLabError
    names a scramble or move that cannot be read."""
    method = check_method(method)
    return Reconstruction(solve, method, tuple(split(solve.size, solve.scramble, solve.moves, method)))


def split(size: int, scramble: str, moves, method: str = DEFAULT_METHOD) -> list[Step]:
    """The steps of one solve's move log [(move text, ms since the start)]."""
    goals = METHODS[check_method(method)]
    moves = tuple((str(m), int(ms)) for m, ms in moves)
    parsed = [parse_move(m) for m, _ in moves]
    if not moves:
        return []
    if size < 3:
        return [Step('solve', moves, 0, max(0, moves[-1][1]), True, size)]
    if size == 3:
        def state(colors):
            return State(colors)
    else:
        goals = reduction_method(goals)

        def state(colors):
            return ReducedState(colors, size)
    colors = np.repeat(np.arange(6, dtype=np.int8), size * size)[seq_gather(size, tuple(Alg.parse(scramble, size)))]
    states = [state(colors)]
    for move in parsed:
        colors = colors[move_gather(size, move)]
        states.append(state(colors))
    ends = min((_ends(goals, states, frame) for frame in goals.frames), key=_rank)
    steps, begin, start_ms = [], 0, 0
    for (name, _), end in zip(goals.goals, ends):
        taken = moves[begin:end]
        end_ms = max(start_ms, taken[-1][1]) if taken else start_ms
        steps.append(Step(name, taken, start_ms, end_ms, True, size))
        begin, start_ms = end, end_ms
    if begin < len(moves):
        name = goals.goals[len(ends)][0] if len(ends) < len(goals.goals) else 'after the solve'
        steps.append(Step(name, moves[begin:], start_ms, max(start_ms, moves[-1][1]), False, size))
    return steps


def _ends(method, states: list[State], frame) -> list[int]:
    """For each step reached in `frame`, the state (moves made) at which it ended."""
    ends: list[int] = []
    for t, state in enumerate(states):
        while len(ends) < len(method.goals) and method.goals[len(ends)][1](state, frame):
            ends.append(t)
        if len(ends) == len(method.goals):
            break
    return ends


def _rank(ends: list[int]) -> tuple:
    """The frame the user built in: the most steps reached, then the soonest."""
    return (-len(ends), sum(ends), tuple(reversed(ends)))
