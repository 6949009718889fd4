"""Save the session's cube (state, undo history, camera) to a file and open it again."""
from __future__ import annotations

from pathlib import Path

from model import Alg
from storage.cubefile import CubeFileError, SavedCube, SavedEntry, load, save

from .undo import Entry, UndoHistory

__all__ = ['CubeFileError', 'open_into', 'save_session']


def save_session(session, path: Path | str, camera: dict[str, float] | None = None) -> Path:
    """Write the session's cube and history; CubeFileError while the cube is still
    turning (the file would hold half a turn)."""
    if session.active is not None or session.playlist_kind is not None and session.play_index < len(session.playlist):
        raise CubeFileError("the cube is still turning: save once it stops")
    history = session.history
    saved = SavedCube(session.cube.copy(), [_saved(e) for e in history.done],
                      [_saved(e) for e in history.undone], dict(camera or {}))
    return save(saved, path)


def open_into(session, path: Path | str) -> dict[str, float]:
    """Show the saved cube with its history in `session`; returns the saved camera.
    CubeFileError (nothing changed) when the file cannot be used."""
    saved = load(path)
    history = UndoHistory()
    history.done = [_entry(e) for e in saved.done]
    history.undone = [_entry(e) for e in saved.undone]
    session.restore(saved.cube, history)
    return saved.camera


def _saved(entry: Entry) -> SavedEntry:
    return SavedEntry(entry.kind, Alg(entry.moves), entry.before, entry.base, entry.count_before)


def _entry(saved: SavedEntry) -> Entry:
    return Entry(saved.kind, saved.before, saved.base, list(saved.moves), saved.count_before)
