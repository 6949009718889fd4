"""The centres stage's tuning: every number the opening beam and the greedy finisher trade on.

Each value trades solution length against time (or memory); the comment
says which way. The measurements behind them are in docs/tuning.md.
"""

# -- opening beam (opening.py) ------------------------------------------------------
#: Beam width by size, one per seed (a route's tries run several seeds): wider
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
#: each costs ~2 ms on 50x50, where fewer save seconds for no longer solves.
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
#: commutators; scoring them costs time (192 shapes -> 240 or 336).
HALF_SHARE = ((40, 1.0), (10 ** 6, 0.1))
#: By size, (largest size, turns): the M block turns m of the half-turn
#: shapes: 2 (half: two places of a cell on one face, the third opposite)
#: and, where time allows, 1 and -1 (quarter turns: more cells to line up).
HALF_M = ((24, (2, 1, -1)), (10 ** 6, (2,)))
#: By size, (largest size, share): the share of the centre pieces still
#: wrong from which the big cubes' shapes include the cross-axis ones
#: (comms.CROSS_PICK: three pieces of three faces around a corner, which
#: the one-axis shapes need two commutators for; 24 shapes and their twins
#: more to score): earlier is shorter for more time.
CROSS_SHARE = ((40, 1.0), (10 ** 6, 0.1))
#: Commutators in one batch (times 8 moves): bigger means fewer rescorings
#: but choices made on staler gains.
BATCH_SIZE = 64
#: A batch takes lines of cells while their gain per move is at least this
#: share of the batch's first: lower means fewer rescorings, staler choices.
#: By size, (largest size, share), the first that fits: one line a step is
#: shortest on 13x13 to 16x16, lower shares above for time; below
#: BATCH_FROM as tuned there.
BATCH_KEEP = ((12, 0.9), (16, 1.0), (32, 0.95), (10 ** 6, 0.9))
#: Whether a batch's first line is priced with the moves its first move
#: saves by merging with the last one played (chains.py).
CHAIN_SAVINGS = True
#: Whether a batch also takes mixed lines (mixed.py): one m against slices
#: l each cycled in its better direction, for the moves of a plain line.
MIXED_LINES = True
#: Up to this size the face turn before a batch is chosen with mixed rows
#: too: above it they are rare winners for a quarter of each turn's line scoring.
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
#: candidates: shorter on 12x12, no gain on 8x8, longer on 7x7.
BATCH_CANDIDATE_FROM = 9
#: Big cubes stop trying cheap sequences after this many steps without one:
#: late on they no longer pay for their scoring.
SHORT_PATIENCE = 10
#: After a cheap sequence won a big-cube step, the next cheap sequences are
#: played without scoring the batch and scattered commutators while they pay
#: at least this share of what those did then: higher rescores more often
#: (1.0 never skips).
SHORT_RUN_SHARE = 0.8
#: Big cubes stop trying scattered commutators after this many steps without
#: one, counted from the first they win: they pay in the middle of the solve,
#: rarely late, where each costs ~30 ms on 50x50.
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
#: ENDGAME_LOOKAHEAD_LIMIT: earlier is shorter for more time (kept off
#: 30x30, whose time target it would risk).
ENDGAME_LOOKAHEAD = 0.4
ENDGAME_LOOKAHEAD_LIMIT = 24
#: Batches (after the best free face turns) that look-ahead weighs, besides
#: the scattered commutator and the cheap sequence: wider is shorter for more time.
ENDGAME_WIDTH = 3
