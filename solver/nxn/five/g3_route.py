"""The 5x5's G3 route: the centres' phases 1-2, the edges made ready for G3 on one axis, then two table phases.

The plan is cube555's (facts, not code, carried over). From the centres'
phase-2 ends (five_tables.phase2_ends, the fewest-move ENDS of them), the
edges are separated for G3 on an axis a (separation.py); the three axes
are searched together a bound at a time, so an axis whose separation is
long is only searched when the shorter ones' frames all fail. A frame is
a and phase 4's quarter-turn axis q (pairing_tables.py): each bound's
frames are tried in order of a lower bound on the moves to the end of
phase 4. Phase 4 pairs four edges into the ring with no c face, phase 5
the other eight while the centres finish (pairing.py); a frame where
either finds nothing within its room gives no route. When no frame gives
one, every frame tried is tried again with more room for phase 4 and a
wider phase 5. What is left is a 3x3, for the solver's 3x3 stage.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Iterator

import numpy as np

from model import Move
from model.stickers import seq_gather

from ...deadline import NONE, Deadline
from ..centres import five_tables
from ..centres.five_parity import five_wing_parity
from ..obtm import obtm
from . import pairing
from . import separation as sp
from .pairing_tables import frame_views, renamed

N = 5
#: Where a route's time goes (`routes` adds each part's seconds to a clock).
PARTS = ('phases 1-2', 'separation', 'phase 4', 'phase 5')


@dataclass(frozen=True)
class Settings:
    """How wide and how far the route searches (docs/tuning.md has the figures).

    ends: phase-2 ends carried into the separation; most: separations kept
    an axis; cap4, cap5: states a depth of phase 4, 5 keeps at most; room4,
    room5: moves past a phase's first bound before a frame gives up; the
    retry's room for phase 4 and width for phase 5; hand_on: phase 5's
    ends (of its fewest moves) handed on, for the 3x3 stage to choose among;
    stride4, stride5: moves a phase's bound is raised by at a time (the last
    try at its room): a bound that finds nothing costs a search, and a looser
    one finds the same routes."""
    ends: int = 8
    most: int = 4
    cap4: int = 10_000
    cap5: int = 3_000
    room4: int = 4
    room5: int = 14
    retry_room4: int = 8
    retry_cap5: int = 10_000
    hand_on: int = 4
    stride4: int = 4
    stride5: int = 14


SETTINGS = Settings()


@dataclass
class Found:
    """One route to a reduced cube: the centres' phases 1-2, then the edges
    (separation, phases 4 and 5, as moves of the real cube), with each
    part's length (p13: phases 1-2 in OBTM and the separation's moves; p4
    and p5: moves, phase 4's with any quarter turns before it)."""
    centres: list[Move]
    edges: list[Move]
    frame: tuple[int, int]
    counts: dict[str, int] = field(default_factory=dict)


def ready() -> bool:
    """Whether the route's tables are loaded or on disk."""
    return five_tables.tables.ready and sp.tables.ready and pairing.tables.ready


#: Quarter turns of the third axis's faces (F, B in the tables' frame), played before phase 4
#: where a frame has no start: they keep G3 and change which edges' pieces lie in the ring
#: phase 4 keeps (the slots with no U or D face), which may leave no four edges outside it.
PREFIXES = tuple([Move(f, 1, 1, k) for f, k in (('F', i), ('B', j)) if k]
                 for i in (0, 1, -1) for j in (0, 1, -1) if i or j)


class Plan:
    """One frame's starts for phase 4, seen in the tables' frame: each
    separation (`found`), played after each of `prefixes` (frame moves)."""

    def __init__(self, a: int, q: int, found, ready_colors: np.ndarray, spent: np.ndarray, four: pairing.Phase4,
                 prefixes=([],)):
        turn, self.faces, colours = frame_views()[(a, q)]
        self.a, self.q, self.found, self.sep_spent = a, q, found, spent
        seen = colours[ready_colors[:, seq_gather(N, turn)]]
        self.rows = [(r, list(p)) for r in range(len(found)) for p in prefixes]
        self.ready = np.array([seen[r][seq_gather(N, p)] for r, p in self.rows])
        self.spent = np.array([int(spent[r]) + len(p) for r, p in self.rows])
        self.starts = four.starts(self.ready)
        self.parts = four.parts(self.starts)
        self.lower = int((self.spent[self.starts[:, 0]] + four.bound(*self.parts)).min()) if len(self.starts) else None


def _tick(clock: dict | None, part: str, since: float) -> float:
    now = time.perf_counter()
    if clock is not None:
        clock[part] = clock.get(part, 0.0) + now - since
    return now


def _pair(plan: Plan, t: pairing.Tables, settings: Settings, retry: bool, deadline: Deadline,
          clock: dict | None) -> list[tuple[int, list[Move], list[Move]]]:
    """Phases 4 and 5 on one frame: (the plan's row, phase 4's and phase
    5's moves in the tables' frame) for up to settings.hand_on of phase 5's
    ends, or none."""
    room4, cap5 = (settings.retry_room4, settings.retry_cap5) if retry else (settings.room4, settings.cap5)
    since = time.perf_counter()
    fours = pairing.layered(t.four, plan.parts, plan.spent[plan.starts[:, 0]], settings.cap4, room4, 16, deadline,
                            settings.stride4)
    rows, src = [], []
    for r, g, path in fours:
        s5 = t.five.start(plan.ready[plan.starts[r, 0]][seq_gather(N, path)])
        if s5 is not None:
            rows.append(s5 + [g])
            src.append((int(plan.starts[r, 0]), path))
    since = _tick(clock, 'phase 4', since)
    if not rows:
        return []
    rows = np.array(rows)
    fives = pairing.layered(t.five, t.five.parts(rows[:, :4]), rows[:, 4], cap5, settings.room5, settings.hand_on,
                            deadline, settings.stride5)
    _tick(clock, 'phase 5', since)
    return [(src[r5][0], list(src[r5][1]), list(path5)) for r5, _, path5 in fives]


def _plans(arrays: np.ndarray, spent: np.ndarray, four: pairing.Phase4, most: int,
           deadline: Deadline, clock: dict | None) -> Iterator[Plan]:
    """The frames, the separations a bound at a time (fewest moves first) and
    each bound's frames in order of their lower bounds."""
    levels = sp.separations_by_bound(arrays, spent, most=most)
    while not deadline.passed():
        since = time.perf_counter()
        level = next(levels, None)
        _tick(clock, 'separation', since)
        if level is None:
            return
        plans = []
        for a, found in level.items():
            ready_colors = np.array([arrays[row][seq_gather(N, mv)] for row, _, mv in found])
            spent3 = np.array([int(spent[row]) + len(mv) for row, _, mv in found])
            for q in (q for q in range(3) if q != a):
                plan = Plan(a, q, found, ready_colors, spent3, four)
                plans.append(plan if plan.lower is not None else
                             Plan(a, q, found, ready_colors, spent3, four, PREFIXES))
        yield from sorted((p for p in plans if p.lower is not None), key=lambda p: p.lower)


def home_colours(colors: np.ndarray) -> np.ndarray:
    """The colours renamed so that each face's fixed centre shows the face's
    own colour (the tables' solved cube): moves that solve one solve the other."""
    centre = colors[np.arange(6) * N * N + N * N // 2].astype(np.int64)
    rename = np.zeros(6, dtype=colors.dtype)
    rename[centre] = np.arange(6)
    return rename[colors]


def routes(colors: np.ndarray, settings: Settings = SETTINGS, deadline: Deadline = NONE,
           clock: dict | None = None, report=None) -> Iterator[list[Found]]:
    """The routes of a 5x5 colour array, a frame's at a time (phase 5's ends
    of fewest moves) in the order the module's docstring gives; the retry
    pass only where the first gives none.
    Nothing past `deadline`. `clock` (PARTS -> seconds) gets each part's
    time; `report` (the reduction's progress) hears when the edges begin."""
    since = time.perf_counter()
    t = pairing.tables()
    colors = home_colours(colors)
    ends = sorted(five_tables.phase2_ends(colors, five_tables.BEAM, five_wing_parity(colors)),
                  key=lambda e: obtm(e[0]))[:settings.ends]
    arrays = np.array([colors[seq_gather(N, e[0])] for e in ends])
    spent = np.array([obtm(e[0]) for e in ends])
    _tick(clock, 'phases 1-2', since)
    if report is not None:
        report.stage('edges')
    tried, any_found = [], False
    for retry in (False, True):
        plans = sorted(tried, key=lambda p: p.lower) if retry else _plans(arrays, spent, t.four, settings.most,
                                                                          deadline, clock)
        for plan in plans:
            if deadline.passed() or (retry and any_found):
                return
            if not retry:
                tried.append(plan)
            got = _pair(plan, t, settings, retry, deadline, clock)
            if not got:
                continue
            any_found = True
            found = []
            for row, path4, path5 in got:
                sep, prefix = plan.rows[row]
                row2, _, separation = plan.found[sep]
                found.append(Found(list(ends[row2][0]), list(separation) + renamed(prefix + path4 + path5, plan.faces),
                                   (plan.a, plan.q), {'p13': int(plan.sep_spent[sep]), 'p4': len(prefix + path4),
                                                      'p5': len(path5)}))
            yield found
