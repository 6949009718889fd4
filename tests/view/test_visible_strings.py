"""Every text the window shows comes from the catalogue, in the window's
language. The real window is started in French and in English (strings_probe.py, each on
its own Xvfb screen) and walked through a user's states; every visible Text must be a
catalogue value of that language (its {fields} filled with anything), cube notation,
numbers, what the user typed, or a move note / phase line from controller/notes.py."""
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from controller import strings as catalogue

HERE = Path(__file__).resolve().parent
NOTATION = re.compile(r"(?:\.\.\.|…|\d*[URFDLBMESxyz]w?\d*'?2?'?|[\d.,:/×x+\- ]+)"
                      r"(?:\s+(?:\.\.\.|…|\d*[URFDLBMESxyz]w?\d*'?2?'?))*")


def _pattern(template: str) -> re.Pattern:
    """A template as a regex: literal text (any run of spaces matching any run), fields as wildcards."""
    parts = []
    for literal, field, _, _ in __import__('string').Formatter().parse(template):
        parts.append(r'\s+'.join(re.escape(word) for word in re.split(r'\s+', literal)))
        if field is not None:
            parts.append(r'.+?')
    return re.compile(''.join(parts), re.S)


def _patterns(language):
    other = 'en' if language == 'fr' else 'fr'
    own, foreign = [], []
    for key, languages in catalogue.entries().items():
        own.append((key, _pattern(languages[language])))
        if languages[other] != languages[language]:
            foreign.append((key, _pattern(languages[other])))
    return own, foreign


def _keys_pattern(language) -> re.Pattern:
    """Key labels of the F1 table: key names (the catalogue's window.key_* in that language,
    single characters, F1..F12) joined by '+', listed with ' / ', ' … ' or spaces."""
    names = [re.escape(v[language]) for k, v in catalogue.entries().items() if k.startswith('window.key_')]
    key = r'(?:%s|F\d{1,2}|\S)' % '|'.join(sorted(names, key=len, reverse=True))
    combo = rf'{key}(?:\+{key})*'
    return re.compile(rf'{combo}(?:(?: / | … | ){combo})*')


def _normal(text: str) -> str:
    return re.sub(r'\s+', ' ', text.replace('\u00a0', ' ')).strip()


@pytest.fixture(scope='module', params=['fr', 'en'])
def states(request):
    if shutil.which('Xvfb') is None or shutil.which('xdotool') is None:
        pytest.skip('needs Xvfb and xdotool')
    done = subprocess.run([sys.executable, str(HERE / 'strings_probe.py'), request.param], capture_output=True,
                          text=True, timeout=600, env=dict(os.environ), cwd=HERE.parents[1])
    assert done.returncode == 0, done.stderr[-3000:]
    return request.param, [json.loads(line) for line in done.stdout.splitlines() if line.startswith('{')]


def test_the_probe_saw_the_states_that_carry_text(states):
    language, rows = states
    by_state = {r['state']: r for r in rows}
    assert {'start', 'tooltip', 'typed error', 'prefix', 'F1', 'scrambled', 'solution playing', 'solved',
            'undone'} <= set(by_state)
    assert by_state['typed error']['field'] == 'R U Q2'                  # typed through the X server
    assert len(by_state['F1']['texts']) > len(by_state['start']['texts']) + 20   # the F1 table is up
    assert not by_state['solved']['status'] == ''


def test_every_visible_text_is_in_the_catalogue_in_the_window_language(states):
    language, rows = states
    own, foreign = _patterns(language)
    keys = _keys_pattern(language)
    wrong = []
    for row in rows:
        allowed = {_normal(t) for t in row['notes'] + [row['field']] if t}
        for text in row['texts']:
            shown = _normal(text)
            if shown in allowed or NOTATION.fullmatch(shown) or keys.fullmatch(shown):
                continue
            lines = [_normal(line) for line in text.split('\n')]
            if any(p.fullmatch(shown) for _, p in own):
                continue
            if all(NOTATION.fullmatch(line) or any(p.fullmatch(line) for _, p in own) for line in lines if line):
                continue
            wrong.append((row['state'], text))
    assert wrong == []


def test_french_window_shows_no_english_only_text(states):
    language, rows = states
    own, foreign = _patterns(language)
    leaks = set()
    for row in rows:
        for text in row['texts']:
            shown = _normal(text)
            if any(p.fullmatch(shown) for _, p in foreign) and not any(p.fullmatch(shown) for _, p in own):
                leaks.add((row['state'], text))
    assert leaks == set()
