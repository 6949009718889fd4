"""Undo/redo history: entries of moves (one key press, a typed alg, a scramble, a solution)."""
from __future__ import annotations

from dataclasses import dataclass, field

from model import Cube, Move

#: Kinds whose moves the move counter counts (the user's own turns).
COUNTED = ('turn', 'alg')
#: Kinds after which the counter starts again from 0 (a new cube to solve).
RESTARTING = ('scramble', 'reset', 'size', 'paste')


@dataclass(eq=False)
class Entry:
    """One undoable step. `before` is the cube before it; `base` the cube its
    moves apply to (the same, except a scramble starts from solved); `count`
    the move counter after it; `interrupted` the playlist a reset or size change
    cut short (undoing it brings the playlist back)."""
    kind: str
    before: Cube | None
    base: Cube | None
    moves: list[Move] = field(default_factory=list)
    count_before: int = 0
    interrupted: object = None

    @property
    def count(self) -> int:
        if self.kind in RESTARTING:
            return 0
        if self.kind in COUNTED:
            return self.count_before + sum(1 for m in self.moves if not m.is_rotation)
        return self.count_before

    def after(self) -> Cube:
        """The cube after this entry."""
        return self.base.copy().apply(self.moves)


class UndoHistory:
    """Undo and redo as two stacks: done entries and undone entries (cleared by new work)."""

    def __init__(self):
        self.done: list[Entry] = []
        self.undone: list[Entry] = []

    @property
    def count(self) -> int:
        """The move counter after everything done."""
        return self.done[-1].count if self.done else 0

    def push(self, kind: str, before: Cube | None, moves=(), base: Cube | None = None) -> Entry:
        """Record new work (and forget what was undone). A single key turn
        needs no snapshot: pass before=None; groups keep one to jump back to."""
        snapshot = before.copy() if before is not None else None
        entry = Entry(kind, snapshot, base.copy() if base is not None else snapshot,
                      list(moves), self.count)
        self.done.append(entry)
        self.undone.clear()
        return entry

    def undo(self) -> Entry | None:
        if not self.done:
            return None
        entry = self.done.pop()
        self.undone.append(entry)
        return entry

    def redo(self) -> Entry | None:
        if not self.undone:
            return None
        entry = self.undone.pop()
        self.done.append(entry)
        return entry

    def drop_if_empty(self, entry: Entry) -> None:
        """Forget an entry that ended up with no moves (an unplayed playlist)."""
        if not entry.moves and entry.kind not in RESTARTING and self.done and self.done[-1] is entry:
            self.done.pop()
