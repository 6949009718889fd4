"""The window's string catalogue: complete in English and French, every used key present."""
import ast
import re
from pathlib import Path

from controller import strings

ROOT = Path(__file__).resolve().parents[2]


def used_keys() -> set[str]:
    """Literal keys passed to strings.text, a window's `tr('area.name')`, phrase(),
    Message.of() or an Outbox's say_key() in view/ and controller/."""
    keys = set()
    for path in [*ROOT.glob('view/**/*.py'), *ROOT.glob('controller/**/*.py')]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
                name = getattr(node.func, 'id', getattr(node.func, 'attr', ''))
                value = node.args[0].value
                if name in ('text', 'tr', '_', 'say_key', 'of', 'phrase') and isinstance(value, str) and re.fullmatch(r'[a-z_]+\.[a-z0-9_]+', value):
                    keys.add(value)
    return keys


def test_every_key_has_english_and_french_with_the_same_fields():
    assert strings.problems() == []


def test_every_key_the_code_uses_is_in_the_catalogue():
    missing = sorted(used_keys() - set(strings.entries()))
    assert missing == []


def test_problems_catches_a_missing_language_and_mismatched_fields(tmp_path, monkeypatch):
    (tmp_path / 'x.toml').write_text('[a]\nen = "A {n}"\nfr = "B"\n[b]\nen = "only english"\n')
    monkeypatch.setattr(strings, 'DIRECTORY', tmp_path)
    strings.entries.cache_clear()
    try:
        assert strings.problems() == ['x.a: the languages name different fields', 'x.b: no fr text']
        assert strings.text('x.a', 'fr') == 'B'
        assert strings.text('x.a', 'de', n=3) == 'A 3'
        assert strings.text('x.nope') == 'x.nope'
    finally:
        strings.entries.cache_clear()


def test_durations_read_well_in_both_languages():
    nbsp = '\u00a0'
    assert strings.duration(0.024) == f'24{nbsp}ms'          # a 3x3 solve: never "0.0 s"
    assert strings.duration(0.0001) == f'1{nbsp}ms'
    assert strings.duration(3.44) == f'3.4{nbsp}s'
    assert strings.duration(3.44, 'fr') == f'3,4{nbsp}s'
    assert strings.duration(15.9) == f'16{nbsp}s'
    assert strings.duration(59.6) == f'1{nbsp}min 00{nbsp}s'
    assert strings.duration(373) == f'6{nbsp}min 13{nbsp}s'
    # the unit never ends up alone on a line when the panel wraps the message
    import textwrap
    line = strings.text('status.solution', 'en', count=43610, duration=strings.duration(15.9))
    for width in range(8, len(line)):
        assert not any(part.strip() in ('s', 'ms') for part in textwrap.wrap(line, width))
