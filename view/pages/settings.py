"""The Settings page: colour scheme, starting orientation, key preset and rebinding (press
the new key; conflicts shown), language, speed, CFOP's last layer and cross colour, big
cubes' solve route (shortest or quick), start size, save and open a cube.
Every change is written to settings.toml (or keymap.toml) at once."""
from __future__ import annotations

from pathlib import Path

from controller import key_presets
from controller.explain import Explanation
from model import CubeLabError
from model.limits import MAX_SIZE, MIN_SIZE
from model.schemes import SCHEMES, rgb_text

from ..colour_picker import WIDTH as PICKER_WIDTH
from ..colour_picker import ColourPicker, paint_swatch
from ..widgets import rgba, set_selected, set_text
from .base import GAP, ROW, Page

SPEEDS = ('instant', 'fast', 'normal', 'slow')
LANGUAGES = ('en', 'fr')          # each named in its own language (settings.language_<code>)
LAST_LAYERS = ('2look', 'full')   # CFOP's last layer in Learn (storage.settings.LAST_LAYERS)
#: CFOP's cross colour by the model's colour number (the standard scheme's names, as settings.toml says them).
COLOR_NAMES = ('white', 'red', 'green', 'yellow', 'orange', 'blue')
BIG_SOLVES = ('shortest', 'quick')  # the route of a big cube's solve (controller.solve_time.CHOICES)


class SettingsPage(Page):
    mode = 'settings'

    def build(self) -> None:
        tr, a = self.tr, self.area
        self._rebinding = None          # None, 'which', ('new', target), ('confirm', target, key)
        small = dict(dim=True, scale=0.7, height=0.028, fixed=True)
        self.label(tr('settings.scheme'), dim=True, scale=0.7, height=0, fixed=True)
        # your own colour per face: six small swatches on the label's line open the picker
        size, gap = 0.034, 0.006
        x0 = a.x + a.width - 6 * size - 5 * gap
        self.own = [self.button(' ', x0 + c * (size + gap), self.cursor + 0.003, size, 0.026, self._open_picker(c),
                                tr('settings.colour_tooltip')) for c in range(6)]
        self.cursor -= 0.032
        short = ROW * 0.8                # the page's rows: everything down to Save fits above the status line
        self.schemes = dict(zip(SCHEMES, self.row([(tr(f'settings.scheme_{name}'), self._scheme(name))
                                                   for name in SCHEMES], height=short)))
        self.label(tr('settings.top'), **small)
        self.tops = self.row([(' ', self._orient(c, None)) for c in range(6)], height=short)
        self.label(tr('settings.front'), **small)
        self.fronts = self.row([(' ', self._orient(None, c)) for c in range(6)], height=short)
        self.label(tr('settings.keys'), **small)
        *presets, self.rebind = self.row([(tr(f'settings.keys_{name}'), self._preset(name))
                                          for name in key_presets.PRESETS]
                                         + [(tr('settings.rebind'), self._start_rebind, 1.6)], height=short)
        self.presets = dict(zip(key_presets.PRESETS, presets))
        self.languages = dict(zip(LANGUAGES, self._labelled_row(
            tr('settings.language'), [(self.tr(f'settings.language_{code}'), self._language(code))
                                      for code in LANGUAGES], short)))
        self.label(tr('settings.speed'), **small)
        self.speeds = dict(zip(SPEEDS, self.row([(tr(f'play.speed_{name}'), self._speed(name))
                                                 for name in SPEEDS], height=short)))
        self.last_layers = dict(zip(LAST_LAYERS, self._labelled_row(
            tr('cfop.last_layer_label'), [(tr(f'cfop.last_layer_{name}'), self._change(last_layer=name))
                                          for name in LAST_LAYERS], short, width=0.11)))
        # CFOP's cross colour: six swatches on the label's line (as the scheme's own colours)
        self.label(tr('cfop.cross_label'), dim=True, scale=0.7, height=0, fixed=True)
        self.crosses = [self.button(' ', x0 + c * (size + gap), self.cursor + 0.003, size, 0.026,
                                    self._change(cross=COLOR_NAMES[c]), tr('cfop.cross_tooltip')) for c in range(6)]
        self.cursor -= 0.032 + GAP
        # the big cubes' solve route
        self.big_solves = dict(zip(BIG_SOLVES, self._labelled_row(
            tr('settings.big_solves'), [(tr(f'settings.big_solves_{name}'), self._change(big_solves=name),
                                         tr(f'settings.big_solves_{name}_tip')) for name in BIG_SOLVES], short)))
        self.size_label = self.label('', scale=0.7, height=0)
        self.smaller = self.button('-', a.x + a.width - 0.11, self.cursor, 0.05, ROW * 0.8, self._size(-1))
        self.bigger = self.button('+', a.x + a.width - 0.05, self.cursor, 0.05, ROW * 0.8, self._size(1))
        self.cursor -= ROW * 0.8 + GAP
        self.label(tr('settings.file', path=default_file()), dim=True, scale=0.62, height=0.04, fixed=True)
        self.file_field = self.input_field(a.x, self.cursor, a.width, short, self._open, limit=1000)
        self.cursor -= short + GAP
        self.save, self.open = self.row([(tr('settings.save'), self._save), (tr('settings.open'), self._open)],
                                        height=short)
        self.changing |= {*self.schemes.values(), *self.tops, *self.fronts, *self.presets.values(),
                          *self.languages.values(), *self.speeds.values(), *self.last_layers.values(), *self.crosses,
                          *self.big_solves.values(),
                          self.rebind, *self.own}
        self.picker = ColourPicker(self, a.x + a.width + 0.03, a.top, tr, self._pick_colour, self._type_colour,
                                   self._reset_colour, self._close_picker)
        self.input_fields.append(self.picker.field)
        self.beside.append((self.picker, self.picker.backdrop.scale_y, PICKER_WIDTH))
        self._shown_state = None

    def _labelled_row(self, text, items, height, width=0.125, gap=0.006) -> list:
        """A label at the left and its buttons (text, on_click[, tooltip]) at the right of one
        line, each `width` wide."""
        a = self.area
        self.label(text, dim=True, scale=0.7, height=0, fixed=True)
        x0 = a.x + a.width - len(items) * width - (len(items) - 1) * gap
        made = [self.button(item[0], x0 + i * (width + gap), self.cursor, width, height, item[1],
                            item[2] if len(item) > 2 else None) for i, item in enumerate(items)]
        self.cursor -= height + GAP
        return made

    @property
    def prefs(self):
        return self.lab.preferences

    # -- changes -------------------------------------------------------------------
    def _apply(self, change) -> None:
        said = len(self.prefs.problems)
        try:
            change()
        except (ValueError, CubeLabError, OSError) as exc:
            self.panel.show_message(self.tr('common.verbatim', text=Explanation(exc)), 'error')
            return
        self.panel.cubelab.apply_preferences()
        if len(self.prefs.problems) > said:            # the old file was kept beside: say where
            self.panel.show_message(self.prefs.problems[-1], 'info')
        else:
            self.panel.show_message(self.tr('settings.changed', path=self.prefs.path), 'success')
        self._shown_state = None

    def _scheme(self, name: str):
        return lambda: self._apply(lambda: self.prefs.set_scheme(name))

    def _orient(self, top, front):
        def act():
            o = self.prefs.appearance.orientation
            new_top = o.top if top is None else top
            new_front = o.front if front is None else front
            if new_top % 3 == new_front % 3:         # keep the other choice possible
                if top is None:
                    new_top = next(c for c in (0, 2, 1, 3, 5, 4) if c % 3 != new_front % 3)
                else:
                    new_front = next(c for c in (2, 1, 5, 4, 0, 3) if c % 3 != new_top % 3)
            self._apply(lambda: self.prefs.set_orientation(new_top, new_front))
        return act

    def _preset(self, name: str):
        return self._change(keys=name)

    def _change(self, **changes):
        return lambda: self._apply(lambda: self.prefs.change(**changes))

    def _language(self, code: str):
        """The window's language from now on (controller.lab.Lab.set_language): it replaces
        one given at start, even where settings.toml held it already."""
        return lambda: self._apply(lambda: self.lab.set_language(code))

    def _speed(self, name: str):
        """The one speed (controller.lab.Lab.set_speed), as the Play page sets it."""
        return lambda: self._apply(lambda: self.lab.set_speed(name))

    def _size(self, delta: int):
        def act():
            n = max(MIN_SIZE, min(MAX_SIZE, self.prefs.settings.size + delta))
            self._apply(lambda: self.prefs.change(size=n))
        return act

    # -- your own colours: the picker beside the panel ------------------------------------
    def _open_picker(self, colour: int):
        def act():
            if self.picker.enabled and self.picker.colour == colour:
                self._close_picker()
                return
            look = self.prefs.appearance.scheme
            name = self.tr(f'paint.colour_{look.names[colour]}').lower()
            self.picker.open(colour, self.tr('settings.colour_title', colour=name), rgb_text(look.colours[colour]))
            self._shown_state = None
        return act

    def _pick_colour(self, rgb) -> None:
        colour = self.picker.colour
        if colour is not None:
            self._apply(lambda: self.prefs.set_colour(colour, rgb_text(rgb)))
            self.picker.field.text = rgb_text(rgb).removeprefix('#')

    def _type_colour(self, text: str) -> None:
        colour = self.picker.colour
        if colour is not None:
            self._apply(lambda: self.prefs.set_colour(colour, text))

    def _reset_colour(self) -> None:
        colour = self.picker.colour
        if colour is not None:
            self._apply(lambda: self.prefs.clear_colour(colour))
            self.picker.field.text = rgb_text(self.prefs.appearance.scheme.colours[colour]).removeprefix('#')

    def _close_picker(self) -> None:
        self.picker.shut()
        self._shown_state = None

    # -- rebinding: press a key that does something, then its new key ------------------
    def _start_rebind(self) -> None:
        self._rebinding = 'which'
        self.panel.show_message(self.tr('settings.rebind_which'), 'info')
        self._shown_state = None

    def handle_key(self, key: str, shift: bool, ctrl: bool) -> bool:
        if self._rebinding is None:
            return False
        from controller.keymap import combo
        pressed = combo(key, shift, ctrl)
        if key == 'escape':
            self._rebinding = None
            self.panel.show_message(self.tr('settings.rebind_cancelled'), 'info')
            self._shown_state = None
            return True
        keymap = self.session.keymap
        if self._rebinding == 'which':
            target = key_presets.bound_to(keymap, combo(key, False, ctrl))
            if target is None or (target.action or '').startswith('depth'):
                self.panel.show_message(self.tr('settings.rebind_unbound', pressed=pressed.upper()), 'error')
                return True
            self._rebinding = ('new', target)
            self.panel.show_message(self.tr('settings.rebind_new', target=str(target)), 'info')
            return True
        target = self._rebinding[1]
        if target.move is not None:
            pressed = combo(key, False, ctrl)          # Shift inverts a move key: bind the plain key
        other = key_presets.conflict(keymap, pressed, target)
        if other is not None and self._rebinding != ('confirm', target, pressed):
            self._rebinding = ('confirm', target, pressed)
            self.panel.show_message(self.tr('settings.rebind_conflict', pressed=pressed.upper(), other=str(other),
                                            target=str(target)), 'error')
            return True
        try:
            done = key_presets.rebind(self.prefs.keymap_file, keymap, pressed, target)
        except (ValueError, CubeLabError, OSError) as exc:
            self.panel.show_message(self.tr('common.verbatim', text=Explanation(exc)), 'error')
        else:
            self.panel.cubelab.apply_preferences()
            if done.kept_as is not None:
                self.panel.show_message(self.tr('settings.rebind_kept_aside', pressed=pressed.upper(),
                                                target=str(target), kept=done.kept_as.name), 'info')
            else:
                self.panel.show_message(self.tr('settings.rebind_done', pressed=pressed.upper(),
                                                target=str(target)), 'success')
        self._rebinding = None
        self._shown_state = None
        return True

    # -- files -----------------------------------------------------------------------
    def _path(self) -> Path:
        return Path(self.file_field.text.strip() or default_file()).expanduser()

    def _save(self) -> None:
        self.stop_typing()
        path = self._path()
        if self.panel.cubelab.save(path):
            self.panel.show_message(self.tr('settings.saved', path=path), 'success')

    def _open(self) -> None:
        self.stop_typing()
        path = self._path()
        if self.panel.cubelab.open(path):
            self.panel.show_message(self.tr('settings.opened', path=path), 'success')

    def language_changed(self) -> None:
        self._shown_state = None

    def hidden(self) -> None:
        self.stop_typing()
        self._rebinding = None
        self.picker.shut()

    # -- per frame -------------------------------------------------------------------
    def refresh(self, status) -> None:
        prefs = self.prefs
        state = (prefs.settings, prefs.appearance, self._rebinding, self.picker.colour, status.speed_name,
                 self.session.language)
        if state == self._shown_state:
            return
        self._shown_state = state
        s = prefs.settings
        scheme, o = prefs.appearance.scheme, prefs.appearance.orientation
        for name, b in self.schemes.items():
            set_selected(b, name == scheme.name)
        for row, chosen in ((self.tops, o.top), (self.fronts, o.front)):
            for c, b in enumerate(row):
                b.text = scheme.letters[c] + (' *' if c == chosen else '')
                b.color = rgba((*scheme.colours[c], 1.0))
                b.text_entity.color = rgba((0, 0, 0, 1)) if sum(scheme.colours[c]) > 1.2 else rgba((1, 1, 1, 1))
        for c, b in enumerate(self.own):
            paint_swatch(b, scheme.colours[c])
        for c, b in enumerate(self.crosses):
            b.text = '*' if COLOR_NAMES[c] == s.cross else ' '
            paint_swatch(b, scheme.colours[c])
        for name, b in self.presets.items():
            set_selected(b, name == s.keys)
        for code, b in self.languages.items():
            set_selected(b, code == self.session.language)     # the window's, as it speaks
        for name, b in self.speeds.items():
            set_selected(b, name == status.speed_name)        # the session's, as Play shows it
        for name, b in self.last_layers.items():
            set_selected(b, name == s.last_layer)
        for name, b in self.big_solves.items():
            set_selected(b, name == s.big_solves)
        set_selected(self.rebind, self._rebinding is not None)
        set_text(self.size_label, self.tr('settings.size', n=s.size))
        self.sync()


def default_file() -> Path:
    """Where Save writes unless told otherwise: cube.cube.json in the home folder."""
    return Path.home() / 'cube.cube.json'
