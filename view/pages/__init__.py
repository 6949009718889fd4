"""The panel's pages, one per mode, and the registry the tab bar is built from.

The panel (view/panel.py) shows a tab bar (Play, Learn, Practise, Train, Paint, Settings), one
page under it, and below the page an area common to every mode (the status/message
line, the progress bar, the F1 hint). The alg strip along the bottom of the 3D view is
common too. A mode gets a tab only once its page class is registered in `registry()`.

Adding a page:

1. Write `view/pages/<mode>.py` with a subclass of `view.pages.base.Page`:

       class LearnPage(Page):
           mode = 'learn'
           def build(self):                      # once: make the widgets, top to bottom
               self.label(self.tr('learn.title'), fixed=True)
               self.next, = self.row([(self.tr('learn.next'), self._next)])
               self.changing.add(self.next)       # a button whose text/colour changes later
           def refresh(self, status):             # each frame while shown; compare first
               ...

   A Page is an Entity parented to the panel. It is constructed once, when the window
   opens, as `Page(panel, area)`; `area` (`Area(x, top, width, height)`, panel units:
   the window is 1 unit high, x grows right, y is 0 at the window's top and negative
   below) is where it may draw. It has `self.panel`, `self.lab` (the controller's root,
   controller.lab.Lab: it owns the session, practise, the coach, the painter, the
   preferences and the overlay the mesh draws; a page constructs no controller object
   of its own), `self.session` (the controller.Session), `self.tr` (the panel's
   view.wording.Wording, the catalogue in the session's language:
   `self.tr('area.name', **fields)`; every visible string comes from
   assets/strings/<area>.toml; text shown through the helpers and `set_text` is drawn
   again from its key when the language changes, and `language_changed()` is called so
   the page can drop what it cached), `self.area` and `self.cursor`, a layout cursor (a y) the helpers
   move down: `row(items)` (a row of buttons; items are `(text, on_click[, weight[,
   tooltip]])`), `button(...)` (one button anywhere), `label(text, fixed=...)`,
   `slider(...)`, `input_field(...)` (text boxes: the panel stops key turns while one
   has focus), `space(h)`. Buttons made by the helpers are drawn as one batch; those
   whose label or colour changes after `build()` must be put in `self.changing`.
   Button labels are shrunk to fit their buttons (never below layout.MIN_TEXT_SCALE;
   wrapped onto two lines instead). Widgets keep the places `build()` gave them: the
   panel moves them itself when it goes below the cube in a tall window (two columns);
   what a page draws beside the panel is listed in `self.beside` as (entity, height,
   width: how far it reaches right of its x), and goes above the panel there, stacked
   upward in that order; where the window is too narrow for its width it is drawn smaller.

   Hooks: `refresh(status)` each frame while the page is shown, with the session's
   `controller.status.Status` snapshot; `shown()` / `hidden()` when the tab changes;
   `handle_key(key, shift, ctrl) -> bool` is offered every key first while the page is
   shown (return True to keep it from the session's keymap). Report to the user with
   `self.panel.show_message(self.tr(...), level)` ('info', 'success', 'error') and run actions
   that may raise with `self.panel.do(callable)` (errors become a message). To draw
   other colours on the cube, set the Lab's overlay (`self.lab.show_overlay(colours,
   highlight)`, `clear_overlay()`): the frame driver rebuilds the mesh from it. The
   window itself is `self.panel.cubelab` (the CubeLab: `.mesh`, `.camera_rig`, `save`,
   `open`, `apply_preferences`), set once the window is built.

2. Register it below, in its own block (the tab order is MODES, whatever the order here).

Switching modes: click a tab, or Ctrl+1 .. Ctrl+6 (in MODES order; keys the keymap
leaves free). `panel.select(mode)` does it from code.
"""
from __future__ import annotations

#: Every mode, in tab order.
MODES = ('play', 'learn', 'practise', 'train', 'paint', 'settings')


def registry() -> list[tuple[str, type]]:
    """(mode, page class) for every registered page, in tab order."""
    pages: dict[str, type] = {}

    from .play import PlayPage
    pages['play'] = PlayPage

    from .learn import LearnPage
    pages['learn'] = LearnPage

    from .practise import PractisePage
    pages['practise'] = PractisePage

    from .train import TrainPage
    pages['train'] = TrainPage

    from .paint import PaintPage
    pages['paint'] = PaintPage

    from .settings import SettingsPage
    pages['settings'] = SettingsPage

    return [(mode, pages[mode]) for mode in MODES if mode in pages]
