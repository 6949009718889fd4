"""The work one alg text asks for is bounded before it is done: moves, pieces
those moves turn on the cube's size, and characters of text."""
import time

import pytest

from model import Alg, NotationError, WorkLimitError
from model.geometry import geometry
from model.notation import MAX_CHARACTERS, MAX_MOVES, MAX_PIECE_MOVES, Budget


@pytest.mark.parametrize('n', [2, 3, 4, 7])
@pytest.mark.parametrize('text', ['R', 'L', 'Rw', "3Rw'", '2R', 'x', 'y2', 'z', 'u', 'd'])
def test_a_turn_moves_the_pieces_its_layers_hold(n, text):
    try:
        move = Alg.parse(text, n)[0]
    except NotationError:
        pytest.skip(f"{text} is not a move on a {n}x{n}")
    turn = move.turn(n)
    assert turn.pieces(n) == len(geometry(n).turning_slots(turn))


@pytest.mark.parametrize('text', ['(Rw 50Rw)500000', '(x)1000000', '(R)1000000', '[(x)100, (y)100]300'])
def test_work_on_a_100x100_is_refused_before_it_is_done(text):
    start = time.perf_counter()
    with pytest.raises(WorkLimitError, match=f"{MAX_PIECE_MOVES:,} pieces on a 100x100"):
        Alg.parse(text, 100)
    assert time.perf_counter() - start < 0.5


def test_the_same_text_on_a_small_cube_is_within_the_bound():
    assert len(Alg.parse('(R)100000', 3)) == 100000


def test_text_longer_than_the_limit_is_refused_before_it_is_split():
    start = time.perf_counter()
    with pytest.raises(WorkLimitError, match=f"at most {MAX_CHARACTERS:,}"):
        Alg.parse('() ' * (MAX_CHARACTERS // 3 + 1))
    assert time.perf_counter() - start < 0.5


def test_a_shared_budget_bounds_the_total_of_several_texts():
    budget = Budget('the undo history')
    Alg.parse('(R U)250000', 3, budget)
    Alg.parse('(R U)250000', 3, budget)
    with pytest.raises(WorkLimitError, match=f"the undo history expands to more than {MAX_MOVES} moves"):
        Alg.parse('R', 3, budget)
