"""In the real window, a big solve shows its real stage and progress
(not 'Building solver tables'), and Cancel, clicked with the real pointer, stops it at
once: the worker process is gone, the cube is as it was and the window answers keys."""
import random
import time

from model import Alg, Cube
from scramble.rules import default_length, layer_sets, random_moves
from viewdriver import assert_screen_matches_model, button_centre, click, key, settle, start_from

N = 20


def test_a_big_solve_shows_its_stage_and_cancel_stops_it(fresh):
    s, panel = fresh.session, fresh.panel
    alg = str(Alg(random_moves(layer_sets(N), default_length(N), random.Random(7))))
    start_from(fresh, N, alg)
    start = s.cube.copy()
    assert not panel.cancel.enabled                       # nothing to cancel yet
    click(fresh, *button_centre(fresh, panel.pages['play'].solve))
    assert s.busy and panel.cancel.enabled and panel.progress.enabled
    process = s.background.worker.job.process
    texts, deadline = [], time.monotonic() + 120
    while time.monotonic() < deadline:
        fresh.step()
        time.sleep(0.01)                                  # the worker runs in real time
        shown = panel.progress_text.shown
        if shown and (not texts or texts[-1] != shown):
            texts.append(shown)
        centres = [t for t in texts if t.startswith('Solving the centres')]
        if len(centres) >= 3:                             # the percentage moves on
            break
    assert s.busy, f'the solve ended before it could be cancelled: {texts}'
    assert len([t for t in texts if t.startswith('Solving the centres')]) >= 3, texts
    assert not any('table' in t.lower() for t in texts), texts
    assert panel.progress.fill.scale_x > 0.01 * panel.progress.width   # the bar has moved
    click(fresh, *button_centre(fresh, panel.cancel))
    assert not process.is_alive()                         # stopped at once, not left to finish
    assert not s.busy
    fresh.step(3)
    assert panel.status.shown.startswith('Solve cancelled')
    assert not panel.cancel.enabled and not panel.progress.enabled
    assert s.cube == start and s.playlist_kind != 'solution'
    assert_screen_matches_model(fresh, minimum=N * N)          # three faces of 400 stickers face the camera
    key(fresh, 'r')                                      # the window still answers
    s.set_speed('instant')
    settle(fresh)
    assert s.cube == start.copy().apply('R')
    assert Cube(N) != s.cube
