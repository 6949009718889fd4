"""The `scramble` subcommand: lines, JSON lines, seeds, and one-line errors with exit status 1."""
import argparse
import json

import pytest

from cli import scramble as command
from model import Cube


def run(argv, capsys):
    parser = argparse.ArgumentParser(prog='main.py')
    command.add_parser(parser.add_subparsers(dest='command'))
    args = parser.parse_args(['scramble'] + argv)
    code = args.run(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_one_scramble_per_line(capsys):
    code, out, err = run(['--size', '4', '--count', '3', '--seed', '7'], capsys)
    lines = out.splitlines()
    assert code == 0 and err == '' and len(lines) == 3
    assert all(len(line.split()) == 40 and line == line.strip() for line in lines)
    assert run(['--size', '4', '--count', '3', '--seed', '7'], capsys)[1] == out


def test_json_lines(capsys):
    code, out, _ = run(['--size', '3', '--mode', 'dynamic-judgement', '--count', '2', '--seed', 'x',
                        '--json', '--length', '12'], capsys)
    objects = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and len(objects) == 2
    for obj in objects:
        assert obj['mode'] == 'dynamic-judgement' and obj['size'] == 3 and obj['length'] == 12
        assert len(obj['scores']) == 12 and obj['scores'][0] == 100
        assert Cube(3).apply(obj['scramble']).to_facelets() == obj['facelets']


def test_2x2_default_is_random_state(capsys):
    code, out, _ = run(['--size', '2', '--json', '--seed', '3'], capsys)
    obj = json.loads(out)
    assert code == 0 and obj['mode'] == 'random-state' and obj['scores'] is None
    assert set(obj['scramble'].replace("'", '').replace('2', '').split()) <= {'U', 'R', 'F'}


@pytest.mark.parametrize('argv, words', [
    (['--size', '1'], 'between 2 and 50'),
    (['--size', '51'], 'between 2 and 50'),
    (['--size', '4', '--length', '0'], 'between 1 and'),
    (['--size', '4', '--mode', 'shuffle'], "unknown scramble mode 'shuffle'"),
    (['--size', '5', '--mode', 'random-state'], 'no random-state scrambles for 5x5'),
    (['--size', '3', '--count', '0'], '--count'),
])
def test_bad_input_is_one_line_and_exit_1(argv, words, capsys):
    code, out, err = run(argv, capsys)
    assert code == 1 and out == ''
    assert err.count('\n') == 1 and words in err and 'Traceback' not in err
