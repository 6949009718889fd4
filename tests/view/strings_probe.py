"""Run as a script by test_visible_strings.py: a CubeLab window in one language on its own
Xvfb screen, driven through the states a user meets (pages, tooltips, a typed error, a
pending prefix, the F1 page, a scramble, a solve, an undo, CFOP on the Learn page, a Train
group); at each it prints, as one JSON line, every text the window shows (each Text under
the UI whose chain is enabled).

    python tests/view/strings_probe.py fr
"""
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
os.environ.pop('CUBELAB_TEST_DISPLAY', None)       # this window is on this process's own DISPLAY
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


def panel_fit(panel):
    """Every shown Text of the panel (its pages included): its text, its scale in the
    panel's units, its drawn bounds and the box it must stay in (its button's, else the
    panel's), all in the panel's units (x right, y up, the panel's top-left corner at 0)."""
    from ursina import Button, Entity, Text
    from view.colour_picker import ColourPicker
    from view.layout import PANEL_WIDTH
    from view.step_bar import StepBar
    found, stack = [], [panel]
    while stack:
        node = stack.pop()
        for child in getattr(node, 'children', []):
            if not isinstance(child, Entity) or not child.enabled or isinstance(child, (ColourPicker, StepBar)):
                continue
            stack.append(child)
            if not isinstance(child, Text) or not child.text.strip():
                continue
            bounds = child.getTightBounds(panel)
            if not bounds:
                continue
            owner = child.parent
            if isinstance(owner, Button):
                p, size = owner.get_pos(panel), owner.get_scale(panel)
                box = [p[0], p[1] - size[1], p[0] + size[0], p[1]]
            else:
                box = [0.0, -1.0, PANEL_WIDTH, 0.0]
            found.append({'text': child.text, 'scale': float(child.get_scale(panel)[1]),
                          'bounds': [float(bounds[0][0]), float(bounds[0][1]), float(bounds[1][0]), float(bounds[1][1])],
                          'box': [float(v) for v in box], 'button': isinstance(owner, Button)})
    return found


def help_table(lab):
    """The F1 table's lines: each key text (drawn in the text colour) with the description
    (dim) that starts level with it to its right, as drawn x0, x1 of both (UI units)."""
    from ursina import camera
    from view import palette
    texts = lab.panel.keymap.texts

    def ink(t, rgb):
        return all(abs(t.color[i] - rgb[i]) < 0.01 for i in range(3))

    keys = [t for t in texts if ink(t, palette.TEXT) and abs(t.y) < 0.45]
    descriptions = [t for t in texts if ink(t, palette.TEXT_DIM)]
    out = []
    for k in keys:
        level = [d for d in descriptions if abs(d.y - k.y) < 1e-4 and d.x > k.x]
        if not level:
            continue
        d = min(level, key=lambda t: t.x)
        kb, db = k.getTightBounds(camera.ui), d.getTightBounds(camera.ui)
        out.append({'keys': k.text, 'what': d.text, 'x': [float(kb[0][0]), float(kb[1][0]), float(db[0][0]), float(db[1][0])]})
    return out


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
        extra = {}
        if state.startswith('page '):
            extra['fit'] = panel_fit(panel)
        if state.startswith('F1'):
            from ursina import window
            extra['help'], extra['aspect'] = help_table(lab), window.aspect_ratio
        print(json.dumps({**extra, 'language': language, 'state': state, 'texts': visible_texts(),
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
        click(lab, *button_centre(lab, play.alg_field.bg))
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
        lab.preferences.change(keys='cstimer')                 # long key names, many per line
        lab.apply_preferences()
        keys(lab, 'F1')
        report('F1 cstimer')
        keys(lab, 'F1')
        lab.preferences.change(keys='cubelab')
        lab.apply_preferences()
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
        s.set_size(3)
        settle(lab)
        learn = panel.pages['learn']
        click(lab, *button_centre(lab, panel.tabs['learn']))
        click(lab, *button_centre(lab, learn.method_button))       # CFOP: the hold, then the cross
        for _ in range(2):
            click(lab, *button_centre(lab, learn.show_button))
            for _ in range(3000):
                if learn.coach.thinking is None:
                    break
                lab.step(1)
            settle(lab)
            report('learn cfop')
        train = panel.pages['train']
        click(lab, *button_centre(lab, panel.tabs['train']))
        click(lab, *button_centre(lab, train.set_buttons['oll2']))
        click(lab, *button_centre(lab, train.group_button))
        report('train group')
    finally:
        lab.close()


if __name__ == '__main__':
    from pyvirtualdisplay import Display
    with Display(size=(1400, 900), color_depth=24):
        main(sys.argv[1])
