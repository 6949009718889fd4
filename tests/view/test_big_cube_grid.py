"""A solved 50x50 shows its sticker grid, as smaller cubes do, and without moiré: between
any two neighbouring stickers in the middle of each face seen from the default view there
is a dark line, and the stickers themselves read as their colours."""
import numpy as np
from viewdriver import classify, screenshot, settle, sticker_pixels


def _darkest_between(image, a, b, samples=24):
    """The darkest pixel (sum of its channels) on the segment from pixel a to pixel b."""
    cols = np.round(np.linspace(a[0], b[0], samples)).astype(int)
    rows = np.round(np.linspace(a[1], b[1], samples)).astype(int)
    return image[rows, cols].sum(-1).min()


def test_a_solved_big_cube_shows_its_sticker_grid(fresh):
    lab = fresh
    lab.session.set_size(50)
    settle(lab)
    lab.step(2)
    image = screenshot(lab).astype(np.float64)
    ids, px = sticker_pixels(lab, min_facing=0.3)
    colours = lab.session.cube.facelet_colors()[ids]
    checked = 0
    for face in np.unique(colours):
        pts = px[colours == face]
        centre = np.median(pts, axis=0)
        near = pts[np.argsort(np.abs(pts - centre).sum(1))[:25]]          # stickers round the face's middle
        centres = np.array([image[int(r), int(c)] for c, r in near])
        assert (classify(centres) == face).all(), f'face {face}: a sticker centre is not its colour'
        lines = 0
        for i, p in enumerate(near):
            d = np.abs(pts - p).sum(1)
            d[d < 1e-6] = np.inf
            neighbour = pts[np.argmin(d)]
            bright = image[int(p[1]), int(p[0])].sum()
            lines += _darkest_between(image, p, neighbour) < 0.7 * bright
        assert lines == len(near), f'face {face}: a dark line between only {lines} of {len(near)} neighbours'
        checked += 1
    assert checked == 3
    lab.session.set_size(3)
    settle(lab)
