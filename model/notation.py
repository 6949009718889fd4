"""Reading move tokens and algorithm text (WCA and SiGN notation).

Grammar of alg text (whitespace separates moves; `//` starts a comment that
runs to the end of the line)::

    alg      := item*
    item     := MOVE | group | bracket
    group    := '(' alg ')' AMOUNT?              (R U R' U')3   (R U)'   (R U)2'
    bracket  := '[' alg ',' alg ']' AMOUNT?      commutator  [A, B] = A B A' B'
              | '[' alg ':' alg ']' AMOUNT?      conjugate   [A: B] = A B A'
    AMOUNT   := digits, digits', ', 'digits      written right after ')' or ']'

Move tokens: faces `U D L R F B`; wide `Rw`, `r`, `nRw`, `nr` (layers 1..n),
`2Rw` = `Rw`; `nR` (layer n alone); `a-bR`, `a-bRw`, `a-br` (layers a..b);
slices `M E S` (the middle layer, odd sizes), `m e s` (all inner layers);
rotations `x y z`; amounts none, `'`, `2`, `2'`, `'2`, `3`, ... (typographic
primes such as ’ read as `'`). Numbers are ASCII digits, at most MAX_DIGITS of
them; groups nest at most MAX_DEPTH deep; a byte-order mark reads as a space.

Everything is expanded to a flat sequence of Move values: nothing inside the
app ever sees the brackets, and the length of that sequence is known (and
checked against MAX_MOVES) before any of it is built; with a cube size, so are
the pieces its turns move (MAX_PIECE_MOVES). Text longer than MAX_CHARACTERS
is refused before it is split. A Budget shared by several texts bounds their
total (a saved cube's undo history). A NotationError says the
1-based column (and the line, for text of several lines) and names the token
as written.
"""
from __future__ import annotations

import re
from typing import NamedTuple

from .errors import NotationError, WorkLimitError
from .faces import FACE_ORDER, INNER, ROTATIONS, SLICES
from .move import Move

#: The most moves one piece of text may expand to (guards `((R)999)999`).
MAX_MOVES = 1_000_000
#: The most pieces the expanded moves may move in all, counted for the cube
#: size (an outer layer of a 50x50 holds 2,500 pieces, an inner one 196):
#: the turning work, bounded before any of it is done. The longest scramble
#: (10,000 moves) of deep wide turns on the largest cube stays far below it.
MAX_PIECE_MOVES = 500_000_000
#: The longest alg text read (about 250,000 moves written out): longer text is
#: refused before it is split into tokens.
MAX_CHARACTERS = 1_000_000
#: The most digits in one number (layer, amount, repeat): more is never meant,
#: and int() of thousands of digits is slow or refused.
MAX_DIGITS = len(str(MAX_MOVES))
#: The deepest nesting of ( ) and [ ]; the parser recurses once per level.
MAX_DEPTH = 50
#: Tokens longer than this are shortened in messages.
_SHOWN = 30

_FAMILY = (f"[{FACE_ORDER}]w?|[{FACE_ORDER.lower()}]"
           f"|[{''.join(SLICES)}{''.join(INNER)}{''.join(ROTATIONS)}]")
_TOKEN = re.compile(rf"""
    (?:(?P<a>[0-9]+)(?:-(?P<b>[0-9]+))?)?      # layer prefix: n or a-b
    (?P<fam>{_FAMILY})
    (?P<amt>[0-9]+'?|'[0-9]*)?                 # amount: 2, 2', ', '2, 3
    $""", re.VERBOSE)
_AMOUNT = re.compile(r"[0-9]+'?|'[0-9]*")
_PUNCT = '()[],:'
_PRIMES = str.maketrans({'\u2019': "'", '\u2032': "'", '\u00b4': "'", '`': "'"})
_CLOSER = {'(': ')', '[': ']'}
_BOM = '\ufeff'


def parse_move(token: str) -> Move:
    """One move token -> Move. Size checks happen when the move is applied
    (or in parse_alg when a size is given)."""
    m = _TOKEN.match(token)
    if not m:
        raise NotationError(f"unknown move {shown(token)}", token=token)
    fam, a, b, amt = m['fam'], m['a'], m['b'], m['amt'] or ''
    for digits in (a, b, amt.replace("'", '')):
        if digits and len(digits) > MAX_DIGITS:
            raise NotationError(f"{shown(token)}: a number of {len(digits)} digits "
                                f"(at most {MAX_DIGITS})", token=token)
    amount = _amount(amt, token)
    if fam in SLICES or fam in INNER or fam in ROTATIONS:
        if a is not None:
            raise NotationError(f"{token!r}: {fam} takes no layer number", token=token)
        return Move(fam, 1, 1, amount)
    wide = fam.endswith('w') or fam.islower()
    face = fam[0].upper()
    a_i = int(a) if a is not None else None
    b_i = int(b) if b is not None else None
    if a_i == 0 or b_i == 0:
        raise NotationError(f"{token!r}: layers are counted from 1", token=token)
    if b_i is not None:                       # a-bR, a-bRw: layers a..b
        if b_i < a_i:
            raise NotationError(f"{token!r}: layer range goes backwards", token=token)
        return Move(face, a_i, b_i, amount)
    if wide:                                   # Rw, r, nRw, nr: layers 1..n
        depth = 2 if a_i is None else a_i
        return Move(face, 1, depth, amount)
    if a_i is not None:                        # nR: layer n alone
        return Move(face, a_i, a_i, amount)
    return Move(face, 1, 1, amount)


def _amount(text: str, token: str) -> int:
    if text == '':
        return 1
    prime = "'" in text
    digits = text.replace("'", '')
    value = int(digits) if digits else 1
    if value == 0:
        raise NotationError(f"{token!r}: a move must turn by a non-zero amount", token=token)
    return -value if prime else value


# -- alg text ------------------------------------------------------------------

class Token(NamedTuple):
    """One lexical unit of alg text: kind is 'move', 'amount' or the
    punctuation character itself; line and column are 1-based."""
    kind: str
    text: str
    line: int
    column: int


def tokenize(text: str) -> list[Token]:
    """Split alg text into tokens, dropping whitespace and `//` comments.
    Typographic primes (pasted from web pages) read as `'`."""
    tokens: list[Token] = []
    multiline = _is_multiline(text)
    text = text.translate(_PRIMES)
    for line_no, line in enumerate(text.split('\n'), start=1):
        cut = line.find('//')
        if cut >= 0:
            line = line[:cut]
        i, end = 0, len(line)
        while i < end:
            ch = line[i]
            if ch.isspace() or ch == _BOM:
                i += 1
            elif ch in _PUNCT:
                tokens.append(Token(ch, ch, line_no, i + 1))
                i += 1
                if ch in ')]':
                    m = _AMOUNT.match(line, i)
                    if m:
                        j = m.end()
                        if j < end and not line[j].isspace() and line[j] not in _PUNCT:
                            k = j
                            while k < end and not line[k].isspace() and line[k] not in _PUNCT:
                                k += 1
                            word = Token('move', line[i:k], line_no, i + 1)
                            raise located(word, f"{word.text!r} right after {ch!r}: put a space "
                                                f"between a repeat and a move", multiline)
                        tokens.append(Token('amount', m.group(), line_no, i + 1))
                        i = j
            else:
                j = i
                while j < end and not line[j].isspace() and line[j] not in _PUNCT:
                    j += 1
                tokens.append(Token('move', line[i:j], line_no, i + 1))
                i = j
    return tokens


class Budget:
    """The moves and piece moves still allowed: each parse given this budget
    spends from it, so several texts share one limit. `what` names the whole
    in messages ("the alg", "the undo history")."""

    def __init__(self, what: str = 'the alg'):
        self.what = what
        self.moves = MAX_MOVES
        self.pieces = MAX_PIECE_MOVES

    def check(self, moves: int, pieces: int, n: int | None) -> str | None:
        """Why `moves` more moves moving `pieces` pieces do not fit, or None."""
        if moves > self.moves:
            return f"{self.what} expands to more than {MAX_MOVES} moves"
        if pieces > self.pieces:
            return (f"{self.what} would move more than {MAX_PIECE_MOVES:,} pieces on a {n}x{n} "
                    f"(each turn moves every piece of its layers)")
        return None

    def spend(self, moves: int, pieces: int) -> None:
        self.moves -= moves
        self.pieces -= pieces


def parse_alg(text: str, n: int | None = None, budget: Budget | None = None) -> list[Move]:
    """Alg text -> flat list of Moves (groups, commutators and conjugates
    expanded). With a size `n`, every move is also checked against it, so
    `4Rw` on a 4x4 or `M` on an even cube is reported with its column, and
    the pieces the moves turn are counted. Moves and pieces are taken from
    `budget` (a fresh one when None) before anything is expanded."""
    if not isinstance(text, str):
        raise TypeError(f"alg text must be a str, not {type(text).__name__}")
    if len(text) > MAX_CHARACTERS:
        raise WorkLimitError(f"the alg text is {len(text):,} characters long "
                             f"(at most {MAX_CHARACTERS:,})")
    return _Parser(text, n, budget or Budget()).parse()


class _Block(NamedTuple):
    """A group or bracket, not yet expanded: kind '(' for (A), ',' for [A, B],
    ':' for [A: B]; its moves are inverted when `invert`, then repeated `times`."""
    kind: str
    a: list
    b: list | None
    times: int
    invert: bool


class _Parser:
    """Recursive descent over the token list. Each level returns its items
    (Moves and _Blocks) and how many moves they expand to, so a length over
    MAX_MOVES is refused before anything is expanded."""

    def __init__(self, text: str, n: int | None, budget: Budget):
        self.tokens = tokenize(text)
        self.pos = 0
        self.n = n
        self.budget = budget
        self.multiline = _is_multiline(text)

    # -- errors ------------------------------------------------------------
    def error(self, token: Token, message: str) -> NotationError:
        return located(token, message, self.multiline)

    # -- grammar -----------------------------------------------------------
    def parse(self) -> list[Move]:
        items, length, pieces = self.sequence(0)
        if self.pos < len(self.tokens):           # a closer or separator with no opener
            tok = self.tokens[self.pos]
            if tok.kind in ')]':
                raise self.error(tok, f"{tok.text!r} has no matching {'(' if tok.kind == ')' else '['!r}")
            raise self.error(tok, f"{tok.text!r} outside [ ]: write [A, B] or [A: B]")
        self.budget.spend(length, pieces)
        return _expand(items, [])

    def within_budget(self, tok: Token, length: int, pieces: int) -> None:
        """Raise at `tok` if `length` moves turning `pieces` pieces exceed the budget."""
        if (why := self.budget.check(length, pieces, self.n)) is not None:
            raise located(tok, why, self.multiline, WorkLimitError)

    def sequence(self, depth: int) -> tuple[list, int, int]:
        """Items up to (not including) a closer or separator, or the end,
        the number of moves they expand to and the pieces those turn."""
        items: list = []
        length = pieces = 0
        tokens = self.tokens
        while self.pos < len(tokens):
            tok = tokens[self.pos]
            if tok.kind == 'move':
                item, size = self.move(tok), 1
                moved = item.turn(self.n).pieces(self.n) if self.n is not None else 0
                self.pos += 1
            elif tok.kind in '([':
                if depth >= MAX_DEPTH:
                    raise self.error(tok, f"{tok.text!r} starts a nesting deeper than {MAX_DEPTH} levels")
                kind, a, b, size, moved = self.group(tok, depth + 1)
                item, size, moved = self.repeat(kind, a, b, size, moved)
            else:                                  # ) ] , : -- the caller decides
                break
            items.append(item)
            length += size
            pieces += moved
            self.within_budget(tok, length, pieces)
        return items, length, pieces

    def move(self, tok: Token) -> Move:
        """The move a token names, checked against the size if one is given;
        messages name the token as written."""
        try:
            move = parse_move(tok.text)
            if self.n is not None:
                try:
                    move.turn(self.n)
                except NotationError as exc:       # Move speaks of itself in WCA form
                    raise NotationError(str(exc).replace(str(move), tok.text, 1)) from None
        except NotationError as exc:
            message = str(exc)
            if tok.text not in message and shown(tok.text) not in message:
                message = f"{shown(tok.text)}: {message}"
            raise self.error(tok, message) from None
        return move

    def group(self, opener: Token, depth: int) -> tuple[str, list, list | None, int, int]:
        """(kind, A, B, moves, pieces) of `( A )`, `[A, B]` or `[A: B]` at `opener`."""
        self.pos += 1
        a, a_len, a_pieces = self.sequence(depth)
        if opener.kind == '(':
            self.expect(opener)
            return '(', a, None, a_len, a_pieces
        sep = self.peek()
        if sep is None or sep.kind not in ',:':
            if sep is not None and sep.kind == ']':
                raise self.error(opener, "'[' needs ',' (commutator [A, B]) or ':' (conjugate [A: B])")
            self.expect(opener)                    # raises: wrong closer
        self.pos += 1
        b, b_len, b_pieces = self.sequence(depth)
        nxt = self.peek()
        if nxt is not None and nxt.kind in ',:':
            raise self.error(nxt, f"a second {nxt.text!r} inside [ ]: write [A, B] or [A: B]")
        self.expect(opener)
        if sep.kind == ',':
            return ',', a, b, 2 * (a_len + b_len), 2 * (a_pieces + b_pieces)
        return ':', a, b, 2 * a_len + b_len, 2 * a_pieces + b_pieces

    def expect(self, opener: Token) -> None:
        """Consume the closer matching `opener` or raise."""
        want = _CLOSER[opener.kind]
        tok = self.peek()
        if tok is None:
            raise self.error(opener, f"{opener.text!r} is never closed")
        if tok.kind != want:
            if tok.kind in ',:':
                raise self.error(tok, f"{tok.text!r} outside [ ]: write [A, B] or [A: B]")
            raise self.error(tok, f"{tok.text!r} does not match {opener.text!r} at column {opener.column}")
        self.pos += 1

    def repeat(self, kind: str, a: list, b: list | None, length: int,
               pieces: int) -> tuple[_Block, int, int]:
        """The block with the amount written right after its closer (3, ',
        2', '2), the moves it expands to and the pieces those turn."""
        tok = self.peek()
        if tok is None or tok.kind != 'amount':
            return _Block(kind, a, b, 1, False), length, pieces
        self.pos += 1
        digits = tok.text.replace("'", '')
        if len(digits) > MAX_DIGITS:
            raise self.error(tok, f"{shown(tok.text)}: a repeat of {len(digits)} digits "
                                  f"(at most {MAX_DIGITS})")
        times = int(digits) if digits else 1
        if times == 0:
            raise self.error(tok, f"{tok.text!r}: a group must be repeated at least once")
        self.within_budget(tok, length * times, pieces * times)
        return _Block(kind, a, b, times, "'" in tok.text), length * times, pieces * times

    def peek(self) -> Token | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None


def _expand(items: list, out: list[Move]) -> list[Move]:
    """Append the moves of parsed items to `out` (their total is already
    known to be at most MAX_MOVES)."""
    for item in items:
        if isinstance(item, Move):
            out.append(item)
            continue
        a = _expand(item.a, [])
        if item.kind == '(':
            body = a
        else:
            b = _expand(item.b, [])
            body = a + b + _inverse(a) + (_inverse(b) if item.kind == ',' else [])
        if item.invert:
            body = _inverse(body)
        out.extend(body * item.times)
    return out


def shown(token: str) -> str:
    """A token quoted for a message, shortened when very long."""
    if len(token) <= _SHOWN:
        return repr(token)
    return f"{token[:_SHOWN]!r}... ({len(token)} characters)"


def located(token: Token, message: str, multiline: bool,
            error: type[NotationError] = NotationError) -> NotationError:
    """A NotationError (or the subclass `error`) whose message starts with
    where `token` is; it also carries `column`, `token` and `line` as attributes."""
    where = f"column {token.column}"
    if multiline:
        where = f"line {token.line}, {where}"
    exc = error(f"{where}: {message}", column=token.column, token=token.text)
    exc.line = token.line
    return exc


def _is_multiline(text: str) -> bool:
    """Errors name the line too when the text has more than one line."""
    return '\n' in text.strip()


def _inverse(moves: list[Move]) -> list[Move]:
    return [m.inverse() for m in reversed(moves)]

