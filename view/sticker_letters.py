"""A colour's letter drawn on each sticker (for colour-blind players): 5x5 pixel glyphs
as small quads just above the stickers, merged into the cube's meshes."""
import numpy as np

from model.rotations import DIRECTIONS

from .axes import model_to_scene
from .sticker_layout import layout

#: Largest cube that gets letters (beyond it a glyph pixel is smaller than a screen pixel).
MAX_SIZE = 10
_PIXEL = 0.095                 # glyph pixel pitch, cubie units
_DOT = 0.042                   # half the side of one drawn pixel
_LIFT = 0.006                  # above the sticker
_GLYPHS = {
    'W': ('1...1', '1...1', '1.1.1', '1.1.1', '.1.1.'),
    'R': ('1111.', '1...1', '1111.', '1..1.', '1...1'),
    'G': ('.111.', '1....', '1.111', '1...1', '.111.'),
    'Y': ('1...1', '.1.1.', '..1..', '..1..', '..1..'),
    'O': ('.111.', '1...1', '1...1', '1...1', '.111.'),
    'B': ('1111.', '1...1', '1111.', '1...1', '1111.'),
    'V': ('1...1', '1...1', '1...1', '.1.1.', '..1..'),
    'S': ('.1111', '1....', '.111.', '....1', '1111.'),
    'P': ('1111.', '1...1', '1111.', '1....', '1....'),
}
#: "Up" on each face U R F D L B as a person reads it (the back edge for U, the front for D).
_UP = np.array([(0, 0, -1), (0, 1, 0), (0, 1, 0), (0, 0, 1), (0, 1, 0), (0, 1, 0)], dtype=np.float64)


def _offsets(letter: str) -> np.ndarray:
    """(k, 2) pixel centres (right, up) of a glyph, in cubie units."""
    rows = _GLYPHS.get(letter.upper())
    if rows is None:
        return np.zeros((0, 2))
    return np.array([((c - 2) * _PIXEL, (2 - r) * _PIXEL) for r, row in enumerate(rows)
                     for c, ch in enumerate(row) if ch == '1'])


def letter_arrays(geometry, facelets, colours, letters: str, palette):
    """(vertices, normals, colours, triangles) of the letters of `facelets` showing
    `colours` (0..5; others get none): dark on light stickers, light on dark ones."""
    facelets = np.asarray(facelets, dtype=np.int64)
    colours = np.asarray(colours, dtype=np.int64)
    centres = layout(geometry).centres_model
    verts, norms, rgba, tris = [], [], [], []
    corner = np.array([(-1, -1), (1, -1), (1, 1), (-1, 1)], dtype=np.float64) * _DOT
    for c in range(6):
        mine = facelets[colours == c]
        if not len(mine):
            continue
        pixels = _offsets(letters[c])
        light = float(np.dot(palette[c][:3], (0.2126, 0.7152, 0.0722))) > 0.45
        ink = (0.05, 0.05, 0.05, 1.0) if light else (0.97, 0.97, 0.97, 1.0)
        out = DIRECTIONS[geometry.facelet_dir[mine]].astype(np.float64)            # (m, 3)
        up = _UP[geometry.facelet_dir[mine]]
        right = np.cross(up, out)
        spots = pixels[None, :, None, :] + corner[None, None, :, :]                # (1, k, 4, 2)
        points = (centres[mine][:, None, None, :] + _LIFT * out[:, None, None, :]
                  + spots[..., :1] * right[:, None, None, :] + spots[..., 1:] * up[:, None, None, :])
        quads = points.reshape(-1, 4, 3)
        base = sum(len(v) for v in verts) + np.arange(len(quads), dtype=np.uint32)[:, None] * 4
        verts.append(model_to_scene(quads.reshape(-1, 3)))
        norms.append(np.repeat(model_to_scene(out), len(pixels) * 4, axis=0))
        rgba.append(np.tile(np.array(ink, dtype=np.float32), (len(quads) * 4, 1)))
        tris.append(np.concatenate([base + np.array([0, 1, 2], dtype=np.uint32),
                                    base + np.array([0, 2, 3], dtype=np.uint32)]))
    if not verts:
        return (np.zeros((0, 3), np.float32), np.zeros((0, 3), np.float32),
                np.zeros((0, 4), np.float32), np.zeros((0, 3), np.uint32))
    return (np.concatenate(verts), np.concatenate(norms), np.concatenate(rgba),
            np.concatenate(tris).astype(np.uint32))
