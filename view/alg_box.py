"""The panel's text box (the alg box, Paint's facelets, a file path, a comment): one line
of text typed in the panel's font, inside its box, with a cursor.

Ursina's InputField is a code editor underneath (monospace, adds closing brackets,
its own Ctrl+Z, and draws text longer than its box outside it); this box types exactly
what is typed, scrolls sideways for long text (the caret stays in view), keeps its text
after Enter (so an error can be corrected) and leaves the clipboard to its owner
(`on_paste`, `on_copy`).
"""
from __future__ import annotations

from panda3d.core import TextNode
from ursina import Entity, Text, color, held_keys, mouse

from . import palette
from .line_edit import LineEdit
from .widgets import TEXT_SCALE, rgba

_PAD = 0.008                    # text inset from the box's left and right edges
_REPEATING = ('', ' hold')      # a key held down repeats as 'key hold'


class AlgBox(Entity):
    """Top-left corner at (x, y) in the parent's units. `on_submit()` on Enter;
    `on_paste()` on Ctrl+V returns the text to insert (or None); `on_copy(text)` on Ctrl+C."""

    def __init__(self, parent, x, y, width, height, on_submit, on_paste=None, on_copy=None,
                 limit=400, scale=TEXT_SCALE, **kwargs):
        # Scaled like a Button (origin top-left, scale = its size) so it is found and
        # clicked like one; the children undo the scale where they need their own.
        super().__init__(parent=parent, position=(x, y, -0.01), scale=(width, height), **kwargs)
        self.origin = (-0.5, 0.5)
        self.width, self.height = width, height
        self.on_submit, self.on_paste, self.on_copy = on_submit, on_paste, on_copy
        self.edit = LineEdit(limit)
        self.bg = Entity(parent=self, model='quad', origin=(-0.5, 0.5),
                         color=color.rgba(0, 0, 0, 0.45), collider='box')
        self.label = Text(parent=self, text='', origin=(-0.5, 0), position=(_PAD / width, -0.5, -0.01),
                          scale=(scale / width, scale / height), use_tags=False, color=rgba(palette.TEXT))
        self.caret = Entity(parent=self, model='quad', origin=(-0.5, 0), scale=(0.0022 / width, 0.62),
                            position=(_PAD / width, -0.5, -0.02), color=rgba(palette.BUTTON_ACTIVE))
        self._measure = TextNode('alg-box-measure')
        self._measure.setFont(self.label._font)
        self._unit = Text.size * scale          # TextNode units -> ours
        self.shown = ''                         # the part of the text on screen
        self.active = False
        self._draw()

    # -- state -----------------------------------------------------------------------
    @property
    def text(self) -> str:
        return self.edit.text

    @text.setter
    def text(self, value: str) -> None:
        self.edit.set(value)
        self._draw()

    @property
    def active(self) -> bool:
        return self._active

    @active.setter
    def active(self, value: bool) -> None:
        self._active = bool(value)
        self.caret.enabled = self._active

    def _width(self, text: str) -> float:
        return self._measure.calcWidth(text) * self._unit

    def _draw(self) -> None:
        first, last = self.edit.visible(self.width - 2 * _PAD, self._width)
        self.shown = self.edit.text[first:last]
        self.label.text = self.shown
        self.caret.x = (_PAD + self._width(self.edit.text[first:self.edit.cursor])) / self.width

    # -- input -----------------------------------------------------------------------
    def input(self, key: str) -> None:
        if key == 'left mouse down':
            self._click()
            return
        if not self._active:
            return
        ctrl = held_keys['control']
        if ctrl and key == 'v' and self.on_paste is not None:
            pasted = self.on_paste()
            if pasted:
                self.edit.insert(pasted)
        elif ctrl and key == 'c' and self.on_copy is not None:
            self.on_copy(self.edit.text)
        elif key in ('enter', 'return'):
            self.on_submit()
        elif key == 'escape':
            self.active = False
        else:
            self._edit_key(key)
        self._draw()

    def _edit_key(self, key: str) -> None:
        base = key.removesuffix(' hold')
        actions = {'backspace': self.edit.backspace, 'delete': self.edit.delete,
                   'left arrow': lambda: self.edit.move(-1), 'right arrow': lambda: self.edit.move(1),
                   'home': self.edit.home, 'end': self.edit.end}
        if base in actions:
            actions[base]()

    def text_input(self, key: str) -> None:
        """A typed character (Ursina's keystroke event): inserted as it is."""
        if self._active and not held_keys['control']:
            self.edit.insert(key)
            self._draw()

    def _click(self) -> None:
        if mouse.hovered_entity is not self.bg:
            self.active = False
            return
        self.active = True
        x = mouse.point[0] * self.width - _PAD if mouse.point is not None else 1e9
        self.edit.place(x, self._width)
        self._draw()
