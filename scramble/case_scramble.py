"""Trainer scrambles: a random-state scramble that sets up one case of a set on a solved 3x3.

The state is a uniformly random one of the case (what the step ignores drawn at random too:
an OLL case comes with a random permutation, an F2L case with a random last layer), turned by
a random U before it, so the case shows from any side and recognising it is real work. The
two-phase solver solves that state and the scramble is its solution turned around: a
20-move-or-so face-turn sequence, never the case's algorithm undone. The solver is imported
on first use, as in random_state.py.
"""
from __future__ import annotations

import random
from dataclasses import replace

from model import Alg, Cube, CubeLabError
from model.cases import Case, CaseSet, case_key, in_step
from model.f2l_pair import PairState
from model.last_layer import LastLayer, random_last_layer
from model.parity import permutation_parity

from .random_state import undo

#: How many times a scramble that gives its case away is drawn again.
MAX_REDRAWS = 20
#: The side faces renamed as a y turn of the whole cube renames them, 0 to 3 times.
_Y_FRAMES = tuple(str.maketrans('RFLB', 'RFLB'[k:] + 'RFLB'[:k]) for k in range(4))
#: A last layer drawn at random is of a given case often enough (at worst 1 in 216 for OLL 20)
#: that drawing again until it is costs microseconds; this bound only stops a set gone wrong.
MAX_DRAWS = 100_000


def case_state(case: Case, rng: random.Random) -> LastLayer | PairState:
    """A random state of the case, with a random U turn before it (the AUF its solver makes first)."""
    if case.step == 'f2l':
        return case.state().turned(rng.randrange(4))
    target = case_key(case.step, case.state())
    for _ in range(MAX_DRAWS):
        state = _within_step(case.step, random_last_layer(rng))
        if in_step(case.step, state) and case_key(case.step, state) == target:
            return state.turned(after=rng.randrange(4))
    raise CubeLabError(f"no state of case {case.name!r} found")


def _within_step(step: str, state: LastLayer) -> LastLayer:
    """The last layer with what the step's earlier steps solved made solved."""
    if step == 'co':
        return replace(state, flips=(0, 0, 0, 0))
    if step in ('pll', 'cp', 'ep'):
        state = replace(state, twists=(0, 0, 0, 0), flips=(0, 0, 0, 0))
    if step == 'ep' and not state.corners_in_place:
        corners = tuple((p + state.corners[0]) % 4 for p in range(4))
        edges = state.edges
        if permutation_parity(corners) != permutation_parity(edges):
            edges = (edges[1], edges[0]) + edges[2:]
        state = replace(state, corners=corners, edges=edges)
    return state


def case_scramble(case_set: CaseSet, case: Case, rng: random.Random) -> Alg:
    """A scramble that leaves `case` of `case_set` on a solved 3x3: a random state of the case
    solved by two-phase (its first solution), the solution turned around. One that gives the
    case away (`gives_away`) is drawn again, up to MAX_REDRAWS times (a case with few states,
    such as the H perm, may have no other short answer)."""
    from solver import twophase
    for _ in range(MAX_REDRAWS):
        state = case_state(case, rng)
        facelets = state.facelets(random_last_layer(rng)) if isinstance(state, PairState) else state.facelets()
        cube = Cube.from_facelets(facelets, size=3)
        scramble = Alg(undo(twophase.solve(cube, fast=True).moves))
        if not gives_away(scramble, case):
            break
    if Cube(3).apply(scramble).to_facelets() != cube.to_facelets() or case_set.recognise(cube) is not case:
        raise CubeLabError(f"the scramble for case {case.name!r} does not set it up")      # a bug, said plainly
    return scramble


def gives_away(scramble: Alg, case: Case) -> bool:
    """Whether the scramble is one of the case's algorithms undone, seen from any side (the
    faces R F L B renamed round the cube) and with U turns before and after left out."""
    undone = {_bare(alg.inverse().simplify()) for alg in case.algs}
    bare = _bare(scramble)
    return any(bare.translate(frame) in undone for frame in _Y_FRAMES)


def _bare(alg: Alg) -> str:
    """The alg's text without the U turns at its two ends."""
    moves = list(alg)
    for end in (0, -1):
        while moves and moves[end].face == 'U' and moves[end].start == moves[end].end == 1:
            moves.pop(end)
    return str(Alg(moves))


def drill(case_set: CaseSet, names: list[str] | None) -> tuple[Case, ...]:
    """The cases named (by full name, by a part of it such as `Sune` or `OLL 27`, or by group;
    any case of letters; empty names left out), or every case of the set when none is named."""
    names = [name for name in names or () if name.strip()]
    if not names:
        return case_set.cases
    chosen: list[Case] = []
    for name in names:
        wanted = name.strip().casefold()
        found = [case for case in case_set.cases
                 if wanted in {case.name.casefold(), case.group.casefold(),
                               *(part.strip().casefold() for part in case.name.split('/'))}]
        if not found:
            raise CubeLabError(f"set {case_set.name!r} has no case or group {name.strip()!r}: its cases are "
                               f"{', '.join(case.name for case in case_set.cases)}")
        chosen += [case for case in found if case not in chosen]
    return tuple(chosen)
