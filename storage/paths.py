"""Where users' data lives: $CUBELAB_DATA_DIR, else the platform's user data directory."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

DATA_ENV = 'CUBELAB_DATA_DIR'


def data_dir() -> Path:
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir
    return Path(user_data_dir('cubelab'))


def history_path() -> Path:
    return data_dir() / 'history.sqlite3'


def write_atomically(path: Path, data: bytes) -> None:
    """Write a whole file or nothing: a temporary file beside it, fsync, rename."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-", suffix='.tmp', dir=path.parent or '.')
    try:
        with os.fdopen(fd, 'wb') as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
