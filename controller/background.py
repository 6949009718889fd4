"""Background work for a Session: solving and scrambling in worker threads, polled each frame."""
from __future__ import annotations

from model import Cube

from .events import Progress
from .worker import Job

#: A whole scramble plays in about this many seconds at most, whatever its length.
SCRAMBLE_SECONDS = 2.0


class BackgroundWork:
    """Session methods for the solver and the scrambler (mixed into Session)."""

    # -- workers -----------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """A solve or scramble is running in the background (for this cube)."""
        return self._job is not None and self._job.token == self._token

    def can_solve(self) -> bool:
        return self._solver.supports(self.size)

    def solve_unavailable_reason(self) -> str | None:
        return self._solver.reason(self.size)

    def scramble_modes(self) -> list[str]:
        return self._scrambler.modes(self.size)

    def default_scramble_mode(self) -> str | None:
        return self._scrambler.default_mode(self.size)

    def scramble_mode_description(self, mode: str) -> str:
        return self._scrambler.describe(mode)

    def solve(self) -> None:
        """Solve the cube (as it will be once queued turns play) in a worker
        thread; the solution then plays as a playlist with phase texts."""
        if self._refuse_busy():
            return
        reason = self._solver.reason(self.size)
        if reason:
            self._message(f"Can't solve: {reason}", 'error')
            return
        playlist = self._playlist
        if playlist is not None and not playlist.finished:
            playlist.feed_all()                     # finish it at once, then solve
            self._jump(playlist.entry.after(), playlist.kind, playlist.entry.count)
        if self._logical.is_solved():
            self._message("Already solved")
            return
        cube, solver = self._logical.copy(), self._solver

        def work(progress):
            solution = solver.solve(cube.copy(), progress)
            if not cube.copy().apply(solution.moves).is_solved():
                raise RuntimeError("the solver returned moves that do not solve the cube")
            return solution
        self._job = Job('solve', work, self._token)
        self._job.cube = cube
        self._message("Solving...")

    def scramble(self, mode: str | None = None) -> None:
        """Scramble from solved with the scrambler (in a worker thread); the
        scramble plays quickly as a playlist and can be undone as a whole."""
        if self._refuse_busy():
            return
        if not self._scrambler.available():
            self._message("Scrambling is not available: the scramble package is missing", 'error')
            return
        modes = self.scramble_modes()
        if mode is not None and modes and mode not in modes:
            self._message(f"Unknown scramble mode {mode!r} for a {self.size}x{self.size} "
                          f"(modes: {', '.join(modes)})", 'error')
            return
        n, scrambler, solver = self.size, self._scrambler, self._solver
        chosen = mode or self.default_scramble_mode() or ''

        def work(progress):
            if scrambler.uses_solver(chosen):
                solver.warm_up(n, progress)
            return scrambler.scramble(n, mode, progress)
        self._job = Job('scramble', work, self._token)
        self._job.mode = chosen
        self._message("Scrambling...")

    def _refuse_busy(self) -> bool:
        if self.busy:
            self._message(f"Please wait: still {'solving' if self._job.kind == 'solve' else 'scrambling'}")
            return True
        return False

    def wait_for_worker(self, timeout: float | None = None) -> bool:
        """Block until the background job is done (tests and scripts, not the UI)."""
        return self._job.wait(timeout) if self._job is not None else True

    def _poll_jobs(self) -> None:
        self._orphans = [job for job in self._orphans if not job.done]
        job = self._job
        if job is None:
            return
        if job.token != self._token:                # size changed or reset: drop it
            self._orphans.append(job)
            self._job = None
            return
        for fraction, text in job.progress():
            self._events.append(Progress(fraction, text))
        if not job.done:
            return
        self._job = None
        if job.error is not None:
            verb = 'solve' if job.kind == 'solve' else 'scramble'
            self._message(f"Couldn't {verb}: {job.error}", 'error')
        elif job.kind == 'solve':
            self._solution_ready(job)
        else:
            self._scramble_ready(job)

    def _solution_ready(self, job: Job) -> None:
        solution = job.result
        if not self._logical.same_look(job.cube):
            self._message("The cube changed while solving: press Solve again")
            return
        moves = tuple(solution.moves)
        if not moves:
            self._message("Already solved")
            return
        self._open_playlist('solution', moves, solution=solution)
        self._message(f"Solution: {len(moves)} moves, found in {solution.seconds:.1f} s")

    def _scramble_ready(self, job: Job) -> None:
        result = job.result
        moves = tuple(result.moves)
        mode = str(getattr(result, 'mode', None) or job.mode)
        for move in moves:
            if not self._check(move):
                return
        solved = Cube(self.size)
        cap = SCRAMBLE_SECONDS / max(len(moves), 1)
        playlist = self._open_playlist('scramble', moves, label=mode, base=solved, cap=cap)
        self._jump(solved, 'scramble', playlist.entry.count)
        self._message(f"Scramble ({mode}): {len(moves)} moves")
