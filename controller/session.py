"""Session: the cube being played with, its turn queue, timing, history and background work.

Over 400 lines because it is the one object the view talks to: every input
method (keys, playback, undo, solve, scramble) reads and changes the same queue,
playlist and history, so they are kept together; the parts that stand alone
(turn timing, history, playlists, the worker thread, notes) are modules of their own.
"""
from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Callable

from model import Alg, Cube, CubeLabError, Move, NotationError
from model.limits import check_size

from . import keymap as keymaps
from . import notes, prefix, speed
from .catalogue import Catalogue, text
from .events import Event, HelpToggled, Message, Redraw, Solved, TurnFinished, TurnStarted
from .history import History
from .playlist import Playlist
from .status import Status
from .turns import ActiveTurn, Animate, Jump
from .worker import WorkDone, Worker

#: Sources whose turns are the user's own (they count and can solve the cube).
BY_HAND = ('user', 'alg')
#: A whole scramble plays in about this many seconds at most, whatever its length.
SCRAMBLE_SECONDS = 2.0


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
        self._worker = Worker(solver, scrambler)
        #: What each keymap action (controller.keymap.ACTIONS, but 'depth') does.
        self._actions: dict[str, Callable[[], None]] = {
            'undo': self.undo, 'redo': self.redo, 'toggle_pause': self.toggle_pause,
            'pause': self.pause, 'resume': self.resume, 'step_forward': self.step_forward,
            'step_back': self.step_back, 'scramble': self.scramble, 'solve': self.solve,
            'reset': self.reset, 'help': self._toggle_help, 'wide': self._toggle_wide,
            'clear_prefix': self._clear_prefix}
        self.language = language if language in notes.LANGUAGES else 'en'
        self.tr = Catalogue(self.language)
        self.status, self.status_level = '', 'info'
        self.help_visible = False
        self._seconds = _seconds_or_default(speed, self)
        self.keymap, problems = keymaps.load(Path(keymap_file) if keymap_file else None)
        for problem in problems:
            self._message(problem, 'error')
        try:
            n = _check_size(size)
        except CubeLabError as exc:
            self._message(str(exc), 'error')
            n = 3
        self._start(n)

    # -- state -------------------------------------------------------------
    def _start(self, n: int) -> None:
        self.cube = Cube(n)
        self._logical = self.cube.copy()          # the cube once the queue is played
        self._queue: deque[Animate | Jump] = deque()
        self.active: ActiveTurn | None = None
        self.history = History()
        self._playlist: Playlist | None = None
        self.move_count = 0
        self._last_move: Move | None = None
        self.paused = False
        self.depth: int | None = None
        self.wide_pending = False
        self._worker.drop()                       # its result belongs to the old cube
        self._events.append(Redraw())

    @property
    def size(self) -> int:
        return self.cube.n

    def _kind(self, kind: str) -> str:
        """'scramble', 'solution', 'alg' or 'turn' in the session's language."""
        return self.tr(f'status.kind_{kind}')

    def _mode_name(self, mode: str) -> str:
        """A scramble mode's name in the session's language."""
        name = self.tr('play.mode_' + str(mode).replace('-', '_'))
        return str(mode) if name.startswith('play.') else name

    def _message(self, text: str, level: str = 'info') -> None:
        self.status, self.status_level = text, level
        self._events.append(Message(text, level))

    def _check(self, move: Move) -> bool:
        try:
            move.turn(self.size)
        except NotationError as exc:
            self._message(self.tr('status.cant_turn', move=move, n=self.size, error=exc), 'error')
            return False
        return True

    def _enqueue(self, move: Move, source: str, count: int, index: int | None = None,
                 owner: Playlist | None = None, cap: float | None = None) -> None:
        self._queue.append(Animate(move, source, count, index, owner, cap))
        self._logical.apply(move)

    def _jump(self, state: Cube, source: str, count: int) -> None:
        self._queue.append(Jump(state.copy(), source, count))
        self._logical = state.copy()

    # -- playlists -----------------------------------------------------------
    def _open_playlist(self, kind: str, moves: tuple[Move, ...], *, solution=None,
                       label: str = '', base: Cube | None = None, cap: float | None = None) -> Playlist:
        self._close_playlist(note=False)
        entry = self.history.push(kind, self._logical, (), base=base)
        self._playlist = Playlist(kind, moves, entry, solution, label, cap=cap)
        self.paused = False
        return self._playlist

    def _close_playlist(self, note: bool = True) -> None:
        playlist, self._playlist = self._playlist, None
        if playlist is None:
            return
        if note and not playlist.finished:
            left = len(playlist.moves) - playlist.fed
            self._message(self.tr('status.stopped_one' if left == 1 else 'status.stopped_many',
                                  kind=self._kind(playlist.kind), left=left))
        self.history.drop_if_empty(playlist.entry)

    def _feed_one(self, playlist: Playlist) -> None:
        index, move = playlist.feed()
        self._enqueue(move, playlist.kind, playlist.entry.count, index, playlist, playlist.cap)

    # -- input: turns ----------------------------------------------------------
    def press(self, move: Move) -> None:
        """Queue one user turn; it plays after everything queued before it."""
        if not isinstance(move, Move):
            self._message(self.tr('status.not_a_move', move=repr(move)), 'error')
            return
        if not self._check(move):
            return
        self._close_playlist()
        entry = self.history.push('turn', None, [move])
        self._enqueue(move, 'user', entry.count)

    def play(self, alg: str | Alg) -> None:
        """Queue a typed algorithm; it plays move by move (pause and step work)."""
        if isinstance(alg, str):
            try:
                alg = Alg.parse(alg)
            except NotationError as exc:
                self._message(self.tr('status.cant_read_alg', error=exc), 'error')
                return
        alg = Alg(alg)
        if not all(isinstance(m, Move) for m in alg):
            self._message(self.tr('status.not_an_alg'), 'error')
            return
        for i, move in enumerate(alg, 1):
            try:
                move.turn(self.size)
            except NotationError as exc:
                self._message(self.tr('status.cant_play_alg', index=i, move=move, error=exc), 'error')
                return
        if not alg:
            self._message(self.tr('status.empty_alg'))
            return
        self._open_playlist('alg', tuple(alg))
        self._message(self.tr('status.playing_alg', alg=alg))

    def undo(self) -> None:
        """Take back the last turn, or a whole scramble / solution / typed alg
        at once. Inside a playlist that is still playing, steps back one move."""
        playlist = self._playlist
        if playlist is not None and not playlist.finished and playlist.fed > 0:
            self.step_back()
            return
        self._close_playlist(note=False)
        entry = self.history.undo()
        if entry is None:
            self._message(self.tr('status.nothing_to_undo'))
            return
        if entry.kind == 'turn':
            self._enqueue(entry.moves[0].inverse(), 'undo', self.history.count)
        else:
            self._jump(entry.before, 'undo', self.history.count)
            self._message(self.tr('status.undid', kind=self._kind(entry.kind), count=len(entry.moves)))

    def redo(self) -> None:
        """Do again what undo took back. Inside an unfinished playlist, steps forward."""
        playlist = self._playlist
        if playlist is not None and not playlist.finished:
            self.step_forward()
            return
        self._close_playlist(note=False)
        entry = self.history.redo()
        if entry is None:
            self._message(self.tr('status.nothing_to_redo'))
            return
        if entry.kind == 'turn':
            self._enqueue(entry.moves[0], 'redo', entry.count)
        else:
            self._jump(entry.after(), 'redo', entry.count)
            self._message(self.tr('status.redid', kind=self._kind(entry.kind), count=len(entry.moves)))

    def reset(self) -> None:
        """A solved cube of the same size; history and queue are cleared."""
        self._start(self.size)
        self._message(self.tr('status.reset'))

    def set_size(self, n: int) -> None:
        """A solved n-cube (MIN_SIZE..MAX_SIZE); history and queue are cleared."""
        try:
            n = _check_size(n)
        except CubeLabError as exc:
            self._message(str(exc), 'error')
            return
        self._start(n)
        self._message(self.tr('status.size', n=n))

    # -- input: playback -------------------------------------------------------
    def pause(self) -> None:
        """Hold playlist playback after the current turn (key turns still play)."""
        self.paused = True
        self._message(self.tr('status.paused'))

    def resume(self) -> None:
        self.paused = False
        self._message(self.tr('status.playing'))

    def toggle_pause(self) -> None:
        if self.paused:
            self.resume()
        else:
            self.pause()

    def step_forward(self) -> None:
        """Play the next playlist move and pause; with nothing to step through, redo."""
        playlist = self._playlist
        if playlist is None or playlist.finished:
            self.redo()
            return
        self.paused = True
        self._feed_one(playlist)

    def step_back(self) -> None:
        """Take back the last playlist move and pause; with none, undo."""
        playlist = self._playlist
        if playlist is None or playlist.fed == 0:
            self.undo()
            return
        self.paused = True
        index, inverse = playlist.unfeed()
        self._enqueue(inverse, 'step', playlist.entry.count, index, playlist, playlist.cap)

    def set_speed(self, value: str | float) -> None:
        """'instant', 'fast', 'normal', 'slow' or seconds per quarter turn;
        a turn under way keeps its progress and goes on at the new speed."""
        try:
            self._seconds = speed.seconds_for(value)
        except ValueError as exc:
            self._message(str(exc), 'error')
            return
        if self.active is not None:
            self.active.retime(self._seconds)

    @property
    def seconds_per_turn(self) -> float:
        return self._seconds

    @property
    def speed_name(self) -> str:
        return speed.name_for(self._seconds)

    # -- input: keys -------------------------------------------------------------
    def handle_key(self, key: str, shift: bool = False, ctrl: bool = False) -> bool:
        """Act on a key from the keymap; returns whether the key was used."""
        binding = self.keymap.lookup(key, shift, ctrl)
        if binding is None:
            return False
        if binding.move is not None:
            move = prefix.apply_prefix(binding.move, self.depth, self.wide_pending)
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
            self._message(self.tr('status.cant_solve', reason=reason), 'error')
            return
        playlist = self._playlist
        if playlist is not None and not playlist.finished:
            playlist.feed_all()                     # finish it at once, then solve
            self._jump(playlist.entry.after(), playlist.kind, playlist.entry.count)
        if self._logical.is_solved():
            self._message(self.tr('status.already_solved'))
            return
        self._worker.solve(self._logical)
        self._message(self.tr('status.solving'))

    def scramble(self, mode: str | None = None) -> None:
        """Scramble from solved in the worker; the scramble plays quickly as a
        playlist and can be undone as a whole."""
        if self._refuse_busy():
            return
        modes = self.scramble_modes()
        if mode is not None and mode not in modes:
            self._message(self.tr('status.unknown_mode', mode=repr(mode), n=self.size, modes=', '.join(modes)),
                          'error')
            return
        self._worker.scramble(self.size, mode, mode or self.default_scramble_mode())
        self._message(self.tr('status.scrambling'))

    def _refuse_busy(self) -> bool:
        if self.busy:
            self._message(self.tr('status.wait_solving' if self._worker.kind == 'solve' else 'status.wait_scrambling'))
            return True
        return False

    def wait_for_worker(self, timeout: float | None = None) -> bool:
        """Block until the background job is done (tests and scripts, not the UI)."""
        return self._worker.wait(timeout)

    def _poll_worker(self) -> None:
        for event in self._worker.poll():
            if not isinstance(event, WorkDone):
                self._events.append(event)
            elif event.error is not None:
                key = 'status.solve_failed' if event.kind == 'solve' else 'status.scramble_failed'
                self._message(self.tr(key, error=event.error), 'error')
            elif event.kind == 'solve':
                self._solution_ready(event)
            else:
                self._scramble_ready(event)

    def _solution_ready(self, done: WorkDone) -> None:
        solution = done.result
        if not self._logical.same_look(done.cube):
            self._message(self.tr('status.cube_changed'))
            return
        moves = tuple(solution.moves)
        if not moves:
            self._message(self.tr('status.already_solved'))
            return
        self._open_playlist('solution', moves, solution=solution)
        self._message(self.tr('status.solution', count=len(moves), duration=self.tr.duration(solution.seconds)))

    def _scramble_ready(self, done: WorkDone) -> None:
        result = done.result
        moves = tuple(result.moves)
        mode = str(getattr(result, 'mode', None) or done.mode)
        for move in moves:
            if not self._check(move):
                return
        solved = Cube(self.size)
        cap = SCRAMBLE_SECONDS / max(len(moves), 1)
        playlist = self._open_playlist('scramble', moves, label=mode, base=solved, cap=cap)
        self._jump(solved, 'scramble', playlist.entry.count)
        self._message(self.tr('status.scramble', mode=self._mode_name(mode), count=len(moves)))

    # -- time ----------------------------------------------------------------
    def update(self, dt: float) -> list[Event]:
        """Advance time by dt seconds: finish and start turns, feed playlists,
        collect worker results. Returns the events since the last update."""
        self._poll_worker()
        budget = max(float(dt), 0.0) if dt == dt else 0.0
        finished = jumped = 0
        started: ActiveTurn | None = None
        while True:
            if self.active is None:
                if not self._queue:
                    playlist = self._playlist
                    if playlist is None or playlist.finished or self.paused:
                        break
                    self._feed_one(playlist)
                item = self._queue.popleft()
                if isinstance(item, Jump):
                    self.cube = item.state.copy()
                    self.move_count = item.count
                    jumped += 1
                    continue
                self.active = started = ActiveTurn(item, self.cube, self._seconds)
            left = self.active.advance(budget)
            if left < 0:
                break
            budget = left
            self._finish_turn()
            finished += 1
        if jumped or finished > 1:
            self._events.append(Redraw())
        if started is not None and self.active is started:
            self._events.append(TurnStarted(started.move))
        events, self._events = self._events, []
        return events

    def _finish_turn(self) -> None:
        active, self.active = self.active, None
        item = active.item
        by_hand = item.source in BY_HAND
        was_solved = by_hand and self.cube.is_solved()
        self.cube.apply(active.move)
        self.move_count = item.count
        self._last_move = active.move
        self._events.append(TurnFinished(active.move))
        if by_hand and not was_solved and self.move_count > 0 and self.cube.is_solved():
            self._events.append(Solved(self.move_count))
            self._message(self.tr('status.solved_one' if self.move_count == 1 else 'status.solved_many',
                                  count=self.move_count), 'success')
        playlist = item.owner
        if (playlist is not None and playlist is self._playlist and item.source == playlist.kind
                and playlist.finished and item.index == len(playlist.moves) - 1):
            self._playlist_done(playlist)

    def _playlist_done(self, playlist: Playlist) -> None:
        if playlist.kind == 'solution':
            self._message(self.tr('status.solved_by_solver', count=len(playlist.moves)), 'success')
        elif playlist.kind == 'scramble':
            self._message(self.tr('status.scrambled', mode=self._mode_name(playlist.label), alg=Alg(playlist.moves)))
        else:
            self._message(self.tr('status.played', alg=Alg(playlist.moves)))

    # -- display ---------------------------------------------------------------
    def status_snapshot(self) -> Status:
        """Everything the panel shows, in one value: redraw the panel when it differs."""
        return Status(self.size, self.move_count, self.paused, self.speed_name, self._seconds,
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
        """Plain words for the move turning now (or the last one)."""
        move = self.active.move if self.active is not None else self._last_move
        return notes.move_note(move, self.language) if move is not None else ''


def _check_size(n) -> int:
    """model.limits.check_size, also taking the digits a text field gives."""
    if isinstance(n, str) and n.strip().isdigit():
        n = int(n)
    return check_size(n)


def _seconds_or_default(value, session: Session) -> float:
    try:
        return speed.seconds_for(value)
    except ValueError as exc:
        session._message(text('status.bad_speed', session.language, error=exc), 'error')
        return speed.SPEEDS['normal']
