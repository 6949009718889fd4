"""Turn queue and timing: order under key storms, instant speed, speed changes, easing."""
import random

import pytest

from controller import Message, Redraw, TurnFinished, TurnStarted
from model import Alg, Cube, Move

from ctrl_frames import kinds, run, settle

FACES = 'URFDLB'


def random_moves(n, count, seed):
    rng = random.Random(seed)
    moves = []
    for _ in range(count):
        depth = rng.randint(1, n // 2)
        moves.append(Move(rng.choice(FACES), depth, depth, rng.choice((1, -1, 2))))
    return moves


@pytest.mark.parametrize('n', [3, 5])
def test_key_storm_during_animation_ends_in_the_unanimated_state(make_session, n):
    session = make_session(n)
    moves = random_moves(n, 300, seed=n)
    session.press(moves[0])
    run(session, 0.05)                           # mid-turn
    assert session.active is not None and 0 < session.active.progress < 1
    for i, move in enumerate(moves[1:]):        # hundreds of presses, frames in between
        session.press(move)
        if i % 7 == 0:
            session.update(1 / 60)
    settle(session)
    assert session.cube == Cube(n).apply(moves)
    assert session.move_count == len(moves)


def test_key_storm_through_keys_matches_typed_alg(make_session):
    keys = [('r', False), ('u', True), ('3', False), ('f', False), ('w', False), ('l', True),
            ('x', False), ('m', True), ('2', False), ('w', False), ('b', False)] * 30
    session = make_session(5)
    for key, shift in keys:
        assert session.handle_key(key, shift, False)
        session.update(1 / 240)
    settle(session)
    expected = Cube(5).apply(Alg.parse(" ".join(["R U' 3F Lw' x M' 2Bw"] * 30)))
    assert session.cube == expected


def test_turn_events_and_angle(make_session):
    session = make_session(3)
    session.press(Move('R'))
    events = session.update(0)
    assert kinds(events) == ['Redraw', 'TurnStarted']
    active = session.active
    assert active.move == Move('R') and active.turn == Move('R').turn(3)
    assert set(active.facelets) == set(Cube(3).moved_facelets(Move('R')))
    assert session.cube.is_solved()               # not applied until finished
    session.update(session.seconds_per_turn / 2)
    assert active.progress == pytest.approx(0.5)
    assert active.angle == pytest.approx(-45)     # R is -90 about +x, eased half way
    session.update(session.seconds_per_turn / 4)
    assert abs(active.angle) > 45 * 1.5           # cosine easing: fast in the middle
    events = session.update(1)
    assert events == [TurnFinished(Move('R'))]
    assert session.active is None and session.cube == Cube(3).apply('R')


@pytest.mark.parametrize('text, angle', [("U", -90), ("U'", 90), ("U2", 180), ("D", 90), ("F2'", 180)])
def test_final_angle_follows_the_model_turn(make_session, text, angle):
    session = make_session(3)
    session.play(text)
    session.update(0)
    session.update(session.active.duration * 0.999999)
    assert session.active.angle == pytest.approx(angle, abs=1e-3)


def test_instant_speed_finishes_everything_in_one_update(make_session):
    session = make_session(4, speed='instant')
    moves = random_moves(4, 50, seed=1)
    for move in moves:
        session.press(move)
    events = session.update(0)
    assert session.playback.player.idle
    assert session.cube == Cube(4).apply(moves)
    assert Redraw() in events and TurnStarted not in map(type, events)
    assert kinds(events).count('TurnFinished') == 50


def test_speed_change_mid_turn_keeps_progress(make_session):
    session = make_session(3, speed='slow')
    session.press(Move('U'))
    session.update(0)
    session.update(session.seconds_per_turn * 0.4)
    session.set_speed('fast')
    assert session.active.progress == pytest.approx(0.4)
    session.update(0.1 * 0.3)
    assert session.active.progress == pytest.approx(0.7)
    session.set_speed('instant')
    session.update(0)
    assert session.active is None and session.cube == Cube(3).apply('U')


def test_continuous_speed_and_bad_speed(make_session):
    session = make_session(3)
    session.set_speed(0.4)
    assert session.seconds_per_turn == 0.4 and session.speed_name == 'custom'
    session.set_speed('fast')
    assert session.speed_name == 'fast'
    for bad in ('warp', -1, float('nan'), 99, None):
        session.set_speed(bad)
        assert session.update(0)[-1].level == 'error'
    assert session.speed_name == 'fast'


def test_half_turn_takes_longer_than_quarter(make_session):
    session = make_session(3)
    session.play("R2")
    session.update(0)
    assert session.active.duration == pytest.approx(1.5 * session.seconds_per_turn)


def test_invalid_moves_are_messages_not_exceptions(make_session):
    session = make_session(4)
    session.press(Move('M'))                      # no middle slice on a 4x4
    session.press(Move('R', 5, 5))
    session.press('R')                            # not a Move
    events = session.update(0)
    errors = [e for e in events if isinstance(e, Message) and e.level == 'error']
    assert len(errors) == 3 and 'M' in errors[0].text
    assert session.active is None and session.cube.is_solved()


def test_set_size_resets_with_redraw(make_session):
    session = make_session(3)
    session.press(Move('R'))
    session.update(0.01)
    session.set_size(7)
    events = session.update(0)
    assert Redraw() in events and session.size == 7 and session.cube.is_solved()
    assert session.active is None and session.move_count == 0
    session.set_size(1)
    session.set_size('big')
    assert [e.level for e in session.update(0) if isinstance(e, Message)] == ['error', 'error']
    assert session.size == 7


def test_reset_drops_the_queue_at_once_and_undo_brings_the_queued_cube_back(make_session):
    session = make_session(3)
    moves = random_moves(3, 5, seed=2)
    for move in moves:
        session.press(move)
    session.update(0.01)
    session.reset()
    assert Redraw() in session.update(0)
    assert session.active is None and session.cube.is_solved() and session.move_count == 0
    settle(session)
    assert session.cube.is_solved()
    session.undo()                                 # the reset: the cube with every queued turn
    settle(session)
    assert session.cube == Cube(3).apply(moves) and session.move_count == 5
    session.undo()                                 # then the turns themselves, one at a time
    settle(session)
    assert session.cube == Cube(3).apply(moves[:4]) and session.move_count == 4
