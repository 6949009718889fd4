"""The program ends when its X window is destroyed from outside (`xdotool windowclose`,
a killed window-manager frame, `xkill`-like tools): Panda3D ignores the DestroyNotify
of a top-level window and would go on drawing into nothing, with no window to close.

`watch(showbase)` opens a second, tiny X connection (plain libX11 through ctypes),
asks for the window's structure events on it, and looks at what is pending there in
every frame, before the frame is drawn. Software GL (Mesa) is slow with a drawable
that is gone: a frame drawn into it, and the teardown of its GL context, can take
seconds each. So once the window is destroyed the program does what the close
button does first (the ShowBase's exit function: the workers stopped, the history
closed) and then ends the process at once, skipping the interpreter's teardown of
the graphics objects. The window manager's close button (WM_DELETE_WINDOW) is
Panda3D's own business and is handled there."""
from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys

_STRUCTURE_NOTIFY_MASK = 1 << 17
_DESTROY_NOTIFY = 17
#: Before Panda3D's draw task (igLoop, sort 50).
_SORT = 48


class _Event(ctypes.Union):
    _fields_ = [('type', ctypes.c_int), ('pad', ctypes.c_long * 24)]


class _Watch:
    def __init__(self, x11, display, window: int, on_gone) -> None:
        self.x11, self.display, self.window, self.on_gone = x11, display, window, on_gone

    def gone(self) -> bool:
        """Whether a DestroyNotify for the window has arrived (reads what is pending only)."""
        event = _Event()
        found = False
        while self.display and self.x11.XPending(self.display) > 0:
            self.x11.XNextEvent(self.display, ctypes.byref(event))
            found = found or event.type == _DESTROY_NOTIFY
        return found

    def task(self, task):
        if self.gone():
            self.close()
            self.on_gone()
            return task.done
        return task.cont

    def close(self) -> None:
        if self.display:
            self.x11.XCloseDisplay(self.display)
            self.display = None


def _libx11():
    name = ctypes.util.find_library('X11') or 'libX11.so.6'
    x11 = ctypes.cdll.LoadLibrary(name)
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
    x11.XPending.argtypes = [ctypes.c_void_p]
    x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    return x11


def end_now(showbase) -> None:
    """The close button's work (ShowBase's exit function), then the process ends
    with exit code 0 without the interpreter's teardown."""
    if showbase.exitFunc is not None:
        showbase.exitFunc()
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:
            stream.flush()
    os._exit(0)


def watch(showbase, on_gone=None) -> _Watch | None:
    """Start watching `showbase`'s window; None where it is no X11 window (offscreen,
    another platform) or libX11 cannot be loaded."""
    win = getattr(showbase, 'win', None)
    if win is None or win.getPipe().getInterfaceName() != 'OpenGL' or not hasattr(win, 'getWindowHandle'):
        return None
    handle = win.getWindowHandle()
    if handle is None or not handle.getIntHandle():
        return None
    from panda3d.core import ExecutionEnvironment
    name = ExecutionEnvironment.getEnvironmentVariable('DISPLAY')
    try:
        x11 = _libx11()
    except OSError:
        return None
    display = x11.XOpenDisplay(name.encode() if name else None)
    if not display:
        return None
    x11.XSelectInput(display, handle.getIntHandle(), _STRUCTURE_NOTIFY_MASK)
    x11.XFlush(display)
    watcher = _Watch(x11, display, handle.getIntHandle(), on_gone or (lambda: end_now(showbase)))
    showbase.taskMgr.add(watcher.task, 'cubelab-window-gone', sort=_SORT)
    return watcher
