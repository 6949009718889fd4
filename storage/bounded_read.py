"""Reading a user's file whole, safely: regular files only, and only up to a size.

A path may name a FIFO nobody writes to (opening it would wait forever), a
device such as /dev/zero (reading never ends) or a file far larger than
anything CubeLab writes. The file is opened without blocking, checked with
`fstat` on the open descriptor (so a symlink is judged by what it points to,
and nothing can be swapped in between), and read to at most `limit` bytes.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

from model import CubeLabError

_KINDS = ((stat.S_ISDIR, 'a folder'), (stat.S_ISFIFO, 'a FIFO (named pipe)'),
          (stat.S_ISCHR, 'a character device'), (stat.S_ISBLK, 'a block device'),
          (stat.S_ISSOCK, 'a socket'))


def read_regular_file(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file at `path`; CubeLabError when it cannot be
    read, is not a regular file, or holds more than `limit` bytes."""
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, 'O_NONBLOCK', 0) | getattr(os, 'O_BINARY', 0))
    except OSError as exc:
        raise CubeLabError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = next((name for test, name in _KINDS if test(info.st_mode)), 'not a file')
            raise CubeLabError(f"cannot read {path}: it is not a regular file ({kind})")
        if info.st_size > limit:
            raise CubeLabError(f"cannot read {path}: it is larger than {_size(limit)}")
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise CubeLabError(f"cannot read {path}: it is larger than {_size(limit)}")
        return b''.join(chunks)
    except OSError as exc:
        raise CubeLabError(f"cannot read {path}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def _size(limit: int) -> str:
    return f"{limit // (1 << 20)} MiB" if limit >= 1 << 20 else f"{limit} bytes"
