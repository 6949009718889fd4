"""The on-screen keymap (F1 or ?): the bindings grouped in a table, in the window's language,
on an opaque backdrop over the whole window."""
from __future__ import annotations

import textwrap

from panda3d.core import TextNode
from ursina import Entity, Text, camera, destroy, window

from controller.keymap import user_path

from . import palette
from .widgets import rgba

#: Groups of the table, in reading order: (group, left or right column).
GROUPS = (('turns', 0), ('layers', 0), ('playback', 0), ('cube', 1), ('window', 1), ('mouse', 1))
_ACTION_GROUP = {'toggle_pause': 'playback', 'pause': 'playback', 'resume': 'playback',
                 'step_forward': 'playback', 'step_back': 'playback', 'undo': 'playback',
                 'redo': 'playback', 'scramble': 'cube', 'solve': 'cube', 'reset': 'cube',
                 'bigger': 'cube', 'smaller': 'cube', 'replay': 'playback',
                 'help': 'window', 'wide': 'layers', 'clear_prefix': 'layers', 'depth': 'layers',
                 'left_deeper': 'layers', 'left_shallower': 'layers', 'right_deeper': 'layers',
                 'right_shallower': 'layers'}
_SCALE, _ROW, _GAP = 0.8, 0.027, 0.02
_CHAR = 0.0125 * _SCALE            # a character's mean width at this scale (UI units)


def key_label(combo: str, tr) -> str:
    """'ctrl+shift+z' -> 'Ctrl+Shift+Z' in the window's language."""
    names = []
    for part in combo.split('+') if combo != '+' else ['+']:
        known = tr(f"window.key_{part.replace(' ', '_')}")
        names.append(known if not known.startswith('window.') else part.upper() if len(part) == 1 else part.capitalize())
    return '+'.join(names)


def help_rows(keymap, tr) -> dict[str, list[tuple[str, str]]]:
    """group -> [(keys, what they do)], from the loaded keymap (the user's own keys included)."""
    rows: dict[str, list[tuple[str, str]]] = {group: [] for group, _ in GROUPS}
    kinds = {'faces': [], 'slices': [], 'rotations': [], 'other': []}
    for key, move in keymap.moves.items():
        text = str(move)
        kind = ('faces' if text in 'URFDLB' else 'slices' if text in 'MES' else
                'rotations' if text in 'xyz' else 'other')
        plain = key.upper() if kind != 'rotations' else key
        kinds[kind].append(plain if plain == text else f'{key_label(key, tr)}={text}')
    for kind, what in (('faces', 'help_faces'), ('slices', 'help_slices'), ('rotations', 'help_rotations'),
                       ('other', 'help_other_moves')):
        if kinds[kind]:
            rows['turns'].append((' '.join(kinds[kind]), tr(f'window.{what}')))
    by_action: dict[str, list[str]] = {}
    for combo, (action, _) in keymap.actions.items():
        by_action.setdefault(action, []).append(combo)
    digits = by_action.pop('depth', [])
    if digits:
        shown = '0 … 9' if sorted(digits) == [str(d) for d in range(10)] else ' '.join(sorted(digits))
        rows['layers'].append((shown, tr('window.help_depth')))
    for action, combos in by_action.items():
        group = _ACTION_GROUP.get(action, 'window')
        rows[group].append((' / '.join(key_label(c, tr) for c in combos), tr(f'window.help_{action}')))
    ctrl = tr('window.key_ctrl')
    rows['window'].append((f'{ctrl}+1 … {ctrl}+5', tr('window.help_modes')))
    rows['window'].append((tr('window.key_home'), tr('window.help_reset_view')))
    rows['window'].append((f'{ctrl}+V / {ctrl}+C', tr('window.help_paste_copy')))
    rows['window'].append((f'{ctrl}+Q', tr('window.help_quit')))
    rows['mouse'] = [(tr('window.mouse_drag_sticker'), tr('window.help_drag_sticker')),
                     (tr('window.mouse_drag_off'), tr('window.help_drag_off')),
                     (tr('window.mouse_wheel'), tr('window.help_wheel'))]
    return rows


class KeymapOverlay(Entity):
    """The grouped table over an opaque backdrop; hidden until toggled. Laid out again when
    the window changes shape."""

    def __init__(self, session, tr=None, **kwargs):
        super().__init__(parent=camera.ui, z=-0.5, **kwargs)
        from controller.strings import Catalogue
        self.session = session
        self.tr = tr or Catalogue(lambda: session.language)
        self.bg = Entity(parent=self, model='quad', color=rgba(palette.PANEL), z=0.01)
        self.texts: list[Text] = []
        self.rows: list[tuple[Text, Text]] = []     # (keys, what they do) of each line of the table
        self._aspect, self._factor = None, 1.0
        self.enabled = False

    @property
    def text(self):
        """All the overlay's words, one Text-like view (for tests and screen readers)."""
        class _Joined:
            text = '\n'.join(t.text for t in self.texts)
        return _Joined

    def on_enable(self):
        if self._aspect != window.aspect_ratio:
            self.layout()

    def update(self):
        if self._aspect != window.aspect_ratio:
            self.layout()

    def language_changed(self) -> None:
        """Lay the table out again in the new words: at once if shown, else when next shown."""
        self._aspect = None
        if self.enabled:
            self.layout()

    def _text(self, text, x, y, colour, scale=_SCALE, origin=(-0.5, 0.5)) -> Text:
        t = Text(parent=self, text=text, x=x, y=y, z=-0.01, scale=scale * self._factor, origin=origin,
                 color=rgba(colour), use_tags=False)
        self.texts.append(t)
        return t

    def layout(self) -> None:
        """Build the table for the window's present shape, smaller until it fits its height."""
        for factor in (1.0, 0.9, 0.8, 0.7, 0.6):
            if self._layout(factor) >= -0.42:
                break

    def _layout(self, factor: float) -> float:
        """The table with every size times `factor`; returns the lowest y it drew at. Each
        column's keys take the width their widest label needs (up to _KEYS_MOST of the
        column, and never less than their widest unbreakable part); the descriptions get
        the rest; both are wrapped by their drawn widths."""
        for t in self.texts:
            destroy(t)
        self.texts.clear()
        self.rows = []
        aspect = window.aspect_ratio
        self._aspect, self._factor = aspect, factor
        row, gap, char = _ROW * factor, _GAP * factor, _CHAR * factor
        self.bg.scale = (aspect + 0.01, 1.01)
        tr = self.tr
        try:
            rows = help_rows(self.session.keymap, tr)
        except Exception:             # a session without a keymap: the mouse rows at least
            rows = {group: [] for group, _ in GROUPS}
        margin = 0.04
        col_w = (aspect - 3 * margin) / 2
        title = self._text(tr('window.help_title'), 0, 0.47, palette.TEXT, scale=1.3, origin=(0, 0.5))
        width = self._measurer(title, _SCALE * factor)
        tops = [0.40, 0.40]
        for column in (0, 1):
            groups = [group for group, c in GROUPS if c == column]
            keys = [k for group in groups for k, _ in rows[group]]
            widest = max((width(k) for k in keys), default=0.0)
            longest_part = max((width(part) for k in keys for part in k.split(' ')), default=0.0)
            keys_w = max(longest_part, min(widest, col_w * _KEYS_MOST)) + _KEYS_GAP * factor
            x = -aspect / 2 + margin + column * (col_w + margin)
            y = tops[column]
            for group in groups:
                self._text(tr(f'window.help_group_{group}'), x, y, palette.BUTTON_ACTIVE, scale=0.95)
                y -= row * 1.2
                for keys_text, what in rows[group]:
                    key_lines = wrap_drawn(keys_text, keys_w - _KEYS_GAP * factor, width) or ['']
                    desc_lines = wrap_drawn(what, col_w - keys_w, width) or ['']
                    shown = (self._text('\n'.join(key_lines), x, y, palette.TEXT),
                             self._text('\n'.join(desc_lines), x + keys_w, y, palette.TEXT_DIM))
                    self.rows.append(shown)
                    y -= row * max(len(key_lines), len(desc_lines)) + gap * 0.4
                y -= gap
            tops[column] = y
        foot = textwrap.wrap(tr('window.help_own_keys', path=user_path()), int((aspect - 2 * margin) / char))
        y = min(tops) - gap
        self._text('\n'.join(foot), -aspect / 2 + margin, y, palette.TEXT_DIM, scale=0.7)
        try:
            closers = [c for c, (action, _) in self.session.keymap.actions.items() if action == 'help']
        except Exception:
            closers = ['f1']
        keys = ' / '.join(key_label(c, tr) for c in closers)
        self._text(tr('window.help_close', keys=keys), 0, -0.47, palette.TEXT_DIM, scale=0.75, origin=(0, -0.5))
        return y - row * len(foot)

    @staticmethod
    def _measurer(sample: Text, scale: float):
        """width(text): how wide `text` is drawn in the table's font at `scale` (UI units)."""
        node = TextNode('help-measure')
        node.setFont(sample._font)
        unit = Text.size * scale
        return lambda text: node.calcWidth(text) * unit


#: The keys' column takes at most this part of a column (unless one key needs more).
_KEYS_MOST = 0.45
#: Room between a key and its description, UI units at full size.
_KEYS_GAP = 0.018


def wrap_drawn(text: str, room: float, width) -> list[str]:
    """`text` in lines at most `room` wide as drawn (`width(text)`), broken at spaces; a
    word wider than the room gets a line of its own."""
    lines: list[str] = []
    for word in text.split():
        if lines and width(lines[-1] + ' ' + word) <= room:
            lines[-1] += ' ' + word
        else:
            lines.append(word)
    return lines
