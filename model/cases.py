"""Case sets (OLL, PLL, 2-look, F2L): which named case a 3x3 shows, up to U turns before and after.

A step says what a set recognises and when it is done:

- `oll`: the last layer's orientation (corners and edges), done when the U face is one colour;
- `eo`, `co`: 2-look OLL, edges first (any last layer), then corners (edges oriented);
- `pll`: the last layer's permutation (it is oriented), done when a U turn solves it;
- `cp`, `ep`: 2-look PLL, corners first (oriented), then edges (corners in place);
- `f2l`: the front-right pair's corner and edge among the U layer and their slot (a U turn
  before the state moves none of the pair, so only the turns after it count).

Two states are one case when U turns before and after make one into the other, so a
case is a class of states and its key is the least member's tuple. A case is the
class of the state its first algorithm solves (its inverse applied to a solved cube);
`CaseSet` refuses two cases of one class. Probabilities are exact fractions.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

from .alg import Alg
from .cube import Cube
from .errors import CubeLabError
from .f2l_pair import PairState, read_pair
from .last_layer import LastLayer, read_last_layer

LAST_LAYER_STEPS = ('oll', 'pll', 'eo', 'co', 'cp', 'ep')
STEPS = LAST_LAYER_STEPS + ('f2l',)
#: What a step needs before it: a state outside it is another step's business.
_NEEDS = {
    'oll': 'the first two layers solved',
    'eo': 'the first two layers solved',
    'co': 'the first two layers solved and the last layer\'s edges oriented',
    'pll': 'the first two layers solved and the last layer oriented',
    'cp': 'the first two layers solved and the last layer oriented',
    'ep': 'the first two layers solved, the last layer oriented and its corners in place',
    'f2l': 'the cross and three pairs solved, the front-right pair in the U layer or its slot',
}
U_TURNS = tuple(Alg.parse(text, 3) for text in ('', 'U', 'U2', "U'"))

State = LastLayer | PairState


def read_state(step: str, cube: Cube) -> State | None:
    """The part of a 3x3 the step looks at, or None when the cube is outside the step."""
    if cube.n != 3:
        return None
    facelets = cube.to_facelets(by_centres=True)
    if step == 'f2l':
        return read_pair(facelets)
    state = read_last_layer(facelets)
    return state if state is not None and in_step(step, state) else None


def in_step(step: str, state: LastLayer) -> bool:
    """Whether a last layer is one the step recognises."""
    if step == 'co':
        return not any(state.flips)
    if step in ('pll', 'cp'):
        return state.oriented
    if step == 'ep':
        return state.oriented and state.corners_in_place
    return True


def done(step: str, state: State) -> bool:
    """The step's goal: what its algorithms leave (up to a U turn after)."""
    if step == 'f2l':
        return state.solved
    if step == 'eo':
        return not any(state.flips)
    if step in ('oll', 'co'):
        return state.oriented
    if step == 'cp':
        return state.oriented and state.corners_in_place
    return any(state.turned(after=j).solved for j in range(4))


def case_key(step: str, state: State) -> tuple:
    """The key of the state's class: the same for every state U turns before and after reach."""
    if step == 'f2l':
        return min(_pair_tuple(state.turned(j)) for j in range(4))
    if step in ('oll', 'eo', 'co'):        # a U turn before renames pieces: orientation keeps
        part = {'oll': lambda s: (s.twists, s.flips), 'eo': lambda s: s.flips, 'co': lambda s: s.twists}[step]
        return min(part(state.turned(after=j)) for j in range(4))
    part = (lambda s: s.corners) if step == 'cp' else (lambda s: (s.corners, s.edges))
    return min(part(state.turned(before=i, after=j)) for i in range(4) for j in range(4))


def _pair_tuple(state: PairState) -> tuple[int, int, int, int]:
    return state.corner, state.twist, state.edge, state.flip


def solves(step: str, cube: Cube, alg: Alg) -> bool:
    """Whether `alg`, after some U turn, takes the cube to the step's goal (up to a U turn after)."""
    for auf in U_TURNS:
        state = read_state(step if step == 'f2l' else 'oll', cube.copy().apply(auf + alg))
        if state is not None and done(step, state):
            return True
    return False


@dataclass(frozen=True)
class Case:
    """One case of a set: its name, group, chance of coming up, and algorithms as speedcubers
    write them (the first is the default)."""
    name: str
    group: str
    probability: Fraction
    algorithms: tuple[str, ...]
    step: str

    @cached_property
    def algs(self) -> tuple[Alg, ...]:
        """The algorithms read as moves of a 3x3 (NotationError for one that is not an alg)."""
        return tuple(Alg.parse(text, 3) for text in self.algorithms)

    def state(self) -> State:
        """The state the default algorithm solves: the case as it first shows."""
        cube = Cube(3).apply(self.algs[0].inverse())
        state = read_state(self.step, cube)
        if state is None:
            raise CubeLabError(f"case {self.name!r}: its first algorithm does not keep "
                               f"{_NEEDS[self.step]}")
        return state


@dataclass(frozen=True)
class CaseSet:
    """A named set of cases, its steps in the order they are solved, and each step's skip chance."""
    name: str
    title: str
    cases: tuple[Case, ...]
    skips: dict[str, Fraction]
    keys: dict[tuple[str, tuple], Case] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        keys: dict[tuple[str, tuple], Case] = {}
        for case in self.cases:
            key = (case.step, case_key(case.step, case.state()))
            if key in keys:
                raise CubeLabError(f"set {self.name!r}: cases {keys[key].name!r} and {case.name!r} "
                                   f"are the same case")
            if done(case.step, case.state()):
                raise CubeLabError(f"set {self.name!r}: case {case.name!r} is already solved")
            keys[key] = case
        object.__setattr__(self, 'keys', keys)

    @property
    def steps(self) -> tuple[str, ...]:
        return tuple(self.skips)

    def case(self, name: str) -> Case:
        for case in self.cases:
            if case.name == name:
                return case
        raise CubeLabError(f"set {self.name!r} has no case {name!r}")

    def recognise(self, cube: Cube) -> Case | None:
        """The case the cube shows at the set's first unfinished step, or None when every step
        is done (a skip); CubeLabError when the cube is not at the start of the set's steps."""
        for step in self.steps:
            state = read_state(step, cube)
            if state is None:
                raise CubeLabError(f"this cube is not a {self.name} case: that needs {_NEEDS[step]}")
            if not done(step, state):
                case = self.keys.get((step, case_key(step, state)))
                if case is None:
                    raise CubeLabError(f"set {self.name!r} has no case for this cube")
                return case
        return None
