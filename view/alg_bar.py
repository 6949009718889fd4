"""The current alg along the bottom of the 3D area, the playing move highlighted."""
from ursina import Entity, Text, camera, window

from . import palette
from .widgets import rgba

#: Moves shown around the playing one (long scrambles on big cubes scroll).
WINDOW = 36


def alg_markup(moves, index) -> str:
    """Text with tags: played moves dim, the move at `index` highlighted, the rest plain."""
    if not moves:
        return ''
    index = -1 if index is None else index
    first = max(0, min(index - WINDOW // 3, len(moves) - WINDOW))
    parts = ['...'] if first > 0 else []
    for i in range(first, min(len(moves), first + WINDOW)):
        tag = '<done>' if i < index else '<now>' if i == index else '<todo>'
        parts.append(f'{tag}{moves[i]}')
    if first + WINDOW < len(moves):
        parts.append('<todo>...')
    return ' '.join(parts)


class AlgBar(Entity):
    """Shows the playlist with the playing move highlighted."""

    def __init__(self, left: float, **kwargs):
        super().__init__(parent=camera.ui, **kwargs)
        self.left_edge = left
        self.text = Text(parent=self, text='', origin=(0, -0.5), scale=1.0, use_tags=True, z=-0.01)
        self.text.text_colors.update(done=rgba(palette.TEXT_DIM), now=rgba(palette.BUTTON_ACTIVE),
                                     todo=rgba(palette.TEXT))
        self._shown = None
        self._aspect = None

    def show(self, playlist, play_index: int) -> None:
        """Called by the panel when the session's status changed."""
        aspect = window.aspect_ratio
        if aspect != self._aspect:
            self._aspect = aspect
            self.position = ((window.left.x + self.left_edge + window.right.x) / 2, window.bottom.y + 0.03)
        key = (playlist, play_index)
        if key != self._shown:
            self._shown = key
            self.text.text = alg_markup([str(m) for m in playlist], play_index)
            self.text.wordwrap = 70
