"""One turn speed: chosen on any page it is the session's and settings.toml's (kept
there with what the file holds besides), an unrelated settings change leaves it alone,
and scrambles play at it like every other turn."""
from controller.lab import Lab
from controller.preferences import Preferences
from controller.speed import duration

from fake_solvers import SCRAMBLE, plug
from model import Alg


def make_lab(make_session, tmp_path, **kwargs):
    prefs = Preferences(tmp_path / 'settings.toml', tmp_path / 'keymap.toml')
    return Lab(make_session(3, **kwargs), prefs)


def test_the_chosen_speed_is_saved_keeping_what_the_file_holds(make_session, tmp_path):
    lab = make_lab(make_session, tmp_path)
    path = tmp_path / 'settings.toml'
    path.write_text(path.read_text() + 'mystery = "kept"\n# my own note\n')
    lab.set_speed('instant')
    assert lab.session.speed_name == 'instant' and lab.preferences.settings.speed == 'instant'
    again = Preferences(path, tmp_path / 'keymap.toml')
    assert again.settings.speed == 'instant'
    assert 'mystery = "kept"' in path.read_text() and '# my own note' in path.read_text()
    lab.set_speed(0.4)                               # the Play page's slider: seconds
    assert Preferences(path, tmp_path / 'keymap.toml').settings.speed == '0.4'
    lab.set_speed(0.6)                               # a preset's seconds: kept by its name
    assert Preferences(path, tmp_path / 'keymap.toml').settings.speed == 'slow'


def test_an_unrelated_settings_change_keeps_the_speed(make_session, tmp_path):
    lab = make_lab(make_session, tmp_path)
    lab.set_speed('slow')
    lab.preferences.change(language='fr')
    lab.apply_preferences()
    assert lab.session.speed_name == 'slow' and lab.session.language == 'fr'
    given = Lab.from_settings(3, speed='fast', preferences=Preferences(tmp_path / 'settings.toml',
                                                                       tmp_path / 'keymap.toml'))
    given.preferences.change(language='en')          # a --speed given at start stays too
    given.apply_preferences()
    assert given.session.speed_name == 'fast'
    given.preferences.change(speed='normal')         # until the speed itself is changed
    given.apply_preferences()
    assert given.session.speed_name == 'normal'
    given.session.close()


def test_a_scramble_plays_at_the_chosen_speed(make_session, tmp_path):
    lab = make_lab(make_session, tmp_path, scrambler=plug('fixed_scrambler'))
    session = lab.session
    session.set_speed('slow')
    session.scramble()
    assert session.wait_for_worker(30)
    session.update(0)
    assert session.playlist_kind == 'scramble'
    moves = Alg.parse(SCRAMBLE)
    took = 0.0
    while session.play_index < len(moves) or session.active is not None:
        session.update(1 / 60)
        took += 1 / 60
        assert took < 60
    expected = sum(duration(0.6, m.quarter_turns) for m in moves)
    assert took >= expected - 0.1


def test_a_language_given_at_start_holds_until_the_language_itself_is_chosen(tmp_path):
    """`main.py --language fr` over a settings file in English: changing another setting
    keeps the window in French (and its notes name the colours in French); choosing a
    language in the window replaces it, even English, the file's own."""
    prefs = Preferences(tmp_path / 'settings.toml', tmp_path / 'keymap.toml')
    assert prefs.language == 'en'
    lab = Lab.from_settings(3, language='fr', preferences=prefs)
    try:
        session = lab.session
        assert session.language == 'fr' and session.face_words['F'] == 'verte'
        lab.preferences.change(letters=True)                   # another setting
        lab.apply_preferences()
        assert session.language == 'fr' and session.face_words['F'] == 'verte'
        assert lab.colour_words()[2] == 'vert'
        lab.set_speed('fast')
        assert session.language == 'fr'
        lab.set_language('en')                                 # the file's language, chosen
        assert session.language == 'en' and prefs.language == 'en' and session.face_words['F'] == 'green'
        lab.preferences.change(letters=False)
        lab.apply_preferences()
        assert session.language == 'en'
    finally:
        lab.close()
