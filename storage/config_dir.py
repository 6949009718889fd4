"""Where the user's settings live: the platform's config folder, or CUBELAB_CONFIG_DIR."""
from __future__ import annotations

import os
from pathlib import Path

ENV = 'CUBELAB_CONFIG_DIR'


def config_dir() -> Path:
    """The folder for settings.toml and keymap.toml (it may not exist yet)."""
    override = os.environ.get(ENV, '').strip()
    if override:
        return Path(override).expanduser()
    from platformdirs import user_config_dir
    return Path(user_config_dir('cubelab'))
