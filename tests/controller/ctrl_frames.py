"""Frame-stepping helpers for controller tests."""
from __future__ import annotations

import time

FRAME = 1 / 60


def run(session, seconds: float, dt: float = FRAME) -> list:
    """Step frames for `seconds`; returns every event."""
    events = []
    for _ in range(round(seconds / dt)):
        events += session.update(dt)
    return events


def settle(session, dt: float = FRAME, limit: int = 100_000) -> list:
    """Step frames until nothing turns, nothing is queued and no worker runs."""
    events = []
    for _ in range(limit):
        events += session.update(dt)
        if session.playback.player.idle and not session.busy and (
                session.playback.playlist is None or session.playback.playlist.finished or session.paused):
            return events
    raise AssertionError('session never settled')


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


def wait_for(coach, seconds: float = 60) -> None:
    """Let the coach take the hint or lesson its thread works out."""
    end = time.monotonic() + seconds
    while coach.thinking is not None:
        coach.update()
        assert time.monotonic() < end, 'the thought never came'
        time.sleep(0.01)
