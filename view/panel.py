"""The control panel on the left: buttons, selectors, the alg box, counters and status lines."""
import textwrap
from ursina import Entity, InputField, Slider, Text, camera, color, held_keys, mouse, window

from model.limits import MAX_SIZE, MIN_SIZE

from . import palette
from .alg_bar import AlgBar
from .keymap_overlay import KeymapOverlay
from .widgets import ButtonBatch, ClearRegion, ProgressBar, button, label, opaque, rgba, set_enabled, set_selected, set_text

WIDTH = 0.44                 # UI units, the window being 1 unit high
_M = 0.022                   # margin
_STATUS_WIDTH, _NOTE_WIDTH, _LINES = 36, 44, 3   # characters a line, lines: text stays inside the panel
_ROW, _GAP = 0.040, 0.009
_SPEEDS = ('instant', 'fast', 'normal', 'slow')
MAX_SECONDS = 1.0            # slider range, seconds per quarter turn


class Panel(Entity):
    """Draws the session's display state and forwards clicks to it. `refresh()` each frame."""

    def __init__(self, session, **kwargs):
        super().__init__(parent=camera.ui, **kwargs)
        self.session = s = session
        inner = WIDTH - 2 * _M
        self.bg = ClearRegion(palette.PANEL)      # the panel's background, as a window clear
        static = Entity(parent=self)         # fixed labels, merged with the buttons' below
        y = -_M
        label(static, 'CubeLab', _M, y, scale=1.5)
        self.size_title = label(self, '', _M + 0.17, y - 0.006, scale=1.0, dim=True)
        y -= 0.06
        w3 = (inner - 2 * _GAP) / 3
        label(static, 'Size', _M, y - 0.01, dim=True)
        self.smaller = button(self, '-', _M + 0.07, y, 0.05, _ROW, lambda: self._resize(-1))
        self.size_slider = Slider(MIN_SIZE, MAX_SIZE, default=s.cube.n, step=1, parent=self,
                                  x=_M + 0.135, y=y - _ROW / 2, scale=0.42, dynamic=True)
        self.size_slider.knob.text_entity.scale *= 1.1
        self.bigger = button(self, '+', _M + inner - 0.05, y, 0.05, _ROW, lambda: self._resize(1))
        y -= _ROW + _GAP * 2
        self.scramble_mode = None
        self.scramble = button(self, 'Scramble', _M, y, inner * 0.42, _ROW, self._scramble)
        self.mode = button(self, 'Mode', _M + inner * 0.42 + _GAP, y, inner * 0.58 - _GAP, _ROW,
                           self._next_mode, tooltip='Scramble mode: click to change')
        y -= _ROW + _GAP
        self.solve = button(self, 'Solve', _M, y, inner, _ROW, self._call(s.solve))
        y -= _ROW + _GAP
        self.undo = button(self, 'Undo', _M, y, w3, _ROW, self._call(s.undo))
        self.redo = button(self, 'Redo', _M + w3 + _GAP, y, w3, _ROW, self._call(s.redo))
        self.reset = button(self, 'Reset', _M + 2 * (w3 + _GAP), y, w3, _ROW, self._call(s.reset))
        y -= _ROW + _GAP * 2
        label(static, 'Speed', _M, y, dim=True)
        y -= 0.03
        w4 = (inner - 3 * _GAP) / 4
        self.speeds = {name: button(self, name.capitalize(), _M + i * (w4 + _GAP), y, w4, _ROW * 0.9,
                                    self._speed(name)) for i, name in enumerate(_SPEEDS)}
        y -= _ROW + _GAP
        self.speed_slider = Slider(0, MAX_SECONDS, default=s.seconds_per_turn, step=0.01, parent=self,
                                   x=_M + 0.005, y=y - 0.012, scale=0.58, dynamic=True)
        self.speed_slider.on_value_changed = self._slider_speed
        self.speed_label = label(self, '', _M + 0.315, y - 0.004, dim=True, scale=0.7)
        y -= 0.04 + _GAP
        self.step_back_button = button(self, 'Step back', _M, y, w3, _ROW, self._call(s.step_back))
        self.pause = button(self, 'Pause', _M + w3 + _GAP, y, w3, _ROW, self._call(s.toggle_pause))
        self.step_forward_button = button(self, 'Step fwd', _M + 2 * (w3 + _GAP), y, w3, _ROW, self._call(s.step_forward))
        y -= _ROW + _GAP * 2
        label(static, 'Type an alg and press Enter', _M, y, dim=True, scale=0.7)
        y -= 0.028
        self.alg_field = InputField(parent=self, character_limit=400, origin=(-0.5, 0.5), x=_M, y=y,
                                    scale=(inner - 0.09 - _GAP, _ROW), color=color.rgba(0, 0, 0, 0.45))
        self.alg_field.submit_on = ['enter']
        self.alg_field.on_submit = self._play_typed
        self.play = button(self, 'Play', _M + inner - 0.09, y, 0.09, _ROW, self._play_typed)
        y -= _ROW + _GAP * 2
        self.moves = label(self, '', _M, y, scale=1.0)
        y -= 0.04
        self.status = label(self, "", _M, y)
        y -= 0.075
        self.phase = label(self, '', _M, y, dim=True, scale=0.72)
        y -= 0.055
        self.note = label(self, '', _M, y, dim=True, scale=0.72)
        y -= 0.07
        self.progress = ProgressBar(self, _M, y, inner)
        self.progress_text = label(self, '', _M, y - 0.014, dim=True, scale=0.68)
        self.progress.enabled = self.progress_text.enabled = False
        self.help = label(static, 'F1 or ? : keyboard shortcuts', _M, -0.965, dim=True, scale=0.7)
        for slider in (self.size_slider, self.speed_slider):
            slider.knob.text_entity.enabled = False
        opaque(self)
        # One draw for all button quads and one for every label that never changes
        # (Mode, Pause and Solve change their text or its colour, so they keep theirs).
        buttons = [self.smaller, self.bigger, self.scramble, self.mode, self.solve, self.undo,
                   self.redo, self.reset, *self.speeds.values(), self.step_back_button, self.pause,
                   self.step_forward_button, self.play]
        changing = {self.mode, self.pause, self.solve}
        fixed = [e for e in static.children if isinstance(e, Text)]
        fixed += [b.text_entity for b in buttons if b not in changing]
        self.batch = ButtonBatch(self, buttons, fixed)
        self.alg_bar = AlgBar(left=WIDTH)
        self.keymap = KeymapOverlay(session)
        self._message_level = 'info'
        self._size_seen = None
        self._shown = None
        self._aspect = None

    # -- actions -----------------------------------------------------------------
    def _call(self, action):
        def act():
            self._do(action)
        return act

    def _do(self, action):
        try:
            action()
        except Exception as exc:      # user actions report, never raise
            self.show_message(str(exc), 'error')

    def _resize(self, delta: int) -> None:
        n = self.session.cube.n + delta * (5 if held_keys['shift'] else 1)
        self._do(lambda: self.session.set_size(max(MIN_SIZE, min(MAX_SIZE, n))))

    def _scramble(self) -> None:
        self._do(lambda: self.session.scramble(self.scramble_mode))

    def _next_mode(self) -> None:
        modes = list(self.session.scramble_modes())
        if modes:
            i = modes.index(self.scramble_mode) if self.scramble_mode in modes else -1
            self.scramble_mode = modes[(i + 1) % len(modes)]

    def _speed(self, name):
        def act():
            self._do(lambda: self.session.set_speed(name))
        return act

    def _slider_speed(self) -> None:
        if mouse.left:               # only a person dragging it, not our own refresh
            self._do(lambda: self.session.set_speed(float(self.speed_slider.value)))

    def _play_typed(self) -> None:
        text = self.alg_field.text.strip()
        if not text:
            self.show_message('Type moves first, e.g. R U R\' U\'', 'info')
            return
        self._do(lambda: self.session.play(text))

    # -- text input state -----------------------------------------------------------
    @property
    def typing(self) -> bool:
        return bool(self.alg_field.active)

    def stop_typing(self) -> None:
        self.alg_field.active = False

    # -- reports from the session ---------------------------------------------------
    def show_message(self, text: str, level: str = 'info') -> None:
        set_text(self.status, fit(text, _STATUS_WIDTH))
        self.status.color = rgba(palette.LEVEL.get(level, palette.LEVEL['info']))
        self._message_level = level

    def show_progress(self, fraction: float, text: str) -> None:
        busy = fraction < 1.0
        self.progress.enabled = self.progress_text.enabled = busy
        self.progress.set(fraction)
        set_text(self.progress_text, text)

    def show_keymap(self, visible: bool) -> None:
        self.keymap.enabled = visible

    # -- per frame -------------------------------------------------------------------
    def refresh(self) -> None:
        """Each frame: follow the window's shape and the sliders a person drags, and
        redraw the labels only when the session's status snapshot changed."""
        s = self.session
        aspect = window.aspect_ratio
        if aspect != self._aspect:
            self._aspect = aspect
            self.position = (window.top_left.x, window.top_left.y, 0)
            self.bg.set_width(WIDTH / aspect)
            self._shown = None                # the alg bar follows the window's bottom edge
        status = s.status_snapshot()
        if status.size != self._size_seen:
            self._size_seen = status.size
            self.scramble_mode = s.default_scramble_mode()
            self.size_slider.value = status.size
            set_text(self.size_title, f'{status.size}x{status.size}x{status.size}')
        if not mouse.left and int(self.size_slider.value) != status.size:
            self._do(lambda: s.set_size(int(self.size_slider.value)))
        if not mouse.left and abs(self.speed_slider.value - status.seconds_per_turn) > 1e-6:
            self.speed_slider.value = min(MAX_SECONDS, status.seconds_per_turn)
        if (status, self.scramble_mode) != self._shown:
            self._show(status)
        self.batch.sync()

    def _show(self, status) -> None:
        self._shown = (status, self.scramble_mode)
        set_text(self.mode.text_entity, f'Mode: {self.scramble_mode}')
        reason = status.solve_unavailable
        set_enabled(self.solve, reason is None, reason or 'Solve the cube')
        for name, b in self.speeds.items():
            set_selected(b, status.speed_name == name)
        set_text(self.speed_label, f'{status.seconds_per_turn:.2f} s/turn')
        set_text(self.pause.text_entity, 'Resume' if status.paused else 'Pause')
        set_text(self.moves, f'Moves: {status.move_count}')
        set_text(self.phase, fit(status.phase_text, _NOTE_WIDTH))
        set_text(self.note, fit(status.move_note, _NOTE_WIDTH))
        self.alg_bar.show(status.playlist, status.play_index)


def fit(text: str, width: int, lines: int = _LINES) -> str:
    """Wrap text to the panel's width, at most `lines` lines (the rest cut with an
    ellipsis), so no message ever spills over the cube."""
    wrapped = textwrap.wrap(text, width)
    if len(wrapped) > lines:
        wrapped = wrapped[:lines]
        wrapped[-1] = wrapped[-1][:width - 1] + '\N{HORIZONTAL ELLIPSIS}'
    return '\n'.join(wrapped)
