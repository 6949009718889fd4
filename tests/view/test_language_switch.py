"""Switching to French on the Settings page, by a real click, reaches every page at
once: a sample of each page's buttons and labels then shows the French catalogue
strings, and the pixels under them change (and come back when switching back)."""
import numpy as np
import pytest

from controller.strings import phrase, text
from test_paint_mode import click, hands_off
from viewdriver import button_centre, screenshot, settle, window_pixels

#: mode -> (attribute of the page, catalogue key) for buttons, per page.
BUTTONS = {
    'play': [('scramble', 'play.scramble'), ('undo', 'play.undo'), ('reset', 'play.reset'),
             ('play', 'play.play')],
    'learn': [('hint_button', 'learn.hint'), ('teach_button', 'learn.teach_me'),
              ('method_button', 'cfop.method_beginner')],
    'practise': [('scramble', 'practise.scramble'), ('new', 'practise.new_session'),
                 ('replay_button', 'practise.replay')],
    'paint': [('undo', 'paint.undo'), ('clear', 'paint.clear'), ('solve', 'paint.solve')],
    'settings': [('save', 'settings.save'), ('open', 'settings.open'), ('rebind', 'settings.rebind')],
}
#: mode -> catalogue keys of fixed labels on that page.
LABELS = {'play': ['play.speed', 'play.alg_prompt'], 'learn': [],      # its title follows the method
          'practise': [], 'paint': ['paint.paste_prompt'],
          'settings': ['settings.speed', 'settings.keys', 'settings.language']}


def _crop(lab, widget):
    """The pixels of a widget (its box on screen, a little inset)."""
    from ursina import camera
    col, row = button_centre(lab, widget)
    h = window_pixels(lab)[1]
    w2, h2 = widget.get_scale(camera.ui)[0] * h / 2 - 3, widget.get_scale(camera.ui)[1] * h / 2 - 3
    return screenshot(lab)[int(row - h2):int(row + h2), int(col - w2):int(col + w2)].astype(int)


def _label_texts(page):
    return {' '.join(t.text.split()) for t in page._fixed_labels}


def _words(button) -> str:
    """A button's label as one line (a label too long for one line is wrapped onto two)."""
    return button.text.replace('-\n', '-').replace('\n', ' ')


def _visit(lab, mode):
    click(lab, *button_centre(lab, lab.panel.tabs[mode]))
    assert lab.panel.mode == mode
    lab.step(3)
    return lab.panel.pages[mode]


@pytest.fixture
def english(lab):
    prefs = lab.preferences
    prefs.change(language='en')
    lab.apply_preferences()
    settle(lab)
    yield lab
    prefs.change(language='en')
    lab.apply_preferences()
    click(lab, *button_centre(lab, lab.panel.tabs['play']))
    hands_off(lab)


def test_french_reaches_every_page_at_once(english):
    lab = english
    crops = {}
    for mode, buttons in BUTTONS.items():                      # the English pixels first
        page = _visit(lab, mode)
        for name, key in buttons:
            assert _words(getattr(page, name)) == text(key, 'en')
            crops[mode, name] = _crop(lab, getattr(page, name))
    settings = lab.panel.pages['settings']
    click(lab, *button_centre(lab, settings.languages['fr']))   # a real click on "Français"
    assert lab.preferences.settings.language == 'fr' and lab.session.language == 'fr'
    assert 'Réglages enregistr' in ' '.join(lab.panel.status.text.split())   # said in French
    for mode in ('play', 'learn', 'practise', 'paint', 'settings'):
        assert _words(lab.panel.tabs[mode]) == text(f'window.tab_{mode}', 'fr')
    for mode, buttons in BUTTONS.items():
        page = _visit(lab, mode)
        for name, key in buttons:
            widget = getattr(page, name)
            assert _words(widget) == text(key, 'fr'), (mode, name, widget.text)
            if text(key, 'fr') != text(key, 'en'):
                assert np.abs(_crop(lab, widget) - crops[mode, name]).max() > 60, (mode, name)
        if mode == 'learn':
            assert page.title.text == text('learn.title', 'fr')
        labels = _label_texts(page)
        for key in LABELS[mode]:
            assert ' '.join(text(key, 'fr').split()) in labels, (mode, key, labels)
    page = _visit(lab, 'settings')
    assert page.size_label.text == text('settings.size', 'fr', n=lab.preferences.settings.size)
    assert lab.panel.status.text == ''              # it spoke of Settings, and the pages were left
    click(lab, *button_centre(lab, page.languages['en']))      # and back: the same pixels as before
    for mode, buttons in BUTTONS.items():
        page = _visit(lab, mode)
        for name, key in buttons:
            assert _words(getattr(page, name)) == text(key, 'en')
            assert np.abs(_crop(lab, getattr(page, name)) - crops[mode, name]).max() <= 40, (mode, name)


def test_a_message_shown_in_english_is_drawn_again_in_french(english):
    """The status line and the size title follow a language switch from their keys,
    without a new message."""
    from controller.events import Message
    lab = english
    _visit(lab, 'play')
    lab.session.say(Message.of('session.copied', kind=phrase('session.kind_scramble'), count=20))
    lab.step(2)
    english_line = ' '.join(lab.panel.status.text.split())
    assert english_line == text('session.copied', 'en', kind=text('session.kind_scramble', 'en'), count=20)
    lab.preferences.change(language='fr')
    lab.apply_preferences()
    lab.step(2)
    assert ' '.join(lab.panel.status.text.split()) == \
        text('session.copied', 'fr', kind=text('session.kind_scramble', 'fr'), count=20) != english_line
    assert lab.panel.size_title.text == text('window.size_title', 'fr', n=lab.session.size)
