"""Chunks as they are played: moves that cancel or merge across a chunk's set-up and its
algorithm, or across two chunks, are merged before anything is shown.

The chunk search prices a set-up turn that cancels the algorithm's first turn (or the
previous chunk's last) as the moves that are really played, and a step plays its chunks
merged (StepResult.moves). A chunk that kept its written moves would show "set up with
D', then ... D F ..." while the cube turns F at once. Here every chunk gets exactly the
moves played for it, in order: the chunks' moves joined are the step's played moves.
Where a merge spans two chunks, the merged turn stays with the chunk it starts in, and
the later chunk's pieces, places and words are read again from where the cube really is
when it starts.
"""
from __future__ import annotations

from dataclasses import replace

import numpy as np

from model import Alg, Move
from model.stickers import seq_gather

from .engine import Candidate
from .lesson import Chunk
from .method import explain, place


def merge_played(chunks, n: int) -> tuple[Chunk, ...]:
    """`chunks` (one step's, or a hint's, in the real cube's moves and facelets) with the
    moves each one plays: merged as the step plays them, no cancelling set-up left."""
    if not chunks:
        return tuple(chunks)
    # the played sequence, built as Alg.simplify(commute=False) builds it: each entry is
    # [move, owning chunk, whether it is one of that chunk's set-up moves]
    played: list[list] = []
    for k, chunk in enumerate(chunks):
        for i, move in enumerate(chunk.moves):
            if not played:
                alone = tuple(Alg([move]).simplify(n, commute=False))
                played += [[m, k, i < chunk.setup] for m in alone]
                continue
            both = tuple(Alg([played[-1][0], move]).simplify(n, commute=False))
            if len(both) == 0:
                played.pop()
            elif len(both) == 1:
                played[-1][0] = both[0]
            else:
                played.append([both[1], k, i < chunk.setup])
    if all(len(c.moves) == sum(1 for p in played if p[1] == k) for k, c in enumerate(chunks)) and \
            [p[0] for p in played] == [m for c in chunks for m in c.moves]:
        return tuple(chunks)
    out = []
    written = shown = np.arange(6 * n * n)          # gathers of the moves before the chunk
    for k, chunk in enumerate(chunks):
        mine = [p for p in played if p[1] == k]
        moves = tuple(p[0] for p in mine)
        setup = next((i for i, p in enumerate(mine) if not p[2]), len(mine))
        written_after, shown_after = written[seq_gather(n, chunk.moves)], shown[seq_gather(n, moves)]
        if moves:
            out.append(_moved(chunk, moves, setup, n, (written, shown), (written_after, shown_after)))
        written, shown = written_after, shown_after
    return tuple(out)


def _moved(chunk: Chunk, moves: tuple[Move, ...], setup: int, n: int, before, after) -> Chunk:
    """`chunk` playing `moves` (the first `setup` of them set-up moves); `before` and
    `after` are the gathers of the written and the played moves up to its start and end."""
    pieces = _follow(chunk.pieces, *before)
    targets = _follow(chunk.targets, *after)
    first = slice(None) if chunk.count == 1 else slice(0, chunk.size)
    where = place(n, np.asarray(pieces[first])) if pieces != chunk.pieces else chunk.where
    goes = place(n, np.asarray(targets[first])) if targets != chunk.targets else chunk.goes
    row = Candidate(moves, chunk.algorithm, setup)
    return replace(chunk, moves=moves, setup=setup, pieces=pieces, targets=targets, where=where, goes=goes,
                   explanation=explain(row, chunk.colours, where, goes, chunk.size, chunk.count))


def _follow(facelets, written: np.ndarray, shown: np.ndarray) -> tuple[int, ...]:
    """Where the stickers that are on `facelets` after the written moves (gather `written`)
    are after the played ones (gather `shown`), both played from the same cube."""
    if np.array_equal(written, shown):
        return tuple(facelets)
    came_from = written[list(facelets)]                 # each sticker's place before any move
    back = np.argsort(shown)                            # place before -> place after the played moves
    return tuple(int(f) for f in back[came_from])
