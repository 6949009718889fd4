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
    # The test session's window gets an X screen of its own: windows that tests start in
    # other processes (main.py, on pytest-xvfb's DISPLAY) can then neither cover it nor
    # take its pointer. Panda3D copies the environment when it is first imported, so its
    # DISPLAY is set on Panda's own copy (left alone it would fall back to ':0.0', a
    # display other test runs on the machine may share). tests/view/xinput.py sends its
    # X events to CUBELAB_TEST_DISPLAY.
    from pyvirtualdisplay import Display
    screen = Display(size=(1400, 900), color_depth=24, manage_global_env=False)
    screen.start()
    name = f':{screen.display}'
    os.environ['CUBELAB_TEST_DISPLAY'] = name
    from panda3d.core import ExecutionEnvironment
    ExecutionEnvironment.setEnvironmentVariable('DISPLAY', name)
    from panda3d.core import ClockObject
    from view.app import CubeLab
    app = CubeLab(3, window_size=(1280, 800), vsync=False)
    clock = ClockObject.getGlobalClock()
    clock.setMode(ClockObject.MNonRealTime)
    clock.setFrameRate(60)
    app.step(3)
    yield app
    app.close()
    os.environ.pop('CUBELAB_TEST_DISPLAY', None)
    screen.stop()


@pytest.fixture
def fresh(lab):
    """The window back at a solved 3x3, normal speed, default view, nothing typed, the Play
    page shown, no key or button left held by an earlier test, and the pointer parked in
    an empty corner (left over a button, its tooltip would cover stickers)."""
    _release_everything(lab)
    _park_pointer(lab)
    s = lab.session
    s.set_speed('normal')
    if s.paused:
        s.resume()
    s.set_size(3)
    s.reset()
    lab.camera_rig.reset()
    lab.panel.pages['play'].alg_field.text = ''
    lab.panel.stop_typing()
    if s.help_visible:
        s.handle_key('f1')
    lab.panel.select('play')
    settle(lab)
    return lab


def _park_pointer(lab):
    """The real pointer to a spot of the empty corner that no test moves to (xdotool's
    `mousemove --sync` to where the pointer already is waits for a motion that never comes)."""
    import shutil
    if shutil.which('xdotool'):
        from viewdriver import window_pixels
        from xinput import window_id, xdotool
        width, height = window_pixels(lab)
        xdotool('mousemove', '--window', window_id(lab), width - 37, height - 23)
        lab.step(3)


def _release_everything(lab):
    """Buttons and modifiers up, in the X server and in Ursina's own state."""
    import shutil
    import subprocess
    if shutil.which('xdotool'):
        env = dict(os.environ, DISPLAY=os.environ.get('CUBELAB_TEST_DISPLAY', os.environ['DISPLAY']))
        for args in (['mouseup', '1'], ['mouseup', '3'], ['keyup', 'ctrl', 'shift', 'alt']):
            subprocess.run(['xdotool', *args], capture_output=True, timeout=10, env=env)
    lab.step(2)
    from ursina import held_keys, mouse
    for name in list(held_keys):
        held_keys[name] = 0
    mouse.left = mouse.right = mouse.middle = False


@pytest.fixture
def learn(fresh):
    """The Learn page shown, the beginner's method, the 2-look last layer and the white cross afterwards."""
    from viewdriver import button_centre
    from xinput import click
    panel = fresh.panel
    click(fresh, *button_centre(fresh, panel.tabs['learn']))
    fresh.step(3)
    assert panel.mode == 'learn'
    yield fresh, panel.pages['learn']
    fresh.session.set_speed('normal')
    panel.pages['learn'].coach.set_method('beginner')
    if fresh.preferences.settings.last_layer != '2look':
        fresh.preferences.change(last_layer='2look')
    if fresh.preferences.settings.cross != 'white':
        fresh.preferences.change(cross='white')
    click(fresh, *button_centre(fresh, panel.tabs['play']))
    fresh.step(3)



def pytest_collection_modifyitems(config, items):
    """Tests that start their own windows (main.py in a child process) run before the
    shared `lab` window opens: once it is up, a child's window on pytest-xvfb's display
    was not found or not shown in time (test_close_window, the settings restart test)."""
    view = [i for i in items if '/tests/view/' in str(i.fspath)]
    own = [i for i in view if 'lab' not in getattr(i, 'fixturenames', ())]
    if not own:
        return
    first = items.index(view[0])
    rest = [i for i in items if i not in own]
    items[:] = rest[:first] + own + rest[first:]
