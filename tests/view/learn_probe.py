"""Run as a script by test_learn_page.py and test_learn_cfop.py: a CubeLab window in one
language on its own Xvfb screen, the Learn tab clicked (and the Method button, for
`cfop`) and Hint asked on a cube with one cross edge out (for CFOP, the cube held white side
down); prints, as one JSON line, every
text the window shows.

    python tests/view/learn_probe.py fr [cfop]
"""
import json
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parent)]


def main(language, method='beginner'):
    from panda3d.core import ClockObject
    from strings_probe import visible_texts
    from view.app import CubeLab
    from viewdriver import button_centre, settle
    from xinput import click
    lab = CubeLab(3, window_size=(1280, 800), vsync=False, language=language)
    clock = ClockObject.getGlobalClock()
    clock.setMode(ClockObject.MNonRealTime)
    clock.setFrameRate(60)
    lab.step(3)
    try:
        lab.session.set_speed('instant')
        lab.session.play('x2 F' if method == 'cfop' else 'F')     # CFOP: the white cross held down
        settle(lab)
        click(lab, *button_centre(lab, lab.panel.tabs['learn']))
        page = lab.panel.pages['learn']
        if method == 'cfop':
            click(lab, *button_centre(lab, page.method_button))
            lab.step(3)
        click(lab, *button_centre(lab, page.hint_button))
        for _ in range(3000):
            if page.coach.thinking is None:
                break
            lab.step(1)
        lab.step(3)
        print(json.dumps({'language': language, 'texts': visible_texts()}), flush=True)
    finally:
        lab.close()


if __name__ == '__main__':
    from pyvirtualdisplay import Display
    with Display(size=(1400, 900), color_depth=24):
        main(*sys.argv[1:3])
