"""NxN solver (4x4 and up) by reduction: the cube is made into a big 3x3, then solved as one.

reduction.py  solve(): the stages in order and the 3x3 stage's choice
routes.py     each size's route: centre and edge routes, tries, parity handling, 3x3 search
tries.py      reductions from several centre tries (each paired, or one beam from all)
merging.py    merging turns of the same layers, within a stage and across stages
parity.py     a block quarter turn or two that makes every wing orbit even, so no edge
              can end up flipped on its own (OLL parity), and the PLL parity fix
centres/      every centre piece to its face: table phases (5x5), virtual cubes (6x6,
              7x7), a beam-searched opening and greedy block commutators
edges/        every wing paired with its edge: beams over slice-flip-slice macros, then
              a greedy pairer with wing commutators
four/         the 4x4's route (Tsai's): centres through phase 2, wings separated, then
              centres and pairing in G3; its tables also serve the 5x5, 6x6 and 7x7
three.py      the reduced cube read as a 3x3 and solved by two-phase
beam.py       the loop, answer, patience and duplicate check the stages' beam searches share
layers.py     slice blocks named and widened into outer blocks
pieces.py     where centres and wings sit
obtm.py       move counts in OBTM (the searches' metric)

The stages search on flat sticker-colour arrays (model.stickers);
solver.finish checks every finished solution on the model Cube.
"""
from .reduction import solve

__all__ = ['solve']
