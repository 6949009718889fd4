"""The controller: a Session that owns the cube, time, order and history; no graphics."""
from .drag import move_for_drag
from .events import Event, HelpToggled, Message, Progress, Redraw, Solved, TurnFinished, TurnStarted
from .session import Session
from .turns import ActiveTurn

__all__ = ['ActiveTurn', 'Event', 'HelpToggled', 'Message', 'Progress', 'Redraw', 'Session',
           'Solved', 'TurnFinished', 'TurnStarted', 'move_for_drag']
