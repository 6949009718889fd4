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
            'undone', 'learn cfop', 'train group'} <= set(by_state)
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


def test_panel_text_is_readable_and_inside_its_button(states):
    """On every page, every label and button text is at least the panel's smallest text
    size and lies inside its button (other labels inside the panel)."""
    from view.layout import MIN_TEXT_SCALE
    language, rows = states
    pages = [row for row in rows if row['state'].startswith('page ')]
    from view.pages import MODES
    assert len(pages) == len(MODES)
    small, outside = [], []
    for row in pages:
        assert row['fit'], row['state']
        for t in row['fit']:
            if t['scale'] < MIN_TEXT_SCALE - 1e-3:
                small.append((row['state'], t['text'], round(t['scale'], 3)))
            x0, y0, x1, y1 = t['bounds']
            bx0, by0, bx1, by1 = t['box']
            if not (bx0 - 1e-3 <= x0 and x1 <= bx1 + 1e-3 and by0 - 1e-3 <= y0 and y1 <= by1 + 1e-3):
                outside.append((row['state'], t['text'], [round(v, 3) for v in t['bounds']], [round(v, 3) for v in t['box']]))
    assert small == [], f'text below the smallest size ({MIN_TEXT_SCALE})'
    assert outside == []


def test_the_help_table_keeps_keys_and_descriptions_apart(states):
    """With csTimer's keys (long key lists), the F1 table's key column ends before its
    descriptions begin, and every line stays inside the window."""
    language, rows = states
    table = {r['state']: r for r in rows}['F1 cstimer']
    assert len(table['help']) > 15
    half = table['aspect'] / 2
    for line in table['help']:
        k0, k1, d0, d1 = line['x']
        assert d0 - k1 >= 0.01, (line['keys'], line['what'], line['x'])     # a clear gap, wider than a space
        assert -half <= k0 and d1 <= half, (line['keys'], line['what'], line['x'])


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
