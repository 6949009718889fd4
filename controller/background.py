"""Background work for the session: the solve, the scramble and the first-run table
build, run by the worker (controller/worker.py), and what their results do.

A found solution or scramble becomes a playlist on the playback; progress and
results come back as events through the outbox, never by the worker calling in.
"""
from __future__ import annotations

from typing import Callable

from model import Move

from . import progress_text, solve_time
from .events import Progress
from .explain import Explanation
from .outbox import Outbox
from .playback import Playback, mode_name
from .strings import Duration, phrase
from .worker import WorkDone, Worker


class Background:
    """The session's background jobs. `check(move)` says whether a move fits the
    cube (and says why not)."""

    def __init__(self, worker: Worker, playback: Playback, outbox: Outbox, check: Callable[[Move], bool]):
        self.worker = worker
        self.playback = playback
        self.outbox = outbox
        self.check = check
        #: The route a big cube's solve takes: 'shortest' or 'quick' (solve_time.CHOICES).
        self.big_solves = 'shortest'

    @property
    def busy(self) -> bool:
        """A solve or scramble is running in the background (for this cube)."""
        return self.worker.kind is not None

    def can_solve(self) -> bool:
        return self.worker.solver.supports(self.playback.size)

    def solve_unavailable_reason(self) -> str | None:
        return self.worker.solver.reason(self.playback.size)

    def scramble_modes(self) -> list[str]:
        return self.worker.scrambler.modes(self.playback.size)

    def default_scramble_mode(self) -> str:
        return self.worker.scrambler.default_mode(self.playback.size)

    def practise_scramble_mode(self) -> str:
        return self.worker.scrambler.practise_mode(self.playback.size)

    def scramble_mode_description(self, mode: str) -> str:
        return self.worker.scrambler.describe(mode)

    def solve(self) -> None:
        """Solve the cube (as it will be once queued turns play) in the worker;
        the solution then plays as a playlist with phase texts."""
        if self.refuse_busy():
            return
        reason = self.solve_unavailable_reason()
        if reason:
            self.outbox.say_key('status.cant_solve', 'error', reason=reason)
            return
        playlist = self.playback.unfinished()
        if playlist is not None and self.playback.turns_on_top():
            self.playback.close_playlist()        # held under the user's turns: solve those
        elif playlist is not None:
            playlist.feed_all()                     # finish it at once, then solve
            self.playback.player.jump(playlist.entry.after(), playlist.kind, playlist.entry.count)
        if self.playback.player.logical.is_solved():
            self.outbox.say_key('status.already_solved')
            return
        plan = solve_time.plan(self.playback.size, self.big_solves)
        self.worker.solve(self.playback.player.logical, plan.timeout)
        if not solve_time.has_choice(self.playback.size):
            if plan.seconds >= solve_time.TELL_FROM:
                self.outbox.say_key('status.solving_about', time=Duration(plan.seconds))
            else:
                self.outbox.say_key('status.solving')
        elif plan.quick:
            self.outbox.say_key('status.solving_quick', time=Duration(plan.seconds))
        else:
            self.outbox.say_key('status.solving_shortest', time=Duration(plan.seconds),
                                quick=Duration(solve_time.plan(self.playback.size, 'quick').seconds))
        self._tell_tables_wait(self.playback.size >= 3)

    def scramble(self, mode: str | None = None) -> None:
        """Scramble from solved in the worker; the scramble plays at the
        chosen speed as a playlist and can be undone as a whole."""
        if self.refuse_busy():
            return
        modes = self.scramble_modes()
        if mode is not None and mode not in modes:
            self.outbox.say_key('status.unknown_mode', 'error', mode=repr(mode), n=self.playback.size, modes=', '.join(modes))
            return
        chosen = mode or self.default_scramble_mode()
        self.worker.scramble(self.playback.size, mode, chosen)
        self.outbox.say_key('status.scrambling')
        self._tell_tables_wait(self.playback.size >= 3 and self.worker.scrambler.uses_solver(chosen))

    def scramble_case(self, set_name: str, case_name: str, seed: int) -> None:
        """A trainer scramble for one case of a set (3x3), made in the worker; it plays
        as a scramble does."""
        if self.refuse_busy():
            return
        self.worker.scramble_case(set_name, case_name, seed)
        self.outbox.say_key('status.scrambling')
        self._tell_tables_wait(True)

    def cancel(self) -> None:
        """Stop the solve or scramble under way at once; the cube stays as it is."""
        kind = self.worker.kind
        if kind is None:
            self.outbox.say_key('solving.nothing_to_cancel')
            return
        self.worker.cancel()
        self.outbox.post(Progress(1.0, job='work'))
        self.outbox.say_key('solving.cancelled_solve' if kind == 'solve' else 'solving.cancelled_scramble')

    def warm_up(self) -> bool:
        """Get background work ready as the window opens: start the worker
        processes' server, and build the 3x3 solver's tables in a low-priority
        process if the cache lacks them (True if that build started)."""
        return self.worker.warm_up()

    @property
    def tables_building(self) -> bool:
        return self.worker.tables_building

    def close(self) -> None:
        """Stop every background process now (the window is closing)."""
        self.worker.shutdown()

    def _tell_tables_wait(self, needs_tables: bool) -> None:
        """Say plainly how long the first-run table build has left, when this job needs it."""
        if not (needs_tables and self.worker.tables_building):
            return
        left = self.worker.tables_seconds_left()
        if left is None:
            self.outbox.say_key('solving.tables_wait_unknown')
        else:
            self.outbox.say_key('solving.tables_wait', left=progress_text.Left(left))

    def _tables_done(self, done: WorkDone) -> None:
        if done.error is not None:
            self.outbox.say_key('solving.tables_failed', 'error', error=Explanation(done.error))
        if done.error is not None or not self.worker.tables_running:     # the last set of the first run
            self.outbox.post(Progress(1.0, phrase('solving.tables_ready'), 'tables'))

    def refuse_busy(self) -> bool:
        if self.busy:
            self.outbox.say_key('status.wait_solving' if self.worker.kind == 'solve' else 'status.wait_scrambling')
            return True
        return False

    def wait_for_worker(self, timeout: float | None = None) -> bool:
        """Block until the background job is done (tests and scripts, not the UI)."""
        return self.worker.wait(timeout)

    def poll(self) -> None:
        for event in self.worker.poll():
            if not isinstance(event, WorkDone):
                self.outbox.post(event)
            elif event.kind == 'tables':
                self._tables_done(event)
            elif event.error is not None:
                key = 'status.solve_failed' if event.kind == 'solve' else 'status.scramble_failed'
                self.outbox.say_key(key, 'error', error=Explanation(event.error))
            elif event.kind == 'solve':
                self._solution_ready(event)
            else:
                self._scramble_ready(event)

    def _solution_ready(self, done: WorkDone) -> None:
        solution = done.result
        if not self.playback.player.logical.same_look(done.cube):
            self.outbox.say_key('status.cube_changed')
            return
        moves = tuple(solution.moves)
        if not moves:
            self.outbox.say_key('status.already_solved')
            return
        self.playback.last_solution = (self.playback.player.logical.copy(), solution)
        self.playback.open_playlist('solution', moves, solution=solution)
        if getattr(solution, 'hurried', ()):
            self.outbox.say_key('status.solution_hurried', count=len(moves), duration=Duration(solution.seconds))
        else:
            self.outbox.say_key('status.solution', count=len(moves), duration=Duration(solution.seconds))

    def _scramble_ready(self, done: WorkDone) -> None:
        self.play_scramble(done.result, done.mode)

    def play_scramble(self, result, mode: str = '') -> None:
        """Play a scramble made in a worker process (this worker's, or Practise's made
        ahead: controller/next_scramble.py) from solved, as a playlist; `mode` the one
        asked for, where the result does not say its own."""
        moves = tuple(result.moves)
        mode = str(getattr(result, 'mode', None) or mode)
        for move in moves:
            if not self.check(move):
                return
        solved = self.playback.home()
        playlist = self.playback.open_playlist('scramble', moves, label=mode, base=solved)
        self.playback.player.jump(solved, 'scramble', playlist.entry.count)
        self.outbox.say_key('status.scramble', mode=mode_name(mode), count=len(moves))


