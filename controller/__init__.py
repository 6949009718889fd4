"""The controller: the Lab (its root: the session, practise, the coach, preferences, the
solve history) and the Session that owns the cube, time, order and undo; no graphics."""
from .drag import move_for_drag
from .events import Event, HelpToggled, Message, Progress, Redraw, Repaint, Solved, TurnFinished, TurnStarted
from .lab import Lab
from .session import Session
from .turns import ActiveTurn

__all__ = ['ActiveTurn', 'Event', 'HelpToggled', 'Lab', 'Message', 'Progress', 'Redraw', 'Repaint', 'Session',
           'Solved', 'TurnFinished', 'TurnStarted', 'move_for_drag']
