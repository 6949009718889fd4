"""What merging touching turns saves, against Alg.simplify and the model's move count."""
import random

from model import Alg, Move
from model.faces import FACE_ORDER
from model.metrics import count
from solver.nxn.obtm import merge_savings, obtm


def test_merge_savings_is_what_simplify_without_commuting_saves():
    n = 7
    rng = random.Random(7)
    moves = sorted({Move(rng.choice(FACE_ORDER), s, s + rng.randrange(0, 2), rng.choice((1, -1, 2, -2)))
                    for s in (1, 1, 1, 2, 3) for _ in range(12)}, key=str)
    saved = merge_savings(moves)
    for i, a in enumerate(moves):
        for j, b in enumerate(moves):
            joined = Alg([a, b]).simplify(commute=False)
            assert saved[i, j] == count([a, b], 'htm', n) - count(joined, 'htm', n), (a, b)
            assert saved[i, j] == obtm([a, b]) - obtm(joined)


def test_merge_savings_after_one_move_is_that_row_of_the_square():
    from solver.nxn.obtm import merge_savings_after
    rng = random.Random(11)
    moves = [Move(rng.choice(FACE_ORDER), s, s + rng.randrange(0, 2), rng.choice((1, -1, 2)))
             for s in (1, 1, 2) for _ in range(40)]
    for before in moves[:30]:
        assert (merge_savings_after(before, moves) == merge_savings([before] + moves)[0, 1:]).all()
