"""The last layer: OLL and PLL (or their 2-look steps EO, CO, CP, EP), then the last U turn.

Each step's case is found by its key in the case set (the model's recognition, up to U
turns); every algorithm of the case after every U turn is tried, and of the ways that
reach the step's goal the whole last layer is searched for the fewest moves in all,
the final U turn included.
"""
from __future__ import annotations

from dataclasses import dataclass

from model import CubeLabError, Move
from model.cases import Case, CaseSet, case_key, done
from model.last_layer import read_last_layer

from .f2l import cost
from .frame import U_TURNS, after_turn, apply, moves_of

#: The steps of each way to do the last layer, and the case set each step's cases are in.
STEPS = {'full': (('oll', 'oll'), ('pll', 'pll')),
         '2look': (('eo', 'oll2'), ('co', 'oll2'), ('cp', 'pll2'), ('ep', 'pll2'))}


@dataclass(frozen=True)
class Played:
    """One last-layer step as solved: its moves (none when skipped) and its case."""
    step: str
    moves: tuple[Move, ...]
    case: Case | None
    turn: int = 0               # how many of `moves` are the U turn before the algorithm


def _ways(state: str, step: str, cases: CaseSet) -> list[tuple[tuple[Move, ...], Case | None, int]]:
    layer = read_last_layer(state)
    if layer is None:
        raise CubeLabError("the last layer starts with the first two layers unsolved (please report this state)")
    if done(step, layer):
        return [((), None, 0)]
    case = cases.keys.get((step, case_key(step, layer)))
    if case is None:
        raise CubeLabError(f"the {cases.name} set has no case for this last layer")
    out = []
    for alg in case.algs:
        for u in U_TURNS:
            moves, turn = after_turn(u, alg)
            after = read_last_layer(apply(state, moves))
            if after is not None and done(step, after):
                out.append((moves, case, turn))
    return out


def final_turn(state: str) -> tuple[Move, ...]:
    """The U turn that solves a last layer that is solved up to one."""
    for u in U_TURNS:
        layer = read_last_layer(apply(state, moves_of(u)))
        if layer is not None and layer.solved:
            return moves_of(u)
    raise CubeLabError("the last layer is not solved after PLL (please report this state)")


def solve_last_layer(state: str, mode: str, sets: dict[str, CaseSet],
                     last: Move | None) -> tuple[list[Played], tuple[Move, ...]]:
    """The steps of `mode` ('full' or '2look') with the fewest moves in all, and the last U turn."""
    if mode not in STEPS:
        raise CubeLabError(f"the last layer is 'full' or '2look', not {mode!r}")
    steps = STEPS[mode]
    memo: dict[tuple[int, str, Move | None], tuple[int, list, tuple]] = {}

    def search(k: int, at: str, tail: Move | None):
        key = (k, at, tail)
        if key in memo:
            return memo[key]
        if k == len(steps):
            auf = final_turn(at)
            found = (cost(auf, tail), [], auf)
        else:
            step, name = steps[k]
            found = None
            for moves, case, turn in _ways(at, step, sets[name]):
                sub = search(k + 1, apply(at, moves), moves[-1] if moves else tail)
                total = cost(moves, tail) + sub[0]
                if found is None or total < found[0]:
                    found = (total, [Played(step, moves, case, turn)] + sub[1], sub[2])
        memo[key] = found
        return found

    _, played, auf = search(0, state, last)
    return played, auf
