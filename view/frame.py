"""Once per frame: advance the session, hand its events to the panel, redraw the cube."""
from ursina import Entity, time, window

from controller.events import HelpToggled, Message, Progress, Redraw, Solved

from .panel import WIDTH as PANEL_WIDTH


class FrameDriver(Entity):
    """Calls Session.update(dt) each frame and routes what it reports."""

    def __init__(self, app, **kwargs):
        super().__init__(**kwargs)
        self.cubelab = app
        self.frames = 0
        self._aspect = None

    def update(self):
        lab = self.cubelab
        try:
            events = lab.session.update(time.dt)
        except Exception as exc:       # never a traceback in the user's face
            events = [Message(f"internal error: {exc}", 'error')]
        for event in events:
            if isinstance(event, Message):
                lab.panel.show_message(event.text, event.level)
            elif isinstance(event, Solved):
                lab.panel.show_message(f"Solved! {event.move_count} moves", 'success')
            elif isinstance(event, Progress):
                lab.panel.show_progress(event.fraction, event.text)
            elif isinstance(event, HelpToggled):
                lab.panel.show_keymap(event.visible)
            elif isinstance(event, Redraw):
                pass                    # CubeMesh compares with the model every frame
        if lab.session.cube.n != lab.cube.n:
            lab.camera_rig.frame(lab.session.cube.n)
        aspect = window.aspect_ratio
        if aspect != self._aspect:
            self._aspect = aspect
            lab.camera_rig.shift_film(PANEL_WIDTH / aspect)
        lab.cube.draw(lab.session)
        lab.panel.refresh()
        self.frames += 1
