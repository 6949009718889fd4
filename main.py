"""CubeLab: `python main.py` opens the 3D window; `python main.py --help` lists
the subcommands (apply, check, solve, scramble, tables)."""
import sys

from cli import main

if __name__ == '__main__':
    sys.exit(main())
