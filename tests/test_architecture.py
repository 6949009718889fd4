"""Imports flow one way: view -> controller -> scramble -> solver -> model; only view/ draws."""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GRAPHICS = {'ursina', 'panda3d', 'direct'}
ALLOWED = {
    'model': set(),
    'solver': {'model'},
    'scramble': {'model', 'solver'},
    'controller': {'model', 'solver', 'scramble'},
    'cli': {'model', 'solver', 'scramble', 'controller', 'view'},
    'view': {'model', 'solver', 'scramble', 'controller'},
}
OURS = set(ALLOWED)


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name.split('.')[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split('.')[0])
    return names


@pytest.mark.parametrize('package', sorted(ALLOWED))
def test_imports_flow_one_way(package):
    files = sorted((ROOT / package).rglob('*.py'))
    assert files or package in ('view', 'scramble', 'controller'), f"{package}/ is empty"
    for path in files:
        used = imports_of(path)
        if package != 'view':
            assert not used & GRAPHICS, f"{path.relative_to(ROOT)} imports {used & GRAPHICS}"
        if package == 'cli':
            continue        # cli/__init__ opens the view lazily for the window
        wrong = (used & OURS) - ALLOWED[package] - {package}
        assert not wrong, f"{path.relative_to(ROOT)} imports {wrong}"


def test_model_does_no_io_or_threads():
    banned = {'threading', 'multiprocessing', 'subprocess', 'socket', 'pickle', 'os', 'shutil'}
    for path in (ROOT / 'model').rglob('*.py'):
        used = imports_of(path)
        assert not used & banned, f"{path.relative_to(ROOT)} imports {used & banned}"
        assert 'open(' not in path.read_text(), f"{path.relative_to(ROOT)} opens files"
