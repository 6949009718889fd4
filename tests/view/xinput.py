"""The real X server as a person's hands: xdotool moves the pointer, clicks and types into
the CubeLab window (XTEST events, the same path as a mouse and keyboard), and the window's
frames are stepped in between so Panda3D reads them as it would live."""
import os
import shutil
import subprocess

import pytest


def xdotool(*args) -> str:
    if shutil.which('xdotool') is None:
        pytest.skip('needs xdotool')
    display = os.environ.get('CUBELAB_TEST_DISPLAY') or os.environ['DISPLAY']   # the window's own screen
    done = subprocess.run(['xdotool', *map(str, args)], capture_output=True, text=True, timeout=20,
                          env=dict(os.environ, DISPLAY=display))
    assert done.returncode == 0, done.stderr
    return done.stdout


def window_id(lab) -> int:
    return lab.app.win.getWindowHandle().getIntHandle()


def move(lab, col, row, frames=3):
    """The real pointer to a window pixel (col, row), then a few frames."""
    xdotool('mousemove', '--sync', '--window', window_id(lab), int(round(col)), int(round(row)))
    lab.step(frames)


def click(lab, col, row, button=1):
    """Move there, let the window see the pointer arrive, press, a frame, release."""
    move(lab, col, row)
    xdotool('mousedown', button)
    lab.step(2)
    xdotool('mouseup', button)
    lab.step(3)


def drag(lab, start, end, button=1, steps=8):
    move(lab, *start)
    xdotool('mousedown', button)
    lab.step(2)
    for i in range(1, steps + 1):
        t = i / steps
        move(lab, start[0] + t * (end[0] - start[0]), start[1] + t * (end[1] - start[1]), frames=1)
    xdotool('mouseup', button)
    lab.step(3)


def keys(lab, *names, frames=3):
    """Key presses through the X server (xdotool names: 'ctrl+2', 'Home', 'F1', 'r')."""
    for name in names:
        xdotool('key', '--clearmodifiers', name)
        lab.step(frames)


def type_text(lab, text, frames=3):
    xdotool('type', '--delay', 20, text)
    lab.step(frames)


def keys_for(alg):
    """The xdotool key presses that make `alg` with the default keymap (a half turn is
    two presses) and the moves they log."""
    presses, logged = [], []
    for move in alg:
        quarter = move.amount % 4
        letter = move.face.lower()
        if quarter == 2:
            presses += [letter, letter]
            logged += [move.face, move.face]
        else:
            presses.append(letter if quarter == 1 else f'shift+{letter}')
            logged.append(move.face if quarter == 1 else move.face + "'")
    return presses, logged
