"""Running the steps: the whole method (solve) or just the next chunk (hint).

A plan is the list of steps for one cube, each with a reader: the colours
the step looks at (the cube itself, or on big cubes the reduced cube read
as a 3x3) and the way back from its facelets to the cube's. Steps already
done are kept: a step with nothing to do has no chunks.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

import numpy as np

from model import Alg, CubeLabError, Move
from model.stickers import seq_gather

from ..deadline import NONE, Deadline
from .catalogue import ALGORITHMS, INTUITIVE, SETUP_TURN
from .engine import Candidate, Candidates, Goal, best_chunks, move_key
from .frames import COLOR_NAMES, in_frame
from .lesson import Chunk, Hint, StepResult
from .steps import Step

_ORDER = 'UDFBRL'
_KIND = {1: 'piece', 2: 'edge', 3: 'corner'}


@dataclass
class Reader:
    """How a step sees the cube: `read` maps the cube's colours to the
    step's, `lift` maps the step's facelets back to the cube's."""
    n: int                                      # the size the step works on
    read: Callable[[np.ndarray], np.ndarray] = lambda c: c
    lift: Callable[[np.ndarray], np.ndarray] = lambda f: f


@dataclass
class Planned:
    step: Step
    target: np.ndarray          # the step's goal colours, in its own facelets
    reader: Reader
    name: str = ''
    extra: dict = field(default_factory=dict)

    @property
    def title(self) -> str:
        return self.name or self.step.name


#: What a deadline that passes mid-solve names.
METHOD = "the beginner's method"

#: How many first chunks of a step are each followed to the step's end
#: before one is chosen (1: plain greedy).
LOOKAHEAD = 4


def run(n: int, colors: np.ndarray, plan: list[Planned], lookahead: int = LOOKAHEAD,
        deadline: Deadline = NONE) -> tuple[list[StepResult], np.ndarray]:
    """Every step in order; returns the steps and the final colours. Past
    `deadline`, OutOfTime (it is checked before each chunk is chosen)."""
    results = []
    last: Move | None = None
    for i, planned in enumerate(plan):
        chunks: list[Chunk] = []
        while (picked := choose(n, colors, planned, last, lookahead, plan[i + 1:], deadline)) is not None:
            chunks += make_chunks(n, colors, planned, picked)
            colors, last = play(n, colors, planned, picked, last)
        results.append(StepResult(planned.step.key, planned.title, tuple(chunks), n))
    return results, colors


def next_chunks(n: int, colors: np.ndarray, planned: Planned, last: Move | None = None,
                lookahead: int = LOOKAHEAD, later: list[Planned] = ()) -> list[Chunk] | None:
    """The chunk(s) that make progress on this step, or None if it is done."""
    picked = choose(n, colors, planned, last, lookahead, later)
    return None if picked is None else make_chunks(n, colors, planned, picked)


def play(n: int, colors: np.ndarray, planned: Planned, picked: tuple[Candidates, list[int]],
         last: Move | None) -> tuple[np.ndarray, Move | None]:
    """The colours after the picked candidates, and the last move played."""
    cands, indices = picked
    for i in indices:
        row = cands.rows[i]
        colors = colors[cands.G[i]] if cands.n == n else colors[seq_gather(n, row.moves)]
        last = row.moves[-1] if row.moves else last
    return colors, last


def choose(n: int, colors: np.ndarray, planned: Planned, last: Move | None,
           lookahead: int = 1, later: list[Planned] = (),
           deadline: Deadline = NONE) -> tuple[Candidates, list[int]] | None:
    """The candidate(s) to play next on this step, or None if it is done.
    With lookahead > 1, that many openings are each followed greedily to
    the end of this step and the next `horizon` steps, and the one with the
    fewest moves in all is taken."""
    step, target = planned.step, planned.target
    seen = planned.reader.read(colors)
    if step.done(seen, target):
        return None
    deadline.check(METHOD)
    cands, options = _options(seen, planned, last, max(1, lookahead if step.lookahead else 1))
    if not options:
        raise CubeLabError(f"the beginner's method found no way on at step '{step.name}' "
                           "(please report this state)")
    if len(options) == 1:
        return cands, options[0][0]
    best = None
    for option, cost in options:
        after, tail = play(n, colors, planned, (cands, option), last)
        total = cost + greedy_cost(n, after, [planned] + list(later[:step.horizon]), tail,
                                   best and best[0] - cost, deadline)
        if best is None or total < best[0]:
            best = (total, option)
    return cands, best[1]


def _options(seen: np.ndarray, planned: Planned, last: Move | None, limit: int):
    """(candidate set, its best options): the step's own candidates, or where
    none makes progress, its larger set (built the first time it is needed)."""
    step, target = planned.step, planned.target
    goal = Goal(target, step.protected, step.columns, lambda vals: step.score(target, vals))
    cands = step.candidates
    options = best_chunks(seen, goal, cands, last_key(last, cands.n), pairs=step.pairs, limit=limit)
    if not options and step.more is not None:
        more = step.more()
        options = best_chunks(seen, goal, more, last_key(last, more.n), pairs=step.pairs, limit=limit)
        if options:
            return more, options
        # last resort: two chunks of the first set, the first without set-up
        # moves; then (edges on big cubes, wing orbits whose parities disagree,
        # which no other chunk changes) the step's own openers, set-up moves and all
        # (tried first where the step says that is what is left: two edges
        # unpaired and no chunk pairs them; any first chunk took ~2 s on 7x7 to fail)
        made = cands.made() if hasattr(cands, 'made') else cands
        plain = np.array([not r.setup for r in made.rows])
        searches = [(plain, np.ones(len(made.rows), dtype=bool))]
        if step.openers:
            own = np.array([r.algorithm in step.openers for r in made.rows])
            searches.insert(0 if step.own_first and step.own_first(seen, target) else 1, (own, ~own))
        options = []
        for first, second in searches:
            if options := _pairs(seen, goal, made, last, limit, first, second):
                break
        return made, options
    return cands, options


def _pairs(seen: np.ndarray, goal: Goal, made: Candidates, last: Move | None, limit: int,
           first: np.ndarray, second: np.ndarray):
    """Pairs of candidates: the first from `first`, the second from `second`."""
    saved_masks = made.pairable, getattr(made, 'pair_second', None)
    made.pairable, made.pair_second = first, second
    try:
        return best_chunks(seen, goal, made, last_key(last, made.n), pairs=True, limit=limit)
    finally:
        made.pairable = saved_masks[0]
        if saved_masks[1] is None:
            del made.pair_second
        else:
            made.pair_second = saved_masks[1]


def greedy_cost(n: int, colors: np.ndarray, plan: list[Planned], last: Move | None,
                bound: int | None = None, deadline: Deadline = NONE) -> int:
    """Moves the plain greedy method takes to finish these steps (it stops
    counting once past `bound`)."""
    total = 0
    for planned in plan:
        while True:
            seen = planned.reader.read(colors)
            if planned.step.done(seen, planned.target):
                break
            deadline.check(METHOD)
            cands, found = _options(seen, planned, last, 1)
            if not found:
                return 10 ** 6
            option, cost = found[0]
            total += cost
            if bound is not None and total >= bound:
                return total
            colors, last = play(n, colors, planned, (cands, option), last)
    return total


def make_chunks(n: int, colors: np.ndarray, planned: Planned,
                picked: tuple[Candidates, list[int]]) -> list[Chunk]:
    """The picked candidates as chunks, with the pieces they bring home."""
    step, target, reader = planned.step, planned.target, planned.reader
    cands, indices = picked
    seen = reader.read(colors)
    rows = fold_setups([cands.rows[i] for i in indices])
    whole = seq_gather(cands.n, [m for r in rows for m in r.moves])
    before, after = step.piece_done(seen, target), step.piece_done(seen[whole], target)
    new = [p for p, b, a in zip(step.pieces, before, after) if a and not b] or \
          [p for p, a in zip(step.pieces, after) if not a] or list(step.pieces)
    homes = np.concatenate(new)
    chunks, done_moves = [], []
    for k, row in enumerate(rows):
        now = seq_gather(cands.n, [m for r in rows[k:] for m in r.moves])[homes]
        then = seq_gather(cands.n, [m for r in rows[k + 1:] for m in r.moves])[homes]
        chunks.append(make_chunk(row, seen[seq_gather(cands.n, done_moves)], now, then, len(new[0]),
                                 len(new), reader))
        done_moves.extend(row.moves)
    return chunks


def fold_setups(rows: list[Candidate]) -> list[Candidate]:
    """A set-up turn is shown as the first set-up move of the chunk after it."""
    out: list[Candidate] = []
    for k, row in enumerate(rows):
        if k and rows[k - 1].algorithm == SETUP_TURN:
            row = Candidate(rows[k - 1].moves + row.moves, row.algorithm, len(rows[k - 1].moves) + row.setup)
        if row.algorithm != SETUP_TURN or k == len(rows) - 1:
            out.append(row)
    return out


def last_key(move: Move | None, n: int) -> tuple[int, int]:
    if move is None:
        return (-1, 0)
    try:
        return move_key(move, n)
    except CubeLabError:
        return (-1, 0)


def make_chunk(row, colors: np.ndarray, now: np.ndarray, then: np.ndarray, size: int, count: int,
               reader: Reader) -> Chunk:
    """One chunk: its pieces are on facelets `now` before it and on `then`
    after it (in step facelets; lifted to the cube's)."""
    m = reader.n
    colours = tuple(COLOR_NAMES[int(c)] for c in colors[now[:size]])
    where, goes = place(m, now[:size]), place(m, then[:size])
    if m == reader.n and reader.lift(now) is now:
        pieces, targets = now, then
    else:
        pieces, targets = np.unique(reader.lift(now)), np.unique(reader.lift(then))
    return Chunk(tuple(row.moves), row.algorithm, row.setup,
                 tuple(int(f) for f in pieces), tuple(int(f) for f in targets),
                 explain(row, colours, where, goes, size, count), colours, where, goes, size, count)


def place(n: int, facelets: np.ndarray) -> str:
    faces = {'URFDLB'[int(f) // (n * n)] for f in facelets}
    return ''.join(sorted(faces, key=_ORDER.index))


def explain(row, colours, where: str, goes: str, size: int, count: int) -> str:
    """The chunk in plain English (the window words it from its own strings)."""
    algorithm = ALGORITHMS[row.algorithm] if row.algorithm in ALGORITHMS else None
    piece = f"the {'-'.join(colours)} {_KIND.get(size, 'piece')}"
    if count > 1:
        piece += f" (and {count - 1} more)"
    moving = piece + (f" at {where}" if where else '') + (f" goes to {goes}" if goes and goes != where
                                                            else " turns in place")
    body = Alg(row.moves[row.setup:])
    if row.algorithm == INTUITIVE or algorithm is None:
        return f"{moving}: {Alg(row.moves)}, found by looking."
    setup = f"set up with {Alg(row.moves[:row.setup])}, then " if row.setup else ''
    return f"{moving}: {setup}{algorithm.name} ({body}). It {algorithm.purpose}."


def hint(n: int, colors: np.ndarray, plan: list[Planned]) -> Hint:
    """The earliest step not done and the next chunk of it."""
    for index, planned in enumerate(plan):
        seen = planned.reader.read(colors)
        if planned.step.done(seen, planned.target):
            continue
        done, total = planned.step.progress(seen, planned.target)
        chunks = next_chunks(n, colors, planned, None, LOOKAHEAD, plan[index + 1:]) or []
        return Hint(n, index, planned.step.key, planned.title, done, total, planned.step.unit, tuple(chunks))
    return Hint(n, -1, 'solved', 'Solved', 1, 1, 'cube', ())


def relabel_step(result: StepResult, prepared) -> StepResult:
    """A step found on the cube as the plan sees it, for the real cube."""
    if prepared.frame is None:
        return result
    return replace(result, chunks=tuple(relabel(c, prepared) for c in result.chunks))


def relabel_hint(found: Hint, prepared) -> Hint:
    if prepared.frame is None:
        return found
    return replace(found, chunks=tuple(relabel(c, prepared) for c in found.chunks))


def relabel(chunk: Chunk, prepared) -> Chunk:
    """Moves, facelets, places and words of a chunk, for the real cube."""
    frame, view = prepared.frame, prepared.view
    moves = in_frame(chunk.moves, frame)
    where = ''.join(sorted((frame[f] for f in chunk.where), key=_ORDER.index))
    goes = ''.join(sorted((frame[f] for f in chunk.goes), key=_ORDER.index))
    row = Candidate(moves, chunk.algorithm, chunk.setup)
    return replace(chunk, moves=moves, pieces=tuple(int(view[f]) for f in chunk.pieces),
                   targets=tuple(int(view[f]) for f in chunk.targets), where=where, goes=goes,
                   explanation=explain(row, chunk.colours, where, goes, chunk.size, chunk.count))
