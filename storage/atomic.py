"""Writing a file so that it is either the old one or the new one, never half of each."""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from .safe_read import NotAFile, is_regular_or_absent


def write_atomic(path: Path | str, data: bytes | str, *, make_parents: bool = True) -> None:
    """Write `data` to a temporary file beside `path`, flush it to disk, then rename
    it over `path` (os.replace is atomic on one filesystem). Parent folders are made
    unless `make_parents` is false (a file the user named: a missing folder is their
    mistake, FileNotFoundError). A symlink is followed (its target is replaced); a
    target that is not a regular file (a device such as /dev/full, a FIFO, a
    folder) is refused with NotAFile, never replaced."""
    path = Path(os.path.realpath(path))
    if not is_regular_or_absent(path):
        raise NotAFile("it is not a regular file (CubeLab writes only regular files)")
    if make_parents:
        path.parent.mkdir(parents=True, exist_ok=True)
    payload = data.encode('utf-8') if isinstance(data, str) else bytes(data)
    fd, temp = tempfile.mkstemp(prefix=f'.{path.name}.', suffix='.tmp', dir=path.parent)
    try:
        with os.fdopen(fd, 'wb') as stream:
            stream.write(payload)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temp, 0o644)                 # as a plain new file, not mkstemp's 0600
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def move_aside(path: Path | str, why: str = 'broken') -> Path:
    """Rename a file that could not be read (or is being replaced) to
    `<name>.<why>-<date>[-k]` beside it, so the user keeps it and a fresh one can
    be written. Returns the new path."""
    path = Path(path)
    stamp = time.strftime('%Y%m%d-%H%M%S')
    target = path.with_name(f'{path.name}.{why}-{stamp}')
    k = 1
    while target.exists():
        k += 1
        target = path.with_name(f'{path.name}.{why}-{stamp}-{k}')
    os.replace(path, target)
    return target
