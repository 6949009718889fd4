"""Reading a user's file with a bound: regular files only, never more than a limit.

A settings file, keymap or saved cube may be a symlink to /dev/zero, a FIFO
nobody writes to, or a folder; `stat` says 0 bytes for some of those, so the
size is checked on the open file and the read itself is bounded. The file is
opened without blocking (a FIFO would wait for a writer) and refused unless it
is a regular file.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path


class NotAFile(OSError):
    """The path is there but is not a regular file (or is too large: TooLarge)."""


class TooLarge(NotAFile):
    """A regular file larger than the reader's limit."""


def read_regular(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file at `path` (symlinks followed), at most `limit`;
    NotAFile for anything else or anything longer, OSError when it cannot be opened."""
    fd = _open_regular(path)
    try:
        info = os.fstat(fd)
        if info.st_size > limit:
            raise TooLarge(f"it is {info.st_size} bytes, too big (larger than {limit} bytes)")
        chunks, left = [], limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b''.join(chunks)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise TooLarge(f"it is too big (larger than {limit} bytes)")
    return data


def check_regular(path: Path | str) -> None:
    """Nothing if `path` is a regular file that can be opened for reading; else
    FileNotFoundError, NotAFile or the OSError of opening it."""
    os.close(_open_regular(path))


#: What a path that is not a regular file is, for the message.
_KINDS = ((stat.S_ISDIR, 'a folder'), (stat.S_ISFIFO, 'a FIFO (named pipe)'),
          (stat.S_ISCHR, 'a character device'), (stat.S_ISBLK, 'a block device'),
          (stat.S_ISSOCK, 'a socket'))


def _open_regular(path: Path | str) -> int:
    """A descriptor open for reading on the regular file at `path` (without blocking on a FIFO)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, 'O_NONBLOCK', 0) | getattr(os, 'O_BINARY', 0))
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        kind = next((name for test, name in _KINDS if test(mode)), 'not a file')
        raise NotAFile(f"it is not a regular file ({kind})")
    return fd


def is_regular_or_absent(path: Path | str) -> bool:
    """True if `path` (symlinks followed) is a regular file or does not exist."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return True
