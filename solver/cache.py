"""The cache of solver tables: load a named set of numpy arrays, or build and save it.

One file per table set, `<name>-v<version>.npy` in the user cache directory
(`CUBELAB_CACHE_DIR` overrides it): a single byte array (numpy.save, so one
read loads it) holding a JSON header and every array, with a sha256 of both
checked on each load. A missing, truncated, corrupt or foreign file, or
anything there that is not a regular file (a FIFO, a link to a device), is
rebuilt, never trusted; the .npy header's shape is checked against the
file's length before anything is read. Files are memory-mapped (on POSIX),
so processes that load the same set share one copy in the page cache.
Writes go to a temporary file named after the writer's pid that replaces the
old one atomically, under a lock file so that two processes starting at once
build the set once; temporaries left by writers that died are removed. A
cache that cannot be written fails before any build, saying how to fix it.
Numeric arrays only: never serialised Python objects.

Over 400 lines: the file format, its checksum, the lock between processes and the
bounded reads are one mechanism, kept in one place so that every table set uses all of it.
"""
from __future__ import annotations

import hashlib
import json
import os
import stat
import tempfile
import threading
import time
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Callable

import numpy as np

CACHE_ENV = 'CUBELAB_CACHE_DIR'

Progress = Callable[[float], None]


class TableCacheError(OSError):
    """The cache directory cannot be used (not writable, disk full)."""


#: $CUBELAB_CACHE_DIR as given, when it was a relative path (made absolute since).
relative_setting: str | None = None


def resolve_cache_env() -> None:
    """Make a relative $CUBELAB_CACHE_DIR absolute, against the folder CubeLab
    started in, once: later calls, a changed working folder and worker
    processes (which inherit the environment) all use the same directory."""
    global relative_setting
    override = os.environ.get(CACHE_ENV)
    if override and not os.path.isabs(override):
        relative_setting = override
        os.environ[CACHE_ENV] = os.path.abspath(override)


def cache_dir() -> Path:
    """Where tables live: $CUBELAB_CACHE_DIR, else the user cache directory."""
    resolve_cache_env()
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    from platformdirs import user_cache_dir
    return Path(user_cache_dir('cubelab'))


def table_path(name: str, version: int) -> Path:
    return cache_dir() / f"{name}-v{version}.npy"


def load_or_build(name: str, version: int, build: Callable[[Progress | None], dict[str, np.ndarray]],
                  progress: Progress | None = None) -> dict[str, np.ndarray]:
    """The arrays of table set `name`, read from the cache if a valid copy is
    there, else built by `build(progress)` and saved. `progress` gets
    fractions 0..1 while building. Returned arrays are read-only."""
    path = table_path(name, version)
    arrays = read(path, name, version)
    if arrays is not None:
        _remove_dead_temporaries(path)
        return arrays
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _unusable(f"cannot create the table cache {path.parent}: {exc}") from exc
    if path.is_dir():
        raise _unusable(f"the table cache file {path} is a folder; remove it")
    _check_writable(path)
    with _locked(path.with_suffix('.lock')):
        _remove_dead_temporaries(path)
        arrays = read(path, name, version)  # another process may have built it meanwhile
        if arrays is None:
            blob = pack(name, version, build(progress))
            write(path, blob)
            arrays = unpack(blob, name, version)
            _remove_old_versions(name, version)
    if progress:
        progress(1.0)
    return arrays


# File layout: one uint8 .npy array: MAGIC, the data start (uint64 little-endian),
# a JSON header (name, version, arrays: key/dtype/shape/offset/nbytes, sha256
# of header and data), then each array's bytes at its offset (64-byte aligned).
MAGIC = b'CUBELAB-TABLES\x00\x01'
_ALIGN = 64


def pack(name: str, version: int, arrays: dict[str, np.ndarray]) -> np.ndarray:
    """All arrays in one byte blob with a checksummed header."""
    entries, offset = [], 0
    arrays = {k: np.ascontiguousarray(v) for k, v in arrays.items()}
    for key in sorted(arrays):
        a = arrays[key]
        if a.dtype.kind not in 'biuf':
            raise TypeError(f"table {key!r}: only numeric arrays can be cached, not {a.dtype}")
        entries.append({'key': key, 'dtype': a.dtype.str, 'shape': list(a.shape), 'offset': offset,
                        'nbytes': a.nbytes})
        offset += -(-a.nbytes // _ALIGN) * _ALIGN
    data = np.zeros(offset, dtype=np.uint8)
    for e in entries:
        data[e['offset']:e['offset'] + e['nbytes']] = arrays[e['key']].reshape(-1).view(np.uint8)
    header = {'name': name, 'version': version, 'arrays': entries}
    header['sha256'] = _digest(header, data)
    text = json.dumps(header, sort_keys=True).encode()
    start = -(-(len(MAGIC) + 8 + len(text)) // _ALIGN) * _ALIGN
    blob = np.zeros(start + len(data), dtype=np.uint8)
    blob[:len(MAGIC)] = np.frombuffer(MAGIC, dtype=np.uint8)
    blob[len(MAGIC):len(MAGIC) + 8] = np.frombuffer(np.array(start, dtype='<u8').tobytes(), dtype=np.uint8)
    blob[len(MAGIC) + 8:len(MAGIC) + 8 + len(text)] = np.frombuffer(text, dtype=np.uint8)
    blob[start:] = data
    return blob


def _digest(header: dict, data: np.ndarray) -> str:
    h = hashlib.sha256(json.dumps({k: v for k, v in header.items() if k != 'sha256'}, sort_keys=True).encode())
    h.update(memoryview(data))
    return h.hexdigest()


def unpack(blob: np.ndarray, name: str, version: int) -> dict[str, np.ndarray] | None:
    """The arrays in a blob (read-only views), or None unless every check passes."""
    try:
        if blob.dtype != np.uint8 or blob.ndim != 1 or blob[:len(MAGIC)].tobytes() != MAGIC:
            return None
        start = int(np.frombuffer(blob[len(MAGIC):len(MAGIC) + 8].tobytes(), dtype='<u8')[0])
        if not len(MAGIC) + 8 < start <= len(blob):
            return None
        header = json.loads(blob[len(MAGIC) + 8:start].tobytes().rstrip(b'\x00'))
        if header.get('name') != name or header.get('version') != version:
            return None
        data = blob[start:]
        if header.get('sha256') != _digest(header, data):
            return None
        arrays = {}
        for e in header['arrays']:
            dtype = np.dtype(e['dtype'])
            if dtype.kind not in 'biuf' or e['offset'] + e['nbytes'] > len(data):
                return None
            a = data[e['offset']:e['offset'] + e['nbytes']].view(dtype).reshape(e['shape'])
            a.flags.writeable = False
            arrays[e['key']] = a
        return arrays
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, UnicodeDecodeError):
        return None


def read(path: Path, name: str, version: int) -> dict[str, np.ndarray] | None:
    """The arrays in `path`, or None if it is missing, damaged or foreign."""
    try:
        if not _length_matches_header(path):
            return None
        blob = np.load(path, mmap_mode='r' if os.name == 'posix' else None, allow_pickle=False)
    except FileNotFoundError:
        return None
    except (OSError, ValueError, EOFError, MemoryError):
        return None  # truncated, corrupt, holding objects, or not a .npy file at all
    if not isinstance(blob, np.ndarray):
        return None
    return unpack(blob, name, version)


def present(path: Path) -> bool:
    """A quick look: `path` is there and as long as its header says (no checksum
    read; `read` still checks everything when the tables are loaded)."""
    try:
        return _length_matches_header(path)
    except (OSError, ValueError, EOFError):
        return False


def _length_matches_header(path: Path) -> bool:
    """True if the .npy header describes a 1-D byte array exactly as long as
    the rest of the file: a header claiming 10**12 bytes is never allocated.
    Only a regular file is looked into (opened without blocking, so a FIFO or a
    link to /dev/zero is refused, not waited on or read without end)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, 'O_NONBLOCK', 0) | getattr(os, 'O_BINARY', 0))
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        return False
    with os.fdopen(fd, 'rb') as f:
        major, _minor = np.lib.format.read_magic(f)
        read_header = np.lib.format.read_array_header_1_0 if major == 1 else np.lib.format.read_array_header_2_0
        shape, _fortran, dtype = read_header(f)
        if dtype != np.uint8 or len(shape) != 1:
            return False
        return f.tell() + shape[0] == os.fstat(f.fileno()).st_size


def write(path: Path, blob: np.ndarray) -> None:
    """Save atomically: a temporary file in the same folder, then os.replace."""
    fd, tmp = tempfile.mkstemp(prefix=f"{path.stem}-{os.getpid()}-", suffix='.tmp', dir=path.parent)
    try:
        with os.fdopen(fd, 'wb') as f:
            np.save(f, blob, allow_pickle=False)
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


def _remove_dead_temporaries(path: Path) -> None:
    """Delete `<stem>-<pid>-*.tmp` files whose writer is no longer running
    (killed mid-write); a live writer's file is left alone."""
    for tmp in path.parent.glob(f"{path.stem}-*-*.tmp"):
        pid = tmp.name[len(path.stem) + 1:].split('-', 1)[0]
        if pid.isdigit() and int(pid) != os.getpid() and not _running(int(pid)):
            try:
                tmp.unlink()
            except OSError:
                pass


def _check_writable(path: Path) -> None:
    """Create and remove a temporary next to `path`: a folder that cannot be
    written fails here, before a build that would be thrown away."""
    try:
        fd, tmp = tempfile.mkstemp(prefix=f"{path.stem}-{os.getpid()}-", suffix='.tmp', dir=path.parent)
        os.close(fd)
        os.unlink(tmp)
    except OSError as exc:
        raise _unusable(f"cannot write in the table cache {path.parent}: {exc}") from exc


def _running(pid: int) -> bool:
    if os.name != 'posix':
        return True                        # no harmless liveness probe: keep the file
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True                        # exists, owned by someone else (or unknowable)
    return True


def _unusable(reason: str) -> TableCacheError:
    return TableCacheError(f"{reason}. Set {CACHE_ENV} to a writable folder, e.g. "
                           f"{CACHE_ENV}=/tmp/cubelab-cache")


def _remove_old_versions(name: str, version: int) -> None:
    keep = {f"{name}-v{version}.npy", f"{name}-v{version}.lock"}
    folder = cache_dir()
    for old in [*folder.glob(f"{name}-v*.np[yz]"), *folder.glob(f"{name}-v*.lock")]:
        if old.name not in keep:
            try:
                old.unlink()
            except OSError:
                pass


#: The moment (time.monotonic) by which a table build must have its lock, or None
#: to wait as long as it takes; set by `lock_wait_until` around a solve.
_lock_deadline: ContextVar[float | None] = ContextVar('lock_deadline', default=None)
#: Seconds between two tries for a lock held by another process.
LOCK_POLL = 0.05
#: Told the lock file's path when a table build finds another process holding
#: its lock, before it waits; set by `on_lock_wait`.
_lock_notice: ContextVar[Callable[[Path], None] | None] = ContextVar('lock_notice', default=None)


class LockWaitError(TableCacheError):
    """Another process held the table cache's lock past the caller's time limit."""


@contextmanager
def lock_wait_until(seconds: float | None):
    """Within the block, waiting for another process's table build gives up
    after `seconds` from now (None: no limit), so a solve's --timeout bounds it."""
    token = _lock_deadline.set(None if seconds is None else time.monotonic() + seconds)
    try:
        yield
    finally:
        _lock_deadline.reset(token)


@contextmanager
def on_lock_wait(notice: Callable[[Path], None] | None):
    """Within the block, a wait for another process's table build first calls
    `notice(lock path)`, so no caller waits without saying why (None: nothing
    is said, for a caller whose wait is bounded and ends in an error)."""
    token = _lock_notice.set(notice)
    try:
        yield
    finally:
        _lock_notice.reset(token)


@contextmanager
def _locked(lock_path: Path):
    """An exclusive inter-process lock (advisory; released when the process ends),
    waited for until the deadline `lock_wait_until` set, if any."""
    try:
        f = open(lock_path, 'a+b')
    except OSError as exc:                 # read-only folder or file system
        raise _unusable(f"cannot write in the table cache {lock_path.parent}: {exc}") from exc
    with f:
        if os.name == 'nt':
            import msvcrt
            f.seek(0)
            _wait_for(lock_path, lambda: msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1))
            try:
                yield
            finally:
                f.seek(0)
                msvcrt.locking(f.fileno(), msvcrt.LK_UNLCK, 1)
        else:
            import fcntl
            try:
                fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:                    # held by another process: say so, then wait
                _tell_wait(lock_path)
                if _lock_deadline.get() is None:
                    fcntl.flock(f.fileno(), fcntl.LOCK_EX)
                else:
                    _wait_for(lock_path, lambda: fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB), told=True)
            try:
                yield
            finally:
                fcntl.flock(f.fileno(), fcntl.LOCK_UN)


def _tell_wait(lock_path: Path) -> None:
    notice = _lock_notice.get()
    if notice is not None:
        notice(lock_path)


def _wait_for(lock_path: Path, try_lock: Callable[[], None], told: bool = False) -> None:
    """Call `try_lock` (raises OSError while another process holds the lock)
    until it succeeds, or raise LockWaitError once the deadline has passed;
    the first failure is told to `on_lock_wait`'s notice unless `told` already."""
    deadline = _lock_deadline.get()
    while True:
        try:
            try_lock()
            return
        except OSError:
            if not told:
                _tell_wait(lock_path)
                told = True
            if deadline is not None and time.monotonic() >= deadline:
                raise LockWaitError(
                    f"another CubeLab process is building the solver tables ({lock_path} is "
                    f"locked) and did not finish within the time limit (--timeout); try again when "
                    f"it is done, or give more time") from None
            time.sleep(LOCK_POLL)


class TableSet:
    """One table set, loaded (or built and saved) on first use and then kept
    for the process; safe to ask for from several threads. `wrap` turns the
    arrays into what the solver searches with."""

    def __init__(self, name: str, version: int, build: Callable[[Progress | None], dict[str, np.ndarray]],
                 wrap: Callable[[dict[str, np.ndarray]], object]):
        self.name, self.version, self.build, self.wrap = name, version, build, wrap
        self._lock = threading.Lock()
        self._loaded = None

    def __call__(self, progress: Progress | None = None):
        with self._lock:
            if self._loaded is None:
                self._loaded = self.wrap(load_or_build(self.name, self.version, self.build, progress))
            return self._loaded

    def forget(self) -> None:
        """Drop the tables this process holds: the next use reads (or builds) them again,
        from the cache folder of that moment."""
        with self._lock:
            self._loaded = None

    @property
    def ready(self) -> bool:
        """Loaded already, or on disk (a quick look: no checksum read)."""
        return self._loaded is not None or present(table_path(self.name, self.version))
