"""The current alg in its own strip along the bottom of the 3D area (view/layout.py), the
playing move highlighted; at most three lines, scrolled around the playing move."""
from ursina import Entity, Text, camera, window

from . import layout, palette
from .widgets import rgba

#: Lines of moves the strip holds.
LINES = 3
SCALE = 0.9


def alg_markup(moves, index, per_line: int = 12, lines: int = LINES) -> str:
    """Text with tags, `per_line` moves a line at most `lines` lines: played moves dim, the
    move at `index` highlighted, the rest plain; '...' where moves are left out."""
    if not moves:
        return ''
    index = -1 if index is None else index
    room = max(1, per_line * lines - 2)              # two places kept for the '...' marks
    first = max(0, min(index - room // 3, len(moves) - room))
    items = ['<done>...'] if first > 0 else []
    for i in range(first, min(len(moves), first + room)):
        tag = '<done>' if i < index else '<now>' if i == index else '<todo>'
        items.append(f'{tag}{moves[i]}')
    if first + room < len(moves):
        items.append('<todo>...')
    rows = [' '.join(items[k:k + per_line]) for k in range(0, len(items), per_line)]
    return '\n'.join(rows[:lines])


class AlgBar(Entity):
    """Shows the playlist with the playing move highlighted, inside layout.strip_area()."""

    def __init__(self, **kwargs):
        super().__init__(parent=camera.ui, **kwargs)
        self.text = Text(parent=self, text='', origin=(0, 0), scale=SCALE, use_tags=True, z=-0.01)
        self.text.text_colors.update(done=rgba(palette.TEXT_DIM), now=rgba(palette.BUTTON_ACTIVE),
                                     todo=rgba(palette.TEXT))
        self._probe = Text(parent=self, text='', scale=SCALE, enabled=False)
        self._widths = {}
        self._shown = None
        self._aspect = None
        self.area = None

    def _move_width(self, moves) -> float:
        """UI width of the widest of `moves`, plus a space."""
        widths = []
        for move in set(moves) or {'R'}:
            if move not in self._widths:
                self._probe.text = move + ' '
                self._widths[move] = self._probe.width * SCALE
            widths.append(self._widths[move])
        return max(widths)

    def show(self, playlist, play_index: int) -> None:
        """Called by the panel when the session's status changed."""
        aspect = window.aspect_ratio
        if aspect != self._aspect:
            self._aspect = aspect
            self.area = layout.strip_area(aspect)
            self.position = self.area.centre
            self._shown = None
        key = (playlist, play_index)
        if key != self._shown:
            self._shown = key
            moves = [str(m) for m in playlist]
            per_line = max(1, int(self.area.width * 0.94 / self._move_width(moves + ['...'])))
            self.text.text = alg_markup(moves, play_index, per_line)
