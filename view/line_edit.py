"""One line of editable text: the characters, the cursor, and which part fits the box.

No drawing here (view/alg_box.py draws it), so the editing rules are tested on their own.
"""
from __future__ import annotations

from typing import Callable


class LineEdit:
    """Text with a cursor (0..len). Typing inserts exactly what was typed (no
    brackets are added); `limit` caps the length. `first` is the first character
    shown: `visible()` keeps the cursor inside the shown part, scrolling sideways."""

    def __init__(self, limit: int = 400):
        self.limit = limit
        self.text = ''
        self.cursor = 0
        self.first = 0

    def set(self, text: str) -> None:
        """Replace the text (one line: line breaks and tabs become spaces); cursor at the end."""
        self.text = _one_line(text)[:self.limit]
        self.cursor = len(self.text)
        self.first = 0

    def insert(self, text: str) -> None:
        room = self.limit - len(self.text)
        text = _one_line(text)[:max(room, 0)]
        self.text = self.text[:self.cursor] + text + self.text[self.cursor:]
        self.cursor += len(text)

    def backspace(self) -> None:
        if self.cursor > 0:
            self.text = self.text[:self.cursor - 1] + self.text[self.cursor:]
            self.cursor -= 1

    def delete(self) -> None:
        self.text = self.text[:self.cursor] + self.text[self.cursor + 1:]

    def move(self, step: int) -> None:
        self.cursor = max(0, min(len(self.text), self.cursor + step))

    def home(self) -> None:
        self.cursor = 0

    def end(self) -> None:
        self.cursor = len(self.text)

    def place(self, x: float, width: Callable[[str], float]) -> None:
        """Put the cursor at the character boundary nearest to x (measured from the
        first shown character, in the units `width` returns)."""
        best, best_d = self.first, abs(x)
        for i in range(self.first + 1, len(self.text) + 1):
            d = abs(width(self.text[self.first:i]) - x)
            if d >= best_d:
                break                             # widths only grow: nothing nearer further on
            best, best_d = i, d
        self.cursor = best

    def visible(self, room: float, width: Callable[[str], float]) -> tuple[int, int]:
        """(first, last): the slice of text shown in `room` (units of `width`), scrolled
        so the cursor is inside it, as little as possible since the last call. Widths of
        a slice shrink as its start moves right, so the first character is found by
        bisection: a facelet string of a big cube (thousands of letters) costs a few
        measurements, not one per letter."""
        self.first = min(self.first, self.cursor)
        if width(self.text[self.first:self.cursor]) > room:
            lo, hi = self.first + 1, self.cursor      # the smallest start that fits lies in lo..hi
            while lo < hi:
                mid = (lo + hi) // 2
                if width(self.text[mid:self.cursor]) > room:
                    lo = mid + 1
                else:
                    hi = mid
            self.first = lo
        elif self.first > 0 and width(self.text[self.first - 1:]) <= room:
            lo, hi = 0, self.first - 1                # room freed at the end: show more from the left
            while lo < hi:
                mid = (lo + hi) // 2
                if width(self.text[mid:]) <= room:
                    hi = mid
                else:
                    lo = mid + 1
            self.first = lo
        last = self.cursor
        while last < len(self.text) and width(self.text[self.first:last + 1]) <= room:
            last += 1
        return self.first, last


def _one_line(text: str) -> str:
    return ''.join(' ' if ch in '\r\n\t' else ch for ch in text if ch.isprintable() or ch in '\r\n\t')
