"""The frame-rate cap of an idle window: redraw a few times a second while nothing moves.

Without vsync (Xvfb, some drivers) Panda3D draws flat out, so a window nobody touches
burns a whole core. While no turn plays, no job runs, no button is held, the pointer
and keys are still and nothing is typed for IDLE_AFTER seconds, the global clock is
limited to IDLE_FPS (Panda3D sleeps out the rest of each frame); the first sign of
life lifts the limit for the next frame, so turning runs as fast as before. A clock
someone else put in another mode (tests step a non-real-time clock) is left alone.
"""
from __future__ import annotations

from panda3d.core import ClockObject

#: Frames a second while idle: what the pointer's hover highlight and the first key
#: wait at most (1/IDLE_FPS s), against the CPU an idle window takes.
IDLE_FPS = 10
#: Seconds with nothing moving before the cap comes on.
IDLE_AFTER = 0.5


class IdleCap:
    """Caps the global clock while `frame(busy, dt)` keeps being told nothing moves."""

    def __init__(self):
        self.clock = ClockObject.getGlobalClock()
        self.enabled = self.clock.getMode() == ClockObject.MNormal
        self.quiet = 0.0
        self.capped = False

    def frame(self, busy: bool, dt: float) -> None:
        if not self.enabled:
            return
        self.quiet = 0.0 if busy else self.quiet + dt
        self._cap(self.quiet >= IDLE_AFTER)

    def wake(self) -> None:
        """Input arrived: full speed from the next frame on."""
        self.quiet = 0.0
        if self.enabled:
            self._cap(False)

    def _cap(self, on: bool) -> None:
        if on == self.capped:
            return
        if self.clock.getMode() not in (ClockObject.MNormal, ClockObject.MLimited):
            self.enabled = False                  # someone else drives the clock now
            return
        self.capped = on
        if on:
            self.clock.setMode(ClockObject.MLimited)
            self.clock.setFrameRate(IDLE_FPS)
        else:
            self.clock.setMode(ClockObject.MNormal)
