"""The user's edits of the cube, each one undoable step: turns, typed algs,
undo and redo, reset, a new size, pasted stickers, stepping through a playlist.

They decide what the playback (controller/playback.py) does; the words for the
status line go to the outbox. Input never raises for a user's mistake: it says
what was wrong.
"""
from __future__ import annotations

from typing import Callable

from model import Alg, Cube, CubeLabError, Move, NotationError
from model.facelets import size_of_length
from model.limits import MAX_SIZE, MIN_SIZE, check_size

from .explain import Explanation
from .outbox import Outbox
from .playback import Playback, kind_word
from .strings import EnglishOr, phrase

#: History kinds that replace the cube with a solved one (reset, size change).
REPLACING = ('reset', 'size', 'paste')
#: A replayed move turns in at most this many seconds, so a replay keeps the solve's pace.
REPLAY_SECONDS = 0.08


def parse_size(n) -> int:
    """model.limits.check_size, also taking the digits a text field gives."""
    if isinstance(n, str) and n.strip().isdigit():
        n = int(n)
    return check_size(n)


class Edits:
    """The input that changes the cube. `busy()` tells whether background work
    runs (its status line is kept); `refuse_busy()` says 'please wait' and is
    True while it does."""

    def __init__(self, playback: Playback, outbox: Outbox, busy: Callable[[], bool],
                 refuse_busy: Callable[[], bool]):
        self.playback = playback
        self.outbox = outbox
        self.busy = busy
        self.refuse_busy = refuse_busy

    def press(self, move: Move) -> None:
        """Queue one user turn; it plays after everything queued before it."""
        if not isinstance(move, Move):
            self.outbox.say_key('status.not_a_move', 'error', move=repr(move))
            return
        if not self.check(move):
            return
        self.clear_stale_message()
        if self.playback.unfinished() is not None:
            self.playback.hold_for_turn()
        else:
            self.playback.close_playlist()
        entry = self.playback.history.push('turn', None, [move])
        self.playback.player.enqueue(move, 'user', entry.count)

    def play(self, alg: str | Alg) -> None:
        """Queue a typed algorithm; it plays move by move (pause and step work)."""
        if isinstance(alg, str):
            try:
                alg = Alg.parse(alg)
            except NotationError as exc:
                self.outbox.say_key('status.cant_read_alg', 'error', error=Explanation(exc))
                return
        alg = Alg(alg)
        if not all(isinstance(m, Move) for m in alg):
            self.outbox.say_key('status.not_an_alg', 'error')
            return
        for i, move in enumerate(alg, 1):
            try:
                move.turn(self.playback.size)
            except NotationError as exc:
                self.outbox.say_key('status.cant_play_alg', 'error', index=i, move=move, error=Explanation(exc))
                return
        if not alg:
            self.outbox.say_key('status.empty_alg')
            return
        self.playback.open_playlist('alg', tuple(alg))
        self.outbox.say_key('status.playing_alg', alg=alg)

    def replay(self, base: Cube, moves, label: str = '') -> bool:
        """Show `base` and hold `moves` as a paused playlist of kind 'replay'
        (a kept solve): step_forward plays them one by one (controller.replay
        does, with the solve's own timing), seek() scrubs. False if refused."""
        moves = tuple(moves)
        if self.refuse_busy() or base.n != self.playback.size or not all(self.check(m) for m in moves):
            if base.n != self.playback.size:
                self.outbox.say_key('status.replay_other_size', 'error', n=base.n)
            return False
        playlist = self.playback.open_playlist('replay', moves, label=label, base=base, cap=REPLAY_SECONDS)
        self.playback.player.jump(base, 'replay', playlist.entry.count)
        self.playback.hold = True
        return True

    def undo(self) -> None:
        """Take back the last turn, or a whole scramble / solution / typed alg
        at once. Inside a playlist that is still playing, steps back one move."""
        self.clear_stale_message()
        playlist = self.playback.unfinished()
        held = self.playback.turns_on_top() > 0
        if playlist is not None and playlist.fed > 0 and not held:
            self.step_back()
            return
        if not held:
            self.playback.close_playlist()
        entry = self.playback.history.undo()
        if entry is None:
            self.outbox.say_key('status.nothing_to_undo')
            return
        if entry.kind == 'turn':
            self.playback.player.enqueue(entry.moves[0].inverse(), 'undo', self.playback.history.count)
        elif entry.kind in REPLACING:
            self.playback.player.jump(entry.before, 'undo', self.playback.history.count)
            if entry.interrupted is not None:   # the playlist it cut short, held
                self.playback.playlist, self.playback.hold = entry.interrupted, True
            self.outbox.say_key(f'session.undid_{entry.kind}', n=entry.before.n)
        else:
            self.playback.player.jump(entry.before, 'undo', self.playback.history.count)
            self.outbox.say_key('session.undid', kind=kind_word(entry.kind), count=len(entry.moves))

    def redo(self) -> None:
        """Do again what undo took back. Inside an unfinished playlist, steps forward."""
        self.clear_stale_message()
        playlist = self.playback.unfinished()
        if playlist is not None and not self.playback.history.undone:
            self.step_forward()
            return
        played = self.playback.playlist
        if playlist is None and played is not None and not self.playback.history.undone:
            # played to its end: it stays on the strip, so Left steps back through it
            self.outbox.say_key('session.at_end', kind=kind_word(played.kind))
            return
        if playlist is not None:
            self.playback.hold_for_turn()               # only turns made on top of it are undone
        else:
            self.playback.close_playlist()
        entry = self.playback.history.redo()
        if entry is None:
            self.outbox.say_key('status.nothing_to_redo')
            return
        if entry.kind == 'turn':
            self.playback.player.enqueue(entry.moves[0], 'redo', entry.count)
        elif entry.kind in REPLACING:
            self.playback.close_playlist()
            self.playback.player.jump(entry.after(), 'redo', entry.count)
            self.outbox.say_key(f'session.redid_{entry.kind}', n=entry.base.n)
        else:
            self.playback.player.jump(entry.after(), 'redo', entry.count)
            self.outbox.say_key('session.redid', kind=kind_word(entry.kind), count=len(entry.moves))

    def step_forward(self) -> None:
        """Play the next playlist move and pause; with nothing to step through, redo."""
        self.clear_stale_message()
        playlist = self.playback.unfinished()
        if playlist is None:
            self.redo()
            return
        self.playback.hold = True
        self.playback.take_back_turns_on_top()
        self.playback.feed_one(playlist)

    def step_back(self) -> None:
        """Take back the last playlist move and pause; with none, undo."""
        self.clear_stale_message()
        playlist = self.playback.playlist
        if playlist is None or playlist.fed == 0 or self.playback.turns_on_top():
            self.undo()
            return
        self.playback.hold = True
        index, inverse = playlist.unfeed()
        self.playback.player.enqueue(inverse, 'step', playlist.entry.count, index, playlist, playlist.cap)

    def reset(self) -> None:
        """A solved cube of the same size at once; undo brings the old one back."""
        self.playback.replace_cube(self.playback.size, 'reset')
        self.outbox.say_key('session.reset')

    def set_size(self, n: int) -> None:
        """A solved n-cube (MIN_SIZE..MAX_SIZE) at once; undo brings the old one back."""
        try:
            n = parse_size(n)
        except CubeLabError as exc:
            self.say_size_error(exc)
            return
        self.playback.replace_cube(n, 'size' if n != self.playback.size else 'reset')
        self.outbox.say_key('session.size', n=n)

    def say_size_error(self, exc: CubeLabError) -> None:
        self.outbox.say_key('common.verbatim', 'error',
                  text=EnglishOr(str(exc), phrase('errors.size_range', lo=MIN_SIZE, hi=MAX_SIZE)))

    def set_facelets(self, facelets: str) -> None:
        """Show the cube a facelet string describes (any size; checked by the model,
        whose message says what is impossible), as one undoable step."""
        try:
            cube = Cube.from_facelets(facelets)
        except CubeLabError as exc:
            self.outbox.say_key('session.bad_facelets', 'error', reason=Explanation(exc))
            return
        self.playback.replace_cube(cube.n, 'paste', cube)
        self.outbox.say_key('session.pasted', n=cube.n)

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
        playlist = self.playback.playlist
        if playlist is None:
            self.outbox.say_key('session.nothing_to_copy')
            return ''
        self.outbox.say_key('session.copied', kind=kind_word(playlist.kind), count=len(playlist.moves))
        return str(Alg(playlist.moves))

    def _resize_by(self, step: int) -> None:
        self.set_size(self.playback.size + step)

    def replay_solution(self) -> None:
        """Jump back to the cube the last solution started from and play it again."""
        if self.refuse_busy():
            return
        if self.playback.last_solution is None:
            self.outbox.say_key('session.no_solution')
            return
        start, solution = self.playback.last_solution
        moves = tuple(solution.moves)
        playlist = self.playback.open_playlist('solution', moves, solution=solution, base=start)
        self.playback.player.jump(start, 'solution', playlist.entry.count)
        self.outbox.say_key('session.replaying', count=len(moves))

    def check(self, move: Move) -> bool:
        try:
            move.turn(self.playback.size)
        except NotationError as exc:
            self.outbox.say_key('status.cant_turn', 'error', move=move, n=self.playback.size, error=Explanation(exc))
            return False
        return True

    def clear_stale_message(self) -> None:
        """The cube or the playback is about to change by hand (a turn, a step): what
        the status line says (solved, an error, nothing playing) no longer describes
        it. Work still running in the background keeps its line."""
        if not self.busy():
            self.outbox.clear()


