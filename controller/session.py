"""Session: the one object the view talks to (docs/architecture.md, the contract).

A facade over the session's parts, each one state machine: the playback with
its undo history (playback.py: the turn player, the playlist, pause), the
user's edits (edits.py: turns, algs, undo/redo, reset, size, stickers), key
input (key_input.py: keymap, prefixes, hands), background work (background.py,
next to worker.py) and the display derivations (display.py). Everything they
report goes through one outbox (outbox.py) and comes back from `update()`.
It runs past 400 lines only in one-line delegations: each is what the view may ask.
"""
from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

from model import Alg, Cube, CubeLabError, Move

from . import keymap as keymaps
from . import notes, speed
from .background import Background
from .display import Display
from .edits import Edits, parse_size
from .events import Event, Message
from .explain import Explanation
from .jobs import Plug
from .key_input import KeyInput
from .outbox import Outbox
from .playback import Playback
from .status import Status
from .turns import ActiveTurn
from .undo import UndoHistory
from .worker import Worker


class Session:
    """Everything the window shows, without the window. Call `update(dt)`
    once per frame and draw from `cube` and `active`; see docs/architecture.md.

    `solver` and `scrambler` replace the real ones (tests only): a jobs.Plug of a
    module-level function the worker process runs: `solver(cube, progress=...) -> Solution`,
    `scrambler(n, mode, progress=...) -> Scramble`.
    `keymap_file` replaces the user's keymap file (tests, or a --keymap option).
    `language` is the window's language ('en', 'fr'): the one place it is kept
    while the program runs (the preferences set it; the view reads it).
    """

    def __init__(self, size: int = 3, *, speed: str | float = 'normal', language: str = 'en',
                 solver: Plug | None = None, scrambler: Plug | None = None,
                 keymap_file: Path | str | None = None):
        self.outbox = Outbox()
        self.language = language if language in notes.LANGUAGES else 'en'
        self.orientation = Alg()                  # whole-cube turns from white-top green-front
        self.face_words: dict[str, str] | None = None   # face -> its colour's words, for notes
        seconds = self._seconds_or_default(speed)
        keymap, problems = keymaps.load(Path(keymap_file) if keymap_file else None, language=self.language)
        self.playback = Playback(self.outbox, self.home, self._fresh_cube)
        self.edits = Edits(self.playback, self.outbox, lambda: self.busy, self._refuse_busy)
        self.background = Background(Worker(solver, scrambler), self.playback, self.outbox, self.edits.check)
        self.keys = KeyInput(keymap, self.outbox, self.press, lambda: self.size, {
            'undo': self.undo, 'redo': self.redo, 'toggle_pause': self.toggle_pause,
            'pause': self.pause, 'resume': self.resume, 'step_forward': self.step_forward,
            'step_back': self.step_back, 'scramble': self.scramble, 'solve': self.solve,
            'reset': self.reset, 'bigger': lambda: self.set_size(self.size + 1),
            'smaller': lambda: self.set_size(self.size - 1), 'replay': self.replay_solution})
        self.display = Display(self.playback, lambda: self.language, lambda: self.face_words)
        for problem in problems:
            self.say(Message.of('common.verbatim', 'error', text=problem))
        try:
            n = parse_size(size)
        except CubeLabError as exc:
            self.edits.say_size_error(exc)
            n = 3
        self.playback.start(n, seconds)

    def _seconds_or_default(self, value) -> float:
        try:
            return speed.seconds_for(value)
        except ValueError as exc:
            self.say(Message.of('status.bad_speed', 'error', error=Explanation(exc)))
            return speed.SPEEDS['normal']

    def _fresh_cube(self, n: int) -> None:
        """The cube was replaced: no key prefix pending, and background work for the
        old cube dropped (its result belongs to it)."""
        self.keys.fresh_cube(n)
        self.background.worker.drop()

    # -- state -------------------------------------------------------------
    def home(self, n: int | None = None) -> Cube:
        """A solved cube held in the chosen orientation (what reset gives)."""
        return Cube(self.size if n is None else n).apply(self.orientation)

    def set_orientation(self, rotation: Alg) -> None:
        """Start from a solved cube turned by `rotation` (whole-cube moves); clears history."""
        self.orientation = Alg(rotation)
        self.playback.start(self.size, self.seconds_per_turn)

    def restore(self, cube: Cube, history: UndoHistory | None = None) -> None:
        """Show `cube`, with `history` to undo through (an opened file, a painted
        cube); the queue and playlist are dropped."""
        self.playback.start(cube.n, self.seconds_per_turn, cube=cube)
        if history is not None:
            self.playback.history = history
            self.playback.player.count = history.count

    @property
    def history(self) -> UndoHistory:
        """The undo history (saved with the cube)."""
        return self.playback.history

    @property
    def cube(self) -> Cube:
        """The cube with every completed turn (not the one turning)."""
        return self.playback.player.cube

    @property
    def active(self) -> ActiveTurn | None:
        """The turn being animated, or None."""
        return self.playback.player.active

    @property
    def move_count(self) -> int:
        return self.playback.player.count

    @property
    def size(self) -> int:
        """The cube's size once everything queued has played."""
        return self.playback.size

    # -- messages ------------------------------------------------------------
    def say(self, message: Message) -> None:
        """Show `message` on the status line (it is the session's `message` until the next)."""
        self.outbox.say(message)

    def shown(self, message: Message) -> None:
        """The window drew `message` on the status line itself (a page's own words)."""
        self.outbox.shown(message)

    def clear_message(self) -> None:
        """The window emptied the status line itself (the page changed), unless
        background work runs: its line stays until it is done. No event goes out:
        one drawn later would wipe what the page says as it is left."""
        if not self.busy:
            self.outbox.shown(Message())

    @property
    def message(self) -> Message:
        """The status line: the last Message said."""
        return self.outbox.message

    @property
    def status(self) -> str:
        """The status line in the session's language ('' when none)."""
        return self.message.render(self.language)

    @property
    def status_level(self) -> str:
        return self.message.level

    # -- input: edits (controller/edits.py) ------------------------------------
    def press(self, move: Move, at: float | None = None) -> None:
        """Queue one user turn; it plays after everything queued before it. `at`:
        when its key or drag arrived (what a timed attempt records)."""
        with self._input_at(at):
            self.edits.press(move)

    @contextmanager
    def _input_at(self, at: float | None):
        """While handling an input that arrived at `at`, turns queued carry its time
        (None inside another input's handling keeps that input's time)."""
        outer = self.playback.input_at
        self.playback.input_at = outer if at is None else at
        try:
            yield
        finally:
            self.playback.input_at = outer

    @property
    def timed(self) -> bool:
        """A timed attempt is under way: queued turns are reported (TurnQueued) with
        their input's time, and the animation never holds the input back."""
        return self.playback.timed

    @timed.setter
    def timed(self, on: bool) -> None:
        self.playback.timed = bool(on)

    def play(self, alg: str | Alg) -> None:
        """Queue a typed algorithm; it plays move by move (pause and step work)."""
        self.edits.play(alg)

    def replay(self, base: Cube, moves, label: str = '') -> bool:
        """Show `base` and hold `moves` as a paused playlist of kind 'replay'
        (a kept solve); False if refused."""
        return self.edits.replay(base, moves, label)

    def undo(self) -> None:
        self.edits.undo()

    def redo(self) -> None:
        self.edits.redo()

    def step_forward(self) -> None:
        self.edits.step_forward()

    def step_back(self) -> None:
        self.edits.step_back()

    def reset(self) -> None:
        self.edits.reset()

    def set_size(self, n: int) -> None:
        self.edits.set_size(n)

    def set_facelets(self, facelets: str) -> None:
        self.edits.set_facelets(facelets)

    def paste(self, pasted: str) -> str | None:
        """Clipboard text: stickers set the cube (None); other text comes back on one line."""
        return self.edits.paste(pasted)

    def copy_alg(self) -> str:
        """The strip's moves as text ('' if none); says so."""
        return self.edits.copy_alg()

    def replay_solution(self) -> None:
        self.edits.replay_solution()

    # -- input: playback (controller/playback.py) ---------------------------------
    def seek(self, index: int) -> None:
        """Show the playlist after its first `index` moves at once, paused (the timeline)."""
        self.edits.clear_stale_message()
        self.playback.seek(index)

    def pause(self) -> None:
        self.playback.pause()

    def resume(self) -> None:
        self.playback.resume()

    def toggle_pause(self) -> None:
        self.playback.toggle_pause()

    @property
    def paused(self) -> bool:
        """A playlist has moves left and is held (Resume plays them)."""
        return self.playback.paused

    def set_speed(self, value: str | float) -> None:
        self.playback.set_speed(value)

    @property
    def seconds_per_turn(self) -> float:
        return self.playback.player.seconds_per_turn

    @property
    def speed_name(self) -> str:
        return speed.name_for(self.seconds_per_turn)

    # -- input: keys (controller/key_input.py) ------------------------------------
    def handle_key(self, key: str, shift: bool = False, ctrl: bool = False, at: float | None = None) -> bool:
        """Act on a key from the keymap; returns whether the key was used. `at`:
        when the key arrived (see `press`)."""
        with self._input_at(at):
            return self.keys.handle_key(key, shift, ctrl)

    @property
    def keymap(self) -> keymaps.Keymap:
        return self.keys.keymap

    @keymap.setter
    def keymap(self, keymap: keymaps.Keymap) -> None:
        self.keys.keymap = keymap

    @property
    def depth(self) -> int | None:
        return self.keys.depth

    @property
    def wide_pending(self) -> bool:
        return self.keys.wide_pending

    @property
    def hands(self) -> tuple[int, int]:
        return self.keys.hands

    @property
    def help_visible(self) -> bool:
        return self.keys.help_visible

    @property
    def pending_prefix(self) -> str:
        """The layer prefix typed so far ('3', 'w', '3w' or '')."""
        return self.keys.pending_prefix

    def keymap_help(self) -> list[tuple[str, str]]:
        """(keys, what they do) for the on-screen keymap."""
        return self.keys.help_lines()

    # -- background work (controller/background.py) ----------------------------------
    @property
    def busy(self) -> bool:
        """A solve or scramble is running in the background (for this cube)."""
        return self.background.busy

    def _refuse_busy(self) -> bool:
        return self.background.refuse_busy()

    def can_solve(self) -> bool:
        return self.background.can_solve()

    def solve_unavailable_reason(self) -> str | None:
        return self.background.solve_unavailable_reason()

    def scramble_modes(self) -> list[str]:
        return self.background.scramble_modes()

    def default_scramble_mode(self) -> str:
        return self.background.default_scramble_mode()

    def practise_scramble_mode(self) -> str:
        """The mode Practise scrambles with for this size (random-state wherever it exists)."""
        return self.background.practise_scramble_mode()

    def scramble_mode_description(self, mode: str) -> str:
        return self.background.scramble_mode_description(mode)

    def solve(self) -> None:
        """Solve the cube (as it will be once queued turns play) in the background;
        the solution then plays as a playlist with phase texts."""
        self.background.solve()

    def scramble(self, mode: str | None = None) -> None:
        """Scramble from solved in the background; it plays at the chosen speed as a playlist."""
        self.background.scramble(mode)

    def scramble_case(self, set_name: str, case_name: str, seed: int) -> None:
        """Scramble (in the worker) so that the named case of the set shows on the 3x3."""
        self.background.scramble_case(set_name, case_name, seed)

    def cancel(self) -> None:
        """Stop the solve or scramble under way at once; the cube stays as it is."""
        self.background.cancel()

    def warm_up(self) -> bool:
        """Start the worker processes' server, and the 3x3 table build if the cache lacks them."""
        return self.background.warm_up()

    @property
    def tables_building(self) -> bool:
        return self.background.tables_building

    def close(self) -> None:
        """Stop every background process now (the window is closing)."""
        self.background.close()

    def wait_for_worker(self, timeout: float | None = None) -> bool:
        """Block until the background job is done (tests and scripts, not the UI)."""
        return self.background.wait_for_worker(timeout)

    # -- time ----------------------------------------------------------------
    def update(self, dt: float) -> list[Event]:
        """Advance time by dt seconds: finish and start turns, feed playlists,
        collect background results. Returns the events since the last update."""
        self.background.poll()
        self.playback.advance(dt)
        return self.outbox.take()

    # -- display (controller/display.py) ---------------------------------------------
    def status_snapshot(self) -> Status:
        """Everything the panel shows, in one value: redraw the panel when it differs."""
        return Status(self.size, self.move_count, self.paused, self.speed_name, self.seconds_per_turn,
                      self.phase_text, self.move_note, tuple(self.playlist), self.play_index,
                      self.solve_unavailable_reason(), self.pending_prefix, self.hands, self.busy,
                      self.display.playing, self.playlist_kind)

    @property
    def playlist(self) -> list[Move]:
        """The scramble, solution or typed alg being played ([] if none)."""
        return self.display.playlist

    def scramble_played(self, seen) -> list[Move] | None:
        """The scramble playlist, once it has played to its end with nothing turning or running,
        unless it is `seen` (the playlist a caller already took); else None."""
        moves = self.playlist
        if (self.playlist_kind != 'scramble' or moves is seen or self.active is not None
                or self.play_index < len(moves) or self.busy):
            return None
        return moves

    @property
    def playlist_kind(self) -> str | None:
        """'scramble', 'solution', 'alg', 'replay' or None."""
        return self.display.playlist_kind

    @property
    def playlist_label(self) -> str:
        """The open playlist's label: a scramble's mode, what a replay replays ('' if none)."""
        playlist = self.playback.playlist
        return playlist.label if playlist is not None else ''

    @property
    def play_index(self) -> int:
        """Index in `playlist` of the move playing (or next to play when idle;
        len(playlist) once all played)."""
        return self.playback.play_index

    @property
    def phase_text(self) -> str:
        return self.display.phase_text()

    @property
    def move_note(self) -> str:
        return self.display.move_note()
