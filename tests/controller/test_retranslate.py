"""Texts the window shows, made again in another language from the catalogue."""
from controller.strings import text
from controller.retranslate import translate


def test_exact_strings():
    assert translate(text('play.solve', 'en'), 'en', 'fr') == text('play.solve', 'fr')
    assert translate(text('play.solve', 'fr'), 'fr', 'en') == text('play.solve', 'en')


def test_templates_read_their_fields_back():
    shown = text('settings.size', 'en', n=5)
    assert translate(shown, 'en', 'fr') == text('settings.size', 'fr', n=5)
    shown = text('settings.changed', 'en', path='/tmp/x/settings.toml')
    assert translate(shown, 'en', 'fr') == text('settings.changed', 'fr', path='/tmp/x/settings.toml')


def test_wrapped_text_reads_as_one_line():
    shown = text('paint.title', 'en')
    wrapped = shown.replace(' ', '\n', 3)
    assert translate(wrapped, 'en', 'fr') == text('paint.title', 'fr')


def test_catalogue_values_inside_fields_are_translated_too():
    colour = text('paint.colour_red', 'en').lower()
    shown = text('settings.colour_title', 'en', colour=colour)
    assert translate(shown, 'en', 'fr') == text('settings.colour_title', 'fr', colour='rouge')
    picked = text('paint.picked', 'en', colour=text('paint.colour_green', 'en'))
    assert translate(picked, 'en', 'fr') == text('paint.picked', 'fr', colour=text('paint.colour_green', 'fr'))


def test_text_no_template_made_is_left_alone():
    assert translate("R U R' U'", 'en', 'fr') is None
    assert translate('', 'en', 'fr') is None
    assert translate(text('play.solve', 'en'), 'en', 'en') is None
