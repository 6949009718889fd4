"""A saved cube: JSON with a format name and version; size, state, undo history and camera.

    {"format": "cubelab-cube", "version": 1, "size": 3,
     "state": "<facelet string, face letters>",
     "history": {"done": [entry, ...], "undone": [entry, ...]},
     "camera": {"yaw": -38.0, "pitch": 27.0, "zoom": 1.0}}

An entry is {"kind": "turn" | "alg" | "scramble" | "solution" | "replay" | "reset" |
"size", "moves": "R U R'", "before": facelets or null, "base": facelets or null,
"count_before": 0}; its cubes may be of another size than the file's (a size change).
Reading checks everything and raises CubeFileError with one sentence; it never
changes anything, so a bad file loses nothing. Never pickle: plain JSON only.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path

from model import Alg, Cube, CubeLabError
from model.limits import check_size
from model.notation import Budget

from .atomic import write_atomic
from .safe_read import read_regular

FORMAT = 'cubelab-cube'
VERSION = 1
SUFFIX = '.cube.json'
#: The undo history's kinds of step (controller/undo.py): a reset or size change
#: keeps the cube before it, which may be of another size.
KINDS = ('turn', 'alg', 'scramble', 'solution', 'replay', 'reset', 'size')
#: Larger files are refused before they are read (a 50x50 with a long history is a few MB).
MAX_BYTES = 64 * 1024 * 1024


class CubeFileError(CubeLabError):
    """A saved-cube file that cannot be opened; the message says why."""


@dataclass
class SavedEntry:
    kind: str
    moves: Alg
    before: Cube | None = None
    base: Cube | None = None
    count_before: int = 0


@dataclass
class SavedCube:
    cube: Cube
    done: list[SavedEntry] = field(default_factory=list)
    undone: list[SavedEntry] = field(default_factory=list)
    camera: dict[str, float] = field(default_factory=dict)

    @property
    def size(self) -> int:
        return self.cube.n


def save(saved: SavedCube, path: Path | str) -> Path:
    """Write `saved` to `path` atomically (a crash leaves the old file whole)."""
    path = Path(path)
    data = {
        'format': FORMAT, 'version': VERSION, 'size': saved.cube.n,
        'state': saved.cube.to_facelets(),
        'history': {'done': [_entry_data(e) for e in saved.done],
                    'undone': [_entry_data(e) for e in saved.undone]},
        'camera': {k: float(v) for k, v in saved.camera.items()},
    }
    write_atomic(path, json.dumps(data, indent=1) + '\n')
    return path


def _entry_data(entry: SavedEntry) -> dict:
    return {'kind': entry.kind, 'moves': str(entry.moves),
            'before': entry.before.to_facelets() if entry.before is not None else None,
            'base': entry.base.to_facelets() if entry.base is not None else None,
            'count_before': int(entry.count_before)}


def load(path: Path | str) -> SavedCube:
    """Read a saved cube; CubeFileError says what is wrong with the file."""
    path = Path(path)
    try:
        raw = read_regular(path, MAX_BYTES)
    except OSError as exc:
        raise CubeFileError(f"could not open {path}: {exc.strerror or exc}") from None
    try:
        data = json.loads(raw.decode('utf-8-sig'), parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise CubeFileError(f"{path.name} is not a saved cube: it is not UTF-8 text") from None
    except (ValueError, RecursionError) as exc:
        raise CubeFileError(f"{path.name} is not a saved cube: it is not valid JSON ({exc})") from None
    try:
        return _read(data)
    except CubeFileError as exc:
        raise CubeFileError(f"{path.name}: {exc}") from None


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def _read(data) -> SavedCube:
    if not isinstance(data, dict) or data.get('format') != FORMAT:
        raise CubeFileError(f"not a CubeLab saved cube (no \"format\": \"{FORMAT}\")")
    version = data.get('version')
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise CubeFileError(f"the version must be a whole number, not {version!r}")
    if version > VERSION:
        raise CubeFileError(f"the file is version {version}, made by a newer CubeLab "
                            f"(this one reads version {VERSION})")
    size = data.get('size')
    try:
        n = check_size(size)
    except CubeLabError as exc:
        raise CubeFileError(str(exc)) from None
    cube = _cube(data.get('state'), n, 'the state')
    history = data.get('history', {})
    if not isinstance(history, dict):
        raise CubeFileError("the history must be an object with \"done\" and \"undone\"")
    budget = Budget('the undo history')      # one bound on the whole history's moves
    done = _entries(history.get('done', []), n, 'done', budget)
    undone = _entries(history.get('undone', []), n, 'undone', budget)
    camera = data.get('camera', {})
    if not isinstance(camera, dict):
        raise CubeFileError("the camera must be an object of numbers")
    view = {}
    for key in ('yaw', 'pitch', 'zoom'):
        if key in camera:
            value = camera[key]
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise CubeFileError(f"camera {key} must be a number, not {value!r}")
            view[key] = float(value)
    return SavedCube(cube, done, undone, view)


def _cube(text, n: int | None, what: str) -> Cube:
    """A cube from its facelets: of size n, or of the size its length says (None)."""
    if not isinstance(text, str):
        raise CubeFileError(f"{what} must be a facelet string")
    try:
        return Cube.from_facelets(text, n)
    except CubeLabError as exc:
        size = f"{n}x{n} " if n is not None else ''
        raise CubeFileError(f"{what} is not a real {size}cube: {exc}") from None


def _entries(items, n: int, name: str, budget: Budget) -> list[SavedEntry]:
    if not isinstance(items, list):
        raise CubeFileError(f"history {name} must be a list")
    out = []
    for i, item in enumerate(items, 1):
        where = f"history {name} entry {i}"
        if not isinstance(item, dict):
            raise CubeFileError(f"{where} must be an object")
        kind = item.get('kind')
        if kind not in KINDS:
            raise CubeFileError(f"{where}: unknown kind {kind!r} (one of {', '.join(KINDS)})")
        moves_text = item.get('moves', '')
        if not isinstance(moves_text, str):
            raise CubeFileError(f"{where}: moves must be text")
        before = _cube(item['before'], None, f"{where} before") if item.get('before') is not None else None
        base = _cube(item['base'], None, f"{where} base") if item.get('base') is not None else None
        try:
            moves = Alg.parse(moves_text, base.n if base is not None else None, budget)
        except CubeLabError as exc:
            raise CubeFileError(f"{where}: {exc}") from None
        if kind == 'turn' and len(moves) != 1:
            raise CubeFileError(f"{where}: a turn is one move, not {len(moves)}")
        if kind != 'turn' and base is None:
            raise CubeFileError(f"{where}: a {kind} needs the cube it started from (\"base\")")
        count = item.get('count_before', 0)
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise CubeFileError(f"{where}: count_before must be a whole number")
        out.append(SavedEntry(kind, moves, before, base, count))
    return out
