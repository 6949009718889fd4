"""The Practise page's step bar on the real window: a solve typed through the X server,
step by step as the beginner's method solves it, shows by itself once the solve is kept, as
one segment per step (its width the step's time, its name on it where it fits) with the
session's means, beside the page's widgets in a wide and a tall window; the plot shows the
step times in the bar's colours; Ctrl+C copies the reconstruction, Export writes it."""
import numpy as np
import pytest

from model import Alg
from storage import History
from timing.reconstruction import reconstruct
from viewdriver import button_centre, clipboard_text, docs_image, plot_arrives, resize_window, screenshot, settle
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
    click(lab, *button_centre(lab, page.scramble))
    assert s.wait_for_worker(600)
    settle(lab)
    assert page.practise.state == 'inspecting'
    assert not page.step_bar.enabled                      # the cube is what the user looks at
    lesson = beginner(s.cube.copy())
    counts = []
    for step in lesson.steps:
        presses, logged = keys_for(Alg([m for chunk in step.chunks for m in chunk.moves]))
        keys(lab, *presses, frames=2)
        counts.append(len(logged))
    settle(lab)
    assert page.practise.state == 'done' and s.cube.is_solved()
    assert page.step_bar.enabled                          # up with no click asked for
    with History(page.practise.history.path) as history:
        stored = history.solve(page.practise.last.id)
    yield page, stored, counts
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


def _box(entity, relative_to):
    """(left, bottom, right, top) of what `entity` draws, in `relative_to`'s units."""
    (x0, y0, _), (x1, y1, _) = entity.getTightBounds(relative_to)
    return x0, y0, x1, y1


def _overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_a_segment_shows_its_name_only_where_it_fits(solved, lab):
    """A name wider than its segment is left off it (the table below names every step):
    the bar drawn for steps of known times, 'yellow corners placed' on a tenth of it."""
    from timing.reconstruction import Reconstruction, Step
    page, stored, _ = solved
    bar = page.step_bar
    tenths = (1, 2, 2, 1, 1, 1, 2)
    ends = [sum(tenths[:i + 1]) * 1000 for i in range(len(tenths))]
    steps = tuple(Step(name, (('R', end),), end - 1000 * tenth, end)
                  for name, tenth, end in zip(LEARN_STEPS, tenths, ends))
    # these steps share the stored solve's key, which the bar may show already (the real
    # steps, whose widths are the typing's): drawn anew, and left alone by the page after
    bar.shown_key = None
    bar.show(Reconstruction(stored, 'beginner', steps), page.lab.solve_steps.means(), 'beginner')
    lab.step(2)
    assert [seg.scale_x for seg in bar.segments if seg.enabled] == \
        pytest.approx([0.84 * tenth / 10 for tenth in tenths])
    named, unnamed = [], []
    for segment, text in zip(bar.segments, bar.segment_labels):
        if not segment.enabled:
            continue
        inside = _box(segment, bar)
        if text.text.strip():
            drawn = _box(text, bar)
            assert inside[0] <= drawn[0] and drawn[2] <= inside[2], (text.text, drawn, inside)
            assert inside[1] <= drawn[1] and drawn[3] <= inside[3], (text.text, drawn, inside)
            named.append(text.text)
        else:
            unnamed.append(bar.step_name(segment.step_name))
    assert 'yellow corners placed' in unnamed and 'middle layer' in named
    table = bar.columns[0].text.splitlines()
    assert all(name in table for name in unnamed + named)
    bar.shown_key, page._dirty = None, True                  # the solve's own steps again
    lab.step(2)
    assert [seg.step_name for seg in bar.segments if seg.enabled] == \
        [step.name for step in reconstruct(stored, 'beginner').steps if step.time_ms > 0]


def test_the_method_label_is_one_line_in_its_button_above_the_status_line(solved, lab):
    """Each method's name, in English and in French."""
    page = solved[0]
    panel, preferences = lab.panel, lab.preferences
    status_top = panel.status.get_pos(panel)[1]
    seen = []
    try:
        for language in ('en', 'fr'):
            preferences.change(language=language)
            lab.apply_preferences()
            lab.step(3)
            for _ in range(3):                                 # Beginner -> CFOP -> Roux -> Beginner
                text = page.method_button.text_entity
                button = _box(page.method_button, panel)
                drawn = _box(text, panel)
                assert '\n' not in text.text, text.text
                assert button[0] <= drawn[0] and drawn[2] <= button[2], (text.text, drawn, button)
                assert button[1] <= drawn[1] and drawn[3] <= button[3], (text.text, drawn, button)
                assert button[1] > status_top, (button, status_top)
                seen.append(' '.join(text.text.split()))
                click(lab, *button_centre(lab, page.method_button))
    finally:
        preferences.change(language='en')
        lab.apply_preferences()
        lab.step(3)
    assert seen[0] == 'Method: Beginner' and 'Méthode : Débutant' in seen and len(set(seen)) == 6
    assert page.lab.solve_steps.method == 'beginner'


#: Window sizes: wide; landscape narrower than the panel's full scale (1.3:1) and square,
#: where the panel is scaled at the left; the narrowest that keeps the panel at the left
#: (at its smallest scale); tall, the panel below.
WINDOW_SHAPES = ((1280, 800), (1000, 800), (860, 860), (700, 880), (560, 896))


def test_the_bar_and_the_plot_cover_none_of_the_page_wide_or_tall(solved, lab):
    """In windows of every shape (the panel at the left, scaled or not, or below the
    cube): the bar and the plot lie inside the window, off the timer, the statistics,
    the list and the buttons, and off each other."""
    from ursina import camera, window
    from view.layout import panel_below
    page = solved[0]
    widgets = [page.timer, page.info, page.stats, page.timeline_slider.bg, *page.buttons]
    shown = lab.app.win.getProperties()
    origin = shown.getXOrigin(), shown.getYOrigin()
    try:
        for size in WINDOW_SHAPES:
            resize_window(lab, *size)
            assert (lab.app.win.getXSize(), lab.app.win.getYSize()) == size
            assert lab.panel._two_columns == panel_below(size[0] / size[1]) == (size == (560, 896))
            click(lab, *button_centre(lab, page.plot_button))
            plot_arrives(lab, page)
            assert page.step_bar.enabled and page.plot.enabled
            bar, plot = _box(page.step_bar.backdrop, camera.ui), _box(page.plot, camera.ui)
            assert not _overlap(bar, plot), (size, bar, plot)
            half = window.aspect_ratio / 2
            for box in (bar, plot):
                assert -half <= box[0] and box[2] <= half and -0.5 <= box[1] and box[3] <= 0.5, (size, box)
                for widget in widgets:
                    assert not _overlap(box, _box(widget, camera.ui)), (size, box, getattr(widget, 'text', widget))
            for _ in range(2):                                 # the step times, then hidden
                click(lab, *button_centre(lab, page.plot_button))
                plot_arrives(lab, page)
            assert not page.plot.enabled
    finally:
        resize_window(lab, 1280, 800, origin)
    assert not lab.panel._two_columns


def test_the_step_plot_has_a_colour_per_step(solved, lab):
    """Plot, twice: each solve's step times stacked, each step in its segment's colour."""
    from view.step_bar import SEGMENT_COLOURS
    page, stored, _ = solved
    for _ in range(2):                                         # the times, then the step times
        click(lab, *button_centre(lab, page.plot_button))
        plot_arrives(lab, page)
    assert page.plot.enabled
    col, row = button_centre(lab, page.plot)
    half_w, half_h = page.plot.scale_x * 400, page.plot.scale_y * 400     # 800 px window height
    region = screenshot(lab)[int(row - half_h):int(row + half_h), int(col - half_w):int(col + half_w)]
    pixels = region[:, :int(region.shape[1] * 0.7)].reshape(-1, 3).astype(int)    # the bars; the legend is right
    steps = reconstruct(stored, 'beginner').steps
    for i, step in enumerate(steps):
        want = np.array(SEGMENT_COLOURS[i]) * 255
        found = (np.abs(pixels - want).max(axis=1) < 10).sum()
        assert found > (40 if step.time_ms > 0 else -1), (step.name, found)
    click(lab, *button_centre(lab, page.plot_button))         # hidden
    lab.step(3)
    assert not page.plot.enabled


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

