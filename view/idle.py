"""Drawing on demand: a window where nothing changes stops drawing and only looks for
change a few dozen times a second.

Without vsync (Xvfb, some drivers) Panda3D draws flat out, and in software GL each
drawn frame costs milliseconds of several threads; Ursina's own per-frame walk over
every entity costs a few more. Once nothing has changed for IDLE_AFTER seconds (no
turn, playback, job, event, text change, held key or button, pointer motion, typing,
running timer) the window falls asleep: the window is not drawn, Ursina's update walk
is skipped, and each frame sleeps out the rest of 1/POLL_FPS s (a sleep of its own:
Panda3D's limited clock spins through its last 10 ms, which costs more than drawing).
An asleep frame reads the pointer (input events arrive as ever) and, CHECK_FPS times a
second, runs the frame driver's own update (the controller, the panel's per-frame
refresh), which reports change as it does awake. Input, a window event or the pointer
moving wakes it: drawing and the full frame rate resume in the same frame, so a key
waits at most 1/POLL_FPS s more than in a busy window. A one-off change (a controller
event, a text that changed: a progress tick, a message) is drawn in a few awake frames,
after which the window sleeps again. A clock in another mode than the real
one (tests step a non-real-time clock) means someone else paces the frames: the window
then never sleeps.
"""
from __future__ import annotations

from time import perf_counter, sleep

from direct.showbase.DirectObject import DirectObject
from direct.task import Task
from panda3d.core import ClockObject
from ursina import application, time

#: Frames a second while asleep: the longest extra wait of a key or a pointer move.
POLL_FPS = 25
#: Times a second an asleep window asks the controller and the panel what changed (a
#: job's result, a progress tick, the inspection countdown).
CHECK_FPS = 10
#: Seconds with nothing changing before the window stops drawing.
IDLE_AFTER = 0.5
#: Awake frames that draw a one-off change (a progress tick, a message) seen while asleep.
SETTLE_FRAMES = 2
#: Asleep, the window is still drawn this often (seconds): a picture lost to another
#: window that covered it comes back.
REDRAW_EVERY = 3.0


class IdleFrames:
    """Puts the window to sleep while `frame(busy, dt)` keeps being told nothing changes.

    `app` is the Ursina app; `poll` runs in every asleep frame instead of Ursina's update
    walk (the frame driver's update, which calls `frame` in turn)."""

    def __init__(self, app, poll):
        self.app, self.poll = app, poll
        self.clock = ClockObject.getGlobalClock()
        self.enabled = True
        self.quiet = 0.0
        self.asleep = False
        self.rousing = 0                          # awake frames left to draw a one-off change
        self.since_drawn = 0.0
        self._pointer = None
        self._due = 0.0
        self.unchecked = 0.0
        tasks = app.taskMgr.getTasksNamed('update')
        if not tasks:
            self.enabled = False
            return
        walk = tasks[0]
        self._walk, sort = walk.getFunction(), walk.getSort()
        app.taskMgr.remove(walk)
        app.taskMgr.add(self._frame_task, 'update', sort=sort)
        self._events = DirectObject()
        self._events.accept('window-event', lambda *_: self.wake())

    def frame(self, moving: bool, dt: float, changed: bool = False) -> None:
        """Once a frame, awake or asleep: `moving`, something on screen changes from
        frame to frame (a turn, a held key: full speed); `changed`, something changed
        once (a progress tick, a message, a job's result: drawn, then asleep again)."""
        if not self.enabled:
            return
        if moving:
            self.wake()
            return
        if changed and self.asleep:
            self._rouse()
        if self.rousing:
            self.rousing -= 1
            if not self.rousing:
                self._sleep()
            return
        self.quiet += dt
        if not self.asleep and self.quiet >= IDLE_AFTER:
            self._sleep()

    def wake(self) -> None:
        """Something changed (or input arrived): draw at full speed from this frame on."""
        self.quiet = 0.0
        self.rousing = 0
        if not self.enabled or not self.asleep:
            return
        self.asleep = False
        self._draw(True)

    def _rouse(self) -> None:
        """A change drawn in SETTLE_FRAMES awake frames (Ursina's walk runs, the picture
        is drawn), after which the window sleeps again: a progress line re-told every
        second costs a few frames, not IDLE_AFTER seconds at full speed."""
        self.asleep = False
        self.rousing = SETTLE_FRAMES
        self._draw(True)

    def close(self) -> None:
        if self.enabled:
            self._events.ignoreAll()

    def _sleep(self) -> None:
        if self.clock.getMode() != ClockObject.MNormal:
            self.enabled = False                  # someone else paces the frames
            return
        self.asleep = True
        self.since_drawn = self.unchecked = 0.0
        self._pointer = self._read_pointer()
        self._due = perf_counter()
        self._draw(False)

    def _frame_task(self, task):
        """Ursina's update walk while awake; the pointer and `poll` while asleep."""
        if not self.asleep:
            return self._walk(task)
        self._due += 1.0 / POLL_FPS
        rest = self._due - perf_counter()
        if rest > 0:
            sleep(rest)
        else:
            self._due -= rest                     # late: the next frame is due from now
        if self._read_pointer() != self._pointer:
            self.wake()
            return self._walk(task)
        dt = self.clock.getDt()
        self.since_drawn += dt
        self.unchecked += dt
        redraw = self.since_drawn >= REDRAW_EVERY
        if redraw:
            self.since_drawn = 0.0
        if self.unchecked >= 1.0 / CHECK_FPS:
            time.dt_unscaled, time.dt = self.unchecked, self.unchecked * application.time_scale
            self.unchecked = 0.0
            self.poll()
        if self.asleep:
            self._draw(redraw)
        return Task.cont

    def _read_pointer(self):
        win = self.app.win
        if win is None:
            return None
        here = win.getPointer(0)
        return here.getX(), here.getY(), here.getInWindow()

    def _draw(self, on: bool) -> None:
        win = self.app.win
        if win is not None:
            win.setActive(on)
