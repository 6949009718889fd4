"""Every text of a part of the window made again in another language (see
controller/retranslate.py): labels, button labels (shrunk to fit again) and tooltips;
what people typed is left alone."""
from __future__ import annotations

import textwrap

from ursina import Button, InputField, Text

from controller.retranslate import translate

from .alg_box import AlgBox
from .widgets import SideTooltip, fit_button_text


def _descendants(root, skip=()):
    """root's entities, depth first, without going into text boxes (their text is the
    user's) or the entities in `skip`."""
    stack = list(root.children)
    while stack:
        e = stack.pop()
        if isinstance(e, (AlgBox, InputField)) or e in skip:
            continue
        yield e
        stack.extend(e.children)


def _rewrapped(old_text: str, new_text: str) -> str:
    """The new text wrapped as the old one was (fit() wraps panel text to a width)."""
    lines = old_text.split('\n')
    if len(lines) < 2:
        return new_text
    return '\n'.join(textwrap.wrap(new_text, max(len(line) for line in lines)))


def relabel_text(t: Text, old: str, new: str) -> bool:
    """One Text in the new language; whether it changed."""
    before = getattr(t, 'shown', None) or t.text
    after = translate(before, old, new)
    if after is None:
        return False
    after = _rewrapped(before, after)
    if after != before:
        t.text = after
    t.shown = after
    return True


def relabel_tooltip(tooltip, old: str, new: str) -> None:
    if isinstance(tooltip, SideTooltip):
        after = translate(tooltip._source, old, new)
        if after is not None:
            tooltip.set_text(after)


def relabel(root, old: str, new: str, skip=()) -> None:
    """Every Text under root (and its buttons' tooltips) from language `old` to `new`,
    but under the entities in `skip`."""
    buttons = []
    for e in _descendants(root, skip):
        if isinstance(e, Text) and not isinstance(e, SideTooltip):
            relabel_text(e, old, new)
        if isinstance(e, Button):
            buttons.append(e)
            relabel_tooltip(getattr(e, 'tooltip', None), old, new)
    for b in buttons:
        if getattr(b, 'text_entity', None) is not None:
            fit_button_text(b)
