"""Exceptions for a person's mistakes: each message says what is wrong and where."""


class CubeLabError(ValueError):
    """Base of every error caused by input (notation, facelets, sizes)."""


class NotationError(CubeLabError):
    """A move or algorithm that cannot be read, or makes no sense for the size.

    `column` (1-based) and `line` point at the offending token when known."""

    def __init__(self, message: str, column: int | None = None, token: str | None = None,
                 line: int | None = None):
        super().__init__(message)
        self.column = column
        self.token = token
        self.line = line


class WorkLimitError(NotationError):
    """Text that asks for more work than CubeLab does for one input (moves,
    pieces moved, characters); refused before that work, naming the limit."""


class InvalidCubeError(CubeLabError):
    """A cube state that is malformed or cannot be reached by turning a real cube.

    `reason` is a short machine-readable key (e.g. 'length', 'twist');
    `facelets` the stickers (facelet indices) of the offending pieces, when the
    check can point at them (a view highlights them)."""

    def __init__(self, message: str, reason: str = 'invalid', facelets=()):
        super().__init__(message)
        self.reason = reason
        self.facelets = tuple(int(f) for f in facelets)
