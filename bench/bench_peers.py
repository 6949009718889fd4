"""CubeLab's 4x4 and 5x5 solver beside TPR and cube555, on the same states.

The peers are cs0x7f's public Java reduction solvers: TPR (4x4, three-phase
reduction, ~20 MB of tables) and cube555 (5x5, five-phase reduction, ~230 MB).
They are benchmark peers only, never a dependency of the app or its tests.
Without them this script runs CubeLab alone and says how to build them.

    PYTHONPATH=$PWD .venv/bin/python bench/bench_peers.py [--sizes 4 5] [--count K] [--seed S]
        [--random-state] [--tpr DIR] [--cube555 DIR]

Fetch and build the peers once, outside the repository (javac 8 or later;
from a local mirror: `git -C MIRROR archive HEAD | tar -x -C /work/peers/NAME`):

    git clone https://github.com/cs0x7f/TPR-4x4x4-Solver /work/peers/tpr
    (cd /work/peers/tpr && sh make.sh)                 # threephase.jar beside its twophase.jar
    git clone https://github.com/cs0x7f/cube555 /work/peers/cube555
    (cd /work/peers/cube555 && mkdir -p dist && javac -d dist -cp lib/twophase.jar src/*.java)

then pass `--tpr /work/peers/tpr --cube555 /work/peers/cube555`
(docs/benchmarks.md names the commits measured). This script compiles its
driver for each peer (bench/peers/TprDriver.java, Cube555Driver.java, with
the PeerLoop.java they share) into DIR/cubelab-driver/ the first time
(`javac` on PATH). A driver reads one facelet string a line and answers
`solution TAB seconds TAB cpu-seconds`, so one JVM serves every state. Each
peer keeps its tables in its DIR (the JVM runs there): TPR writes ~11 MB in
seconds, cube555 ~230 MB in minutes, the first time.

States: random-moves scrambles of 60N moves (every outer and wide layer set,
as bench_nxn.py draws them), seeded by --seed (printed); with --random-state the
4x4 states are uniformly random ones (scramble/four_state.py) instead. The
peers read the model's facelet export (Kociemba order U R F D L B, face
letters; on the 5x5 the letters name the faces the centres show).

Every solution, ours and the peers', is replayed on a copy of the model cube
it was asked to solve. TPR writes `Uw2`-style wide turns (2 layers) and ends
with whole-cube rotations (`x y2`); cube555 writes 2-layer wides in lower case
(`u'`), phases separated by dots. Each token is read into a model Move by the
parsers below (an unknown token fails the solve). `solved` counts the
solutions after which every face shows one colour; `home` those that also
end with white on U and green on F (an even cube has no fixed centres, so a
solver may finish it turned: that still counts as solved). Moves are counted
in OBTM by the model's metrics module (`htm` with the size known: an outer
block such as Rw counts 1, an inner slice 2, a rotation 0), not by the solver.

Times are per solve: `mean s`, `median s` and `max s` of wall time;
`cpu s` is the solver's CPU time: the process's (for a peer, the JVM's, its
compiler and collector threads included). On a shared machine it is the
fairer figure. Each solver first
solves a state of its own, untimed (CubeLab's move tables into memory; a
peer's JVM start, table load and compilation of its hot code): `load s` is
the time until that is done.
"""
from __future__ import annotations

import argparse
import queue
import random
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from model import Cube, Move
from model.metrics import count
from scramble.four_state import random_state
from scramble.rules import layer_sets, random_moves
from solver import solve_cube

DRIVERS = Path(__file__).resolve().parent / 'peers'
#: Seconds a peer may take over one state before the bench gives up on it.
PEER_TIMEOUT = 300.0
FACES = 'URFDLB'
AMOUNTS = {'': 1, "'": -1, '2': 2, "2'": -2}
DEFAULT_COUNTS = {4: 30, 5: 20}


@dataclass(frozen=True)
class Peer:
    """A peer solver: its name, size, driver class and the class path under its DIR."""
    name: str
    size: int
    driver: str
    classpath: tuple[str, ...]


TPR = Peer('TPR', 4, 'TprDriver', ('threephase.jar', 'twophase.jar'))
CUBE555 = Peer('cube555', 5, 'Cube555Driver', ('dist', 'lib/twophase.jar'))
PEERS = {4: TPR, 5: CUBE555}


def tpr_moves(text: str) -> list[Move]:
    """TPR's answer -> Moves: `U`, `Uw2`, `Fw'` (w: the outer 2 layers) and,
    at the end, whole-cube rotations `x`, `y2`, `z'`."""
    moves = []
    for token in text.split():
        body, amount = _split_amount(token)
        if body in ('x', 'y', 'z'):
            moves.append(Move(body, 1, 1, amount))
        elif len(body) == 2 and body[0] in FACES and body[1] == 'w':
            moves.append(Move(body[0], 1, 2, amount))
        elif len(body) == 1 and body in FACES:
            moves.append(Move(body, 1, 1, amount))
        else:
            raise ValueError(f"TPR: unknown move {token!r}")
    return moves


def cube555_moves(text: str) -> list[Move]:
    """cube555's answer -> Moves: `U2`, `R'` (outer layer), `u`, `l2`, `r'`
    (lower case: the outer 2 layers), separated by spaces and dots."""
    moves = []
    for token in text.replace('.', ' ').split():
        body, amount = _split_amount(token)
        if len(body) != 1 or body.upper() not in FACES:
            raise ValueError(f"cube555: unknown move {token!r}")
        moves.append(Move(body.upper(), 1, 2 if body.islower() else 1, amount))
    return moves


def _split_amount(token: str) -> tuple[str, int]:
    for suffix in ("2'", '2', "'"):
        if token.endswith(suffix) and len(token) > len(suffix):
            return token[:-len(suffix)], AMOUNTS[suffix]
    return token, 1


PARSERS = {4: tpr_moves, 5: cube555_moves}


def peer_facelets(cube: Cube) -> str:
    """The facelet string a peer reads: Kociemba order, face letters; on odd
    sizes each letter names the face whose centre shows that colour."""
    return cube.to_facelets(by_centres=cube.n % 2 == 1)


def verdict(cube: Cube, moves: list[Move]) -> tuple[bool, bool]:
    """(solved: every face one colour, home: and white on U, green on F) after
    `moves` are replayed on a copy of `cube`."""
    end = cube.copy().apply(moves)
    return end.is_solved(), end.same_look(Cube(cube.n))


def states(n: int, count_: int, seed: int, random_state_4: bool = False) -> list[Cube]:
    """The benchmark's states for size n: random-moves scrambles of 60n moves,
    or with random_state_4 on the 4x4, uniformly random states."""
    rng = random.Random(f'peers {seed} {n}')
    if n == 4 and random_state_4:
        return [random_state(rng) for _ in range(count_)]
    return [Cube(n).apply(random_moves(layer_sets(n), 60 * n, rng)) for _ in range(count_)]


def warm_up_cube(n: int, seed: int) -> Cube:
    """A state of its own that each solver solves once before the timed ones."""
    return Cube(n).apply(random_moves(layer_sets(n), 60 * n, random.Random(f'peers warm-up {seed} {n}')))


@dataclass
class Run:
    """One solver's results on one size's states."""
    solver: str
    n: int
    load_s: float = 0.0
    obtm: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    solved: int = 0
    home: int = 0
    failures: list[str] = field(default_factory=list)

    def record(self, index: int, cube: Cube, moves: list[Move], seconds: float, cpu: float) -> None:
        solved, home = verdict(cube, moves)
        self.solved += solved
        self.home += home
        if not solved:
            self.failures.append(f"state {index}: the solution leaves the cube unsolved")
        self.obtm.append(count(moves, 'htm', self.n))
        self.seconds.append(seconds)
        self.cpu.append(cpu)


def run_cubelab(n: int, cubes: list[Cube], seed: int) -> Run:
    run = Run('CubeLab', n)
    start = time.perf_counter()
    solve_cube(warm_up_cube(n, seed))
    run.load_s = time.perf_counter() - start
    for i, cube in enumerate(cubes):
        start, start_cpu = time.perf_counter(), time.process_time()
        solution = solve_cube(cube)
        run.record(i, cube, list(solution.moves), time.perf_counter() - start, time.process_time() - start_cpu)
    return run


class PeerProcess:
    """A peer's driver in one JVM: facelets in, (solution, seconds, cpu) out."""

    def __init__(self, peer: Peer, home: Path, java: str = 'java', javac: str = 'javac'):
        classpath = [str(home / part) for part in peer.classpath] + [str(compiled_driver(peer, home, javac))]
        self.proc = subprocess.Popen([java, '-cp', ':'.join(classpath), peer.driver], cwd=home, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        if self._answer(PEER_TIMEOUT * 3) != 'ready':
            raise RuntimeError(f"{peer.name}: its driver did not start (run it by hand in {home} to see why)")

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line.rstrip('\n'))
        self.lines.put(None)

    def _answer(self, timeout: float) -> str | None:
        try:
            return self.lines.get(timeout=timeout)
        except queue.Empty:
            return None

    def solve(self, facelets: str) -> tuple[str, float, float]:
        self.proc.stdin.write(facelets + '\n')
        self.proc.stdin.flush()
        line = self._answer(PEER_TIMEOUT)
        if line is None:
            raise RuntimeError(f"no answer within {PEER_TIMEOUT:g} s")
        solution, seconds, cpu = line.split('\t')
        return solution, float(seconds), float(cpu)

    def close(self) -> None:
        self.proc.stdin.close()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def compiled_driver(peer: Peer, home: Path, javac: str = 'javac') -> Path:
    """DIR/cubelab-driver holding the peer's driver classes, compiled from
    bench/peers/ (the driver and the PeerLoop it runs) when missing or older
    than their sources."""
    sources = [DRIVERS / f'{peer.driver}.java', DRIVERS / 'PeerLoop.java']
    out = home / 'cubelab-driver'
    built = [out / f'{peer.driver}.class', out / 'PeerLoop.class']
    newest = max(source.stat().st_mtime for source in sources)
    if not all(b.exists() for b in built) or min(b.stat().st_mtime for b in built) < newest:
        out.mkdir(exist_ok=True)
        classpath = ':'.join(str(home / part) for part in peer.classpath)
        subprocess.run([javac, '-nowarn', '-sourcepath', '', '-d', str(out), '-cp', classpath,
                        *map(str, sources)], check=True)
    return out


def run_peer(peer: Peer, home: Path, cubes: list[Cube], seed: int, java: str, javac: str) -> Run:
    run = Run(peer.name, peer.size)
    start = time.perf_counter()
    driver = PeerProcess(peer, home, java, javac)
    parse = PARSERS[peer.size]
    try:
        driver.solve(peer_facelets(warm_up_cube(peer.size, seed)))
        run.load_s = time.perf_counter() - start
        for i, cube in enumerate(cubes):
            try:
                text, seconds, cpu = driver.solve(peer_facelets(cube))
                moves = parse(text)
            except (RuntimeError, ValueError) as exc:
                run.failures.append(f"state {i}: {exc}")
                continue
            run.record(i, cube, moves, seconds, cpu)
    finally:
        driver.close()
    return run


HEADER = (f"{'N':>2} {'solver':<8} {'solved':>7} {'home':>6} {'OBTM':>6} {'max':>4} {'median':>6} "
          f"{'mean s':>7} {'median s':>8} {'max s':>6} {'cpu s':>6} {'cpu med':>7} {'load s':>6}")


def row(run: Run, count_: int) -> str:
    if not run.obtm:
        return f"{run.n:>2} {run.solver:<8} {run.solved:>3}/{count_:<3} (no solution read)"
    return (f"{run.n:>2} {run.solver:<8} {run.solved:>3}/{count_:<3} {run.home:>2}/{count_:<3} "
            f"{statistics.mean(run.obtm):>6.1f} {max(run.obtm):>4} {statistics.median(run.obtm):>6g} "
            f"{statistics.mean(run.seconds):>7.2f} {statistics.median(run.seconds):>8.2f} {max(run.seconds):>6.2f} "
            f"{statistics.mean(run.cpu):>6.2f} {statistics.median(run.cpu):>7.2f} {run.load_s:>6.1f}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--sizes', type=int, nargs='*', default=[4, 5], choices=[4, 5])
    ap.add_argument('--count', type=int, help='states per size (default: 30 on 4x4, 20 on 5x5)')
    ap.add_argument('--seed', type=int, default=2026)
    ap.add_argument('--random-state', action='store_true', help='4x4: uniformly random states')
    ap.add_argument('--tpr', type=Path, help="TPR's built folder (threephase.jar, twophase.jar)")
    ap.add_argument('--cube555', type=Path, help="cube555's built folder (dist/, lib/twophase.jar)")
    ap.add_argument('--java', default='java')
    ap.add_argument('--javac', default='javac')
    args = ap.parse_args(argv)
    homes = {4: args.tpr, 5: args.cube555}
    print(f"seed {args.seed}; states: " + ', '.join(
        f"{n}x{n} {'random-state' if n == 4 and args.random_state else f'{60 * n} random moves'}"
        for n in args.sizes), flush=True)
    missing = [PEERS[n].name for n in args.sizes if homes[n] is None]
    if missing:
        print(f"without {' and '.join(missing)}: CubeLab alone. To run the peers beside it, build them "
              f"(this script's docstring says how) and pass --tpr DIR / --cube555 DIR.", flush=True)
    print(HEADER, flush=True)
    ok = True
    for n in args.sizes:
        count_ = args.count or DEFAULT_COUNTS[n]
        cubes = states(n, count_, args.seed, args.random_state)
        runs = [run_cubelab(n, cubes, args.seed)]
        print(row(runs[0], count_), flush=True)
        if homes[n] is not None:
            runs.append(run_peer(PEERS[n], homes[n].resolve(), cubes, args.seed, args.java, args.javac))
            print(row(runs[-1], count_), flush=True)
        for run in runs:
            ok &= run.solved == count_
            for failure in run.failures:
                print(f"   {run.solver} {n}x{n} {failure}", flush=True)
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
