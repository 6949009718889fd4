"""The edge stage's tuning: every number the opening beam, the flips and the greedy pairer trade on.

Each value trades solution length against time (or memory); the comment
says which way. Move counts they give are in README and bench/bench_nxn.py.
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
#: The width by size where another pays (4x4: pair_edges alone; the reduction
#: uses MULTI_START_WIDTH there): on 4x4 the beam pairs every wing,
#: and 6 pairings at 2000 (reduction.TRIES) gave centres + edges of 37.35 OBTM
#: on 20 states where 24 at 448 gave 38.05, in the same time.
OPENING_WIDTHS: dict[int, int] = {4: 2000}
#: By size (reduction.MULTI_START): the width of the one beam that starts
#: from every centre solution the reduction keeps (reduction.TRIES), so the
#: beam's room goes to the starts whose wings pair cheaply. 4x4: 10000
#: against 6000: centres + edges 37.0 -> 36.6 OBTM on 16 states, about 0.6 s
#: more a solve. 5x5 (about 93 starts): 5000 against 3000: 74.5 -> 73.8 on
#: 20 states (bench seed 1), about 0.7 s more; 4000 (with the 3x3 stage's
#: 0.6 s) as short on 50 whole solves (92.2 against 92.3) for 0.8 s less.
#: 4x4 14000 (with FINALS 8 and the 3x3 stage's 1.5 s): see reduction.THREE_TARGET.
MULTI_START_WIDTH = {4: 14000, 5: 4000}
#: By size: fully paired paths (at most FINALS_SLACK OBTM over the beam's
#: best) handed to the 3x3 stage, which searches them all at once for the
#: shortest whole (reduction.THREE_TARGET: 16 or 24 on 4x4 no shorter than 8).
#: (The pure-Python two-phase search is what limits the 3x3 stage: one 3x3
#: state given 2 s of CPU reaches 18.5 moves on average, 0.25 s 18.75.)
#: 4x4: a pool of 64 within JOINT_FINALS_SLACK, of which reduction.THREE_PICK
#: hands the 3x3 search the likeliest few.
FINALS = {4: 64, 5: 16}
FINALS_SLACK = 1
#: The 4x4 joint beam's slack: 2 gives the 3x3 stage's pick a wider pool
#: (on bench seed 1, 135 finals a state on average where 1 gives ~20).
JOINT_FINALS_SLACK = 2
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

# -- 4x4 joint beam (joint4.py) -------------------------------------------------------
#: Centre solutions stopped after phase 2 (centres.four_ends) it starts from
#: (bench_nxn seed 1, first 16 states, 14000 wide: 40 52.25 OBTM, 60 51.88,
#: 100 52.75, 60 with four_ends.SLACK 2 52.0; CPU 3.3-3.4 s each). 20000
#: wide, the 3x3 stage's one search (reduction.THREE_TARGET), 20 states: 60
#: 51.15, 80 51.1 (reductions fixed, 3x3 1.0 s CPU each).
JOINT_STARTS = 80
#: Its width: wider is shorter, slower (bench_nxn seed 1, first 16 states:
#: 7000 53.94 OBTM, CPU 2.27 s (max 2.7); 10000 53.44, 2.61 (3.1); 14000
#: 52.38, 3.56 (4.04); 14000 with JOINT_PATIENCE 4 52.25, 3.34 (4.12)).
#: Once the beam was faster (unpaired.py, unseen.py) and the 3x3 stage's one
#: search took 1.0 s: 20 states, reductions fixed, 60 starts: 14000 51.35
#: OBTM, 20000 51.15, 22000 51.15. bench_nxn seed 1, 50 states, run side by
#: side on a loaded machine: main (14000, 60 starts, 3x3 1.5 s) 51.4 OBTM
#: (max 56), CPU 3.75 s (max 4.73); 20000 wide, 80 starts 51.2 (max 55),
#: CPU 3.25 s (max 4.07). The same 50 states with the 3x3 stage given CPU
#: rather than wall time (reductions fixed): main 51.2 OBTM (its 3x3 stage 1.36
#: s), this 50.94 (1.0 s; 26000 wide on the first 20: 51.45 against 51.1).
JOINT_WIDTH = 20000
#: Depths without a better stopping point before it gives up (after the
#: first state with solved centres): 8 as OPENING_PATIENCE gave no shorter.
JOINT_PATIENCE = 4
#: Its order: moves spent + OPENING_H_WEIGHT a wing unpaired + this many a
#: centre move still owed (phase 3's exact distance). Lower pairs wings first
#: and then cannot finish the centres without breaking them: 6 states,
#: centres + edges 2: 37.3, 3: 34.3, 4: 34.2 (16 states, 14000 wide: 3
#: 52.69 OBTM, 4 52.25; OPENING_H_WEIGHT 4 instead of 3: 54.0).
#: No other order tried was shorter (centres + edges of the beam's best, from
#: the 80 ends of bench_nxn seed 1's first 20 states, 20000 wide: this order
#: 32.2 OBTM, 32.26 on all 50). Per edge slot unpaired 2.5: 32.15 (32.26 on
#: 50), 3.5: 33.85; 3 a slot but the last two 5 or 10 (not 6): 32.25, 33.95;
#: centres 4.5 a move: 32.55; the last centre move 3 or 5 (not 4): 32.5,
#: 32.7; 4, 4, 5, 5, .. a move (long distances dearer): 33.0; jitter 1.0 or
#: 2.5 (not 1.5): 32.85, 32.55; at most 24 or 64 children a parent: 32.45,
#: 32.7; the 8 widths kept re-ranked with half the slots' weight moved to the
#: 3-cycles still owed (slots unpaired less the cycles they form): 32.3, for
#: 2.5x the CPU. Fitted by least squares to the moves left along finished
#: paths, the cost-to-go is concave in the slots (2: 5.8, 3: 8.6, 6: 13.0,
#: 12: 19.0) at about 0.8 a centre move, and where each wing's mate sits
#: (same, adjacent or far slot, face, side) adds nothing; that fitted table
#: (scaled) is the 33.95 above: the beam needs the greedier linear order.
JOINT_CENTRE_WEIGHT = 4

# -- virtual 4x4 / 5x5 edges (virtual.py) ---------------------------------------------
#: Opening beam width pairing 6x6's and 7x7's wings into two-wing blocks:
#: wider is shorter, slower (6x6, 8 states, edges + PLL fix: 448 66.9 OBTM in
#: 0.38 s, 1500 64.9 in 0.88 s; the virtual 4x4's own 10000-wide multi-start
#: beam instead of pair_edges: 0.5 shorter for 0.8 s more).
BLOCK_WIDTH = 1000

# -- 7x7 chained edges (chain.py) -----------------------------------------------------
#: Its beam's width: 7x7, 4 states, 448 87.8 OBTM in 0.7 s, 1500 86.3 in 2.3 s.
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
