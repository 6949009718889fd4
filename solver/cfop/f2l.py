"""F2L: the four corner-edge pairs, each by a named case of the front-right slot.

Each unsolved slot is looked at with the cube turned by y so that slot is in front on
the right, where the F2L cases are written; the pair's corner and edge are read as a
model PairState and the case found by its key in the f2l case set. A piece stuck in
another unsolved slot is first taken out to the U layer by a three-move insertion of
that slot. Of every slot, set-up and algorithm (the case's algorithms, each after any U
turn), the pair that costs fewest moves is solved next, with one pair of look-ahead.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from model import CubeLabError, Move
from model.alg import Alg
from model.cases import CaseSet, case_key
from model.f2l_pair import PAIR_CORNER_FACELETS, PAIR_EDGE_FACELETS, SLOT, PairState

from .frame import U_TURNS, after_turn, apply, gather, moves_of, relabel, rotation_faces, turned

#: The turns that bring each slot to front-right, and each slot's pieces in the working frame.
SLOT_TURNS = ('', 'y', 'y2', "y'")
#: Three-move insertions that take a slot's pieces to the U layer (written for front-right).
TAKE_OUT = ("R U R'", "R U' R'", "R U2 R'", "F' U' F", "F' U F", "F' U2 F")
SLOT_CORNER = PAIR_CORNER_FACELETS[SLOT]
SLOT_EDGE = PAIR_EDGE_FACELETS[SLOT]


@dataclass(frozen=True)
class PairMove:
    """One way to solve a slot's pair: set-up moves, then a case's algorithm (working frame)."""
    slot: int
    setup: tuple[Move, ...]
    moves: tuple[Move, ...]
    case: str
    start: PairState
    cost: int
    turn: int = 0               # how many of `moves` are the U turn before the algorithm
    group: str = ''


@lru_cache(maxsize=None)
def slot_faces(slot: int) -> dict[str, str]:
    return rotation_faces(SLOT_TURNS[slot])


@lru_cache(maxsize=None)
def slot_homes(slot: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The working facelets of a slot's corner and edge."""
    view = gather(moves_of(SLOT_TURNS[slot])) if SLOT_TURNS[slot] else tuple(range(54))
    return tuple(view[i] for i in SLOT_CORNER), tuple(view[i] for i in SLOT_EDGE)


def read(state: str) -> PairState | None:
    """The front-right pair among the U layer and its slot, or None when a piece is elsewhere."""
    corner = twist = edge = flip = None
    for position, spots in enumerate(PAIR_CORNER_FACELETS):
        seen = [state[i] for i in spots]
        if sorted(seen) == ['D', 'F', 'R']:
            corner, twist = position, seen.index('D')
    for position, spots in enumerate(PAIR_EDGE_FACELETS):
        seen = ''.join(state[i] for i in spots)
        if seen in ('FR', 'RF'):
            edge, flip = position, seen.index('F')
    if corner is None or edge is None:
        return None
    return PairState(corner, twist, edge, flip)


def solved(state: str, slot: int) -> bool:
    corner, edge = slot_homes(slot)
    return all(state[i] == state[9 * (i // 9) + 4] for i in corner + edge)


def cost(moves, last: Move | None) -> int:
    """Moves as played after `last`, a turn of the same face merging with it."""
    alg = Alg(((last,) if last else ()) + tuple(moves)).simplify(3, commute=False)
    return len(alg) - (1 if last else 0)


def _stuck_slots(state: str, slot: int) -> list[int]:
    """Other slots holding a piece of this slot's pair (all in the working frame)."""
    faces = slot_faces(slot)
    corner_colours, edge_colours = sorted('D' + faces['F'] + faces['R']), sorted(faces['F'] + faces['R'])
    out = []
    for other in range(4):
        if other == slot:
            continue
        corner, edge = slot_homes(other)
        if sorted(state[i] for i in corner) == corner_colours or sorted(state[i] for i in edge) == edge_colours:
            out.append(other)
    return out


def options(state: str, slot: int, f2l: CaseSet, last: Move | None) -> list[PairMove]:
    """Every way found to solve the slot's pair: set-ups that free its pieces, then each
    algorithm of its case after each U turn."""
    setups = [()]
    for _ in range(2):
        done, grown = [], []
        for setup in setups:
            stuck = _stuck_slots(apply(state, setup) if setup else state, slot)
            if not stuck:
                done.append(setup)
                continue
            for text in TAKE_OUT:
                grown.append(setup + relabel(moves_of(text), slot_faces(stuck[0])))
        setups = done + grown
    out = []
    faces = slot_faces(slot)
    for setup in setups:
        start = apply(state, setup) if setup else state
        view = turned(start, SLOT_TURNS[slot])
        pair = read(view)
        if pair is None:
            continue
        case = f2l.keys.get(('f2l', case_key('f2l', pair)))
        if case is None:
            raise CubeLabError("F2L found no case for a pair (please report this state)")
        for alg in case.algs:
            for u in U_TURNS:
                written, turn = after_turn(u, alg)
                if read(apply(view, written)) == PairState():
                    moves = relabel(written, faces)
                    out.append(PairMove(slot, setup, moves, case.name, pair, cost(setup + moves, last),
                                        turn, case.group))
    return out


def best(state: str, slots: list[int], f2l: CaseSet, last: Move | None, look: int = 1) -> PairMove:
    """The pair to solve next: fewest moves for it and, with `look`, the best next pair after."""
    found = [o for slot in slots for o in options(state, slot, f2l, last)]
    if not found:
        raise CubeLabError("F2L found no way on (please report this state)")
    if look == 0 or len(slots) == 1:
        return min(found, key=lambda o: o.cost)
    found.sort(key=lambda o: o.cost)

    def total(o: PairMove) -> int:
        after = apply(state, o.setup + o.moves)
        rest = [s for s in slots if s != o.slot and not solved(after, s)]
        if not rest:
            return o.cost
        tail = (o.setup + o.moves)[-1:]
        return o.cost + best(after, rest, f2l, tail[0] if tail else last, look - 1).cost
    return min(found[:12], key=total)
