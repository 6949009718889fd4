"""Key input: the loaded keymap, the layer prefix being typed (a depth digit, w),
the two hands' layer counts, and the keymap help toggle.

A key either turns (its move, shaped by the prefix and the hands, goes to
`press`) or names an action (controller.keymap.ACTIONS) that the session runs.
"""
from __future__ import annotations

from typing import Callable

from model import Move

from . import prefix
from .events import HelpToggled
from .keymap import Keymap
from .outbox import Outbox


class KeyInput:
    """`actions` maps each keymap action but 'depth' (and the ones handled here:
    help, wide, clear_prefix, the hands') to what it does; `press(move)` queues
    a turn; `size()` is the cube's size."""

    #: Actions this part handles itself.
    OWN = ('help', 'wide', 'clear_prefix', 'left_deeper', 'left_shallower', 'right_deeper', 'right_shallower')

    def __init__(self, keymap: Keymap, outbox: Outbox, press: Callable[[Move], None], size: Callable[[], int],
                 actions: dict[str, Callable[[], None]]):
        self.keymap = keymap
        self.outbox = outbox
        self.press = press
        self.size = size
        self.actions = dict(actions)
        self.actions.update({
            'help': self.toggle_help, 'wide': self.toggle_wide, 'clear_prefix': self.clear_prefix,
            'left_deeper': lambda: self.move_hand(0, 1), 'left_shallower': lambda: self.move_hand(0, -1),
            'right_deeper': lambda: self.move_hand(1, 1), 'right_shallower': lambda: self.move_hand(1, -1)})
        self.depth: int | None = None
        self.wide_pending = False
        #: How many layers the left and right hands' L / R keys turn (csTimer's 3 4 7 8).
        self.hands: tuple[int, int] = (1, 1)
        self.help_visible = False

    def fresh_cube(self, n: int) -> None:
        """A new n-cube: no prefix pending, the hands kept within its layers."""
        self.depth, self.wide_pending = None, False
        self.hands = tuple(max(1, min(h, n - 1)) for h in self.hands)

    def handle_key(self, key: str, shift: bool = False, ctrl: bool = False) -> bool:
        """Act on a key from the keymap; returns whether the key was used."""
        binding = self.keymap.lookup(key, shift, ctrl)
        if binding is None:
            return False
        if binding.move is not None:
            move = prefix.apply_prefix(prefix.apply_hands(binding.move, self.hands), self.depth,
                                       self.wide_pending)
            self.depth, self.wide_pending = None, False
            self.press(move)
            return True
        if binding.action == 'depth':
            self.depth = prefix.next_depth(self.depth, binding.arg or 0, self.size())
        else:
            self.actions[binding.action]()
        return True

    def toggle_wide(self) -> None:
        self.wide_pending = not self.wide_pending

    def clear_prefix(self) -> None:
        self.depth, self.wide_pending = None, False
        self.hands = (1, 1)

    def move_hand(self, which: int, step: int) -> None:
        self.hands = prefix.move_hand(self.hands, which, step, self.size())

    def toggle_help(self) -> None:
        self.help_visible = not self.help_visible
        self.outbox.post(HelpToggled(self.help_visible))

    @property
    def pending_prefix(self) -> str:
        """The layer prefix typed so far ('3', 'w', '3w' or '')."""
        return prefix.prefix_text(self.depth, self.wide_pending)

    def help_lines(self) -> list[tuple[str, str]]:
        """(keys, what they do) for the on-screen keymap."""
        return self.keymap.help_lines()
