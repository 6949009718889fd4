"""The edge stage's tuning: every number the opening beam, the flips and the greedy pairer trade on.

Each value trades solution length against time (or memory); the comment
says which way. The measurements behind them are in docs/tuning.md.
"""

# -- which moves exist (flips.py) ---------------------------------------------------
#: Above this size: single-slice S, only the 3-move X, no free face turn or
#: look-ahead in the greedy, no opening beam. The candidates grow with n^2;
#: this keeps big cubes' time and memory in bounds for longer solutions.
BLOCK_LIMIT = 8
#: Sizes where S may also be two blocks (3Rw 3Lw'): pairs wings on both sides
#: at once; 6x6 and 7x7 need them for the opening; on 8x8 twice the time.
DOUBLE_SIZES = (5, 6, 7)

# -- opening beam (opening.py) ------------------------------------------------------
#: Largest size with an opening beam: above it the greedy pairs alone.
OPENING_LIMIT = BLOCK_LIMIT
#: States kept per depth: wider pairs for fewer moves, for time (a narrow beam
#: loses several OBTM on 7x7).
OPENING_WIDTH = 448
#: The width by size where another pays (4x4: the beam pairs every wing,
#: so a wider one pays there).
OPENING_WIDTHS: dict[int, int] = {4: 2000}
#: By size: fully paired paths (at most FINALS_SLACK OBTM over the beam's
#: best) handed to the 3x3 stage, which searches them all at once for the
#: shortest whole: more give it more to choose from, for more time (4x4: a
#: pool within JOINT_FINALS_SLACK, of which the route's three_pick hands the
#: 3x3 search the likeliest few).
FINALS = {4: 64, 5: 16, 7: 16}
FINALS_SLACK = 1
#: Beam order: moves spent + OPENING_H_WEIGHT * wings still unpaired; higher
#: favours pairing now over cheap paths.
OPENING_H_WEIGHT = 3
#: Stopping point: moves spent + OPENING_FINISH * wings left to the greedy;
#: higher lets the beam spend more before the greedy takes over.
OPENING_FINISH = 8
#: Random tie-break: orders within this much count as equal, so seeds explore
#: different beams (more variety, less greed).
OPENING_JITTER = 1.5
#: OBTM of the longest macro searched with one slice block: the longer flips
#: save under 1 OBTM for several times the work a state.
OPENING_MAX_COST = 5
#: And with two blocks (Rw Lw' X Lw Rw'), which pair wings on both sides at once.
OPENING_DOUBLE_COST = 7
#: Macros and face turns in one opening, at most: a bound on time, rarely reached.
OPENING_MAX_DEPTH = 80
#: Depths without a better stopping point before the beam gives up: more
#: finds late improvements for more time.
OPENING_PATIENCE = 8

# -- virtual 4x4 / 5x5 edges (virtual.py) ---------------------------------------------
#: Opening beam width pairing 6x6's and 7x7's wings into two-wing blocks:
#: wider is shorter, slower.
BLOCK_WIDTH = 1000
#: The 6x6's virtual 4x4 beam that hands several pairings to the 3x3 stage
#: (virtual.pairings_virtual): wider is shorter, slower.
FINALS_WIDTH = 4000

# -- 7x7 chained edges (chain.py) -----------------------------------------------------
#: Its beam's width: wider is shorter, slower.
CHAIN_WIDTH = 448

# -- greedy pairer (pairer.py) ------------------------------------------------------
#: Steps allowed per wing before the stage reports it did not converge (a
#: safety bound, never a tuning choice in practice).
MAX_STEPS_PER_WING = 4
#: Best flip macros kept per free face turn for growing by more outer parts:
#: more finds longer chains for more scoring.
PER_TURN = 4
#: Macros grown by another outer part, per depth: wider is shorter, slower.
BEAM = 12
#: Outer parts added at most while the slice is out (S X1 X2 X3 S'): each one
#: multiplies the scoring.
EXTRA_PARTS = 2
#: Unpaired wings at most for the two-step look-ahead: the last wings rarely
#: pair cheaply one step at a time, earlier it costs time for little.
LOOK_WINGS = 6
#: First steps kept per free face turn and kind for the look-ahead.
LOOK_FIRSTS = 3
#: First steps looked beyond: more is shorter, slower.
LOOK_BEAM = 12
#: (wings, beam) by size where a longer look-ahead pays for its time.
LOOK_BY_SIZE = {7: (10, 24)}
#: Above BLOCK_LIMIT: below this many pairs per move the multi-slice flips
#: (multislice.py) also try a face turn first (free: it moves whole edges).
SET_UP_BELOW = 0.3
#: Commutators sampled by the two-step escape when no step pairs anything:
#: more finds better escapes for more time.
TWO_STEP_OPTIONS = 150
