"""The 4x4's reduction (Tsai's route), with the 4x4 tables other sizes borrow.

route.py        the 4x4 reduction: Tsai's route, or the joint beam where it finds nothing
tsai.py         Tsai's route: phase-2 ends, wings separated, then one G3 beam an axis
joint.py        the joint beam: flip macros pairing wings while the centres' phase 3 finishes
ends.py         centres through phases 1 and 2 only: the starts of both routes
split_ends.py   phase 2 walked a few moves longer, to ends with the wings separated
phase2_walk.py  phase 2 walked in numpy: every solution of a length from many phase-1 ends at once
separation.py   the moves after a phase-2 end that separate every edge's wings for G3
g3.py           G3's tables (centres, wing triples, coupled) and the beam's start states
g3_beam.py      the numpy beam over G3's moves that finishes the centres and pairs every edge
g3_parity.py    the PLL parity a G3 pairing will leave, carried through that beam
phases.py       the 4x4 centres' three table phases (also the 6x6's virtual 4x4s)
starts.py       one centre solution per wing state, for a beam's starts
masks.py        centre positions as bit masks: ranking, move tables, exact tables, walks
wings.py        which wing sits in each slot, and the wings' permutation parity
wing_orbits.py  the wings seen from G3: slot orbits, split and oriented counts (bench, tests)
"""
