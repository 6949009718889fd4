"""The F1 keymap overlay lists Ctrl+Q (quit) with the other window keys, in
the window's language; F1 typed through the X server."""
from controller.strings import text
from viewdriver import settle
from xinput import keys


def test_f1_lists_ctrl_q_to_quit(fresh):
    keys(fresh, 'F1')
    try:
        assert fresh.panel.keymap.enabled
        words = fresh.panel.keymap.text.text
        language = fresh.session.language
        assert f"{text('window.key_ctrl', language)}+Q" in words
        assert text('window.help_quit', language) in ' '.join(words.split())
    finally:
        keys(fresh, 'F1')
        settle(fresh)
    assert not fresh.panel.keymap.enabled
