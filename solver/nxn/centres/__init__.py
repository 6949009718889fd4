"""Centres stage: every centre piece to the face of its colour.

four.py      4x4: three table-driven phases (pair to axis, second pair, faces)
four_ends.py 4x4: its phases 1 and 2 alone, the joint edge beam's starts (edges/joint4.py)
five.py      5x5: the same three phases over its two orbits (x- and t-centres)
five_orbits.py  those orbits, and exact tables over products of their axis states
embedded.py  6x6, 7x7: x- and t-orbits as a virtual 4x4's or 5x5's (those tables), the rest by the greedy
orbit_beam.py   the beam search five.py's first two phases run over both orbits
opening.py   beam search over column trades (A P A', slice half turns)
greedy.py    the greedy finisher: by gain per move, cheap sequences and commutators
comms.py     block commutators that 3-cycle a whole rectangle of pieces (from 13x13 also
             played B first: each cycle the other way round)
batch.py     big cubes: a batch of line commutators chosen from one scoring of the cells
mixed.py     big-cube lines whose slices cycle their cells each in its better direction
chains.py    what a line's first move saves merging into the last one, and batch order
rectangles.py  scoring those commutators on a colour array
moves.py     free face turns and cheap sequences the greedy also draws on
lines.py     big-cube batch lines: their OBTM cost and best subset of slices
turns.py     what a free face turn changes in the cells' gains, per face
tuning.py    the numbers the stage trades on
"""
