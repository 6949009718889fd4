"""One pointer query per frame instead of about ten.

Ursina's `mouse.x` / `mouse.y` each call `base.win.get_pointer(0)`, which under X11 is a
round trip to the X server (XQueryPointer). Ursina's mouse update, its sliders and our
input router ask about ten times a frame; under a loaded Xvfb that measured ~0.3 ms each,
about 3 ms of every frame spent waiting. `install()` makes them read one cached query per
frame (the cache is keyed on the frame counter, so a pointer moved between frames is seen
on the next frame, as before).

It also makes a press hit what is under the pointer when the press arrives. Ursina works
out the hovered entity once a frame, in its update, after the frame's input events: a
pointer that moved onto a button in the same frame as the press (a touchscreen tap, a
fast mouse, one X event batch) was still "over" the old entity, so the click was lost or
went to the button the pointer had left. `install()` has every mouse-button press first
hit-test the pointer where it is now."""
from panda3d.core import ClockObject
from ursina import camera, mouse, scene, window
from ursina.mouse import Mouse

#: Panda3D button events (with their modifier prefixes) that are mouse-button presses.
_PRESSES = {f'{prefix}mouse{b}' for b in (1, 2, 3)
            for prefix in ('', 'control-', 'shift-', 'alt-', 'control-alt-', 'shift-control-alt-',
                           'shift-control-', 'shift-alt-')}

_clock = ClockObject.getGlobalClock()


class _FramePointerMouse(Mouse):
    _pointer_frame = -1
    _pointer = None

    def _read_pointer(self):
        frame = _clock.getFrameCount()
        if frame != self._pointer_frame:
            from ursina import application
            self._pointer = application.base.win.get_pointer(0)
            self._pointer_frame = frame
        return self._pointer

    def forget_pointer(self) -> None:
        self._pointer_frame = -1

    def refresh_hover(self) -> None:
        """Hit-test the pointer where it is now (UI first, then the 3D scene), as Ursina's
        update does, and update `hovered_entity`, `collision` and the hover callbacks."""
        from ursina import application
        if application.window_type != 'onscreen' or not self.enabled or not self._mouse_watcher.has_mouse():
            return
        self.forget_pointer()
        self._pickerNP.reparent_to(scene.ui_camera)
        self._pickerRay.set_from_lens(camera._ui_lens_node, self.x * 2 / window.aspect_ratio, self.y * 2)
        self._picker.traverse(camera.ui)
        if self._pq.get_num_entries() == 0:
            self._pickerNP.reparent_to(camera)
            self._pickerRay.set_from_lens(scene.camera.lens_node, self.x * 2 / window.aspect_ratio, self.y * 2)
            if self.traverse_target:
                self._picker.traverse(self.traverse_target)
        if self._pq.get_num_entries() > 0:
            self.find_collision()
        else:
            self.collision = None
            self.hovered_entity = None
            self.unhover_everything_not_hit()

    @property
    def x(self):
        pointer = self._read_pointer()
        if not pointer.in_window:
            return 0
        return ((pointer.get_x() / window.size.x) - .5) * window.aspect_ratio

    @x.setter
    def x(self, value):
        self.position = (value, self.y)

    @property
    def y(self):
        pointer = self._read_pointer()
        if not pointer.in_window:
            return 0
        return -((pointer.get_y() / window.size.y) - .5)

    @y.setter
    def y(self, value):
        self.position = (self.x, value)

    @property
    def position(self):
        return Mouse.position.fget(self)

    @position.setter
    def position(self, value):
        Mouse.position.fset(self, value)
        self.forget_pointer()


def install() -> None:
    """Switch Ursina's mouse singleton to the cached pointer, and have mouse presses
    hit-test first (idempotent)."""
    if type(mouse) is Mouse:
        mouse.__class__ = _FramePointerMouse
    from ursina import application
    base = application.base
    if base is None or getattr(base, '_cubelab_press_hit_test', False):
        return
    ursina_input = base.input

    def button_down(key, *args):
        if key in _PRESSES:
            mouse.refresh_hover()
        return ursina_input(key, *args)

    base.accept('buttonDown', button_down)       # replaces Ursina's own 'buttonDown' hook
    base._cubelab_press_hit_test = True
