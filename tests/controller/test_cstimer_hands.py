"""csTimer's hand-layer keys (3 4 7 8) and its inner-slice keys (1 2 9 0), checked
against its published table: src/js/twisty/twistynnn.js, generateCubeKeyMapping(oSl,
oSr, iSi) and keydownCallback (3: oSl - 1, 4: oSl + 1, 7: oSr + 1, 8: oSr - 1, each
kept within 1 .. n - 1). The table is written out here again, as a function of the
hands' layers, independently of the preset file."""
import pytest

from controller import key_presets
from ctrl_frames import settle
from model import Cube

#: csTimer's entries that depend on the hands, and the inner-slice keys:
#: key -> (first layer, last layer, face, +1 / -1), given oSl, oSr and n.
def cstimer_table(left, right, n):
    return {
        'i': (1, right, 'R', 1), 'k': (1, right, 'R', -1), 'd': (1, left, 'L', 1), 'e': (1, left, 'L', -1),
        'u': (1, right + 1, 'R', 1), 'r': (1, left + 1, 'L', -1), 'm': (1, right + 1, 'R', -1),
        'v': (1, left + 1, 'L', 1), '.': (right + 1, right + 1, 'R', 1), 'x': (left + 1, left + 1, 'L', -1),
        '5': (left + 1, left + 1, 'L', 1), '6': (right + 1, right + 1, 'R', -1),
        '1': (2, n - 1, 'F', -1), '2': (2, n - 1, 'U', -1), '9': (2, n - 1, 'U', 1), '0': (2, n - 1, 'F', 1),
    }


def turned(n, first, last, face, direction):
    """A solved n-cube after csTimer's move, written as single layers in WCA words."""
    prime = "'" if direction < 0 else ''
    return Cube(n).apply(' '.join(f'{k}{face}{prime}' for k in range(first, last + 1)))


@pytest.fixture
def cstimer(make_session, tmp_path):
    def make(n):
        s = make_session(n, speed='instant')
        s.keymap, problems = key_presets.load('cstimer', tmp_path / 'none.toml')
        assert problems == []
        return s
    return make


@pytest.mark.parametrize('n', [3, 4, 5, 6])
def test_inner_slice_keys(cstimer, n):
    s = cstimer(n)
    for key in '1290':
        s.reset()
        settle(s)
        assert s.handle_key(key)
        settle(s)
        assert s.cube == turned(n, *cstimer_table(1, 1, n)[key]), key


@pytest.mark.parametrize('n, presses', [(4, '7'), (5, '77'), (5, '4'), (6, '447'), (6, '7777778'),
                                        (5, '3'), (7, '4448')])
def test_hand_layer_keys_follow_cstimer(cstimer, n, presses):
    s = cstimer(n)
    left = right = 1
    for key in presses:                               # csTimer's keydownCallback
        assert s.handle_key(key)
        if key == '3':
            left = max(1, left - 1)
        elif key == '4':
            left = min(left + 1, n - 1)
        elif key == '7':
            right = min(right + 1, n - 1)
        elif key == '8':
            right = max(1, right - 1)
    assert s.hands == (left, right)
    assert s.cube.is_solved()                         # the layer keys turn nothing
    for key, move in cstimer_table(left, right, n).items():
        if key in '1290':
            continue
        s.reset()                                     # the hands keep their layers
        settle(s)
        assert s.handle_key(key), key
        settle(s)
        assert s.cube == turned(n, *move), (key, move, s.hands)


def test_escape_and_a_new_size_bring_the_hands_back(cstimer):
    s = cstimer(6)
    for key in '4447777':
        s.handle_key(key)
    assert s.hands == (4, 5)
    s.set_size(4)
    assert s.hands == (3, 3)
    s.handle_key('escape')
    assert s.hands == (1, 1)
    s.handle_key('i')
    settle(s)
    assert s.cube == Cube(4).apply('R')


def test_the_default_keys_have_no_hands(make_session):
    s = make_session(4, speed='instant')
    s.handle_key('2')                                 # still a layer digit: 2 R = 2R
    s.handle_key('r')
    settle(s)
    assert s.hands == (1, 1) and s.cube == Cube(4).apply('2R')
