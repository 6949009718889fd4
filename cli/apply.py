"""`main.py apply`: the facelet string of a solved cube after an algorithm."""
from __future__ import annotations

import sys

from model import Alg, Cube, CubeLabError
from model.limits import check_size

from .lines import items, where


def add_parser(sub) -> None:
    p = sub.add_parser(
        'apply', help="print the facelets of a solved cube after an alg",
        description="Apply ALG to a solved N-cube and print its facelet string (Kociemba order "
                    "U R F D L B, face letters). With '-' instead of ALG, read one alg per line "
                    "from stdin and print one facelet string per line; a bad line prints an "
                    "empty line (so outputs stay aligned), its error goes to stderr, and the "
                    "exit code is 1.")
    p.add_argument('alg', metavar='ALG', help="moves in WCA/SiGN notation, or '-' for stdin")
    p.add_argument('--size', type=int, default=3, metavar='N', help="cube size (default 3)")
    p.add_argument('--colors', action='store_true',
                   help="print colour letters (W R G Y O B) instead of face letters")
    p.set_defaults(run=run)


def run(args) -> int:
    n = check_size(args.size)
    failed = False
    out = sys.stdout
    for number, text in items(args.alg):
        try:
            alg = Alg.parse(text, n)
            if not alg:
                raise CubeLabError("the alg is empty: give at least one move")
            cube = Cube(n).apply(alg)
        except CubeLabError as exc:
            print(f"error: {where(number)}{exc}", file=sys.stderr)
            failed = True
            if number is not None:
                out.write('\n')
            continue
        out.write(cube.to_facelets(colors=args.colors) + '\n')
    return 1 if failed else 0
