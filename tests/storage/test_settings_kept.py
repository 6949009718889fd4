"""A change made in the window rewrites settings.toml in place: settings this version
does not know (a newer CubeLab's), comments and values out of range stay as they are,
only the changed settings' lines change."""
import tomllib

from controller.preferences import Preferences
from storage import settings as st

HAND_WRITTEN = '''# my notes about my settings
version = 1
new_setting_from_v2 = "keep me"
size = 500            # too big for this version: reported, kept
speed = "fast"        # fast is fine
letters = true

[colours]
# my orange
orange = "#ff8800"

[plugins]
thing = [1, 2, {deep = "x"}]
'''


def test_unknown_keys_comments_and_out_of_range_values_survive_changes(tmp_path):
    path = tmp_path / 'settings.toml'
    path.write_text(HAND_WRITTEN)
    prefs = Preferences(path, keymap_file=tmp_path / 'keymap.toml')
    assert any('size' in p and '500' in p for p in prefs.problems)                  # reported
    assert prefs.settings.size == 3 and prefs.settings.speed == 'fast'
    prefs.change(language='fr')
    prefs.change(speed='slow')
    text = path.read_text()
    data = tomllib.loads(text)
    assert data['new_setting_from_v2'] == 'keep me' and data['plugins'] == {'thing': [1, 2, {'deep': 'x'}]}
    assert data['size'] == 500 and data['letters'] is True and data['colours'] == {'orange': '#ff8800'}
    assert data['language'] == 'fr' and data['speed'] == 'slow'
    for comment in ('# my notes about my settings', '# too big for this version: reported, kept', '# my orange',
                    '# fast is fine'):
        assert comment in text
    prefs.change(size=4)                                                            # the user changes it
    data = tomllib.loads(path.read_text())
    assert data['size'] == 4 and data['new_setting_from_v2'] == 'keep me'
    assert st.load(path)[0] == st.Settings(letters=True, speed='slow', language='fr', size=4,
                                           colours={'orange': '#ff8800'})


def test_colours_change_inside_their_table_only(tmp_path):
    path = tmp_path / 'settings.toml'
    path.write_text(HAND_WRITTEN)
    prefs = Preferences(path, keymap_file=tmp_path / 'keymap.toml')
    prefs.set_colour(0, '#123456')
    data = tomllib.loads(path.read_text())
    assert data['colours'] == {'orange': '#ff8800', 'white': '#123456'} and data['plugins']['thing'][0] == 1
    assert '# my orange' in path.read_text()


def test_a_file_that_cannot_be_changed_in_place_is_kept_aside(tmp_path):
    path = tmp_path / 'settings.toml'
    path.write_text('colours = {orange = "#ff8800"}\nmine = 1\nspeed = """fast"""\n')
    prefs = Preferences(path, keymap_file=tmp_path / 'keymap.toml')
    prefs.set_colour(0, '#123456')
    aside = list(tmp_path.glob('settings.toml.replaced-*'))
    assert len(aside) == 1 and 'mine = 1' in aside[0].read_text()
    assert any(aside[0].name in p for p in prefs.problems)
    assert st.load(path)[0].colours == {'orange': '#ff8800', 'white': '#123456'}
