"""Scene points -> window positions (UI units and pixels) through the 3D camera."""
import numpy as np
from panda3d.core import Point2, Point3
from ursina import camera, scene, window


def to_ui(points_scene) -> np.ndarray:
    """(..., 3) scene points -> (..., 2) UI units (x right, y up, centre 0, height 1);
    NaN for points behind the camera."""
    pts = np.asarray(points_scene, dtype=np.float64).reshape(-1, 3)
    lens = camera.lens
    out = np.full((len(pts), 2), np.nan)
    film = Point2()
    for i, p in enumerate(pts):
        local = camera._cam.getRelativePoint(scene, Point3(*p))
        if lens.project(local, film):
            out[i] = (film[0] * window.aspect_ratio / 2, film[1] / 2)
    return out.reshape(np.shape(points_scene)[:-1] + (2,))


def ui_to_pixel(ui, size) -> np.ndarray:
    """UI units -> (column, row) pixels, row 0 at the top, for a window of `size` (w, h)."""
    ui = np.asarray(ui, dtype=np.float64)
    w, h = size
    col = (ui[..., 0] / (w / h) + 0.5) * w
    row = (0.5 - ui[..., 1]) * h
    return np.stack([col, row], axis=-1)
