"""docs/architecture.md's layout tree stays true: it lists every module of our packages
and names nothing that does not exist.

The rule: the tree is the code block under "## Layout". Each line is a path segment
indented four spaces per level, then its description. A folder is written with a
trailing "/" (a package is listed by its folder line, which speaks for its
`__init__.py`); every other `.py` file of the eight packages has a line of its own.
Every path the tree names (packages, modules, and the other files it lists) must exist.
"""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / 'docs' / 'architecture.md'
PACKAGES = ('model', 'solver', 'scramble', 'timing', 'storage', 'controller', 'view', 'cli')
INDENT = 4


def tree_lines() -> list[str]:
    """The lines of the code block that follows the "## Layout" heading."""
    text = DOC.read_text(encoding='utf-8')
    layout = text.split('\n## Layout\n', 1)[1]
    block = re.search(r'^```\n(.*?)^```', layout, re.S | re.M)
    assert block, 'docs/architecture.md: no code block under "## Layout"'
    return [line for line in block.group(1).splitlines() if line.strip()]


def tree_paths() -> list[str]:
    """Every path the tree names, relative to the repository root ('solver/nxn/' for a
    folder, 'solver/nxn/routes.py' for a file)."""
    paths, stack = [], []
    for line in tree_lines():
        spaces = len(line) - len(line.lstrip(' '))
        assert spaces % INDENT == 0, f'layout tree: indentation not a multiple of {INDENT}: {line!r}'
        depth = spaces // INDENT
        assert depth <= len(stack), f'layout tree: indented under nothing: {line!r}'
        name = line.split()[0]
        stack[depth:] = [name]
        paths.append(''.join(stack))
    return paths


def package_paths() -> set[str]:
    """What the tree must list: every package folder and every module but `__init__.py`."""
    wanted = set()
    for package in PACKAGES:
        for init in (ROOT / package).rglob('__init__.py'):
            wanted.add(init.parent.relative_to(ROOT).as_posix() + '/')
        for module in (ROOT / package).rglob('*.py'):
            if module.name != '__init__.py' and (module.parent / '__init__.py').exists():
                wanted.add(module.relative_to(ROOT).as_posix())
    return wanted


def test_tree_lists_every_module():
    listed = set(tree_paths())
    missing = sorted(package_paths() - listed)
    assert not missing, f'docs/architecture.md\'s layout tree misses: {missing}'


def test_tree_names_only_what_exists():
    gone = []
    for path in tree_paths():
        if '<' in path:                      # a pattern such as assets/strings/<area>.toml
            if not list(ROOT.glob(re.sub(r'<[^>]*>', '*', path))):
                gone.append(path)
        elif not (ROOT / path).exists() or path.endswith('/') != (ROOT / path).is_dir():
            gone.append(path)
    assert not gone, f'docs/architecture.md\'s layout tree names what does not exist: {gone}'


def test_tree_has_no_duplicates():
    paths = tree_paths()
    twice = sorted({path for path in paths if paths.count(path) > 1})
    assert not twice, f'docs/architecture.md\'s layout tree lists twice: {twice}'
