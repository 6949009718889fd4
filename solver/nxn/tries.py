"""Reductions from several centre tries: each paired on its own, or all of them starting one edge beam.

A route's tries (routes.Route.tries) are (centre tries, how many of the
shortest get edges paired, pairings tried for each). The centres' tries
stop once their share of the deadline has passed; so do the pairings
(one is always made). More tries give shorter solutions for
proportionally more time.
"""
from __future__ import annotations

from typing import Callable

from model import Move
from model.stickers import seq_gather

from ..deadline import Deadline
from .edges.chain import pairings_chain_from
from .edges.pairer import pair_edges_from
from .merging import merge_moves
from .obtm import obtm
from .parity import pll_parity_fix
from .three import has_pll_parity, three_by_three


def centre_tries(n: int, colors, route, centres_by: Deadline, report) -> list[tuple[Move, ...]]:
    """The distinct centre solutions of route.tries' first count of tries,
    fewest OBTM first, as many as its second count."""
    tries, top, _ = route.tries
    found = set()
    for seed in range(tries):
        if seed and centres_by.passed():
            break
        found.add(tuple(merge_moves(route.centres(n, colors, seed, centres_by, report.part(seed, tries)))))
    report.stage('edges')
    return sorted(found, key=lambda c: (obtm(c), str(c)))[:top]


def one_beam(n: int, colors, route, centres_by: Deadline, edges_by: Deadline,
             report) -> list[tuple[list[Move], list[Move]]]:
    """The kept centre solutions all start one edge beam (route.beam_width
    wide, PLL parity counted), so the beam's room goes to the starts whose
    wings pair cheaply; the pairings it hands on, fewest OBTM first."""
    ordered = centre_tries(n, colors, route, centres_by, report)
    starts = [colors[seq_gather(n, c)] for c in ordered]
    pairings_found = pair_edges_from(n, starts, [obtm(c) for c in ordered], 0, edges_by, route.beam_width,
                                     others=not edges_by.passed(), tails=[list(c[-2:]) for c in ordered])
    return [(list(ordered[i]), merge_moves(edges)) for i, edges in pairings_found]


def chain_beam(n: int, colors, route, centres_by: Deadline, edges_by: Deadline,
               report) -> list[tuple[list[Move], list[Move]]]:
    """7x7: the kept centre solutions all start one chained edge beam
    (edges.chain, route.beam_width wide), so its room goes to the starts
    whose wings pair cheaply; the pairings it hands on, fewest OBTM first
    (route.hand_on of them)."""
    ordered = centre_tries(n, colors, route, centres_by, report)
    starts = [colors[seq_gather(n, c)] for c in ordered]
    found = pairings_chain_from(n, starts, [obtm(c) for c in ordered], 0, edges_by, route.beam_width,
                                others=not edges_by.passed(), tails=[list(c[-2:]) for c in ordered])
    out = [(list(ordered[i]), merge_moves(edges)) for i, edges in found]
    return sorted(out, key=lambda r: obtm(merge_moves(r[0] + r[1])))[:route.hand_on]


def paired_each(n: int, colors, route, centres_by: Deadline, edges_by: Deadline,
                report) -> list[tuple[list[Move], list[Move]]]:
    """Each kept centre solution's edges paired (route.edges) a few times:
    the (centres, edges) with the fewest OBTM between them, PLL parity's
    fix counted, route.hand_on of them (the 3x3 stage picks among several):
    a slightly longer centres stage can leave edges that pair much more
    cheaply."""
    _, top, pairings = route.tries
    ordered = centre_tries(n, colors, route, centres_by, report)
    found = []
    for i, centres in enumerate(ordered):
        if found and edges_by.passed():
            break
        found += [(obtm(centres) + cost, k, list(centres), edges) for k, (edges, cost) in enumerate(
            pairings_of(n, colors[seq_gather(n, centres)], route.edges, pairings, edges_by,
                        lambda k: report.part(i * pairings + k, top * pairings), route.many), len(found))]
    found.sort(key=lambda f: f[:2])
    return [(centres, edges) for _, _, centres, edges in found[:route.hand_on]]


def pairings_of(n: int, colors, pair, tries: int, deadline: Deadline,
                part: Callable[[int], Callable[[float], None] | None] = lambda k: None,
                many: bool = False) -> list[tuple[list[Move], int]]:
    """A few edge pairings by `pair` (with `many`, each try gives a list of
    them), each with its OBTM cost counting the PLL parity fix it would
    need, in the order tried (one try only past `deadline`)."""
    out = []
    for seed in range(tries):
        if seed and deadline.passed():
            break
        found = pair(n, colors, seed, deadline, part(seed))
        for moves in map(merge_moves, found if many else [found]):
            cost = obtm(moves)
            if n % 2 == 0:
                after = colors[seq_gather(n, moves)]
                cost += obtm(pll_parity_fix(n)) * has_pll_parity(three_by_three(n, after))
            out.append((moves, cost))
    return out
