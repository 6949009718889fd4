"""The command line: `main.py [--size N] [FILE]` opens the window (with a saved
cube FILE open); subcommands work without it (apply, check, solve, hint, scramble, tables,
history, stats, cases, trainer).

Each subcommand lives in its own module with `add_parser(subparsers)` and
`run(args) -> int`. Exit codes: 0 done, 1 bad input (message on stderr),
2 bad usage (argparse).
"""
from __future__ import annotations

import argparse
import os
import signal
import sys
import threading

from model import CubeLabError
from model.limits import MAX_SIZE, MIN_SIZE, check_size
from solver.cache import resolve_cache_env

from . import apply, cases, check, hint, history, scramble, solve, stats, tables, trainer
from .options import whole_number
from .streams import flush_or_drop, reader_gone, stdout_missing

#: The subcommand modules, in the order --help lists them.
SUBCOMMANDS = (apply, check, solve, hint, scramble, tables, history, stats, cases, trainer)


class Parser(argparse.ArgumentParser):
    """argparse's parser whose --help lets a failed write through (argparse
    drops it and exits 0), so a help that never arrived is an error."""

    def print_help(self, file=None) -> None:
        file = sys.stdout if file is None else file
        if file is None:
            raise CubeLabError("standard output is closed")
        file.write(self.format_help())
        file.flush()


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog='main.py',
        description="CubeLab: turn, scramble and solve a Rubik's cube of any size. "
                    "With no subcommand, opens the 3D window.",
        usage='%(prog)s [-h] [--size N] [--speed SPEED] [--language LANG] [FILE | SUBCOMMAND ...]',
        epilog="FILE: a cube saved from the window (.cube.json) to open in it. "
               "Run 'main.py SUBCOMMAND --help' for each subcommand's options.")
    parser.add_argument('--size', type=whole_number, default=None, metavar='N',
                        help=f"cube size for the window, {MIN_SIZE} to {MAX_SIZE} (default: the size "
                             "in your settings.toml, 3 at first)")
    parser.add_argument('--speed', default=None, choices=('instant', 'fast', 'normal', 'slow'),
                        help="turn animation speed in the window (default: your settings, normal at first)")
    parser.add_argument('--language', default=None, choices=('en', 'fr'),
                        help="language of the window (default: your settings, en at first)")
    sub = parser.add_subparsers(dest='command', metavar='SUBCOMMAND')
    for module in SUBCOMMANDS:
        module.add_parser(sub)
    return parser


#: Top-level options that take a value (the word after them is not a FILE).
_VALUED = ('--size', '--speed', '--language')


def split_file(argv: list[str]) -> tuple[list[str], str | None]:
    """`main.py [options] FILE`: take out the first word that is neither an option,
    an option's value nor a subcommand; it names a saved cube to open."""
    names = {module.__name__.rsplit('.', 1)[-1] for module in SUBCOMMANDS}
    i = 0
    while i < len(argv):
        word = argv[i]
        if word == '--':
            return argv[:i] + argv[i + 2:], (argv[i + 1] if i + 1 < len(argv) else None)
        if word in _VALUED:
            i += 2
            continue
        if word.startswith('-'):
            i += 1
            continue
        if word in names:
            return argv, None
        return argv[:i] + argv[i + 1:], word
    return argv, None


def main(argv: list[str] | None = None) -> int:
    """Run the command line; Ctrl-C at any moment ends it with exit 130 and no traceback."""
    if threading.current_thread() is threading.main_thread():   # signals go to that thread alone
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        return _main(argv)
    except KeyboardInterrupt:
        return 130


def _main(argv: list[str] | None) -> int:
    parser = build_parser()
    argv, file = split_file(list(sys.argv[1:] if argv is None else argv))
    try:
        args = parser.parse_args(argv)
    except BrokenPipeError:          # --help to a reader that has all it wants (`| head`)
        reader_gone()
        return 0
    except (OSError, CubeLabError) as exc:
        reader_gone()                 # what could not go out is not tried again at exit
        print(f"error: the help could not be written: {getattr(exc, 'strerror', None) or exc}",
              file=sys.stderr)
        return 1
    resolve_cache_env()                   # before any change of folder or worker process
    if args.command is None:
        args.file = file                  # the saved cube to open in the window
        return launch(args)
    try:
        if missing := stdout_missing():
            raise CubeLabError(missing)
        code = args.run(args)
        sys.stdout.flush()                # output still buffered fails here, as one line, not at exit
        return code
    except CubeLabError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:          # the reader has all it wants (`| head`)
        reader_gone()
        return 0
    except OSError as exc:            # e.g. the table cache directory cannot be written, a full disk
        flush_or_drop()
        print(f"error: {exc}", file=sys.stderr)
        return 1


def launch(args) -> int:
    """Open the window; a size out of range or no display is a one-line error."""
    try:
        size = check_size(args.size) if args.size is not None else None
    except CubeLabError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if args.file is not None:
        from storage.cubefile import CubeFileError, load
        try:
            load(args.file)                # a bad file is one line here, before any window
        except CubeFileError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
    if sys.platform.startswith('linux') and not (os.environ.get('DISPLAY') or os.environ.get('WAYLAND_DISPLAY')):
        print("error: no display to open the window on (DISPLAY is not set). Run CubeLab from a "
              "desktop session, or under 'xvfb-run python main.py' on a server; the subcommands "
              "(apply, check, solve, scramble, tables, history, stats, cases, trainer) need no display.", file=sys.stderr)
        return 1
    from view.app import run        # here, not at the top: the subcommands never load ursina
    run(size=size, speed=args.speed, language=args.language, open_file=args.file)
    return 0
