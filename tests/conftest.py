"""Test-wide setup: one solver-table cache for the whole run (and its subprocesses).

CI sets CUBELAB_CACHE_DIR to a fresh directory; locally the tables live in
.venv/test-cache so a second run reuses them and the user's own cache is
never touched."""
import os
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

if not os.environ.get('CUBELAB_CACHE_DIR'):
    venv = ROOT / '.venv'
    base = venv / 'test-cache' if venv.is_dir() else Path(tempfile.mkdtemp(prefix='cubelab-tables-'))
    base.mkdir(parents=True, exist_ok=True)
    os.environ['CUBELAB_CACHE_DIR'] = str(base)
