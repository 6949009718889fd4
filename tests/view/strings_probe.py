"""Run as a script by test_visible_strings.py: a CubeLab window in one language on its own
Xvfb screen, driven through the states a user meets (pages, tooltips, a typed error, a
pending prefix, the F1 page, a scramble, a solve, an undo); at each it prints, as one
JSON line, every text the window shows (each Text under the UI whose chain is enabled).

    python tests/view/strings_probe.py fr
"""
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]


def visible_texts():
    """The text of every enabled Text under camera.ui (walking the tree, so Buttons' labels count)."""
    from ursina import Entity, Text, camera
    found, stack = [], [camera.ui]
    while stack:
        node = stack.pop()
        for child in getattr(node, 'children', []):
            if not isinstance(child, Entity) or not child.enabled:
                continue
            if isinstance(child, Text) and child.text and child.text.strip():
                found.append(child.text)
            stack.append(child)
    return found


def main(language):
    from panda3d.core import ClockObject
    from view.app import CubeLab
    from viewdriver import button_centre, settle
    from xinput import click, keys, move, type_text
    lab = CubeLab(2, window_size=(1280, 800), vsync=False, language=language)
    clock = ClockObject.getGlobalClock()
    clock.setMode(ClockObject.MNonRealTime)
    clock.setFrameRate(60)
    lab.step(3)
    panel, s = lab.panel, lab.session
    play = panel.pages['play']

    def report(state):
        lab.step(2)
        print(json.dumps({'language': language, 'state': state, 'texts': visible_texts(),
                          'notes': [s.move_note, s.phase_text], 'field': play.alg_field.text, 'status': s.status, 'frames': lab.driver.frames, 'n': s.cube.n, 'solved': s.cube.is_solved()}), flush=True)

    try:
        report('start')
        for mode in panel.tabs:
            click(lab, *button_centre(lab, panel.tabs[mode]))
            report(f'page {mode}')
        click(lab, *button_centre(lab, panel.tabs['play']))
        for b in (play.mode_button, play.solve, play.smaller, panel.reset_view_button):
            move(lab, *button_centre(lab, b), frames=4)
            report('tooltip')
        click(lab, *button_centre(lab, play.alg_field))
        type_text(lab, "R U Q2")
        keys(lab, 'Return')
        report('typed error')
        keys(lab, 'Escape')
        move(lab, 900, 100)
        keys(lab, '3')
        report('prefix')
        keys(lab, 'Escape', 'F1')
        report('F1')
        keys(lab, 'F1')
        click(lab, *button_centre(lab, play.speeds['instant']))
        play.scramble_mode = 'random-moves'
        click(lab, *button_centre(lab, play.scramble))
        settle(lab)
        report('scrambled')
        s.set_speed('slow')
        click(lab, *button_centre(lab, play.solve))
        for _ in range(3000):
            lab.step()
            if s.playlist_kind == 'solution' and s.active is not None:
                break
        report('solution playing')
        s.set_speed('instant')
        settle(lab)
        report('solved')
        keys(lab, 'ctrl+z')
        settle(lab)
        report('undone')
        keys(lab, 'r')
        settle(lab)
        report('turned')
    finally:
        lab.close()


if __name__ == '__main__':
    from pyvirtualdisplay import Display
    with Display(size=(1400, 900), color_depth=24):
        main(sys.argv[1])
