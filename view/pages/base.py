"""The base class of the panel's pages (see view/pages/__init__.py for the API)."""
from __future__ import annotations

from dataclasses import dataclass

from ursina import Entity, Slider, Text
from ursina.collider import BoxCollider

from .. import clipboard
from ..alg_box import AlgBox
from ..widgets import ButtonBatch, button, fit_button_text, label, opaque

#: Standard row height and gap, in UI units (the window is 1 unit high).
ROW, GAP = 0.040, 0.009


@dataclass(frozen=True)
class Area:
    """Where a page may draw, in the panel's units: x to the right, y downward negative."""
    x: float
    top: float
    width: float
    height: float

    @property
    def bottom(self) -> float:
        return self.top - self.height


class Page(Entity):
    """One mode of the panel. Subclasses set `mode` (the registry key) and override `build()`
    (make the widgets with the helpers below, top to bottom) and `refresh(status)`."""

    mode = ''

    def __init__(self, panel, area: Area, **kwargs):
        super().__init__(parent=panel, **kwargs)
        self.panel = panel
        self.lab = panel.lab               # the controller's root: session, practise, coach, overlays
        self.session = panel.session
        self.tr = panel.tr                 # tr('area.name', **fields) -> the window's language
        self.area = area
        self.cursor = area.top                  # the layout cursor: the next row's top edge
        self.buttons: list = []            # every button made by the helpers (drawn as one batch)
        self.changing: set = set()         # buttons whose label or colour changes later
        self.input_fields: list = []
        self.beside: list = []             # (entity, height, width): drawn beside the panel (above it when below)
        self._fixed_labels: list = []
        self.build()
        self._finish()
        self.enabled = False

    # -- to override -------------------------------------------------------------
    def build(self) -> None:
        """Make the page's widgets (called once, from __init__)."""

    def refresh(self, status) -> None:
        """Each frame while shown, with the session's `Status` snapshot (cheap: compare first)."""

    def shown(self) -> None:
        """The page was just selected."""

    def hidden(self) -> None:
        """Another page was just selected (stop typing, drop hover state...)."""

    def observe(self, events) -> None:
        """Each frame while shown, the events `Session.update` returned (before `refresh`)."""

    def handle_key(self, key: str, shift: bool, ctrl: bool) -> bool:
        """A key the panel offers the shown page first; True if the page used it."""
        return False

    def language_changed(self) -> None:
        """The window's language changed (`self.tr` speaks the new one and the page's
        texts were translated in place): drop what `refresh` cached, so the texts it
        makes are made again."""

    # -- a new language ------------------------------------------------------------
    def retold(self) -> None:
        """The page's words were drawn again in a new language (Wording.retell): labels
        refitted, the fixed labels' batch redrawn, cached text dropped."""
        for b in self.buttons:
            if getattr(b, 'text_entity', None) is not None:
                fit_button_text(b)
        self.rebatch()
        self.language_changed()

    # -- layout helpers ---------------------------------------------------------
    def space(self, height: float = GAP) -> None:
        self.cursor -= height

    def row(self, items, height: float = ROW, gap: float = GAP) -> list:
        """A row of buttons across the area: items are (text, on_click) or
        (text, on_click, weight) or (text, on_click, weight, tooltip); widths follow the weights."""
        items = [tuple(item) + (1.0, None)[len(item) - 2:] for item in items]
        total = sum(w for _, _, w, _ in items)
        free = self.area.width - gap * (len(items) - 1)
        x, made = self.area.x, []
        for text, on_click, weight, tooltip in items:
            width = free * weight / total
            made.append(self.button(text, x, self.cursor, width, height, on_click, tooltip))
            x += width + gap
        self.cursor -= height + gap
        return made

    def button(self, text, x, y, width, height, on_click, tooltip=None):
        """One button at (x, y) (its top-left corner, panel units); its label is shrunk to fit."""
        b = button(self, text, x, y, width, height, on_click, tooltip=tooltip)
        fit_button_text(b)
        self.buttons.append(b)
        return b

    def label(self, text, *, x=None, scale=0.78, dim=False, height=None, fixed=False) -> Text:
        """A line of text at the cursor; `fixed` labels never change (drawn in one batch)."""
        t = label(self, text, self.area.x if x is None else x, self.cursor, scale=scale, dim=dim)
        if fixed:
            self._fixed_labels.append(t)
        self.cursor -= height if height is not None else 0.032 * scale
        return t

    def slider(self, lo, hi, value, step, *, x=None, width=None, on_change=None, height=0.03) -> Slider:
        """A horizontal slider at the cursor (Ursina's Slider bar is 0.525 x scale wide). Its
        thin bar is pressed, and the knob put there and dragged, anywhere in its row."""
        width = self.area.width if width is None else width
        scale = width / 0.525
        s = Slider(lo, hi, default=value, step=step, parent=self, x=self.area.x if x is None else x,
                   y=self.cursor - height / 2, scale=scale, dynamic=True)
        s.bg.collider = BoxCollider(s.bg, center=(0.25, 0, 0), size=(0.525, (height + GAP) / scale, 0.001))
        s.knob.text_entity.enabled = False
        if on_change is not None:
            s.on_value_changed = on_change
        self.cursor -= height + GAP
        return s

    def input_field(self, x, y, width, height, on_submit, limit=400) -> AlgBox:
        """A one-line text box (top-left corner at (x, y)): text of any length scrolls inside
        it at the panel's font size; Enter calls `on_submit()`; Ctrl+V and Ctrl+C use the
        system clipboard."""
        field = AlgBox(self, x, y, width, height, on_submit, on_paste=self._paste_text,
                       on_copy=self._copy_text, limit=limit)
        self.input_fields.append(field)
        return field

    def _paste_text(self) -> str | None:
        try:
            return clipboard.paste()
        except clipboard.ClipboardError:
            self.panel.show_message(self.tr('session.no_clipboard'), 'error')
            return None

    def _copy_text(self, text: str) -> None:
        try:
            clipboard.copy(text)
        except clipboard.ClipboardError:
            self.panel.show_message(self.tr('session.no_clipboard'), 'error')

    @property
    def typing(self) -> bool:
        return any(f.active for f in self.input_fields)

    def stop_typing(self) -> None:
        for f in self.input_fields:
            f.active = False

    def _finish(self) -> None:
        """One draw for the buttons' quads and one for every label that never changes."""
        opaque(self)
        if self.buttons:
            fixed = list(self._fixed_labels)
            fixed += [b.text_entity for b in self.buttons if b not in self.changing]
            self.batch = ButtonBatch(self, self.buttons, fixed)
        else:
            self.batch = None

    def rebatch(self) -> None:
        """Draw the batches again where the widgets are now (the panel moved them)."""
        if self.batch is not None:
            self.batch.quads.removeNode()
            self.batch.labels.removeNode()
        self._finish()

    def sync(self) -> None:
        if self.batch is not None:
            self.batch.sync()
