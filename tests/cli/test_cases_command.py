"""`main.py cases`: a readable table, a JSON list with exactly four keys, a one-line error for
an unknown set (exit 1, as for any bad input). `main.py trainer`: scrambles of the drill's cases,
each checked on the model, repeated by a seed."""
import argparse
import json
from fractions import Fraction

import pytest
from main_runs import cli, quiet_failure

from cli import cases as cases_command
from cli import trainer as trainer_command
from model import Cube
from storage.case_files import SET_NAMES, load_case_set


def run(argv, capsys, module=cases_command):
    """(exit code, stdout, stderr) of the module's subcommand with argv, in this process."""
    parser = argparse.ArgumentParser(prog='main.py')
    module.add_parser(parser.add_subparsers(dest='command'))
    args = parser.parse_args([module.__name__.rsplit('.', 1)[-1]] + argv)
    code = args.run(args)
    out, err = capsys.readouterr()
    return code, out, err


def trainer(argv, capsys):
    return run(argv, capsys, trainer_command)


@pytest.mark.parametrize('name', SET_NAMES)
def test_json_lists_every_case_with_exactly_its_four_keys(name, capsys):
    code, out, err = run(['--set', name, '--json'], capsys)
    listed = json.loads(out)
    case_set = load_case_set(name)
    assert code == 0 and err == '' and len(listed) == len(case_set.cases)
    for entry, case in zip(listed, case_set.cases):
        assert set(entry) == {'name', 'algorithms', 'probability', 'group'}
        assert entry['name'] == case.name and entry['group'] == case.group
        assert entry['algorithms'] == list(case.algorithms) and entry['algorithms']
        assert entry['probability'] == pytest.approx(float(case.probability))
    total = sum(Fraction(entry['probability']).limit_denominator(1000) for entry in listed)
    assert total + sum(case_set.skips.values()) == len(case_set.steps)


def test_pll_json_names_and_a_default_algorithm_that_solves_on_the_model(capsys):
    listed = {entry['name']: entry for entry in json.loads(run(['--set', 'pll', '--json'], capsys)[1])}
    assert listed['T']['probability'] == pytest.approx(4 / 72)
    assert listed['H']['probability'] == pytest.approx(1 / 72)
    t_perm = listed['T']['algorithms'][0]
    assert Cube(3).apply(t_perm).apply(t_perm).is_solved()


def test_the_table_reads_as_a_table(capsys):
    code, out, _ = run(['--set', 'oll2'], capsys)
    lines = out.splitlines()
    assert code == 0 and lines[0] == '2-look OLL: edges, then corners (10 cases)'
    assert 'eo: 3 cases, skip 1/8 (12.50%)' in lines and 'co: 7 cases, skip 1/27 (3.70%)' in lines
    sune = next(line for line in lines if line.startswith('Sune '))
    assert sune.split()[1:4] == ['corners', '4/27', '(14.81%)'] and sune.endswith("R U R' U R U2 R'")
    code, out, _ = run(['--set', 'f2l'], capsys)
    assert "F2L 37" in out and "R U' R' U F' U2 F U2 F' U F" in out    # an alternative, on its own line


def test_an_unknown_set_is_one_error_line_and_exit_1():
    out = cli('cases', '--set', 'zbll')
    quiet_failure(out, "no case set 'zbll'", 'oll, pll, oll2, pll2, f2l')
    assert out.stdout == ''


def test_the_command_is_registered():
    out = cli('cases', '--set', 'pll', '--json')
    assert out.returncode == 0 and len(json.loads(out.stdout)) == 21
    assert 'cases' in cli('--help').stdout


# -- main.py trainer -----------------------------------------------------------------------

@pytest.mark.tables
def test_trainer_json_lines_set_up_their_cases_on_the_model(capsys):
    case_set = load_case_set('pll')
    code, out, _ = trainer(['--set', 'pll', '--cases', 'T,Ua,edges only', '--count', '12', '--seed', '4',
                            '--json'], capsys)
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and len(lines) == 12
    assert {line['case'] for line in lines} <= {'T', 'Ua', 'Ub', 'H', 'Z'}
    for line in lines:
        assert set(line) == {'case', 'scramble'}
        assert case_set.recognise(Cube(3).apply(line['scramble'])) is case_set.case(line['case'])
    again = trainer(['--set', 'pll', '--cases', 'T,Ua,edges only', '--count', '12', '--seed', '4', '--json'], capsys)
    assert again[1] == out


@pytest.mark.tables
def test_trainer_text_is_one_scramble_per_line_for_f2l(capsys):
    f2l = load_case_set('f2l')
    code, out, _ = trainer(['--set', 'f2l', '--count', '5', '--seed', 'pairs'], capsys)
    lines = out.splitlines()
    assert code == 0 and len(lines) == 5
    for line in lines:
        assert f2l.recognise(Cube(3).apply(line)) in f2l.cases     # cross and three pairs solved, a case of the pair


def test_trainer_refuses_an_unknown_case_or_set_or_count():
    quiet_failure(cli('trainer', '--set', 'oll', '--cases', 'OLL 58'), "no case or group 'OLL 58'")
    quiet_failure(cli('trainer', '--set', 'coll'), "no case set 'coll'")
    quiet_failure(cli('trainer', '--set', 'oll', '--count', '0'), '--count must be between 1 and')
