"""Every name the code reads is defined: pyflakes's undefined-name checks over the
whole tree, so a lost import (say, after two branches both edit an import line)
fails here instead of at the user's first click on a rarely used button."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest
from pyflakes import checker, messages

ROOT = Path(__file__).resolve().parents[1]
#: The checks that find a name read but never bound.
UNDEFINED = (messages.UndefinedName, messages.UndefinedLocal, messages.UndefinedExport)


def undefined_names(path: Path) -> list[str]:
    source = path.read_text(encoding='utf-8')
    found = checker.Checker(ast.parse(source, filename=str(path)), filename=str(path))
    return [f"{path.relative_to(ROOT)}:{m.lineno}: {m.message % m.message_args}"
            for m in found.messages if isinstance(m, UNDEFINED)]


def our_files() -> list[Path]:
    """The tree's Python files, without hidden folders (the virtual environment, .git)
    or build output."""
    return sorted(p for p in ROOT.rglob('*.py')
                  if not any(part.startswith('.') or part in {'build', 'dist', '__pycache__'}
                             for part in p.relative_to(ROOT).parts[:-1]))


def test_the_tree_reads_no_undefined_name():
    files = our_files()
    assert len(files) > 100
    problems = [line for path in files for line in undefined_names(path)]
    assert problems == []


def test_the_check_finds_a_lost_import(tmp_path):
    sample = tmp_path / 'sample.py'
    sample.write_text("def f():\n    return PLUS2\n")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(f'{__name__}.ROOT', tmp_path)
        assert undefined_names(sample) == ["sample.py:2: undefined name 'PLUS2'"]
