"""The centres stage's tuning: every number the opening beam and the greedy finisher trade on.

Each value trades solution length against time (or memory); the comment
says which way. Move counts they give are in README and bench/bench_nxn.py.
"""

# -- opening beam (opening.py) ------------------------------------------------------
#: Beam width by size, one per seed (reduction.TRIES runs several seeds): wider
#: finds shorter openings for more time; different widths give the seeds
#: different solutions to choose from. Sizes not listed get no opening.
OPENING_WIDTHS = {4: (30, 50, 20, 10), 5: (30, 10, 50, 20), 6: (30, 10, 50), 7: (10, 30, 50),
                  8: (10,), 9: (10,), 10: (10,), 11: (10,), 12: (10,)}
#: OBTM charged per piece still off its face where the opening stops: higher
#: lets the beam spend more moves before the greedy takes over (4 to 8 do about as well).
OPENING_FINISH = 6.0
#: Beam order: moves spent + OPENING_H_WEIGHT * pieces off their face; higher
#: favours states with more pieces home over cheap paths.
OPENING_H_WEIGHT = 2.0
#: Sequences in one opening, at most: a bound on time, rarely reached.
OPENING_MAX_DEPTH = 60
#: Levels without a better stopping point before the beam gives up: more
#: finds late improvements for more time.
OPENING_PATIENCE = 8

# -- greedy finisher (greedy.py) ----------------------------------------------------
#: Steps allowed per centre piece before the stage reports it did not converge
#: (a safety bound, never a tuning choice in practice).
MAX_STEPS_PER_PIECE = 4
#: Sizes where two face turns may lead an endgame commutator: shorter on 5x5,
#: no gain on 6x6 and 7x7 for the time.
TWO_TURN_SIZES = {5}
#: Share of centre pieces still wrong below which two face turns may lead a
#: commutator: earlier costs time where single turns do as well.
ENDGAME = 0.4
#: Neutral first commutators sampled by the two-step escape (a third on big
#: cubes): more finds better escapes for more time.
TWO_STEP_OPTIONS = 300
#: From TWO_STEP_FEW_FROM the escape samples TWO_STEP_FEW first commutators:
#: each costs ~2 ms on 50x50 (53 escapes a solve); 50x50 seed 1 with 50
#: instead of 100: 30,448 OBTM (centres 28,701) instead of 30,672 (28,746),
#: about 7 s CPU less (one state: the escapes are random samples either way).
TWO_STEP_FEW_FROM, TWO_STEP_FEW = 40, 50
#: The same when the solve's deadline has passed (hurry.py's last resort):
#: on 50x50 each costs ~30 ms.
HURRY_TWO_STEP_OPTIONS = 20
#: Stop trying slice set-ups once one gains this many cheapest pieces: a good
#: enough escape now instead of the best after every try.
GOOD_ENOUGH = 3
#: piece_weights of the cheapest pieces (the unit GOOD_ENOUGH counts in).
MIN_WEIGHT = 4
#: Above this size only single-layer slices in cheap sequences and rectangles
#: of at most MAX_BLOCK slices: block choices grow with n^2 (time, memory).
SHORT_BLOCK_LIMIT = 8
#: Above this size no face turn in front of cheap sequences: after the opening
#: they rarely pay for 19 times the scoring.
LOOKAHEAD_LIMIT = 6
#: From this size single-cell commutators go in batches and escapes score
#: single cells only: big cubes have thousands of cells to fix.
BATCH_FROM = 13
#: By size, (largest size, share): the share of the centre pieces still
#: wrong from which the big cubes' commutator shapes also turn their slices
#: half turns (comms.CommShape s = 2; greedy.CentreSolver.use_shapes).
#: Without them two pieces swapped between opposite faces need two
#: commutators (25 moves on 20x20; ~11 such pairs were the last ~22 pieces
#: of each solve); scoring them costs time (192 shapes -> 240 or 336).
#: 20x20 seed 1, 6 states, centres only: 4299 -> 4197 OBTM with half-turn
#: M blocks from the start (4201 from 0.15 on), 4148 with quarter-turn M
#: blocks too (HALF_M; 4189 from 0.15 on), for 7.6 -> 8.7 and 11.1 s CPU.
#: 50x50 (one state, centres only): from 0.1 on 28596 -> 27953 OBTM, and
#: fewer late steps for the scoring of more shapes (their cells, built once
#: a process, take ~5 s more of the first solve).
HALF_SHARE = ((40, 1.0), (10 ** 6, 0.1))
#: By size, (largest size, turns): the M block turns m of the half-turn
#: shapes: 2 (half: two places of a cell on one face, the third opposite)
#: and, where time allows, 1 and -1 (quarter turns: more cells to line up).
HALF_M = ((24, (2, 1, -1)), (10 ** 6, (2,)))
#: By size, (largest size, share): the share of the centre pieces still
#: wrong from which the big cubes' shapes include the cross-axis ones
#: (comms.CROSS_PICK: three pieces of three faces around a corner, which
#: the one-axis shapes need two commutators for; 24 shapes and their twins
#: more to score). Seed 1, centres only (scripted like bench_nxn's states),
#: CPU measured beside main's under the same load: 20x20 3 states 12379 ->
#: 11718 OBTM (2.123 -> 2.009 a piece), 11.3 -> 13.4 s; 30x30 one state
#: 9811 -> 9378 (2.086 -> 1.994), 14.9 -> 20.2 s. 50x50 one state from
#: 0.2: 28151 -> 27092 (2.036 -> 1.960), +8 s; 0.1: 27307 (1.975) for
#: 54.8 -> 58.6 s (its 60 s budget); 0.05: 27622 (1.998). 14x14 3 states
#: 5612 -> 5317 (2.165 -> 2.051), 5.9 -> 6.4 s. bench_nxn seed 1 beside
#: main: 20x20 (3) centres 4078.0 -> 3908.3 (2.10 -> 2.01), CPU 15.0 ->
#: 17.2 s; 30x30 (2) 9903.5 -> 9278.5 (2.11 -> 1.97), 22.0 -> 24.7 s;
#: 50x50 (1) 27773 -> 27057 (2.01 -> 1.96), 56.0 -> 57.9 s, 665 -> 730 MB.
CROSS_SHARE = ((40, 1.0), (10 ** 6, 0.1))
#: Commutators in one batch (times 8 moves): bigger means fewer rescorings
#: but choices made on staler gains.
BATCH_SIZE = 64
#: A batch takes lines of cells while their gain per move is at least this
#: share of the batch's first: lower means fewer rescorings, staler choices.
#: By size, (largest size, share), the first that fits: on 13x13 to 16x16 one
#: line a step is shortest (14x14 centres 2.51 -> 2.38 a piece), up to 32x32
#: 0.95 (20x20 2.28 -> 2.21 against 0.9; 30x30 2.23 -> 2.18 for 14 -> 20 s
#: CPU of centres, with mixed lines), above it 0.9 for time (50x50);
#: below BATCH_FROM as tuned there.
BATCH_KEEP = ((12, 0.9), (16, 1.0), (32, 0.95), (10 ** 6, 0.9))
#: Whether a batch's first line is priced with the moves its first move
#: saves by merging with the last one played (chains.py).
CHAIN_SAVINGS = True
#: Whether a batch also takes mixed lines (mixed.py): one m against slices
#: l each cycled in its better direction, for the moves of a plain line.
MIXED_LINES = True
#: Up to this size the face turn before a batch is chosen with mixed rows
#: too: above it they are rare winners (2 of ~250 steps on 20x20) for a
#: quarter of each turn's line scoring (without: 14x14 2.237 -> 2.259 a
#: piece, 20x20 2.217 -> 2.210 and 5.4 -> 4.5 s CPU, 3 states each).
MIXED_ROW_TURN_LIMIT = 16
#: Whether mixed lines are refined too (mixed.refine_mixed: slices and
#: directions with the best gain per move).
MIXED_REFINE = True
#: Whether each line of a batch is refined to the subset of its slices with
#: the best gain per move (bridging gaps, dropping lone cells).
LINE_REFINE = True
#: Up to this size each batch may follow a free face turn (all 19 scored):
#: shorter, for 19 times the scoring.
BATCH_TURN_LIMIT = 100
#: From this size below BATCH_FROM the batch of lines also joins each step's
#: candidates: about 1% shorter on 12x12 (10 states), none on 8x8, longer on 7x7.
BATCH_CANDIDATE_FROM = 9
#: Big cubes stop trying cheap sequences after this many steps without one:
#: late on they no longer pay for their scoring.
SHORT_PATIENCE = 10
#: After a cheap sequence won a big-cube step, the next cheap sequences are
#: played without scoring the batch and scattered commutators while they pay
#: at least this share of what those did then: higher rescores more often
#: (1.0 never skipped; 0.8 on 14x14 2.48 -> 2.44 a piece, 20x20 the same, fewer steps).
SHORT_RUN_SHARE = 0.8
#: Big cubes stop trying scattered commutators after this many steps without
#: one, counted from the first they win: they pay in the middle of the solve,
#: rarely late (30x30: 5 wins in the last 250 steps), where each costs ~30 ms on 50x50.
SCATTER_PATIENCE = 20
#: Share of the centres a step may change for the cell gains to be recounted
#: only where it changed them (each place is in ~48 cells of 96 shapes):
#: above it the whole count is faster.
RECOUNT_SHARE = 0.25
#: Longest slice block in a commutator above SHORT_BLOCK_LIMIT: longer blocks
#: are rare winners and cost memory.
MAX_BLOCK = 6
#: Candidates looked one step past, by size (the sizes in COMM_LOOKAHEAD_SIZES):
#: wider is shorter for more time; from 8x8 one is all the time allows.
LOOKAHEAD_WIDTH = {5: 3, 6: 3, 7: 3, 8: 1, 9: 1, 10: 1, 11: 1, 12: 1}
#: Sizes where each step weighs every kind of candidate together (after a face
#: turn, with look-ahead); 4x4 comes out shorter with the plain order of
#: preference (scattered, cheap, rectangle), bigger cubes cannot afford it.
COMM_LOOKAHEAD_SIZES = range(5, 13)
#: Rounds of re-choosing a scattered commutator's M, then L, below BATCH_FROM:
#: more finds bigger commutators for more scoring.
SCATTER_ROUNDS = 2
#: (face turn, slice set-up) pairs scored with whole rectangles when stuck,
#: out of all scored by single cells: more is better escapes, more time.
CONJ_LOOK = 6
#: Slice set-ups tried per stuck step outside COMM_LOOKAHEAD_SIZES: more is
#: better escapes for more time.
CONJ_TRIES = 24
#: Above this size set-up commutators get no face turn in front: 19 times
#: fewer set-ups to score.
TURNED_CONJ_LIMIT = 10
#: Share of pieces still wrong from which set-up commutators join every
#: step's candidates: earlier costs time and rarely pays.
CONJ_FROM = 0.3
#: Whether a batch's plain lines are widened into rectangles (widen.py)
#: where more slices against the same set pay for their turns, and big
#: cubes' scattered commutators re-chosen the same way (WIDEN_SCATTERED).
WIDEN_LINES = True
WIDEN_SCATTERED = True
#: By size, (largest size, lines): the plain lines with the best gain per
#: move widened for the choice of a batch's first one (the widest gain per
#: move leads); 1 above 32x32, where each step's 16 widenings cost time.
WIDEN_TOP = ((32, 8), (10 ** 6, 1))
#: Share of the centre pieces still wrong from which a big cube's step is
#: chosen together with the best batch after it (endgame.py), up to
#: ENDGAME_LOOKAHEAD_LIMIT: earlier is shorter for more time (20x20, 10
#: states, before the half-turn shapes: 0.15 centres 4299 -> 4252 OBTM for
#: 1.9 times main's CPU; kept off 30x30, whose 30 s budget it would risk).
#: With the half-turn shapes, 20x20 seed 1, 6 states, centres only (with
#: ENDGAME_WIDTH 2): 0.3 24886 -> 24755 OBTM (2.133 -> 2.122 a piece) for
#: 12.0 -> 12.8 s CPU; 0.5 no shorter on the first 3 (12393 both);
#: 14x14 4 states 7544 -> 7471 for 4.65 -> 5.16 s. With the cross-axis
#: shapes too (ENDGAME_WIDTH 3), 20x20 seed 1, 3 states, centres only:
#: 0.3 11786 (width 2) -> 0.4 11654 (2.021 -> 1.998 a piece; 10 states
#: 39220 -> 38911, CPU 15.0 -> 23.3 s a solve), 0.5 11736.
ENDGAME_LOOKAHEAD = 0.4
ENDGAME_LOOKAHEAD_LIMIT = 24
#: Batches (after the best free face turns) that look-ahead weighs, besides
#: the scattered commutator and the cheap sequence: with 0.3 above, 3 is
#: shorter still on 20x20 (24705 of the 6 states) for 1.4 times the CPU
#: (17.1 s), 1 much longer (25173). With the cross-axis shapes and 0.4
#: above (20x20, 3 states): 3 11654, 4 11683.
ENDGAME_WIDTH = 3
