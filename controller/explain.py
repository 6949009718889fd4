"""The model's errors in the window's language.

model/ raises exceptions with English sentences (the command line shows them as they
are) and machine-readable fields: `InvalidCubeError.reason`, `NotationError.column` and
`.token`. In English the window shows the model's sentence, which says the most; in
another language it shows the catalogue's text for the error's kind and fields
(assets/strings/errors.toml), so no English sentence ends up inside a French message.
A test (tests/controller/test_explain.py) finds every reason model/ and solver/ raise
and fails when the catalogue lacks one."""
from __future__ import annotations

from model.errors import CubeLabError, InvalidCubeError, NotationError

from .strings import entries, text


class Explanation:
    """An error explained in the language it is drawn in (a field of a Phrase)."""
    __slots__ = ('error',)

    def __init__(self, error: BaseException):
        self.error = error

    def render(self, language: str = 'en') -> str:
        return explain(self.error, language)

    def __eq__(self, other) -> bool:
        return isinstance(other, Explanation) and str(other.error) == str(self.error) \
            and type(other.error) is type(self.error)

    def __hash__(self) -> int:
        return hash((type(self.error), str(self.error)))

    def __str__(self) -> str:
        return explain(self.error)


def explain(exc: BaseException, language: str = 'en') -> str:
    """A sentence for a user's mistake that `exc` reports, in `language`."""
    if language == 'en':
        return str(exc)
    if isinstance(exc, InvalidCubeError):
        return explain_reason(exc.reason, str(exc), language)
    if isinstance(exc, NotationError):
        if exc.column is not None and exc.token:
            return text('errors.notation_at', language, column=exc.column, token=exc.token)
        if exc.token:
            return text('errors.notation_token', language, token=exc.token)
        return text('errors.notation', language)
    from storage import HistoryReadOnly
    from storage.cubefile import CubeFileError
    if isinstance(exc, CubeFileError):
        return text('errors.cube_file', language)
    if isinstance(exc, HistoryReadOnly):
        return text('errors.history_read_only', language)
    if isinstance(exc, CubeLabError):
        return text('errors.input', language)
    return text('errors.other', language)


def explain_reason(reason: str, message: str, language: str = 'en') -> str:
    """An impossible cube's `reason` (InvalidCubeError.reason) in `language`; `message`
    (the model's sentence) in English."""
    if language == 'en':
        return message
    key = f'errors.cube_{reason}'
    return text(key if key in entries() else 'errors.cube_invalid', language)
