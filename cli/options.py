"""Option values typed on the command line: whole numbers in ASCII digits, and seeds.

argparse's `type=int` takes whatever Python's int() takes: Arabic-Indic or
full-width digits, underscores (`1_0`), spaces and a plus sign. A size or
a count is read the way facelets are, from the digits 0-9 alone.
"""
from __future__ import annotations

import argparse
import re

#: Digits in one option value; more is never a size, count, length or job count.
MAX_DIGITS = 18

_WHOLE = re.compile(rf"-?[0-9]{{1,{MAX_DIGITS}}}", re.ASCII)


def whole_number(text: str) -> int:
    """An option's value as an int: an optional '-' and 1..MAX_DIGITS ASCII digits."""
    if not _WHOLE.fullmatch(text):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a whole number: write it in ASCII digits 0-9 (at most {MAX_DIGITS})")
    return int(text)


def seed_value(text: str) -> int | bytes:
    """A --seed as random.Random takes it: whole numbers seed like the API's seed=int; any
    other text seeds as its UTF-8 bytes (as random does with text), and bytes that were not
    UTF-8 in argv (kept as surrogates) seed as those bytes."""
    try:
        return int(text)
    except ValueError:
        return text.encode('utf-8', 'surrogateescape')
