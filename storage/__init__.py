"""Users' data on disk: the solve history (SQLite), settings and keymaps (TOML) and saved cubes (JSON).

Imports model and timing only. Nothing here is fatal to the app: a file that
cannot be used is moved aside with a message and a fresh one started (a history
that cannot be written is only read, never moved); files are read only if they
are regular files within a size limit (`storage.safe_read`); every write is
atomic (`storage.atomic`) or a committed SQLite transaction.
"""
from .history_db import History, HistoryReadOnly, PractiseSession
from .paths import data_dir, history_path

__all__ = ['History', 'HistoryReadOnly', 'PractiseSession', 'data_dir', 'history_path']
