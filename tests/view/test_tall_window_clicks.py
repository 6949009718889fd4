"""In a tall window (the panel below the cube, scaled down, in two columns) the real pointer
reaches every button of every page: each labelled button is the one under the pointer when
the X server puts the pointer on its centre, and a click there does what the button says."""
import pytest

from viewdriver import button_centre, resize_window, settle
from xinput import click, move

pytestmark = [pytest.mark.gui]

TALL = (560, 896)


def labelled_buttons(page):
    from ursina import Button
    return [e for e in page.children
            if isinstance(e, Button) and e.enabled and str(getattr(e, 'text', '')).strip()]


@pytest.fixture
def tall(lab):
    resize_window(lab, *TALL)
    settle(lab)
    yield lab
    lab.panel.select('play')
    resize_window(lab, 1280, 800)
    settle(lab)


def test_every_button_of_every_page_is_under_the_pointer_at_its_centre(tall):
    from ursina import mouse
    panel = tall.panel
    missed, seen = [], 0
    for mode in list(panel.pages):
        panel.select(mode)
        tall.step(3)
        for b in labelled_buttons(panel.page):
            move(tall, *button_centre(tall, b), frames=3)
            seen += 1
            if mouse.hovered_entity is not b:
                missed.append(f'{mode}: {b.text.strip()!r}')
    assert seen > 40
    assert not missed, f'the pointer misses {len(missed)} of {seen} buttons: {missed}'


def test_a_click_on_a_speed_button_in_the_tall_window_sets_the_speed(tall):
    panel, session = tall.panel, tall.session
    panel.select('play')
    tall.step(3)
    before = session.speed_name
    try:
        for name in ('slow', 'fast'):
            click(tall, *button_centre(tall, panel.page.speeds[name]))
            settle(tall)
            assert session.speed_name == name
    finally:
        tall.lab.set_speed(before)
        settle(tall)
