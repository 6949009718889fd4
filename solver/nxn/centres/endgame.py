"""The big cubes' endgame look-ahead: each late step chosen with the best one after it.

Late in a big cube's centres each step gains a piece or two for a dozen
moves, and the step that gains most per move now can leave the next one
poor. So from ENDGAME_LOOKAHEAD of the pieces still wrong, greedy.py's big
step weighs its few best options (the batches after the best free face
turns, the scattered commutator, the cheap sequence) by their gain
together with the best batch after each, per move of both, counting the
merges with the move played before. The solver's caches of cell gains
are kept per colour array and updated by what changed, so scoring a
hypothetical state in place and going back costs only those updates.
"""
from __future__ import annotations

from model import Alg, Move
from model.stickers import seq_gather

from ..obtm import obtm


def played_cost(last: list[Move], moves: list[Move]) -> int:
    """OBTM `moves` add after `last` (its last move or none), the moves that
    merge with it or cancel it counted as the solution will count them."""
    return obtm(Alg(last + moves).simplify(commute=False)) - obtm(last)


def look_ahead(solver, options: list[list[Move]]) -> list[Move] | None:
    """The option whose gain plus that of the best batch after it
    (solver._turned_batch on the state it leaves), per OBTM move of both,
    is highest; None when no option gains. The solver's colours and moves
    are as they were on return."""
    colors, moves, n = solver.colors, solver.moves, solver.n
    last = moves[-1:]
    now = solver.score(colors)
    best, best_value = None, 0.0
    for option in options:
        after = colors[seq_gather(n, option)]
        gain, cost = solver.score(after) - now, max(played_cost(last, option), 1)
        if gain <= 0:
            continue
        solver.colors, solver.moves = after, moves + option
        try:
            _, nxt = solver._turned_batch()
            if nxt:
                gain2 = solver.score(after[seq_gather(n, nxt)]) - solver.score(after)
                cost2 = max(played_cost(option[-1:], nxt), 1)
            else:
                gain2 = cost2 = 0
        finally:
            solver.colors, solver.moves = colors, moves
        value = (gain + max(gain2, 0)) / (cost + (cost2 if gain2 > 0 else 0))
        if value > best_value:
            best, best_value = option, value
    return best
