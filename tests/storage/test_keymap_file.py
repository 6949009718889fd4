"""The user's keymap file: read as TOML tables, written whole, a broken one kept aside."""
import pytest

from storage import keymap_file


def test_tables_written_are_read_back(tmp_path):
    path = tmp_path / 'keymap.toml'
    tables = {'moves': {'i': 'R', 'k': ''}, 'actions': {'ctrl+z': 'undo'}}
    keymap_file.write_user_tables(path, tables)
    assert keymap_file.read_user_tables(path) == tables
    assert keymap_file.read(path) == tables
    assert path.read_text().startswith('# Your CubeLab keys')


def test_a_missing_file_is_none_and_no_tables(tmp_path):
    assert keymap_file.read(tmp_path / 'none.toml') is None
    assert keymap_file.read_user_tables(tmp_path / 'none.toml') == {}


def test_a_broken_file_raises_when_read_and_is_set_aside_when_changed(tmp_path):
    path = tmp_path / 'keymap.toml'
    path.write_text('[moves\n')
    with pytest.raises(keymap_file.UNREADABLE):
        keymap_file.read(path)
    assert keymap_file.read_user_tables(path) == {}
    assert not path.exists() and len(list(tmp_path.glob('keymap.toml.broken-*'))) == 1
