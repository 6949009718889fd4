"""Paint and Settings on the real window, through real clicks and keys: painting known
3x3 and 4x4 states sticker by sticker, an impossible state's message and framed piece,
schemes changing the pixels, the csTimer preset, save and open, settings across a restart."""
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from model import Cube
from model.rotations import DIRECTIONS
from model.schemes import SCHEMES
from view.axes import model_to_ursina
from view.palette import HIGHLIGHT
from view.projection import to_ui, ui_to_pixel
from view.sticker_layout import layout
from viewdriver import (assert_screen_matches_model, button_centre, screenshot, settle, sticker_pixels,
                        window_pixels)
from xinput import drag, keys, move, type_text, xdotool

#: xdotool's names for the keys that are not letters.
_X_NAMES = {';': 'semicolon', '.': 'period', ',': 'comma', '/': 'slash'}


def click(lab, col, row):
    """The real pointer there (waiting until the window has seen it arrive: on a busy
    machine the warp can land frames later), then a press and release of button 1."""
    col, row = int(round(col)), int(round(row))
    move(lab, col, row, frames=1)
    for _ in range(200):
        here = lab.app.win.getPointer(0)
        if (here.getX(), here.getY()) == (col, row):
            break
        lab.step()
    lab.step(2)
    xdotool('mousedown', 1)
    lab.step(2)
    xdotool('mouseup', 1)
    lab.step(3)


def key(lab, name):
    """One key through the X server, as a person presses it."""
    keys(lab, _X_NAMES.get(name, name))


def type_into(lab, field, text):
    """Click the box and type through the X server, then wait until it all arrived
    (keep `text` free of characters needing Shift: a late Shift release confuses later tests)."""
    click(lab, *button_centre(lab, field))
    type_text(lab, text)
    for _ in range(300):
        if field.text == text:
            return
        lab.step()
    raise AssertionError(f"the box shows {field.text!r}, not {text!r}")

HERE = Path(__file__).resolve().parent


@pytest.fixture
def painting(lab):
    """The window at a solved 3x3, standard scheme and keys, on the Paint tab."""
    prefs = lab.preferences
    prefs.change(scheme='standard', colours={}, top='white', front='green', keys='cubelab',
                 letters=False, speed='instant')
    lab.apply_preferences()
    s = lab.session
    s.set_size(3)
    s.reset()
    lab.camera_rig.reset()
    settle(lab)
    click(lab, *button_centre(lab, lab.panel.tabs['paint']))
    assert lab.panel.mode == 'paint'
    yield lab
    click(lab, *button_centre(lab, lab.panel.tabs['play']))
    lab.camera_rig.reset()
    hands_off(lab)


def hands_off(lab):
    """Leave the X server as a person would: no button or modifier held, the pointer
    back inside the window and seen there (later tests drive it by warping)."""
    from viewdriver import pointer
    xdotool('mouseup', 1)
    xdotool('keyup', 'shift', 'ctrl')
    w, h = window_pixels(lab)
    pointer(lab, w * 0.6, h * 0.5)
    lab.step(3)


def page(lab, mode):
    return lab.panel.pages[mode]


def sample(image, px):
    return np.array([image[int(r) - 1:int(r) + 2, int(c) - 1:int(c) + 2].reshape(-1, 3).mean(0) for c, r in px])


def nearest(rgb, colours):
    rgb = np.asarray(rgb, float) / 255
    norm = rgb / np.maximum(rgb.max(-1, keepdims=True), 1e-6)
    ref = np.asarray(colours, float)
    ref = ref / ref.max(1, keepdims=True)
    return np.argmin(((norm[:, None, :] - ref[None]) ** 2).sum(-1), axis=-1)


ORBITS = [(0, 0), (-250, 0), (-250, 0), (-250, 0), (0, -220), (-250, 0), (-250, 0), (0, 400),
          (-250, 0), (-250, 0), (-250, 0)]


def paint_state(lab, target):
    """Paint every sticker of `target` by clicking it with its colour chosen by its key,
    orbiting the camera (drags off the cube) until every sticker has been reached."""
    scheme = SCHEMES['standard']
    want = target.facelet_colors()
    done = set()
    w, h = window_pixels(lab)
    for dx, dy in ORBITS:
        if dx or dy:
            start = (w - 30, 60) if dy >= 0 else (w - 30, h - 60)
            drag(lab, start, (start[0] + dx, start[1] + dy))
        ids, px = sticker_pixels(lab, min_facing=0.35)
        for colour in range(6):
            todo = [(f, p) for f, p in zip(ids, px) if want[f] == colour and f not in done]
            if not todo:
                continue
            key(lab, scheme.letters[colour].lower())
            for f, p in todo:
                click(lab, *p)
                done.add(int(f))
        if len(done) == len(want):
            return
    raise AssertionError(f"only {len(done)} of {len(want)} stickers were reachable")


@pytest.mark.parametrize('n, alg', [(3, "R U2 F' L D B2 R' U"), (4, "Rw U2 2R F' D Lw2 B' 2U")])
def test_painting_a_real_cube_sticker_by_sticker_then_solve(painting, n, alg):
    lab = painting
    if n != 3:
        lab.session.set_size(n)
        settle(lab)
    p = page(lab, 'paint')
    click(lab, *button_centre(lab, p.clear))
    assert p.painter.unpainted == 6 * n * n - (6 if n % 2 else 0)
    target = Cube(n).apply(alg)
    paint_state(lab, target)
    verdict = p.painter.verdict()
    assert verdict.valid, verdict.message
    assert verdict.cube == target                          # exactly that state
    assert p.painter.counts() == [n * n] * 6
    click(lab, *button_centre(lab, p.solve))
    settle(lab)
    assert lab.session.cube.is_solved()
    assert [e.kind for e in lab.session.history.done] == ['solution']   # the solver played it


def test_an_impossible_cube_names_the_twist_and_frames_the_corner(painting):
    lab = painting
    p = page(lab, 'paint')
    # twist the URF corner: U9 (8) gets green, R1 (9) white, F3 (20) red
    for facelet, letter in ((8, 'g'), (9, 'w'), (20, 'r')):
        key(lab, letter)
        ids, px = sticker_pixels(lab)
        click(lab, *px[list(ids).index(facelet)])
    verdict = p.painter.verdict()
    assert verdict.reason == 'twist' and set(verdict.facelets) == {8, 9, 20}
    assert 'one corner is twisted' in ' '.join(p.verdict_label.shown.split())
    assert framed_stickers(lab) == {8, 9, 20}
    # Undo per sticker: three undos give a solved, valid cube
    for _ in range(3):
        click(lab, *button_centre(lab, p.undo))
    assert p.painter.verdict().valid and p.painter.verdict().cube.is_solved()


def framed_stickers(lab) -> set[int]:
    """The visible stickers drawn with the highlight's frame (read from the screen)."""
    lab.step(2)
    image = screenshot(lab).astype(float)
    geo = lab.session.cube.geometry
    centres = layout(geo).centres_model
    framed = {}
    for f in range(len(geo.facelet_dir)):
        d = DIRECTIONS[geo.facelet_dir[f]]
        along = np.roll(np.abs(d), 1) * 0.38                     # inside the frame, off the sticker
        framed[f] = ui_to_pixel(to_ui(model_to_ursina(centres[f] + along)), window_pixels(lab))
    ids, _ = sticker_pixels(lab)
    rgb = sample(image, [framed[f] for f in ids])
    magenta = nearest(rgb, [*SCHEMES['standard'].colours, HIGHLIGHT]) == 6
    return {int(f) for f in np.asarray(ids)[magenta]}


def test_a_twist_that_no_corner_can_be_blamed_for_frames_nothing_and_says_so(painting):
    """On a scrambled cube a corner's twist could be undone at any corner: the message says
    so and no sticker is framed (not every corner that is not U/D-oriented)."""
    lab = painting
    p = page(lab, 'paint')
    scrambled = Cube(3).apply("R U F' L2 D B")
    lab.session.play("R U F' L2 D B")
    settle(lab)
    assert lab.session.cube == scrambled
    click(lab, *button_centre(lab, p.from_cube))
    assert p.painter.verdict().valid
    colours = scrambled.facelet_colors()
    letters = SCHEMES['standard'].letters
    for facelet in (8, 9, 20):                          # turn the URF corner's colours one step
        source = {8: 20, 9: 8, 20: 9}[facelet]
        key(lab, letters[colours[source]].lower())
        ids, px = sticker_pixels(lab)
        click(lab, *px[list(ids).index(facelet)])
    verdict = p.painter.verdict()
    assert verdict.reason == 'twist_any_corner' and verdict.facelets == ()
    shown = ' '.join(p.verdict_label.shown.split())
    assert 'one corner is twisted' in shown and 'cannot tell which corner' in shown
    assert framed_stickers(lab) == set()


def settings_button(lab, name):
    return button_centre(lab, name)


@pytest.fixture
def settings_tab(lab):
    prefs = lab.preferences
    prefs.change(scheme='standard', colours={}, top='white', front='green', keys='cubelab',
                 letters=False, speed='instant')
    lab.apply_preferences()
    lab.session.set_size(3)
    lab.session.reset()
    lab.camera_rig.reset()
    settle(lab)
    click(lab, *button_centre(lab, lab.panel.tabs['settings']))
    assert lab.panel.mode == 'settings'
    yield lab
    click(lab, *button_centre(lab, lab.panel.tabs['play']))
    prefs.change(scheme='standard', colours={}, top='white', front='green', keys='cubelab', letters=False)
    lab.apply_preferences()
    hands_off(lab)


def visible_colours(lab, colours):
    lab.step(2)
    ids, px = sticker_pixels(lab)
    return ids, nearest(sample(screenshot(lab).astype(float), px), colours)


def test_switching_scheme_changes_the_pixels(settings_tab):
    lab = settings_tab
    p = page(lab, 'settings')
    lab.session.play("R U' F2 D")                            # bring every colour to the front
    settle(lab)
    before = sample(screenshot(lab).astype(float), sticker_pixels(lab)[1])
    ids, seen = visible_colours(lab, SCHEMES['standard'].colours)
    model = lab.session.cube.facelet_colors()[ids]
    assert (seen == model).all()
    click(lab, *button_centre(lab, p.schemes['colourblind']))
    assert lab.preferences.settings.scheme == 'colourblind'
    ids, seen = visible_colours(lab, SCHEMES['colourblind'].colours)
    assert (seen == model).all()                             # same stickers, the new colours
    after = sample(screenshot(lab).astype(float), sticker_pixels(lab)[1])
    changed = np.abs(after - before).max(1)
    assert (changed[model != 0] > 25).all()                  # every colour but white is new
    click(lab, *button_centre(lab, p.schemes['japanese']))
    ids, seen = visible_colours(lab, SCHEMES['japanese'].colours)
    assert (seen == model).all()
    shows = {int(c) for c in model}
    assert 3 in shows and 5 in shows                         # yellow and blue swapped on screen


def test_orientation_yellow_on_top(settings_tab):
    lab = settings_tab
    p = page(lab, 'settings')
    click(lab, *button_centre(lab, p.tops[3]))               # yellow on top
    settle(lab)
    assert lab.session.cube.stickers()[0, 0, 0] == 3 and lab.session.cube.is_solved()
    assert_screen_matches_model(lab)
    assert lab.preferences.settings.top == 'yellow'


#: csTimer's table (twistynnn.js): key -> what it does, in WCA words, for a sample of keys.
CSTIMER_SAMPLE = {'i': 'R', 'k': "R'", 'j': 'U', 'f': "U'", 'h': 'F', 'g': "F'", 'w': 'B', 'o': "B'",
                  's': 'D', 'l': "D'", 'd': 'L', 'e': "L'", ';': 'y', 'u': 'Rw', '.': "M'", 't': 'x'}


def test_cstimer_preset_turns_the_right_faces(settings_tab):
    lab = settings_tab
    p = page(lab, 'settings')
    click(lab, *button_centre(lab, p.presets['cstimer']))
    assert lab.preferences.settings.keys == 'cstimer'
    click(lab, *button_centre(lab, lab.panel.tabs['play']))
    expected = Cube(3)
    for name, turn in CSTIMER_SAMPLE.items():
        key(lab, name)
        settle(lab)
        expected.apply(turn)
        assert lab.session.cube == expected, (name, turn)
    assert_screen_matches_model(lab)


def test_cstimer_hand_layer_and_inner_slice_keys(settings_tab):
    """csTimer's 7 makes the right hand's keys turn one layer more (I = 2Rw, . = the
    third layer), Escape brings it back; 2 turns every inner layer (e), on a 4x4."""
    lab = settings_tab
    p = page(lab, 'settings')
    click(lab, *button_centre(lab, p.presets['cstimer']))
    click(lab, *button_centre(lab, lab.panel.tabs['play']))
    lab.session.set_size(4)
    settle(lab)
    expected = Cube(4)
    key(lab, '7')
    assert lab.session.hands == (1, 2)
    assert 'Hands: L keys turn 1 layer, R keys 2 layers (Escape: 1)' in lab.panel.prefix.shown
    for name, turn in (('i', '2Rw'), ('.', '3R'), ('d', 'L'), ('k', "2Rw'")):
        key(lab, name)
        settle(lab)
        expected.apply(turn)
        assert lab.session.cube == expected, (name, turn)
    keys(lab, 'Escape')
    assert lab.session.hands == (1, 1) and lab.panel.prefix.shown == ''
    for name, turn in (('i', 'R'), ('2', 'e')):
        key(lab, name)
        settle(lab)
        expected.apply(turn)
        assert lab.session.cube == expected, (name, turn)
    assert_screen_matches_model(lab)
    lab.session.set_size(3)
    settle(lab)


def test_rebinding_by_pressing_the_new_key_with_the_conflict_shown(settings_tab):
    lab = settings_tab
    p = page(lab, 'settings')
    click(lab, *button_centre(lab, p.rebind))
    key(lab, 'r')                                             # the key whose move moves: R
    key(lab, 'u')                                             # U already turns U: a conflict
    assert "already does U" in ' '.join(lab.panel.status.shown.split())
    key(lab, 'u')                                             # again: confirmed
    keymap = lab.session.keymap
    assert str(keymap.lookup('u').move) == 'R' and keymap.lookup('r') is None
    click(lab, *button_centre(lab, lab.panel.tabs['play']))
    key(lab, 'u')
    settle(lab)
    assert lab.session.cube == Cube(3).apply('R')
    from controller import key_presets
    key_presets.reset(lab.preferences.keymap_file)
    lab.apply_preferences()


def test_save_then_open_round_trips_state_and_history(settings_tab):
    lab = settings_tab
    p = page(lab, 'settings')
    s = lab.session
    s.set_size(2)                                             # the history holds size changes too
    s.set_size(3)
    s.play("R U R' F2")
    settle(lab)
    key(lab, 'l')
    settle(lab)
    s.undo()
    settle(lab)
    state, count = s.cube.copy(), s.move_count
    folder = Path(f'/tmp/cubelab-save-{os.getpid()}')       # typed: no Shift needed
    folder.mkdir(exist_ok=True)
    path = folder / 'mine.cube.json'
    type_into(lab, p.file_field, str(path))
    click(lab, *button_centre(lab, p.save))
    saved = json.loads(path.read_text())
    assert saved['version'] == 1 and 'size' in [e['kind'] for e in saved['history']['done']]
    s.reset()
    s.set_size(5)
    settle(lab)
    click(lab, *button_centre(lab, p.open))
    settle(lab)
    assert s.cube == state and s.size == 3 and s.move_count == count
    s.redo()
    settle(lab)
    assert s.cube == Cube(3).apply("R U R' F2 L")
    s.undo()
    settle(lab)
    s.undo()
    settle(lab)
    assert s.cube.is_solved()
    path.write_text('{"format": "cubelab-cube", "version": 1, "size": 3, "state": "UUU"}')
    click(lab, *button_centre(lab, p.open))
    settle(lab)
    assert s.cube.is_solved()                                 # a bad file changed nothing
    assert 'not a real 3x3' in ' '.join(lab.panel.status.shown.split())
    path.unlink()
    folder.rmdir()


def test_settings_survive_a_restart(tmp_path):
    env = dict(os.environ, CUBELAB_CONFIG_DIR=str(tmp_path / 'cfg'))
    script = HERE / 'restart_window.py'
    first = subprocess.run([sys.executable, str(script), 'change'], env=env, capture_output=True,
                           text=True, timeout=300, cwd=HERE.parents[1])
    assert first.returncode == 0, first.stderr[-2000:]
    second = subprocess.run([sys.executable, str(script), 'report'], env=env, capture_output=True,
                            text=True, timeout=300, cwd=HERE.parents[1])
    assert second.returncode == 0, second.stderr[-2000:]
    report = json.loads(second.stdout.strip().splitlines()[-1])
    assert report == {'scheme': 'japanese', 'keys': 'cstimer', 'speed': 'fast', 'top_colour': 3,
                      'i_key': 'R', 'size': 4, 'drawn_in_japanese_colours': True}
