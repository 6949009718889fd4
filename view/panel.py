"""The control panel on the left (in a tall window, below the cube in two columns): a tab
bar (one tab per mode), the shown mode's page, and below it the area every mode shares
(the status line, the progress bar, the F1 hint).
The pages themselves live in view/pages/ (see its docstring for the page API)."""

from ursina import Entity, Text, camera, destroy, held_keys, window

from controller.events import Message
from controller.strings import VERBATIM, Phrase

from . import clipboard, layout, palette
from .alg_bar import AlgBar
from .keymap_overlay import KeymapOverlay
from .pages import MODES, registry
from .pages.base import Area
from .widgets import (ButtonBatch, ClearRegion, ProgressBar, button, draw_again, fit_button_text, label, opaque, rgba,
                      set_selected, set_text, text_width)
from .wording import Wording, fit

WIDTH = layout.PANEL_WIDTH   # UI units at full scale, the window being 1 unit high
_M = 0.022                   # margin
_STATUS_WIDTH = 36   # characters a line: text stays inside the panel
_TAB_TOP, _TAB_H = -0.062, 0.038
_PAGE_TOP = _TAB_TOP - _TAB_H - 0.016
_COMMON_TOP = -0.79          # the shared status area starts here
_BOTTOM_ROW = -0.952         # the top of the bottom row (Reset view, the F1 hint)
_TABLES_WRAP = 60            # characters: the longest table-build line fits on one line
_CANCEL_W = 0.1              # the Cancel button beside the progress bar
_TAB_TEXT = 0.9              # tabs' labels, against other buttons'
RESET_VIEW_KEY = 'home'


def _home(e) -> tuple[float, float]:
    """Where `e` was put when the panel was built (panel or page units)."""
    if not hasattr(e, 'home_position'):
        e.home_position = (e.x, e.y)
    return e.home_position


def _place(e, position) -> None:
    """`e` at `position`, or back home with None."""
    home = _home(e)
    x, y = home if position is None else position
    e.position = (x, y, e.z)


def stacked_above(beside, gap: float) -> dict:
    """Where a page's things drawn beside the panel go when it is below the cube: their
    top edges (page units), the first just above the panel, each next one above the one
    before, `gap` apart, so that none covers another."""
    tops, bottom = {}, gap
    for entity, height, _ in beside:
        tops[entity] = bottom + height
        bottom += height + gap
    return tops


def tab_widths(labels: list[float], room: float, padding: float = 0.14) -> list[float]:
    """Widths of tabs sharing `room` whose labels are `labels` wide: each its label and
    padding, the rest shared equally; where that is more than the room, widths in
    proportion to the labels (each label then shrinks by the same factor)."""
    wanted = [w * (1 + padding) for w in labels]
    spare = room - sum(wanted)
    if spare >= 0:
        return [w + spare / len(wanted) for w in wanted]
    return [room * w / sum(wanted) for w in wanted]


class Panel(Entity):
    """Draws the session's display state and forwards clicks to it. `refresh()` each frame."""

    def __init__(self, lab, **kwargs):
        super().__init__(parent=camera.ui, **kwargs)
        self.lab = lab                        # the controller (controller.lab.Lab)
        self.session = session = lab.session
        #: The catalogue in the session's language (the one language of the window).
        self.tr = Wording(lambda: session.language)
        self.cubelab = None                   # the CubeLab window, set once it is built
        inner = WIDTH - 2 * _M
        self.bg = ClearRegion(palette.PANEL)      # the panel's background, as a window clear
        static = self._static_root = Entity(parent=self)         # fixed labels, merged with the tabs' below
        label(static, self.tr('window.title'), _M, -_M, scale=1.5)
        self.size_title = label(self, '', _M + 0.17, -_M - 0.006, scale=1.0, dim=True)
        self.tabs, self.pages, self.batch, self.mode = {}, {}, None, None
        self._static = [e for e in static.children if isinstance(e, Text)]
        self.area = Area(_M, _PAGE_TOP, inner, _PAGE_TOP - _COMMON_TOP)
        for mode, cls in registry():
            self.pages[mode] = cls(self, self.area)
        # -- the common area
        self.status = label(self, '', _M, _COMMON_TOP)
        # background work: its stage and estimate, a bar, and Cancel (while it runs)
        self.progress = ProgressBar(self, _M, _COMMON_TOP - 0.112, inner - _CANCEL_W - 0.01)
        self.progress_text = label(self, '', _M, _COMMON_TOP - 0.124, dim=True, scale=0.68)
        self.cancel = button(self, self.tr('solving.cancel'), _M + inner - _CANCEL_W, _COMMON_TOP - 0.095,
                             _CANCEL_W, 0.034, self._cancel, tooltip=self.tr('solving.cancel_tip'))
        self.progress.enabled = self.progress_text.enabled = self.cancel.enabled = False
        self._busy_shown = False
        self.help = label(static, self.tr('window.help_hint'), _M, -0.965, dim=True, scale=0.7)
        self._static.append(self.help)
        self.reset_view_button = button(self, self.tr('window.reset_view'), _M + inner - 0.13, _BOTTOM_ROW, 0.13, 0.03,
                                        self.reset_view, tooltip=self.tr('window.reset_view_tooltip'))
        # the first-run table build, quietly, on one small line standing on the bottom row
        # (Reset view): its bottom edge, not its top, is placed, so no line runs into it
        self.tables_text = label(self, '', _M, _BOTTOM_ROW + 0.003, dim=True, scale=0.6,
                                 wordwrap=_TABLES_WRAP)
        self.tables_text.origin = (-0.5, -0.5)
        self.tables_text.enabled = False
        fit_button_text(self.reset_view_button)
        opaque(self)
        self._build_tabs()
        self.alg_bar = AlgBar()
        # a pending layer digit or w, at the top-left corner of the 3D area (where the eyes are)
        self.prefix = Text(parent=camera.ui, text='', origin=(-0.5, 0.5), scale=0.9, z=-0.02,
                           color=rgba(palette.BUTTON_ACTIVE), use_tags=False)
        self.keymap = KeymapOverlay(session, self.tr)
        self._message_level = 'info'
        self._language_drawn = self.tr.language
        self._size_seen = None
        self._aspect = None
        self._two_columns = False
        self._playlist_shown = None
        self.select(next(iter(self.pages)))

    # -- modes -------------------------------------------------------------------
    @property
    def page(self):
        """The page shown now."""
        return self.pages[self.mode]

    def select(self, mode: str) -> None:
        """Show the page of `mode` (a registered mode; others are ignored)."""
        if mode not in self.pages or mode == self.mode:
            return
        if self.mode is not None:
            self.clear_message()               # the line spoke of the page being left
            old = self.page
            old.hidden()
            old.enabled = False
        self.mode = mode
        for name, tab in self.tabs.items():
            set_selected(tab, name == mode)
        self.page.enabled = True
        self.page.shown()

    def add_page(self, mode: str, page_class) -> None:
        """Register a page after the window opened (its tab joins the bar in MODES order)."""
        if mode not in MODES:
            raise ValueError(f'unknown mode {mode!r}')
        self.pages[mode] = page_class(self, self.area)
        self.pages = {m: self.pages[m] for m in MODES if m in self.pages}
        self._build_tabs()

    def _build_tabs(self) -> None:
        """One tab per page, in MODES order, drawn with the fixed labels as one batch. Built
        at the panel's full scale: a Button sizes its label in world units when made."""
        scale, self.scale = self.scale, 1
        try:
            self._make_tabs()
        finally:
            self.scale = scale

    def _make_tabs(self) -> None:
        for tab in self.tabs.values():
            destroy(tab)
        if self.batch is not None:
            self.batch.quads.removeNode()
            self.batch.labels.removeNode()
        inner, gap = WIDTH - 2 * _M, 0.005
        widths = tab_widths([self._label_width(self.tr(f'window.tab_{mode}')) for mode in self.pages],
                            inner - gap * (len(self.pages) - 1))
        self.tabs, x = {}, _M
        for mode, width in zip(self.pages, widths):
            b = button(self, self.tr(f'window.tab_{mode}'), x, _TAB_TOP, width, _TAB_H, self._selector(mode))
            b.text_entity.scale *= _TAB_TEXT
            fit_button_text(b)
            set_selected(b, mode == self.mode)
            self.tabs[mode] = b
            x += width + gap
        opaque(self)
        buttons = [*self.tabs.values(), self.reset_view_button]
        self.batch = ButtonBatch(self, buttons, self._static + [b.text_entity for b in buttons])

    def _reflow(self, two_columns: bool) -> None:
        """One column (the panel at the left edge) or two (the panel below the cube): what
        lies lower than layout.SPLIT moves up into a second column; what a page draws beside
        the panel (`page.beside`) goes above it instead. The button batches are drawn again."""
        if two_columns == self._two_columns:
            return
        self._two_columns = two_columns
        flowing = [e for e in self.children if e is not self._static_root and e not in self.pages.values()]
        flowing += list(self._static_root.children)
        for page in self.pages.values():
            above = stacked_above(page.beside, _M)
            for e in page.children:
                if e in above:
                    _place(e, (page.area.x, above[e]) if two_columns else None)
                else:
                    flowing.append(e)
        for e in flowing:
            x, y = _home(e)
            _place(e, (x + WIDTH, y + layout.SPLIT) if two_columns and y < -layout.SPLIT else None)
        for page in self.pages.values():
            page.rebatch()
        self._build_tabs()

    def _fit_beside(self, aspect: float) -> None:
        """What the pages draw beside the panel stays inside the window: in a window with
        less room right of its left edge than its width, it is drawn smaller (its top-left
        corner stays where it is)."""
        for page in self.pages.values():
            for entity, _, width in page.beside:
                if not hasattr(entity, 'home_scale'):
                    entity.home_scale = (entity.scale_x, entity.scale_y)
                fit = layout.beside_fit(aspect, entity.x, width)
                entity.scale = (entity.home_scale[0] * fit, entity.home_scale[1] * fit, entity.scale_z)

    def _label_width(self, text) -> float:
        """How wide a tab's label is drawn, unshrunk."""
        probe = button(self, str(text), 0, 0, 1.0, _TAB_H, lambda: None)
        probe.text_entity.scale *= _TAB_TEXT
        width = text_width(probe.text_entity, self)
        destroy(probe)
        return width

    def _selector(self, mode):
        def select():
            self.select(mode)
        return select

    def input(self, key: str) -> None:
        """Ctrl+1..6 pick a mode (in MODES order); Home resets the view."""
        if held_keys['control'] and len(key) == 1 and key.isdigit() and 1 <= int(key) <= len(MODES):
            self.select(MODES[int(key) - 1])
        elif key == RESET_VIEW_KEY and not self.typing:
            self.reset_view()

    def reset_view(self) -> None:
        """The camera back to its default orbit and zoom."""
        if self.cubelab is not None:
            self.cubelab.camera_rig.reset()

    def language_changed(self) -> None:
        """The session's language changed: every catalogue text of the panel drawn again from
        its keys at once (the tabs, the fixed labels, each page, which also drops what it
        cached, the shared area) and the keymap overlay laid out again."""
        if self.tr.language == self._language_drawn:
            return
        self._language_drawn = self.tr.language
        self.tr.retell(draw_again)
        for b in (self.cancel, self.reset_view_button):
            fit_button_text(b)
        for page in self.pages.values():
            page.retold()
        self._build_tabs()
        self._size_seen = None
        self.keymap.language_changed()

    # -- actions -----------------------------------------------------------------
    def do(self, action) -> None:
        """Run a user's action; an exception becomes an error message, never a traceback."""
        try:
            action()
        except Exception as exc:      # user actions report, never raise
            from controller.explain import Explanation
            self.show_message(self.tr('common.verbatim', text=Explanation(exc)), 'error')

    # -- text input state -----------------------------------------------------------
    @property
    def typing(self) -> bool:
        return any(page.typing for page in self.pages.values())

    def stop_typing(self) -> None:
        for page in self.pages.values():
            page.stop_typing()



    # -- reports from the session ---------------------------------------------------
    def show_message(self, message, level: str | None = None) -> None:
        """The status line: a controller.events.Message, the page's `tr(...)` words, or
        plain text; rendered in the window's language (and again when it changes)."""
        if level is None:
            level = getattr(message, 'level', 'info')
        self.session.shown(as_message(message, level))
        if hasattr(message, 'render') and not isinstance(message, str):
            message = self.tr.words(message)
        set_text(self.status, fit(message, _STATUS_WIDTH))
        self.status.color = rgba(palette.LEVEL.get(level, palette.LEVEL['info']))
        self._message_level = level

    def clear_message(self) -> None:
        """An empty status line (the session's too), unless background work runs."""
        self.session.clear_message()
        if not self.session.busy:
            self.show_message(Message())

    def show_progress(self, fraction: float, line) -> None:
        """The running solve or scramble's stage, estimate and bar (shown while the session
        is busy); `line` a phrase (controller.progress_text)."""
        self.progress.set(fraction)
        set_text(self.progress_text, self.tr.words(line))

    def show_tables(self, fraction: float, line) -> None:
        """The first-run table build's quiet line; gone once they are built."""
        self.tables_text.enabled = fraction < 1.0
        set_text(self.tables_text, self.tr.words(line))

    def _cancel(self) -> None:
        self.do(self.session.cancel)

    def _follow_work(self, busy: bool) -> None:
        """Show the bar, its line and Cancel exactly while a solve or scramble runs."""
        if busy != self._busy_shown:
            self._busy_shown = busy
            self.progress.enabled = self.progress_text.enabled = self.cancel.enabled = busy
            if busy:
                self.progress.set(0.0)
                set_text(self.progress_text, '')

    def show_keymap(self, visible: bool) -> None:
        self.keymap.enabled = visible

    def observe(self, events) -> None:
        """The session's events of this frame, for the pages that watch them."""
        for page in self.pages.values():
            watch = getattr(page, 'observe', None)
            if watch is not None:
                watch(events)

    # -- per frame -------------------------------------------------------------------
    def refresh(self, status=None) -> None:
        """Each frame, with the session's status snapshot of the frame: follow the
        window's shape, let the shown page redraw what changed."""
        aspect = window.aspect_ratio
        if aspect != self._aspect:
            self._aspect = aspect
            area = layout.panel_area(aspect)
            self.position = (area.left, area.top, 0)
            self.prefix.position = (layout.view_area(aspect).left + 0.02, 0.48, -0.02)
            # scaled in the screen's plane only: a depth scaled with it leaves the buttons'
            # bounding volumes in a place where the mouse's ray misses some of them
            scale = layout.panel_scale(aspect)
            self.scale = (scale, scale, 1)
            self.bg.set_area(area, aspect)
            self._reflow(layout.panel_below(aspect))
            self._fit_beside(aspect)
            self._playlist_shown = None        # the alg bar follows the window's bottom edge
        if status is None:
            status = self.session.status_snapshot()
        if status.size != self._size_seen:
            self._size_seen = status.size
            set_text(self.size_title, self.tr('window.size_title', n=status.size))
        pending, hands = status.pending_prefix, status.hands
        lines = [self.tr('window.prefix_pending', prefix=pending)] if pending else []
        if hands != (1, 1):
            lines.append(self.tr('window.hands', left=self.tr('window.layers', count=hands[0]),
                                 right=self.tr('window.layers', count=hands[1])))
        set_text(self.prefix, '\n'.join(lines))
        self.page.refresh(status)
        self._follow_work(status.busy)
        playlist = (status.playlist, status.play_index)
        if playlist != self._playlist_shown:
            self._playlist_shown = playlist
            self.alg_bar.show(*playlist)
        self.batch.sync()
        self.page.sync()
        clipboard.pump()                   # serve text we copied to other programs


def as_message(shown, level: str) -> Message:
    """What the status line shows, as the session's Message: a Message as it is, the
    `tr(...)` words by their phrase, plain text verbatim."""
    if isinstance(shown, Message):
        return shown
    said = getattr(shown, 'said', None)
    if isinstance(said, Message):
        return said
    if isinstance(said, Phrase):
        return Message(said.key, said.fields, level)
    return Message(VERBATIM, (('text', str(shown)),), level) if str(shown) else Message()
