"""Edge stage: every wing paired with its edge's reference wing, centres kept.

opening.py      beam search over the cheapest slice-flip-slice macros
start_steps.py  a beam's first action priced against the moves its start ends with
unpaired.py     wings each action leaves unpaired, counted for a whole beam at once
unseen.py       the beams' duplicate check: children no earlier path reached as cheaply
pairer.py       the greedy pairer: flips and wing commutators by pairs gained per move
virtual.py      6x6/7x7: wings into two-wing blocks, then a virtual 4x4's/5x5's pairing
chain.py        7x7, 8x8: one beam judging each wing against its neighbour towards the midge
big.py          above BLOCK_LIMIT: even cubes' inner wings as a virtual 4x4's, then the rest
flips.py        slice-flip-slice macros (S X S') that pair several wings at once
multislice.py   big cubes' S X S' with S turning any set of layers
wings.py        wing 3-cycle commutators that finish the last wings
tables.py       those candidates laid out as index tables for scoring
tuning.py       the numbers the stage trades on

The 4x4's pairing (Tsai's G3 beam, the joint beam) lives with its route (four/).
"""
