"""The Learn page on the real window: the checklist follows turns made with keys, Hint frames
exactly the named piece and greys what doesn't matter (pixels read back), Show me plays one
chunk, Teach me stops after each step until Continue, and the page speaks French."""
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from view import palette
from viewdriver import button_centre, docs_image, screenshot, settle, start_from, sticker_pixels
from xinput import click, keys, move

ROOT = Path(__file__).resolve().parents[2]


def _lines(page):
    return [line.text for line in page.lines]


def test_checklist_ticks_as_keys_build_the_cross(learn):
    lab, page = learn
    start_from(lab, 3, "F' R'")
    lab.session.set_speed('fast')
    lab.step(3)
    assert _lines(page)[0].startswith('>') and '2 of 4 edges' in _lines(page)[0]
    move(lab, 900, 120)
    keys(lab, 'r')
    settle(lab)
    lab.step(2)
    assert '3 of 4 edges' in _lines(page)[0] and not _lines(page)[0].startswith('[x]')
    keys(lab, 'f')
    settle(lab)
    lab.step(2)
    assert _lines(page)[0].startswith('[x]') and '4 of 4 edges' in _lines(page)[0]


def _framed(image, px):
    """Which stickers (by index into px) have a magenta frame: each magenta pixel counts
    for the sticker centre nearest to it."""
    rgb = image.astype(int)
    magenta = (rgb[..., 0] > 120) & (rgb[..., 2] > 100) & (rgb[..., 1] < 0.45 * rgb[..., 0])
    rows, cols = np.nonzero(magenta)
    if not len(rows):
        return np.zeros(len(px), dtype=bool)
    points = np.stack([cols, rows], axis=1)
    nearest = np.argmin(((points[:, None, :] - px[None]) ** 2).sum(-1), axis=1)
    counts = np.bincount(nearest, minlength=len(px))
    return counts > 0.2 * counts.max()


def test_hint_frames_the_named_piece_and_greys_the_rest(learn):
    lab, page = learn
    start_from(lab, 3, "F")                 # one cross edge out: white-green, now on F and R
    click(lab, *button_centre(lab, page.hint_button))
    lab.step(3)
    hint = page.coach.hint
    assert hint.key == 'cross' and hint.done == 3
    named = set(page.coach.highlighted())
    chunk = hint.chunks[0]
    assert named == set(chunk.pieces) | set(chunk.targets)
    assert 'white-green edge' in page.words.text.replace('\n', ' ')
    image = screenshot(lab)
    ids, px = sticker_pixels(lab)
    framed = _framed(image, px)
    assert set(ids[framed]) == named & set(ids), (sorted(ids[framed]), sorted(named))
    # focus: the cross step's stickers keep their colours, the rest are grey
    matter = page.coach.sticker_colours()
    grey = 255 * np.asarray(palette.UNPAINTED)
    centres = np.array([image[int(r) - 1:int(r) + 2, int(c) - 1:int(c) + 2].reshape(-1, 3).mean(0) for c, r in px])
    is_grey = np.abs(centres - grey).max(axis=1) < 45
    assert (is_grey == (matter[ids] < 0)).all()
    assert is_grey.any() and (~is_grey).any()


@pytest.mark.parametrize('n', [3, 4])
def test_hint_turns_the_view_to_the_piece_and_its_target(learn, n):
    """B on a solved cube: 'the white-blue edge at BL goes to UB', on L and B, which the
    default view hides. After Hint the view turns smoothly until U, L and B show (the faces
    controller.viewpoint says, read back from the stickers facing the real camera), every
    sticker of the piece and of its target is framed on screen, nothing else is; Reset
    view turns the view back."""
    from controller.viewpoint import faces_of, shown_faces
    lab, page = learn
    start_from(lab, n, 'B')
    rig = lab.camera_rig
    assert rig.is_default and shown_faces(rig.yaw, rig.pitch) == 'URF'
    click(lab, *button_centre(lab, page.hint_button))
    import time
    end = time.monotonic() + 120
    while page.coach.thinking is not None and time.monotonic() < end:
        lab.step(1)
    lab.step(3)
    chunk = page.coach.hint.chunks[0]
    assert (chunk.where, chunk.goes) == ('BL', 'UB')
    assert rig.turning and (rig.yaw, rig.pitch) != (-38.0, 27.0)       # on its way, not there at once
    for _ in range(120):
        if not rig.turning:
            break
        lab.step(1)
    lab.step(2)
    assert shown_faces(rig.yaw, rig.pitch) == 'ULB'
    ids, px = sticker_pixels(lab)
    assert set(faces_of(n, ids)) == set('ULB')                       # the real camera agrees
    named = set(page.coach.highlighted())
    assert named == set(chunk.pieces) | set(chunk.targets)
    assert named <= set(ids)                                          # every framed sticker shows
    framed = _framed(screenshot(lab), px)
    assert set(ids[framed]) == named, (sorted(ids[framed]), sorted(named))
    assert 'The view turned to show the piece: Reset view (Home) turns it back.' in page.words.text.replace('\n', ' ')
    click(lab, *button_centre(lab, lab.panel.reset_view_button))
    assert rig.is_default and not rig.turning
    lab.step(2)
    assert 'The view turned' not in page.words.text.replace('\n', ' ')
    assert 'white-blue edge' in page.words.text.replace('\n', ' ')


def test_a_big_cubes_hint_is_worked_out_while_the_window_keeps_drawing(learn, monkeypatch):
    """On 4x4 and up the hint comes from a thread; the window says it is thinking
    and keeps drawing frames (the work is held until the test lets it go), then frames the
    named piece."""
    import threading
    from solver import beginner
    lab, page = learn
    start_from(lab, 4, "F' R' 2R")
    go, real = threading.Event(), beginner.hint
    monkeypatch.setattr(beginner, 'hint', lambda cube: go.wait(30) and real(cube))
    click(lab, *button_centre(lab, page.hint_button))
    lab.step(5)
    assert page.coach.thinking is not None
    assert page.words.text.replace('\n', ' ').startswith('Working it out')
    go.set()
    import time
    end = time.monotonic() + 60
    while page.coach.thinking is not None and time.monotonic() < end:
        lab.step(1)
    lab.step(2)
    assert page.coach.hint is not None and page.coach.hint.chunks
    assert page.coach.highlighted()
    assert 'Working it out' not in page.words.text


def test_show_me_plays_one_chunk(learn):
    lab, page = learn
    start_from(lab, 3, "F' R'")
    lab.session.set_speed('instant')
    click(lab, *button_centre(lab, page.hint_button))
    lab.step(2)
    moves = page.coach.hint.moves
    before = lab.session.cube.copy()
    click(lab, *button_centre(lab, page.show_button))
    settle(lab)
    lab.step(3)
    assert lab.session.cube == before.apply(moves)
    assert '3 of 4 edges' in _lines(page)[0] or _lines(page)[0].startswith('[x]')


def test_teach_me_stops_after_each_step(learn):
    lab, page = learn
    start_from(lab, 3, "R U F' L D2 B R' U2")
    lab.session.set_speed('instant')
    start = lab.session.cube.copy()
    click(lab, *button_centre(lab, page.teach_button))
    settle(lab)
    lab.step(3)
    assert page.coach.waiting and not lab.session.cube.is_solved()
    assert _lines(page)[0].startswith('[x]') and not _lines(page)[1].startswith('[x]')
    after_one = lab.session.cube.copy()
    assert after_one != start
    lab.step(30)
    assert lab.session.cube == after_one            # it waits
    click(lab, *button_centre(lab, page.continue_button))
    settle(lab)
    lab.step(3)
    assert _lines(page)[1].startswith('[x]') and lab.session.cube != after_one


def test_teach_me_says_the_chunk_being_played(learn):
    """At every frame of the first step the words under the checklist describe the chunk
    whose move is playing (the strip moves on, so does the text), numbered as the
    checklist numbers the steps, and the moves each chunk shows are those played."""
    from solver import beginner
    from view.wording import fit
    lab, page = learn
    start_from(lab, 3, "R U F' L D2 B R' U2")
    lesson = beginner.solve(lab.session.cube)
    lab.session.set_speed('fast')
    click(lab, *button_centre(lab, page.teach_button))
    lab.step(1)
    coach = page.coach
    count = sum(1 for line in _lines(page) if line.strip())
    assert count == len(lesson.steps)
    number, step = next((k, s) for k, s in enumerate(lesson.steps, 1) if s.moves)
    played = [m for c in step.chunks for m in c.moves]
    assert tuple(lab.session.playlist) == tuple(played) and len(step.chunks) > 1
    starts = [sum(len(c.moves) for c in step.chunks[:k]) for k in range(len(step.chunks))]
    told = set()
    while lab.session.active is not None or lab.session.play_index < len(lab.session.playlist):
        index = lab.session.play_index
        k = max(j for j, s in enumerate(starts) if s <= index)
        text = coach.tr('learn.teach_step', index=number, count=count,
                        step=coach.title_of(step.key, step.name), text=coach.describe_chunk(step.chunks[k]))
        assert page.words.text == fit(text, 46, 9), (index, k)
        assert f'Step {number} of {count}' in page.words.text
        told.add(k)
        lab.step(1)
    assert told == set(range(len(step.chunks)))


def test_after_show_me_the_hints_progress_follows_the_checklist(learn):
    lab, page = learn
    start_from(lab, 3, "F' R'")
    click(lab, *button_centre(lab, page.hint_button))
    lab.step(2)
    assert '2 of 4 edges' in page.words.text.replace('\n', ' ')
    click(lab, *button_centre(lab, page.show_button))
    settle(lab)
    lab.step(3)
    assert '3 of 4 edges' in _lines(page)[0]
    words = page.words.text.replace('\n', ' ')
    assert '3 of 4 edges' in words and '2 of 4 edges' not in words


def test_learn_page_in_french():
    out = subprocess.run([sys.executable, str(ROOT / 'tests' / 'view' / 'learn_probe.py'), 'fr'], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    texts = ' '.join(json.loads(out.stdout.strip().splitlines()[-1])['texts'])
    for words in ('Méthode débutant', 'Croix blanche', '3 sur 4 arêtes', 'Coins blancs', "L'arête",
                  'va en'):
        assert words in texts, words


def test_screenshot_of_the_learn_page(learn, tmp_path):
    """docs/learn.png for the README: a hint on a scrambled cube, focus on."""
    from panda3d.core import Filename
    lab, page = learn
    start_from(lab, 3, "F2 R' U L2 D B' R")
    lab.session.set_speed('instant')
    click(lab, *button_centre(lab, page.hint_button))
    lab.step(4)
    path = docs_image('learn.png', tmp_path)
    assert lab.app.win.saveScreenshot(Filename.fromOsSpecific(str(path)))
    assert path.stat().st_size > 20_000
