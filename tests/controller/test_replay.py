"""Replays with the solve's own timing, and the timeline slider over any playlist."""
from controller.replay import Replay, Timeline
from model import Cube
from timing import Solve

from ctrl_frames import settle
from fake_solvers import plug

SCRAMBLE = "R U2 F' L D B2 R'"
LOG = (('y', -1500), ("y'", -700), ('R', 0), ('B2', 400), ("D'", 900), ("L'", 1000), ('F', 2000),
       ('U2', 2300), ("R'", 3100))
SOLVE = Solve(when_ms=1, size=3, scramble=SCRAMBLE, time_ms=3100, moves=LOG)


def states(solve):
    """The cube before the first move and after each move."""
    cube = Cube(3).apply(solve.scramble)
    out = [cube.copy()]
    for move in solve.move_list():
        out.append(cube.apply(move).copy())
    return out


def test_a_replay_plays_each_move_at_its_time_through_the_same_states(make_session):
    session = make_session(3, speed='slow')         # replayed turns are capped: they keep up
    replay = Replay(session, SOLVE)
    assert replay.start() is None and session.playlist_kind == 'replay'
    expected = states(SOLVE)
    session.update(0)
    assert session.cube == expected[0] and session.play_index == 0
    clock, dt, fed_at, seen = replay.start_time, 1 / 60, {}, []
    while replay.playing or session.active is not None:
        replay.update(dt)
        clock += dt
        for event in session.update(dt):
            if type(event).__name__ == 'TurnFinished':
                seen.append(session.cube.copy())
        fed_at.setdefault(replay._fed, clock)
        assert clock < 10
    assert seen == expected[1:]                       # every state of the solve, in order
    for index, (_, ms) in enumerate(LOG, 1):
        assert ms / 1000 <= fed_at[index] + dt / 2 < ms / 1000 + 2 * dt, (index, fed_at[index])
    assert session.cube.is_solved() and session.status == 'Replayed 3.10'


def test_the_timeline_scrubs_a_replay_back_to_the_scramble_and_forward(make_session):
    session = make_session(3)
    replay = Replay(session, SOLVE)
    replay.start()
    timeline = Timeline(session)
    expected = states(SOLVE)
    assert timeline.length == len(LOG)
    for fraction, index in ((1.0, 9), (0.0, 0), (0.5, 4), (0.34, 3), (1.0, 9), (0.0, 0)):
        assert timeline.scrub(fraction, replay) == index
        settle(session)
        assert session.cube == expected[index] and session.play_index == index
        assert session.paused == (index < len(LOG))      # held, unless nothing is left to play
    assert replay.position == replay.start_time
    timeline.scrub(0.5, replay)
    replay.resume()                                   # goes on from the middle at the solve's pace
    for _ in range(400):
        replay.update(1 / 60)
        session.update(1 / 60)
    assert session.cube.is_solved()


def test_the_timeline_scrubs_a_scramble_and_a_typed_alg(make_session):
    session = make_session(3, scrambler=plug('fake_mode_scrambler'))
    session.scramble()
    session.wait_for_worker(5)
    settle(session)
    timeline = Timeline(session)
    timeline.scrub(0)
    settle(session)
    assert session.cube.is_solved() and session.playlist_kind == 'scramble'
    timeline.scrub(1)
    settle(session)
    assert session.cube == Cube(3).apply(SCRAMBLE)
    session.play("R U R' U'")
    timeline.scrub(0.5)
    settle(session)
    assert session.cube == Cube(3).apply(SCRAMBLE).apply("R U") and timeline.fraction == 0.5


def test_what_cannot_be_replayed_says_why(make_session):
    session = make_session(3)
    assert Replay(session, Solve(1, 3, 'R', 1000)).start() == 'practise.replay_no_moves'
    assert Replay(session, Solve(1, 3, 'R Q', 1000, moves=(('R', 0),))).start() == 'practise.replay_bad_scramble'
    assert Replay(session, Solve(1, 4, 'R', 1000, moves=(("R'", 0),))).start() == 'practise.replay_refused'
    assert 'switch the cube size' in session.status
    assert Timeline(make_session(3)).scrub(0.5) == 0            # nothing to scrub: nothing happens
