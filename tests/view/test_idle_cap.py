"""An idle window must not burn a core: once nothing changes it stops drawing
(view.idle), and takes at most 5% of one core, measured as the window process's own CPU
time over idle seconds. A key pressed while it sleeps still turns the face within a frame
or two, and a turn is drawn every frame. The real clock runs in a child process on a
screen of its own (the shared test window steps a non-real-time clock)."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.gui, pytest.mark.slow]

ROOT = Path(__file__).resolve().parent.parent.parent

CHILD = r"""
import json, os, subprocess, time
from controller.lab import Lab
from controller.session import Session
from tests.controller.fake_solvers import plug
from view.app import CubeLab
from view.idle import IDLE_AFTER, POLL_FPS
# A stand-in solver: no first-run table build, whose progress line would be a change a second.
lab = CubeLab(3, lab=Lab(Session(3, solver=plug('no_moves'))), window_size=(1280, 1024), vsync=False)
idle = lab.driver.idle

def run(seconds):
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        lab.step()

def cpu_share(seconds):
    # the share of one core this process used (all its threads: software GL draws on several)
    t0, w0 = os.times(), time.perf_counter()
    run(seconds)
    t1, w1 = os.times(), time.perf_counter()
    return (t1.user - t0.user + t1.system - t0.system) / (w1 - w0)

run(IDLE_AFTER + 1.0)
idle_samples = [cpu_share(2.0) for _ in range(3)]
asleep = idle.asleep
wid = lab.app.win.getWindowHandle().getIntHandle()
subprocess.run(['xdotool', 'key', '--window', str(wid), 'r'], check=True)   # a face turn, R
pressed, frames = time.perf_counter(), 0
while lab.session.active is None and frames < 100:
    lab.step()
    frames += 1
waited = time.perf_counter() - pressed
drawn_while_turning = lab.app.win.isActive() and not idle.asleep
print(json.dumps({'idle': idle_samples, 'asleep': asleep, 'frames_to_turn': frames, 'waited': waited,
                  'poll': 1.0 / POLL_FPS, 'turned': lab.session.active is not None,
                  'drawn_while_turning': drawn_while_turning}))
lab.close()
"""


def test_an_idle_window_takes_little_cpu_and_a_key_still_turns_at_once():
    if shutil.which('Xvfb') is None or shutil.which('xdotool') is None:
        pytest.skip('needs Xvfb and xdotool')
    from pyvirtualdisplay import Display
    screen = Display(size=(1400, 1100), color_depth=24, manage_global_env=False)
    screen.start()
    try:
        env = dict(os.environ, DISPLAY=f':{screen.display}', PYTHONPATH=str(ROOT))
        out = subprocess.run([sys.executable, '-c', CHILD], cwd=ROOT, env=env, capture_output=True,
                             text=True, timeout=180)
    finally:
        screen.stop()
    lines = [line for line in out.stdout.splitlines() if line.startswith('{')]
    assert lines, out.stderr[-2000:]
    r = json.loads(lines[-1])
    # the least of three samples: another process on a loaded machine only adds to it
    assert min(r['idle']) <= 0.05, r
    assert r['asleep']
    assert r['turned'] and r['drawn_while_turning'], r
    assert r['frames_to_turn'] <= 2, r                  # the frame that reads the key starts the turn
    assert r['waited'] <= r['poll'] + 0.25, r
