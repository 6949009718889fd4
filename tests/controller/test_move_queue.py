"""The turn player on its own: queue order, jumps, the clock, refills, retiming, the solved watch."""
import math

import pytest

from controller.move_queue import MoveQueue
from model import Alg, Cube, Move

S = 0.25      # seconds per quarter turn in these tests


def never() -> bool:
    return False


def record(log):
    def finished(turn, was_solved):
        log.append((turn.move, was_solved))
    return finished


def test_turns_complete_in_queue_order_and_logical_runs_ahead():
    player = MoveQueue(Cube(4), S)
    moves = list(Alg.parse("R U2 2F' Lw x D"))
    for i, move in enumerate(moves, 1):
        player.enqueue(move, 'user', i)
    assert player.logical == Cube(4).apply(moves)          # resolved at once
    assert player.cube.is_solved() and not player.idle
    seen, cubes = [], []

    def finished(turn, was_solved):
        seen.append(turn.move)
        cubes.append(player.cube.copy())                   # already applied when told
    tick = player.advance(100.0, never, finished)
    assert seen == moves and tick.finished == len(moves) and tick.jumped == 0
    for i, cube in enumerate(cubes, 1):
        assert cube == Cube(4).apply(moves[:i])
    assert player.idle and player.count == len(moves) and player.last_move == moves[-1]


def test_the_clock_carries_left_over_time_into_the_next_turn():
    player = MoveQueue(Cube(3), S)
    player.enqueue(Move('R'), 'user', 1)
    player.enqueue(Move('U', amount=2), 'user', 2)          # a half turn lasts 1.5 quarters
    log = []
    tick = player.advance(S * 1.75, never, record(log))
    assert log == [(Move('R'), None)] and tick.finished == 1
    assert tick.started is player.active and player.active.move == Move('U', amount=2)
    assert player.active.progress == pytest.approx(0.75 / 1.5)
    tick = player.advance(S * 0.75, never, record(log))
    assert tick.finished == 1 and tick.started is None and player.idle
    assert player.cube == Cube(3).apply("R U2")


def test_a_turn_that_starts_and_ends_in_one_advance_is_not_reported_started():
    player = MoveQueue(Cube(3), S)
    player.enqueue(Move('F'), 'user', 1)
    tick = player.advance(S, never, record([]))
    assert tick.finished == 1 and tick.started is None and player.active is None


def test_jumps_happen_in_their_place_in_the_queue():
    player = MoveQueue(Cube(3), S)
    target = Cube(3).apply("L D B")
    player.enqueue(Move('R'), 'user', 1)
    player.jump(target, 'undo', 7)
    player.enqueue(Move('U'), 'user', 8)
    assert player.logical == Cube(3).apply("L D B U")
    target.apply('F')                                      # the player keeps its own copy
    player.advance(S / 2, never, record([]))
    assert player.cube.is_solved() and player.active.move == Move('R')
    tick = player.advance(S / 2, never, record([]))       # R ends; the jump follows at once
    assert tick.finished == 1 and tick.jumped == 1 and player.count == 7
    assert player.cube == Cube(3).apply("L D B") and player.active.move == Move('U')
    assert player.active.progress == 0.0
    player.advance(S, never, record([]))
    assert player.cube == Cube(3).apply("L D B U") and player.count == 8


def test_refill_is_asked_only_when_the_queue_runs_dry():
    player = MoveQueue(Cube(3), 0.0)                     # instant: everything in one advance
    more = list(Alg.parse("R U F"))
    asked = []

    def refill():
        asked.append(len(player._queue))
        if not more:
            return False
        player.enqueue(more.pop(0), 'alg', 0)
        return True
    player.enqueue(Move('D'), 'user', 1)
    player.enqueue(Move('L'), 'user', 2)
    tick = player.advance(0.0, refill, record([]))
    assert asked == [0, 0, 0, 0] and tick.finished == 5
    assert player.cube == Cube(3).apply("D L R U F")


def test_retiming_keeps_the_progress_made():
    player = MoveQueue(Cube(3), S)
    player.enqueue(Move('R'), 'user', 1)
    player.advance(S * 0.4, never, record([]))
    player.seconds_per_turn = 1.0
    assert player.active.progress == pytest.approx(0.4) and player.active.duration == 1.0
    player.advance(0.3, never, record([]))
    assert player.active.progress == pytest.approx(0.7)
    assert player.seconds_per_turn == 1.0


def test_scramble_cap_shortens_turns():
    player = MoveQueue(Cube(3), 0.6)
    player.enqueue(Move('R', amount=2), 'scramble', 0, cap=0.05)
    player.advance(0.05, never, record([]))
    assert player.idle and player.cube == Cube(3).apply('R2')


@pytest.mark.parametrize('dt', [-1.0, math.nan])
def test_bad_time_spends_nothing(dt):
    player = MoveQueue(Cube(3), S)
    player.enqueue(Move('R'), 'user', 1)
    player.advance(dt, never, record([]))
    assert player.active is not None and player.active.progress == 0.0


def test_watched_turns_are_told_whether_the_cube_was_solved_before():
    player = MoveQueue(Cube(3), 0.0, watch=lambda item: item.source == 'user')
    log = []
    for move, source in ((Move('R'), 'user'), (Move('R', amount=-1), 'solution'), (Move('U'), 'user'),
                         (Move('U', amount=-1), 'user')):
        player.enqueue(move, source, 0)
    player.advance(0.0, never, record(log))
    assert [was for _, was in log] == [True, None, True, False]
