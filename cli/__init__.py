"""The command line: `main.py [--size N]` opens the window; subcommands work
without it (apply, check, solve, hint, scramble, tables).

Each subcommand lives in its own module with `add_parser(subparsers)` and
`run(args) -> int`. Exit codes: 0 done, 1 bad input (message on stderr),
2 bad usage (argparse).
"""
from __future__ import annotations

import argparse
import os
import sys

from model import CubeLabError
from model.limits import MAX_SIZE, MIN_SIZE, check_size

from . import apply, check, hint, scramble, solve, tables
from .streams import reader_gone, stdout_missing

#: The subcommand modules, in the order --help lists them.
SUBCOMMANDS = (apply, check, solve, hint, scramble, tables)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog='main.py',
        description="CubeLab: turn, scramble and solve a Rubik's cube of any size. "
                    "With no subcommand, opens the 3D window.",
        epilog="Run 'main.py SUBCOMMAND --help' for each subcommand's options.")
    parser.add_argument('--size', type=int, default=3, metavar='N',
                        help=f"cube size for the window, {MIN_SIZE} to {MAX_SIZE} (default 3)")
    parser.add_argument('--speed', default='normal', choices=('instant', 'fast', 'normal', 'slow'),
                        help="turn animation speed in the window (default normal)")
    parser.add_argument('--language', default='en', choices=('en', 'fr'),
                        help="language of the move notes in the window (default en)")
    sub = parser.add_subparsers(dest='command', metavar='SUBCOMMAND')
    for module in SUBCOMMANDS:
        module.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        return launch(args)
    try:
        if missing := stdout_missing():
            raise CubeLabError(missing)
        return args.run(args)
    except CubeLabError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:          # the reader has all it wants (`| head`)
        reader_gone()
        return 0
    except OSError as exc:            # e.g. the table cache directory cannot be written
        print(f"error: {exc}", file=sys.stderr)
        return 1


def launch(args) -> int:
    """Open the window; a size out of range or no display is a one-line error."""
    try:
        size = check_size(args.size)
    except CubeLabError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if sys.platform.startswith('linux') and not (os.environ.get('DISPLAY') or os.environ.get('WAYLAND_DISPLAY')):
        print("error: no display to open the window on (DISPLAY is not set). Run CubeLab from a "
              "desktop session, or under 'xvfb-run python main.py' on a server; the subcommands "
              "(apply, check, solve, scramble, tables) need no display.", file=sys.stderr)
        return 1
    from view.app import run        # here, not at the top: the subcommands never load ursina
    run(size=size, speed=args.speed, language=args.language)
    return 0
