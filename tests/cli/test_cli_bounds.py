"""The command line's bounds under hostile input: work refused before it is
done, and a wait for the table cache's lock that honours --timeout."""
import fcntl
import json
import time

import pytest
from main_runs import cli, quiet_failure

from model.notation import MAX_CHARACTERS, MAX_MOVES, MAX_PIECE_MOVES
from solver.pocket import TABLE_NAME, TABLE_VERSION

SOLVED_2X2 = 'UUUURRRRFFFFDDDDLLLLBBBB'
SOLVED_3X3 = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB'


def _grouped(number: int) -> str:
    return f"{number:,}"


# -- bounded work --------------------------------------------------------------

@pytest.mark.parametrize('alg', ['(Rw 25Rw)500000', '(x)1000000', '(R)1000000'])
def test_work_on_a_big_cube_is_refused_before_it_is_done(alg):
    """An alg within the move limit that would move billions of pieces on a
    50x50 is refused at once, the limit in the message."""
    start = time.monotonic()
    out = cli('apply', '--size', '50', alg, timeout=10)
    elapsed = time.monotonic() - start
    quiet_failure(out, _grouped(MAX_PIECE_MOVES))
    assert elapsed < 2.5, elapsed


def test_a_very_long_line_is_refused_before_it_is_read_as_moves():
    """Ten megabytes of empty groups: refused by its length, not after
    millions of tokens."""
    start = time.monotonic()
    out = cli('apply', '-', stdin='() ' * (10 * 1024 * 1024 // 3) + '\n', timeout=10)
    elapsed = time.monotonic() - start
    quiet_failure(out, _grouped(MAX_CHARACTERS))
    assert elapsed < 2.5, elapsed


def test_a_saved_cube_whose_undo_history_is_too_long_is_refused_at_once(tmp_path):
    """300 undo entries of a million moves each: the history's total is
    checked against the move limit before any entry is expanded."""
    entry = {'kind': 'alg', 'moves': '(R U)500000', 'before': None, 'base': SOLVED_3X3,
             'count_before': 0}
    path = tmp_path / 'long.cube.json'
    path.write_text(json.dumps({'format': 'cubelab-cube', 'version': 1, 'size': 3, 'state': SOLVED_3X3,
                                'history': {'done': [entry] * 300, 'undone': []}}))
    env = {'DISPLAY': '', 'WAYLAND_DISPLAY': ''}
    start = time.monotonic()
    out = cli(str(path), env=env, timeout=10)
    elapsed = time.monotonic() - start
    quiet_failure(out, f"more than {MAX_MOVES} moves")
    assert elapsed < 2.5, elapsed


# -- the table cache's lock ------------------------------------------------------

def test_waiting_for_the_table_lock_counts_against_the_timeout(tmp_path):
    """Another process holds the lock of the 2x2 table being built: the solve
    gives up when --timeout runs out, with a message, instead of waiting forever."""
    with open(tmp_path / f"{TABLE_NAME}-v{TABLE_VERSION}.lock", 'a+b') as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)
        start = time.monotonic()
        out = cli('solve', SOLVED_2X2, '--timeout', '1', env={'CUBELAB_CACHE_DIR': str(tmp_path)}, timeout=20)
        elapsed = time.monotonic() - start
    quiet_failure(out, 'lock', '--timeout')
    assert elapsed < 6, elapsed
