"""Helper for test_paint_mode.py (run as a script, one window per process): `change` opens
the window and changes settings on the Settings page with real clicks; `report` opens it
again and prints, as JSON, what it started with."""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from panda3d.core import ClockObject, loadPrcFileData  # noqa: E402

loadPrcFileData('tests', 'audio-library-name null')

from viewdriver import button_centre, click, settle  # noqa: E402


def main(mode: str) -> int:
    from view.app import CubeLab
    lab = CubeLab(window_size=(1280, 800), vsync=False)
    clock = ClockObject.getGlobalClock()
    clock.setMode(ClockObject.MNonRealTime)
    clock.setFrameRate(60)
    lab.step(3)
    try:
        if mode == 'change':
            click(lab, *button_centre(lab, lab.panel.tabs['settings']))
            page = lab.panel.pages['settings']
            for button in (page.schemes['japanese'], page.presets['cstimer'], page.speeds['fast'],
                           page.bigger, page.tops[3]):
                click(lab, *button_centre(lab, button))
        elif mode == 'colour-change':                   # green (the front face) becomes purple
            click(lab, *button_centre(lab, lab.panel.tabs['settings']))
            page = lab.panel.pages['settings']
            click(lab, *button_centre(lab, page.own[2]))
            click(lab, *button_centre(lab, page.picker.swatches[7]))
            click(lab, *button_centre(lab, page.picker.close))
        elif mode == 'colour-report':
            print(json.dumps(colour_report(lab)))
        else:
            import numpy as np
            from model.schemes import SCHEMES
            settle(lab)
            prefs = lab.preferences
            drawn = np.asarray(lab.mesh.palette[:6])
            print(json.dumps({
                'scheme': prefs.settings.scheme, 'keys': prefs.settings.keys, 'speed': lab.session.speed_name,
                'top_colour': int(lab.session.cube.stickers()[0, 0, 0]),
                'i_key': str(lab.session.keymap.lookup('i').move), 'size': lab.session.size,
                'drawn_in_japanese_colours': bool(np.allclose(drawn, SCHEMES['japanese'].colours))}))
    finally:
        lab.close()
    return 0


def colour_report(lab) -> dict:
    """The settings' colours, the cube's palette and what the front stickers show on screen."""
    import numpy as np
    from model.schemes import PICKER_COLOURS, SCHEMES
    from viewdriver import screenshot, sticker_pixels
    settle(lab)
    lab.step(2)
    drawn = np.asarray(lab.mesh.palette[:6], float)
    ids, px = sticker_pixels(lab)
    image = screenshot(lab).astype(float)
    rgb = np.array([image[int(r) - 1:int(r) + 2, int(c) - 1:int(c) + 2].reshape(-1, 3).mean(0) for c, r in px]) / 255
    norm = rgb / np.maximum(rgb.max(-1, keepdims=True), 1e-6)
    ref = drawn / drawn.max(1, keepdims=True)
    seen = np.argmin(((norm[:, None, :] - ref[None]) ** 2).sum(-1), axis=-1)
    model = lab.session.cube.facelet_colors()[ids]
    expected = list(SCHEMES['standard'].colours)
    expected[2] = PICKER_COLOURS[7]
    return {'colours': dict(lab.preferences.settings.colours),
            'drawn_as_chosen': bool(np.allclose(drawn, expected, atol=1e-3)),
            'front_stickers_seen': int((model == 2).sum()),
            'pixels_match': bool((seen == model).all())}


if __name__ == '__main__':
    import os
    sys.stdout.flush()
    code = main(sys.argv[1])
    sys.stdout.flush()
    os._exit(code)
