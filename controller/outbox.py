"""What the session has to tell the view: the events since the last update and
the line the status bar shows (the last Message said)."""
from __future__ import annotations

from .events import Event, Message


class Outbox:
    """Collects events for the next `update()`; `say()` is how every part of the
    session puts a line on the status bar."""

    def __init__(self):
        self.events: list[Event] = []
        self.message = Message()               # the status line: what was said last

    def say(self, message: Message) -> None:
        self.message = message
        self.events.append(message)

    def shown(self, message: Message) -> None:
        """The view drew `message` itself (a page's own line): it is the status line
        now, so it goes by the same rule as the lines said here."""
        self.message = message

    def clear(self) -> None:
        """An empty status line: what it said no longer describes the page or the cube."""
        if self.message.key:
            self.say(Message())

    def say_key(self, key: str, level: str = 'info', **fields) -> None:
        """`say(Message.of(key, level, **fields))`."""
        self.say(Message.of(key, level, **fields))

    def post(self, event: Event) -> None:
        self.events.append(event)

    def take(self) -> list[Event]:
        """The events since the last call, oldest first."""
        events, self.events = self.events, []
        return events
