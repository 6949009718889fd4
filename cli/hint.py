"""`main.py hint`: the beginner's method's next step for a cube, without playing it."""
from __future__ import annotations

import json

from model.limits import check_size

from .lines import for_each_cube
from .options import whole_number
from .solve_notes import error_record


def add_parser(sub) -> None:
    p = sub.add_parser(
        'hint', help="say the beginner's method's next step for a cube",
        description="Print the beginner's method's current step for FACELETS (Kociemba order, "
                    "face or colour letters), how far along it is (e.g. '3 of 4 edges') and the "
                    "next chunk: its moves, the algorithm and what it does, without playing it. "
                    "With '-', one cube per line from stdin.")
    p.add_argument('facelets', metavar='FACELETS', help="facelet string, or '-' for one per line on stdin")
    p.add_argument('--size', type=whole_number, default=None, metavar='N',
                   help="cube size (default: from the facelets' length)")
    p.add_argument('--json', action='store_true',
                   help="one JSON object per cube: step, key, index, progress, moves, chunks "
                        "(moves, algorithm, explanation, pieces = facelet indices, targets)")
    p.set_defaults(run=run)


def run(args) -> int:
    from solver import beginner
    size = check_size(args.size) if args.size is not None else None

    def show(cube, number):
        hint = beginner.hint(cube)
        print(json.dumps(hint.to_json()) if args.json else describe(hint), flush=number is not None)

    return for_each_cube(args.facelets, size, show,
                         (lambda number, exc: error_record(number, exc)) if args.json else None)


def describe(hint) -> str:
    """The hint in plain words, one line for the step, one per chunk."""
    if hint.step_index < 0:
        return "solved: nothing to do"
    lines = [f"step {hint.step_index + 1}: {hint.name} ({hint.done} of {hint.total} {hint.unit})"]
    for chunk in hint.chunks:
        moves = ' '.join(map(str, chunk.moves))
        lines.append(f"next: {moves} - {chunk.explanation}")
    return '\n'.join(lines)
