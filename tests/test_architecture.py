"""Imports flow one way: view -> controller -> scramble -> solver -> model; only view/ draws.

`violations(root)` reads every .py file of our packages, main.py and bench/
with `ast` (nothing is imported) and lists each import that breaks a rule:

- a file imports one of our packages its own package may not (MAY_IMPORT);
- a file outside view/ imports a graphics library (GRAPHICS);
- a file imports by string (importlib, __import__), which hides the import
  from these rules (STRING_IMPORTS_ALLOWED lists none);
- a package of ours has no line in MAY_IMPORT (add one when you add a package);
- model/ does I/O or starts threads;
- two modules of one package (sub-packages included) import each other, directly or
  round a longer cycle (function-local imports count; see `package_violations`);
- a file imports another module's `_private` name, or reads one as `module._name`.

A test runs it on the repository, and another on a small tree with one of each
violation, so the checker itself is shown to catch them.
"""
from __future__ import annotations

import ast
import textwrap
from functools import lru_cache
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
#: Files that may import by name at run time (importlib, __import__): none.
STRING_IMPORTS_ALLOWED: set[str] = set()
#: Violations (as `violations` words them) allowed while a fix is under way
#: elsewhere; each entry must still break its rule (a test says when one can go).
#: Empty: keep it so.
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
    return found + package_violations(root)


# -- inside a package: no import cycles, no reach into another module's private names --------
#
# A package is a top-level directory with an __init__.py, its sub-packages included, so
# `solver/`, `solver/nxn/` and `solver/nxn/centres/` share one graph (a cycle through a
# sub-package, such as centres/ -> nxn/ -> centres/, is still a cycle). The modules of a
# package are its .py files, every __init__.py included. An import gives an edge from the importing file to
# the module it names, wherever the import stands (module level or inside a function), except
# under `if TYPE_CHECKING:`. Relative and absolute spellings resolve to the same file:
# `from .x import y` and `from pkg.x import y` name x; `from . import x` names x when x is a
# module of the package, else the package's __init__.py (x is then a name defined there).
# Importing `pkg.x` runs pkg/__init__.py first, but that is not counted as an edge: it would
# make every package whose __init__ re-exports its modules a cycle.


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == 'TYPE_CHECKING'
            or isinstance(test, ast.Attribute) and test.attr == 'TYPE_CHECKING')


def runtime_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement that runs (anywhere in the file), without those under
    `if TYPE_CHECKING:`. Imports are statements, so only statement bodies are read."""
    found = []

    def visit(statements: list[ast.AST]) -> None:
        for node in statements:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                found.append(node)
            elif isinstance(node, ast.If) and _is_type_checking(node.test):
                visit(node.orelse)
            else:
                for field in ('body', 'orelse', 'finalbody', 'handlers', 'cases'):
                    inner = getattr(node, field, None)
                    if isinstance(inner, list):
                        visit(inner)

    visit(tree.body)
    return found


@lru_cache(maxsize=None)
def module_file(root: Path, dotted: str) -> Path | None:
    """The file of our module `dotted` (a package's __init__.py), or None if it is not ours."""
    if not dotted:
        return None
    base = root.joinpath(*dotted.split('.'))
    for candidate in (base.with_suffix('.py'), base / '__init__.py'):
        if candidate.is_file():
            return candidate
    return None


def import_targets(root: Path, relative: Path, node: ast.Import | ast.ImportFrom) -> list[tuple[Path, str | None]]:
    """(file of ours, name imported from it or None) for each thing `node` imports."""
    if isinstance(node, ast.Import):
        return [(path, None) for alias in node.names if (path := module_file(root, alias.name))]
    package = list(relative.parent.parts)
    base = package[:len(package) - node.level + 1] if node.level else []
    module = '.'.join(base + ([node.module] if node.module else []))
    source = module_file(root, module)
    targets = []
    for alias in node.names:
        submodule = module_file(root, f"{module}.{alias.name}") if module else None
        if submodule is not None:
            targets.append((submodule, None))              # from pkg import module
        elif source is not None:
            targets.append((source, alias.name))           # from module import name
    return targets


def _cycles(edges: dict[Path, set[Path]]) -> list[list[Path]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[Path, int] = {}
    low: dict[Path, int] = {}
    stack: list[Path] = []
    on_stack: set[Path] = set()
    found = []

    def connect(node: Path) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                connect(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            connect(node)
    return found


def _module_names(imports: list[ast.Import | ast.ImportFrom], root: Path, relative: Path) -> dict[str, Path]:
    """Local names the file binds to one of our modules (`import a.b as m`, `from a import b`)."""
    names = {}
    for node in imports:
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname and (path := module_file(root, alias.name)):
                    names[alias.asname] = path
        else:
            targets = import_targets(root, relative, node)
            for alias, (path, name) in zip(node.names, targets):
                if name is None:
                    names[alias.asname or alias.name] = path
    return names


def _private(name: str) -> bool:
    return name.startswith('_') and not (name.startswith('__') and name.endswith('__'))


def package_violations(root: Path) -> list[str]:
    """Import cycles among the modules of one package, and imports of a `_private` name
    of another module of ours: `from m import _x`, or `m._x` where `m` names one of our
    modules (bound by `import a.b as m` or `from a import m`; longer attribute chains
    are not followed). `__dunder__` names are public; other libraries' private names,
    such as os._exit, are theirs to judge."""
    found = []
    edges: dict[Path, set[Path]] = {}
    for path in checked_files(root):
        relative = path.relative_to(root)
        where = relative.as_posix()
        tree = ast.parse(path.read_text(), filename=where)
        imports = runtime_imports(tree)
        for node in imports:
            for target, name in import_targets(root, relative, node):
                if target.relative_to(root).parts[0] == relative.parts[0] and target != path:
                    edges.setdefault(path, set()).add(target)
                if name is not None and _private(name) and target != path:
                    found.append(f"{where}: imports {name} from {target.relative_to(root).as_posix()}")
        modules = _module_names(imports, root, relative)
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and _private(node.attr)
                    and isinstance(node.value, ast.Name) and node.value.id in modules
                    and modules[node.value.id] != path):
                found.append(f"{where}: reads {node.value.id}.{node.attr} "
                             f"of {modules[node.value.id].relative_to(root).as_posix()}")
    for component in _cycles(edges):
        folder = component[0].relative_to(root).parts[0]
        found.append(f"{folder}/: import cycle among "
                     f"{', '.join(p.relative_to(root / folder).as_posix() for p in component)}")
    return sorted(set(found))


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


def _write_tree(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))


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
    _write_tree(tmp_path, files)
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


def test_the_checker_catches_an_import_cycle_inside_a_package(tmp_path):
    _write_tree(tmp_path, {
        'solver/__init__.py': "",
        'solver/a.py': "from . import b\n",
        'solver/b.py': "def f():\n    from solver.a import g\n",         # function-local: still a cycle
        'solver/c.py': "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .d import D\n",
        'solver/d.py': "from . import c\n",                               # c -> d only for the type checker
        'solver/e.py': "from .sub import x\n",
        'solver/sub/__init__.py': "",
        'solver/sub/x.py': "from solver import e\n",                      # through a sub-package: a cycle
        'solver/f.py': "from .sub import y\n",
        'solver/sub/y.py': "import model\n",                              # one way only: no cycle
        'model/__init__.py': "from .m import M\n",
        'model/m.py': "from . import VERSION\n",                          # a name of __init__: a cycle
    })
    found = package_violations(tmp_path)
    assert found == ["model/: import cycle among __init__.py, m.py",
                     "solver/: import cycle among a.py, b.py",
                     "solver/: import cycle among e.py, sub/x.py"], '\n'.join(found)
    assert set(found) <= set(violations(tmp_path))


def test_the_checker_catches_a_private_name_of_another_module(tmp_path):
    _write_tree(tmp_path, {
        'model/__init__.py': "",
        'model/p.py': "_hidden = 1\n__version__ = '1'\n\ndef _own():\n    return _hidden\n",
        'model/q.py': """\
            import os
            import model.p as mp
            from . import p
            from .p import _hidden, __version__

            def f():
                os._exit(0)                       # another library's: not ours to judge
                return p._hidden + mp._hidden, p.__version__
            """,
    })
    found = package_violations(tmp_path)
    assert found == ["model/q.py: imports _hidden from model/p.py",
                     "model/q.py: reads mp._hidden of model/p.py",
                     "model/q.py: reads p._hidden of model/p.py"], '\n'.join(found)
