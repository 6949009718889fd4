"""Playback: the turn player, the playlist it plays and the undo history they record into.

One state machine: a playlist (scramble, solution, typed alg, replayed solve)
feeds the turn player one move at a time unless held; the user's turns on top
of an unfinished playlist hold it until they are taken back. Every change is
recorded in the undo history (controller/undo.py); undo and redo themselves
are the user's edits (controller/edits.py).
"""
from __future__ import annotations

from typing import Callable

from model import Alg, Cube

from . import speed
from .events import Redraw, Solved, TurnFinished, TurnQueued, TurnStarted
from .undo import UndoHistory
from .outbox import Outbox
from .move_queue import MoveQueue
from .playlist import Playlist
from .strings import EnglishOr, phrase, text
from .turns import ActiveTurn

#: Sources whose turns are the user's own (they count and can solve the cube).
BY_HAND = ('user', 'alg')
#: Sources of the turns made outside playlists (keys, drags and their undo/redo).
TURN_SOURCES = ('user', 'undo', 'redo')


def kind_word(kind: str):
    """'the scramble', 'the solution'...: a playlist's kind as a phrase."""
    return phrase(f'session.kind_{kind}')


def mode_name(mode: str):
    """A scramble mode's name (a phrase; the mode itself where the catalogue lacks it)."""
    key = 'play.mode_' + str(mode).replace('-', '_')
    return phrase(key) if text(key) != key else str(mode)


class Playback:
    """The cube as played so far: `player` (the queue and the clock), `playlist`
    (None when none), `hold` (the playlist held) and `history` (undo/redo).
    While `timed` (a timed attempt) every queued turn is reported (TurnQueued) with
    `input_at`, the time of the input being handled, and the animation never lags
    the input (MoveQueue's hurry).

    `home(n)` gives the solved n-cube in the chosen orientation; `on_fresh(n)`
    is told whenever the cube is replaced by a fresh one (the key prefixes and
    background work that belonged to the old one are dropped there)."""

    def __init__(self, outbox: Outbox, home: Callable[[int], Cube], on_fresh: Callable[[int], None]):
        self.outbox = outbox
        self.home = home
        self.on_fresh = on_fresh
        self.history = UndoHistory()
        self.playlist: Playlist | None = None
        self.hold = False                         # playback held (see `paused`)
        #: (the cube it starts from, the Solution) of the last solution found.
        self.last_solution: tuple[Cube, object] | None = None
        self.player: MoveQueue | None = None
        self.timed = False
        self.input_at: float | None = None

    # -- the cube ------------------------------------------------------------------
    def start(self, n: int, seconds: float, cube: Cube | None = None) -> None:
        """A fresh n-cube (solved in the chosen orientation, or `cube`) with an empty history."""
        self.history = UndoHistory()
        self.playlist = None
        self.hold = False
        self.last_solution = None
        self.fresh_cube(n, seconds, cube)

    def fresh_cube(self, n: int, seconds: float, cube: Cube | None = None) -> None:
        """A solved n-cube in the chosen orientation (or `cube`) with nothing queued
        or turning (the history stays)."""
        start = cube.copy() if cube is not None else self.home(n)
        self.player = MoveQueue(start, seconds, watch=lambda item: item.source in BY_HAND,
                                queued=self._queued, hurry=lambda: self.timed)
        self.on_fresh(n)
        self.outbox.post(Redraw())

    def replace_cube(self, n: int, kind: str, cube: Cube | None = None) -> None:
        """Reset ('reset'), resize ('size') or set from pasted stickers ('paste',
        to `cube`) as one undoable step: undo brings back the cube as queued so
        far, and the playlist it was playing, held."""
        before = self.player.logical.copy()
        after = cube.copy() if cube is not None else self.home(n)
        playlist = self.unfinished()
        self.close_playlist()
        if n != before.n or not before.same_look(after) or playlist is not None:
            entry = self.history.push(kind, before, (), base=after)
            if playlist is not None and playlist.entry in self.history.done:
                entry.interrupted = playlist
        self.hold = False
        self.fresh_cube(n, self.player.seconds_per_turn, after)

    @property
    def size(self) -> int:
        """The cube's size once everything queued has played."""
        return self.player.logical.n

    # -- playlists -------------------------------------------------------------------
    def open_playlist(self, kind: str, moves, *, solution=None, label: str = '',
                      base: Cube | None = None, cap: float | None = None) -> Playlist:
        self.close_playlist()
        entry = self.history.push(kind, self.player.logical, (), base=base)
        self.playlist = Playlist(kind, tuple(moves), entry, solution, label, cap=cap)
        self.hold = False
        return self.playlist

    def close_playlist(self) -> None:
        """Stop playing the playlist; what it played stays in the history."""
        playlist, self.playlist = self.playlist, None
        if playlist is not None:
            self.history.drop_if_empty(playlist.entry)

    def unfinished(self) -> Playlist | None:
        """The playlist with moves still to play, or None."""
        playlist = self.playlist
        return playlist if playlist is not None and not playlist.finished else None

    def turns_on_top(self) -> int:
        """How many of the user's turns were made on top of the unfinished playlist
        (it stays held until they are taken back: its moves follow its own)."""
        playlist = self.unfinished()
        if playlist is None:
            return 0
        done = self.history.done
        for depth in range(len(done)):
            if done[-1 - depth] is playlist.entry:
                return depth
        return 0

    def hold_for_turn(self) -> None:
        """A turn is going on top of an unfinished playlist: hold it, and say so once."""
        playlist = self.unfinished()
        if playlist is None:
            return
        if self.turns_on_top() == 0:
            self.outbox.say_key('session.held', kind=kind_word(playlist.kind), done=playlist.fed,
                                total=len(playlist.moves))
        self.hold = True

    def take_back_turns_on_top(self) -> None:
        """Undo the user's turns made on top of the held playlist (redo brings them back)."""
        count = self.turns_on_top()
        for _ in range(count):
            entry = self.history.undo()
            self.player.enqueue(entry.moves[0].inverse(), 'undo', self.history.count)
        if count:
            self.outbox.say_key('session.taking_back', count=count, kind=kind_word(self.playlist.kind))

    def feed_one(self, playlist: Playlist) -> None:
        index, move = playlist.feed()
        self.player.enqueue(move, playlist.kind, playlist.entry.count, index, playlist, playlist.cap)

    def seek(self, index: int) -> None:
        """Show the playlist after its first `index` moves at once, paused (the
        timeline slider). Turns still queued for it are dropped."""
        playlist = self.playlist
        if playlist is None:
            return
        index = max(0, min(int(index), len(playlist.moves)))
        self.take_back_turns_on_top()          # into the redo list; the jump below shows the rest
        self.player.drop()
        while playlist.fed > index:
            playlist.unfeed()
        while playlist.fed < index:
            playlist.feed()
        self.hold = True
        self.player.jump(playlist.entry.after(), playlist.kind, playlist.entry.count)

    # -- pause -------------------------------------------------------------------------
    def pause(self) -> None:
        """Hold playlist playback after the current turn (key turns still play)."""
        if self.unfinished() is None:
            self.outbox.say_key('session.nothing_playing')
            return
        self.hold = True
        self.outbox.say_key('session.paused')

    def resume(self) -> None:
        """Play the held playlist on, first taking back turns made on top of it."""
        if self.unfinished() is None:
            self.outbox.say_key('session.nothing_playing')
            return
        self.hold = False
        self.outbox.say_key('session.playing')
        self.take_back_turns_on_top()

    @property
    def paused(self) -> bool:
        """A playlist has moves left and is held (Resume plays them)."""
        return self.hold and self.unfinished() is not None

    def toggle_pause(self) -> None:
        if self.paused:
            self.resume()
        else:
            self.pause()

    def set_speed(self, value: str | float) -> None:
        """'instant', 'fast', 'normal', 'slow' or seconds per quarter turn;
        a turn under way keeps its progress and goes on at the new speed."""
        try:
            self.player.seconds_per_turn = speed.seconds_for(value)
        except ValueError as exc:
            self.outbox.say_key('common.verbatim', 'error', text=EnglishOr(str(exc), phrase('errors.speed')))

    # -- what is shown -------------------------------------------------------------------
    @property
    def play_index(self) -> int:
        """Index in the playlist of the move playing (or next to play when idle;
        its length once all played); 0 without a playlist."""
        playlist = self.playlist
        if playlist is None:
            return 0
        active = self.player.active
        if active is not None and active.item.owner is playlist:
            return active.item.index
        return playlist.fed

    def _queued(self, move, source: str) -> None:
        if self.timed:
            self.outbox.post(TurnQueued(move, source, self.input_at))

    # -- time ----------------------------------------------------------------------------
    def advance(self, dt: float) -> None:
        """Advance time by dt seconds: finish and start turns, feed the playlist."""
        tick = self.player.advance(dt, self._feed_playlist, self._turn_finished)
        if tick.jumped or tick.finished > 1:
            self.outbox.post(Redraw())
        if tick.started is not None:
            self.outbox.post(TurnStarted(tick.started.move))

    def _feed_playlist(self) -> bool:
        """The player ran dry: hand it the playlist's next move unless paused."""
        playlist = self.playlist
        if playlist is None or playlist.finished or self.hold:
            return False
        self.feed_one(playlist)
        return True

    def _turn_finished(self, turn: ActiveTurn, was_solved: bool | None) -> None:
        item = turn.item
        self.outbox.post(TurnFinished(turn.move))
        count = self.player.count
        if was_solved is False and count > 0 and self.player.cube.is_solved():
            self.outbox.post(Solved(count))
            self.outbox.say_key('status.solved', 'success', count=count)
        playlist = item.owner
        if (playlist is not None and playlist is self.playlist and item.source == playlist.kind
                and playlist.finished and item.index == len(playlist.moves) - 1):
            self._playlist_done(playlist)

    def _playlist_done(self, playlist: Playlist) -> None:
        say = self.outbox.say_key
        if playlist.kind == 'solution':
            say('status.solved_by_solver', 'success', count=len(playlist.moves))
        elif playlist.kind == 'scramble':
            say('status.scrambled', mode=mode_name(playlist.label), alg=Alg(playlist.moves))
        elif playlist.kind == 'replay':
            if playlist.label:
                say('status.replayed', what=playlist.label)
            else:
                say('status.replayed_plain')
        else:
            say('status.played', alg=Alg(playlist.moves))
