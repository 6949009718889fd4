"""Lab: the controller's root, the one object the window builds.

It owns the Session (the cube, playback, undo, background work), the user's
preferences, the coach (Learn), practise with its solve log and replays, the
SQLite solve history, the painter (Paint) and the overlay the mesh draws
instead of the cube's own colours (Paint's stickers, Learn's focus). The view's
pages are handed the Lab and construct no controller objects of their own.

`update(dt)` is the one call per frame: the session's events, then the Lab's
own (a Repaint when the overlay or the colours changed, messages about the
settings file).
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

import numpy as np

from storage import History
from timing import Solve

from . import speed
from .events import Event, Message, Repaint
from .learn import Coach
from .painter import Painter
from .practise import Practise
from .preferences import Preferences
from .replay import Replay, Timeline
from .session import Session
from .solve_log import SolveLog
from .solve_steps import SolveSteps
from .trainer import Trainer


@dataclass(frozen=True, eq=False)
class Overlay:
    """What the mesh draws over the cube: `colours` per facelet (-1: not painted;
    None: the cube's own colours) and the facelets to frame (`highlight`)."""
    colours: np.ndarray | None
    highlight: tuple[int, ...] = ()


class Lab:
    """The session and everything around it, without the window. `clock` gives the
    seconds practise times solves by (the window passes its frame clock)."""

    def __init__(self, session: Session, preferences: Preferences | None = None, *,
                 clock: Callable[[], float] = time.monotonic):
        self.session = session
        self.preferences = preferences
        self.coach = Coach(session, self.last_layer, self.cross_colour)
        self.timeline = Timeline(session)
        self.replay: Replay | None = None
        self.painter: Painter | None = None
        self.overlay: Overlay | None = None
        self.history: History | None = None        # the solve history, opened with practise
        self.practise: Practise | None = None
        self.solve_log: SolveLog | None = None
        self.solve_steps: SolveSteps | None = None
        self.trainer: Trainer | None = None
        self._clock = clock
        self._events: list[Event] = []
        #: The speed settings.toml gave when the session last took it: a settings change
        #: that leaves it alone leaves the session's speed alone (a --speed given at start).
        self._speed_setting = preferences.settings.speed if preferences is not None else None
        #: The language given at start (`--language`), which holds over settings.toml's until
        #: the language setting itself changes (None: the settings' language).
        self._language_given: str | None = None
        self._language_setting = preferences.language if preferences is not None else None

    @classmethod
    def from_settings(cls, size: int | None = None, *, speed: str | None = None, language: str | None = None,
                      preferences: Preferences | None = None, clock: Callable[[], float] = time.monotonic) -> Lab:
        """A Lab set up from settings.toml (`preferences`, read now if not given);
        options given on the command line win. The settings file's problems are
        the first messages."""
        prefs = Preferences() if preferences is None else preferences
        session = Session(size or prefs.settings.size, speed=speed or 'normal',
                          language=language or prefs.language)
        prefs.apply(session, language=language)
        if speed:
            session.set_speed(speed)
        lab = cls(session, prefs, clock=clock)
        lab._language_given = language or None
        lab._events += [Message.of('common.verbatim', 'error', text=problem) for problem in prefs.problems]
        return lab

    # -- preferences -----------------------------------------------------------------
    def last_layer(self) -> str:
        """CFOP's last layer as the settings say: '2look' or 'full'."""
        return self.preferences.settings.last_layer if self.preferences is not None else '2look'

    def cross_colour(self) -> str:
        """CFOP's cross colour as the settings say (white by default)."""
        return self.preferences.settings.cross if self.preferences is not None else 'white'

    def apply_preferences(self) -> None:
        """The session takes the changed settings (keys, speed, language, orientation);
        the mesh is drawn again (colours may have changed). A language given at start
        holds until the language setting changes."""
        if self.preferences is not None:
            chosen = self.preferences.settings.speed
            if self.preferences.language != self._language_setting:
                self._language_given = None
            self._language_setting = self.preferences.language
            self.preferences.apply(self.session, speed=chosen != self._speed_setting, language=self._language_given)
            self._speed_setting = chosen
        self.repaint()

    def set_language(self, language: str) -> None:
        """The language the user chose in the window: settings.toml keeps it and it replaces
        one given at start, even where the file held it already. ValueError with a
        sentence if it is no language; then nothing changes."""
        if self.preferences is not None:
            self.preferences.change(language=language)
            self._language_given = None
            self.apply_preferences()
        else:
            self.session.language = language

    def set_speed(self, value: str | float) -> None:
        """The one turn speed, chosen on any page: the session plays scrambles, solutions
        and turns at it, and settings.toml keeps it (a preset by its name). ValueError
        with a sentence if it is no speed; then nothing changes."""
        seconds = speed.seconds_for(value)
        self.session.set_speed(seconds)
        if self.preferences is not None:
            name = speed.name_for(seconds)
            self.preferences.change(speed=name if name in speed.SPEEDS else seconds)
            self._speed_setting = self.preferences.settings.speed

    def colour_words(self) -> tuple[str, ...] | None:
        """The active scheme's colour names for messages (None: the standard ones)."""
        return self.preferences.colour_words(self.session.language) if self.preferences is not None else None

    # -- practise ----------------------------------------------------------------------
    def open_practise(self) -> Practise:
        """Practise, its solve log and the solve history (the database is opened on first use)."""
        if self.practise is None:
            self.open_history()
            self.practise = Practise(self.session, self.history, clock=self._clock)
            self.solve_log = SolveLog(self.history, lambda: self.session.size)
            self.solve_steps = SolveSteps(self.history, lambda: self.session.size)
        return self.practise

    def open_history(self) -> History:
        """The solve history, opened on first use (practise and the trainer share it)."""
        if self.history is None:
            self.history = History()
        return self.history

    def open_trainer(self) -> Trainer:
        """The case trainer (the history is opened on first use)."""
        if self.trainer is None:
            self.trainer = Trainer(self.session, self.open_history(), clock=self._clock)
        return self.trainer

    def start_replay(self, solve: Solve) -> str | None:
        """Replay a kept solve at its own pace: None when it plays, else the
        catalogue key of why not (Replay.start)."""
        replay = Replay(self.session, solve)
        why = replay.start()
        if why is None:
            self.replay = replay
        return why

    # -- paint and focus: the overlay ---------------------------------------------------
    def start_painting(self) -> Painter:
        """A painter starting from the cube as it is now."""
        self.painter = Painter(self.session.cube, self.colour_words())
        return self.painter

    def show_overlay(self, colours, highlight=()) -> None:
        """Have the mesh draw `colours` (None: the cube's own) with `highlight` framed."""
        self.overlay = Overlay(None if colours is None else np.asarray(colours).copy(),
                               tuple(int(f) for f in highlight))
        self.repaint()

    def clear_overlay(self) -> None:
        """The cube's own colours again."""
        if self.overlay is not None:
            self.overlay = None
            self.repaint()

    def repaint(self) -> None:
        """Have the mesh drawn again in the next frame (the cube itself is unchanged)."""
        if not any(isinstance(e, Repaint) for e in self._events):
            self._events.append(Repaint())

    # -- time --------------------------------------------------------------------------
    def now(self) -> float:
        """The clock practise times by, in seconds: the view stamps each input with it."""
        return self._clock()

    def update(self, dt: float) -> list[Event]:
        """Advance the session by dt seconds; its events, then the Lab's own."""
        events = self.session.update(dt)
        if self._events:
            events, self._events = events + self._events, []
        return events

    def close(self) -> None:
        """Stop every background process and close the solve history (the window is closing)."""
        self.session.close()
        if self.practise is not None:
            self.practise.close()
        if self.history is not None:
            self.history.close()
