"""The CubeLab window: opens Ursina and wires the session to the cube, camera, panel and input."""
from __future__ import annotations

import os

from panda3d.core import loadPrcFileData

_QUIET = """
audio-library-name null
notify-level-device fatal
notify-level-audio fatal
notify-level-glxdisplay fatal
notify-level-x11display fatal
print-pipe-types false
framebuffer-multisample 0
"""


class CubeLab:
    """Everything in the window. `step()` runs one frame (tests); `run()` the main loop."""

    def __init__(self, size: int = 3, *, session=None, window_size=(1280, 800),
                 vsync: bool = True, language: str = 'en', speed: str = 'normal'):
        loadPrcFileData('cubelab', _QUIET + f"sync-video {'true' if vsync else 'false'}\n")
        from ursina import Ursina, application, window, color
        from . import palette
        application.asset_folder = _asset_folder()
        application.print_info = False
        self.app = Ursina(title='CubeLab', size=(int(window_size[0]), int(window_size[1])),
                          borderless=False, fullscreen=False, development_mode=False, vsync=vsync,
                          editor_ui_enabled=False)
        window.color = color.rgb(*palette.BACKGROUND)
        from ursina import camera
        from . import pointer
        pointer.install()                # one X pointer query a frame, not ~10
        camera.overlay.enabled = False   # a full-window blended quad: halves fps in software GL
        for name in ('exit_button', 'fps_counter', 'entity_counter', 'collider_counter', 'cog_button'):
            widget = getattr(window, name, None)
            if widget is not None:
                widget.enabled = False
        if session is None:
            from controller.session import Session
            session = Session(size, speed=speed, language=language)
        self.session = session
        from .camera import OrbitCamera
        from .cube_mesh import CubeMesh
        from .frame import FrameDriver
        from .input import InputRouter
        from .panel import Panel
        self.camera_rig = OrbitCamera(session.cube.n)
        self.cube = CubeMesh()
        self.panel = Panel(session)
        self.router = InputRouter(session, self.cube, self.panel, self.camera_rig)
        self.driver = FrameDriver(session, self.cube, self.panel, self.camera_rig)
        _fixed_function_ui()
        self.app.exitFunc = self._on_exit     # the window closed (or quit): stop the workers first
        self.quit_key = _quit_key(self.app)
        session.warm_up()                     # worker server; the 3x3 tables if the cache lacks them
        self.driver.update()

    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.step()

    def run(self) -> None:
        self.app.run(info=False)

    def close(self) -> None:
        self.session.close()
        self.panel.bg.destroy()          # our display region goes before the window does
        self.app.destroy()

    def _on_exit(self) -> None:
        """The user closed the window: stop every worker process, at once."""
        self.session.close()


def _quit_key(showbase):
    """Ctrl+Q closes the window as its close button does (workers stopped first)."""
    from ursina import Entity, held_keys

    from .input import printed_key

    class _QuitKey(Entity):
        def input(self, key):
            if held_keys['control'] and printed_key(key) == 'q':
                showbase.userExit()
    return _QuitKey()


def _fixed_function_ui() -> None:
    """Draw the 2D layer without Ursina's per-entity GLSL shaders. Their fragment shader
    multiplies texture, colour scale and vertex colour (what fixed-function GL does anyway)
    and, for entities made before they were parented to the UI, computes fog that is off;
    in software GL that costs ~3 ms a frame over the panel, and the fog shader has Ursina
    push the camera position into every such entity every frame from Python."""
    from ursina import camera, scene
    from ursina.shaders.unlit_with_fog_shader import unlit_with_fog_shader
    camera.ui.setShaderOff(10)
    for e in scene.entities:
        if e.shader is unlit_with_fog_shader and (e.has_ancestor(camera.ui) or not e.model):
            e._shader = None         # no per-frame continuous shader input (drawing is unchanged)


def _asset_folder():
    from pathlib import Path
    return Path(__file__).resolve().parent.parent / 'assets'


def run(size: int = 3, **kwargs) -> None:
    """Open the CubeLab window with a solved size x size cube and run until it is closed."""
    CubeLab(size, **kwargs).run()


if __name__ == '__main__':
    run(int(os.environ.get('CUBELAB_SIZE', '3')))
