"""Hostile keymap files: nested past the parser's limits, or saved with a BOM."""
from controller.keymap import DEFAULT_PATH, load


def test_keymap_nested_5000_deep_gives_defaults_and_one_message(tmp_path):
    """A keymap nested past the parser's limits raises no RecursionError: the window starts."""
    path = tmp_path / 'keymap.toml'
    path.write_text('a = ' + '[' * 5000 + ']' * 5000 + '\n')
    keymap, problems = load(path)
    defaults, _ = load(tmp_path / 'missing.toml')
    assert len(problems) == 1 and 'nested too deeply' in problems[0] and 'default keys' in problems[0]
    assert keymap.help_lines() == defaults.help_lines()


def test_keymap_with_a_byte_order_mark_is_read(tmp_path):
    """A keymap saved with a UTF-8 BOM is read, not thrown away."""
    plain, bom = tmp_path / 'plain.toml', tmp_path / 'bom.toml'
    text = DEFAULT_PATH.read_text(encoding='utf-8')
    plain.write_text(text, encoding='utf-8')
    bom.write_bytes(b'\xef\xbb\xbf' + text.encode('utf-8'))
    assert load(bom)[1] == [] and load(bom)[0].help_lines() == load(plain)[0].help_lines()
