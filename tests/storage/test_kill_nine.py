"""kill -9 while solves are being written: every solve `add` returned for is still there."""
import os
import signal
import subprocess
import sys
from pathlib import Path

from storage import History

ROOT = Path(__file__).resolve().parents[2]

WRITER = """
import sys
from storage import History
from timing import Solve
history = History(sys.argv[1])
i = 0
while True:
    i += 1
    kept = history.add(Solve(when_ms=i, size=3, scramble='R U', time_ms=1000 + i,
                             moves=(("U'", 0), ("R'", i))))
    print(kept.id, kept.time_ms, flush=True)
"""


def test_every_committed_solve_survives_kill_nine(tmp_path):
    path = tmp_path / 'history.sqlite3'
    writer = subprocess.Popen([sys.executable, '-c', WRITER, str(path)], cwd=ROOT,
                              stdout=subprocess.PIPE, text=True)
    committed = {}
    try:
        for line in writer.stdout:
            solve_id, ms = map(int, line.split())
            committed[solve_id] = ms
            if len(committed) >= 60:
                break
    finally:
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait(timeout=30)
    assert writer.returncode == -signal.SIGKILL
    with History(path) as history:
        assert history.problems == []
        kept = {s.id: s for s in history.solves()}
    assert len(committed) == 60
    for solve_id, ms in committed.items():
        assert kept[solve_id].time_ms == ms
        assert kept[solve_id].moves == (("U'", 0), ("R'", ms - 1000))
