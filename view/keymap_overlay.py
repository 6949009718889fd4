"""The on-screen keymap (F1 or ?): the key bindings in a box over the cube."""
from ursina import Entity, Text, camera, color

from controller.keymap import user_path

from . import palette
from .widgets import rgba

DEFAULT_HELP = """Keyboard
U D R L F B      turn a face clockwise (Shift: counter-clockwise)
1-9 then a face   turn that layer (big cubes)
M E S            middle slices        x y z   whole-cube rotations
Ctrl+Z / Ctrl+Y  undo / redo          Space   pause / resume
F1 or ?          show / hide this help

Mouse
Left-drag on a sticker  turn the layer under it
Drag off the cube or right-drag  orbit      Wheel  zoom"""


def help_text(session) -> str:
    """The session's key list (its keymap's help lines) plus the mouse, else the default."""
    try:
        lines = session.keymap_help()
    except Exception:
        return DEFAULT_HELP
    width = max((len(keys) for keys, _ in lines), default=0)
    keys = '\n'.join(f'{keys.ljust(width)}   {what}' for keys, what in lines)
    mouse = DEFAULT_HELP.split(chr(10) + chr(10))[1]
    return (f"Keyboard\n{keys}\n\n{mouse}\n\n"
            f"Your own keys: edit {user_path()}\n(same format as the default, assets/keymap.toml)")


class KeymapOverlay(Entity):
    """A dark box with the key list; hidden until toggled."""

    def __init__(self, session, **kwargs):
        super().__init__(parent=camera.ui, z=-0.5, **kwargs)
        self.text = Text(parent=self, font=Text.default_monospace_font, scale=0.85,
                         color=rgba(palette.TEXT), use_tags=False, z=-0.01)
        self.text.text = help_text(session)
        self.text.origin = (-0.5, 0)                 # left-aligned lines, the block centred:
        self.text.x = -self.text.width / 2           # Text's own centring centres each line
        self.bg = Entity(parent=self, model='quad', color=color.rgba(0.03, 0.03, 0.05, 0.93),
                         scale=(self.text.width + 0.06, self.text.height + 0.06))
        self.enabled = False
