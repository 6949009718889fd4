"""The 4x4's exact G3 pairing table (g3_pairs.py) and the search over it (g3_search.py)."""
import itertools
import random

import numpy as np
import pytest

from model import Cube, Move
from model.stickers import seq_gather
from solver.nxn.four import g3, g3_pairs, g3_search, separation as fs, tsai
from solver.nxn.four.g3_parity import start_parity
from solver.nxn.three import has_pll_parity, three_by_three


def _walk(axis: int, length: int, rng) -> tuple[np.ndarray, list[int]]:
    """f after `length` random G3 moves of `axis` from paired, in its own frame."""
    s = g3.split(axis)
    f = np.arange(12, dtype=np.uint8)[None]
    seq = [rng.randrange(len(s.moves)) for _ in range(length)]
    for j in seq:
        f = g3_pairs.apply(f, s.to_low[j], s.to_high[j])
    return f[0], seq


def test_a_states_index_is_the_same_for_its_rotations_and_its_inverse_kept_alongside():
    fr = g3_pairs.frame()
    rng = random.Random(3)
    f = np.array([_walk(0, 25, rng)[0] for _ in range(300)])
    idx = fr.index(f)
    assert ((0 <= idx) & (idx < fr.size)).all()
    assert (fr.lookup(f, np.argsort(f, axis=1).astype(np.uint8)) == idx).all()
    assert (fr.index(fr.states(idx)) == idx).all()
    every = fr.all_indices(f)
    for t in range(4):                    # a rotation about the axis: one of the state's indices
        assert np.isin(fr.index(fr.conjugate(f, np.full(len(f), t))), every).all()
    assert (g3_pairs.parity(f) == 0).all()            # G3 keeps the permutation even


def test_a_childs_index_read_from_its_parent_is_the_index_of_the_child_built():
    fr = g3_pairs.frame()
    rng = random.Random(11)
    f = np.array([_walk(0, 25, rng)[0] for _ in range(400)])
    inv = np.argsort(f, axis=1).astype(np.uint8)
    rows = np.array(sorted(rng.sample(range(len(f)), 250)), dtype=np.intp)
    for axis in range(3):
        low, high = fr.moves_onto[axis]
        for j in range(len(low)):
            child = g3_pairs.apply(f[rows], low[j], high[j])
            got = fr.moved_index(f, inv, rows, fr.move_reads(low[j], high[j]))
            assert (got == fr.index(child)).all(), (axis, j)


def test_the_other_axes_moves_act_in_axis_0s_frame_as_on_their_own():
    fr = g3_pairs.frame()
    rng = random.Random(5)
    for axis in (1, 2):
        f, seq = _walk(axis, 15, rng)
        low, high = fr.moves_onto[axis]
        mapped = fr.onto_x(axis, np.arange(12))[None]
        for j in seq:
            mapped = g3_pairs.apply(mapped, low[j], high[j])
        assert (mapped[0] == fr.onto_x(axis, f)).all()


@pytest.mark.tables
def test_the_table_is_every_states_distance_as_a_plain_breadth_first_search_finds_it():
    """An independent walk over whole permutations (no rotations, no indices)
    to depth 5: the table says each state's depth, and nothing nearer."""
    t = g3_pairs.tables()
    s = g3.split(0)
    maps = [(s.to_low[j].tolist(), s.to_high[j].tolist()) for j in range(len(s.moves))]
    seen = {tuple(range(12)): 0}
    front = [tuple(range(12))]
    for depth in range(1, 6):
        nxt = []
        for f in front:
            for lo, hi in maps:
                g = [0] * 12
                for k in range(12):
                    g[lo[k]] = hi[f[k]]
                g = tuple(g)
                if g not in seen:
                    seen[g] = depth
                    nxt.append(g)
        front = nxt
    states = np.array(list(seen), dtype=np.uint8)
    want = np.array(list(seen.values()))
    assert (t.dist[t.frame.index(states)] == want).all()
    rng = random.Random(8)
    far = np.array([_walk(0, 40, rng)[0] for _ in range(500)])
    assert (t.dist[t.frame.index(far)] >= 2).all()
    assert len(seen) > 9000 and t.dist.max() == g3_pairs.DEPTH + 1


@pytest.mark.tables
def test_random_walks_are_no_further_than_their_length():
    t = g3_pairs.tables()
    rng = random.Random(11)
    for axis in range(3):
        for length in (3, 6, 9):
            f, _ = _walk(axis, length, rng)
            assert t.dist[t.frame.index(t.frame.onto_x(axis, f)[None])][0] <= length


def _start(colors: np.ndarray, axis: int):
    """pair_exact's inputs for one separated colour array."""
    t = g3.tables()
    edge, _, _ = fs.code_maps()
    _, cmask, frame = fs.centre_state(colors[None], axis)
    low, high = g3.positions(colors, axis, edge, fs.wing_codes(colors))
    _, cen = g3.start_state(t, axis, low, high, int(cmask[0]))
    f = np.zeros(12, dtype=np.int64)
    f[low] = high
    return f[None], np.array([cen]), np.array([start_parity(colors, axis, int(frame[0]))]), np.array([0])


def _shortest_by_brute_force(colors: np.ndarray, axis: int, most: int) -> int | None:
    """The fewest G3 moves that reduce the colours with no PLL parity, trying
    every sequence on the sticker model."""
    moves = g3.g3_moves(axis)
    for length in range(most + 1):
        for seq in itertools.product(moves, repeat=length):
            after = colors[seq_gather(4, list(seq))]
            if tsai.reduced(after) and not has_pll_parity(three_by_three(4, after)):
                return length
    return None


@pytest.mark.tables
def test_the_search_finds_the_shortest_pairing_a_brute_force_finds():
    rng = random.Random(21)
    checked = 0
    for axis in (0, 1, 2):
        moves = g3.g3_moves(axis)
        for length in (2, 3):
            scramble = [rng.choice(moves) for _ in range(length)]
            colors = Cube(4).apply(scramble).facelet_colors()
            found = g3_search.pair_exact({axis: _start(colors, axis)})
            want = _shortest_by_brute_force(colors, axis, 3)
            assert found and want is not None
            for got_axis, cost, start, path in found:
                assert got_axis == axis and start == 0 and cost == len(path) == want
                after = colors[seq_gather(4, path)]
                assert tsai.reduced(after) and not has_pll_parity(three_by_three(4, after))
            checked += 1
    assert checked == 6


@pytest.mark.tables
def test_from_separated_starts_the_search_pairs_shorter_than_the_beam_or_as_short():
    """Longer G3 scrambles (past the brute force): every pairing found reduces
    the cube with no PLL parity, and none is longer than the beam's best."""
    from solver.nxn.four.g3_beam import pair_beam
    rng = random.Random(31)
    t = g3.tables()
    edge, _, _ = fs.code_maps()
    for axis in range(3):
        colors = Cube(4).apply([rng.choice(g3.g3_moves(axis)) for _ in range(14)]).facelet_colors()
        f, cen, par, cost = _start(colors, axis)
        found = g3_search.pair_exact({axis: (f, cen, par, cost)})
        assert found
        for _, c, _, path in found:
            after = colors[seq_gather(4, path)]
            assert c == len(path) and tsai.reduced(after) and not has_pll_parity(three_by_three(4, after))
        low, high = g3.positions(colors, axis, edge, fs.wing_codes(colors))
        tri, _ = g3.start_state(t, axis, low, high, 0)
        beam = pair_beam(axis, tri[None], cen, cost, 3000, pars=par, pll_cost=99)
        assert found[0][1] <= min(c for c, _, _ in beam)


@pytest.mark.tables
def test_an_odd_pairing_permutation_is_not_searched():
    """G3 keeps f's parity: a start whose f is odd never pairs, and is dropped at once."""
    colors = Cube(4).apply([Move('U', 1, 1, 1)]).facelet_colors()
    f, cen, par, cost = _start(colors, 0)
    odd = f.copy()
    odd[0, [0, 1]] = odd[0, [1, 0]]
    assert g3_search.pair_exact({0: (odd, cen, par, cost)}) == []


@pytest.mark.tables
def test_past_its_deadline_the_search_gives_up_and_the_route_pairs_with_the_beam():
    from solver.deadline import Deadline
    rng = random.Random(41)
    colors = Cube(4).apply([rng.choice(g3.g3_moves(0)) for _ in range(14)]).facelet_colors()
    late = Deadline(0.0)
    assert g3_search.pair_exact({0: _start(colors, 0)}, deadline=late) == []
    scrambled = Cube(4).apply([Move('R', 1, 2, 1), Move('U', 1, 1, 1), Move('F', 1, 2, -1), Move('L', 1, 1, 2),
                               Move('D', 1, 2, 1), Move('B', 1, 1, 1), Move('U', 1, 2, 2), Move('R', 1, 1, -1)])
    colors = scrambled.facelet_colors()
    late = Deadline(0.0).part(1.0, 'edges')
    found = tsai.separated_reductions(colors, late)
    assert found and 'edges' in late.hurried()
    for centres, pairing in found[:3]:
        assert tsai.reduced(colors[seq_gather(4, centres + pairing)])


@pytest.mark.tables
def test_a_shallow_build_reports_its_progress_rising_and_agrees_with_the_full_table(monkeypatch):
    """Built only to depth 6 (the same walk, seconds): its fraction never goes back
    and reaches the end, every state within 6 has the full table's distance, and
    every other is marked 7 (a lower bound)."""
    full = g3_pairs.tables().dist
    monkeypatch.setattr(g3_pairs, 'DEPTH', 6)
    told = []
    shallow = g3_pairs.build(told.append)['dist']
    assert told == sorted(told) and told[-1] == pytest.approx(1.0) and len(told) >= 6
    near = full <= 6
    assert (shallow[near] == full[near]).all() and (shallow[~near] == 7).all()


@pytest.mark.tables
def test_the_centre_parity_table_is_the_fewest_moves_a_brute_force_finds():
    """The table the search bounds by: for G3 scrambles, the fewest G3 moves
    until the centres are solved with no PLL parity to come (and, read with
    the other parity bit, with parity to come), tried on the sticker model
    sequence by sequence up to three moves."""
    rng = random.Random(33)
    t = g3.tables()
    seen = set()
    for axis in (0, 1, 2):
        moves = g3.g3_moves(axis)
        gathers = np.array([seq_gather(4, [m]) for m in moves])
        for length in (1, 2, 3, 3):
            colors = Cube(4).apply([rng.choice(moves) for _ in range(length)]).facelet_colors()
            _, cen, par, _ = _start(colors, axis)
            fewest = [None, None]              # by the parity left after
            layer = colors[None]
            for n in range(4):
                centres = layer.reshape(len(layer), 6, 4, 4)[:, :, 1:3, 1:3].reshape(len(layer), 6, 4)
                done = layer[(centres == centres[:, :, :1]).all(axis=(1, 2))]
                if len(done):
                    _, _, frames = fs.centre_state(done, axis)
                    for after, frame in zip(done, frames.tolist()):
                        left = start_parity(after, axis, frame)   # the PLL parity to come
                        if fewest[left] is None:
                            fewest[left] = n
                if n < 3:
                    layer = layer[:, gathers].reshape(-1, layer.shape[1])
            for bit in (0, 1):
                got = int(t.centre_parity[axis][cen[0], par[0] ^ bit])
                assert got == fewest[bit] if fewest[bit] is not None else got > 3
            seen.add(fewest[0])
    assert len(seen) >= 3                 # not every scramble undone in the same count
