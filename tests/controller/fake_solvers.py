"""Stand-in solvers and scramblers for controller tests.

The worker process runs these (sent as controller.jobs.Plug), so tests run
the same process path as the window. A test that must hold a stand-in back
uses a `Gate`: two files in a folder of its own, which both processes see.
"""
from __future__ import annotations

import os
import time
from pathlib import Path
from types import SimpleNamespace

from controller.jobs import PROGRESS_EVERY, Plug
from model import Alg
from solver import Solution, Stage

SCRAMBLE = "R U2 F' L D B2 R'"
PHASE1 = tuple(Alg.parse("R U F"))
PHASE2 = tuple(Alg.parse("D2 L2 B2 U'"))
#: Seconds between two progress reports: the job sends each one (it sends at most one per PROGRESS_EVERY).
REPORT_GAP = PROGRESS_EVERY * 1.5
#: How long a held stand-in waits for its release before it goes on anyway.
HOLD_LIMIT = 30.0


def plug(name: str, *args) -> Plug:
    """The Plug for this module's function `name`."""
    return Plug(globals()[name], tuple(str(a) for a in args))


class Gate:
    """The test's end: a stand-in with the gate's folder among its args says it has
    started (`wait_started`) and waits for `release`."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)

    def plug(self, name: str) -> Plug:
        return plug(name, self.folder)

    def release(self) -> None:
        (self.folder / 'release').touch()

    def wait_started(self, timeout: float) -> bool:
        return _wait_for(self.folder / 'started', timeout)


def _wait_for(path: Path, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while not path.exists():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def _started(folder: str) -> None:
    (Path(folder) / 'started').touch()


def _held(folder: str, timeout: float = HOLD_LIMIT) -> None:
    _wait_for(Path(folder) / 'release', timeout)


# -- solvers: f([gate folder,] cube, progress=...) -> Solution ---------------------------
def held_solver(folder, cube, progress=None):
    """Reports 0, 0.2 .. 0.8 'tables', then waits for the release; undoes 'R U'."""
    for i in range(5):
        progress(i / 5, 'tables')      # a stage identifier (solver.STAGES)
        time.sleep(REPORT_GAP)
    _started(folder)
    _held(folder)
    return Solution(tuple(Alg.parse("R U").inverse()))


def slow_solver(folder, cube, progress=None):
    """Takes up to a second unless released; undoes 'R U'."""
    for i in range(5):
        progress(i / 5, 'tables')      # a stage identifier (solver.STAGES)
        _held(folder, 0.2)
    return Solution(tuple(Alg.parse("R U").inverse()))


def half_way_solver(folder, cube, progress=None):
    """Waits for the release, reports half way, then undoes 'R'."""
    _held(folder, 10)
    progress(0.5, '')
    return Solution(tuple(Alg.parse("R").inverse()))


def quarter_solver(folder, cube, progress=None):
    """Reports a quarter, waits for the release, then undoes 'R'."""
    progress(0.25, '')
    _held(folder, 10)
    return Solution(tuple(Alg.parse("R").inverse()))


def failing_solver(cube, progress=None):
    return 1 / 0


def wrong_solver(cube, progress=None):
    """Moves that do not solve the cube."""
    return Solution(tuple(Alg.parse("R")))


def no_moves(cube, progress=None):
    return Solution(())


def staged_solver(cube, progress=None):
    """A two-phase solution of the inverse of PHASE1 + PHASE2, with the extra the solver keeps."""
    return Solution(PHASE1 + PHASE2, (Stage('phase 1', PHASE1, 'into <U, D, R2, F2, L2, B2>'),
                                      Stage('phase 2', PHASE2, 'solved within the group')), extra={'size': cube.n})


def unscrambler(cube, progress=None):
    """Undoes SCRAMBLE."""
    return Solution(tuple(Alg.parse(SCRAMBLE).inverse()))


def hurried_unscrambler(cube, progress=None):
    """Undoes SCRAMBLE, as a solve whose deadline cut its centres short says."""
    return Solution(tuple(Alg.parse(SCRAMBLE).inverse()), extra={'size': cube.n, 'hurried': ('centres',)})


def unscrambler_after_r_u(cube, progress=None):
    """Undoes SCRAMBLE then 'R U', which must be what the cube shows."""
    from model import Cube
    assert cube == Cube(3).apply(SCRAMBLE + " R U")
    return Solution(tuple(Alg.parse("R U").inverse() + Alg.parse(SCRAMBLE).inverse()))


# -- scramblers: f(n, mode, progress=...) -> a Scramble's .moves, .text and .mode ---------
def fixed_scrambler(n, mode, progress=None):
    """SCRAMBLE, whatever the size, in the mode asked for ('fake' by default)."""
    return SimpleNamespace(moves=tuple(Alg.parse(SCRAMBLE)), text=SCRAMBLE, mode=mode or 'fake')


def fake_mode_scrambler(n, mode, progress=None):
    """SCRAMBLE, always in mode 'fake'."""
    return SimpleNamespace(moves=tuple(Alg.parse(SCRAMBLE)), text=SCRAMBLE, mode='fake')


#: The scrambles `numbered_scrambler` gives, call after call (the first is SCRAMBLE).
NUMBERED = (SCRAMBLE, "F2 D' L U B' R2 D", "U' L2 B R' D2 F U", "B D2 R F' U L2 B'", "L' F U2 D R B' L2",
            "D B' L2 U F2 R' D'")


def calls(folder) -> int:
    """How many scrambles a numbered scrambler with this folder has begun."""
    return len(list(Path(folder).glob('call-*')))


def _claim(folder: str) -> int:
    """This call's number, 0, 1, ..., counted in `folder` (each process sees it)."""
    i = 0
    while True:
        try:
            os.close(os.open(Path(folder) / f'call-{i}', os.O_CREAT | os.O_EXCL))
            return i
        except FileExistsError:
            i += 1


def numbered_scrambler(folder, n, mode, progress=None):
    """NUMBERED[i] for the i-th call counted in `folder`, in the mode asked for."""
    return _numbered(_claim(folder), mode)


def held_after_first_scrambler(folder, n, mode, progress=None):
    """As numbered_scrambler, but every call after the first reports a quarter done,
    says it started and waits for the gate's release."""
    i = _claim(folder)
    if i > 0:
        progress(0.25, '')
        _started(folder)
        _held(folder)
    return _numbered(i, mode)


def _numbered(i: int, mode):
    text = NUMBERED[i % len(NUMBERED)]
    return SimpleNamespace(moves=tuple(Alg.parse(text)), text=text, mode=mode or 'fake')
