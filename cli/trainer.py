"""`main.py trainer`: scrambles that set up cases of a set (OLL, PLL, 2-look, F2L) to practise on."""
from __future__ import annotations

import json
import random
import sys

from model import CubeLabError
from scramble.case_scramble import case_scramble, drill
from scramble.random_state import load_tables
from storage.case_files import load_case_set

from .cases import add_set_option
from .options import seed_value, whole_number
from .progress import ProgressBar

MAX_COUNT = 10_000


def add_parser(sub) -> None:
    p = sub.add_parser(
        'trainer', help="scrambles that set up cases of a set (OLL, PLL, 2-look, F2L)",
        description="Print scrambles, one per line, each leaving one case of the set on a solved "
                    "3x3: the first two layers solved and the case on the U layer (f2l: the cross "
                    "and three pairs solved, the front-right pair's case), with a random U turn "
                    "before it. Each case is drawn uniformly from the drill. The scramble is a "
                    "random state of the case solved by the two-phase solver and turned around, "
                    "never the case's algorithm undone. --json prints one object per line: "
                    "case, scramble.")
    add_set_option(p)
    p.add_argument('--cases', default=None, metavar='A,B,...',
                   help="the drill: cases by name (Ua, 'OLL 27 / Sune', or a part of it: Sune, "
                        "'OLL 27') or groups ('edges only'), separated by commas (default: every case)")
    p.add_argument('--count', type=whole_number, default=1, metavar='K', help="how many scrambles (default 1)")
    p.add_argument('--seed', metavar='S', help="repeatable output: the same seed gives the same scrambles")
    p.add_argument('--json', action='store_true', help="one JSON object per line: case, scramble")
    p.set_defaults(run=run)


def run(args) -> int:
    if not 1 <= args.count <= MAX_COUNT:
        raise CubeLabError(f"--count must be between 1 and {MAX_COUNT}, not {args.count}")
    case_set = load_case_set(args.set_name)
    cases = drill(case_set, None if args.cases is None else args.cases.split(','))
    rng = random.Random(None if args.seed is None else seed_value(args.seed))
    load_tables(3, ProgressBar('building the 3x3 solver tables (once)'))
    for _ in range(args.count):
        case = rng.choice(cases)
        scramble = case_scramble(case_set, case, rng)
        line = json.dumps({'case': case.name, 'scramble': str(scramble)}, ensure_ascii=False) if args.json \
            else str(scramble)
        sys.stdout.write(line + '\n')
        sys.stdout.flush()
    return 0
