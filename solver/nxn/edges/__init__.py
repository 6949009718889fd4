"""Edge stage: every wing paired with its edge's reference wing, centres kept.

opening.py   beam search over the cheapest slice-flip-slice macros
joint4.py    4x4: that beam finishing the centres' phase 3 as it pairs
pairer.py    the greedy pairer: flips and wing commutators by pairs gained per move
virtual.py   6x6/7x7: wings into two-wing blocks, then a virtual 4x4's/5x5's pairing
chain.py     7x7: one beam judging each wing against its neighbour towards the midge
flips.py     slice-flip-slice macros (S X S') that pair several wings at once
wings.py     wing 3-cycle commutators that finish the last wings
tables.py    those candidates laid out as index tables for scoring
tuning.py    the numbers the stage trades on
"""
