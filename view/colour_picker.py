"""The colour picker of the Settings page: a small box beside the panel, over the 3D view,
for one face's colour: swatches of hues and greys, a box for a #rrggbb code, the scheme's
own colour back, and Close. It draws and reports; the page changes the settings."""
from __future__ import annotations

from ursina import Entity

from model.schemes import PICKER_COLOURS

from .alg_box import AlgBox
from .widgets import button, fit_button_text, label, rgba, set_text

COLUMNS = 8
_SWATCH, _GAP, _PAD = 0.045, 0.007, 0.014
WIDTH = 2 * _PAD + COLUMNS * _SWATCH + (COLUMNS - 1) * _GAP
_ROW = 0.036


def lighter(rgb, amount: float = 0.25):
    """A colour moved towards white (a swatch under the pointer)."""
    return tuple(c + (1 - c) * amount for c in rgb[:3])


def ink_for(rgb):
    """Black or white text, whichever reads on `rgb`."""
    return (0.0, 0.0, 0.0, 1.0) if sum(rgb[:3]) > 1.2 else (1.0, 1.0, 1.0, 1.0)


def paint_swatch(b, rgb) -> None:
    """A button drawn in `rgb` (lighter under the pointer, its label readable)."""
    b.color = rgba((*rgb[:3], 1.0))
    b.highlight_color = rgba((*lighter(rgb), 1.0))
    b.pressed_color = rgba((*lighter(rgb, 0.45), 1.0))
    b.text_entity.color = rgba(ink_for(rgb))


class ColourPicker(Entity):
    """Hidden until `open(colour, title, code)`. `on_pick(rgb)`, `on_code(text)`, `on_reset()`
    and `on_close()` are the page's; `tr` the catalogue."""

    def __init__(self, parent, x, y, tr, on_pick, on_code, on_reset, on_close):
        super().__init__(parent=parent, position=(x, y, -0.05))
        self.colour: int | None = None
        rows = -(-len(PICKER_COLOURS) // COLUMNS)
        height = 2 * _PAD + 0.034 + rows * (_SWATCH + _GAP) + 2 * (_ROW + _GAP)
        self.backdrop = Entity(parent=self, model='quad', origin=(-0.5, 0.5), scale=(WIDTH, height),
                               color=rgba((0.05, 0.055, 0.07, 0.97)), collider='box', z=0.01)
        self.title = label(self, ' ', _PAD, -_PAD, scale=0.72)
        top = -_PAD - 0.034
        self.swatches = []
        for i, rgb in enumerate(PICKER_COLOURS):
            r, c = divmod(i, COLUMNS)
            b = button(self, ' ', _PAD + c * (_SWATCH + _GAP), top - r * (_SWATCH + _GAP), _SWATCH, _SWATCH,
                       self._picker(rgb))
            paint_swatch(b, rgb)
            self.swatches.append(b)
        y = top - rows * (_SWATCH + _GAP) - _GAP
        inner = WIDTH - 2 * _PAD
        self.code_label = label(self, tr('settings.colour_code'), _PAD, y - 0.009, scale=0.65, dim=True)
        field_x, set_w = _PAD + 0.16, 0.07
        self.field = AlgBox(self, field_x, y, inner - 0.16 - set_w - _GAP, _ROW, lambda: on_code(self.field.text),
                            limit=7)
        self.set = button(self, tr('settings.colour_set'), _PAD + inner - set_w, y, set_w, _ROW,
                          lambda: on_code(self.field.text))
        y -= _ROW + _GAP
        half = (inner - _GAP) / 2
        self.reset = button(self, tr('settings.colour_reset'), _PAD, y, half, _ROW, on_reset)
        self.close = button(self, tr('settings.colour_close'), _PAD + half + _GAP, y, half, _ROW, on_close)
        for b in (self.set, self.reset, self.close):
            fit_button_text(b)
        self._on_pick = on_pick
        self.enabled = False

    def _picker(self, rgb):
        return lambda: self._on_pick(rgb)

    def open(self, colour: int, title: str, code: str) -> None:
        self.colour = colour
        set_text(self.title, title)
        self.field.text = code.removeprefix('#')
        self.enabled = True

    def shut(self) -> None:
        self.field.active = False
        self.colour = None
        self.enabled = False

