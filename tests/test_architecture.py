"""Imports flow one way: view -> controller -> scramble -> solver -> model; only view/ draws.

`violations(root)` reads every .py file of our packages, main.py and bench/
with `ast` (nothing is imported) and lists each import that breaks a rule:

- a file imports one of our packages its own package may not (MAY_IMPORT);
- a file outside view/ imports a graphics library (GRAPHICS);
- a file imports by string (importlib, __import__), which hides the import
  from these rules, outside the one file allowed to (STRING_IMPORTS_ALLOWED);
- a package of ours has no line in MAY_IMPORT (add one when you add a package);
- model/ does I/O or starts threads.

A test runs it on the repository, and another on a small tree with one of each
violation, so the checker itself is shown to catch them.
"""
from __future__ import annotations

import ast
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: What each part may import of ours (a package, or a top-level script dir or
#: file). To add a package, add its line here and name it where others may
#: import it; e.g. 'storage': {'model'} and 'storage' in controller's set.
MAY_IMPORT: dict[str, set[str]] = {
    'model': set(),
    'solver': {'model'},
    'scramble': {'model', 'solver'},
    'timing': {'model'},
    'storage': {'model', 'timing'},
    'controller': {'model', 'solver', 'scramble', 'timing', 'storage'},
    'view': {'model', 'controller'},
    'cli': {'model', 'solver', 'scramble', 'controller', 'timing', 'storage'},
    'main.py': {'cli'},
    'bench': {'model', 'solver', 'scramble', 'controller', 'view', 'timing', 'storage'},
}
#: Single imports allowed beyond MAY_IMPORT, each with its reason.
EXCEPTIONS = {
    ('cli/__init__.py', 'view.app'): "`main.py` with no subcommand opens the window",
}
#: Only view/ may import these.
GRAPHICS = {'ursina', 'panda3d', 'direct'}
#: The only files that may import by name at run time: the table cache loader, and
#: the worker process's job, which imports a test's stand-in solver or scrambler
#: (jobs.Plug) so that tests run the window's process path.
STRING_IMPORTS_ALLOWED = {'solver/cache.py', 'controller/jobs.py'}
#: Files still breaking a rule that another branch fixes; each entry
#: must still break it (a test says when one can go), and the lead empties this
#: set when the slices are merged.
PENDING: set[str] = set()
MODEL_BANNED = {'threading', 'multiprocessing', 'subprocess', 'socket', 'pickle', 'os', 'shutil'}


def our_packages(root: Path) -> set[str]:
    """Top-level directories that are Python packages."""
    return {p.parent.name for p in root.glob('*/__init__.py')}


def part_of(relative: Path) -> str:
    """The MAY_IMPORT key a file answers to: its top-level directory, or itself."""
    return relative.parts[0] if len(relative.parts) > 1 else relative.name


def imported_modules(tree: ast.AST, relative: Path) -> set[str]:
    """Every module the file imports, as dotted names; relative imports resolved."""
    package = list(relative.parent.parts)
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = '.'.join(base + ([node.module] if node.module else []))
            names.add(module)
            if not node.module:                     # from . import a, b: a and b are modules
                names |= {f"{module}.{alias.name}" for alias in node.names}
    return names


def string_imports(tree: ast.AST) -> list[str]:
    """Ways the file imports by name at run time: importlib, __import__."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or '']
            if any(m.split('.')[0] == 'importlib' for m in modules):
                found.append('importlib')
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == '__import__':
            found.append('__import__')
    return sorted(set(found))


def checked_files(root: Path) -> list[Path]:
    files = [p for package in sorted(our_packages(root)) for p in (root / package).rglob('*.py')]
    files += sorted((root / 'bench').rglob('*.py'))
    files += [root / 'main.py'] if (root / 'main.py').exists() else []
    return files


def violations(root: Path) -> list[str]:
    """One line per broken rule, 'path: what'."""
    found = [f"{package}/: no line in MAY_IMPORT (say what it may import)"
             for package in sorted(our_packages(root) - set(MAY_IMPORT))]
    ours = our_packages(root) | set(MAY_IMPORT)
    for path in checked_files(root):
        relative = path.relative_to(root)
        where = relative.as_posix()
        part = part_of(relative)
        tree = ast.parse(path.read_text(), filename=where)
        modules = imported_modules(tree, relative)
        tops = {m.split('.')[0] for m in modules}
        allowed = MAY_IMPORT.get(part, ours) | {part}     # a part with no line is reported above
        for module in sorted(modules):
            top = module.split('.')[0]
            if top in ours and top not in allowed and (where, module) not in EXCEPTIONS:
                found.append(f"{where}: imports {module} ({part} may import {sorted(allowed - {part})})")
        if part != 'view' and tops & GRAPHICS:
            found.append(f"{where}: imports {sorted(tops & GRAPHICS)} (only view/ draws)")
        if where not in STRING_IMPORTS_ALLOWED:
            found += [f"{where}: imports by string ({how})" for how in string_imports(tree)]
        if part == 'model':
            if tops & MODEL_BANNED:
                found.append(f"{where}: imports {sorted(tops & MODEL_BANNED)} (model/ does no I/O or threads)")
            if any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == 'open'
                   for n in ast.walk(tree)):
                found.append(f"{where}: opens files (model/ does no I/O)")
    return found


def test_the_repository_keeps_its_import_rules():
    found = [v for v in violations(ROOT) if v not in PENDING]
    assert not found, '\n'.join(found)


def test_pending_exemptions_are_still_needed():
    stale = PENDING - set(violations(ROOT))
    assert not stale, f"fixed, so remove from PENDING: {sorted(stale)}"


def test_exceptions_name_real_imports():
    for (where, module), _reason in EXCEPTIONS.items():
        path = ROOT / where
        assert module in imported_modules(ast.parse(path.read_text()), Path(where)), (where, module)


def test_the_checker_catches_each_kind_of_violation(tmp_path):
    files = {
        'model/__init__.py': "import os\n",
        'model/cube.py': "from solver import solve\n",
        'solver/__init__.py': "from model import Cube\n",                        # allowed
        'solver/deep/__init__.py': "",
        'solver/deep/search.py': "from ...scramble import scramble\n",          # relative, upward
        'scramble/__init__.py': "import importlib\nmod = importlib.import_module('solver')\n",
        'controller/__init__.py': "x = __import__('view')\n",
        'view/__init__.py': "import ursina\nfrom solver import solve\n",
        'cli/__init__.py': "from view.app import run\n",                         # the one exception
        'cli/window.py': "from view.app import run\nfrom panda3d.core import Vec3\n",
        'network/__init__.py': "from model import Cube\n",                       # not in MAY_IMPORT
        'main.py': "from scramble import scramble\n",
        'bench/bench_x.py': "from view.app import run\nimport importlib\n",
    }
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    found = violations(tmp_path)
    expected = [
        "network/: no line in MAY_IMPORT",
        "model/__init__.py: imports ['os']",
        "model/cube.py: imports solver",
        "solver/deep/search.py: imports scramble",
        "scramble/__init__.py: imports by string (importlib)",
        "controller/__init__.py: imports by string (__import__)",
        "view/__init__.py: imports solver",
        "cli/window.py: imports view.app",
        "cli/window.py: imports ['panda3d']",
        "main.py: imports scramble",
        "bench/bench_x.py: imports by string (importlib)",
    ]
    for needle in expected:
        assert any(v.startswith(needle) for v in found), (needle, found)
    assert len(found) == len(expected), '\n'.join(found)
