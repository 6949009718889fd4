"""`main.py apply`: the facelet string of a solved cube after an algorithm."""
from __future__ import annotations

import sys

from model import Alg, Cube, CubeLabError
from model.limits import check_size
from model.schemes import SCHEMES, Appearance, Orientation, scheme

from .lines import items, where
from .options import whole_number


def add_parser(sub) -> None:
    p = sub.add_parser(
        'apply', help="print the facelets of a solved cube after an alg",
        description="Apply ALG to a solved N-cube and print its facelet string (Kociemba order "
                    "U R F D L B, face letters). With '-' instead of ALG, read one alg per line "
                    "from stdin and print one facelet string per line; a bad line prints an "
                    "empty line (so outputs stay aligned), its error goes to stderr, and the "
                    "exit code is 1.")
    p.add_argument('alg', metavar='ALG', help="moves in WCA/SiGN notation, or '-' for stdin")
    p.add_argument('--size', type=whole_number, default=3, metavar='N', help="cube size (default 3)")
    p.add_argument('--colors', action='store_true',
                   help="print colour letters (W R G Y O B, or the --scheme's) instead of face letters")
    p.add_argument('--scheme', default='standard', metavar='NAME',
                   help=f"colour scheme for --colors: {', '.join(SCHEMES)} (default standard)")
    p.add_argument('--top', default=None, metavar='COLOUR',
                   help="colour on top of the solved cube the alg starts from (name or letter, "
                        "default white)")
    p.add_argument('--front', default=None, metavar='COLOUR',
                   help="colour in front of that cube (default green, or the first side colour)")
    p.set_defaults(run=run)


def appearance(args) -> Appearance:
    """The scheme and starting orientation the options ask for (CubeLabError if impossible)."""
    chosen = scheme(args.scheme)
    top = chosen.colour_named(args.top) if args.top is not None else 0
    if args.front is not None:
        front = chosen.colour_named(args.front)
    else:
        front = next(c for c in (2, 1, 5, 4) if c % 3 != top % 3)
    return Appearance(chosen, Orientation(top, front))


def run(args) -> int:
    n = check_size(args.size)
    look = appearance(args)
    start = Cube(n).apply(look.orientation.rotation)
    failed = False
    out = sys.stdout
    for number, text in items(args.alg):
        try:
            alg = Alg.parse(text, n)
            if not alg:
                raise CubeLabError("the alg is empty: give at least one move")
            cube = start.copy().apply(alg)
        except CubeLabError as exc:
            print(f"error: {where(number)}{exc}", file=sys.stderr)
            failed = True
            if number is not None:
                out.write('\n')
            continue
        text = look.letters_of(cube.facelet_colors()) if args.colors else cube.to_facelets()
        out.write(text + '\n')
    return 1 if failed else 0
