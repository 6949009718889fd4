"""No moiré at 50x50: the black gaps between stickers, about a pixel wide at the default
zoom, must not alias into a beating grid. Inside a face seen from the default view
almost no pixel may be dark: a face reads as its colour, not as a beating grid."""
import numpy as np
from viewdriver import screenshot, settle, sticker_pixels


def test_a_big_cube_face_shows_no_sub_pixel_grid(fresh):
    from view.palette import STICKERS
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
        c0, r0 = near.min(0).astype(int)
        c1, r1 = near.max(0).astype(int)
        patch = image[r0:r1 + 1, c0:c1 + 1].reshape(-1, 3)
        want = 255 * STICKERS[face]
        dark = (patch.sum(1) < 0.5 * want.sum()).mean()
        assert dark <= 0.02, f"face {face}: {100 * dark:.1f}% of {len(patch)} pixels dark between stickers"
        checked += 1
    assert checked == 3
    lab.session.set_size(3)
    settle(lab)
