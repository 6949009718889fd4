"""The window's string catalogue: complete in English and French, every used key present."""
import ast
import re
import string
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


#: A number 0 or 1 and the word after it (a unit or a counted noun).
_COUNTED = re.compile(r'(?<![\w.,])([01])[\s\u00a0]+([^\W\d_]+)')
#: Words after a number that are no plural nouns: units, French nouns the same in both
#: numbers, and the words after fields that hold no number (a colour, a case, a kind).
_NOT_COUNTED = {'cross', 'goes', 'is', 'has', 'does', 'plays', 'as', 'dans', 'depuis'}
_NOT_PLURALS = {'en': {'s', 'ms', 'min', *_NOT_COUNTED}, 'fr': {'s', 'ms', 'min', 'cas', 'fois', *_NOT_COUNTED}}


def _plural_after_a_singular_count(line: str, language: str) -> list[str]:
    return [f'{m.group(1)} {m.group(2)}' for m in _COUNTED.finditer(line)
            if m.group(2) not in _NOT_PLURALS[language] and m.group(2).endswith(('s', 'x') if language == 'fr' else 's')]


def test_no_count_that_takes_the_singular_is_followed_by_a_plural():
    """Every template rendered with each of its fields 1 (English) and 0 and 1 (French,
    where both take the singular) never reads '1 moves', '1 tries', '0 essais'."""
    wrong = []
    for key, languages in strings.entries().items():
        names = {field for _, field, _, _ in string.Formatter().parse(languages['en']) if field}
        for language, numbers in (('en', (1,)), ('fr', (0, 1))):
            for n in numbers:
                line = strings.text(key, language, **{name: n for name in names})
                wrong += [f'{key} ({language}): {line!r}' for _ in _plural_after_a_singular_count(line, language)]
    assert wrong == []


def test_counted_texts_have_a_singular_and_a_plural_in_both_languages():
    """Each `_one` text is the singular of its plural: 1 picks it in both languages, 0 in
    French only; the two forms differ in one language at least ('1 failed', '1 cas')."""
    singulars = [key for key in strings.entries() if key.endswith('_one')]
    assert len(singulars) >= 20
    for key in singulars:
        plural = key[:-len('_one')]
        others = {field: 'X' for _, field, _, _ in string.Formatter().parse(strings.entries()[plural]['en'])
                  if field and field != 'count'}
        differ = False
        for language in strings.LANGUAGES:
            def said(n, language=language):
                return strings.text(plural, language, count=n, **others)
            one = strings.text(key, language, count=1, **others)
            assert said(1) == one, (key, language)
            assert said(0) == (strings.text(key, language, count=0, **others) if language == 'fr'
                               else said(2).replace('2', '0')), (key, language)
            differ |= said(2) != one.replace('1', '2')
        assert differ, key


def test_counts_read_in_the_number_they_need():
    t = strings.text
    assert t('trainer.stats', 'en', tries=t('trainer.tries', 'en', count=1), failed=t('trainer.failed_count', 'en', count=0),
             mistakes=t('trainer.mistakes', 'en', count=1), mean='1.00', best='1.00', recent='1.00'
             ).startswith('1 try, 0 failed, 1 mistake ·')
    assert t('trainer.stats', 'fr', tries=t('trainer.tries', 'fr', count=2), failed=t('trainer.failed_count', 'fr', count=1),
             mistakes=t('trainer.mistakes', 'fr', count=0), mean='1,00', best='1,00', recent='1,00'
             ).startswith('2 essais, 1 raté, 0 erreur ·')
    assert t('status.solved', 'en', count=1) == 'Solved! 1 move'
    assert t('status.solution', 'fr', count=1, duration='1 s').startswith('Solution : 1 mouvement,')
    assert t('session.taking_back', 'en', count=1, kind='alg') == 'Taking back your 1 turn, then the alg plays on'
    assert t('trainer.drill_count', 'en', done=3, count=1) == 'Drill: 3 of 1 case'
    assert t('window.layers', 'fr', count=1) == '1 couche' and t('window.layers', 'en', count=3) == '3 layers'
    for unit in ('edges', 'corners', 'centre_pieces', 'pairs', 'pieces'):      # the Learn checklist's units
        for language in strings.LANGUAGES:
            one, many = t(f'learn.unit_{unit}', language, count=1), t(f'learn.unit_{unit}', language, count=4)
            assert one != many and t('learn.progress', language, done=0, total=1, unit=one).endswith(one)
    assert t('learn.unit_pairs', 'en', count=1) == 'pair' and t('learn.unit_pairs', 'fr', count=1) == 'paire'


def test_problems_catches_a_singular_without_its_plural_or_with_other_fields(tmp_path, monkeypatch):
    (tmp_path / 'x.toml').write_text('[a]\nen = "{count} as"\nfr = "{count} as"\n'
                                     '[a_one]\nen = "{count} a {n}"\nfr = "{count} a {n}"\n'
                                     '[b_one]\nen = "{count} b"\nfr = "{count} b"\n')
    monkeypatch.setattr(strings, 'DIRECTORY', tmp_path)
    strings.entries.cache_clear()
    try:
        assert strings.problems() == ['x.a_one: the singular and the plural name different fields',
                                      'x.b_one: a singular with no plural x.b']
        assert strings.text('x.a', 'fr', count=0, n='') == '0 a ' and strings.text('x.a', 'en', count=0) == '0 as'
    finally:
        strings.entries.cache_clear()
