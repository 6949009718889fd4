"""A small orbit camera: yaw/pitch around the cube, wheel zoom, framing for any size."""
from ursina import Entity, camera

DEFAULT_YAW, DEFAULT_PITCH = -38.0, 27.0
#: Camera distance per cubie of cube size at zoom 1 (the cube fills the 3D area).
_DISTANCE_PER_LAYER = 5.0
MIN_ZOOM, MAX_ZOOM = 0.45, 3.0
#: Degrees of orbit per UI unit of mouse travel.
ORBIT_SPEED = 200.0


class OrbitCamera(Entity):
    """Parent of Ursina's camera; orbits the origin. Does not read keys (unlike EditorCamera)."""

    def __init__(self, n: int = 3, film_shift: float = 0.0, **kwargs):  # noqa: D107
        super().__init__(**kwargs)
        self.yaw, self.pitch, self.zoom = DEFAULT_YAW, DEFAULT_PITCH, 1.0
        self.n = n
        self.film_shift = film_shift
        camera.parent = self
        camera.rotation = (0, 0, 0)
        camera.fov = 34
        self._apply()

    def frame(self, n: int) -> None:
        """Fit a cube of size n."""
        self.n = n
        self._apply()

    def reset(self) -> None:
        self.yaw, self.pitch, self.zoom = DEFAULT_YAW, DEFAULT_PITCH, 1.0
        self._apply()

    def orbit(self, dx: float, dy: float) -> None:
        """Turn the view by a mouse movement in UI units (drag right turns the cube right)."""
        self.yaw += dx * ORBIT_SPEED
        self.pitch = max(-89.0, min(89.0, self.pitch - dy * ORBIT_SPEED))
        self._apply()

    def zoom_by(self, factor: float) -> None:
        self.zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.zoom * factor))
        self._apply()

    def _apply(self) -> None:
        self.rotation = (self.pitch, self.yaw, 0)
        distance = _DISTANCE_PER_LAYER * self.n * self.zoom
        camera.position = (0, 0, -distance)
        camera.clip_plane_near = max(0.05, distance - self.n * 1.2)
        camera.clip_plane_far = distance + self.n * 1.2
        self.shift_film()

    def shift_film(self, panel_fraction: float | None = None) -> None:
        """Centre the cube in the part of the window right of a panel covering
        `panel_fraction` of its width."""
        if panel_fraction is not None:
            self.film_shift = panel_fraction
        width = camera.lens.get_film_size()[0]
        camera.lens.set_film_offset(-self.film_shift * width / 2, 0)
