"""4x4 edge opening from several centre solutions at once: it picks a start and pairs every wing from it."""
import random

from model import Cube, Move
from model.stickers import seq_gather
from solver.nxn.edges.opening import actions, edges_opening, opening_from
from solver.nxn.edges.pairer import pair_edges_from


def _unpaired_cube(seed: int) -> Cube:
    rng = random.Random(seed)
    cube = Cube(4)
    act = actions(4, (1, 2), ())
    for _ in range(30):
        cube.apply(act.seqs[rng.randrange(len(act.seqs))])
    return cube.apply([Move('U', 1, 1, 1)])


def _paired(grid) -> bool:
    return bool((grid[:, 0, 1] == grid[:, 0, 2]).all() and (grid[:, 3, 1] == grid[:, 3, 2]).all()
                and (grid[:, 1, 0] == grid[:, 2, 0]).all() and (grid[:, 1, 3] == grid[:, 2, 3]).all())


def test_one_start_is_the_plain_opening():
    colors = _unpaired_cube(0).facelet_colors()
    assert opening_from(4, [colors], [0], (1, 2), (), 0, pll_cost=7) == \
        (0, edges_opening(4, colors, (1, 2), (), 0, pll_cost=7))


def test_a_start_far_dearer_is_passed_over():
    colors = _unpaired_cube(1).facelet_colors()
    other = _unpaired_cube(2).facelet_colors()
    start, moves = opening_from(4, [other, colors], [100, 0], (1, 2), (), 0, pll_cost=7, width=500)
    assert start == 1
    assert _paired(colors[seq_gather(4, moves)].reshape(6, 4, 4))


def test_pairing_from_several_starts_pairs_every_wing_of_the_one_chosen():
    starts = [_unpaired_cube(s).facelet_colors() for s in (3, 4, 5)]
    found = pair_edges_from(4, starts, [2, 0, 1], width=500, others=True)
    assert len(found) > 1 and len({str((s, m)) for s, m in found}) == len(found)
    for start, moves in found:
        grid = starts[start][seq_gather(4, moves)].reshape(6, 4, 4)
        assert _paired(grid)
        middle = grid[:, 1:3, 1:3].reshape(6, 4)
        assert (middle == middle[:, :1]).all()
    assert pair_edges_from(4, starts, [2, 0, 1], width=500) == found[:1]


def test_first_actions_are_priced_with_the_moves_before_them():
    from solver.nxn.edges.start_steps import start_steps
    act = actions(4, (1, 2), ())
    assert (start_steps(act, [])[0] == act.step[-1]).all()
    steps, _ = start_steps(act, [Move('U', 1, 1, 1), Move('L', 1, 2, 2)])
    merging = [j for j, seq in enumerate(act.seqs) if (seq[0].face, seq[0].start, seq[0].end) == ('L', 1, 2)]
    assert merging
    for j, seq in enumerate(act.seqs):
        if j in merging:
            assert steps[j] == act.costs[j] - 1                       # Lw2 Lw -> Lw'
        elif seq[0].face not in 'RL':
            assert steps[j] == act.costs[j]


def test_each_wide_macro_has_a_spelling_from_the_other_side():
    from solver.nxn.edges.opening import respelled
    from solver.nxn.edges.start_steps import start_steps
    act = actions(4, (1, 2), ())
    alt = respelled(4, (1, 2), ())
    for seq, other in zip(act.seqs, alt):
        if len(seq) > 2:
            assert other is not None and other[0].face != seq[0].face
            assert (Cube(4).apply(seq).facelet_colors() == Cube(4).apply(other).facelet_colors()).all()
    steps, use = start_steps(act, [Move('R', 1, 2, 2)], alt)
    assert use.any() and (steps[use] == act.costs[use] - 1).all()


def test_starts_ending_in_wide_turns_pair_with_the_moves_returned():
    starts, tails = [], []
    for seed, last in ((6, Move('R', 1, 2, 2)), (7, Move('U', 1, 2, 2))):
        colors = _unpaired_cube(seed).facelet_colors()
        starts.append(colors)
        tails.append([Move('F', 1, 1, 1), last])
    for start, moves in pair_edges_from(4, starts, [0, 0], width=300, others=True, tails=tails):
        assert _paired(starts[start][seq_gather(4, moves)].reshape(6, 4, 4))


def _unpaired_five(seed: int) -> Cube:
    rng = random.Random(seed)
    cube = Cube(5)
    act = actions(5, (1, 3), ())
    for _ in range(30):
        cube.apply(act.seqs[rng.randrange(len(act.seqs))])
    return cube.apply([Move('F', 1, 1, -1)])


def _reduced_five(grid) -> bool:
    """Centres solved and every edge's three wings alike (5x5)."""
    rows = [grid[:, 0, 1:4], grid[:, 4, 1:4], grid[:, 1:4, 0], grid[:, 1:4, 4]]
    middle = grid[:, 1:4, 1:4].reshape(6, 9)
    return all((r == r[:, :1]).all() for r in rows) and bool((middle == middle[:, :1]).all())


def test_5x5_pairing_from_several_starts_pairs_every_wing_of_the_one_chosen():
    starts = [_unpaired_five(s).facelet_colors() for s in (10, 11, 12)]
    assert not any(_reduced_five(c.reshape(6, 5, 5)) for c in starts)
    found = pair_edges_from(5, starts, [1, 0, 2], width=400, others=True,
                            tails=[[Move('U', 1, 2, 2)], [], [Move('R', 1, 1, 1), Move('L', 1, 2, -1)]])
    assert len(found) > 1 and len({str((s, m)) for s, m in found}) == len(found)
    for start, moves in found:
        assert _reduced_five(starts[start][seq_gather(5, moves)].reshape(6, 5, 5))
    assert pair_edges_from(5, starts, [1, 0, 2], width=400, tails=[[Move('U', 1, 2, 2)], [], [
        Move('R', 1, 1, 1), Move('L', 1, 2, -1)]]) == found[:1]


def test_5x5_a_start_far_dearer_is_passed_over():
    cheap, dear = _unpaired_five(13).facelet_colors(), _unpaired_five(14).facelet_colors()
    (start, moves), = pair_edges_from(5, [dear, cheap], [100, 0], width=400)
    assert start == 1 and _reduced_five(cheap[seq_gather(5, moves)].reshape(6, 5, 5))
