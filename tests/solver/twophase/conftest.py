"""The two-phase tests build their tables once per session, into a private cache folder."""
from __future__ import annotations

import os

import pytest

from solver.twophase import tables as twophase_tables


@pytest.fixture(scope='session', autouse=True)
def tables(tmp_path_factory):
    """Build the tables once, into a private cache folder."""
    old = os.environ.get('CUBELAB_CACHE_DIR')
    os.environ['CUBELAB_CACHE_DIR'] = str(tmp_path_factory.mktemp('cubelab-cache'))
    twophase_tables.forget()
    seen = []
    loaded = twophase_tables.load(progress=seen.append)
    assert seen and seen[-1] == 1.0 and seen == sorted(seen)
    yield loaded
    twophase_tables.forget()
    if old is None:
        del os.environ['CUBELAB_CACHE_DIR']
    else:
        os.environ['CUBELAB_CACHE_DIR'] = old

