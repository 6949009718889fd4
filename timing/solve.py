"""One finished solve as it is kept: when, what, every move with its time, the result.

Times are integer milliseconds. A solve's *result* (what statistics use) is
its time, plus 2000 ms for a +2, or infinity for a DNF (a DNF is worse than
any time, which is how WCA averages treat it).
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, replace

from model import Move, NotationError, parse_move
from model.metrics import count

NONE, PLUS2, DNF = '', '+2', 'DNF'
#: The penalties a solve can carry, as written in exports and shown.
PENALTIES = (NONE, PLUS2, DNF)
PLUS2_MS = 2000


@dataclass(frozen=True, slots=True)
class Solve:
    """A finished solve. `moves` holds (move text, ms since the timer started);
    whole-cube rotations made during inspection come first with negative ms.
    `when_ms` is the wall-clock start (Unix epoch, ms, UTC). `id` and `session`
    are the database's (0 / '' before it is stored)."""
    when_ms: int
    size: int
    scramble: str
    time_ms: int
    penalty: str = NONE
    mode: str = ''
    moves: tuple[tuple[str, int], ...] = ()
    inspection_ms: int | None = None
    comment: str = ''
    session: str = ''
    id: int = 0

    def __post_init__(self) -> None:
        if self.penalty not in PENALTIES:
            raise ValueError(f"unknown penalty {self.penalty!r}: use '', '+2' or 'DNF'")
        if self.time_ms < 0:
            raise ValueError(f"a solve time cannot be negative ({self.time_ms} ms)")

    @property
    def result_ms(self) -> float:
        """The time statistics use: +2 adds 2 s, a DNF is infinity."""
        return result_ms(self.time_ms, self.penalty)

    def move_list(self) -> list[Move]:
        return [parse_move(text) for text, _ in self.moves]

    def counts(self) -> dict[str, int]:
        """Move counts of the solve in HTM, STM and ETM (rotations count in ETM only)."""
        moves = self.move_list()
        return {metric: count(moves, metric, self.size) for metric in ('htm', 'stm', 'etm')}

    @property
    def tps(self) -> float:
        """Turns per second: STM moves (rotations not counted) over the time."""
        return tps(self.counts()['stm'], self.time_ms)

    def with_changes(self, **changes) -> Solve:
        return replace(self, **changes)

    def result_text(self) -> str:
        """'12.34', '14.34+' for a +2 (time with the 2 s added), 'DNF(12.34)'."""
        return result_text(self.time_ms, self.penalty)


def result_text(time_ms: int, penalty: str) -> str:
    """A result as it is shown everywhere (the timer, the list, messages): the time
    with a +2 added and marked ('14.34+' for 12.34 +2, as WCA writes it), or 'DNF(12.34)'."""
    if penalty == DNF:
        return f"DNF({format_ms(time_ms)})"
    if penalty == PLUS2:
        return f"{format_ms(result_ms(time_ms, penalty))}+"
    return format_ms(time_ms)


def result_ms(time_ms: int, penalty: str) -> float:
    """A time with its penalty: +2 adds 2000 ms, a DNF is infinity."""
    if penalty == DNF:
        return math.inf
    return time_ms + PLUS2_MS if penalty == PLUS2 else time_ms


def tps(moves: int, ms: int) -> float:
    return moves * 1000 / ms if ms > 0 else 0.0


def format_ms(ms: int | float | None) -> str:
    """Seconds to hundredths ('9.87', '1:02.35', '1:00:00.00'), rounded half up
    as WCA results are; 'DNF' for infinity, '-' for None (no value yet)."""
    if ms is None:
        return '-'
    if math.isinf(ms):
        return 'DNF'
    centis = int((ms + 5) // 10)
    minutes, centis = divmod(centis, 6000)
    hours, minutes = divmod(minutes, 60)
    seconds = f"{centis // 100}.{centis % 100:02d}"
    if hours:
        return f"{hours}:{minutes:02d}:{seconds.zfill(5)}"
    if minutes:
        return f"{minutes}:{seconds.zfill(5)}"
    return seconds


def moves_text(moves) -> str:
    """The move log as JSON: [["R", 0], ["U'", 312], ...] (stored and exported)."""
    return json.dumps([[str(text), int(ms)] for text, ms in moves], separators=(',', ':'))


def parse_moves(text: str) -> tuple[tuple[str, int], ...]:
    """Read a move log written by `moves_text`; ValueError names what is wrong."""
    if not text:
        return ()
    try:
        items = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"the move log is not JSON: {exc}") from None
    if not isinstance(items, list):
        raise ValueError("the move log must be a list of [move, ms] pairs")
    out = []
    for i, item in enumerate(items, 1):
        if (not isinstance(item, list) or len(item) != 2 or not isinstance(item[0], str)
                or not isinstance(item[1], int) or isinstance(item[1], bool)):
            raise ValueError(f"move {i} of the log is not a [move, ms] pair: {item!r}")
        try:
            parse_move(item[0])
        except NotationError as exc:
            raise ValueError(f"move {i} of the log: {exc}") from None
        out.append((item[0], item[1]))
    return tuple(out)
