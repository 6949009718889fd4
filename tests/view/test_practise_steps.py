"""The Practise page's step bar on the real window: a solve typed through the X server,
step by step as the beginner's method solves it, shows as one segment per step (its width
the step's time) with the session's means; Ctrl+C copies the reconstruction, Export writes it."""
import pytest

from model import Alg
from storage import History
from timing.reconstruction import reconstruct
from viewdriver import button_centre, clipboard_text, docs_image, screenshot, settle
from xinput import click, keys, keys_for

pytestmark = [pytest.mark.gui, pytest.mark.slow]

LEARN_STEPS = ['cross', 'corners', 'middle layer', 'yellow cross', 'yellow edges', 'yellow corners placed',
               'yellow corners twisted']


@pytest.fixture(scope='module')
def solved(lab):
    """A session read by the beginner's method, and one solve typed step by step as Learn solves it."""
    from solver.beginner import solve as beginner
    s = lab.session
    s.set_speed('instant')
    s.set_size(3)
    s.reset()
    settle(lab)
    panel = lab.panel
    click(lab, *button_centre(lab, panel.tabs['practise']))
    page = panel.page
    click(lab, *button_centre(lab, page.new))
    for _ in range(2):                                    # CFOP -> Roux -> the beginner's
        click(lab, *button_centre(lab, page.method_button))
    assert " ".join(page.method_button.text_entity.text.split()) == "Method: Beginner"
    click(lab, *button_centre(lab, page.steps_button))     # the bar shows beside the panel
    click(lab, *button_centre(lab, page.scramble))
    assert s.wait_for_worker(600)
    settle(lab)
    assert page.practise.state == 'inspecting'
    lesson = beginner(s.cube.copy())
    counts = []
    for step in lesson.steps:
        presses, logged = keys_for(Alg([m for chunk in step.chunks for m in chunk.moves]))
        keys(lab, *presses, frames=2)
        counts.append(len(logged))
    settle(lab)
    assert page.practise.state == 'done' and s.cube.is_solved()
    with History(page.practise.history.path) as history:
        stored = history.solve(page.practise.last.id)
    yield page, stored, counts
    click(lab, *button_centre(lab, page.steps_button))     # hidden again: the 3D view is the next tests'
    assert not page.step_bar.enabled
    panel.select('play')
    lab.step(3)


def test_the_bar_has_a_segment_per_step_its_width_the_time(solved, lab):
    page, stored, counts = solved
    found = reconstruct(stored, 'beginner')
    assert [step.name for step in found.steps] == LEARN_STEPS
    ends = [sum(counts[:i + 1]) for i in range(len(counts))]       # Learn's steps, as typed
    assert [sum(len(step.moves) for step in found.steps[:i + 1]) for i in range(7)] == ends
    bar = page.step_bar
    shown = [seg for seg in bar.segments if seg.enabled]
    timed = [step for step in found.steps if step.time_ms > 0]
    assert [seg.step_name for seg in shown] == [step.name for step in timed]
    total = sum(step.time_ms for step in found.steps)
    for seg, step in zip(shown, timed):
        assert seg.scale_x == pytest.approx(0.84 * step.time_ms / total, abs=1e-6)
    assert bar.title.text.startswith("Steps by Beginner: ")
    assert bar.columns[0].text.splitlines()[1:] == LEARN_STEPS
    widest = max(shown, key=lambda seg: seg.scale_x)
    col, row = button_centre(lab, widest)
    pixel = screenshot(lab)[int(row), int(col)] / 255
    want = [widest.color[i] for i in range(3)]
    assert abs(pixel - want).max() < 0.08, (pixel, want)          # drawn where it is, in its colour


def test_screenshot_of_the_step_bar(solved, lab, tmp_path):
    """docs/practise_steps.png for the README: the last solve's steps, bar and means."""
    from panda3d.core import Filename
    lab.step(2)
    path = docs_image('practise_steps.png', tmp_path)
    assert lab.app.win.saveScreenshot(Filename.fromOsSpecific(str(path)))
    assert path.stat().st_size > 20_000


def test_ctrl_c_copies_the_reconstruction_and_export_writes_it(solved, lab):
    page, stored, _ = solved
    text = reconstruct(stored, 'beginner').text()
    assert text.startswith(stored.scramble + '\n\n') and '// cross ' in text
    keys(lab, 'ctrl+c')
    assert clipboard_text(lab) == text
    assert ' '.join(lab.panel.status.shown.split()) == 'Reconstruction copied to the clipboard'
    click(lab, *button_centre(lab, page.export_steps))
    from storage.paths import data_dir
    written = data_dir() / 'reconstructions' / f'solve-{stored.id}-beginner.txt'
    assert written.read_text(encoding='utf-8') == text
    assert ' '.join(lab.panel.status.shown.split()).startswith(f'Reconstruction {written.name} written in ')

