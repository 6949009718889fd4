"""Fixtures for controller tests: sessions that never read the tester's keymap."""
from __future__ import annotations

import pytest

from controller import Session


@pytest.fixture
def make_session(tmp_path):
    """Session factory that never reads the tester's own keymap file."""
    def make(size=3, **kwargs):
        kwargs.setdefault('keymap_file', tmp_path / 'no-keymap.toml')
        return Session(size, **kwargs)
    return make
