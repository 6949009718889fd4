"""Events a Session (and the Lab) report from update(): what the view must draw or show."""
from __future__ import annotations

from dataclasses import dataclass

from model import Move

from .strings import Phrase, phrase, rendered, text


@dataclass(frozen=True, slots=True)
class TurnStarted:
    """`move` is now `Session.active`: build its turning layer."""
    move: Move


@dataclass(frozen=True, slots=True)
class TurnFinished:
    """`move` is done and in `Session.cube`: redraw the static stickers."""
    move: Move


@dataclass(frozen=True, slots=True)
class TurnQueued:
    """`move` (from `source`, see turns.Animate) was queued during a timed attempt
    (Session.timed): `at` is when the key or drag that asked for it arrived, on the
    caller's clock (None: no input asked, a playlist fed it)."""
    move: Move
    source: str
    at: float | None = None


@dataclass(frozen=True, slots=True)
class Redraw:
    """Redraw everything from `Session.cube` (size change, reset, jumps, batches)."""


@dataclass(frozen=True, slots=True)
class Repaint:
    """The cube's look changed, not the cube (the Lab's overlay, the colours): redraw
    the mesh. Unlike Redraw, nothing watching the cube need look at it again."""


@dataclass(frozen=True, slots=True)
class Message:
    """A line for the status bar: a catalogue key and its fields (name, value)
    pairs, rendered by the view in the language it draws in (see
    controller.strings.Phrase); level is 'info', 'error' or 'success'.
    The empty key is an empty line."""
    key: str = ''
    fields: tuple[tuple[str, object], ...] = ()
    level: str = 'info'

    @classmethod
    def of(cls, key: str, level: str = 'info', **fields) -> 'Message':
        return cls(key, tuple(fields.items()), level)

    @property
    def phrase(self) -> Phrase:
        return Phrase(self.key, self.fields)

    @property
    def text(self) -> str:
        """The line in English (scripts and tests; the window renders in its language)."""
        return self.render('en')

    def render(self, language: str = 'en') -> str:
        """The line in `language`."""
        if not self.key:
            return ''
        return text(self.key, language, **{name: rendered(value, language) for name, value in self.fields})


@dataclass(frozen=True, slots=True)
class Solved:
    """The user solved the cube by hand in `move_count` moves."""
    move_count: int


@dataclass(frozen=True, slots=True)
class Progress:
    """Background work at `fraction` 0..1: `job` 'work' is the solve or scramble
    the user asked for (the progress bar, with Cancel); 'tables' is the quiet
    first-run build of the solver tables. `line` names the stage, with an
    estimate of the time left once there is one (a Phrase the view renders)."""
    fraction: float
    line: Phrase = phrase('common.verbatim', text='')
    job: str = 'work'

    @property
    def text(self) -> str:
        """The line in English (scripts and tests; the window renders in its language)."""
        return self.line.render('en')


@dataclass(frozen=True, slots=True)
class HelpToggled:
    """The keymap help key was pressed: show the on-screen keymap or hide it."""
    visible: bool


Event = TurnStarted | TurnFinished | TurnQueued | Redraw | Repaint | Message | Solved | Progress | HelpToggled
