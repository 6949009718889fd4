"""`apply --colors` with --scheme/--top/--front, and `main.py FILE` (a saved cube to open)."""
import subprocess
import sys
from pathlib import Path

import pytest

from cli import main, split_file
from model import Cube

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    done = subprocess.run([sys.executable, str(ROOT / 'main.py'), *args], capture_output=True,
                          text=True, cwd=ROOT, env={'PATH': '/usr/bin:/bin', 'DISPLAY': ''})
    return done.returncode, done.stdout, done.stderr


def test_standard_colours_are_the_old_output(capsys):
    assert main(['apply', "R U", '--colors']) == 0
    assert capsys.readouterr().out.strip() == Cube(3).apply("R U").to_facelets(colors=True)


def test_japanese_letters_swap_blue_and_yellow(capsys):
    assert main(['apply', 'R', '--colors', '--scheme', 'japanese']) == 0
    standard = Cube(3).apply('R').to_facelets(colors=True)
    swapped = standard.translate(str.maketrans('YB', 'BY'))
    assert capsys.readouterr().out.strip() == swapped


def test_yellow_on_top_starts_from_the_cube_turned_over(capsys):
    # yellow on top, green still in front: the solved cube turned by z2 (a fact of the cube)
    assert main(['apply', "R U'", '--colors', '--top', 'yellow', '--front', 'G']) == 0
    assert capsys.readouterr().out.strip() == Cube(3).apply("z2 R U'").to_facelets(colors=True)
    assert main(['apply', 'R', '--top', 'Y']) == 0             # face letters follow it too
    assert capsys.readouterr().out.strip() == Cube(3).apply('z2 R').to_facelets()


@pytest.mark.parametrize('args, words', [
    (['--scheme', 'neon'], 'unknown colour scheme'),
    (['--top', 'Y', '--front', 'W'], 'opposite'),
    (['--top', 'pink'], 'no colour of the standard scheme'),
])
def test_bad_options_are_one_line(args, words):
    code, out, err = run('apply', 'R', '--colors', *args)
    assert code == 1 and out == '' and words in err and err.count('\n') == 1


def test_split_file_finds_the_file_and_leaves_subcommands_alone():
    assert split_file(['--size', '4', 'my.cube.json']) == (['--size', '4'], 'my.cube.json')
    assert split_file(['apply', 'R']) == (['apply', 'R'], None)
    assert split_file(['--speed=fast', 'x.json']) == (['--speed=fast'], 'x.json')
    assert split_file(['--', 'apply']) == ([], 'apply')
    assert split_file([]) == ([], None)


def test_a_bad_file_is_one_line_before_any_window(tmp_path):
    bad = tmp_path / 'bad.cube.json'
    bad.write_text('{"format": "cubelab-cube"')
    code, out, err = run(str(bad))
    assert code == 1 and 'not valid JSON' in err and err.count('\n') == 1
