"""A key storm during animation ends where the same keys end without animation; a bad typed
alg is reported in the window; undo/redo across a solve."""
import random

from model import Cube, Move
from viewdriver import assert_screen_matches_model, click, button_centre, key, settle

FACES = 'urfdlb'


def test_key_storm_during_animation_loses_nothing(fresh):
    rng = random.Random(5)
    fresh.session.set_speed('fast')
    expected = Cube(3)
    for i in range(300):
        letter, shift = rng.choice(FACES), rng.random() < 0.4
        key(fresh, letter, shift=shift)
        move = Move(letter.upper())
        expected.apply(move.inverse() if shift else move)
        if i % 3 == 0:
            fresh.step()                          # keys keep arriving mid-turn
    assert fresh.session.active is not None       # still animating the backlog
    fresh.session.set_speed('instant')
    settle(fresh)
    assert fresh.session.cube == expected
    assert_screen_matches_model(fresh, minimum=27)


def _type(lab, text):
    from direct.showbase.MessengerGlobal import messenger
    click(lab, *button_centre(lab, lab.panel.pages['play'].alg_field.bg))
    assert lab.panel.typing
    for ch in text:
        messenger.send('keystroke', [ch])
        if ch.isalpha():                          # the raw key also arrives, as in a real window
            lab.app.input(ch.lower(), is_raw=True)
    lab.step()
    lab.app.input('enter', is_raw=True)
    lab.step(2)


def test_bad_typed_alg_shows_an_error_and_turns_nothing(fresh):
    _type(fresh, "R U Q2")
    settle(fresh)
    assert fresh.session.cube.is_solved()         # letters typed into the box turn nothing
    panel = fresh.panel
    assert panel._message_level == 'error'
    assert 'Q2' in panel.status.shown
    assert panel.status.enabled


def test_good_typed_alg_plays(fresh):
    _type(fresh, "R U R' U'")
    settle(fresh)
    assert fresh.session.cube == Cube(3).apply("R U R' U'")
    assert [str(m) for m in fresh.session.playlist] == ['R', 'U', "R'", "U'"]
    assert 'U\'' in fresh.panel.alg_bar.text.text


def test_help_key_toggles_the_keymap(fresh):
    key(fresh, 'f1')
    fresh.step(2)
    assert fresh.panel.keymap.enabled
    assert 'undo' in fresh.panel.keymap.text.text
    key(fresh, 'f1')
    fresh.step(2)
    assert not fresh.panel.keymap.enabled


def test_undo_redo_across_a_solve_on_2x2(fresh):
    s = fresh.session
    s.set_size(2)
    s.set_speed('instant')
    settle(fresh)
    s.play("R U F' R2 U' F")
    settle(fresh)
    scrambled = s.cube.copy()
    assert not scrambled.is_solved()
    assert s.can_solve()
    click(fresh, *button_centre(fresh, fresh.panel.pages['play'].solve))
    settle(fresh)
    assert s.cube.is_solved()
    assert_screen_matches_model(fresh, minimum=12)
    key(fresh, 'z', ctrl=True)                     # undo the whole solution
    settle(fresh)
    assert s.cube == scrambled
    key(fresh, 'y', ctrl=True)                     # redo it
    settle(fresh)
    assert s.cube.is_solved()
    assert_screen_matches_model(fresh, minimum=12)
