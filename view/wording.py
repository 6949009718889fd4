"""The window's words: catalogue text drawn in the language of the moment, and drawn
again from its keys when the language changes.

The panel's `tr` is a `Wording`: `tr('play.solve')` is the text in the window's
language as `Words`, a string that keeps the phrase it was rendered from. The
widget helpers (view/widgets.py) remember which entity shows which words, so
`retell()` draws each of them again in the new language from the phrase, never
from the text on screen. Text not from the catalogue (moves, times, what people
typed) is a plain str and stays as it is.
"""
from __future__ import annotations

import textwrap
import weakref
from typing import Callable

from controller.strings import LANGUAGES, duration, phrase


class Words(str):
    """Text rendered from a phrase (`said`), reshaped by `shape` (wrapped to a width)."""

    def __new__(cls, value: str, said, wording: 'Wording', shape: Callable[[str], str] | None = None):
        words = super().__new__(cls, value)
        words.said, words.wording, words.shape = said, wording, shape
        return words

    def shaped(self, shape: Callable[[str], str]) -> 'Words':
        """These words reshaped (and reshaped the same way when drawn again)."""
        inner = self.shape
        both = shape if inner is None else (lambda text: shape(inner(text)))
        return Words(shape(str(self)), self.said, self.wording, both)


class Wording:
    """The catalogue in the window's language, which `language_of()` tells (the
    session's, set from the preferences): the one place it is read from."""

    def __init__(self, language_of: Callable[[], str]):
        self._language_of = language_of
        self._shown: list[weakref.ref] = []

    @property
    def language(self) -> str:
        language = self._language_of()
        return language if language in LANGUAGES else 'en'

    def __call__(self, key: str, **fields) -> Words:
        fields = {name: value.said if isinstance(value, Words) else value for name, value in fields.items()}
        return self.words(phrase(key, **fields))

    def words(self, said) -> Words:
        """A phrase or Message (anything with `render(language)`) as Words."""
        return Words(said.render(self.language), said, self)

    def again(self, words: Words) -> Words:
        """`words` rendered anew in the language of the moment."""
        fresh = self.words(words.said)
        return fresh.shaped(words.shape) if words.shape is not None else fresh

    def duration(self, seconds: float) -> str:
        return duration(seconds, self.language)

    def note(self, entity) -> None:
        """`entity` shows Words of this wording (its `words`): draw it again in `retell()`."""
        if not getattr(entity, 'noted_words', False):
            entity.noted_words = True
            self._shown.append(weakref.ref(entity))

    def retell(self, draw: Callable[[object, Words], None]) -> None:
        """Every entity still showing words draws them again: `draw(entity, words)`."""
        alive = []
        for ref in self._shown:
            entity = ref()
            if entity is None:
                continue
            alive.append(ref)
            words = getattr(entity, 'words', None)
            if isinstance(words, Words) and words.wording is self:
                draw(entity, self.again(words))
        self._shown = alive


#: Lines a fitted text keeps at most: text stays inside the panel.
FIT_LINES = 3
#: Characters a line of the Play page's phase line and move note.
NOTE_WIDTH = 44


def fit(text: str, width: int, lines: int = FIT_LINES) -> str:
    """Wrap text to the panel's width, at most `lines` lines (the rest cut with an
    ellipsis), so no message ever spills over the cube. Catalogue words stay words
    (wrapped the same way when drawn in another language)."""
    if isinstance(text, Words):
        return text.shaped(lambda plain: fit(plain, width, lines))
    wrapped = textwrap.wrap(text, width)
    if len(wrapped) > lines:
        wrapped = wrapped[:lines]
        wrapped[-1] = wrapped[-1][:width - 1] + '\N{HORIZONTAL ELLIPSIS}'
    return '\n'.join(wrapped)
