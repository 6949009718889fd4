"""Where each sticker's polygon lies for one cube size, precomputed as numpy arrays."""
from functools import lru_cache

import numpy as np

from model.rotations import DIRECTIONS

from .axes import model_to_scene
from .palette import STICKERS

#: Half the side of a sticker in cubie units (the rest of the cubie is the black gap).
HALF = 0.45
#: From this size stickers have no gap: at the default zoom a gap would be under two
#: pixels wide, and such thin regular lines alias into moiré on screen. The shader
#: (view/shading.py) draws the grid between them instead, at least a pixel wide.
NO_GAP_FROM = 25
#: How far stickers sit above the black body, in cubie units.
LIFT = 0.012


def _template(n: int) -> np.ndarray:
    """Outline of one sticker in its own (u, v) plane, counter-clockwise: rounded
    corners on small cubes, a plain square where corners would be a pixel or two,
    filling the whole cubie where a gap would be thinner than two pixels."""
    if n > 12:
        half = 0.5 if n >= NO_GAP_FROM else HALF
        return np.array([(half, -half), (half, half), (-half, half), (-half, -half)], dtype=np.float64)
    radius, segments = 0.11, 3
    points = []
    for cx, cy, start in ((1, -1, -90), (1, 1, 0), (-1, 1, 90), (-1, -1, 180)):
        centre = np.array([cx * (HALF - radius), cy * (HALF - radius)])
        for k in range(segments + 1):
            a = np.radians(start + 90 * k / segments)
            points.append(centre + radius * np.array([np.cos(a), np.sin(a)]))
    return np.array(points)


class StickerLayout:
    """Sticker polygons of the n-cube in scene (Ursina) axes, one row of `k` vertices per facelet."""

    def __init__(self, geometry):
        n = geometry.n
        template = _template(n)
        self.k = len(template)
        direction = DIRECTIONS[geometry.facelet_dir].astype(np.float64)      # (F, 3) outward
        u = np.roll(np.abs(direction), 1, axis=1)                              # a perpendicular axis
        v = np.cross(direction, u)                                             # u x v = outward
        centre = geometry.facelet_coords - (n - 1) / 2 + direction * (0.5 + LIFT)
        model = (centre[:, None, :] + template[None, :, 0, None] * u[:, None, :]
                 + template[None, :, 1, None] * v[:, None, :])                 # (F, k, 3)
        self.centres_model = centre                                            # sticker centres
        self.vertices = model_to_scene(model)                                  # (F, k, 3) float32
        self.normals = np.repeat(model_to_scene(direction)[:, None, :], self.k, axis=1)
        fan = np.array([(0, i, i + 1) for i in range(1, self.k - 1)], dtype=np.uint32)
        count = len(direction)
        self.triangles = (fan[None, :, :] + (np.arange(count, dtype=np.uint32) * self.k)[:, None, None])

    def arrays(self, facelets: np.ndarray, colors: np.ndarray, palette: np.ndarray = STICKERS,
               shrink: float = 1.0, lift: float = 0.0):
        """(vertices, normals, colours, triangles) for the stickers `facelets` showing
        colours `colors` (rows of `palette`, one per listed facelet); `shrink` < 1 draws
        them smaller about their centres, `lift` raises them off the face."""
        m = len(facelets)
        rgba = np.ones((m, 4), dtype=np.float32)
        rgba[:, :3] = palette[colors]
        vertices = self.vertices[facelets]
        if shrink != 1.0 or lift:
            centre = vertices.mean(axis=1, keepdims=True)
            vertices = centre + shrink * (vertices - centre) + lift * self.normals[facelets]
        return (vertices.reshape(-1, 3), self.normals[facelets].reshape(-1, 3),
                np.repeat(rgba, self.k, axis=0), self.triangles[:m].reshape(-1, 3))


@lru_cache(maxsize=8)
def layout(geometry) -> StickerLayout:
    return StickerLayout(geometry)


_BOX_CORNERS = np.array([(x, y, z) for x in (0, 1) for y in (0, 1) for z in (0, 1)], dtype=np.float64)
# Each box side: outward model direction and its four corner indices, counter-clockwise seen from outside.
_BOX_SIDES = [((1, 0, 0), (4, 6, 7, 5)), ((-1, 0, 0), (0, 1, 3, 2)), ((0, 1, 0), (2, 3, 7, 6)),
              ((0, -1, 0), (0, 4, 5, 1)), ((0, 0, 1), (1, 5, 7, 3)), ((0, 0, -1), (0, 2, 6, 4))]


def box_arrays(lo, hi, rgb):
    """(vertices, normals, colours, triangles) of an axis-aligned box from model point lo to hi."""
    lo, hi = np.asarray(lo, dtype=np.float64), np.asarray(hi, dtype=np.float64)
    corners = lo + _BOX_CORNERS * (hi - lo)
    verts, normals = [], []
    for normal, idx in _BOX_SIDES:
        verts.append(corners[list(idx)])
        normals.append(np.tile(normal, (4, 1)))
    verts = model_to_scene(np.concatenate(verts))
    normals = model_to_scene(np.concatenate(normals).astype(np.float64))
    colors = np.tile(np.array([*rgb, 1.0], dtype=np.float32), (24, 1))
    tris = np.array([(s * 4, s * 4 + 1, s * 4 + 2) for s in range(6)] + [(s * 4, s * 4 + 2, s * 4 + 3) for s in range(6)],
                    dtype=np.uint32)
    return verts, normals, colors, tris


def concat(*parts):
    """Merge several (vertices, normals, colours, triangles) tuples into one."""
    parts = [p for p in parts if len(p[3])]
    if not parts:
        return (np.zeros((0, 3), np.float32), np.zeros((0, 3), np.float32),
                np.zeros((0, 4), np.float32), np.zeros((0, 3), np.uint32))
    offset, tris = 0, []
    for v, _, _, t in parts:
        tris.append(t + offset)
        offset += len(v)
    return (np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts]),
            np.concatenate([p[2] for p in parts]), np.concatenate(tris))
