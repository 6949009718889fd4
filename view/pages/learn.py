"""The Learn page: the checklist, Hint, Show me, Teach me and Continue of the beginner's
method or CFOP (the Method button), and focus stickering on the cube.

It draws what the Lab's coach (controller.learn.Coach) says: the coach reads the
cube (pattern queries) and holds the hint and the lesson; this page shows its
checklist and words, and has the Lab's overlay grey the stickers that don't
matter for the current step and frame the hint's piece and its target on the cube; for
a new hint the view turns (smoothly) to show both, and Reset view turns it back.
"""
from __future__ import annotations

from ..widgets import set_text
from ..wording import fit
from .base import Page

_LINES = 15                   # checklist lines: up to 15 steps (big cubes)
_TEXT_WIDTH, _TEXT_LINES = 46, 9


class LearnPage(Page):
    mode = 'learn'

    @property
    def coach(self):
        return self.lab.coach

    def build(self) -> None:
        tr = self.tr
        self.title = self.label(tr('learn.title'))
        self.hint_button, self.show_button, self.teach_button, self.continue_button = self.row(
            [(tr('learn.hint'), self._do(self.coach.ask_hint), 0.8),
             (tr('learn.show_me'), self._do(self.coach.show_me), 1.0),
             (tr('learn.teach_me'), self._do(self.coach.teach_me), 1.1),
             (tr('learn.continue'), self._do(self.coach.continue_), 1.0)])
        self.focus_button, self.method_button = self.row(
            [(tr('learn.focus_on'), self._do(self.coach.toggle_focus), 1.0),
             (tr('cfop.method_beginner'), self._do(self._switch_method), 1.3)])
        self.changing |= {self.focus_button, self.method_button}
        self.lines = [self.label(' ', scale=0.7, height=0.024) for _ in range(_LINES)]
        self.space()
        self.words = self.label(' ', scale=0.68, height=0.2)
        self._shown = None
        self._seen_for = None              # the hint the view was last chosen for
        self._turned_for = None            # the hint the view last turned to show

    def _switch_method(self) -> None:
        self.coach.set_method('cfop' if self.coach.method == 'beginner' else 'beginner')

    def _do(self, action):
        return lambda: self.panel.do(action)

    # -- the session's events and each frame ------------------------------------------------
    def observe(self, events) -> None:
        self.coach.observe(events)

    def shown(self) -> None:
        self.coach.look_again()
        self._shown = None

    def language_changed(self) -> None:
        self.shown()

    def hidden(self) -> None:
        self.lab.clear_overlay()

    def refresh(self, status) -> None:
        self.coach.update()
        self._show_hint()
        shown = (self.coach.version, self._turned())
        if self._shown == shown:
            return
        self._shown = shown
        for line, item in zip(self.lines, self.coach.items + [None] * _LINES):
            if item is None:
                set_text(line, ' ')
                continue
            mark = '[x]' if item.done else '>  ' if item.current else '[ ]'
            set_text(line, f"{mark} {item.title}  {self.coach.progress_text(item)}")
        text = self.coach.text + (' ' + self.tr('learn.view_turned') if self._turned() else '')
        set_text(self.words, fit(text or ' ', _TEXT_WIDTH, _TEXT_LINES))
        set_text(self.focus_button.text_entity,
                 self.tr('learn.focus_on') if self.coach.focus else self.tr('learn.focus_off'))
        cfop = self.coach.method == 'cfop'
        set_text(self.method_button.text_entity, self.tr('cfop.method_cfop' if cfop else 'cfop.method_beginner'))
        set_text(self.title, self.tr('cfop.title' if cfop else 'learn.title'))
        self._paint(self.coach.sticker_colours(), self.coach.highlighted())

    def _show_hint(self) -> None:
        """Turn the view once per hint so that its piece and target show."""
        hint = self.coach.hint
        if hint is None or hint is self._seen_for or self.panel.cubelab is None:
            return
        self._seen_for = hint
        rig = self.panel.cubelab.camera_rig
        view = self.coach.view_for(rig.yaw, rig.pitch)
        if view is not None and view != (rig.yaw, rig.pitch):
            rig.turn_to(*view)
            self._turned_for = hint

    def _turned(self) -> bool:
        """The view was turned for the hint shown and not put back (the words say how)."""
        return self.coach.hint is not None and self.coach.hint is self._turned_for and \
            self.panel.cubelab is not None and not self.panel.cubelab.camera_rig.is_default

    def _paint(self, colours, highlight) -> None:
        """Grey what doesn't matter, frame the hint's piece: the Lab's overlay, which the mesh draws."""
        if colours is None and not highlight:
            self.lab.clear_overlay()
        else:
            self.lab.show_overlay(colours, highlight)
