"""From the default view the side faces must not be shaded so dark that white reads grey
and orange brown. Every visible sticker's centre pixel must stay near its
palette colour (each channel within TOLERANCE of it), for all six colours in turn."""
import numpy as np
import pytest
from viewdriver import screenshot, settle, sticker_pixels

from model import parse_move

#: Largest difference per channel (0..255) between a lit sticker and its palette colour.
TOLERANCE = 56


@pytest.mark.parametrize('rotations', [(), ('x2',), ('y2',), ('x2', 'y2')])
def test_every_visible_face_keeps_its_palette_colour(fresh, rotations):
    from view.palette import STICKERS
    lab = fresh
    for text in rotations:                       # bring the other faces' colours into view
        lab.session.press(parse_move(text))
        settle(lab)
    lab.step(2)
    image = screenshot(lab).astype(np.float64)
    ids, px = sticker_pixels(lab, min_facing=0.3)
    assert len(ids) >= 9
    colours = lab.session.cube.facelet_colors()[ids]
    faces = set()
    for facelet, colour, (c, r) in zip(ids, colours, px):
        seen = image[int(r) - 1:int(r) + 2, int(c) - 1:int(c) + 2].reshape(-1, 3).mean(0)
        want = 255 * STICKERS[colour]
        assert np.abs(seen - want).max() <= TOLERANCE, (
            f"facelet {facelet}: colour {colour} shows {seen.round()} for palette {want.round()}")
        faces.add(int(colour))
    assert len(faces) == 3                       # three faces seen, each checked
