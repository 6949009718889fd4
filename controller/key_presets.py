"""Key presets (CubeLab's default keys, csTimer's two-handed layout) and rebinding:
the user's changes are written to their keymap.toml, laid over the preset."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from model import parse_move
from storage import keymap_file

from . import keymap as keymaps

PRESET_DIR = keymaps.DEFAULT_PATH.parent / 'keymaps'
#: Preset name -> the file laid over the defaults (None: the defaults alone).
PRESETS: dict[str, Path | None] = {'cubelab': None, 'cstimer': PRESET_DIR / 'cstimer.toml'}
DEFAULT_PRESET = 'cubelab'


def check_preset(name: str) -> str:
    key = str(name).strip().lower()
    if key not in PRESETS:
        raise ValueError(f"unknown key preset {name!r} (use {', '.join(PRESETS)})")
    return key


def load(preset: str = DEFAULT_PRESET, user_file: Path | None = None,
         language: str = 'en') -> tuple[keymaps.Keymap, list[str]]:
    """The keymap of `preset` with the user's keymap.toml over it, and its problems."""
    return keymaps.load(user_file, preset_file=PRESETS[check_preset(preset)], language=language)


@dataclass(frozen=True, slots=True)
class Target:
    """What a key can be bound to: a move ('R', Shift inverts) or an action ('undo')."""
    move: str | None = None
    action: str | None = None

    def __str__(self) -> str:
        return self.move if self.move is not None else str(self.action)


def targets(keymap: keymaps.Keymap) -> list[tuple[Target, list[str]]]:
    """Every rebindable thing and the keys now bound to it, in a stable order."""
    found: dict[Target, list[str]] = {}
    for key, move in keymap.moves.items():
        found.setdefault(Target(move=str(move)), []).append(key)
    for action in keymaps.ACTIONS:
        found.setdefault(Target(action=action), [])
    for key, (action, arg) in keymap.actions.items():
        if action != 'depth':
            found[Target(action=action)].append(key)
    return list(found.items())


def bound_to(keymap: keymaps.Keymap, key: str) -> Target | None:
    """What `key` (a combination like 'ctrl+z') does now, or None."""
    name = keymaps.parse_combo(key)
    if name in keymap.actions:
        action, arg = keymap.actions[name]
        return Target(action=action if arg is None else f"{action} {arg}")
    if name in keymap.moves:
        return Target(move=str(keymap.moves[name]))
    return None


def conflict(keymap: keymaps.Keymap, key: str, target: Target) -> Target | None:
    """What binding `key` to `target` would take the key away from (None if nothing)."""
    now = bound_to(keymap, key)
    return None if now is None or now == target else now


class Rebound(NamedTuple):
    """What a rebind did: the keys it unbound, and where the user's old file was kept
    when it held more than CubeLab writes back (None when nothing was set aside)."""
    unbound: list[str]
    kept_as: Path | None


def rebind(user_file: Path, keymap: keymaps.Keymap, key: str, target: Target) -> Rebound:
    """Bind `key` to `target` in the user's file: the key's old binding goes, and the
    keys that made `target` before are unbound."""
    name = keymaps.parse_combo(key)
    if target.move is not None:
        parse_move(target.move)                       # NotationError for nonsense
        if '+' in name.rstrip('+'):
            raise ValueError(f"{key!r}: moves take no modifiers (Shift inverts)")
    elif target.action not in keymaps.ACTIONS:
        raise ValueError(f"unknown action {target.action!r}")
    data = keymap_file.read_user_tables(user_file)
    moves, actions = data.setdefault('moves', {}), data.setdefault('actions', {})
    old_keys = [k for t, keys in targets(keymap) if t == target for k in keys if k != name]
    for old in old_keys:
        (moves if target.move is not None else actions)[old] = ''
    if name in keymap.actions or name in actions:
        actions[name] = ''
    if name in keymap.moves or name in moves:
        moves[name] = ''
    (moves if target.move is not None else actions)[name] = str(target)
    return Rebound(old_keys, keymap_file.write_user_tables(user_file, data))


def reset(user_file: Path) -> None:
    """Forget the user's changes (their file is kept beside, renamed)."""
    keymap_file.set_aside(user_file)
