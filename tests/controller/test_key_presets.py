"""Key presets: csTimer's layout checked against its published table (keyCode ->
[first layer, last layer, face, direction], from csTimer's twistynnn.js), and
rebinding written to the user's keymap.toml with conflicts reported."""
import pytest

from controller import key_presets
from controller.key_presets import Target, bound_to, conflict, rebind
from model import Cube

#: csTimer's generateCubeKeyMapping with oSl = oSr = 1 and iSi = n (its start state),
#: verbatim but for n: keyCode -> [first layer, last layer, face, +1 / -1].
CSTIMER = {
    73: (1, 1, 'R', 1), 75: (1, 1, 'R', -1), 87: (1, 1, 'B', 1), 79: (1, 1, 'B', -1),
    83: (1, 1, 'D', 1), 76: (1, 1, 'D', -1), 68: (1, 1, 'L', 1), 69: (1, 1, 'L', -1),
    74: (1, 1, 'U', 1), 70: (1, 1, 'U', -1), 72: (1, 1, 'F', 1), 71: (1, 1, 'F', -1),
    186: (1, 'n', 'U', 1), 65: (1, 'n', 'U', -1), 85: (1, 2, 'R', 1), 82: (1, 2, 'L', -1),
    77: (1, 2, 'R', -1), 86: (1, 2, 'L', 1), 84: (1, 'n', 'L', -1), 89: (1, 'n', 'R', 1),
    78: (1, 'n', 'R', -1), 66: (1, 'n', 'L', 1), 190: (2, 2, 'R', 1), 88: (2, 2, 'L', -1),
    53: (2, 2, 'L', 1), 54: (2, 2, 'R', -1), 80: (1, 'n', 'F', 1), 81: (1, 'n', 'F', -1),
    90: (1, 2, 'D', 1), 67: (1, 2, 'U', -1), 188: (1, 2, 'U', 1), 191: (1, 2, 'D', -1),
}
#: Browser keyCodes of the non-letter keys above -> the key's character.
KEYCODE_CHAR = {186: ';', 188: ',', 190: '.', 191: '/', 53: '5', 54: '6'}
ROTATION = {'R': 'x', 'L': "x'", 'U': 'y', 'D': "y'", 'F': 'z', 'B': "z'"}


def key_of(code):
    return KEYCODE_CHAR.get(code) or chr(code).lower()


def expected_text(first, last, face, direction, n):
    """csTimer's move in WCA words, written out independently of the preset file."""
    if last == 'n':
        text = ROTATION[face]
        if direction < 0:
            text = text[:-1] if text.endswith("'") else text + "'"
        return text
    prime = "'" if direction < 0 else ''
    if first == last == 1:
        return face + prime
    if first == 1:
        return f"{face}w{prime}"
    return f"{first}{face}{prime}"


@pytest.mark.parametrize('n', [3, 4, 5])
@pytest.mark.parametrize('code', sorted(CSTIMER))
def test_cstimer_preset_matches_the_published_table(code, n, tmp_path):
    keymap, problems = key_presets.load('cstimer', tmp_path / 'none.toml')
    assert problems == []
    binding = keymap.lookup(key_of(code))
    assert binding is not None and binding.move is not None, key_of(code)
    got = Cube(n).apply(binding.move)
    want = Cube(n).apply(expected_text(*CSTIMER[code], n))
    assert got == want, (key_of(code), str(binding.move), expected_text(*CSTIMER[code], n))
    shifted = keymap.lookup(key_of(code), shift=True)
    if key_of(code) == '/':                                     # Shift+/ is '?': help
        assert shifted.action == 'help'
    else:
        assert Cube(n).apply(binding.move).apply(shifted.move).is_solved()


def test_cstimer_i_is_r_by_the_reference_facelets(tmp_path):
    keymap, _ = key_presets.load('cstimer', tmp_path / 'none.toml')
    cube = Cube(3).apply(keymap.lookup('i').move)
    assert cube.to_facelets() == 'UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB'


def test_cstimer_keeps_the_cubelab_actions_it_does_not_need(tmp_path):
    keymap, _ = key_presets.load('cstimer', tmp_path / 'none.toml')
    assert keymap.lookup('z', ctrl=True).action == 'undo'
    assert keymap.lookup('space').action == 'toggle_pause'
    assert keymap.lookup('w').move is not None                   # B, not 'wide'
    assert keymap.lookup('5').move is not None                   # a slice, not 'depth 5'
    assert keymap.lookup('3').action == 'left_shallower'              # csTimer's hand-layer key


def test_default_preset_is_the_default_keymap(tmp_path):
    keymap, _ = key_presets.load('cubelab', tmp_path / 'none.toml')
    assert str(keymap.lookup('r').move) == 'R' and keymap.lookup('w').action == 'wide'
    with pytest.raises(ValueError, match='cubelab, cstimer'):
        key_presets.check_preset('qwerty')


def test_rebinding_writes_the_user_file_and_moves_the_key(tmp_path):
    user = tmp_path / 'keymap.toml'
    keymap, _ = key_presets.load('cubelab', user)
    assert conflict(keymap, 'q', Target(move='R')) is None
    assert conflict(keymap, 'u', Target(move='R')) == Target(move='U')
    unbound, kept_as = rebind(user, keymap, 'q', Target(move='R'))
    assert unbound == ['r'] and kept_as is None
    keymap, problems = key_presets.load('cubelab', user)
    assert problems == [] and str(keymap.lookup('q').move) == 'R' and keymap.lookup('r') is None
    # a key that had an action loses it: 'w' becomes R
    rebind(user, keymap, 'w', Target(move='R'))
    keymap, _ = key_presets.load('cubelab', user)
    assert str(keymap.lookup('w').move) == 'R' and keymap.lookup('q') is None
    assert bound_to(keymap, 'ctrl+z') == Target(action='undo')
    rebind(user, keymap, 'ctrl+u', Target(action='undo'))
    keymap, _ = key_presets.load('cubelab', user)
    assert keymap.lookup('u', ctrl=True).action == 'undo' and keymap.lookup('z', ctrl=True) is None


def test_rebinding_refuses_nonsense_and_survives_a_broken_user_file(tmp_path):
    user = tmp_path / 'keymap.toml'
    keymap, _ = key_presets.load('cubelab', user)
    with pytest.raises(ValueError):
        rebind(user, keymap, 'shift+q', Target(move='R'))
    with pytest.raises(ValueError):
        rebind(user, keymap, 'q', Target(action='fly'))
    user.write_bytes(b'[moves\n\xff')
    rebind(user, keymap, 'q', Target(move='R'))
    assert list(tmp_path.glob('keymap.toml.broken-*'))          # the old file kept
    keymap, problems = key_presets.load('cubelab', user)
    assert problems == [] and str(keymap.lookup('q').move) == 'R'
