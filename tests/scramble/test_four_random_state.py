"""4x4 random-state scrambles: the state sampler (valid, reachable, uniform), the outer-block
rewrite (exactly the same state), and whole scrambles (they give the drawn state, seeded ones repeat)."""
import json
import os
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from model import Alg, Cube
from model.validation import twist_total
from scramble import default_mode, modes_for, practise_mode, scramble
from scramble import four_state
from scramble.four_uniformity import chi_square, chi_square_p, uniformity
from scramble.outer_blocks import outer_block_moves

ROOT = Path(__file__).resolve().parents[2]
#: Every kind of 4x4 turn: outer faces, outer blocks, inner slices alone, three layers, rotations.
ANY_TURN = ('R', 'Rw', 'L', 'Lw', 'U', 'Uw', 'D', 'Dw', 'F', 'Fw', 'B', 'Bw', '2R', '2U', '2F', '2L',
            '3Rw', '3Uw', '2-3Fw', 'x', 'y', 'z')


def random_turns(rng, count):
    return ' '.join(rng.choice(ANY_TURN) + rng.choice(('', "'", '2')) for _ in range(count))


def test_the_parity_rule_holds_on_states_made_by_moves():
    """Corner parity == labelled centre parity on every state moves reach; the wing parity is free."""
    rng = random.Random(11)
    seen = Counter()
    for _ in range(400):
        cube = Cube(4).apply(random_turns(rng, rng.randrange(1, 30)))
        corner, wing, centre = four_state.parities(cube)
        assert corner == centre
        seen[corner, wing] += 1
    assert set(seen) == {(0, 0), (0, 1), (1, 0), (1, 1)}


def test_drawn_states_are_valid_reachable_states():
    rng = random.Random(12)
    for _ in range(300):
        cube = four_state.random_state(rng)
        read = Cube.from_facelets(cube.to_facelets(), size=4)       # model.validation accepts it
        assert read.same_look(cube)
        assert twist_total(4, cube.perm, cube.ori) == 0
        corner, _, centre = four_state.parities(cube)
        assert corner == centre
        assert sorted(cube.perm.tolist()) == list(range(len(cube.perm)))


def test_the_sampler_repeats_byte_for_byte_with_a_seed():
    first = [four_state.random_state(random.Random(7)).to_facelets() for _ in range(2)]
    assert first[0] == first[1]
    assert four_state.random_state(random.Random(8)).to_facelets() != first[0]


def test_chi_square_p_values():
    assert chi_square_p(3.841, 1) == pytest.approx(0.05, abs=1e-4)
    assert chi_square_p(18.307, 10) == pytest.approx(0.05, abs=1e-4)
    assert chi_square_p(146.567, 120) == pytest.approx(0.05, abs=1e-4)
    assert chi_square([50, 50], [0.5, 0.5])[2] == pytest.approx(1.0)
    assert chi_square([90, 10], [0.5, 0.5])[2] < 1e-10


def test_the_uniformity_checks_catch_a_state_a_few_moves_from_solved():
    rng = random.Random(13)
    faces = [rng.choice('URFDLB') + rng.choice(('', "'", '2')) for _ in range(6 * 1000)]
    cubes = [Cube(4).apply(' '.join(faces[6 * i:6 * i + 6])) for i in range(1000)]
    results = uniformity(cubes)
    assert results['centre colours (24 positions x 6)'][2] < 1e-6
    assert results['corner twists (two slots, 9 cells)'][2] < 1e-6


@pytest.mark.slow
def test_the_sampler_is_uniform_where_it_can_be_checked():
    rng = random.Random(2026)
    results = uniformity(four_state.random_state(rng) for _ in range(4000))
    assert len(results) == 4
    for name, (statistic, df, p) in results.items():
        assert p > 1e-3, (name, statistic, df, p)


def test_outer_blocks_give_exactly_the_same_state():
    rng = random.Random(14)
    allowed = {text for face in 'URFDLB' for text in (face, face + 'w')}
    for _ in range(300):
        text = random_turns(rng, rng.randrange(0, 40))
        moves = outer_block_moves(m.turn(4) for m in Alg.parse(text, 4))
        want, got = Cube(4).apply(text), Cube(4).apply(moves)
        assert np.array_equal(want.perm, got.perm) and np.array_equal(want.ori, got.ori), text
        written = str(Alg(moves))
        assert all(m.family_text() in allowed and m.amount in (1, -1, 2) for m in moves), written
        assert all((a.face, a.end) != (b.face, b.end) for a, b in zip(moves, moves[1:])), written
        assert Cube(4).apply(written).same_look(want)                  # the text reads back the same


def test_outer_blocks_of_rotations_and_slices():
    assert str(Alg(outer_block_moves(m.turn(4) for m in Alg.parse('x', 4)))) in ("Rw Lw'", "Lw' Rw")
    assert str(Alg(outer_block_moves(m.turn(4) for m in Alg.parse('2R', 4)))) in ("Rw R'", "R' Rw")
    assert str(Alg(outer_block_moves(m.turn(4) for m in Alg.parse("x U x'", 4)))) == "F"
    assert str(Alg(outer_block_moves(m.turn(4) for m in Alg.parse("R Rw' R'", 4)))) == "Rw'"
    assert outer_block_moves([]) == ()


def test_modes_and_defaults():
    assert 'random-state' in modes_for(4)
    assert default_mode(4) == 'random-moves'               # the CLI's and Play's default stays
    assert practise_mode(4) == 'random-state'
    assert practise_mode(3) == 'random-state' and practise_mode(5) == 'random-moves'


@pytest.mark.slow
@pytest.mark.tables
def test_scrambles_give_the_drawn_state_from_solved():
    for seed in (1, 2, 3):
        result = scramble(4, 'random-state', seed=seed)
        drawn = four_state.random_state(random.Random(seed))
        assert result.facelets == drawn.to_facelets()
        assert Cube(4).apply(result.text).to_facelets() == result.facelets        # white U, green F
        assert all(m.family_text() in {f + w for f in 'URFDLB' for w in ('', 'w')} for m in result.moves)
        assert 30 <= result.length <= 70
        assert result.mode == 'random-state' and result.scores is None


@pytest.mark.slow
@pytest.mark.tables
def test_the_command_line_repeats_a_seeded_4x4_scramble():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    command = [sys.executable, str(ROOT / 'main.py'), 'scramble', '--size', '4', '--mode', 'random-state',
               '--seed', '5', '--json', '--jobs', '1']
    runs = [subprocess.run(command, capture_output=True, text=True, env=env, timeout=300) for _ in range(2)]
    assert all(run.returncode == 0 for run in runs), runs[0].stderr
    assert runs[0].stdout == runs[1].stdout
    line = json.loads(runs[0].stdout)
    assert line['mode'] == 'random-state' and line['size'] == 4
    assert Cube(4).apply(line['scramble']).to_facelets() == line['facelets']
    assert re.fullmatch(r"([URFDLB]w?['2]? )*[URFDLB]w?['2]?", line['scramble'])


@pytest.mark.slow
@pytest.mark.tables
def test_a_seeded_scramble_repeats_on_a_machine_under_load(monkeypatch):
    """The clock racing ahead (as on a loaded machine, where a search for a time gets less
    done) changes nothing: the 3x3 stage searches to its end, not for a time."""
    import time
    calm = scramble(4, 'random-state', seed=2).text
    ticks = iter(range(10 ** 9))
    monkeypatch.setattr(time, 'perf_counter', lambda: float(next(ticks)))     # a second a look
    assert scramble(4, 'random-state', seed=2).text == calm
