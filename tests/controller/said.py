"""Events as the English user reads them: Messages and Progress lines rendered in English."""
from controller.events import Message, Progress


def said(events) -> list[tuple[str, str]]:
    """(English text, level) of each Message."""
    return [(e.render('en'), e.level) for e in events if isinstance(e, Message)]


def progress(events) -> list[tuple[float, str, str]]:
    """(fraction, English line, job) of each Progress."""
    return [(e.fraction, e.line.render('en'), e.job) for e in events if isinstance(e, Progress)]
