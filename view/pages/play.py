"""The Play page: size, scramble, solve, undo/redo/reset, speed, pause/step, the alg box,
the move counter, the phase and the move note."""
from __future__ import annotations

from ursina import held_keys, mouse

from model.limits import MAX_SIZE, MIN_SIZE

from .. import clipboard
from ..alg_box import AlgBox
from ..widgets import fit_button_text, set_enabled, set_selected, set_text
from ..wording import NOTE_WIDTH, fit
from .base import GAP, ROW, Page

SPEEDS = ('instant', 'fast', 'normal', 'slow')
MAX_SECONDS = 1.0            # slider range, seconds per quarter turn


class PlayPage(Page):
    mode = 'play'

    def build(self) -> None:
        s, tr, a = self.session, self.tr, self.area
        self.scramble_mode = None
        self.label(tr('play.size'), dim=True, height=0, fixed=True)
        label_w = 0.07
        self.smaller = self.button('-', a.x + label_w, self.cursor, 0.05, ROW, lambda: self._resize(-1),
                                   tr('play.smaller_tooltip'))
        self.bigger = self.button('+', a.x + a.width - 0.05, self.cursor, 0.05, ROW, lambda: self._resize(1),
                                  tr('play.bigger_tooltip'))
        slider_x = a.x + label_w + 0.05 + GAP + 0.006
        slider_w = a.width - label_w - 0.1 - 2 * GAP - 0.012
        y = self.cursor
        self.cursor -= ROW / 2 - 0.015
        self.size_slider = self.slider(MIN_SIZE, MAX_SIZE, s.cube.n, 1, x=slider_x, width=slider_w)
        self.cursor = y - ROW - 2 * GAP
        self.scramble, self.mode_button = self.row(
            [(tr('play.scramble'), self._scramble, 0.42), (' ', self._next_mode, 0.58, ' ')])
        self.solve, self.replay = self.row([
            (tr('play.solve'), self._call(s.solve), 0.55, tr('play.solve_tooltip')),
            (tr('session.replay'), self._call(s.replay_solution), 0.45, tr('session.replay_tooltip'))])
        self.undo, self.redo, self.reset = self.row([(tr('play.undo'), self._call(s.undo)),
                                                     (tr('play.redo'), self._call(s.redo)),
                                                     (tr('play.reset'), self._call(s.reset))])
        self.space(GAP)
        self.label(tr('play.speed'), dim=True, height=0.03, fixed=True)
        self.speeds = dict(zip(SPEEDS, self.row(
            [(tr(f'play.speed_{name}'), self._speed(name)) for name in SPEEDS], height=ROW * 0.9)))
        y = self.cursor
        self.speed_slider = self.slider(0, MAX_SECONDS, s.seconds_per_turn, 0.01, width=a.width * 0.7,
                                        on_change=self._slider_speed)
        self.cursor = y
        self.speed_label = self.label('', x=a.x + a.width * 0.72 + GAP, dim=True, scale=0.7, height=0.04 + GAP)
        self.step_back_button, self.pause, self.step_forward_button = self.row(
            [(tr('play.step_back'), self._call(s.step_back)), (tr('play.pause'), self._call(s.toggle_pause)),
             (tr('play.step_forward'), self._call(s.step_forward))])
        self.space(GAP)
        self.label(tr('play.alg_prompt'), dim=True, scale=0.7, height=0.028, fixed=True)
        play_w = 0.09
        self.alg_field = AlgBox(self, a.x, self.cursor, a.width - play_w - GAP, ROW, self._play_typed,
                                on_paste=self._paste, on_copy=self._copy)
        self.input_fields.append(self.alg_field)
        self.play = self.button(tr('play.play'), a.x + a.width - play_w, self.cursor, play_w, ROW, self._play_typed)
        self.cursor -= ROW + 2 * GAP
        self.moves = self.label('', scale=0.9, height=0.045)
        self.phase = self.label('', dim=True, scale=0.72, height=0.055)
        self.note = self.label('', dim=True, scale=0.72, height=0.07)
        self.changing |= {self.mode_button, self.pause, self.solve}
        self._size_seen = None
        self._shown = None
        self._speed_dragged = False

    # -- actions -----------------------------------------------------------------
    def _call(self, action):
        def act():
            self.panel.do(action)
        return act

    def _resize(self, delta: int) -> None:
        n = self.session.cube.n + delta * (5 if held_keys['shift'] else 1)
        self.panel.do(lambda: self.session.set_size(max(MIN_SIZE, min(MAX_SIZE, n))))

    def _scramble(self) -> None:
        self.panel.do(lambda: self.session.scramble(self.scramble_mode))

    def _next_mode(self) -> None:
        modes = list(self.session.scramble_modes())
        if modes:
            i = modes.index(self.scramble_mode) if self.scramble_mode in modes else -1
            self.scramble_mode = modes[(i + 1) % len(modes)]

    def _speed(self, name):
        def act():
            self.panel.do(lambda: self.lab.set_speed(name))
        return act

    def _slider_speed(self) -> None:
        """While a person drags it the turns follow at once; the speed is kept in the
        settings when the knob is let go (refresh)."""
        if mouse.left:               # only a person dragging it, not our own refresh
            self.panel.do(lambda: self.session.set_speed(float(self.speed_slider.value)))
            self._speed_dragged = True

    def _play_typed(self) -> None:
        text = self.alg_field.text.strip()
        if not text:
            self.panel.show_message(self.tr('play.type_first'), 'info')
            return
        self.panel.do(lambda: self.session.play(text))
        # the text stays; after an error the box keeps the keys so it can be corrected
        self.alg_field.active = self.session.status_level == 'error'

    # -- clipboard -------------------------------------------------------------------
    def input(self, key: str) -> None:
        """Ctrl+C copies the strip's scramble or solution, Ctrl+V pastes (the box has
        its own while it has the keys)."""
        if not held_keys['control'] or self.typing or key not in ('c', 'v'):
            return
        if key == 'c':
            self._copy(None)
        else:
            pasted = self._paste()
            if pasted:
                self.alg_field.text = pasted
                self.alg_field.active = True

    def _paste(self) -> str | None:
        """The clipboard's text for the box; a facelet string sets the cube instead."""
        try:
            text = clipboard.paste()
        except clipboard.ClipboardError:
            self.panel.show_message(self.tr('session.no_clipboard'), 'error')
            return None
        return self.session.paste(text) if text.strip() else None

    def _copy(self, text: str | None) -> None:
        """Copy `text` (the box's), or with None the strip's moves."""
        if text is None:
            text = self.session.copy_alg()
        if not text:
            return
        try:
            clipboard.copy(text)
        except clipboard.ClipboardError:
            self.panel.show_message(self.tr('session.no_clipboard'), 'error')

    def hidden(self) -> None:
        self.stop_typing()

    def language_changed(self) -> None:
        self._shown = None

    # -- per frame -----------------------------------------------------------------
    def refresh(self, status) -> None:
        s = self.session
        if status.size != self._size_seen:
            self._size_seen = status.size
            self.scramble_mode = s.default_scramble_mode()
            self.size_slider.value = status.size
        knob = self.size_slider.knob
        dragging = bool(getattr(knob, 'dragging', False))
        if knob.text_entity.enabled != dragging:        # the size shows while the knob is dragged
            knob.text_entity.enabled = dragging
        if not mouse.left and int(self.size_slider.value) != status.size:
            self.panel.do(lambda: s.set_size(int(self.size_slider.value)))
        if self._speed_dragged and not mouse.left:
            self._speed_dragged = False
            self.panel.do(lambda: self.lab.set_speed(status.seconds_per_turn))
        if not mouse.left and abs(self.speed_slider.value - status.seconds_per_turn) > 1e-6:
            self.speed_slider.value = min(MAX_SECONDS, status.seconds_per_turn)
        if (status, self.scramble_mode) != self._shown:
            self._show(status)

    def _show(self, status) -> None:
        tr = self.tr
        self._shown = (status, self.scramble_mode)
        mode = (self.scramble_mode or '').replace('-', '_')
        set_text(self.mode_button.text_entity, tr('play.mode', mode=tr('play.mode_' + mode)))
        fit_button_text(self.mode_button)
        self.mode_button.tooltip.set_text(tr('play.mode_tooltip', description=tr('play.describe_' + mode)))
        reason = status.solve_unavailable
        set_enabled(self.solve, reason is None, reason or tr('play.solve_tooltip'))
        for name, b in self.speeds.items():
            set_selected(b, status.speed_name == name)
        set_text(self.speed_label, tr('play.seconds_per_turn', seconds=f'{status.seconds_per_turn:.2f}'))
        set_text(self.pause.text_entity, tr('play.resume') if status.paused else tr('play.pause'))
        kind = status.playlist_kind
        if kind and status.playlist and status.play_index < len(status.playlist):
            set_text(self.moves, tr('play.moves_playing', count=status.move_count, kind=tr(f'play.kind_{kind}'),
                                    index=status.play_index + 1, total=len(status.playlist)))
        else:
            set_text(self.moves, tr('play.moves', count=status.move_count))
        set_text(self.phase, fit(status.phase_text, NOTE_WIDTH))
        set_text(self.note, fit(status.move_note, NOTE_WIDTH))
