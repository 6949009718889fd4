"""One real CubeLab window for the view tests (Xvfb from pytest-xvfb, 24-bit), stepped at
exactly 1/60 s per frame, plus helpers that drive it through the real input path."""
import os

import pytest
from panda3d.core import loadPrcFileData

loadPrcFileData('tests', 'audio-library-name null')

from viewdriver import settle  # noqa: E402

pytest.importorskip('ursina')


@pytest.fixture(scope='session')
def lab():
    if not os.environ.get('DISPLAY'):
        pytest.skip('needs an X display (pytest-xvfb or Xvfb)')
    # Panda3D copies the environment when it is first imported, which can be before
    # pytest-xvfb sets DISPLAY: without this it opens the window on ':0.0', a display
    # other test runs on this machine share (their pointer, their focus).
    from panda3d.core import ExecutionEnvironment
    ExecutionEnvironment.setEnvironmentVariable('DISPLAY', os.environ['DISPLAY'])
    from panda3d.core import ClockObject
    from view.app import CubeLab
    app = CubeLab(3, window_size=(1280, 800), vsync=False)
    clock = ClockObject.getGlobalClock()
    clock.setMode(ClockObject.MNonRealTime)
    clock.setFrameRate(60)
    app.step(3)
    yield app
    app.close()


@pytest.fixture
def fresh(lab):
    """The window back at a solved 3x3, normal speed, default view, nothing typed."""
    s = lab.session
    s.set_speed('normal')
    if s.paused:
        s.resume()
    s.set_size(3)
    s.reset()
    lab.camera_rig.reset()
    lab.panel.alg_field.text = ''
    lab.panel.stop_typing()
    settle(lab)
    return lab

