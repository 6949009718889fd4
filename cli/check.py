"""`main.py check`: is a facelet string a cube that can be solved, and if not, why."""
from __future__ import annotations

from model import Cube, CubeLabError
from model.limits import check_size

from .lines import items


def add_parser(sub) -> None:
    p = sub.add_parser(
        'check', help="say whether a facelet string is a reachable cube",
        description="Print 'valid' if FACELETS (Kociemba order, face letters U R F D L B or "
                    "colour letters W R G Y O B) is a state a real cube can reach, else what is "
                    "wrong (exit 1). With '-', check one string per line from stdin and print "
                    "one answer per line.")
    p.add_argument('facelets', metavar='FACELETS', help="facelet string, or '-' for stdin")
    p.add_argument('--size', type=int, default=None, metavar='N',
                   help="expected cube size (default: from the string's length)")
    p.set_defaults(run=run)


def run(args) -> int:
    size = check_size(args.size) if args.size is not None else None
    failed = False
    for number, text in items(args.facelets):
        try:
            Cube.from_facelets(text, size)
        except CubeLabError as exc:
            failed = True
            print(str(exc))
            continue
        print('valid')
    return 1 if failed else 0
