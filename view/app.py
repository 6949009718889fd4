"""The CubeLab window: opens Ursina and wires the controller (controller.lab.Lab) to the
mesh, camera, panel and input."""
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

    def __init__(self, size: int | None = None, *, lab=None, window_size=(1280, 800),
                 vsync: bool = True, language: str | None = None, speed: str | None = None,
                 open_file=None, preferences=None):
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
        if lab is None:
            from controller.lab import Lab
            from panda3d.core import ClockObject
            frames = ClockObject.getGlobalClock()      # the frame clock: tests step it exactly
            lab = Lab.from_settings(size, speed=speed, language=language, preferences=preferences,
                                    clock=frames.getFrameTime)
        self.lab = lab
        session = self.session = lab.session
        self.preferences = lab.preferences
        from .camera import OrbitCamera
        from .sticker_mesh import StickerMesh
        from .frame import FrameDriver
        from .input import InputRouter
        from .panel import Panel
        self.camera_rig = OrbitCamera(session.cube.n)
        self.mesh = StickerMesh()
        self.panel = Panel(lab)
        self.panel.cubelab = self
        self.router = InputRouter(session, self.mesh, self.panel, self.camera_rig, clock=lab.now)
        self.driver = FrameDriver(lab, self.mesh, self.panel, self.camera_rig)
        if self.preferences is not None:
            self._set_palette()
        _fixed_function_ui()
        self.app.exitFunc = self._on_exit     # the window closed (or quit): stop the workers first
        self.quit_key = _quit_key(self.app)
        from . import window_gone
        self.window_watch = window_gone.watch(self.app)   # destroyed from outside: exit too
        session.warm_up()                     # worker server; the 3x3 tables if the cache lacks them
        if open_file is not None:
            self.open(open_file)
        self.driver.update()

    def apply_preferences(self) -> None:
        """Show changed settings at once: keys, speed, language, orientation, colours."""
        self.lab.apply_preferences()
        self.panel.language_changed()
        self._set_palette()

    def _set_palette(self) -> None:
        look = self.preferences.appearance
        self.mesh.set_palette(look.scheme.colours, look.scheme.letters if look.show_letters else None)

    def camera_view(self) -> dict[str, float]:
        rig = self.camera_rig
        return {'yaw': rig.yaw, 'pitch': rig.pitch, 'zoom': rig.zoom}

    def open(self, path) -> bool:
        """Open a saved cube (state, history, camera); a bad file is a message and
        changes nothing. Returns whether it opened."""
        from controller.events import Message
        from controller.explain import Explanation
        from controller.save_open import CubeFileError, open_into
        try:
            camera = open_into(self.session, path)
        except CubeFileError as exc:
            self.panel.show_message(Message.of('common.verbatim', 'error', text=Explanation(exc)))
            return False
        rig = self.camera_rig
        rig.yaw, rig.pitch, rig.zoom = (camera.get('yaw', rig.yaw), camera.get('pitch', rig.pitch),
                                        camera.get('zoom', rig.zoom))
        rig.frame(self.session.size)
        return True

    def save(self, path) -> bool:
        """Save the cube, its history and the camera; a failure is a message."""
        from controller.events import Message
        from controller.explain import Explanation
        from controller.save_open import CubeFileError, save_session
        try:
            save_session(self.session, path, self.camera_view())
        except (CubeFileError, OSError) as exc:
            self.panel.show_message(Message.of('common.verbatim', 'error', text=Explanation(exc)))
            return False
        return True

    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.step()

    def run(self) -> None:
        self.app.run(info=False)

    def close(self) -> None:
        self.lab.close()
        self.driver.idle.close()
        if self.window_watch is not None:
            self.window_watch.close()
        self.panel.bg.destroy()          # our display region goes before the window does
        self.app.destroy()

    def _on_exit(self) -> None:
        """The user closed the window: stop every worker process, at once."""
        self.lab.close()


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


def run(size: int | None = None, **kwargs) -> None:
    """Open the CubeLab window (size, speed, language from settings.toml unless given;
    `open_file` a saved cube) and run until it is closed."""
    CubeLab(size, **kwargs).run()


if __name__ == '__main__':
    run(int(os.environ['CUBELAB_SIZE']) if os.environ.get('CUBELAB_SIZE') else None)
