"""CubeLab: `python main.py` opens the 3D window; `python main.py --help` lists
the subcommands (apply, check, solve, scramble, tables)."""
import os
import signal


def _interrupted(signum, frame):
    """Ctrl-C while the modules load or the interpreter ends: leave at once
    with the shell's code for it."""
    os._exit(130)


# First, before the imports that take most of a second: Ctrl-C during them ends
# quietly too (cli.main hands Ctrl-C back to Python's KeyboardInterrupt).
signal.signal(signal.SIGINT, _interrupted)

import sys  # noqa: E402

from cli import main  # noqa: E402

if __name__ == '__main__':
    code = main()
    signal.signal(signal.SIGINT, _interrupted)      # and while the interpreter shuts down
    sys.exit(code)
