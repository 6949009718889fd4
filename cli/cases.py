"""`main.py cases`: the cases of one set (OLL, PLL, 2-look, F2L) with their algorithms and chances."""
from __future__ import annotations

import json
import sys
from fractions import Fraction

from model.cases import CaseSet
from storage.case_files import SET_NAMES, load_case_set


def add_parser(sub) -> None:
    p = sub.add_parser(
        'cases', help="list a set of cases (OLL, PLL, 2-look, F2L) and their algorithms",
        description="List the cases of one set: oll (57), pll (21), oll2 (2-look OLL: 3 edge and 7 "
                    "corner cases), pll2 (2-look PLL: 2 corner and 4 edge cases) or f2l (41, the "
                    "front-right pair). Each case with its group, its probability (exact, the skip "
                    "not counted as a case) and its algorithms, the first the default. --json prints "
                    "one list of objects with the keys name, algorithms (a list), probability (a "
                    "number) and group.")
    add_set_option(p)
    p.add_argument('--json', action='store_true', help="print a JSON list instead of a table")
    p.set_defaults(run=run)


def add_set_option(parser) -> None:
    """--set SET, which `cases` and `trainer` both take (checked when the set is loaded, so an
    unknown one is bad input, exit 1)."""
    parser.add_argument('--set', dest='set_name', required=True, metavar='SET',
                        help=f"the set: {', '.join(SET_NAMES)}")


def as_json(case_set: CaseSet) -> list[dict]:
    return [{'name': case.name, 'algorithms': list(case.algorithms),
             'probability': float(case.probability), 'group': case.group} for case in case_set.cases]


def chance(probability: Fraction) -> str:
    return f"{probability} ({float(probability):.2%})"


def table(case_set: CaseSet) -> list[str]:
    """The set as a table a person reads: a heading per step, a case per row, alternative
    algorithms on the lines below their case's default."""
    name_width = max(len('name'), *(len(case.name) for case in case_set.cases))
    group_width = max(len('group'), *(len(case.group) for case in case_set.cases))
    chance_width = max(len('probability'), *(len(chance(case.probability)) for case in case_set.cases))
    lines = [f"{case_set.title} ({len(case_set.cases)} cases)"]
    for step in case_set.steps:
        cases = [case for case in case_set.cases if case.step == step]
        lines += ['', f"{step}: {len(cases)} cases, skip {chance(case_set.skips[step])}" if len(case_set.steps) > 1
                  else f"skip {chance(case_set.skips[step])}",
                  f"{'name':<{name_width}}  {'group':<{group_width}}  {'probability':<{chance_width}}  algorithms"]
        for case in cases:
            first, *others = case.algorithms
            lines.append(f"{case.name:<{name_width}}  {case.group:<{group_width}}  "
                         f"{chance(case.probability):<{chance_width}}  {first}")
            pad = ' ' * (name_width + group_width + chance_width + 6)
            lines += [f"{pad}{alg}" for alg in others]
    return lines


def run(args) -> int:
    case_set = load_case_set(args.set_name)
    if args.json:
        sys.stdout.write(json.dumps(as_json(case_set), ensure_ascii=False) + '\n')
    else:
        sys.stdout.write('\n'.join(table(case_set)) + '\n')
    return 0
