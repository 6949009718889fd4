"""Driving the real CubeLab window in tests: frames, keys, pointer, screenshots, sticker pixels."""
import numpy as np


def settle(lab, limit=3000):
    """Step frames until nothing turns, nothing is queued and no job runs (Practise's
    Scramble waiting for the scramble made ahead included: waited for as
    `session.wait_for_worker` would, since a first run may build the 3x3 tables)."""
    quiet = 0
    for _ in range(limit):
        practise = lab.lab.practise
        if practise is not None and practise.waiting:
            assert practise.next.wait(600), 'the scramble made ahead never came'
        lab.step()
        s = lab.session
        done = s.active is None and not s.busy and (not s.playlist or s.play_index >= len(s.playlist) or s.paused)
        done = done and (practise is None or not practise.waiting)
        quiet = quiet + 1 if done else 0
        if quiet >= 3:
            return
    raise AssertionError('the session never settled')


def start_from(lab, n, alg):
    """An n-cube with `alg` played on it at once."""
    from model import Cube
    s = lab.session
    s.set_size(n)
    s.set_speed('instant')
    settle(lab)
    s.play(alg)
    settle(lab)
    assert s.cube == Cube(n).apply(alg)


def key(lab, name, shift=False, ctrl=False):
    """A key press and release through Ursina's raw-key path."""
    app = lab.app
    if ctrl:
        app.input('control')
    if shift:
        app.input('shift')
    app.input(name, is_raw=True)
    app.input_up(name, is_raw=True)
    if shift:
        app.input_up('shift')
    if ctrl:
        app.input_up('control')


def pointer(lab, col, row, frames=2):
    """Move the real X pointer there (xdotool: Panda's own warp does nothing once another
    window has had the focus) and step until the window has seen it arrive: Xvfb is
    another process, and on a busy machine the motion can land frames later (a click
    sent before it would hit the button the pointer was on before)."""
    import time
    from xinput import move
    col, row = int(round(col)), int(round(row))
    win = lab.app.win
    move(lab, col, row, frames=1)
    for _ in range(200):
        here = win.getPointer(0)
        if (here.getX(), here.getY()) == (col, row):
            break
        time.sleep(0.005)
        lab.step()
    lab.step(frames)


def click(lab, col, row):
    """Move the real pointer there and press and release the left button."""
    from direct.showbase.MessengerGlobal import messenger
    pointer(lab, col, row, 3)
    messenger.send('buttonDown', ['mouse1'])
    lab.step(2)
    messenger.send('buttonUp', ['mouse1'])
    lab.step(2)


def drag(lab, start, end, steps=8):
    from direct.showbase.MessengerGlobal import messenger
    pointer(lab, *start, frames=3)
    messenger.send('buttonDown', ['mouse1'])
    lab.step(2)
    for t in np.linspace(0, 1, steps + 1)[1:]:
        pointer(lab, *(np.asarray(start) + t * (np.asarray(end) - np.asarray(start))), frames=1)
    messenger.send('buttonUp', ['mouse1'])
    lab.step(2)


def button_centre(lab, button):
    """Pixel (col, row) of a UI button's centre."""
    from ursina import camera
    from view.projection import ui_to_pixel
    p, scale = button.get_pos(camera.ui), button.get_scale(camera.ui)
    centre = (p[0] + scale[0] * (0.5 - (button.origin_x + 0.5)),
              p[1] + scale[1] * (0.5 - (button.origin_y + 0.5)))
    return ui_to_pixel(np.array(centre), window_pixels(lab))


def plot_arrives(lab, page):
    """Step until the Practise page's plot picture (drawn on a thread) is on the screen."""
    for _ in range(600):
        page.practise.plot.wait(0.05)
        lab.step()
        if not page.practise.plot.drawing and not page.plot_note.enabled:
            lab.step(2)
            return
    raise AssertionError('the plot never arrived')


def resize_window(lab, width, height, origin=(0, 0)):
    """The window resized (its top-left corner at `origin` on its X screen), and stepped
    until it has that size."""
    from panda3d.core import WindowProperties
    props = WindowProperties()
    props.setSize(width, height)
    props.setOrigin(*origin)
    lab.app.win.requestProperties(props)
    for _ in range(120):
        lab.step()
        if (lab.app.win.getXSize(), lab.app.win.getYSize()) == (width, height):
            break
    lab.step(4)


def window_pixels(lab):
    props = lab.app.win.getProperties()
    return props.getXSize(), props.getYSize()


def screenshot(lab) -> np.ndarray:
    """The window as an (h, w, 3) uint8 array, row 0 at the top."""
    tex = lab.app.win.getScreenshot()
    data = np.frombuffer(bytes(tex.getRamImageAs('RGB')), dtype=np.uint8)
    return data.reshape(tex.getYSize(), tex.getXSize(), 3)[::-1]


def sticker_pixels(lab, min_facing=0.2):
    """(facelet indices, pixel (col, row)) of stickers facing the camera, inside the 3D area."""
    from ursina import camera
    from model.rotations import DIRECTIONS
    from view.axes import model_to_ursina
    from view.layout import view_area
    from view.projection import to_ui, ui_to_pixel
    from view.sticker_layout import layout
    cube = lab.session.cube
    centres = model_to_ursina(layout(cube.geometry).centres_model)
    normals = model_to_ursina(DIRECTIONS[cube.geometry.facelet_dir])
    eye = np.array(camera.world_position)
    to_eye = eye - centres
    facing = (normals * to_eye).sum(1) / np.linalg.norm(to_eye, axis=1)
    ids = np.nonzero(facing > min_facing)[0]
    size = window_pixels(lab)
    px = ui_to_pixel(to_ui(centres[ids]), size)
    aspect = size[0] / size[1]
    view = view_area(aspect)
    clear = (px[:, 0] > (view.left / aspect + 0.5 + 0.02) * size[0]) & (px[:, 1] < (0.5 - view.bottom) * size[1])
    return ids[clear], px[clear]


def classify(rgb) -> np.ndarray:
    """Nearest sticker colour (face index) for lit pixel colours, brightness ignored."""
    from view.palette import STICKERS
    rgb = np.asarray(rgb, dtype=np.float64) / 255.0
    norm = rgb / np.maximum(rgb.max(axis=-1, keepdims=True), 1e-6)
    ref = STICKERS / STICKERS.max(axis=1, keepdims=True)
    return np.argmin(((norm[..., None, :] - ref) ** 2).sum(-1), axis=-1)


def assert_screen_matches_model(lab, minimum=9):
    """Every visible sticker shows, on screen, the colour the model has for it."""
    lab.step(2)
    image = screenshot(lab).astype(np.float64)
    ids, px = sticker_pixels(lab)
    assert len(ids) >= minimum, f"only {len(ids)} stickers visible"
    samples = np.array([image[int(r) - 1:int(r) + 2, int(c) - 1:int(c) + 2].reshape(-1, 3).mean(0) for c, r in px])
    seen = classify(samples)
    expected = lab.session.cube.facelet_colors()[ids]
    wrong = np.nonzero(seen != expected)[0]
    assert len(wrong) == 0, f"{len(wrong)} of {len(ids)} stickers differ: facelets {ids[wrong][:8]}, seen {seen[wrong][:8]}, model {expected[wrong][:8]}"
    return len(ids)


def docs_image(name, tmp_path):
    """Where a README screenshot goes: docs/NAME when CUBELAB_SCREENSHOTS=1 (to
    refresh the README's pictures), else a temporary file, so that a test run
    never changes the checkout."""
    import os
    from pathlib import Path
    if os.environ.get('CUBELAB_SCREENSHOTS') == '1':
        docs = Path(__file__).resolve().parents[2] / 'docs'
        docs.mkdir(exist_ok=True)
        return docs / name
    return Path(tmp_path) / name


#: Reads the X clipboard once and prints it.
_CLIPBOARD_READER = "import tkinter; r = tkinter.Tk(); r.withdraw(); print(r.clipboard_get(), end='')"


def clipboard_text(lab) -> str:
    """What another program reads from the X clipboard, the window stepping while it asks
    (it serves the request from its frame loop)."""
    import subprocess
    import sys
    import time
    reader = subprocess.Popen([sys.executable, '-c', _CLIPBOARD_READER], stdout=subprocess.PIPE, text=True)
    for _ in range(400):
        lab.step()
        if reader.poll() is not None:
            break
        time.sleep(0.01)
    assert reader.wait(5) == 0
    return reader.stdout.read()
