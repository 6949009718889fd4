"""Outer block widening: what it turns, what it counts, when stages keep it."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.faces import FACE_ORDER
from model.metrics import count
from model.stickers import seq_gather
from solver.nxn.layers import cheapest, widened
from solver.nxn.obtm import obtm
from solver.nxn.pieces import centre_mask


@pytest.mark.parametrize('n', [4, 5, 7])
def test_widened_turns_the_block_and_the_face_next_to_it(n):
    for face in FACE_ORDER:
        for start in range(1, n):
            for end in range(start, n):
                move = Move(face, start, end, random.Random(start * n + end).choice((1, -1, 2)))
                wide = widened(n, move)
                if start == 1 or (start > 2 and end < n - 1):
                    assert wide is None
                    continue
                assert wide.start == 1
                outer = Move(face, 1, 1, move.amount) if start == 2 else Move(face, n, n, move.amount)
                assert Cube(n).apply([wide]) == Cube(n).apply([move, outer])


@pytest.mark.parametrize('n', [4, 6, 9])
def test_obtm_agrees_with_the_model_metric(n):
    rng = random.Random(n)
    moves = []
    for _ in range(200):
        start = rng.randrange(1, n)
        moves.append(Move(rng.choice(FACE_ORDER), start, rng.randrange(start, n), rng.choice((1, -1, 2))))
    assert obtm(moves) == count(moves, 'htm', n)


def test_cheapest_widens_a_centre_conjugate_and_keeps_its_effect():
    n = 5
    a = Move('R', 2, 2, 1)                       # inner slice next to R: 2 OBTM
    seq = [a, Move('U'), a.inverse()]
    mask = np.nonzero(centre_mask(n))[0]
    colors = Cube(n).apply("Rw U2 3Fw' D 2L B").facelet_colors()

    def centres_right(c):
        return int((c[mask] == colors[seq_gather(n, seq)][mask]).sum())

    best = cheapest(n, colors, seq, centres_right)
    assert obtm(best) == 3 < obtm(seq) == 5
    assert np.array_equal(colors[seq_gather(n, best)][mask], colors[seq_gather(n, seq)][mask])
    # a score nothing widened can keep: the sequence stays as written
    assert cheapest(n, colors, seq, lambda c: int(np.array_equal(c, colors[seq_gather(n, seq)]))) == seq


def test_cheapest_one_by_one_widens_what_trying_each_move_in_turn_would():
    """Past MAX_CHOICES widenable moves, cheapest widens left to right each
    move that keeps the score: the same choice as replaying the whole
    sequence for every try."""
    n = 9
    rng = random.Random(3)
    inner = [Move(face, 2, 2, rng.choice((1, -1, 2))) for face in FACE_ORDER for _ in range(2)]
    seq = [m for pair in zip(inner, [Move(rng.choice(FACE_ORDER)) for _ in inner]) for m in pair]
    mask = np.nonzero(centre_mask(n))[0]
    colors = Cube(n).apply("Rw U2 3Fw' D 2L B 3R2 Dw").facelet_colors()
    for need_share in (0.0, 0.5, 1.0):
        def score(c):
            return int((c[mask] == colors[seq_gather(n, seq)][mask]).sum() >= need_share * len(mask))

        chosen, want = set(), None
        need = score(colors[seq_gather(n, seq)])
        wide = [widened(n, m) for m in seq]
        for i, w in enumerate(wide):
            if w is not None:
                trial = [wide[j] if j in chosen | {i} else m for j, m in enumerate(seq)]
                if score(colors[seq_gather(n, trial)]) >= need:
                    chosen.add(i)
        want = [wide[j] if j in chosen else m for j, m in enumerate(seq)]
        assert cheapest(n, colors, seq, score) == want
