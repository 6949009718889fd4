"""The alg box typed into through the X server (xdotool): no added
brackets, the text drawn inside the box in the panel's font with a cursor, long algs scroll,
the text stays after an error; Ctrl+V pastes algs and facelet strings, Ctrl+C copies the strip."""
import subprocess
import sys

import numpy as np
import pytest

from model import Alg, Cube
from viewdriver import button_centre, clipboard_text, screenshot, settle, window_pixels
from xinput import click, keys, type_text

COMMUTATOR = "[R, U] (R U R' U')3"
#: A process that owns the X clipboard (Tk) until it is ended: another program copying.
_OWNER = """
import sys, tkinter
root = tkinter.Tk(); root.withdraw()
root.clipboard_clear(); root.clipboard_append(sys.stdin.read()); root.update()
print('ready', flush=True)
root.mainloop()
"""


def _box_pixels(lab):
    """(left, top, right, bottom) window pixels of the Play page's alg box."""
    box = lab.panel.pages['play'].alg_field
    h = window_pixels(lab)[1]
    col, row = button_centre(lab, box.bg)
    half_w, half_h = box.width * h / 2, box.height * h / 2
    return int(col - half_w), int(row - half_h), int(col + half_w), int(row + half_h)


def _bright(lab, region):
    """Pixels in the region light enough to be the panel's text colour."""
    left, top, right, bottom = region
    image = screenshot(lab)[top:bottom, left:right].astype(float)
    return image.min(axis=2) > 150


def _type_into_box(lab, text):
    click(lab, *button_centre(lab, lab.panel.pages['play'].alg_field.bg))
    assert lab.panel.typing
    type_text(lab, text)
    settle(lab)


@pytest.fixture
def clipboard_owner():
    procs = []

    def own(text):
        proc = subprocess.Popen([sys.executable, '-c', _OWNER], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, text=True)
        proc.stdin.write(text)
        proc.stdin.close()
        assert proc.stdout.readline().strip() == 'ready'
        procs.append(proc)
    yield own
    for proc in procs:
        proc.terminate()
        proc.wait(5)


def test_a_typed_commutator_plays_without_added_brackets_and_shows_inside_the_box(fresh):
    s, box = fresh.session, fresh.panel.pages['play'].alg_field
    s.set_speed('instant')
    region = _box_pixels(fresh)
    assert _bright(fresh, region).sum() == 0              # empty box: no text drawn
    _type_into_box(fresh, COMMUTATOR)
    assert box.text == COMMUTATOR                          # not "[R, U]] (R U R' U')3)"
    assert box.label._font == fresh.panel.status._font     # the panel's font, not monospace
    lit = _bright(fresh, region)
    assert lit.sum() > 150                                 # the text is drawn...
    rows, cols = np.nonzero(lit)
    assert rows.min() > 1 and rows.max() < lit.shape[0] - 2    # ...inside the box, not over its label
    caret = box.caret.get_position(fresh.panel)            # the cursor, after the last character
    assert box.caret.enabled and caret.x > box.x + box.width * 0.5
    keys(fresh, 'Return')
    settle(fresh)
    assert s.cube == Cube(3).apply(Alg.parse(COMMUTATOR))
    assert s.status_level != 'error'
    assert box.text == COMMUTATOR and not box.active       # kept, and keys turn the cube again


def test_a_long_alg_scrolls_and_the_cursor_stays_in_view(fresh):
    box = fresh.panel.pages['play'].alg_field
    alg = "R U R' U' " * 12 + "F2"
    _type_into_box(fresh, alg)
    assert box.text == alg
    assert alg.endswith(box.shown) and len(box.shown) < len(alg)     # the end is what shows
    lit = _bright(fresh, _box_pixels(fresh))
    cols = np.nonzero(lit)[1]
    assert cols.max() < lit.shape[1] - 2                   # clipped to the box, not spilling out
    keys(fresh, 'Home')
    settle(fresh)
    assert alg.startswith(box.shown)                       # Home scrolls back to the start


def test_the_text_stays_after_an_error_so_it_can_be_corrected(fresh):
    s, panel = fresh.session, fresh.panel
    box = panel.pages['play'].alg_field
    s.set_speed('instant')
    _type_into_box(fresh, "R U Q2")
    keys(fresh, 'Return')
    settle(fresh)
    assert panel._message_level == 'error' and 'Q2' in panel.status.shown
    assert box.text == "R U Q2" and box.active and s.cube.is_solved()
    keys(fresh, 'BackSpace', 'BackSpace', 'BackSpace', 'Return')
    settle(fresh)
    assert s.cube == Cube(3).apply("R U") and panel._message_level != 'error'   # the red line went


def test_ctrl_v_pastes_an_alg_into_the_box_and_a_facelet_string_onto_the_cube(fresh, clipboard_owner):
    s, box = fresh.session, fresh.panel.pages['play'].alg_field
    s.set_speed('instant')
    clipboard_owner("R U R' U'\n")
    _type_into_box(fresh, "F ")
    keys(fresh, 'ctrl+v')
    settle(fresh)
    assert box.text == "F R U R' U'"
    keys(fresh, 'Return')
    settle(fresh)
    assert s.cube == Cube(3).apply("F R U R' U'")
    target = Cube(4).apply("Rw U 2F' R D2")
    clipboard_owner(target.to_facelets())
    keys(fresh, 'ctrl+v')                                  # not typing: the cube itself
    settle(fresh)
    assert s.cube == target and s.size == 4
    bad = list(Cube(3).to_facelets())
    bad[0], bad[9] = bad[9], bad[0]
    clipboard_owner(''.join(bad))
    keys(fresh, 'ctrl+v')
    settle(fresh)
    assert s.cube == target and fresh.panel._message_level == 'error'
    assert fresh.panel.status.shown.startswith("Can't set the cube")
    keys(fresh, 'ctrl+z')                                  # the paste was one undoable step
    settle(fresh)
    assert s.cube == Cube(3).apply("F R U R' U'")


def test_ctrl_c_copies_the_strips_scramble_or_solution(fresh):
    s = fresh.session
    s.set_speed('instant')
    s.play("R U2 F' D")
    settle(fresh)
    keys(fresh, 'ctrl+c')
    assert clipboard_text(fresh) == "R U2 F' D"
    assert fresh.panel.status.shown == "Copied the alg (4 moves)"
