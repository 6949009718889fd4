"""Events a Session (and the Lab) report from update(): what the view must draw or show."""
from __future__ import annotations

from dataclasses import dataclass

from model import Move


@dataclass(frozen=True, slots=True)
class TurnStarted:
    """`move` is now `Session.active`: build its turning layer."""
    move: Move


@dataclass(frozen=True, slots=True)
class TurnFinished:
    """`move` is done and in `Session.cube`: redraw the static stickers."""
    move: Move


@dataclass(frozen=True, slots=True)
class Redraw:
    """Redraw everything from `Session.cube` (size change, reset, jumps, batches)."""


@dataclass(frozen=True, slots=True)
class Repaint:
    """The cube's look changed, not the cube (the Lab's overlay, the colours): redraw
    the mesh. Unlike Redraw, nothing watching the cube need look at it again."""


@dataclass(frozen=True, slots=True)
class Message:
    """A line for the status bar; level is 'info', 'error' or 'success'."""
    text: str
    level: str = 'info'


@dataclass(frozen=True, slots=True)
class Solved:
    """The user solved the cube by hand in `move_count` moves."""
    move_count: int


@dataclass(frozen=True, slots=True)
class Progress:
    """Background work at `fraction` 0..1: `job` 'work' is the solve or scramble
    the user asked for (the progress bar, with Cancel); 'tables' is the quiet
    first-run build of the solver tables. `text` names the stage, with an
    estimate of the time left once there is one."""
    fraction: float
    text: str
    job: str = 'work'


@dataclass(frozen=True, slots=True)
class HelpToggled:
    """The keymap help key was pressed: show the on-screen keymap or hide it."""
    visible: bool


Event = TurnStarted | TurnFinished | Redraw | Repaint | Message | Solved | Progress | HelpToggled
