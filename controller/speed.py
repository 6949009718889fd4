"""Turn speeds: named presets, seconds per quarter turn, and the easing curve."""
from __future__ import annotations

import math

#: Seconds per quarter turn for each named speed.
SPEEDS = {'instant': 0.0, 'fast': 0.1, 'normal': 0.25, 'slow': 0.6}
MAX_SECONDS = 5.0
#: A half turn takes this many times a quarter turn (it looks natural and
#: keeps playback rhythm even).
HALF_TURN_FACTOR = 1.5


def seconds_for(speed) -> float:
    """A speed name or seconds per quarter turn -> seconds; ValueError if neither."""
    if isinstance(speed, str):
        key = speed.strip().lower()
        if key in SPEEDS:
            return SPEEDS[key]
        try:
            speed = float(key)
        except ValueError:
            names = ', '.join(SPEEDS)
            raise ValueError(f"unknown speed {speed!r}: use {names} or seconds per turn") from None
    if isinstance(speed, bool) or not isinstance(speed, (int, float)):
        raise ValueError(f"speed must be a name or a number of seconds, not {speed!r}")
    seconds = float(speed)
    if not math.isfinite(seconds) or seconds < 0 or seconds > MAX_SECONDS:
        raise ValueError(f"speed must be between 0 and {MAX_SECONDS:g} seconds per turn, not {speed!r}")
    return seconds


def name_for(seconds: float) -> str:
    """The preset name for these seconds, or 'custom'."""
    for name, value in SPEEDS.items():
        if abs(value - seconds) < 1e-9:
            return name
    return 'custom'


def duration(seconds_per_quarter: float, quarter: int) -> float:
    """How long a turn of `quarter` (0..3) right-hand quarter turns lasts."""
    if quarter == 0:
        return 0.0
    return seconds_per_quarter * (HALF_TURN_FACTOR if quarter == 2 else 1.0)


def ease(t: float) -> float:
    """Ease-in-out over 0..1 (cosine): slow start, slow finish."""
    t = min(max(t, 0.0), 1.0)
    return 0.5 - 0.5 * math.cos(math.pi * t)


def final_angle(quarter: int) -> float:
    """Degrees, right-hand about +axis, a turn ends at: 1 -> 90, 2 -> 180, 3 -> -90."""
    return {0: 0.0, 1: 90.0, 2: 180.0, 3: -90.0}[quarter % 4]
