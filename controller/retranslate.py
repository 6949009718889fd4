"""A text the window shows, from one language of the catalogue to another.

When the language changes in Settings the panel's widgets already show text made
from catalogue templates in the old language. `translate(text, old, new)` finds the
template that made it (an exact string, or a template whose literal parts match,
its fields read back from the text) and makes the same text in the new language.
Field values that are themselves catalogue strings are translated too ("Mode:
random state" -> "Mode : état aléatoire"). Text that no template made (a cube's
moves, a time) gives None: the caller leaves it as it is.
"""
from __future__ import annotations

import re
import string
from functools import lru_cache

from .strings import entries


def _words(text: str) -> str:
    """Whitespace as one space (wrapped lines read as one)."""
    return ' '.join(str(text).split())


@lru_cache(maxsize=8)
def _exact(old: str, new: str) -> dict[str, str]:
    """Old text -> new text for the templates without fields (the first key wins)."""
    table: dict[str, str] = {}
    for key, languages in sorted(entries().items()):
        before, after = languages.get(old), languages.get(new)
        if before and after and not _has_fields(before):
            table.setdefault(_words(before), after)
    return table


def _has_fields(template: str) -> bool:
    return any(field for _, field, _, _ in string.Formatter().parse(template))


@lru_cache(maxsize=8)
def _patterns(old: str, new: str) -> list[tuple[re.Pattern, str]]:
    """(regex reading an old text back into its fields, the new template), the
    templates with the most literal text first (the most specific match wins)."""
    found = []
    for key, languages in sorted(entries().items()):
        before, after = languages.get(old), languages.get(new)
        if not (before and after and _has_fields(before)):
            continue
        parts, seen, literal = [], set(), 0
        for text, field, _, _ in string.Formatter().parse(_words(before)):
            parts.append(re.escape(text))
            literal += len(text.strip())
            if field:
                parts.append(f'(?P={field})' if field in seen else f'(?P<{field}>.+?)')
                seen.add(field)
        if literal >= 2:                       # "{why}" alone would match anything
            found.append((literal, re.compile('^' + ''.join(parts) + '$', re.DOTALL), after))
    found.sort(key=lambda item: -item[0])
    return [(pattern, after) for _, pattern, after in found]


def translate(text: str, old: str, new: str) -> str | None:
    """`text` made in language `old`, made again in `new`; None if no template made it."""
    if old == new or not str(text).strip():
        return None
    words = _words(text)
    exact = _exact(old, new)
    if words in exact:
        return exact[words]
    for pattern, after in _patterns(old, new):
        match = pattern.match(words)
        if match is None:
            continue
        fields = {name: exact.get(value, value) for name, value in match.groupdict().items()}
        try:
            return after.format(**fields)
        except (KeyError, IndexError, ValueError):
            continue
    return None
