"""What the panel shows, as one read-only value the view compares with the last one it drew."""
from __future__ import annotations

from dataclasses import dataclass

from model import Move


@dataclass(frozen=True, slots=True)
class Status:
    """A Session's display state at one moment (see Session.status_snapshot)."""
    size: int
    move_count: int
    paused: bool
    speed_name: str
    seconds_per_turn: float
    phase_text: str
    move_note: str
    playlist: tuple[Move, ...]
    play_index: int
    solve_unavailable: str | None     # why Solve is off, or None
    pending_prefix: str = ''          # the layer prefix typed so far ('3w')
    hands: tuple[int, int] = (1, 1)   # the hands' layer counts
    busy: bool = False                # a solve or scramble runs in the background
    playing: bool = False             # a playlist plays on by itself
    playlist_kind: str | None = None  # 'scramble', 'solution', 'alg', 'replay' or None
