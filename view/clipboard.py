"""The system clipboard (on X, the CLIPBOARD selection): pyperclip where it finds a
helper (xclip, xsel, wl-clipboard...), otherwise Tk's clipboard from the standard library.

Tk only answers other programs' requests while its events are processed, so
`pump()` is called each frame once something was copied."""
from __future__ import annotations

_tk = None            # the hidden Tk root, made on first use
_tk_failed = False
_owner = False        # Tk holds text we copied: keep serving it
_helper = None        # pyperclip's functions, False when it has none


class ClipboardError(Exception):
    """No clipboard can be reached (no helper program and no tkinter)."""


def _pyperclip():
    """pyperclip's (copy, paste) when it found a helper program, else None (looked up once)."""
    global _helper
    if _helper is None:
        _helper = False
        try:
            import pyperclip
            copy, paste = pyperclip.determine_clipboard()
            if copy:                  # its stand-in for "none found" is falsy
                _helper = (copy, paste)
        except Exception:
            pass
    return _helper or None


def _root():
    global _tk, _tk_failed
    if _tk is None and not _tk_failed:
        try:
            import tkinter
            _tk = tkinter.Tk()
            _tk.withdraw()
        except Exception:
            _tk_failed = True
    return _tk


def paste() -> str:
    """The clipboard's text ('' when it holds none); ClipboardError when there is no clipboard."""
    backend = _pyperclip()
    if backend is not None:
        try:
            return backend[1]() or ''
        except Exception:
            pass
    root = _root()
    if root is None:
        raise ClipboardError()
    try:
        return root.clipboard_get()
    except Exception:              # empty, or not text
        return ''


def copy(text: str) -> None:
    """Put text on the clipboard; ClipboardError when there is no clipboard."""
    global _owner
    backend = _pyperclip()
    if backend is not None:
        try:
            backend[0](text)
            return
        except Exception:
            pass
    root = _root()
    if root is None:
        raise ClipboardError()
    root.clipboard_clear()
    root.clipboard_append(text)
    root.update()
    _owner = True


def pump() -> None:
    """Serve requests for text we copied with Tk (cheap; call once a frame)."""
    if _owner and _tk is not None:
        try:
            _tk.update()
        except Exception:
            pass
