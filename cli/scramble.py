"""The `scramble` command: scrambles for any size and mode, as text or JSON lines."""
from __future__ import annotations

import argparse
import json
import random
import sys

from model import CubeLabError
from scramble import DESCRIPTIONS, MODES, scramble

from .batch import check_jobs, ordered_map
from .options import seed_value, whole_number

MAX_COUNT = 100_000


def add_parser(subparsers) -> argparse.ArgumentParser:
    """Register `scramble` on an argparse subparsers object."""
    modes = '; '.join(f"{mode}: {text}" for mode, text in DESCRIPTIONS.items())
    parser = subparsers.add_parser(
        'scramble', help='print scrambles for an NxN cube',
        description=f"Print scrambles, one per line. Modes: {modes}.")
    parser.add_argument('--size', type=whole_number, required=True, metavar='N', help='cube size, 2 or more')
    parser.add_argument('--mode', metavar='MODE',
                        help=f"one of {', '.join(MODES)} (default: random-state for 2x2 and 3x3, "
                             "random-moves for bigger cubes; random-state also on 4x4, where a "
                             "scramble takes seconds)")
    parser.add_argument('--count', type=whole_number, default=1, metavar='K', help='how many scrambles (default 1)')
    parser.add_argument('--seed', metavar='S', help='repeatable output: the same seed gives the same '
                                                     'scrambles, whatever --jobs')
    parser.add_argument('--length', type=whole_number, metavar='L', help="moves per scramble (default: the mode's length)")
    parser.add_argument('--json', action='store_true',
                        help='one JSON object per line: scramble, length, mode, size, facelets, scores')
    parser.add_argument('--jobs', type=whole_number, default=None, metavar='J',
                        help='make the scrambles on J worker processes (default: every core, at most '
                             'one per scramble); output order and seeded scrambles do not depend on J')
    parser.set_defaults(run=run)
    return parser


def run(args: argparse.Namespace) -> int:
    """Print the scrambles; a bad request, or solver tables that cannot be
    cached, prints one line on stderr and returns 1 (as every subcommand does)."""
    try:
        if not 1 <= args.count <= MAX_COUNT:
            raise CubeLabError(f"--count must be between 1 and {MAX_COUNT}, not {args.count}")
        jobs = min(check_jobs(args.jobs), args.count)
        seeds = None if args.seed is None else random.Random(seed_value(args.seed))
        tasks = ((args.size, args.mode, args.length, args.json, seeds and seeds.getrandbits(64))
                 for _ in range(args.count))
        for line in ordered_map(scramble_line, tasks, jobs, 'scrambling'):
            print(line)
    except CubeLabError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        raise                         # the reader stopped: main() exits quietly
    except OSError as exc:            # the solver-table cache cannot be written
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


def scramble_line(task: tuple) -> str:
    """One scramble as its output line; with a seed of its own (drawn in order
    from --seed), so the same seed gives the same lines on any number of workers."""
    size, mode, length, as_json, seed = task
    result = scramble(size, mode, length=length, rng=None if seed is None else random.Random(seed))
    return json.dumps(result.to_dict()) if as_json else result.text

