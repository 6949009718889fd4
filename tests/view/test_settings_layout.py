"""The Settings page fits its panel: in English and in French every button and label lies
above the status line (where "Settings saved to ..." appears), and no label runs under a
button on its line."""
import pytest

from viewdriver import button_centre, settle
from xinput import click

pytestmark = [pytest.mark.gui]


def _button_box(b, page):
    """(left, bottom, right, top) of a panel button (top-left origin), in the page's units."""
    p, s = b.get_position(page), b.get_scale(page)
    x, y, w, h = p[0], p[1], s[0], s[1]
    return x, y - h, x + w, y


def _text_box(t, page):
    (x0, y0, _), (x1, y1, _) = t.getTightBounds(page)
    return x0, y0, x1, y1


def _overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _check(lab):
    from ursina import Button, Text
    panel = lab.panel
    page = panel.page
    status_top = panel.status.get_position(page)[1]
    buttons = [e for e in page.children if isinstance(e, Button) and e.enabled]
    texts = [e for e in page.children if isinstance(e, Text) and e.enabled and e.text.strip()]
    assert len(buttons) > 25 and len(texts) > 8
    boxes = {b: _button_box(b, page) for b in buttons}
    labels = {t: _text_box(t, page) for t in texts}
    low = [(getattr(e, 'text', ''), round(box[1], 3)) for e, box in [*boxes.items(), *labels.items()]
           if box[1] < status_top]
    assert not low, f'below the status line ({status_top:.3f}): {low}'
    under = [(t.text, b.text) for t, tb in labels.items() for b, bb in boxes.items() if _overlap(tb, bb)]
    assert not under, under


def test_settings_fit_above_the_status_line_in_english_and_french(lab):
    panel = lab.panel
    panel.select('settings')
    settle(lab)
    page = panel.page
    try:
        _check(lab)
        click(lab, *button_centre(lab, page.languages['fr']))
        settle(lab)
        assert panel.tr.language == 'fr'
        _check(lab)
    finally:
        click(lab, *button_centre(lab, page.languages['en']))
        settle(lab)
        panel.select('play')
        lab.step(3)
