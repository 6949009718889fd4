"""The cache of solver tables: load a named set of numpy arrays, or build and save it.

One file per table set, `<name>-v<version>.npz` in the user cache directory
(`CUBELAB_CACHE_DIR` overrides it). The file holds a sha256 of the name,
version and every array, checked on each load; a missing, truncated, corrupt
or foreign file is rebuilt, never trusted. Writes go to a temporary file that
replaces the old one atomically, under a lock file so that two processes
starting at once build the set once. Arrays only: no pickle, ever.
"""
from __future__ import annotations

import hashlib
import os
import tempfile
import zipfile
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

import numpy as np

CACHE_ENV = 'CUBELAB_CACHE_DIR'
_CHECKSUM_KEY = '__sha256__'

Progress = Callable[[float], None]


class TableCacheError(OSError):
    """The cache directory cannot be used (not writable, disk full)."""


def cache_dir() -> Path:
    """Where tables live: $CUBELAB_CACHE_DIR, else the user cache directory."""
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    from platformdirs import user_cache_dir
    return Path(user_cache_dir('cubelab'))


def table_path(name: str, version: int) -> Path:
    return cache_dir() / f"{name}-v{version}.npz"


def load_or_build(name: str, version: int, build: Callable[[Progress | None], dict[str, np.ndarray]],
                  progress: Progress | None = None) -> dict[str, np.ndarray]:
    """The arrays of table set `name`, read from the cache if a valid copy is
    there, else built by `build(progress)` and saved. `progress` gets
    fractions 0..1 while building."""
    path = table_path(name, version)
    arrays = read(path, name, version)
    if arrays is not None:
        return arrays
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise TableCacheError(f"cannot create the table cache {path.parent}: {exc}. "
                              f"Set {CACHE_ENV} to a writable folder.") from exc
    with _locked(path.with_suffix('.lock')):
        arrays = read(path, name, version)  # another process may have built it meanwhile
        if arrays is None:
            arrays = {k: np.ascontiguousarray(v) for k, v in build(progress).items()}
            write(path, name, version, arrays)
            _remove_old_versions(name, version)
    if progress:
        progress(1.0)
    return arrays


def checksum(name: str, version: int, arrays: dict[str, np.ndarray]) -> bytes:
    h = hashlib.sha256(f"{name}-v{version}".encode())
    for key in sorted(arrays):
        a = np.ascontiguousarray(arrays[key])
        h.update(f"{key}:{a.dtype.str}:{a.shape}".encode())
        h.update(memoryview(a).cast('B'))
    return h.digest()


def read(path: Path, name: str, version: int) -> dict[str, np.ndarray] | None:
    """The arrays in `path`, or None if it is missing or fails its checksum."""
    try:
        with np.load(path, allow_pickle=False) as npz:
            arrays = {k: npz[k] for k in npz.files}
    except FileNotFoundError:
        return None
    except (OSError, ValueError, EOFError, KeyError, zipfile.BadZipFile):
        return None  # truncated, corrupt, or not an npz file at all
    stored = arrays.pop(_CHECKSUM_KEY, None)
    if stored is None or stored.tobytes() != checksum(name, version, arrays):
        return None
    return arrays


def write(path: Path, name: str, version: int, arrays: dict[str, np.ndarray]) -> None:
    """Save atomically: a temporary file in the same folder, then os.replace."""
    digest = np.frombuffer(checksum(name, version, arrays), dtype=np.uint8)
    fd, tmp = tempfile.mkstemp(prefix=path.stem + '-', suffix='.tmp', dir=path.parent)
    try:
        with os.fdopen(fd, 'wb') as f:
            np.savez(f, **arrays, **{_CHECKSUM_KEY: digest})
            f.flush()
            os.fsync(f.fileno())
        _chmod_like_new_file(tmp)
        os.replace(tmp, path)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise TableCacheError(f"cannot write {path}: {exc}") from exc
        raise


def _chmod_like_new_file(path: str) -> None:
    """mkstemp makes files private (0600); give the usual permissions instead."""
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(path, 0o666 & ~umask)


def _remove_old_versions(name: str, version: int) -> None:
    for old in cache_dir().glob(f"{name}-v*.npz"):
        if old.name != f"{name}-v{version}.npz":
            try:
                old.unlink()
            except OSError:
                pass


@contextmanager
def _locked(lock_path: Path):
    """An exclusive inter-process lock (advisory; released when the process ends)."""
    with open(lock_path, 'a+b') as f:
        if os.name == 'nt':
            import msvcrt
            f.seek(0)
            while True:
                try:
                    msvcrt.locking(f.fileno(), msvcrt.LK_LOCK, 1)
                    break
                except OSError:
                    continue
            try:
                yield
            finally:
                f.seek(0)
                msvcrt.locking(f.fileno(), msvcrt.LK_UNLCK, 1)
        else:
            import fcntl
            fcntl.flock(f.fileno(), fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(f.fileno(), fcntl.LOCK_UN)
