"""CubeLab's cube model: pieces, moves, notation, facelets, validation, patterns.

No I/O, no threads, no graphics: everything here is pure computation."""
from .alg import Alg
from .cube import Cube
from .errors import CubeLabError, InvalidCubeError, NotationError, WorkLimitError
from .faces import COLOR_LETTERS
from .move import Move, Turn
from .notation import parse_move

__all__ = ['Alg', 'COLOR_LETTERS', 'Cube', 'CubeLabError', 'InvalidCubeError', 'Move',
           'NotationError', 'Turn', 'WorkLimitError', 'parse_move']
