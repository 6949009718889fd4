"""The case sets shipped in assets/cases/ (OLL, PLL, 2-look, F2L), read from TOML into model CaseSets.

A file names its set, a title, the step its cases belong to (or each case names its own, for
the 2-look sets), each step's skip probability, and its cases: name, group, probability as
an exact fraction ("1/18") and algorithms, the first the default. What a case is and how it
is recognised is model/cases.py's business; this module only reads the files.
"""
from __future__ import annotations

import tomllib
from fractions import Fraction
from functools import lru_cache
from pathlib import Path

from model import Alg, CubeLabError
from model.cases import STEPS, Case, CaseSet

DIRECTORY = Path(__file__).resolve().parent.parent / 'assets' / 'cases'
#: The sets, in the order they are listed.
SET_NAMES = ('oll', 'pll', 'oll2', 'pll2', 'f2l')


def load_case_set(name: str) -> CaseSet:
    """The shipped set called `name`; CubeLabError naming the sets there are for any other."""
    if name not in SET_NAMES:
        raise CubeLabError(f"no case set {name!r}: the sets are {', '.join(SET_NAMES)}")
    return _load(name)


@lru_cache(maxsize=None)
def _load(name: str) -> CaseSet:
    path = DIRECTORY / f'{name}.toml'
    with path.open('rb') as stream:
        data = tomllib.load(stream)
    return parse_case_set(data, path.name)


def parse_case_set(data: dict, where: str) -> CaseSet:
    """A CaseSet from a parsed case file; CubeLabError saying which field of which case is wrong."""
    skips = {step: _fraction(value, f'{where}: skip.{step}') for step, value in _field(data, 'skip', dict, where).items()}
    for step in skips:
        _check_step(step, f'{where}: skip')
    default_step = data.get('step')
    cases = []
    for number, entry in enumerate(_field(data, 'case', list, where), start=1):
        at = f"{where}: case {number}"
        name = _field(entry, 'name', str, at)
        at = f"{where}: case {name!r}"
        step = entry.get('step', default_step)
        _check_step(step, at)
        if step not in skips:
            raise CubeLabError(f"{at}: its step {step!r} has no skip probability")
        texts = _field(entry, 'algorithms', list, at)
        if not texts or not all(isinstance(text, str) for text in texts):
            raise CubeLabError(f"{at}: 'algorithms' must be a list of at least one alg")
        algorithms = tuple(_alg(text, at) for text in texts)
        cases.append(Case(name, _field(entry, 'group', str, at),
                          _fraction(_field(entry, 'probability', str, at), at), algorithms, step))
    return CaseSet(_field(data, 'name', str, where), _field(data, 'title', str, where), tuple(cases), skips)


def _field(table, key: str, kind: type, where: str):
    value = table.get(key) if isinstance(table, dict) else None
    if not isinstance(value, kind):
        raise CubeLabError(f"{where}: '{key}' is missing or not a {kind.__name__}")
    return value


def _check_step(step, where: str) -> None:
    if step not in STEPS:
        raise CubeLabError(f"{where}: step {step!r} is not one of {', '.join(STEPS)}")


def _fraction(text, where: str) -> Fraction:
    try:
        value = Fraction(text)
    except (TypeError, ValueError, ZeroDivisionError):
        raise CubeLabError(f"{where}: probability {text!r} is not a fraction such as \"1/18\"") from None
    if not 0 <= value <= 1:
        raise CubeLabError(f"{where}: probability {text!r} is not between 0 and 1")
    return value


def _alg(text: str, where: str) -> str:
    """The algorithm as written, its spaces made single; CubeLabError if it is not one."""
    try:
        alg = Alg.parse(text, 3)
    except CubeLabError as exc:
        raise CubeLabError(f"{where}: {exc}") from None
    if not alg:
        raise CubeLabError(f"{where}: an algorithm is empty")
    return ' '.join(text.split())
