"""Case and group names of the case sets as the window says them, from the catalogue.

A case's name in its set file is the speedcubers' English name (`Dot`, `Aa`, `OLL 27 / Sune`);
the window says each part of it (parts are joined by ' / ') from the catalogue area
`cases`: a numbered name (`OLL 27`, `F2L 5`) as it is, a named one by its key `cases.name_<slug>`
(letters such as `Aa` or `T` and names such as `Sune` read alike in English and French,
descriptive ones such as `Dot` are translated). A group is `cases.group_<slug>`.
"""
from __future__ import annotations

import re

from .strings import Catalogue

_NUMBERED = re.compile(r'(OLL|PLL|F2L) \d+')


def slug(words: str) -> str:
    """The catalogue key's tail for a name or group: 'cross (OCLL)' -> 'cross_ocll'."""
    return re.sub(r'[^0-9a-z]+', '_', words.lower()).strip('_')


def name_key(part: str) -> str | None:
    """The catalogue key for one part of a case name; None for a numbered part (said as it is)."""
    return None if _NUMBERED.fullmatch(part) else f'cases.name_{slug(part)}'


def case_name(tr: Catalogue, name: str) -> str:
    """A case's name in the catalogue's language."""
    return ' / '.join(part if name_key(part) is None else tr(name_key(part)) for part in name.split(' / '))


def group_name(tr: Catalogue, group: str) -> str:
    """A case group's name in the catalogue's language."""
    return tr(f'cases.group_{slug(group)}')
