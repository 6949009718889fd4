"""Running main.py as a user would, in a child process, and what a quiet
failure looks like: an `error:` line (or argparse's usage), the exit code, no traceback."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MAIN = str(ROOT / 'main.py')


def cli(*args, stdin=None, timeout=30, env=None, cwd=ROOT, stdout=subprocess.PIPE):
    """main.py ARGS in `cwd`, with `env` added to this process's environment."""
    return subprocess.run([sys.executable, MAIN, *args], cwd=cwd, input=stdin, stdout=stdout,
                          stderr=subprocess.PIPE, text=True, timeout=timeout,
                          env=None if env is None else os.environ | env)


def users_environment() -> dict[str, str]:
    """This process's environment less PYTHONUNBUFFERED (which some CI and
    developer machines set): output is buffered as in a user's shell, so a
    write that fails does so when the buffer is flushed."""
    return {name: value for name, value in os.environ.items() if name != 'PYTHONUNBUFFERED'}


def quiet_failure(out, *needles, code=1):
    assert 'Traceback' not in out.stderr, out.stderr
    assert out.returncode == code, (out.returncode, out.stderr)
    assert out.stderr.startswith('error: ') or code == 2, out.stderr
    for needle in needles:
        assert needle in out.stderr, out.stderr
