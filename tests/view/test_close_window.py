"""Closing the window mid-solve or mid-playback ends the program at
once and cleanly: exit code 0, no traceback, no worker process left behind. The real
program (`main.py`) is closed through the X server: its close request
(WM_DELETE_WINDOW, what a window manager's close button sends), Ctrl+Q typed, or the
window destroyed from outside (`xdotool windowclose`, which Panda3D alone ignores)."""
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from xclose import request_close

ROOT = Path(__file__).resolve().parents[2]
#: Seconds the program may take to end after the close request (about 2 s measured; the
#: rest is room for a loaded shared machine).
CLOSE_SECONDS = 8.0


def tagged_processes(tag: str) -> list[int]:
    """Processes still alive that carry `tag` in their environment: the program, its
    fork server and its workers (which run in sessions of their own)."""
    found = []
    for entry in Path('/proc').iterdir():
        if entry.name.isdigit():
            try:
                if tag.encode() not in (entry / 'environ').read_bytes():
                    continue
                state = (entry / 'stat').read_text().rsplit(')', 1)[1].split()[0]
            except OSError:
                continue
            if state != 'Z':
                found.append(int(entry.name))
    return found


def xdo(*args):
    return subprocess.run(['xdotool', *args], capture_output=True, text=True, timeout=30).stdout.strip()


def cubelab_windows() -> set[str]:
    return set(xdo('search', '--name', 'CubeLab').split())


def open_window(size: int, tag: str):
    """main.py's process and its window (not the test session's own CubeLab window)."""
    before = cubelab_windows()
    proc = subprocess.Popen([sys.executable, 'main.py', '--size', str(size)], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, CUBELAB_CLOSE_TEST=tag))
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and proc.poll() is None:
        found = sorted(cubelab_windows() - before)
        if found:
            time.sleep(2)                                  # its first frames
            return proc, found[0]
        time.sleep(0.25)
    proc.kill()
    raise AssertionError(f'no CubeLab window (exit code {proc.poll()})')


def busy_workers(tag: str, pid: int) -> bool:
    """A worker process of the program burns CPU (a solve or scramble under way)."""
    for other in tagged_processes(tag):
        if other != pid:
            try:
                if (Path('/proc') / str(other) / 'stat').read_text().rsplit(')', 1)[1].split()[0] == 'R':
                    return True
            except OSError:
                pass
    return False


@pytest.mark.parametrize('when, how', [('solving', 'close button'), ('solving', 'ctrl+q'),
                                       ('playing', 'ctrl+q'), ('solving', 'window destroyed')])
def test_closing_mid_solve_or_playback_ends_at_once_and_cleanly(when, how):
    assert os.environ.get('DISPLAY'), 'the GUI tests run under Xvfb (pytest-xvfb)'
    tag = f'{os.getpid()}-{when}-{how}-{time.time()}'.replace(' ', '_')
    proc, window = open_window(20, tag)
    try:
        xdo('key', '--window', window, 'F2')              # scramble (it plays at the speed set)
        if when == 'solving':
            time.sleep(4)
            xdo('key', '--window', window, 'F3')          # solve: a 20x20 takes many seconds
            deadline = time.monotonic() + 30
            while not busy_workers(tag, proc.pid) and time.monotonic() < deadline:
                time.sleep(0.1)
            assert busy_workers(tag, proc.pid), 'the solve never started in a worker'
            time.sleep(1)
        else:
            time.sleep(0.8)                                # the scramble is playing
        start = time.monotonic()
        if how == 'close button':
            request_close(int(window))
        elif how == 'window destroyed':
            xdo('windowclose', window)                     # XDestroyWindow from outside
        else:
            xdo('key', '--window', window, 'ctrl+q')
        try:
            code = proc.wait(timeout=CLOSE_SECONDS)
        except subprocess.TimeoutExpired:
            raise AssertionError(f'still running {CLOSE_SECONDS} s after the close request')
        took = time.monotonic() - start
        stderr = proc.stderr.read()
        assert code == 0 and 'Traceback' not in stderr, stderr[-2000:]
        deadline = time.monotonic() + 2
        while tagged_processes(tag) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert tagged_processes(tag) == [], 'worker processes outlived the window'
        assert took < CLOSE_SECONDS
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        for left in tagged_processes(tag):
            os.kill(left, 9)
