"""Small styled widgets for the panel: flat buttons, labels, a progress bar."""
from panda3d.core import TransparencyAttrib
from ursina import Button, Entity, Text, application, color, mouse, window
from ursina.prefabs.tooltip import Tooltip

from . import layout, palette
from .wording import Words

TEXT_SCALE = 0.78


def rgba(values):
    return color.rgba(*values) if len(values) == 4 else color.rgb(*values)


class _FittedButton(Button):
    """A Button whose label keeps the size it was fitted to (fit_button_text): Ursina's own
    sets the label back to its full size whenever the pointer enters or leaves it."""

    def text_size_setter(self, value, temp=False):
        if not temp:
            super().text_size_setter(value)


def button(parent, text, x, y, width, height, on_click, tooltip=None) -> Button:
    """A flat button whose top-left corner is at (x, y) in the parent's units."""
    b = _FittedButton(parent=parent, text=text, origin=(-0.5, 0.5), position=(x, y, -0.01),
                      scale=(width, height), radius=0.18, color=rgba(palette.BUTTON),
                      highlight_color=rgba(palette.BUTTON_HOVER), pressed_color=rgba(palette.BUTTON_ACTIVE),
                      text_color=rgba(palette.TEXT), text_size=TEXT_SCALE, on_click=on_click)
    b.text_entity.origin = (0, 0)
    b.text_entity.position = (0.5, -0.5, -0.01)
    remember_words(b.text_entity, text)
    if tooltip:
        b.tooltip = SideTooltip(tooltip)
    return b


class SideTooltip(Tooltip):
    """A tooltip shown just right of the panel, level with the pointer (just above it where
    the panel is below the cube): it never covers the panel's other buttons (Ursina's own
    follows the pointer up and to the right)."""

    SCALE = 0.8
    _BACKDROP = (0.03, 0.03, 0.05, 0.96)

    def __init__(self, text='', **kwargs):
        super().__init__(text, wordwrap=36, background_color=color.rgba(*self._BACKDROP), **kwargs)
        self.scale = self.SCALE
        self.color = rgba(palette.TEXT)
        self._source, self._aspect = text, None
        remember_words(self, text)

    def set_text(self, text: str) -> None:
        remember_words(self, text)
        if text != self._source:
            self._source = text
            self._aspect = None          # wrapped and drawn again when next shown

    def _fit(self, aspect: float) -> None:
        """Wrap to the 3D area's width and redraw the backdrop."""
        self._aspect = aspect
        room = layout.view_area(aspect).width - 0.04
        self.wordwrap = max(14, min(48, int(room / (0.0125 * self.SCALE))))
        self.text = self._source
        self.create_background(padding=0.05, radius=0.1)
        self.background_entity.color = color.rgba(*self._BACKDROP)

    def update(self):
        aspect = window.aspect_ratio
        if aspect != self._aspect:
            self._fit(aspect)
        view = layout.view_area(aspect)
        self.x = view.left + 0.015
        if layout.panel_below(aspect):           # just above the panel (and its strip)
            self.y = view.bottom + 0.01
        else:
            self.y = max(-0.5 + 0.01, min(0.5 - self.height - 0.02, mouse.y - self.height / 2))
        self.z = -99


def text_width(t: Text, relative_to) -> float:
    """The drawn width of a Text in relative_to's units (0 for empty text)."""
    bounds = t.getTightBounds(relative_to)
    return 0.0 if not bounds else float(bounds[1][0] - bounds[0][0])


def fit_button_text(b: Button, padding: float = 0.12) -> None:
    """Fit a button's label inside it, `padding` (a fraction of its width, at most
    _MOST_PADDING) to spare: shrunk as far as needed but never below
    layout.MIN_TEXT_SCALE; where one line would need less, the label is wrapped onto two
    lines (at a space or a hyphen) if the button is high enough for them."""
    t = b.text_entity
    base = getattr(t, 'base_scale', None)
    if base is None:
        base = t.base_scale = tuple(t.scale)
    source = t.fitted_from if getattr(t, 'fitted_to', None) == t.text else t.text
    t.scale = base
    if t.text != source:
        t.text = source
    room = b.scale_x - min(padding * b.scale_x, _MOST_PADDING)
    width = text_width(t, b.parent)
    if width <= room or room <= 0:
        return
    smallest = layout.MIN_TEXT_SCALE / max(t.get_scale(b.parent)[1], 1e-9)
    factor = room / width
    if factor < smallest:
        wrapped, wrapped_factor = _two_lines(t, b, room)
        if wrapped is not None and wrapped_factor > factor:
            t.fitted_from, t.fitted_to = source, wrapped
            factor = wrapped_factor
        elif t.text != source:
            t.text = source
    factor = min(1.0, max(smallest, factor))
    t.scale = (base[0] * factor, base[1] * factor, base[2])


#: Padding of a button's label at most, in the parent's units (a narrow button keeps room for text).
_MOST_PADDING = 0.01


def _two_lines(t: Text, b: Button, room: float):
    """(text, scale factor) of the label split onto two lines where that lets it be
    largest (inside the button's width and height), or (None, 0) where it cannot split."""
    source = t.text
    breaks = [i for i, ch in enumerate(source) if ch in ' -' and 0 < i < len(source) - 1]
    best, best_factor = None, 0.0
    for i in breaks:
        cut = i + 1 if source[i] == '-' else i
        candidate = source[:cut].rstrip() + '\n' + source[cut:].lstrip()
        t.text = candidate
        bounds = t.getTightBounds(b.parent)
        if not bounds:
            continue
        width = float(bounds[1][0] - bounds[0][0])
        height = float(bounds[1][1] - bounds[0][1])
        factor = min(room / width, b.scale_y * 0.9 / height)
        if factor > best_factor:
            best, best_factor = candidate, factor
    t.text = best if best is not None else source
    return best, best_factor


def set_enabled(b: Button, enabled: bool, tooltip: str | None = None) -> None:
    """Grey a button out (it still shows its tooltip) or bring it back."""
    if b.disabled == (not enabled):
        return
    b.disabled = not enabled
    b.color = rgba(palette.BUTTON) if enabled else color.rgba(0.14, 0.15, 0.18, 1)
    b.text_color = rgba(palette.TEXT if enabled else palette.TEXT_DIM)
    if tooltip is not None:
        if getattr(b, 'tooltip', None) is None:
            b.tooltip = SideTooltip(tooltip)
        else:
            b.tooltip.set_text(tooltip)


def set_selected(b: Button, selected: bool) -> None:
    wanted = rgba(palette.BUTTON_ACTIVE if selected else palette.BUTTON)
    if b.color != wanted:
        b.color = wanted


def label(parent, text, x, y, scale=TEXT_SCALE, dim=False, wordwrap=0, tags=False) -> Text:
    t = Text(parent=parent, text=text or ' ', origin=(-0.5, 0.5), position=(x, y, -0.01), scale=scale,
             color=rgba(palette.TEXT_DIM if dim else palette.TEXT), use_tags=tags)
    if wordwrap:
        t.wordwrap = wordwrap
    t.shown = text
    remember_words(t, text)
    return t


class ScreenChanges:
    """How many times the panel changed what it shows outside the controller's events (a
    text through `set_text`, a picture): a window that stopped drawing (view.idle) draws
    again when the count moves."""
    count = 0

    @classmethod
    def note(cls) -> None:
        cls.count += 1


def set_text(t: Text, text: str) -> None:
    """Change a Text only when it differs (re-rendering text costs a few ms)."""
    remember_words(t, text)
    if getattr(t, 'shown', None) != text:
        t.text = text
        t.shown = text
        ScreenChanges.note()


def remember_words(entity, text) -> None:
    """What `entity` shows: catalogue Words are drawn again when the language
    changes (view.wording); other text is left as it is."""
    entity.words = text if isinstance(text, Words) else None
    if entity.words is not None:
        text.wording.note(entity)


def draw_again(entity, words: Words) -> None:
    """`entity` (a Text or a SideTooltip) shows `words` in their new language."""
    if isinstance(entity, SideTooltip):
        entity.set_text(words)
    else:
        set_text(entity, words)


class ProgressBar(Entity):
    """A thin bar filling from left to right; hidden when idle."""

    def __init__(self, parent, x, y, width, height=0.008):
        super().__init__(parent=parent, position=(x, y, -0.01))
        self.width = width
        self.track = Entity(parent=self, model='quad', origin=(-0.5, 0.5), scale=(width, height),
                            color=color.rgba(1, 1, 1, 0.12))
        self.fill = Entity(parent=self, model='quad', origin=(-0.5, 0.5), scale=(0.0001, height),
                           z=-0.001, color=rgba(palette.BUTTON_ACTIVE))

    def set(self, fraction: float) -> None:
        self.fill.scale_x = max(0.0001, min(1.0, fraction) * self.width)


def opaque(root: Entity) -> None:
    """Draw the opaque quads under root without Ursina's default dual-pass transparency
    (software GL pays for every blended pixel)."""
    for e in [root, *root.children]:
        model = getattr(e, 'model', None)
        if model is not None and not isinstance(e, Text) and e.color[3] >= 1:
            model.setTransparency(TransparencyAttrib.M_none)


class ClearRegion:
    """A rectangle of the window (the panel's) cleared to one colour, drawn between the 3D view
    (sort 0) and the UI (sort 20). Software GL clears it almost for free, where a quad
    that size (the panel's background, ~280k pixels) costs ~2.5 ms a frame."""

    def __init__(self, rgb, sort: int = 10):
        self.region = application.base.win.make_display_region(0, 0, 0, 1)
        self.region.set_sort(sort)
        self.region.set_clear_color_active(True)
        self.region.set_clear_color((*rgb[:3], 1))
        self.region.set_clear_depth_active(False)
        self.dimensions = (0.0, 0.0, 0.0, 1.0)

    def set_area(self, area, aspect: float) -> None:
        """Cover `area` (a layout.Box, UI units) of a window of this aspect ratio."""
        def clamp(v):
            return max(0.0, min(1.0, v))
        dimensions = (clamp(area.left / aspect + 0.5), clamp(area.right / aspect + 0.5),
                      clamp(area.bottom + 0.5), clamp(area.top + 0.5))
        if dimensions != self.dimensions:
            self.dimensions = dimensions
            self.region.set_dimensions(*dimensions)

    def destroy(self) -> None:
        win = self.region.get_window()
        if win is not None:
            win.remove_display_region(self.region)


_QUAD_FORMAT = None


def _quad_format():
    """Positions in one array, colours in a second (rewritten alone on hover)."""
    global _QUAD_FORMAT
    if _QUAD_FORMAT is None:
        from panda3d.core import Geom, GeomVertexArrayFormat, GeomVertexFormat, InternalName
        pos = GeomVertexArrayFormat()
        pos.addColumn(InternalName.getVertex(), 3, Geom.NT_float32, Geom.C_point)
        col = GeomVertexArrayFormat()
        col.addColumn(InternalName.getColor(), 4, Geom.NT_float32, Geom.C_color)
        fmt = GeomVertexFormat()
        fmt.addArray(pos)
        fmt.addArray(col)
        _QUAD_FORMAT = GeomVertexFormat.registerFormat(fmt)
    return _QUAD_FORMAT


def _triangles_of(model, relative_to):
    """(T*3, 3) float32 corner positions of a model's triangles, in relative_to's space."""
    import numpy as np
    from panda3d.core import GeomVertexReader, Point3
    from panda3d.core import GeomNode
    holders = [model] if isinstance(model.node(), GeomNode) else []
    out = []
    for holder in holders + list(model.findAllMatches('**/+GeomNode')):
        mat = holder.getMat(relative_to)
        for geom in holder.node().getGeoms():
            geom = geom.decompose()
            reader = GeomVertexReader(geom.getVertexData(), 'vertex')
            for prim in geom.getPrimitives():
                for i in range(prim.getNumVertices()):
                    reader.setRow(prim.getVertex(i))
                    p = mat.xformPoint(Point3(reader.getData3()))
                    out.append((p[0], p[1], p[2]))
    return np.asarray(out, dtype=np.float32).reshape(-1, 3)


class ButtonBatch:
    """Draws many Buttons' quads as one mesh and their fixed labels as one more.

    Each panel button was two draws (its rounded quad, its label) and, in software GL,
    every draw costs: 18 buttons measured ~2 ms a frame. The Buttons stay as they are for
    everything but drawing (collider, hover, click, tooltip, colours): their own quads and
    the listed labels are hidden, and `sync()` copies a button's colour (Ursina sets it as
    the model's colour scale on hover, press and `color =`) into its vertices when it
    changed. Labels listed in `fixed_texts` must not change afterwards."""

    def __init__(self, parent, buttons, fixed_texts=()):
        import numpy as np
        from panda3d.core import Geom, GeomNode, GeomTriangles, GeomVertexData, NodePath
        self.buttons = list(buttons)
        tris = [_triangles_of(b.model, parent) for b in self.buttons]
        counts = [len(t) for t in tris]
        self._ranges = np.cumsum([0] + counts)
        vdata = GeomVertexData('button_quads', _quad_format(), Geom.UH_dynamic)
        vdata.unclean_set_num_rows(int(self._ranges[-1]))
        vdata.modify_array_handle(0).copy_data_from(memoryview(np.concatenate(tris).tobytes()))
        self._vdata = vdata
        self._colors = np.ones((int(self._ranges[-1]), 4), dtype=np.float32)
        self._shown = [None] * len(self.buttons)
        prim = GeomTriangles(Geom.UH_static)
        prim.add_next_vertices(int(self._ranges[-1]))
        geom = Geom(vdata)
        geom.add_primitive(prim)
        node = GeomNode('button_quads')
        node.add_geom(geom)
        self.quads = parent.attachNewNode(node)
        self.quads.setTransparency(TransparencyAttrib.M_none)
        for b in self.buttons:
            b.model.hide()
        labels = NodePath('button_labels')
        for t in fixed_texts:
            for tn in t.text_nodes:
                copy = labels.attachNewNode(tn.node().generate())
                copy.setMat(tn.getMat(parent))
                copy.setState(tn.getState(parent))
            t.hide()
        labels.flattenStrong()
        labels.reparentTo(parent)
        self.labels = labels
        self.sync()

    def sync(self) -> None:
        """Copy changed button colours into the mesh (a few µs when nothing changed)."""
        changed = False
        for i, b in enumerate(self.buttons):
            cs = b.model.getColorScale()
            key = (cs[0], cs[1], cs[2], cs[3])
            if key != self._shown[i]:
                self._shown[i] = key
                self._colors[self._ranges[i]:self._ranges[i + 1]] = key
                changed = True
        if changed:
            self._vdata.modify_array_handle(1).copy_data_from(memoryview(self._colors.tobytes()))
