"""The command line: `main.py [--size N]` opens the window; subcommands work
without it (apply, check, solve, scramble, tables).

Each subcommand lives in its own module with `add_parser(subparsers)` and
`run(args) -> int`. Exit codes: 0 done, 1 bad input (message on stderr),
2 bad usage (argparse).
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys

from model import CubeLabError

SUBCOMMANDS = ('apply', 'check', 'solve', 'scramble', 'tables')


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog='main.py',
        description="CubeLab: turn, scramble and solve a Rubik's cube of any size. "
                    "With no subcommand, opens the 3D window.",
        epilog="Run 'main.py SUBCOMMAND --help' for each subcommand's options.")
    parser.add_argument('--size', type=int, default=3, metavar='N',
                        help="cube size for the window, 2 to 50 (default 3)")
    parser.add_argument('--speed', default='normal', choices=('instant', 'fast', 'normal', 'slow'),
                        help="turn animation speed in the window (default normal)")
    parser.add_argument('--language', default='en', choices=('en', 'fr'),
                        help="language of the move notes in the window (default en)")
    sub = parser.add_subparsers(dest='command', metavar='SUBCOMMAND')
    for name in SUBCOMMANDS:
        try:
            module = importlib.import_module(f'cli.{name}')
        except ImportError:
            continue
        module.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        return launch(args)
    try:
        return args.run(args)
    except CubeLabError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except OSError as exc:            # e.g. the table cache directory cannot be written
        print(f"error: {exc}", file=sys.stderr)
        return 1


def launch(args) -> int:
    if not 2 <= args.size <= 50:
        print(f"error: the window shows cubes from 2x2 to 50x50, not {args.size}x{args.size}",
              file=sys.stderr)
        return 1
    if sys.platform.startswith('linux') and not (os.environ.get('DISPLAY') or os.environ.get('WAYLAND_DISPLAY')):
        print("error: no display to open the window on (DISPLAY is not set). Run CubeLab from a "
              "desktop session, or under 'xvfb-run python main.py' on a server; the subcommands "
              "(apply, check, solve, scramble, tables) need no display.", file=sys.stderr)
        return 1
    try:
        from view.app import run
    except ImportError as exc:
        print(f"error: the 3D window cannot start ({exc}); install the app with "
              "'make run' or 'pip install .'", file=sys.stderr)
        return 1
    run(size=args.size, speed=args.speed, language=args.language)
    return 0
