"""Each size's route through the reduction: its centre route, edge route, parity handling, tries and 3x3 search.

ROUTES holds the sizes with a route of their own; route(n) answers for
any size (from 9x9 on: the greedy centres, and edges by the big cubes'
pairing). reduction.solve runs the stages in order and asks the route at
each: whether the parity stage goes first, how the centres and edges are
reduced (Route.reduce), and how the 3x3 stage searches.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..build_times import build_seconds
from ..deadline import NONE, Deadline
from ..stage_words import FIVE_WORDS, SOLVED_WORDS, TSAI_WORDS
from ..twophase.search import MIN_ROOM
from .centres import five_tables
from .centres.stage import embedded_centres, five_centres, four_centres, greedy_centres
from .edges.big import pair_edges_big
from .edges.chain import pair_edges_chain
from .edges.virtual import pairings_virtual
from .five import pairing, separation
from .five.route import reduce_five
from .four import g3, g3_pairs, phases
from .four.route import reduce_four
from .tries import chain_beam, paired_each


@dataclass(frozen=True)
class Route:
    """How the reduction solves one size.

    reduce       (n, colors, route, centres_by, edges_by, report) -> the
                 (centres, edges) reductions, fewest OBTM first: Tsai's
                 4x4 route (four.route), the 5x5's joint beam (five.route),
                 one edge beam from every kept centre solution
                 (tries.one_beam; on 7x7 the chained beam, tries.chain_beam),
                 or each paired on its own (tries.paired_each)
    centres      the centre route, (n, colors, seed, deadline, progress)
                 -> moves (centres.stage; on 4x4 the centres alone: its
                 reduce goes through phase-2 ends instead)
    edges        the pairing of one centre solution, same signature
                 (paired_each); None where reduce pairs by a beam of its own
    many         whether `edges` gives a list of pairings, shortest first
    tries        (centre tries, how many of the shortest get edges paired,
                 pairings tried for each)
    hand_on      how many of paired_each's (chain_beam's) reductions, fewest OBTM first,
                 the 3x3 stage chooses among
    beam_width   one_beam's (chain_beam's) width
    parity_first whether the parity stage's wide turns go first (not on
                 4x4 and 5x5: their centres end the wings even whatever they
                 start in)
    tables       the table sets the route searches, each with its share of
                 their build time (solver.build_times)
    slow_tables  those of them loaded under a deadline only if built already
    use_tables   whether, under the centres' share of a deadline, the
                 tables are loaded (or built) before the stages run
    three        the 3x3 stage's target length and its search time when no
                 timeout is given; where a route hands on several reductions
                 one search covers them all and the target goes unused
    three_pick   how many of the reductions handed on the 3x3 search takes
                 and the weight of each one's phase-1 bound against its
                 moves so far (three.likeliest); None: all of them
    three_room   the 3x3 search's room for phase 2 (twophase.search.MIN_ROOM)
    words        how the solution describes the centres and the edges stage
    """
    reduce: Callable
    centres: Callable
    edges: Callable | None = None
    tries: tuple[int, int, int] = (1, 1, 1)
    many: bool = False
    hand_on: int = 1
    beam_width: int | None = None
    parity_first: bool = True
    tables: tuple = ()
    slow_tables: tuple = ()
    use_tables: Callable[[Deadline], bool] | None = None
    three: tuple[int, float | None] = (20, None)
    three_pick: tuple[int, float] | None = None
    three_room: int = 0
    words: tuple[str, str] = SOLVED_WORDS


#: The sizes with a route of their own. More tries, a wider beam and a
#: longer 3x3 search are shorter and slower (docs/tuning.md has the figures).
ROUTES: dict[int, Route] = {
    # Tsai's route (the joint beam where it finds nothing): no parity turn first,
    # the 3x3 search picks among the likeliest 8 of the reductions handed on
    4: Route(reduce_four, four_centres, parity_first=False,
             tables=((phases.tables, build_seconds(phases.TABLES_NAME)), (g3.tables, build_seconds(g3.TABLES_NAME)),
                     (g3_pairs.tables, build_seconds(g3_pairs.TABLES_NAME))),
             slow_tables=(g3.tables, g3_pairs.tables),
             use_tables=lambda deadline: True,
             three=(18, 0.4), three_pick=(8, 0.15), three_room=MIN_ROOM, words=TSAI_WORDS),
    # cube555's G3 route where its tables are built (five/g3_route.py); else the
    # table phases over both orbits to the U-D axis, ending the wings even (no
    # parity turn first), then the joint beam; where the tables' time is short, the
    # greedy centres and one edge beam from all their solutions
    5: Route(reduce_five, five_centres, tries=(five_tables.SOLUTIONS, five_tables.SOLUTIONS, 1), beam_width=4000,
             parity_first=False,
             tables=((five_tables.tables, build_seconds(five_tables.TABLES_NAME)),
                     (separation.tables, build_seconds(separation.TABLES_NAME)),
                     (pairing.tables, build_seconds(pairing.TABLES_NAME))),
             slow_tables=(separation.tables, pairing.tables), use_tables=five_tables.usable,
             three=(19, 0.6), three_room=MIN_ROOM, words=FIVE_WORDS),
    # x- and t-orbits as a virtual 4x4's, bars of obliques as a virtual 5x5's;
    # wings into two-wing blocks, then the virtual 4x4 by Tsai's route (where
    # the 4x4's tables are built; else its beam, whose pairings nearly as cheap
    # go on too) for the shortest of three centre tries: the 3x3 search picks
    # among the likeliest 12
    6: Route(paired_each, embedded_centres, pairings_virtual, many=True, tries=(3, 1, 1), hand_on=64,
             three=(18, 1.6), three_pick=(12, 0.15), three_room=MIN_ROOM),
    # x- and t-orbits and the bars as virtual 5x5s; one beam judging each wing
    # against its neighbour, from both centre tries (the bars' two starts) at
    # once, its pairings within a move of the best handed on: the 3x3 search
    # over the cheapest 8
    7: Route(chain_beam, embedded_centres, tries=(2, 2, 1), hand_on=8, beam_width=1344, three=(18, 1.0)),
    # the opening beam and the greedy for the centres; two pairings by the chained beam
    8: Route(paired_each, greedy_centres, pair_edges_chain, tries=(1, 1, 2)),
}
#: Every larger size (above edges.tuning.BLOCK_LIMIT): the greedy centres
#: (an opening beam first up to 12x12), the big cubes' pairing.
BIG = Route(paired_each, greedy_centres, pair_edges_big)


def route(n: int) -> Route:
    """Size n's route (n >= 4)."""
    return ROUTES.get(n, BIG)


def solve_centres(n: int, colors, seed: int = 0, deadline: Deadline = NONE, progress=None):
    """The centre stage alone by size n's centre route (the seed-th try)."""
    return route(n).centres(n, colors, seed, deadline, progress)
