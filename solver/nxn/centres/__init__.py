"""Centres stage: every centre piece to the face of its colour.

stage.py        the centre routes routes.py names: table phases (5x5), virtual cubes (6x6, 7x7), greedy
five_tables.py  5x5: three table-driven phases over its two orbits (x- and t-centres)
five_orbits.py  those orbits, and exact tables over products of their axis states
orbit_beam.py   the beam search five_tables.py's first two phases run over both orbits
embedded.py     6x6, 7x7: x- and t-orbits as a virtual 4x4's or 5x5's, then bars (or the greedy)
bars.py         6x6, 7x7: oblique pieces paired into bars, the inner blocks kept
opening.py      beam search over column trades (A P A', slice half turns) before the greedy
greedy.py       the greedy finisher: by gain per move, cheap sequences and commutators
big_steps.py    the greedy's big-cube steps: batches of line commutators after a free face turn
escapes.py      the greedy's ways out when nothing gains at once (two-step, slice set-ups)
hurry.py        the greedy's fastest finish, once the solve's deadline has passed
comms.py        block commutators that 3-cycle a whole rectangle of pieces (from 13x13 also
                played B first: each cycle the other way round)
rectangles.py   scoring those commutators on a colour array
moves.py        free face turns and cheap sequences the greedy also draws on
batch.py        big cubes: a batch of line commutators chosen from one scoring of the cells
lines.py        big-cube batch lines: their OBTM cost and best subset of slices
mixed.py        big-cube lines whose slices cycle their cells each in its better direction
widen.py        a big-cube line widened into a rectangle where more slices pay
chains.py       what a line's first move saves merging into the last one, and batch order
endgame.py      big cubes' late steps, each chosen with the best batch after it
turns.py        what a free face turn changes in the cells' gains, per face
turn_deltas.py  those changes kept from step to step
turn_lines.py   the lines' gains and costs after each free face turn, kept from step to step
tuning.py       the numbers the stage trades on

The 4x4's centre phases live with its route (four/phases.py).
"""
