"""CFOP on the Learn page of the real window, driven by xdotool clicks: the Method button
picks CFOP (its checklist, the 2-look steps by default), Hint first holds the cube with the
cross colour down, then says the cross with the shortest cross's length and frames its
pieces, Show me plays that one chunk, Teach me's words follow the chunk being played, the
Settings page's last-layer choice turns the checklist's eo/co/cp/ep into oll/pll and its
cross colour moves the cross; a user's whole path, scramble to solved, by Show me."""
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from viewdriver import button_centre, settle, start_from
from xinput import click

ROOT = Path(__file__).resolve().parents[2]
SCRAMBLE = "R U F' L D2 B R' U2 F L' D R2 B' U"


def _lines(page):
    return [line.text for line in page.lines if line.text.strip()]


def _words(page):
    return page.words.text.replace('\n', ' ')


def _thought(lab, page):
    """Frames until the hint or lesson worked out on a thread is taken (the window keeps drawing)."""
    end = time.monotonic() + 60
    while page.coach.thinking is not None:
        assert time.monotonic() < end, 'the thought never came'
        lab.step(1)


def _pick_cfop(lab, page):
    click(lab, *button_centre(lab, page.method_button))
    lab.step(3)
    assert page.coach.method == 'cfop'
    assert page.title.text == 'CFOP' and page.method_button.text_entity.text == 'Method: CFOP'


def test_cfop_hint_and_show_me(learn):
    from solver.cfop.progress import shortest_cross
    lab, page = learn
    start_from(lab, 3, SCRAMBLE)
    assert page.title.text == "Beginner's method"
    _pick_cfop(lab, page)
    lines = _lines(page)
    assert len(lines) == 10 and lines[0].startswith('>   Cross  0 of')
    assert [line.split('  ')[0][4:] for line in lines[5:9]] == [
        'OLL 1: top edges', 'OLL 2: top corners', 'PLL 1: corners', 'PLL 2: edges']
    lab.session.set_speed('instant')
    click(lab, *button_centre(lab, page.hint_button))
    _thought(lab, page)
    lab.step(3)
    assert [str(m) for m in page.coach.hint.moves] == ['x2']      # white on top: turned over first
    assert 'First hold the cube with the white face down' in _words(page)
    click(lab, *button_centre(lab, page.show_button))
    settle(lab)
    lab.step(3)
    assert lab.session.cube.facelet_colors()[31] == 0            # white down
    click(lab, *button_centre(lab, page.hint_button))
    _thought(lab, page)
    lab.step(3)
    hint = page.coach.hint
    assert hint.key == 'cross'
    shortest = shortest_cross(lab.session.cube)
    assert 'The white cross on the bottom' in _words(page)
    assert f'the shortest cross from here takes {shortest}.' in _words(page)
    assert set(page.coach.highlighted()) == set(hint.chunks[0].pieces) | set(hint.chunks[0].targets)
    before = lab.session.cube.copy()
    click(lab, *button_centre(lab, page.show_button))
    settle(lab)
    lab.step(3)
    assert lab.session.cube == before.apply(hint.moves)
    assert _lines(page)[0].startswith('[x] Cross  4 of 4 edges')
    assert _lines(page)[1].startswith('>   F2L pair 1')


def test_cfop_teach_me_words_follow_the_playback(learn):
    from controller import cfop_coach
    from view.wording import fit
    lab, page = learn
    start_from(lab, 3, SCRAMBLE)
    _pick_cfop(lab, page)
    coach = page.coach
    lesson = coach.cfop.solve(lab.session.cube)
    count = len(_lines(page))
    lab.session.set_speed('fast')
    click(lab, *button_centre(lab, page.teach_button))
    _thought(lab, page)
    lab.step(1)
    played_steps = 0
    for number, step in enumerate(lesson.steps, 1):
        if not step.moves:
            continue
        played = [m for c in step.chunks for m in c.moves]
        assert tuple(lab.session.playlist) == tuple(played), step.key
        starts = [sum(len(c.moves) for c in step.chunks[:k]) for k in range(len(step.chunks))]
        befores = [lab.session.cube.copy()]
        for chunk in step.chunks[:-1]:
            befores.append(befores[-1].apply(chunk.moves))
        told = set()
        while lab.session.active is not None or lab.session.play_index < len(lab.session.playlist):
            k = max(j for j, s in enumerate(starts) if s <= lab.session.play_index)
            text = coach.tr('learn.teach_step', index=number, count=count, step=cfop_coach.title(coach.tr, step.key),
                            text=cfop_coach.describe(coach.tr, step.key, step.chunks[k], befores[k]))
            assert page.words.text == fit(text, 46, 9), (step.key, k)
            told.add(k)
            lab.step(1)
        assert told == set(range(len(step.chunks)))
        lab.step(3)
        assert _lines(page)[number - 1].startswith('[x]'), step.key
        played_steps += 1
        if played_steps == 3:
            break
        click(lab, *button_centre(lab, page.continue_button))
        lab.step(1)
    assert played_steps == 3


def test_settings_last_layer_switches_the_checklist(learn):
    lab, page = learn
    panel = lab.panel
    start_from(lab, 3, SCRAMBLE)
    _pick_cfop(lab, page)
    assert [line.split('  ')[0][4:] for line in _lines(page)][5:] == [
        'OLL 1: top edges', 'OLL 2: top corners', 'PLL 1: corners', 'PLL 2: edges', 'Last turn (AUF)']
    click(lab, *button_centre(lab, panel.tabs['settings']))
    lab.step(3)
    settings = panel.pages['settings']
    click(lab, *button_centre(lab, settings.last_layers['full']))
    lab.step(3)
    assert lab.preferences.settings.last_layer == 'full'
    click(lab, *button_centre(lab, panel.tabs['learn']))
    lab.step(3)
    assert [line.split('  ')[0][4:] for line in _lines(page)][5:] == [
        'OLL: top face', 'PLL: top layer', 'Last turn (AUF)']
    click(lab, *button_centre(lab, page.hint_button))
    _thought(lab, page)
    lab.step(3)
    assert page.coach.hint.key == 'cross'
    click(lab, *button_centre(lab, panel.tabs['settings']))
    lab.step(3)
    click(lab, *button_centre(lab, settings.last_layers['2look']))
    lab.step(3)
    click(lab, *button_centre(lab, panel.tabs['learn']))
    lab.step(3)
    assert [line.split('  ')[0][4:] for line in _lines(page)][5] == 'OLL 1: top edges'


def test_cfop_on_the_learn_page_in_french():
    out = subprocess.run([sys.executable, str(ROOT / 'tests' / 'view' / 'learn_probe.py'), 'fr', 'cfop'], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    texts = ' '.join(' '.join(json.loads(out.stdout.strip().splitlines()[-1])['texts']).split())
    for words in ('Méthode : CFOP', 'Croix 3 sur 4 arêtes', 'Paire F2L 1', 'OLL 1 : arêtes du haut',
                  'Dernier tour (AUF)', 'La croix du blanc en bas', "d'ici en prend 1."):
        assert words in texts, words
    assert 'cross' not in texts and 'Cross' not in texts


def test_settings_cross_colour_moves_the_cross(learn):
    """Settings' cross colour (yellow here) is the cross the checklist counts, the hint
    names and Show me builds, with the solver's moves for a yellow cross (those
    `solve --method cfop --cross yellow` prints)."""
    from solver import cfop
    from solver.cfop.progress import progress
    from storage.case_files import load_case_set
    lab, page = learn
    panel = lab.panel
    start_from(lab, 3, "L F' U2 R'")       # the white cross 0 of 4, the yellow 1
    _pick_cfop(lab, page)
    cube = lab.session.cube.copy()
    white, yellow = progress(cube, '2look', 'white')[0], progress(cube, '2look', 'yellow')[0]
    assert white.count != yellow.count
    assert _lines(page)[0].startswith(f'>   Cross  {white.count} of 4')
    click(lab, *button_centre(lab, panel.tabs['settings']))
    lab.step(3)
    settings = panel.pages['settings']
    assert settings.crosses[0].text.endswith('*') and not settings.crosses[3].text.endswith('*')
    click(lab, *button_centre(lab, settings.crosses[3]))          # the model's colour 3: yellow
    lab.step(3)
    assert lab.preferences.settings.cross == 'yellow'
    assert 'cross = "yellow"' in lab.preferences.path.read_text()
    assert settings.crosses[3].text.endswith('*') and not settings.crosses[0].text.endswith('*')
    click(lab, *button_centre(lab, panel.tabs['learn']))
    lab.step(3)
    assert _lines(page)[0].startswith(f'>   Cross  {yellow.count} of 4')
    click(lab, *button_centre(lab, page.hint_button))
    _thought(lab, page)
    lab.step(3)
    hint = page.coach.hint
    sets = {name: load_case_set(name) for name in cfop.SETS['2look']}
    expected = cfop.solve(cube, sets, '2look', 'yellow').steps[0].chunks[0]
    assert hint.key == 'cross' and tuple(hint.chunks[0].moves) == tuple(expected.moves)
    assert 'The yellow cross on the bottom' in _words(page)
    lab.session.set_speed('instant')
    click(lab, *button_centre(lab, page.show_button))
    settle(lab)
    lab.step(3)
    assert progress(lab.session.cube, '2look', 'yellow')[0].done
    assert _lines(page)[0].startswith('[x] Cross  4 of 4 edges')
    click(lab, *button_centre(lab, panel.tabs['settings']))
    lab.step(3)
    click(lab, *button_centre(lab, settings.crosses[0]))
    lab.step(3)
    assert lab.preferences.settings.cross == 'white'
    click(lab, *button_centre(lab, panel.tabs['learn']))
    lab.step(3)


def test_screenshot_of_cfop_in_learn(learn, tmp_path):
    """docs/learn_cfop.png for the README: CFOP's checklist on a scramble with its first F2L
    pair's hint (the cross done by Show me), focus greying the rest."""
    from panda3d.core import Filename
    from viewdriver import docs_image
    lab, page = learn
    start_from(lab, 3, SCRAMBLE)
    _pick_cfop(lab, page)
    lab.session.set_speed('instant')
    for _ in range(2):                                        # held white side down, then the cross
        click(lab, *button_centre(lab, page.show_button))
        _thought(lab, page)
        settle(lab)
        lab.step(3)
    assert _lines(page)[0].startswith('[x] Cross')
    click(lab, *button_centre(lab, page.hint_button))        # the first pair's hint
    _thought(lab, page)
    settle(lab)
    lab.step(30)
    assert page.coach.hint.key == 'f2l 1' and 'pair' in _words(page)
    path = docs_image('learn_cfop.png', tmp_path)
    assert lab.app.win.saveScreenshot(Filename.fromOsSpecific(str(path)))
    assert path.stat().st_size > 20_000
    lab.camera_rig.reset()


@pytest.mark.slow
def test_a_user_scrambles_and_solves_to_the_end_with_show_me(learn):
    """The path a user takes: CFOP with the full last layer (Settings), F2 scrambles, Focus
    greys what does not matter and comes back, then Show me, again and again, plays one hint
    at a time (the cube held white side down first) through every step, the checklist never
    going back, until the cube is solved and every line is ticked."""
    from xinput import keys
    lab, page = learn
    panel = lab.panel
    start_from(lab, 3, '')
    click(lab, *button_centre(lab, panel.tabs['settings']))
    lab.step(3)
    click(lab, *button_centre(lab, panel.pages['settings'].last_layers['full']))
    lab.step(3)
    click(lab, *button_centre(lab, panel.tabs['learn']))
    lab.step(3)
    _pick_cfop(lab, page)
    lab.session.set_speed('instant')
    keys(lab, 'F2')
    assert lab.session.wait_for_worker(120)
    settle(lab)
    lab.step(3)
    assert not lab.session.cube.is_solved()
    assert [line.split('  ')[0][4:] for line in _lines(page)][5:] == ['OLL: top face', 'PLL: top layer',
                                                                     'Last turn (AUF)']
    greyed = page.coach.sticker_colours()
    assert greyed is not None and (greyed == -1).any()           # Focus: on by default
    click(lab, *button_centre(lab, page.focus_button))
    lab.step(3)
    assert page.coach.sticker_colours() is None and page.focus_button.text_entity.text == 'Focus: off'
    click(lab, *button_centre(lab, page.focus_button))
    lab.step(3)
    assert page.coach.sticker_colours() is not None
    current, played = 0, []
    for _ in range(20):
        click(lab, *button_centre(lab, page.show_button))
        _thought(lab, page)
        settle(lab)
        lab.step(3)
        played.append(next((i.key for i in page.coach.items if i.current), 'solved'))
        words = _words(page)
        assert words.strip() and 'cfop.' not in words and 'cases.' not in words, words
        now = next((k for k, item in enumerate(page.coach.items) if item.current), len(page.coach.items))
        assert now >= current, (now, current, words)
        current = now
        if lab.session.cube.is_solved():
            break
    assert lab.session.cube.is_solved(), played
    _thought(lab, page)                  # the coach's last look (after the move that solved it) is taken
    lab.step(3)
    assert all(line.startswith('[x]') for line in _lines(page))
    assert _words(page).endswith('the cube is solved.') or 'Solved' in _words(page)
