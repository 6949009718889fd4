"""Background jobs: one function in a daemon thread, polled once per frame."""
from __future__ import annotations

import logging
import queue
import threading
from typing import Any, Callable

log = logging.getLogger(__name__)


class Job:
    """Runs `fn(progress)` in a thread. `progress(fraction, text)` may be
    called from the thread; `poll()` never blocks."""

    def __init__(self, kind: str, fn: Callable[[Callable[[float, str], None]], Any], token: int):
        self.kind = kind
        self.token = token
        self._fn = fn
        self._progress: queue.SimpleQueue = queue.SimpleQueue()
        self._done = threading.Event()
        self.result: Any = None
        self.cube = None                  # the cube a solve began from
        self.mode = ''                    # a scramble's mode, for messages
        self.error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name=f'cubelab-{kind}', daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self.result = self._fn(self._report)
        except BaseException as exc:  # reported to the user by the session, logged here
            if not isinstance(exc, (ValueError, NotImplementedError)):
                log.exception("%s job failed", self.kind)
            self.error = exc
        finally:
            self._done.set()

    def _report(self, fraction: float, text: str = '') -> None:
        self._progress.put((float(fraction), str(text)))

    def progress(self) -> list[tuple[float, str]]:
        """Progress reports since the last call."""
        out = []
        while True:
            try:
                out.append(self._progress.get_nowait())
            except queue.Empty:
                return out

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (tests and shutdown only)."""
        return self._done.wait(timeout)
