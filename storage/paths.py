"""Where users' files live: data (the history) in $CUBELAB_DATA_DIR, else the
platform's user data directory; settings in $CUBELAB_CONFIG_DIR, else its config directory."""
from __future__ import annotations

import os
from pathlib import Path

DATA_ENV = 'CUBELAB_DATA_DIR'
CONFIG_ENV = 'CUBELAB_CONFIG_DIR'


def data_dir() -> Path:
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir
    return Path(user_data_dir('cubelab'))


def history_path() -> Path:
    return data_dir() / 'history.sqlite3'


def config_dir() -> Path:
    """The folder for settings.toml and keymap.toml (it may not exist yet)."""
    override = os.environ.get(CONFIG_ENV, '').strip()
    if override:
        return Path(override).expanduser()
    from platformdirs import user_config_dir
    return Path(user_config_dir('cubelab'))
