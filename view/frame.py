"""Once per frame: advance the session and act on the events it returns."""
from ursina import Entity, time, window

from controller.events import HelpToggled, Message, Progress, Redraw, Solved, TurnFinished, TurnStarted

from .panel import WIDTH as PANEL_WIDTH

#: Events after which the cube mesh no longer matches `session.cube` / `session.active`.
_MESH_EVENTS = (TurnStarted, TurnFinished, Redraw)


class FrameDriver(Entity):
    """Calls Session.update(dt) each frame: the cube mesh is rebuilt only in frames
    whose events say the drawing is stale; otherwise only the turning layer's angle moves."""

    def __init__(self, session, mesh, panel, camera_rig, **kwargs):
        super().__init__(**kwargs)
        self.session, self.mesh, self.panel, self.camera_rig = session, mesh, panel, camera_rig
        self.frames = 0
        self._aspect = None
        self._redraw()

    def update(self):
        try:
            events = self.session.update(time.dt)
        except Exception as exc:       # never a traceback in the user's face
            events = [Message(f"internal error: {exc}", 'error')]
        self.panel.observe(events)
        stale = False
        for event in events:
            if isinstance(event, _MESH_EVENTS):
                stale = True
            elif isinstance(event, Message):
                self.panel.show_message(event.text, event.level)
            elif isinstance(event, Solved):
                self.panel.show_message(f"Solved! {event.move_count} moves", 'success')
            elif isinstance(event, Progress):
                show = self.panel.show_tables if event.job == 'tables' else self.panel.show_progress
                show(event.fraction, event.text)
            elif isinstance(event, HelpToggled):
                self.panel.show_keymap(event.visible)
        aspect = window.aspect_ratio
        if aspect != self._aspect:
            self._aspect = aspect
            self.camera_rig.shift_film(PANEL_WIDTH / aspect)
        if stale:
            self._redraw()
        else:
            self.mesh.follow(self.session.active)
        self.panel.refresh()
        self.frames += 1

    def _redraw(self) -> None:
        cube = self.session.cube
        if cube.n != self.mesh.n:
            self.camera_rig.frame(cube.n)
        self.mesh.rebuild(cube, self.session.active)
