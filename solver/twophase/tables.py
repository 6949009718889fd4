"""The two-phase solver's tables: what is built, cached, and handed to the search.

`build()` makes every array (move tables, symmetry classes, pruning tables);
`load()` gets them through the shared cache and returns `Tables`, with the
hot ones converted to the Python containers the search indexes fastest.
"""
from __future__ import annotations

import threading
import time
from array import array
from typing import Callable

import numpy as np

from . import coords, movetables, pruning, symmetry
from .cubie import N_MOVE, PHASE2_MOVES
from ..cache import load_or_build

TABLES_NAME = 'twophase3'
TABLES_VERSION = 3
N_FLIPSLICE_TWIST = symmetry.N_FLIPSLICE_CLASS * coords.N_TWIST  # 140,908,410
N_CORNERS_UD_EDGES = symmetry.N_CORNER_CLASS * coords.N_UD_EDGES  # 111,605,760


def _raw_move_conj(raw_move: np.ndarray, raw_conj: np.ndarray, moves) -> np.ndarray:
    """(len(moves), n_raw * 16): raw_conj[raw_move[raw, m], s] at raw*16 + s."""
    return np.stack([raw_conj[raw_move[:, m]].ravel() for m in moves])


def build(progress: Callable[[float], None] | None = None, log: Callable[[str], None] | None = None) -> dict:
    """Every table of the solver, as numpy arrays (`log` gets timing lines).

    `progress` is told the share of the build's time done: the move and symmetry
    tables take about 6% of it, the phase-1 search 44%, phase 2's 46.5%, the
    corner-slice table and the saving the rest (3.5, 25.3, 26.7 and 1.9 s of 57.4 s,
    measured on this project's 2-core test machine, load average about 7,
    2026-11-28); within each, its own loop tells how far it is."""
    t0 = time.perf_counter()
    say = log or (lambda _: None)
    report = progress or (lambda _: None)
    makers = {
        'twist_move': movetables.twist_move,
        'flip_move': movetables.flip_move,
        'slice_sorted_move': movetables.slice_sorted_move,
        'u_edges_move': movetables.u_edges_move,
        'd_edges_move': movetables.d_edges_move,
        'corners_move': movetables.corners_move,
        'ud_edges_move': movetables.ud_edges_move,
        'ud_edges_from_u_and_d': movetables.ud_edges_from_u_and_d,
        'twist_conj': lambda: symmetry.twist_conj_table().astype(np.uint16),
        'ud_edges_conj': lambda: symmetry.ud_edges_conj_table().astype(np.uint16),
    }
    out = {}
    for i, (name, make) in enumerate(makers.items()):
        out[name] = make()
        report(0.03 * (i + 1) / len(makers))
    fs_conj = symmetry.flipslice_conj()
    fs_class, fs_sym, fs_rep = symmetry.classes(fs_conj)
    fs_stab = symmetry.stabilizers(fs_conj, fs_rep)
    del fs_conj
    report(0.045)
    co_conj = symmetry.corners_conj()
    co_class, co_sym, co_rep = symmetry.classes(co_conj)
    co_stab = symmetry.stabilizers(co_conj, co_rep)
    out.update(flipslice_class=fs_class.astype(np.uint16), flipslice_sym=fs_sym, corners_class=co_class, corners_sym=co_sym)
    say(f"move and symmetry tables: {time.perf_counter() - t0:.1f} s")
    report(0.06)

    # phase 1: (flipslice class, twist), 18 moves
    rep_flip, rep_slice = fs_rep % coords.N_FLIP, fs_rep // coords.N_FLIP
    fs_next = (coords.N_FLIP * (out['slice_sorted_move'][rep_slice * 24].astype(np.int64) // 24)
               + out['flip_move'][rep_flip])  # (classes, 18)
    graph = pruning.SymReducedGraph(
        coords.N_TWIST, fs_class[fs_next].T, fs_sym[fs_next].T,
        _raw_move_conj(out['twist_move'], out['twist_conj'], range(N_MOVE)), out['twist_conj'], fs_stab)
    depth = pruning.bfs(graph, progress=lambda f: report(0.06 + 0.44 * f), label='phase 1')
    out['phase1_prune'] = pruning.pack_mod3_base3(depth)
    del depth, graph
    say(f"phase 1 pruning: {time.perf_counter() - t0:.1f} s")

    # phase 2: (corners class, ud_edges), 10 moves
    p2 = list(PHASE2_MOVES)
    co_next = out['corners_move'][co_rep][:, p2]
    ud_move = out['ud_edges_move'][:, p2]
    graph = pruning.SymReducedGraph(
        coords.N_UD_EDGES, co_class[co_next].T, co_sym[co_next].T,
        _raw_move_conj(ud_move, out['ud_edges_conj'], range(len(p2))), out['ud_edges_conj'], co_stab)
    depth = pruning.bfs(graph, progress=lambda f: report(0.5 + 0.465 * f), label='phase 2')
    out['phase2_prune'] = pruning.pack_nibbles(depth)
    del depth, graph
    say(f"phase 2 pruning: {time.perf_counter() - t0:.1f} s")

    out['cornslice_depth'] = pruning.plain_bfs(out['corners_move'], out['slice_sorted_move'][:24], p2)
    report(1.0)
    say(f"all tables: {time.perf_counter() - t0:.1f} s")
    return out


class Tables:
    """The arrays the search reads, as the Python containers it indexes
    fastest: lists for small tables, array('H'/'i') for large ones, bytes
    for uint8 ones. Move tables are flat: table[18 * x + m]."""

    def __init__(self, arrays: dict[str, np.ndarray]):
        a = arrays
        self.arrays = a                     # as loaded, for the numpy search (layered.py)
        self.twist_move = a['twist_move'].ravel().tolist()
        self.flip_move = a['flip_move'].ravel().tolist()
        self.slice_move = a['slice_sorted_move'].ravel().tolist()
        self.twist_conj = a['twist_conj'].ravel().tolist()
        self.corners_class = a['corners_class'].tolist()
        self.corners_sym = a['corners_sym'].tolist()
        self.u_edges_move = _array('H', a['u_edges_move'])
        self.d_edges_move = _array('H', a['d_edges_move'])
        self.corners_move = _array('H', a['corners_move'])
        self.ud_edges_move = _array('H', a['ud_edges_move'])
        self.ud_edges_conj = _array('H', a['ud_edges_conj'])
        self.ud_edges_from_u_and_d = _array('H', a['ud_edges_from_u_and_d'])
        self.flipslice_class = _array('H', a['flipslice_class'])
        # uint8 tables stay views of the memory-mapped cache (no copy): every
        # process that solves shares one copy of these 85 MB in the page cache.
        self.flipslice_sym = _bytes_view(a['flipslice_sym'])
        self.phase1_prune = _bytes_view(a['phase1_prune'])
        self.phase2_prune = _bytes_view(a['phase2_prune'])
        self.cornslice_depth = _bytes_view(a['cornslice_depth'])
        # Phase 1's hot loop carries twist, slice_sorted and corners multiplied by
        # 18 (the row start in their move tables), so these give 18 * result, and
        # twist_conj18[18 * twist + sym] / slice_flipslice18[18 * slice_sorted]
        # read such values directly.
        self.twist_move18 = (a['twist_move'].astype(np.int64) * 18).ravel().tolist()
        self.slice_move18 = (a['slice_sorted_move'].astype(np.int64) * 18).ravel().tolist()
        self.corners_move18 = _array('i', a['corners_move'].astype(np.int32) * 18)
        conj18 = np.zeros((coords.N_TWIST, N_MOVE), dtype=np.int64)
        conj18[:, :16] = a['twist_conj']
        self.twist_conj18 = conj18.ravel().tolist()
        fs18 = np.zeros(coords.N_SLICE_SORTED * N_MOVE, dtype=np.int64)
        fs18[::N_MOVE] = (np.arange(coords.N_SLICE_SORTED) // 24) * coords.N_FLIP
        self.slice_flipslice18 = fs18.tolist()
        if len(self.phase1_prune) * 5 < N_FLIPSLICE_TWIST or len(self.phase2_prune) * 2 < N_CORNERS_UD_EDGES:
            raise ValueError("pruning tables have the wrong size")

    def phase1_mod3(self, flip: int, twist: int, slice_sorted: int) -> int:
        fs = (slice_sorted // 24) * coords.N_FLIP + flip
        idx = coords.N_TWIST * self.flipslice_class[fs] + self.twist_conj[(twist << 4) + self.flipslice_sym[fs]]
        return pruning.BASE3_DIGIT[(self.phase1_prune[idx // 5] << 3) + idx % 5]

    # -- exact distances (for search roots) ---------------------------------------------
    def phase1_depth(self, flip: int, twist: int, slice_sorted: int, cap: int = 99) -> int:
        """Exact phase-1 distance, by walking down the mod-3 table (or cap + 1
        as soon as it is known to exceed cap)."""
        flip_move, twist_move, slice_move = self.flip_move, self.twist_move, self.slice_move
        fs_class, fs_sym, twist_conj, p1 = self.flipslice_class, self.flipslice_sym, self.twist_conj, self.phase1_prune
        digit = pruning.BASE3_DIGIT
        depth = 0
        r = self.phase1_mod3(flip, twist, slice_sorted)
        while flip or twist or slice_sorted >= 24:
            if depth > cap:
                return depth
            want = (r - 1) % 3
            for m in range(N_MOVE):
                f2, t2, s2 = flip_move[18 * flip + m], twist_move[18 * twist + m], slice_move[18 * slice_sorted + m]
                fs = (s2 // 24 << 11) + f2
                idx = 2187 * fs_class[fs] + twist_conj[(t2 << 4) + fs_sym[fs]]
                if digit[(p1[idx // 5] << 3) + idx % 5] == want:
                    flip, twist, slice_sorted, r = f2, t2, s2, want
                    depth += 1
                    break
            else:
                raise RuntimeError("phase-1 pruning table is inconsistent; delete the table cache")
        return depth

    def phase2_depth(self, corners: int, ud_edges: int) -> int:
        """Distance of (corners, ud_edges) to solved in phase 2 (15 means >= 15)."""
        idx = coords.N_UD_EDGES * self.corners_class[corners] + self.ud_edges_conj[(ud_edges << 4) + self.corners_sym[corners]]
        return (self.phase2_prune[idx >> 1] >> ((idx & 1) << 2)) & 15


def _bytes_view(a: np.ndarray) -> memoryview:
    """A uint8 array as a memoryview: indexed like bytes, without copying."""
    return memoryview(np.ascontiguousarray(a.ravel(), dtype=np.uint8))


def _array(code: str, a: np.ndarray) -> array:
    out = array(code)
    out.frombytes(memoryview(np.ascontiguousarray(a.ravel(), dtype=np.dtype(code))).cast('B'))
    return out


_loaded: Tables | None = None
_loading = threading.Lock()


def load(progress: Callable[[float], None] | None = None) -> Tables:
    """The tables, from the cache or built (once per process, thread-safe)."""
    global _loaded
    with _loading:
        if _loaded is None:
            _loaded = Tables(load_or_build(TABLES_NAME, TABLES_VERSION, lambda p: build(p), progress))
        return _loaded


def forget() -> None:
    """Drop the tables this process holds, so the next `load` reads (or builds)
    them again: for timing a load, or pointing the cache somewhere else."""
    global _loaded
    with _loading:
        _loaded = None
