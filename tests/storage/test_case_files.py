"""The case files in assets/cases/: read into CaseSets, and a broken entry named, never a traceback."""
from fractions import Fraction

import pytest

from model import CubeLabError
from storage.case_files import DIRECTORY, SET_NAMES, load_case_set, parse_case_set


def test_every_set_has_its_file_and_nothing_else_is_there():
    assert sorted(path.stem for path in DIRECTORY.glob('*.toml')) == sorted(SET_NAMES)
    assert load_case_set('pll') is load_case_set('pll')          # read once


def test_an_unknown_set_names_the_sets():
    with pytest.raises(CubeLabError, match="no case set 'coll': the sets are oll, pll, oll2, pll2, f2l"):
        load_case_set('coll')


def good():
    return {'name': 'x', 'title': 'X', 'step': 'pll', 'skip': {'pll': '1/72'},
            'case': [{'name': 'T', 'group': 'adjacent swap', 'probability': '1/18',
                      'algorithms': ["R U R' U' R' F R2 U' R' U' R U R' F'"]}]}


def test_a_good_table_reads():
    case_set = parse_case_set(good(), 'x.toml')
    assert case_set.case('T').probability == Fraction(1, 18) and case_set.skips == {'pll': Fraction(1, 72)}


@pytest.mark.parametrize('change, words', [
    (lambda d: d['case'][0].update(probability='half'), "case 'T': probability 'half' is not a fraction"),
    (lambda d: d['case'][0].update(probability='3/2'), "not between 0 and 1"),
    (lambda d: d['case'][0].update(algorithms=[]), "'algorithms' must be a list of at least one alg"),
    (lambda d: d['case'][0].update(algorithms=["R U Q"]), "x.toml: case 'T': "),
    (lambda d: d['case'][0].update(step='zbll'), "step 'zbll' is not one of"),
    (lambda d: d['case'][0].update(step='oll'), "its step 'oll' has no skip probability"),
    (lambda d: d['case'][0].pop('group'), "'group' is missing"),
    (lambda d: d.pop('case'), "x.toml: 'case' is missing or not a list"),
    (lambda d: d['case'][0].update(algorithms=["R"]), "does not keep the first two layers solved"),
])
def test_a_broken_entry_is_named(change, words):
    data = good()
    change(data)
    with pytest.raises(CubeLabError, match=words.replace('(', r'\(').replace(')', r'\)')):
        parse_case_set(data, 'x.toml')
