"""The Paint page: enter a real cube sticker by sticker (palette, colour keys, per-sticker
undo, counts per colour, live validation with the offending stickers framed), then
Solve it or Learn from it; a facelet string can be pasted (Ctrl+V) or typed."""
from __future__ import annotations

from controller.explain import explain, explain_reason
from controller.painter import facelet_at
from model import CubeLabError

from .. import clipboard
from ..widgets import rgba, set_enabled, set_selected, set_text
from ..wording import fit
from .base import GAP, ROW, Page

_MESSAGE_WIDTH = 46          # characters a line for the verdict


class PaintPage(Page):
    mode = 'paint'

    @property
    def painter(self):
        """The Lab's painter (None until the page is first shown)."""
        return self.lab.painter

    def build(self) -> None:
        tr, a = self.tr, self.area
        self.colour = 0
        self.label(fit(tr('paint.title'), 52, 2), dim=True, scale=0.62, height=0.05, fixed=True)
        self.swatches = self.row([(' ', self._pick(c)) for c in range(6)], height=ROW * 1.2)
        self.counts = self.label('', scale=0.7, height=0.04)
        self.undo, self.clear, self.from_cube = self.row([
            (tr('paint.undo'), self._undo, 1.2), (tr('paint.clear'), self._clear, 0.8),
            (tr('paint.from_cube'), self._from_cube, 1.0)])
        self.solve, self.learn = self.row([(tr('paint.solve'), self._solve),
                                           (tr('paint.learn'), self._learn)])
        self.space(GAP)
        self.label(tr('paint.paste_prompt'), dim=True, scale=0.7, height=0.028, fixed=True)
        set_w = 0.08
        self.text_field = self.input_field(a.x, self.cursor, a.width - set_w - GAP, ROW, self._set_typed,
                                           limit=60000)
        self.set_button = self.button(tr('paint.set'), a.x + a.width - set_w, self.cursor, set_w, ROW,
                                      self._set_typed)
        self.cursor -= ROW + 2 * GAP
        self.verdict_label = self.label('', scale=0.72, height=0.12)
        self.changing |= {*self.swatches, self.undo, self.solve, self.learn}
        self._shown_state = None

    # -- the mode ------------------------------------------------------------------
    def shown(self) -> None:
        """Paint from the cube as it is now (a solved cube: paint over it, or Clear)."""
        self._restart()

    def language_changed(self) -> None:
        self._shown_state = None

    def hidden(self) -> None:
        self.stop_typing()
        self.lab.clear_overlay()

    def _restart(self) -> None:
        self.lab.start_painting()
        self._redraw()

    @property
    def scheme(self):
        prefs = self.lab.preferences
        if prefs is None:
            from model.schemes import SCHEMES
            return SCHEMES['standard']
        return prefs.appearance.scheme

    # -- input ---------------------------------------------------------------------
    def _pick(self, colour: int):
        def act():
            self.colour = colour
            name = self.tr(f'paint.colour_{self.scheme.names[colour]}')
            self.panel.show_message(self.tr('paint.picked', colour=name), 'info')
            self._shown_state = None
        return act

    def handle_key(self, key: str, shift: bool, ctrl: bool) -> bool:
        if ctrl and key == 'v':
            self._paste()
            return True
        if ctrl and key == 'z':
            self._undo()
            return True
        if ctrl or shift:
            return False
        colour = self.scheme.colour_of_letter(key) if len(key) == 1 else None
        if colour is None:
            return False
        self._pick(colour)()
        return True

    def click_cube(self, point, normal) -> bool:
        """A left click on the cube (model coordinates): paint the sticker under it."""
        if self.painter is None:
            return False
        facelet = facelet_at(self.painter.n, point, normal)
        if facelet is not None and self.painter.paint(facelet, self.colour):
            self._redraw()
        return True

    def _undo(self) -> None:
        if self.painter is not None and self.painter.undo():
            self._redraw()
        else:
            self.panel.show_message(self.tr('paint.nothing_to_undo'), 'info')

    def _clear(self) -> None:
        self.painter.clear()
        self._redraw()

    def _from_cube(self) -> None:
        self.painter.set_cube(self.session.cube)
        self._redraw()

    def _set_typed(self) -> None:
        self._set_text(self.text_field.text)

    def _paste(self) -> None:
        try:
            text = clipboard.paste()
        except Exception as exc:          # noqa: BLE001 - no clipboard reachable: say so, offer the box
            self.panel.show_message(self.tr('paint.clipboard_failed', why=explain(exc, self.tr.language)[:80]), 'error')
            self.text_field.active = True
            return
        self.text_field.text = text.strip()[:60000]
        self._set_text(text)

    def _set_text(self, text: str) -> None:
        try:
            self.painter.set_text(text.strip())
        except CubeLabError as exc:
            n = self.painter.n
            self.panel.show_message(self.tr('paint.bad_text', n=n, why=str(exc)), 'error')
            return
        self.stop_typing()
        self._redraw()

    def _solve(self) -> None:
        cube = self._valid_cube()
        if cube is not None:
            self.session.restore(cube)
            self.panel.do(self.session.solve)
            self.panel.select('play')

    def _learn(self) -> None:
        cube = self._valid_cube()
        if cube is not None and 'learn' in self.panel.pages:
            self.session.restore(cube)
            self.panel.select('learn')

    def _valid_cube(self):
        verdict = self.painter.verdict() if self.painter is not None else None
        return verdict.cube if verdict is not None and verdict.valid else None

    # -- drawing ---------------------------------------------------------------------
    def _redraw(self) -> None:
        verdict = self.painter.verdict()
        self.lab.show_overlay(self.painter.colours, verdict.facelets if verdict.reason != 'unpainted' else ())
        self._shown_state = None

    def refresh(self, status) -> None:
        if self.painter is None:
            return
        if status.size != self.painter.n:
            self.panel.show_message(self.tr('paint.size_changed', n=status.size), 'info')
            self._restart()
        scheme = self.scheme
        painter = self.painter
        words = self.lab.colour_words()
        if words is not None:
            painter.set_names(words)
        state = (painter.colours.tobytes(), self.colour, scheme, painter.can_undo, painter.names)
        if state == self._shown_state:
            return
        self._shown_state = state
        verdict = painter.verdict()
        for c, swatch in enumerate(self.swatches):
            swatch.text = self.tr('paint.swatch_selected', letter=scheme.letters[c]) if c == self.colour else scheme.letters[c]
            swatch.color = rgba((*scheme.colours[c], 1.0)) if c != self.colour else rgba(
                (*[0.55 * v + 0.45 for v in scheme.colours[c]], 1.0))
            swatch.text_entity.color = rgba((0.0, 0.0, 0.0, 1.0)) if sum(scheme.colours[c]) > 1.2 else rgba(
                (1.0, 1.0, 1.0, 1.0))
        counts = painter.counts()
        set_text(self.counts, '   '.join(self.tr('paint.count', letter=scheme.letters[c], count=counts[c])
                                         for c in range(6)))
        if verdict.reason == 'unpainted':
            words, level = self.tr('paint.unpainted', count=verdict.unpainted), 'info'
        elif verdict.valid:
            words, level = self.tr('paint.valid'), 'success'
        else:
            why = explain_reason(verdict.reason, verdict.message, self.tr.language)
            words, level = self.tr('paint.invalid', why=why), 'error'
        from .. import palette
        set_text(self.verdict_label, fit(words, _MESSAGE_WIDTH, 4))
        self.verdict_label.color = rgba(palette.LEVEL[level])
        set_enabled(self.undo, painter.can_undo)
        set_enabled(self.solve, verdict.valid)
        set_enabled(self.learn, verdict.valid and 'learn' in self.panel.pages)
        set_selected(self.solve, verdict.valid)
        self.sync()
