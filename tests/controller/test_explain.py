"""The model's English error sentences never show inside a French
window's messages. Every InvalidCubeError reason that model/ or solver/ can raise has a
catalogue entry; the session's facelet, alg, size and keymap messages are all French in
a French session, and English sessions keep the model's detailed sentence."""
import ast
import re
from pathlib import Path

import pytest

from controller import strings as catalogue
from controller.explain import explain
from controller.keymap import load
from controller.session import Session
from model import Alg, Cube, InvalidCubeError, NotationError

ROOT = Path(__file__).resolve().parents[2]
#: Words of the model's English sentences that French text never has.
ENGLISH = re.compile(r"\b(the|wrong|can't|cannot|must|has|have|use|letters?|column|unknown|size|"
                     r"layers?|could not|default keys)\b", re.I)


def _reasons() -> set[str]:
    found = set()
    for folder in ('model', 'solver'):
        for path in (ROOT / folder).rglob('*.py'):
            for node in ast.walk(ast.parse(path.read_text(encoding='utf-8'))):
                if isinstance(node, ast.Call) and getattr(node.func, 'id', None) == 'InvalidCubeError':
                    args = [a for a in node.args[1:2]] + [k.value for k in node.keywords if k.arg == 'reason']
                    found |= {a.value for a in args if isinstance(a, ast.Constant)} or {'invalid'}
    return found


def test_every_invalid_cube_reason_has_a_catalogue_entry():
    reasons = _reasons()
    assert {'length', 'letter', 'count', 'twist', 'flip', 'parity'} <= reasons     # the scan works
    missing = sorted(r for r in reasons if f'errors.cube_{r}' not in catalogue.entries())
    assert missing == [], f'no errors.cube_<reason> entry for {missing}'


@pytest.mark.parametrize('facelets', ['U' * 53, 'X' * 54, 'U' * 54])
def test_french_facelet_errors_are_french(facelets):
    with pytest.raises(InvalidCubeError) as caught:
        Cube.from_facelets(facelets)
    fr = explain(caught.value, 'fr')
    assert fr == catalogue.text(f'errors.cube_{caught.value.reason}', 'fr')
    assert explain(caught.value, 'en') == str(caught.value)          # English keeps the detail


@pytest.fixture
def french():
    s = Session(3, language='fr', speed='instant')
    yield s
    s.close()


@pytest.mark.parametrize('action', [
    lambda s: s.set_facelets('U' * 53),
    lambda s: s.set_facelets('UUUUUUUUU' + 'R' * 9 + 'F' * 9 + 'D' * 9 + 'L' * 9 + 'B' * 8 + 'U'),
    lambda s: s.play('R U Q2'),
    lambda s: s.play('[R, U]] (R U)'),
    lambda s: s.play('M 3Rw 9R'),
    lambda s: s.set_size(500),
    lambda s: s.set_size('x'),
    lambda s: s.set_speed('very fast'),
], ids=['length', 'count', 'token', 'bracket', 'layers', 'size', 'size text', 'speed'])
def test_french_session_errors_have_no_english(french, action):
    action(french)
    message = french.status
    assert message, 'no message'
    assert not ENGLISH.search(message.replace('3Rw', '').replace('9R', '')), message


def test_french_keymap_problems_are_french(tmp_path):
    bad = tmp_path / 'keymap.toml'
    bad.write_text('[moves]\nj = "Q"\n"ctrl+k" = "R"\n[actions]\nk = "fly"\n', encoding='utf-8')
    _, problems = load(bad, language='fr')
    assert len(problems) == 3
    for problem in problems:
        assert not ENGLISH.search(problem.replace(str(bad), '')), problem
    broken = tmp_path / 'broken.toml'
    broken.write_text('[moves\n', encoding='utf-8')
    _, problems = load(broken, language='fr')
    assert problems and not ENGLISH.search(problems[0].replace(str(broken), '')), problems
    _, english = load(bad)
    assert any("'Q'" in p or 'Q' in p for p in english)                          # the model's detail


def test_notation_errors_keep_column_and_token_in_french():
    with pytest.raises(NotationError) as caught:
        Alg.parse('R U Q2')
    assert explain(caught.value, 'fr') == catalogue.text('errors.notation_at', 'fr', column=5, token='Q2')


def test_saved_cube_file_errors_and_painter_reasons_in_french(tmp_path):
    from controller.explain import explain_reason
    from controller.save_open import open_into
    from storage.cubefile import CubeFileError
    bad = tmp_path / 'cube.json'
    bad.write_text('{"format": "nope"}', encoding='utf-8')
    s = Session(3, language='fr', speed='instant')
    try:
        with pytest.raises(CubeFileError) as caught:
            open_into(s, bad)
    finally:
        s.close()
    assert explain(caught.value, 'fr') == catalogue.text('errors.cube_file', 'fr')
    assert explain_reason('twist', 'one corner is twisted', 'fr') == catalogue.text('errors.cube_twist', 'fr')
    assert explain_reason('twist', 'one corner is twisted', 'en') == 'one corner is twisted'


def test_a_worker_s_impossible_cube_keeps_its_reason_for_french():
    from controller.worker import _error
    error = _error(('error', 'user', 'one edge is flipped: turn one edge piece over in its place', 'flip'))
    assert explain(error, 'fr') == catalogue.text('errors.cube_flip', 'fr')
    assert explain(error, 'en') == 'one edge is flipped: turn one edge piece over in its place'
    assert isinstance(_error(('error', 'internal', 'boom')), RuntimeError)
