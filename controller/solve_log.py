"""The Practise page's history: sessions of the cube's size, the list of kept
solves, and changes to them (+2, DNF, comment, delete) that can be undone."""
from __future__ import annotations

from typing import Callable, NamedTuple

from storage import History, PractiseSession
from timing import NONE, PLUS2, Solve, result_text

from .events import Message


class Row(NamedTuple):
    """One line of the history list."""
    id: int
    number: int              # 1 = the session's first solve
    result: str              # '12.34', '14.34+', 'DNF(12.34)'
    penalty: str
    comment: str


def rows(history: History, session_id: int) -> list[Row]:
    """Every kept solve of the session, oldest first, as the list shows it."""
    out = []
    for number, (id_, _, time_ms, penalty, comment, _) in enumerate(history.entry_tuples(session_id), 1):
        out.append(Row(id_, number, result_text(time_ms, penalty), penalty, comment))
    return out


class SolveLog:
    """The history as the page uses it, for the cube size `size()` says now."""

    def __init__(self, history: History, size: Callable[[], int]):
        self.history, self._size = history, size
        self._undo: list[Callable[[], None]] = []

    @property
    def practise_session(self) -> PractiseSession:
        """The practise session of this size that new solves go to."""
        return self.history.current_session(self._size(), create=False)

    def practise_sessions(self) -> list[PractiseSession]:
        return self.history.sessions(self._size())

    def rows(self) -> list[Row]:
        practise_session = self.practise_session
        return rows(self.history, practise_session.id) if practise_session.id else []

    def switch(self, step: int) -> PractiseSession:
        """The next (step 1) or previous (-1) session of this size becomes current."""
        sessions = self.practise_sessions()
        if not sessions:
            return self.practise_session
        ids = [s.id for s in sessions]
        current = self.practise_session.id
        now = ids.index(current) if current in ids else 0
        chosen = sessions[(now + step) % len(sessions)]
        self.history.set_current(chosen.id)
        return chosen

    def new_session(self, name: str | None = None) -> PractiseSession:
        """A new session of this size (named 'Session N' unless given), now current."""
        taken = {s.name for s in self.practise_sessions()}
        if not name:
            number = len(taken) + 1
            while f"Session {number}" in taken:
                number += 1
            name = f"Session {number}"
        return self.history.create_session(self._size(), name)

    def rename(self, name: str) -> None:
        self.history.rename_session(self._real_session().id, name)

    def delete_session(self) -> None:
        gone = self._real_session()
        self.history.delete_session(gone.id)
        self._undo.append(lambda: (self.history.restore_session(gone.id), self.history.set_current(gone.id)))

    def set_penalty(self, solve_id: int, penalty: str) -> Message | None:
        """Give the solve this penalty, or take it off if it has it already (a toggle);
        the line that says which (None: no such solve)."""
        solve = self.history.solve(solve_id)
        if solve is None:
            return None
        new = NONE if solve.penalty == penalty else penalty
        self.history.set_penalty(solve_id, new)
        self._undo.append(lambda: self.history.set_penalty(solve_id, solve.penalty))
        row = self._row(solve_id)
        if row is None:
            return None
        name = 'plus2' if penalty == PLUS2 else 'dnf'
        return Message.of(f'practise.{name}_{"on" if new == penalty else "off"}', number=row.number,
                          result=row.result)

    def set_comment(self, solve_id: int, comment: str) -> Message | None:
        """Set (or with '' remove) the solve's comment; the line that says so."""
        solve = self.history.solve(solve_id)
        if solve is None:
            return None
        self.history.set_comment(solve_id, comment)
        self._undo.append(lambda: self.history.set_comment(solve_id, solve.comment))
        row = self._row(solve_id)
        key = 'practise.commented' if comment else 'practise.comment_cleared'
        return Message.of(key, number=row.number) if row is not None else None

    def delete(self, solve_id: int) -> Message | None:
        """Delete the solve (undo brings it back); the line that says so (None: it
        was not in the list)."""
        row = self._row(solve_id)
        self.history.delete_solve(solve_id)
        self._undo.append(lambda: self.history.restore_solve(solve_id))
        return Message.of('practise.deleted', number=row.number) if row is not None else None

    def _row(self, solve_id: int) -> Row | None:
        """The solve's line in the list (its number and result as shown)."""
        return next((row for row in self.rows() if row.id == solve_id), None)

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> bool:
        """Take back the last change made here (a delete, penalty, comment); False if none."""
        if not self._undo:
            return False
        self._undo.pop()()
        return True

    def solve(self, solve_id: int) -> Solve | None:
        return self.history.solve(solve_id)

    def _real_session(self) -> PractiseSession:
        """The current practise session, made in the database if it is not there yet."""
        current = self.practise_session
        return current if current.id else self.history.current_session(self._size())
