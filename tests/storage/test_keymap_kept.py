"""A rebind rewrites keymap.toml; what the file held beyond text key tables (a table
of the user's own, a value that is not text, comments) is never silently dropped:
the old file is kept beside, renamed, and the rebind says so."""
import tomllib

from controller import key_presets
from controller.key_presets import Target, rebind

HAND_WRITTEN = '''# my keys
[moves]
q = "R"
w = 5

[actions]
"ctrl+u" = "undo"

[mine]
x = 1
'''


def test_a_rebind_keeps_the_old_file_aside_when_it_held_more(tmp_path):
    path = tmp_path / 'keymap.toml'
    path.write_text(HAND_WRITTEN)
    keymap, _ = key_presets.load('cubelab', path)
    done = rebind(path, keymap, 'e', Target(move='U'))
    assert done.kept_as is not None and done.kept_as.read_text() == HAND_WRITTEN          # nothing lost
    assert done.kept_as.name.startswith('keymap.toml.replaced-')
    data = tomllib.loads(path.read_text())
    assert data['moves']['e'] == 'U' and data['moves']['q'] == 'R' and data['actions']['ctrl+u'] == 'undo'
    again = rebind(path, key_presets.load('cubelab', path)[0], 'i', Target(move='F'))
    assert again.kept_as is None                        # the file CubeLab wrote holds nothing more
    assert len(list(tmp_path.glob('keymap.toml.replaced-*'))) == 1
