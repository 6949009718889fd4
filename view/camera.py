"""A small orbit camera: yaw/pitch around the cube, wheel zoom, framing for any size, and
smooth turns to an orientation asked for (the Learn page's hint shows its piece)."""
import math

from ursina import Entity, camera, time, window

from controller.viewpoint import DEFAULT_PITCH, DEFAULT_YAW, turned_yaw

from . import layout

#: The lens's vertical field of view, degrees (the horizontal one follows the window).
VERTICAL_FOV = 22.0
#: The cube's bounding sphere, per cubie of size (a corner is at n * sqrt(3) / 2; the
#: stickers stand a little proud of the body).
_RADIUS_PER_LAYER = math.sqrt(3) / 2 * 1.01
MIN_ZOOM, MAX_ZOOM = 0.45, 3.0
#: Degrees of orbit per UI unit of mouse travel.
ORBIT_SPEED = 200.0
#: Seconds a turn asked for by turn_to takes.
TURN_SECONDS = 0.6


class OrbitCamera(Entity):
    """Parent of Ursina's camera; orbits the origin. Does not read keys (unlike EditorCamera)."""

    def __init__(self, n: int = 3, **kwargs):  # noqa: D107
        super().__init__(**kwargs)
        self.yaw, self.pitch, self.zoom = DEFAULT_YAW, DEFAULT_PITCH, 1.0
        self.n = n
        self.area = None             # the 3D area (layout.Box, UI units) the cube is fitted in
        self._turn = None            # (from yaw, from pitch, to yaw, to pitch, seconds gone) while turning
        camera.parent = self
        camera.rotation = (0, 0, 0)
        self.fit_area()

    def frame(self, n: int) -> None:
        """Fit a cube of size n."""
        self.n = n
        self._apply()

    def reset(self) -> None:
        self._turn = None
        self.yaw, self.pitch, self.zoom = DEFAULT_YAW, DEFAULT_PITCH, 1.0
        self._apply()

    def turn_to(self, yaw: float, pitch: float) -> None:
        """Turn the view smoothly (the short way round) to this orientation."""
        if (yaw, pitch) == (self.yaw, self.pitch):
            return
        self._turn = (self.yaw, self.pitch, turned_yaw(self.yaw, yaw), pitch, 0.0)

    @property
    def turning(self) -> bool:
        return self._turn is not None

    def update(self) -> None:
        """One frame of a turn asked for by turn_to (eased in and out)."""
        if self._turn is None:
            return
        yaw0, pitch0, yaw1, pitch1, gone = self._turn
        gone += time.dt
        t = min(1.0, gone / TURN_SECONDS)
        ease = t * t * (3 - 2 * t)
        self.yaw, self.pitch = yaw0 + (yaw1 - yaw0) * ease, pitch0 + (pitch1 - pitch0) * ease
        self._turn = (yaw0, pitch0, yaw1, pitch1, gone)
        if t >= 1.0:                                   # there: exactly the orientation asked for
            self._turn = None
            self.yaw, self.pitch = (yaw1 + 180.0) % 360.0 - 180.0, pitch1
        self._apply()

    def orbit(self, dx: float, dy: float) -> None:
        """Turn the view by a mouse movement in UI units (drag right turns the cube right)."""
        self._turn = None
        self.yaw += dx * ORBIT_SPEED
        self.pitch = max(-89.0, min(89.0, self.pitch - dy * ORBIT_SPEED))
        self._apply()

    def zoom_by(self, factor: float) -> None:
        self.zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.zoom * factor))
        self._apply()

    @property
    def is_default(self) -> bool:
        return (self.yaw, self.pitch, self.zoom) == (DEFAULT_YAW, DEFAULT_PITCH, 1.0)

    def fit_area(self, area: layout.Box | None = None) -> None:
        """Fit the cube (any size, any orbit: its bounding sphere) in `area`, by default the
        3D area of the window's present shape; call again when the window changes shape."""
        aspect = window.aspect_ratio
        self.area = area if area is not None else layout.view_area(aspect)
        t = math.tan(math.radians(VERTICAL_FOV) / 2)
        camera.lens.set_fov(math.degrees(2 * math.atan(aspect * t)), VERTICAL_FOV)
        self._apply()

    def _apply(self) -> None:
        self.rotation = (self.pitch, self.yaw, 0)
        radius = _RADIUS_PER_LAYER * self.n
        distance = layout.fit_distance(radius, self.area, VERTICAL_FOV) * self.zoom
        camera.position = (0, 0, -distance)
        camera.clip_plane_near = max(0.05, distance - radius * 1.1)
        camera.clip_plane_far = distance + radius * 1.1
        # the camera's axis (the cube's centre) projects to the area's centre
        aspect = window.aspect_ratio
        cx, cy = self.area.centre
        film_w, film_h = camera.lens.get_film_size()
        camera.lens.set_film_offset(-cx * film_w / aspect, -cy * film_h)
