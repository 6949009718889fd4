"""`main.py check`: is a facelet string a cube that can be solved, and if not, why."""
from __future__ import annotations

from model.limits import check_size

from .lines import for_each_cube
from .options import whole_number


def add_parser(sub) -> None:
    p = sub.add_parser(
        'check', help="say whether a facelet string is a reachable cube",
        description="Print 'valid' if FACELETS (Kociemba order, face letters U R F D L B or "
                    "colour letters W R G Y O B) is a state a real cube can reach, else what is "
                    "wrong on stderr (exit 1). With '-', check one string per line from stdin: "
                    "'valid' per good line, an empty line per bad one (its reason on stderr as "
                    "'error: line N: ...'), so outputs stay aligned.")
    p.add_argument('facelets', metavar='FACELETS', help="facelet string, or '-' for stdin")
    p.add_argument('--size', type=whole_number, default=None, metavar='N',
                   help="expected cube size (default: from the string's length)")
    p.set_defaults(run=run)


def run(args) -> int:
    size = check_size(args.size) if args.size is not None else None
    return for_each_cube(args.facelets, size, lambda cube, number: print('valid'))
