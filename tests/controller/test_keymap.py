"""Key bindings: the default file, the user's override, broken files, prefixes and actions."""
import pytest

from controller import HelpToggled, Message
from controller.keymap import DEFAULT_PATH, load, parse_combo
from model import Cube, Move

from ctrl_frames import settle


def keys(session, text):
    """Press keys written like 'r U 3 f ctrl+z' (capital = Shift)."""
    for word in text.split():
        ctrl = word.startswith('ctrl+')
        key = word.removeprefix('ctrl+')
        shift = key.isupper()
        session.handle_key(key.lower(), shift, ctrl)


def test_default_keymap_loads_without_problems():
    keymap, problems = load(DEFAULT_PATH.parent / 'no-such-user-file.toml')
    assert problems == []
    assert {k: str(m) for k, m in keymap.moves.items()} == {
        'u': 'U', 'd': 'D', 'r': 'R', 'l': 'L', 'f': 'F', 'b': 'B',
        'm': 'M', 'e': 'E', 's': 'S', 'x': 'x', 'y': 'y', 'z': 'z'}
    assert keymap.lookup('z', False, True).action == 'undo'
    assert keymap.lookup('y', False, True).action == 'redo'
    assert keymap.lookup('z', True, True).action == 'redo'
    assert keymap.lookup('space').action == 'toggle_pause'
    assert keymap.lookup('f1').action == 'help'
    assert keymap.lookup('/', True, False).action == 'help'      # ? on a US keyboard


@pytest.mark.parametrize('text, alg', [
    ("r u F", "R U F'"),
    ("3 r", "3R"), ("w r", "Rw"), ("3 w R", "3Rw'"), ("1 2 r", "12R"), ("2 escape r", "R"),
    ("m e S x Y z", "M E S' x y' z"),
])
def test_keys_make_moves(make_session, text, alg):
    session = make_session(13, speed='instant')
    keys(session, text)
    session.update(0)
    assert session.cube == Cube(13).apply(alg)


def test_depth_prefix_state_and_overflow(make_session):
    session = make_session(5)
    keys(session, "3")
    assert session.depth == 3 and session.pending_prefix == '3'
    keys(session, "7")                                # 37 > 5: a new number starts
    assert session.depth == 7
    keys(session, "w")
    assert session.pending_prefix == '7w'
    keys(session, "r")                                # 7Rw is too deep for a 5x5
    events = session.update(0)
    assert events[-1].level == 'error' and '7Rw' in events[-1].text
    assert session.depth is None and not session.wide_pending
    assert session.cube.is_solved()


def test_unused_keys_return_false(make_session):
    session = make_session(3)
    for key, shift, ctrl in [('q', False, False), ('r up', False, False), ('shift', True, False),
                             ('control', False, True), ('q', False, True), ('', False, False)]:
        assert session.handle_key(key, shift, ctrl) is False
    settle(session)
    assert session.cube.is_solved()


def test_help_key_toggles_and_help_lines_follow_the_keymap(make_session):
    session = make_session(3)
    assert session.handle_key('f1', False, False)
    assert session.update(0)[-1] == HelpToggled(True) and session.help_visible
    session.handle_key('/', True, False)
    assert session.update(0)[-1] == HelpToggled(False)
    lines = dict(session.keymap_help())
    assert lines['R'] == "R   (Shift: R')"
    assert lines['Ctrl+Z'] == 'undo'
    assert lines['F1 / ? / Shift+/'] == 'show / hide this keymap'


def test_user_keymap_merges_over_defaults(make_session, tmp_path):
    user = tmp_path / 'keymap.toml'
    user.write_text('[moves]\nj = "R"\nr = ""\nk = "Rw"\n\n[actions]\n"ctrl+u" = "undo"\nspace = ""\n'
                    '"shift+backspace" = "reset"\n')
    session = make_session(4, keymap_file=user, speed='instant')
    assert session.update(0) == [__import__('controller').Redraw()]   # no problems
    assert not session.handle_key('r', False, False)
    assert not session.handle_key('space', False, False)
    keys(session, "j U 3 k")
    session.update(0)
    assert session.cube == Cube(4).apply("R U' 3Rw")
    session.handle_key('u', False, True)
    session.update(0)
    assert session.cube == Cube(4).apply("R U'")
    session.handle_key('backspace', True, False)
    session.update(0)
    assert session.cube.is_solved()


def test_broken_user_keymap_is_a_message_and_defaults_stay(make_session, tmp_path):
    user = tmp_path / 'keymap.toml'
    user.write_text('[moves\nr = "L"\n')
    session = make_session(3, keymap_file=user)
    errors = [e for e in session.update(0) if isinstance(e, Message)]
    assert len(errors) == 1 and errors[0].level == 'error'
    assert 'could not be read' in errors[0].text and 'default keys' in errors[0].text
    assert session.keymap.lookup('r').move == Move('R')


def test_bad_entries_are_reported_and_skipped(make_session, tmp_path):
    user = tmp_path / 'keymap.toml'
    user.write_text('[moves]\nr = "Q"\nj = 5\n"ctrl+k" = "R"\nh = "L"\n\n[actions]\nspace = "fly"\n'
                    'g = "depth x"\n\n[colours]\nu = "red"\n')
    session = make_session(3, keymap_file=user)
    texts = [e.text for e in session.update(0) if isinstance(e, Message) and e.level == 'error']
    assert len(texts) == 6
    assert any("'Q'" in t for t in texts) and any("'fly'" in t for t in texts)
    assert any('[colours]' in t for t in texts)
    assert session.keymap.lookup('r').move == Move('R')        # bad entry skipped
    assert session.keymap.lookup('h').move == Move('L')        # good one used
    assert session.keymap.lookup('space').action == 'toggle_pause'


def test_parse_combo_normalises():
    assert parse_combo('Shift+Ctrl+Z') == 'ctrl+shift+z'
    assert parse_combo('control+y') == 'ctrl+y'
    assert parse_combo('left arrow') == 'left arrow'
    with pytest.raises(ValueError):
        parse_combo('ctrl+')


def test_key_storm_with_undo_keys_matches_direct_moves(make_session):
    text = "r U f ctrl+z D 2 l ctrl+z ctrl+y B x" * 20
    session = make_session(4)
    for i, word in enumerate(text.replace('x', 'x ').split()):
        keys(session, word)
        if i % 3 == 0:
            session.update(1 / 60)
    settle(session)
    assert session.cube == Cube(4).apply(" ".join(["R U' D' 2L B' x"] * 20))


def test_every_keymap_action_has_a_handler(make_session):
    from controller.keymap import ACTIONS
    assert set(make_session(3).keys.actions) == set(ACTIONS) - {'depth'}


def test_page_up_is_a_key_and_its_release_is_not():
    """Releases arrive as '<name> up'; the Page Up key's own name ends in ' up'."""
    keymap, problems = load(DEFAULT_PATH.parent / 'no-such-user-file.toml')
    assert not problems
    assert keymap.lookup('page up').action == 'bigger'
    assert keymap.lookup('page down').action == 'smaller'
    assert keymap.lookup('page up up') is None and keymap.lookup('r up') is None
