"""Users' data on disk: the solve history (SQLite) and its exports and imports.

Imports model and timing only. Nothing here is fatal to the app: a file that
cannot be used is moved aside with a message (`History.problems`) and a
fresh one started.
"""
from .history import History, SessionInfo
from .paths import data_dir, history_path

__all__ = ['History', 'SessionInfo', 'data_dir', 'history_path']
