"""Every string the window shows, in English and French, from one catalogue.

The strings live in `assets/strings/<area>.toml` (one file per part of the
window, so each part is edited on its own); a key is `<area>.<name>`:

    [solve]                 # -> key 'play.solve' in play.toml
    en = "Solve"
    fr = "Résoudre"

Values are `str.format` templates: `text('play.found_in', ms=24)`.
A count is worded by one mechanism: the text with a number of things takes it
as its `count` field, and its singular is the sibling key `<key>_one` (`text`
picks it by the language's rule, `singular`); a text with several counts is
made of counted phrases (`trainer.stats` of `trainer.tries`, ...).
`problems()` lists every key missing a language or whose languages disagree
on their `{fields}`, and every singular without its plural or with other
fields; a test keeps it empty.

The controller says things as a `Phrase` (a key and its fields), never as a
finished sentence: the view renders it when it draws it, in the language of
the moment, and renders it again when the language changes. A field's value
may itself be a phrase, or anything with `render(language)` (a duration, an
explained error), so every word of a line follows the language.
"""
from __future__ import annotations

import string
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable

LANGUAGES = ('en', 'fr')
DIRECTORY = Path(__file__).resolve().parent.parent / 'assets' / 'strings'


@lru_cache(maxsize=1)
def entries() -> dict[str, dict[str, str]]:
    """key -> {language: template}, read once from every area file."""
    table: dict[str, dict[str, str]] = {}
    for path in sorted(DIRECTORY.glob('*.toml')):
        with path.open('rb') as stream:
            for name, languages in tomllib.load(stream).items():
                table[f'{path.stem}.{name}'] = dict(languages)
    return table


def _fields(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def problems() -> list[str]:
    """One line per key that lacks a language or whose languages name different fields."""
    found = []
    for key, languages in entries().items():
        for language in LANGUAGES:
            if not isinstance(languages.get(language), str) or not languages[language].strip():
                found.append(f'{key}: no {language} text')
        if all(isinstance(languages.get(lang), str) for lang in LANGUAGES):
            en, *others = (_fields(languages[lang]) for lang in LANGUAGES)
            if any(other != en for other in others):
                found.append(f'{key}: the languages name different fields')
        if key.endswith('_one'):
            plural = entries().get(key[:-len('_one')])
            if plural is None:
                found.append(f'{key}: a singular with no plural {key[:-len("_one")]}')
            elif any(_fields(str(plural.get(lang, ''))) != _fields(str(languages.get(lang, '')))
                     for lang in LANGUAGES):
                found.append(f'{key}: the singular and the plural name different fields')
    return found


def singular(count, language: str = 'en') -> bool:
    """Whether `count` takes the singular in `language`: English 1; French 0 and 1
    (the CLDR plural rules: '1 solve', '0 résolution')."""
    try:
        n = abs(float(count))
    except (TypeError, ValueError):
        return False
    return n < 2 if language == 'fr' else n == 1


def text(key: str, language: str = 'en', **fields) -> str:
    """The window's text for `key` in `language` (English where unknown).

    A key with a `<key>_one` sibling is counted: its `count` field picks the
    singular (`_one`) or the plural (`key`) by the language's rule (`singular`).
    An unknown key shows as the key itself rather than failing: a test
    (`tests/controller/test_strings.py`) makes sure every key used exists.
    """
    if 'count' in fields and f'{key}_one' in entries() and singular(fields['count'], language):
        key = f'{key}_one'
    languages = entries().get(key)
    if languages is None:
        return key
    template = languages.get(language if language in LANGUAGES else 'en') or languages.get('en', key)
    return template.format(**fields) if fields else template


def duration(seconds: float, language: str = 'en') -> str:
    """A duration as people read it: '24 ms', '3.4 s', '16 s', '6 min 05 s' (a comma
    for the decimal point in French; a no-break space before the unit, so a line
    never ends on a number with its unit alone on the next)."""
    seconds = max(0.0, float(seconds))
    if seconds < 1:
        return text('status.milliseconds', language, value=max(1, round(seconds * 1000)))
    if seconds < 10:
        value = f'{seconds:.1f}'
        return text('status.seconds', language, value=value.replace('.', ',') if language == 'fr' else value)
    if round(seconds) < 60:
        return text('status.seconds', language, value=round(seconds))
    minutes, rest = divmod(round(seconds), 60)
    return text('status.minutes', language, minutes=minutes, seconds=f'{rest:02d}')


def rendered(value, language: str = 'en'):
    """A field's value for a template: phrases and other renderable values in `language`."""
    render = getattr(value, 'render', None)
    return render(language) if callable(render) else value


@dataclass(frozen=True, slots=True)
class Phrase:
    """A catalogue key and its fields: text that is rendered only when drawn."""
    key: str
    fields: tuple[tuple[str, object], ...] = ()

    def render(self, language: str = 'en') -> str:
        return text(self.key, language, **{name: rendered(value, language) for name, value in self.fields})


def phrase(key: str, **fields) -> Phrase:
    """`Phrase(key, fields)` written as a call: `phrase('status.solution', count=20)`."""
    return Phrase(key, tuple(fields.items()))


#: The key of text that is not in the catalogue (a file's own problem report): shown as it is.
VERBATIM = 'common.verbatim'


def verbatim(words: str) -> Phrase:
    """Text shown as it is, in every language."""
    return phrase(VERBATIM, text=str(words))


@dataclass(frozen=True, slots=True)
class Duration:
    """A duration rendered as `duration()` writes it, in the language it is drawn in."""
    seconds: float

    def render(self, language: str = 'en') -> str:
        return duration(self.seconds, language)


@dataclass(frozen=True, slots=True)
class EnglishOr:
    """`english` in English (a precise sentence, the model's own); `other` elsewhere."""
    english: str
    other: Phrase

    def render(self, language: str = 'en') -> str:
        return self.english if language == 'en' else self.other.render(language)


class Catalogue:
    """The catalogue in the language `language_of()` tells (the session's), read at each
    call: the parts of the controller that word things never keep a language of their own."""

    def __init__(self, language_of: Callable[[], str] = lambda: 'en'):
        self._language_of = language_of

    @property
    def language(self) -> str:
        language = self._language_of()
        return language if language in LANGUAGES else 'en'

    def __call__(self, key: str, **fields) -> str:
        return text(key, self.language, **fields)

    def duration(self, seconds: float) -> str:
        return duration(seconds, self.language)
