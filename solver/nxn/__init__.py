"""NxN solver (4x4 and up) by reduction: the cube is made into a big 3x3, then solved as one.

The stages, in the order they run (reduction.solve):
  parity.py   a block quarter turn or two that makes every wing orbit even,
              so no edge can end up flipped on its own (OLL parity)
  centres/    every centre piece to its face: on 4x4 three table-driven
              phases; above, a beam-searched opening of column trades, then
              greedy block commutators
  edges/      every wing paired with its edge: a beam over slice-flip-slice
              macros, then a greedy pairer with wing commutators (on 4x4 one
              beam from all the kept centre solutions, handing a few nearly
              as short pairings on, and the 3x3 stage keeps the shortest whole)
  parity.py   two edges swapped on even cubes (PLL parity), fixed by one algorithm
  three.py    the reduced cube read as a 3x3 and solved by two-phase

The stages search on flat sticker-colour arrays (model.stickers) and count
moves in OBTM (obtm.py); layers.py names slice blocks and widens them into
outer blocks; pieces.py says where centres and wings sit. The model Cube
checks every finished solution.
"""
from .reduction import solve

__all__ = ['solve']
