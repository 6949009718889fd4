"""Session: the coordinator the view talks to.

It turns input (keys, playback, undo, solve, scramble) into work for its parts
and reports back through events: the turn player (player.py: the queue and the
clock), the history (history.py), the playlist being played (playlist.py) and
the background worker (worker.py). Over 400 lines because every input method
is here, each a few lines deciding what the parts do.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from model import Alg, Cube, CubeLabError, Move, NotationError
from model.facelets import size_of_length
from model.limits import MAX_SIZE, MIN_SIZE, check_size

from . import keymap as keymaps
from . import notes, prefix, progress_text, speed
from .strings import Duration, EnglishOr, phrase, text
from .explain import Explanation
from .events import Event, HelpToggled, Message, Progress, Redraw, Solved, TurnFinished, TurnStarted
from .history import History
from .player import TurnPlayer
from .playlist import Playlist
from .status import Status
from .turns import ActiveTurn
from .worker import WorkDone, Worker

#: Sources whose turns are the user's own (they count and can solve the cube).
BY_HAND = ('user', 'alg')
#: Sources of the turns made outside playlists (keys, drags and their undo/redo).
TURN_SOURCES = ('user', 'undo', 'redo')
#: History kinds that replace the cube with a solved one (reset, size change).
REPLACING = ('reset', 'size', 'paste')
#: A whole scramble plays in about this many seconds at most, whatever its length.
SCRAMBLE_SECONDS = 2.0
#: A replayed move turns in at most this many seconds, so a replay keeps the solve's pace.
REPLAY_SECONDS = 0.08


class Session:
    """Everything the window shows, without the window. Call `update(dt)`
    once per frame and draw from `cube` and `active`; see controller/CONTRACT.md.

    `solver` and `scrambler` replace the real ones (tests only): a function
    `solver(cube, progress=...) -> Solution`, and `scrambler(n, mode) -> Scramble`.
    `keymap_file` replaces the user's keymap file (tests, or a --keymap option).
    """

    def __init__(self, size: int = 3, *, speed: str | float = 'normal', language: str = 'en',
                 solver: Callable | None = None, scrambler: Callable | None = None,
                 keymap_file: Path | str | None = None):
        self._events: list[Event] = []
        self.message = Message()               # the status line: what was said last
        self._worker = Worker(solver, scrambler)
        #: What each keymap action (controller.keymap.ACTIONS, but 'depth') does.
        self._actions: dict[str, Callable[[], None]] = {
            'undo': self.undo, 'redo': self.redo, 'toggle_pause': self.toggle_pause,
            'pause': self.pause, 'resume': self.resume, 'step_forward': self.step_forward,
            'step_back': self.step_back, 'scramble': self.scramble, 'solve': self.solve,
            'reset': self.reset, 'bigger': lambda: self._resize_by(1),
            'smaller': lambda: self._resize_by(-1), 'replay': self.replay_solution, 'help': self._toggle_help, 'wide': self._toggle_wide,
            'clear_prefix': self._clear_prefix, 'left_deeper': lambda: self._move_hand(0, 1),
            'left_shallower': lambda: self._move_hand(0, -1), 'right_deeper': lambda: self._move_hand(1, 1),
            'right_shallower': lambda: self._move_hand(1, -1)}
        #: How many layers the left and right hands' L / R keys turn (csTimer's 3 4 7 8).
        self.hands: tuple[int, int] = (1, 1)
        self.language = language if language in notes.LANGUAGES else 'en'
        self.help_visible = False
        seconds = _seconds_or_default(speed, self)
        self.orientation = Alg()                  # whole-cube turns from white-top green-front
        self.face_words: dict[str, str] | None = None   # face -> its colour's words, for notes
        self.keymap, problems = keymaps.load(Path(keymap_file) if keymap_file else None, language=self.language)
        for problem in problems:
            self.say(Message.of('common.verbatim', 'error', text=problem))
        try:
            n = _check_size(size)
        except CubeLabError as exc:
            self._say_size_error(exc)
            n = 3
        self._start(n, seconds)

    # -- state -------------------------------------------------------------
    def home(self, n: int | None = None) -> Cube:
        """A solved cube held in the chosen orientation (what reset gives)."""
        return Cube(self.size if n is None else n).apply(self.orientation)

    def set_orientation(self, rotation: Alg) -> None:
        """Start from a solved cube turned by `rotation` (whole-cube moves); clears history."""
        self.orientation = Alg(rotation)
        self._start(self.size, self.seconds_per_turn)

    def restore(self, cube: Cube, history: History | None = None) -> None:
        """Show `cube`, with `history` to undo through (an opened file, a painted
        cube); the queue and playlist are dropped."""
        self._start(cube.n, self.seconds_per_turn, cube=cube)
        if history is not None:
            self.history = history
            self._player.count = history.count

    def _start(self, n: int, seconds: float, cube: Cube | None = None) -> None:
        """A fresh n-cube (solved in the chosen orientation, or `cube`) with an empty history."""
        self.history = History()
        self._playlist: Playlist | None = None
        self._hold = False                        # playback held (see `paused`)
        #: (the cube it starts from, the Solution) of the last solution found.
        self._last_solution: tuple[Cube, object] | None = None
        self._fresh_cube(n, seconds, cube)

    def _fresh_cube(self, n: int, seconds: float, cube: Cube | None = None) -> None:
        """A solved n-cube in the chosen orientation (or `cube`) with nothing queued
        or turning (the history stays)."""
        start = cube.copy() if cube is not None else self.home(n)
        self._player = TurnPlayer(start, seconds, watch=lambda item: item.source in BY_HAND)
        self.depth: int | None = None
        self.wide_pending = False
        self.hands = tuple(max(1, min(h, n - 1)) for h in getattr(self, 'hands', (1, 1)))
        self._worker.drop()                       # its result belongs to the old cube
        self._events.append(Redraw())

    def _replace_cube(self, n: int, kind: str, cube: Cube | None = None) -> None:
        """Reset ('reset'), resize ('size') or set from pasted stickers ('paste',
        to `cube`) as one undoable step: undo brings back the cube as queued so
        far, and the playlist it was playing, held."""
        before = self._player.logical.copy()
        after = cube.copy() if cube is not None else self.home(n)
        playlist = self._unfinished()
        self._close_playlist()
        if n != before.n or not before.same_look(after) or playlist is not None:
            entry = self.history.push(kind, before, (), base=after)
            if playlist is not None and playlist.entry in self.history.done:
                entry.interrupted = playlist
        self._hold = False
        self._fresh_cube(n, self._player.seconds_per_turn, after)

    @property
    def cube(self) -> Cube:
        """The cube with every completed turn (not the one turning)."""
        return self._player.cube

    @property
    def active(self) -> ActiveTurn | None:
        """The turn being animated, or None."""
        return self._player.active

    @property
    def move_count(self) -> int:
        return self._player.count

    @property
    def size(self) -> int:
        """The cube's size once everything queued has played."""
        return self._player.logical.n

    def say(self, message: Message) -> None:
        """Show `message` on the status line (it is the session's `message` until the next)."""
        self.message = message
        self._events.append(message)

    def _say(self, key: str, level: str = 'info', **fields) -> None:
        self.say(Message.of(key, level, **fields))

    @property
    def status(self) -> str:
        """The status line in the session's language ('' when none)."""
        return self.message.render(self.language)

    @property
    def status_level(self) -> str:
        return self.message.level

    def _clear_stale_message(self) -> None:
        """The cube is about to change by hand: what the status line says (solved,
        an error, a finished playback) no longer describes it. Work still running
        in the background keeps its line."""
        if self.message.key and not self.busy:
            self.say(Message())

    def _check(self, move: Move) -> bool:
        try:
            move.turn(self.size)
        except NotationError as exc:
            self._say('status.cant_turn', 'error', move=move, n=self.size, error=Explanation(exc))
            return False
        return True

    # -- playlists -----------------------------------------------------------
    def _open_playlist(self, kind: str, moves: tuple[Move, ...], *, solution=None,
                       label: str = '', base: Cube | None = None, cap: float | None = None) -> Playlist:
        self._close_playlist()
        entry = self.history.push(kind, self._player.logical, (), base=base)
        self._playlist = Playlist(kind, moves, entry, solution, label, cap=cap)
        self._hold = False
        return self._playlist

    def _close_playlist(self) -> None:
        """Stop playing the playlist; what it played stays in the history."""
        playlist, self._playlist = self._playlist, None
        if playlist is not None:
            self.history.drop_if_empty(playlist.entry)

    def _unfinished(self) -> Playlist | None:
        """The playlist with moves still to play, or None."""
        playlist = self._playlist
        return playlist if playlist is not None and not playlist.finished else None

    def _turns_on_top(self) -> int:
        """How many of the user's turns were made on top of the unfinished playlist
        (it stays held until they are taken back: its moves follow its own)."""
        playlist = self._unfinished()
        if playlist is None:
            return 0
        done = self.history.done
        for depth in range(len(done)):
            if done[-1 - depth] is playlist.entry:
                return depth
        return 0

    def _hold_for_turn(self) -> None:
        """A turn is going on top of an unfinished playlist: hold it, and say so once."""
        playlist = self._unfinished()
        if playlist is None:
            return
        if self._turns_on_top() == 0:
            self._say('session.held', kind=self._kind_word(playlist.kind), done=playlist.fed, total=len(playlist.moves))
        self._hold = True

    def _take_back_turns_on_top(self) -> None:
        """Undo the user's turns made on top of the held playlist (redo brings them back)."""
        count = self._turns_on_top()
        for _ in range(count):
            entry = self.history.undo()
            self._player.enqueue(entry.moves[0].inverse(), 'undo', self.history.count)
        if count:
            self._say('session.taking_back', count=count, kind=self._kind_word(self._playlist.kind))

    @staticmethod
    def _kind_word(kind: str):
        return phrase(f'session.kind_{kind}')

    @staticmethod
    def _mode_name(mode: str):
        """A scramble mode's name (a phrase; the mode itself where the catalogue lacks it)."""
        key = 'play.mode_' + str(mode).replace('-', '_')
        return phrase(key) if text(key) != key else str(mode)

    def _feed_one(self, playlist: Playlist) -> None:
        index, move = playlist.feed()
        self._player.enqueue(move, playlist.kind, playlist.entry.count, index, playlist, playlist.cap)

    # -- input: turns ----------------------------------------------------------
    def press(self, move: Move) -> None:
        """Queue one user turn; it plays after everything queued before it."""
        if not isinstance(move, Move):
            self._say('status.not_a_move', 'error', move=repr(move))
            return
        if not self._check(move):
            return
        self._clear_stale_message()
        if self._unfinished() is not None:
            self._hold_for_turn()
        else:
            self._close_playlist()
        entry = self.history.push('turn', None, [move])
        self._player.enqueue(move, 'user', entry.count)

    def play(self, alg: str | Alg) -> None:
        """Queue a typed algorithm; it plays move by move (pause and step work)."""
        if isinstance(alg, str):
            try:
                alg = Alg.parse(alg)
            except NotationError as exc:
                self._say('status.cant_read_alg', 'error', error=Explanation(exc))
                return
        alg = Alg(alg)
        if not all(isinstance(m, Move) for m in alg):
            self._say('status.not_an_alg', 'error')
            return
        for i, move in enumerate(alg, 1):
            try:
                move.turn(self.size)
            except NotationError as exc:
                self._say('status.cant_play_alg', 'error', index=i, move=move, error=Explanation(exc))
                return
        if not alg:
            self._say('status.empty_alg')
            return
        self._open_playlist('alg', tuple(alg))
        self._say('status.playing_alg', alg=alg)

    def replay(self, base: Cube, moves, label: str = '') -> bool:
        """Show `base` and hold `moves` as a paused playlist of kind 'replay'
        (a kept solve): step_forward plays them one by one (controller.replay
        does, with the solve's own timing), seek() scrubs. False if refused."""
        moves = tuple(moves)
        if self._refuse_busy() or base.n != self.size or not all(self._check(m) for m in moves):
            if base.n != self.size:
                self._say('status.replay_other_size', 'error', n=base.n)
            return False
        playlist = self._open_playlist('replay', moves, label=label, base=base, cap=REPLAY_SECONDS)
        self._player.jump(base, 'replay', playlist.entry.count)
        self._hold = True
        return True

    def seek(self, index: int) -> None:
        """Show the playlist (scramble, solution, alg or replay) after its first
        `index` moves at once, paused: the timeline slider. Turns still queued
        for it are dropped; the alg bar highlights move `index`."""
        playlist = self._playlist
        if playlist is None:
            return
        index = max(0, min(int(index), len(playlist.moves)))
        self._take_back_turns_on_top()          # into the redo list; the jump below shows the rest
        self._player.drop()
        while playlist.fed > index:
            playlist.unfeed()
        while playlist.fed < index:
            playlist.feed()
        self._hold = True
        self._player.jump(playlist.entry.after(), playlist.kind, playlist.entry.count)

    def undo(self) -> None:
        """Take back the last turn, or a whole scramble / solution / typed alg
        at once. Inside a playlist that is still playing, steps back one move."""
        self._clear_stale_message()
        playlist = self._unfinished()
        held = self._turns_on_top() > 0
        if playlist is not None and playlist.fed > 0 and not held:
            self.step_back()
            return
        if not held:
            self._close_playlist()
        entry = self.history.undo()
        if entry is None:
            self._say('status.nothing_to_undo')
            return
        if entry.kind == 'turn':
            self._player.enqueue(entry.moves[0].inverse(), 'undo', self.history.count)
        elif entry.kind in REPLACING:
            self._player.jump(entry.before, 'undo', self.history.count)
            if entry.interrupted is not None:   # the playlist it cut short, held
                self._playlist, self._hold = entry.interrupted, True
            self._say(f'session.undid_{entry.kind}', n=entry.before.n)
        else:
            self._player.jump(entry.before, 'undo', self.history.count)
            self._say('session.undid', kind=self._kind_word(entry.kind), count=len(entry.moves))

    def redo(self) -> None:
        """Do again what undo took back. Inside an unfinished playlist, steps forward."""
        self._clear_stale_message()
        playlist = self._unfinished()
        if playlist is not None and not self.history.undone:
            self.step_forward()
            return
        if playlist is not None:
            self._hold_for_turn()               # only turns made on top of it are undone
        else:
            self._close_playlist()
        entry = self.history.redo()
        if entry is None:
            self._say('status.nothing_to_redo')
            return
        if entry.kind == 'turn':
            self._player.enqueue(entry.moves[0], 'redo', entry.count)
        elif entry.kind in REPLACING:
            self._close_playlist()
            self._player.jump(entry.after(), 'redo', entry.count)
            self._say(f'session.redid_{entry.kind}', n=entry.base.n)
        else:
            self._player.jump(entry.after(), 'redo', entry.count)
            self._say('session.redid', kind=self._kind_word(entry.kind), count=len(entry.moves))

    def reset(self) -> None:
        """A solved cube of the same size at once; undo brings the old one back."""
        self._replace_cube(self.size, 'reset')
        self._say('session.reset')

    def set_size(self, n: int) -> None:
        """A solved n-cube (MIN_SIZE..MAX_SIZE) at once; undo brings the old one back."""
        try:
            n = _check_size(n)
        except CubeLabError as exc:
            self._say_size_error(exc)
            return
        self._replace_cube(n, 'size' if n != self.size else 'reset')
        self._say('session.size', n=n)

    def _say_size_error(self, exc: CubeLabError) -> None:
        self._say('common.verbatim', 'error',
                  text=EnglishOr(str(exc), phrase('errors.size_range', lo=MIN_SIZE, hi=MAX_SIZE)))

    def set_facelets(self, facelets: str) -> None:
        """Show the cube a facelet string describes (any size; checked by the model,
        whose message says what is impossible), as one undoable step."""
        try:
            cube = Cube.from_facelets(facelets)
        except CubeLabError as exc:
            self._say('session.bad_facelets', 'error', reason=Explanation(exc))
            return
        self._replace_cube(cube.n, 'paste', cube)
        self._say('session.pasted', n=cube.n)

    def paste(self, pasted: str) -> str | None:
        """Text from the clipboard: 6N² sticker letters set the cube (None is
        returned); anything else comes back on one line, for the alg box."""
        compact = ''.join(pasted.split())
        if compact.isascii() and compact.isalpha() and size_of_length(len(compact)) is not None:
            self.set_facelets(compact)
            return None
        return ' '.join(pasted.split())

    def copy_alg(self) -> str:
        """The scramble, solution or alg on the strip, as text to copy ('' if none); says so."""
        playlist = self._playlist
        if playlist is None:
            self._say('session.nothing_to_copy')
            return ''
        self._say('session.copied', kind=self._kind_word(playlist.kind), count=len(playlist.moves))
        return str(Alg(playlist.moves))

    def _resize_by(self, step: int) -> None:
        self.set_size(self.size + step)

    def replay_solution(self) -> None:
        """Jump back to the cube the last solution started from and play it again."""
        if self._refuse_busy():
            return
        if self._last_solution is None:
            self._say('session.no_solution')
            return
        start, solution = self._last_solution
        moves = tuple(solution.moves)
        playlist = self._open_playlist('solution', moves, solution=solution, base=start)
        self._player.jump(start, 'solution', playlist.entry.count)
        self._say('session.replaying', count=len(moves))

    # -- input: playback -------------------------------------------------------
    def pause(self) -> None:
        """Hold playlist playback after the current turn (key turns still play)."""
        if self._unfinished() is None:
            self._say('session.nothing_playing')
            return
        self._hold = True
        self._say('session.paused')

    def resume(self) -> None:
        """Play the held playlist on, first taking back turns made on top of it."""
        if self._unfinished() is None:
            self._say('session.nothing_playing')
            return
        self._hold = False
        self._say('session.playing')
        self._take_back_turns_on_top()

    @property
    def paused(self) -> bool:
        """A playlist has moves left and is held (Resume plays them)."""
        return self._hold and self._unfinished() is not None

    def toggle_pause(self) -> None:
        if self.paused:
            self.resume()
        else:
            self.pause()

    def step_forward(self) -> None:
        """Play the next playlist move and pause; with nothing to step through, redo."""
        playlist = self._unfinished()
        if playlist is None:
            self.redo()
            return
        self._hold = True
        self._take_back_turns_on_top()
        self._feed_one(playlist)

    def step_back(self) -> None:
        """Take back the last playlist move and pause; with none, undo."""
        playlist = self._playlist
        if playlist is None or playlist.fed == 0 or self._turns_on_top():
            self.undo()
            return
        self._hold = True
        index, inverse = playlist.unfeed()
        self._player.enqueue(inverse, 'step', playlist.entry.count, index, playlist, playlist.cap)

    def set_speed(self, value: str | float) -> None:
        """'instant', 'fast', 'normal', 'slow' or seconds per quarter turn;
        a turn under way keeps its progress and goes on at the new speed."""
        try:
            self._player.seconds_per_turn = speed.seconds_for(value)
        except ValueError as exc:
            self._say('common.verbatim', 'error', text=EnglishOr(str(exc), phrase('errors.speed')))

    @property
    def seconds_per_turn(self) -> float:
        return self._player.seconds_per_turn

    @property
    def speed_name(self) -> str:
        return speed.name_for(self.seconds_per_turn)

    # -- input: keys -------------------------------------------------------------
    def handle_key(self, key: str, shift: bool = False, ctrl: bool = False) -> bool:
        """Act on a key from the keymap; returns whether the key was used."""
        binding = self.keymap.lookup(key, shift, ctrl)
        if binding is None:
            return False
        if binding.move is not None:
            move = prefix.apply_prefix(prefix.apply_hands(binding.move, self.hands), self.depth,
                                       self.wide_pending)
            self.depth, self.wide_pending = None, False
            self.press(move)
            return True
        if binding.action == 'depth':
            self.depth = prefix.next_depth(self.depth, binding.arg or 0, self.size)
        else:
            self._actions[binding.action]()
        return True

    def _toggle_wide(self) -> None:
        self.wide_pending = not self.wide_pending

    def _clear_prefix(self) -> None:
        self.depth, self.wide_pending = None, False
        self.hands = (1, 1)

    def _move_hand(self, which: int, step: int) -> None:
        self.hands = prefix.move_hand(self.hands, which, step, self.size)

    def _toggle_help(self) -> None:
        self.help_visible = not self.help_visible
        self._events.append(HelpToggled(self.help_visible))

    @property
    def pending_prefix(self) -> str:
        """The layer prefix typed so far ('3', 'w', '3w' or '')."""
        return prefix.prefix_text(self.depth, self.wide_pending)

    def keymap_help(self) -> list[tuple[str, str]]:
        """(keys, what they do) for the on-screen keymap."""
        return self.keymap.help_lines()

    # -- background work -----------------------------------------------------------
    @property
    def busy(self) -> bool:
        """A solve or scramble is running in the background (for this cube)."""
        return self._worker.kind is not None

    def can_solve(self) -> bool:
        return self._worker.solver.supports(self.size)

    def solve_unavailable_reason(self) -> str | None:
        return self._worker.solver.reason(self.size)

    def scramble_modes(self) -> list[str]:
        return self._worker.scrambler.modes(self.size)

    def default_scramble_mode(self) -> str:
        return self._worker.scrambler.default_mode(self.size)

    def scramble_mode_description(self, mode: str) -> str:
        return self._worker.scrambler.describe(mode)

    def solve(self) -> None:
        """Solve the cube (as it will be once queued turns play) in the worker;
        the solution then plays as a playlist with phase texts."""
        if self._refuse_busy():
            return
        reason = self.solve_unavailable_reason()
        if reason:
            self._say('status.cant_solve', 'error', reason=reason)
            return
        playlist = self._unfinished()
        if playlist is not None and self._turns_on_top():
            self._close_playlist()        # held under the user's turns: solve those
        elif playlist is not None:
            playlist.feed_all()                     # finish it at once, then solve
            self._player.jump(playlist.entry.after(), playlist.kind, playlist.entry.count)
        if self._player.logical.is_solved():
            self._say('status.already_solved')
            return
        self._worker.solve(self._player.logical)
        self._say('status.solving')
        self._tell_tables_wait(self.size >= 3)

    def scramble(self, mode: str | None = None) -> None:
        """Scramble from solved in the worker; the scramble plays quickly as a
        playlist and can be undone as a whole."""
        if self._refuse_busy():
            return
        modes = self.scramble_modes()
        if mode is not None and mode not in modes:
            self._say('status.unknown_mode', 'error', mode=repr(mode), n=self.size, modes=', '.join(modes))
            return
        chosen = mode or self.default_scramble_mode()
        self._worker.scramble(self.size, mode, chosen)
        self._say('status.scrambling')
        self._tell_tables_wait(self.size == 3 and self._worker.scrambler.uses_solver(chosen))

    # -- big solves: cancel, the first-run table build, closing (issue 13 items 5, 14, 16) --
    def cancel(self) -> None:
        """Stop the solve or scramble under way at once; the cube stays as it is."""
        kind = self._worker.kind
        if kind is None:
            self._say('solving.nothing_to_cancel')
            return
        self._worker.cancel()
        self._events.append(Progress(1.0, job='work'))
        self._say('solving.cancelled_solve' if kind == 'solve' else 'solving.cancelled_scramble')

    def warm_up(self) -> bool:
        """Get background work ready as the window opens: start the worker
        processes' server, and build the 3x3 solver's tables in a low-priority
        process if the cache lacks them (True if that build started)."""
        return self._worker.warm_up()

    @property
    def tables_building(self) -> bool:
        return self._worker.tables_building

    def close(self) -> None:
        """Stop every background process now (the window is closing)."""
        self._worker.shutdown()

    def _tell_tables_wait(self, needs_tables: bool) -> None:
        """Say plainly how long the first-run table build has left, when this job needs it."""
        if not (needs_tables and self._worker.tables_building):
            return
        left = self._worker.tables_seconds_left()
        if left is None:
            self._say('solving.tables_wait_unknown')
        else:
            self._say('solving.tables_wait', left=progress_text.Left(left))

    def _tables_done(self, done: WorkDone) -> None:
        if done.error is not None:
            self._say('solving.tables_failed', 'error', error=Explanation(done.error))
        self._events.append(Progress(1.0, phrase('solving.tables_ready'), 'tables'))

    def _refuse_busy(self) -> bool:
        if self.busy:
            self._say('status.wait_solving' if self._worker.kind == 'solve' else 'status.wait_scrambling')
            return True
        return False

    def wait_for_worker(self, timeout: float | None = None) -> bool:
        """Block until the background job is done (tests and scripts, not the UI)."""
        return self._worker.wait(timeout)

    def _poll_worker(self) -> None:
        for event in self._worker.poll():
            if not isinstance(event, WorkDone):
                self._events.append(event)
            elif event.kind == 'tables':
                self._tables_done(event)
            elif event.error is not None:
                key = 'status.solve_failed' if event.kind == 'solve' else 'status.scramble_failed'
                self._say(key, 'error', error=Explanation(event.error))
            elif event.kind == 'solve':
                self._solution_ready(event)
            else:
                self._scramble_ready(event)

    def _solution_ready(self, done: WorkDone) -> None:
        solution = done.result
        if not self._player.logical.same_look(done.cube):
            self._say('status.cube_changed')
            return
        moves = tuple(solution.moves)
        if not moves:
            self._say('status.already_solved')
            return
        self._last_solution = (self._player.logical.copy(), solution)
        self._open_playlist('solution', moves, solution=solution)
        self._say('status.solution', count=len(moves), duration=Duration(solution.seconds))

    def _scramble_ready(self, done: WorkDone) -> None:
        result = done.result
        moves = tuple(result.moves)
        mode = str(getattr(result, 'mode', None) or done.mode)
        for move in moves:
            if not self._check(move):
                return
        solved = self.home()
        cap = SCRAMBLE_SECONDS / max(len(moves), 1)
        playlist = self._open_playlist('scramble', moves, label=mode, base=solved, cap=cap)
        self._player.jump(solved, 'scramble', playlist.entry.count)
        self._say('status.scramble', mode=self._mode_name(mode), count=len(moves))

    # -- time ----------------------------------------------------------------
    def update(self, dt: float) -> list[Event]:
        """Advance time by dt seconds: finish and start turns, feed playlists,
        collect worker results. Returns the events since the last update."""
        self._poll_worker()
        tick = self._player.advance(dt, self._feed_playlist, self._turn_finished)
        if tick.jumped or tick.finished > 1:
            self._events.append(Redraw())
        if tick.started is not None:
            self._events.append(TurnStarted(tick.started.move))
        events, self._events = self._events, []
        return events

    def _feed_playlist(self) -> bool:
        """The player ran dry: hand it the playlist's next move unless paused."""
        playlist = self._playlist
        if playlist is None or playlist.finished or self._hold:
            return False
        self._feed_one(playlist)
        return True

    def _turn_finished(self, turn: ActiveTurn, was_solved: bool | None) -> None:
        item = turn.item
        self._events.append(TurnFinished(turn.move))
        if was_solved is False and self.move_count > 0 and self.cube.is_solved():
            self._events.append(Solved(self.move_count))
            self._say('status.solved_one' if self.move_count == 1 else 'status.solved_many', 'success', count=self.move_count)
        playlist = item.owner
        if (playlist is not None and playlist is self._playlist and item.source == playlist.kind
                and playlist.finished and item.index == len(playlist.moves) - 1):
            self._playlist_done(playlist)

    def _playlist_done(self, playlist: Playlist) -> None:
        if playlist.kind == 'solution':
            self._say('status.solved_by_solver', 'success', count=len(playlist.moves))
        elif playlist.kind == 'scramble':
            self._say('status.scrambled', mode=self._mode_name(playlist.label), alg=Alg(playlist.moves))
        elif playlist.kind == 'replay':
            self._say('status.replayed', what=playlist.label) if playlist.label else self._say('status.replayed_plain')
        else:
            self._say('status.played', alg=Alg(playlist.moves))

    # -- display ---------------------------------------------------------------
    def status_snapshot(self) -> Status:
        """Everything the panel shows, in one value: redraw the panel when it differs."""
        return Status(self.size, self.move_count, self.paused, self.speed_name, self.seconds_per_turn,
                      self.phase_text, self.move_note, tuple(self.playlist), self.play_index,
                      self.solve_unavailable_reason())

    @property
    def playlist(self) -> list[Move]:
        """The scramble, solution or typed alg being played ([] if none)."""
        return self._playlist.move_list if self._playlist is not None else []

    @property
    def playlist_kind(self) -> str | None:
        """'scramble', 'solution', 'alg' or None."""
        return self._playlist.kind if self._playlist is not None else None

    @property
    def play_index(self) -> int:
        """Index in `playlist` of the move playing (or next to play when idle;
        len(playlist) once all played)."""
        playlist = self._playlist
        if playlist is None:
            return 0
        if self.active is not None and self.active.item.owner is playlist:
            return self.active.item.index
        return playlist.fed

    @property
    def phase_text(self) -> str:
        """'Phase 1 of 2: orienting corners and edges, 7 moves left' during a
        solution; a shorter line during scrambles and typed algs; '' otherwise."""
        playlist = self._playlist
        if playlist is None:
            return ''
        index = self.play_index
        left = len(playlist.moves) - index
        if left <= 0:
            return ''
        solution = playlist.solution
        found = solution.stage_of(index) if solution is not None and solution.stages else None
        if found is None:
            return notes.playback_text(playlist.kind, left, playlist.label, self.language)
        stage, after = found
        number = next(i for i, s in enumerate(solution.stages, 1) if s is stage)
        phases = all(s.name.lower().startswith('phase') for s in solution.stages)
        return notes.stage_text(stage.name, stage.description, number, len(solution.stages),
                                after + 1, self.language, phases)

    @property
    def move_note(self) -> str:
        """Plain words for the move turning now; when idle, for the last move of a
        playlist still under way or the user's last turn, unless the cube is solved."""
        if self.active is not None:
            move = self.active.move
        elif self._unfinished() is not None:
            move = self._player.last_move
        elif self._player.last_source in TURN_SOURCES and not self.cube.is_solved():
            move = self._player.last_move
        else:
            return ''
        return notes.move_note(move, self.language, self.face_words) if move is not None else ''


def _check_size(n) -> int:
    """model.limits.check_size, also taking the digits a text field gives."""
    if isinstance(n, str) and n.strip().isdigit():
        n = int(n)
    return check_size(n)


def _seconds_or_default(value, session: Session) -> float:
    try:
        return speed.seconds_for(value)
    except ValueError as exc:
        session.say(Message.of('status.bad_speed', 'error', error=Explanation(exc)))
        return speed.SPEEDS['normal']
