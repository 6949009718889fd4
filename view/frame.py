"""Once per frame: advance the controller (controller.lab.Lab) and act on the events it
returns; the one place the cube mesh is rebuilt."""
from ursina import Entity, application, held_keys, mouse, time, window

from controller.events import HelpToggled, Message, Progress, Redraw, Repaint, TurnFinished, TurnStarted

from .idle import IdleFrames
from .widgets import ScreenChanges

#: Events after which the cube mesh no longer matches `session.cube` / `session.active`
#: (or the Lab's overlay).
_MESH_EVENTS = (TurnStarted, TurnFinished, Redraw, Repaint)


class FrameDriver(Entity):
    """Calls Lab.update(dt) each frame: the cube mesh is rebuilt only in frames
    whose events say the drawing is stale; otherwise only the turning layer's angle moves."""

    def __init__(self, lab, mesh, panel, camera_rig, **kwargs):
        super().__init__(**kwargs)
        self.lab, self.session = lab, lab.session
        self.mesh, self.panel, self.camera_rig = mesh, panel, camera_rig
        self.frames = 0
        self.idle = IdleFrames(application.base, self.update)
        self._aspect = None
        self._redraw()

    def update(self):
        shown = ScreenChanges.count
        try:
            events = self.lab.update(time.dt)
        except Exception as exc:       # never a traceback in the user's face
            events = [Message.of('window.internal_error', 'error', error=str(exc))]
        stale = False
        for event in events:
            if isinstance(event, _MESH_EVENTS):
                stale = True
            elif isinstance(event, Message):
                self.panel.show_message(event)
            elif isinstance(event, Progress):
                show = self.panel.show_tables if event.job == 'tables' else self.panel.show_progress
                show(event.fraction, event.line)
            elif isinstance(event, HelpToggled):
                self.panel.show_keymap(event.visible)
        self.panel.observe(events)
        aspect = window.aspect_ratio
        if aspect != self._aspect:
            self._aspect = aspect
            self.camera_rig.fit_area()          # the cube fits the new 3D area
        if stale:
            self._redraw()
        else:
            self.mesh.follow(self.session.active)
        status = self.session.status_snapshot()
        self.panel.refresh(status)
        changed = bool(events) or ScreenChanges.count != shown
        self.idle.frame(self._moving(status), time.dt, changed)
        self.frames += 1

    def input(self, key):
        self.idle.wake()                   # any key, button or wheel: full speed at once

    def _moving(self, status) -> bool:
        """Something on screen changes: a turn, a playing solution, a job, a held button
        or key, the pointer moving, text being typed, the view turning, an Ursina
        animation or delayed call."""
        return bool(self.session.active is not None or status.playing or status.busy or mouse.moving
                    or self.camera_rig.turning
                    or mouse.left or mouse.right or mouse.middle or any(held_keys.values()) or self.panel.typing
                    or any(s.started and not s.paused and not s.loop and not s.finished
                           for s in application.sequences))

    def _redraw(self) -> None:
        """Rebuild the mesh from the cube, with the Lab's overlay (Paint, Learn's focus) if any."""
        cube = self.session.cube
        if cube.n != self.mesh.n:
            self.camera_rig.frame(cube.n)
        overlay = self.lab.overlay
        if overlay is None:
            self.mesh.show_paint(None)
        else:
            colours = overlay.colours if overlay.colours is not None else cube.facelet_colors()
            self.mesh.show_paint(colours, overlay.highlight)
        self.mesh.rebuild(cube, self.session.active)
