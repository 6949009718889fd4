"""Step detection on solves whose steps are known: written out by hand (CFOP, Roux), the
beginner's method's own steps, with rotations, skips, pauses and a DNF.

A hand-written solve is a list of (step name, moves); its scramble is the inverse of the
whole solution, so the solution solves it, and each step's later moves leave that step's
pieces alone, so its goal first holds at its last move (checked, not assumed: the
engine reads the cube after every move).
"""
from __future__ import annotations

import pytest

from model import Alg, Cube
from timing import Solve
from timing.reconstruction import Step, reconstruct, split

RECOGNITION_MS = 700       # the pause before each step's first move
TURN_MS = 110              # between two moves of a step

#: Faces as a z2 or x2 rotation relabels them (a move written for the cube held that way,
#: as a turn of the cube as it lies); M follows L, so it turns back where L and R swap.
Z2 = {'U': 'D', 'D': 'U', 'R': 'L', 'L': 'R', 'F': 'F', 'B': 'B', 'M': "M'"}
X2 = {'U': 'D', 'D': 'U', 'R': 'R', 'L': 'L', 'F': 'B', 'B': 'F', 'M': 'M'}


def relabel(text: str, frame: dict) -> str:
    out = []
    for token in text.split():
        face, rest = token[0], token[1:]
        mapped = frame[face]
        if mapped.endswith("'"):                 # M -> M': invert the amount
            rest = {'': "'", "'": '', '2': '2'}[rest]
            mapped = mapped[0]
        out.append(mapped + rest)
    return ' '.join(out)


def timed(steps, inspection: str = '') -> tuple[list[tuple[str, int]], list[tuple[int, int, int]]]:
    """(move log, per step (start, end, recognition)) of a hand-written solve:
    each step starts with a pause, then its moves a fixed time apart. Rotations (written
    in `inspection`) come first, before the timer starts."""
    log = [(m, -300) for m in inspection.split()]
    bounds, now = [], 0
    for _, moves in steps:
        start = now
        tokens = moves.split()
        for i, m in enumerate(tokens):
            now = start + RECOGNITION_MS + i * TURN_MS
            log.append((m, now))
        bounds.append((start, now, RECOGNITION_MS if tokens else 0))
    return log, bounds


def scramble_of(turns: str) -> str:
    """The inverse of what the solution does to the cube as it lies."""
    return str(Alg.parse(turns, 3).inverse())


def check(steps, scramble, log, bounds, method):
    solve = Solve(when_ms=0, size=3, scramble=scramble, time_ms=log[-1][1] + 300, moves=tuple(log))
    cube = Cube(3).apply(scramble).apply(' '.join(m for m, _ in log))
    assert cube.is_solved()
    found = reconstruct(solve, method).steps
    assert [s.name for s in found] == [name for name, _ in steps]
    assert [s.text for s in found][1:] == [moves for _, moves in steps][1:]
    assert [(s.start_ms, s.end_ms, s.recognition_ms) for s in found] == bounds
    assert all(s.done for s in found)
    return found


CROSS = "D' R2 F' L D2"                      # a yellow cross on D (yellow is D's colour)
F2L = [("f2l 1", "U R U' R'"), ("f2l 2", "U' L' U L"), ("f2l 3", "U2 L U' L'"), ("f2l 4", "R' U2 R")]
SUNE = "R U R' U R U2 R'"
T_PERM = "R U R' U' R' F R2 U' R' U' R U R' F'"


def cfop(cross=CROSS, oll=SUNE, pll=T_PERM, auf="U2"):
    return [("cross", cross)] + F2L + [("oll", oll), ("pll", pll), ("auf", auf)]


def test_cfop_steps_times_and_pauses():
    steps = cfop()
    log, bounds = timed(steps)
    found = check(steps, scramble_of(' '.join(m for _, m in steps)), log, bounds, 'cfop')
    assert [s.stm for s in found] == [5, 4, 4, 4, 3, 7, 14, 1]
    assert found[6].htm == 14 and found[1].tps == pytest.approx(4 / ((RECOGNITION_MS + 3 * TURN_MS) / 1000))


def test_oll_skip_is_a_step_with_no_moves():
    steps = cfop(oll='')
    log, bounds = timed(steps)
    found = check(steps, scramble_of(' '.join(m for _, m in steps)), log, bounds, 'cfop')
    oll = found[5]
    assert oll.skipped and oll.stm == 0 and oll.start_ms == oll.end_ms == found[4].end_ms
    assert '// oll skip' in reconstruct(Solve(0, 3, scramble_of(' '.join(m for _, m in steps)), 9000,
                                              moves=tuple(log))).text()


def test_white_cross_after_an_inspection_rotation():
    """White cross on D after x2 in inspection: the moves after it are turns of the held cube."""
    steps = cfop()
    turns = relabel(' '.join(m for _, m in steps), X2)
    log, bounds = timed(steps, inspection='x2')
    found = check(steps, scramble_of(turns), log, bounds, 'cfop')
    assert found[0].moves[0] == ('x2', -300) and found[0].stm == 5


def test_cross_built_on_top_then_a_rotation_mid_solve():
    """A white cross built on U (as the cube lies), then z2 to solve F2L: colour
    neutral and the rotation counts no move."""
    held = cfop()
    cross = relabel(CROSS, Z2)                   # the same cross, built on U
    steps = [("cross", cross)] + [(n, ('z2 ' + m) if n == 'f2l 1' else m) for n, m in held[1:]]
    turns = cross + ' ' + relabel(' '.join(m for _, m in held[1:]), Z2)
    log, bounds = timed(steps)
    start, end, _ = bounds[1]
    bounds[1] = (start, end, RECOGNITION_MS + TURN_MS)     # the pause lasts to the first turn, past z2
    found = check(steps, scramble_of(turns), log, bounds, 'cfop')
    assert found[1].stm == 4 and found[1].htm == 4 and found[1].text.startswith('z2 ')


SB = "R U R' U' r U' R' U2 R' U R"       # second block: R r U M only
CMLL = SUNE
LSE = "M' U M U2 M' U M"


def roux(fb="B U2 L' D F2 U' L2 B'"):
    return [("first block", fb), ("second block", SB), ("cmll", CMLL), ("lse", LSE)]


def test_roux_steps_with_m_moves():
    steps = roux()
    log, bounds = timed(steps)
    found = check(steps, scramble_of(' '.join(m for _, m in steps)), log, bounds, 'roux')
    assert [s.stm for s in found] == [8, 11, 7, 7] and found[3].htm == 11


def test_roux_first_block_built_elsewhere_with_another_colour():
    """The block on the right resting on U (red and white), the cube held z2 to build it."""
    steps = roux()
    turns = relabel(' '.join(m for _, m in steps).replace('r', "R M'"), Z2)
    log, bounds = timed(steps)
    scramble = scramble_of(turns)
    moves = [(relabel(m.replace('r', "R M'"), Z2), ms) for m, ms in log]
    flat = []
    for text, ms in moves:                      # r written as R M on the cube as it lies
        flat += [(t, ms) for t in text.split()]
    found = reconstruct(Solve(0, 3, scramble, flat[-1][1] + 300, moves=tuple(flat)), 'roux').steps
    assert [s.name for s in found] == ['first block', 'second block', 'cmll', 'lse']
    assert [s.end_ms for s in found] == [end for _, end, _ in bounds]
    assert [s.stm for s in found] == [8, 12, 7, 7]


def test_dnf_leaves_an_unfinished_step():
    steps = cfop()
    scramble = scramble_of(' '.join(m for _, m in steps))
    log, bounds = timed(steps)
    cut = log[:5 + 4 + 4 + 2]                    # stopped in the middle of the third pair
    solve = Solve(0, 3, scramble, 5000, penalty='DNF', moves=tuple(cut))
    found = reconstruct(solve, 'cfop')
    assert [s.name for s in found.steps] == ['cross', 'f2l 1', 'f2l 2', 'f2l 3']
    assert [s.done for s in found.steps] == [True, True, True, False]
    assert found.steps[-1].text == 'U2 L' and found.steps[-1].end_ms == cut[-1][1]
    assert 'DNF' in found.text() and 'f2l 3 (unfinished)' in found.text()
    assert found.as_json()['penalty'] == 'DNF'


def test_a_solve_with_no_moves_has_no_steps():
    solve = Solve(0, 3, "R U R' U'", 1200, penalty='DNF')
    found = reconstruct(solve, 'roux')
    assert found.steps == () and found.as_json()['steps'] == []
    assert found.text().startswith("R U R' U'\n")


def test_reconstruction_text_lines():
    steps = cfop()
    scramble = scramble_of(' '.join(m for _, m in steps))
    log, _ = timed(steps)
    text = reconstruct(Solve(0, 3, scramble, log[-1][1] + 300, moves=tuple(log))).text()
    lines = text.splitlines()
    assert lines[0] == scramble
    assert lines[2] == f"{CROSS} // cross {(RECOGNITION_MS + 4 * TURN_MS) / 1000:.2f} s"
    assert lines[3] == f"U R U' R' // f2l 1 {(RECOGNITION_MS + 3 * TURN_MS) / 1000:.2f} s"
    assert lines[-1].startswith('// ') and 'STM' in lines[-1]


@pytest.mark.parametrize('scramble', ["R U2 F' L D B2 R' U F2 D' L2 B U' R2",
                                      "F2 D' B L' U2 R F' D2 L B' U R2 D F"])
def test_the_beginners_method_own_steps(scramble):
    """Each of Learn's steps, played with pauses, is one step of the split."""
    from solver.beginner import solve as beginner
    lesson = beginner(Cube(3).apply(scramble))
    steps = [(name, ' '.join(str(m) for c in s.chunks for m in c.moves))
             for name, s in zip(('cross', 'corners', 'middle layer', 'yellow cross', 'yellow edges',
                                 'yellow corners placed', 'yellow corners twisted'), lesson.steps)]
    log, bounds = timed(steps)
    found = split(3, scramble, log, 'beginner')
    assert [s.name for s in found] == [name for name, _ in steps]
    assert [s.text for s in found] == [moves for _, moves in steps]
    assert [(s.start_ms, s.end_ms) for s in found] == [(a, b) for a, b, _ in bounds]


def test_a_2x2_has_one_step():
    found = split(2, "R U", [("U'", 500), ("R'", 900)], 'cfop')
    assert [(s.name, s.stm, s.start_ms, s.end_ms, s.recognition_ms) for s in found] == [
        ('solve', 2, 0, 900, 500)]


#: A 4x4's reduction written out: a centre commutator's end, then an edge pairing (it keeps
#: the centres); then the 3x3 stage, outer turns only (they keep the reduction).
CENTRES_4 = "Rw U2 Rw'"
EDGES_4 = "Uw' R U R' F R' F' R Uw"


@pytest.mark.parametrize('method', ['cfop', 'beginner'])
def test_a_4x4_solve_is_split_into_centres_edges_then_the_3x3_steps(method):
    from model.metrics import count
    three = cfop()
    if method == 'beginner':                     # the same moves, read by the beginner's steps
        found3 = split(3, scramble_of(' '.join(m for _, m in three)), timed(three)[0], 'beginner')
        three = [(s.name, s.text) for s in found3]
    steps = [('centres', CENTRES_4), ('edges', EDGES_4)] + three
    log, bounds = timed(steps)
    scramble = str(Alg.parse(' '.join(m for _, m in steps), 4).inverse())
    assert Cube(4).apply(scramble).apply(' '.join(m for m, _ in log)).is_solved()
    solve = Solve(when_ms=0, size=4, scramble=scramble, time_ms=log[-1][1] + 300, moves=tuple(log))
    found = reconstruct(solve, method).steps
    assert [s.name for s in found] == [name for name, _ in steps]
    assert [s.text for s in found] == [moves for _, moves in steps]
    assert [(s.start_ms, s.end_ms, s.recognition_ms) for s in found if s.moves] == \
        [b for b, (_, moves) in zip(bounds, steps) if moves]
    assert found[0].stm == 3 and found[1].stm == count(Alg.parse(EDGES_4, 4), 'stm', 4) == 9


def test_a_4x4_solve_stopped_before_its_edges_are_paired():
    steps = [('centres', CENTRES_4), ('edges', EDGES_4)] + cfop()
    log, _ = timed(steps)
    scramble = str(Alg.parse(' '.join(m for _, m in steps), 4).inverse())
    cut = log[:3 + 4]
    found = split(4, scramble, cut, 'cfop')
    assert [(s.name, s.done, len(s.moves)) for s in found] == [('centres', True, 3), ('edges', False, 4)]


def test_the_step_names_by_size():
    from timing.step_stats import step_names
    assert step_names('roux', 2) == ['solve']
    assert step_names('roux', 3) == ['first block', 'second block', 'cmll', 'lse']
    assert step_names('roux', 5) == ['centres', 'edges', 'first block', 'second block', 'cmll', 'lse']


def test_unknown_method_is_an_error_that_says_the_choices():
    from model import CubeLabError
    with pytest.raises(CubeLabError, match='cfop, roux, beginner'):
        split(3, '', [], 'zz')


def test_step_json_keys():
    step = Step('cross', (("R", 100), ("U", 250)), 0, 250)
    assert set(step.as_json()) == {'name', 'moves', 'stm', 'htm', 'start_ms', 'end_ms', 'recognition_ms', 'tps'}


#: Faces as an x rotation relabels them: a solve written for the cube held one quarter
#: turned, played on the cube as it lies (its first layer lands on another colour).
X = {'U': 'F', 'F': 'D', 'D': 'B', 'B': 'U', 'R': 'R', 'L': 'L'}


@pytest.mark.parametrize('frame', [Z2, X], ids=['yellow first', 'green first'])
def test_the_beginners_method_on_another_colour(frame):
    """Learn's steps built on a face other than white: colour neutral, as CFOP's cross."""
    from solver.beginner import solve as beginner
    from timing.step_goals import State, cross
    scramble = "R U2 F' L D B2 R' U F2 D' L2 B U' R2"
    lesson = beginner(Cube(3).apply(scramble))
    names = ('cross', 'corners', 'middle layer', 'yellow cross', 'yellow edges',
             'yellow corners placed', 'yellow corners twisted')
    steps = [(name, relabel(' '.join(str(m) for c in s.chunks for m in c.moves), frame))
             for name, s in zip(names, lesson.steps)]
    held = relabel(scramble, frame)
    log, bounds = timed(steps)
    cube = Cube(3).apply(held).apply(steps[0][1])
    state = State(cube.facelet_colors())
    assert not cross(state, state.face_of(0))             # the first layer is not white
    found = split(3, held, log, 'beginner')
    assert [s.name for s in found] == list(names)
    assert [s.text for s in found] == [moves for _, moves in steps]
    assert [(s.start_ms, s.end_ms, s.recognition_ms) for s in found] == bounds
    assert all(s.done for s in found)
