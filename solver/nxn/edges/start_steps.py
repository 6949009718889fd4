"""A beam's first action priced against the moves its start ends with (the centres' last ones).

The edge beams (opening.py, four/joint.py) start from centre solutions; their
first action may merge with, or cancel, a start's last move or two, and an
action spelt the other way round (opening.respelled) may merge better. So
each start has its own first-step costs, and a path's moves are spelt to
match.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from model import Move

from ..obtm import merge_savings_after, obtm

if TYPE_CHECKING:
    from .opening import Actions


def start_spelling(act: Actions, alt: list[list[Move] | None], tails: list[list[Move]] | None):
    """(first, spell) for a beam from starts ending in `tails`: each start's
    first-action costs after its tail ((starts, actions) int16, None without
    tails) and spell(start, path), a path's moves with its first action in
    whichever spelling (act.seqs or `alt`) merges better with that tail."""
    firsts = [start_steps(act, t, alt) for t in tails] if tails else None
    first = np.array([f for f, _ in firsts], dtype=np.int16) if firsts else None
    respell = [r for _, r in firsts] if firsts else None

    def spell(start: int, path: tuple[int, ...]) -> list[Move]:
        seqs = [act.seqs[j] for j in path]
        if seqs and respell is not None and respell[start][path[0]]:
            seqs[0] = alt[path[0]]
        return [m for seq in seqs for m in seq]
    return first, spell


def start_steps(act: Actions, tail: list[Move],
                alt: list[list[Move] | None] | None = None) -> tuple[np.ndarray, np.ndarray]:
    """OBTM each action adds played right after `tail` (its last move
    merges with the action's first, and where they cancel the one before
    with the second, as opening._step_costs prices them between actions), and
    whether its other spelling `alt` (respelled) merges better."""
    if not tail:
        return act.step[-1], np.zeros(len(act.seqs), dtype=bool)
    step = _after(act.seqs, act.costs, tail)
    if alt is None:
        return step, np.zeros(len(act.seqs), dtype=bool)
    other = _after([a or s for a, s in zip(alt, act.seqs)], act.costs, tail)
    return np.minimum(step, other), other < step


def _after(seqs: list[list[Move]], costs: np.ndarray, tail: list[Move]) -> np.ndarray:
    firsts = [s[0] for s in seqs]
    seconds = [s[1] if len(s) > 1 else s[0] for s in seqs]
    saved = merge_savings_after(tail[-1], firsts)
    cancels = saved == obtm(tail[-1:]) + np.array([obtm([m]) for m in firsts])
    step = costs - saved
    if len(tail) > 1:
        again = merge_savings_after(tail[-2], seconds) * np.array([len(s) > 1 for s in seqs])
        step = step - cancels * again
    return step.astype(np.int32)
