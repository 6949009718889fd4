"""Key and mouse routing: keys to the session, left-drags on the cube to turns,
other drags to the orbit camera, the wheel to zoom."""
import numpy as np
from ursina import Entity, held_keys, mouse, scene, window
from ursina.prefabs.draggable import Draggable

from controller.drag import move_for_drag
from controller.events import Message
from controller.explain import Explanation
from controller.keymap import is_release

from . import layout
from .axes import model_to_ursina, ursina_to_model
from .projection import to_ui

#: A drag must travel this far (UI units) before it turns a layer.
DRAG_THRESHOLD = 0.03
_IGNORED = ('shift', 'control', 'alt', 'left shift', 'right shift', 'left control',
            'right control', 'left alt', 'right alt')


class InputRouter(Entity):
    """Receives Ursina's input events and turns them into Session calls. Keys and
    drags that turn carry the time they arrived (`clock()`, the Lab's), which is
    what a timed attempt records."""

    def __init__(self, session, mesh, panel, camera_rig, clock=lambda: None, **kwargs):
        super().__init__(**kwargs)
        self.session, self.mesh, self.panel, self.camera_rig = session, mesh, panel, camera_rig
        self.clock = clock
        self._orbit_from = None      # last mouse position while orbiting
        self._grab = None            # (point, normal, start) of a left-drag on the cube
        self._grab_used = False

    # -- keys and buttons -----------------------------------------------------
    def input(self, key: str):
        if key in ('left mouse down', 'right mouse down'):
            self._press(key)
        elif key in ('left mouse up', 'right mouse up'):
            self._orbit_from, self._grab, self._grab_used = None, None, False
        elif key in ('scroll up', 'scroll down'):
            if not self._over_ui():
                self.camera_rig.zoom_by(0.9 if key == 'scroll up' else 1 / 0.9)
        elif is_release(key) or 'mouse' in key or key in _IGNORED:
            return
        elif self.panel.typing:
            if key == 'escape':
                self.panel.stop_typing()
        else:
            self._key(printed_key(key), bool(held_keys['shift']), bool(held_keys['control']))

    def _key(self, key: str, shift: bool, ctrl: bool) -> None:
        at = self.clock()
        try:
            page = getattr(self.panel, 'page', None)
            if page is not None and page.handle_key(key, shift, ctrl):
                return
            self.session.handle_key(key, shift, ctrl, at=at)
        except Exception as exc:       # a user's key must never end in a traceback
            self.panel.show_message(Message.of('errors.key_failed', 'error', name=key, error=Explanation(exc)))

    def _over_ui(self) -> bool:
        hovered = mouse.hovered_entity
        return hovered is not None and hovered is not self.mesh

    def _press(self, key: str) -> None:
        hovered = mouse.hovered_entity
        if key == 'left mouse down' and hovered is self.mesh and mouse.point is not None:
            point = ursina_to_model(tuple(mouse.point))
            normal = ursina_to_model(tuple(mouse.normal))
            axis = int(np.argmax(np.abs(normal)))
            unit = np.zeros(3)
            unit[axis] = np.sign(normal[axis])
            if self._page_takes_click(point, unit):
                return
            self._grab = (point, unit, np.array([mouse.x, mouse.y]))
            self._grab_used = False
        elif (hovered is None or hovered is self.mesh) and not over_panel():
            self._orbit_from = np.array([mouse.x, mouse.y])

    def _page_takes_click(self, point, normal) -> bool:
        """The shown page may use a click on the cube (Paint mode paints a sticker)."""
        click = getattr(getattr(self.panel, 'page', None), 'click_cube', None)
        return bool(click is not None and click(tuple(point), tuple(normal)))

    # -- per frame ------------------------------------------------------------
    def update(self):
        release_stranded_drag()
        here = np.array([mouse.x, mouse.y])
        if self._orbit_from is not None:
            delta = here - self._orbit_from
            if delta.any():
                self.camera_rig.orbit(delta[0], delta[1])
            self._orbit_from = here
        elif self._grab is not None and not self._grab_used:
            point, normal, start = self._grab
            drag = here - start
            if np.hypot(*drag) >= DRAG_THRESHOLD:
                self._grab_used = True
                self._drag_turn(point, normal, drag)

    def _drag_turn(self, point, normal, drag) -> None:
        try:
            move = move_for_drag(self.session.cube.n, tuple(point), tuple(normal),
                                 [tuple(v) for v in screen_axes()], tuple(drag))
            if move is not None:
                self.session.press(move, at=self.clock())
        except Exception as exc:
            self.panel.show_message(Message.of('common.verbatim', 'error', text=Explanation(exc)))


def printed_key(key: str) -> str:
    """The letter printed on a physical (raw) key under the user's layout: an AZERTY
    user's A key arrives as raw 'q' and is their 'a'."""
    if len(key) != 1:
        return key
    try:
        from ursina import application
        mapped = application.base.win.get_keyboard_map().get_mapped_button(key)
        name = mapped.get_name() if mapped is not None else ''
        return name if len(name) == 1 else key
    except Exception:
        return key


def over_panel() -> bool:
    """The pointer is over the panel (its widgets and the room between them): a press
    there never orbits the camera."""
    area = layout.panel_area(window.aspect_ratio)
    return area.left <= mouse.x <= area.right and area.bottom <= mouse.y <= area.top


def screen_axes() -> np.ndarray:
    """Screen (UI-unit) directions of the model's +x, +y, +z axes at the cube centre."""
    pts = model_to_ursina(np.vstack([np.zeros(3), np.eye(3)]))
    ui = to_ui(pts)
    return ui[1:] - ui[0]


def release_stranded_drag() -> None:
    """A slider knob that is hidden (its page left) or destroyed while dragged, or whose
    mouse-up went elsewhere, never stops dragging: Ursina then leaves its full-window drag plane on as the only thing the
    mouse can hit, and every later click and drag in the window is lost. Stop such drags and
    put the mouse's target back."""
    plane = Draggable._z_plane
    if plane is None or not plane.enabled:
        return
    live = False
    for e in list(scene.entities):
        if isinstance(e, Draggable) and e.dragging:
            if _shown(e) and mouse.left:
                live = True
            else:
                e.stop_dragging()
    if not live:
        plane.enabled = False
        mouse.traverse_target = getattr(mouse, '_original_traverse_target', None) or scene


def _shown(entity) -> bool:
    """The entity and every ancestor enabled (a hidden page disables its parent only)."""
    while entity is not None:
        if not getattr(entity, 'enabled', True):
            return False
        entity = getattr(entity, 'parent', None)
    return True

