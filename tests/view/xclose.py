"""Close an X window the way a window manager's close button does: a WM_DELETE_WINDOW
client message (xdotool's `windowclose` destroys the window instead, which no
user can do). Plain libX11 through ctypes: no extra package."""
import ctypes
import ctypes.util


class _ClientMessage(ctypes.Structure):
    _fields_ = [('type', ctypes.c_int), ('serial', ctypes.c_ulong), ('send_event', ctypes.c_int),
                ('display', ctypes.c_void_p), ('window', ctypes.c_ulong), ('message_type', ctypes.c_ulong),
                ('format', ctypes.c_int), ('data', ctypes.c_long * 5)]


class _Event(ctypes.Union):
    _fields_ = [('xclient', _ClientMessage), ('pad', ctypes.c_long * 24)]


CLIENT_MESSAGE = 33
CURRENT_TIME = 0


def request_close(window_id: int, display_name: str | None = None) -> None:
    """Ask the client owning `window_id` to close it (WM_PROTOCOLS / WM_DELETE_WINDOW)."""
    x11 = ctypes.cdll.LoadLibrary(ctypes.util.find_library('X11') or 'libX11.so.6')
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.POINTER(_Event)]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = x11.XOpenDisplay(display_name.encode() if display_name else None)
    if not display:
        raise RuntimeError(f'cannot open X display {display_name!r}')
    try:
        event = _Event()
        event.xclient.type = CLIENT_MESSAGE
        event.xclient.window = window_id
        event.xclient.message_type = x11.XInternAtom(display, b'WM_PROTOCOLS', False)
        event.xclient.format = 32
        event.xclient.data[0] = x11.XInternAtom(display, b'WM_DELETE_WINDOW', False)
        event.xclient.data[1] = CURRENT_TIME
        x11.XSendEvent(display, window_id, False, 0, ctypes.byref(event))
        x11.XFlush(display)
    finally:
        x11.XCloseDisplay(display)


if __name__ == '__main__':
    import sys
    request_close(int(sys.argv[1]))
