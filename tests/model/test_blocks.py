"""Same-axis runs rewritten from their per-layer turns (Alg.simplify(n, blocks=True)):
checked against the model on random states, never longer, nothing left to merge."""
import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from model import Alg, Cube, Move
from model.blocks import layer_turns
from model.faces import FACES
from model.metrics import count

FACE_LETTERS = sorted(FACES)


@st.composite
def alg_on(draw, n: int, axes_only: bool = False):
    """A random alg of block moves on an n-cube (never all n layers)."""
    faces = draw(st.sampled_from(['RL', 'UD', 'FB'])) if axes_only else ''.join(FACE_LETTERS)
    moves = []
    for _ in range(draw(st.integers(0, 12))):
        start = draw(st.integers(1, n - 1))
        end = draw(st.integers(start, n - 1))
        moves.append(Move(draw(st.sampled_from(faces)), start, end, draw(st.sampled_from([1, -1, 2]))))
    return Alg(moves)


def same_state(n: int, a, b, seed: int) -> bool:
    """a and b do the same to a randomly scrambled cube (pieces and twists, not just colours)."""
    rng = np.random.default_rng(seed)
    start = Cube(n).apply([Move(FACE_LETTERS[rng.integers(6)], 1, int(rng.integers(1, n)), 1) for _ in range(30)])
    x, y = start.copy().apply(a), start.copy().apply(b)
    return np.array_equal(x.perm, y.perm) and np.array_equal(x.ori, y.ori)


@settings(max_examples=150, deadline=None)
@given(st.integers(2, 7).flatmap(lambda n: st.tuples(st.just(n), alg_on(n), st.integers(0, 10 ** 6))))
def test_block_rewrite_keeps_the_state_and_never_costs_more(case):
    n, alg, seed = case
    out = alg.simplify(n, blocks=True)
    assert same_state(n, alg, out, seed)
    assert count(out, 'htm', n) <= count(alg.simplify(n), 'htm', n)


@settings(max_examples=150, deadline=None)
@given(st.integers(2, 7).flatmap(lambda n: st.tuples(st.just(n), alg_on(n, axes_only=True))))
def test_a_same_axis_run_comes_out_with_each_layer_turned_as_before(case):
    n, alg = case
    out = alg.simplify(n, blocks=True)
    assert layer_turns(out, n) == layer_turns(alg, n)
    layers = [tuple(range(m.turn(n).lo, m.turn(n).hi + 1)) for m in out]
    assert len(set(layers)) == len(layers)              # no two moves on the same layers left to merge


def test_the_issue_examples():
    """A run on one axis becomes its fewest block turns: `Rw 2R2 R'` in a 5x5 solution is `2R'`."""
    assert str(Alg.parse("Rw 2R2 R' U' R'", 5).simplify(5, blocks=True)) == "2R' U' R'"
    assert str(Alg.parse("Rw R'", 4).simplify(4, blocks=True)) == "2R"
    assert str(Alg.parse("Lw L'", 6).simplify(6, blocks=True)) == "2L"
    assert str(Alg.parse("Rw R", 4).simplify(4, blocks=True)) == "Rw R"      # already the shortest
