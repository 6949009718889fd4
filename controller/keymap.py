"""Key bindings as data: the default assets/keymap.toml merged with the user's file
(storage/keymap_file.py reads and writes the files)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from model import Move, NotationError, parse_move
from storage import keymap_file

from .strings import text

DEFAULT_PATH = Path(__file__).resolve().parent.parent / 'assets' / 'keymap.toml'
MODIFIERS = ('ctrl', 'shift')
#: Action name -> what the help says it does.
ACTIONS = {
    'undo': 'undo', 'redo': 'redo', 'toggle_pause': 'pause / resume playback',
    'pause': 'pause playback', 'resume': 'resume playback',
    'step_forward': 'step forward one move', 'step_back': 'step back one move',
    'scramble': 'scramble', 'solve': 'solve', 'reset': 'reset to solved',
    'bigger': 'next cube size up', 'smaller': 'next cube size down',
    'replay': 'replay the last solution from its start',
    'help': 'show / hide this keymap', 'wide': 'next face key turns a wide block',
    'clear_prefix': 'forget a pending layer number or w',
    'left_deeper': 'left hand: L keys turn one layer more',
    'left_shallower': 'left hand: L keys turn one layer fewer',
    'right_deeper': 'right hand: R keys turn one layer more',
    'right_shallower': 'right hand: R keys turn one layer fewer',
}
_IGNORED = {'shift', 'control', 'ctrl', 'alt', 'left shift', 'right shift',
            'left control', 'right control', 'left alt', 'right alt'}


@dataclass(frozen=True, slots=True)
class Binding:
    """What a key does: a move (already inverted for Shift) or an action
    (with `arg` for 'depth N')."""
    move: Move | None = None
    action: str | None = None
    arg: int | None = None


def user_path() -> Path:
    """The user's keymap file in the config folder (it may not exist)."""
    return keymap_file.user_path()


def combo(key: str, shift: bool = False, ctrl: bool = False) -> str:
    """Canonical text of a key with modifiers: 'ctrl+shift+z'."""
    return ('ctrl+' if ctrl else '') + ('shift+' if shift else '') + key


def parse_combo(text: str) -> str:
    """'Shift+Ctrl+Z' -> 'ctrl+shift+z'; ValueError if there is no key."""
    parts = text.strip().lower().split('+')
    mods = set()
    while len(parts) > 1 and parts[0].strip() in ('ctrl', 'control', 'shift'):
        mods.add('ctrl' if parts.pop(0).strip() in ('ctrl', 'control') else 'shift')
    key = '+'.join(parts).strip()
    if not key:
        raise ValueError(f"{text!r} names no key")
    return combo(key, 'shift' in mods, 'ctrl' in mods)


#: Keys whose own name ends in ' up' (their release is '<name> up').
NAMED_UP = ('page up',)


def is_release(key: str) -> bool:
    """Ursina reports a key's release as '<name> up' and a held key as '<name> hold';
    'page up' itself is a press."""
    return key.endswith(' hold') or key.endswith(' up') and key not in NAMED_UP


class Keymap:
    """Looks keys up: `moves` maps a plain key to a Move, `actions` a key
    combination to (action, arg)."""

    def __init__(self, moves: dict[str, Move], actions: dict[str, tuple[str, int | None]]):
        self.moves = moves
        self.actions = actions

    def lookup(self, key: str, shift: bool = False, ctrl: bool = False) -> Binding | None:
        key = (key or '').strip().lower()
        if not key or key in _IGNORED or is_release(key):
            return None
        found = self.actions.get(combo(key, shift, ctrl))
        if found:
            return Binding(action=found[0], arg=found[1])
        if not ctrl and key in self.moves:
            move = self.moves[key]
            return Binding(move=move.inverse() if shift else move)
        if shift:  # Shift+Space still pauses, Shift+3 still picks layer 3
            found = self.actions.get(combo(key, False, ctrl))
            if found:
                return Binding(action=found[0], arg=found[1])
        return None

    def help_lines(self) -> list[tuple[str, str]]:
        """(keys, what they do) for the on-screen keymap."""
        lines = [(_pretty(k), f"{m}   (Shift: {m.inverse()})") for k, m in self.moves.items()]
        digits = sorted(k for k, (a, _) in self.actions.items() if a == 'depth')
        if digits:
            lines.append((' '.join(_pretty(k) for k in digits),
                          'choose the layer for the next face key (3 R = 3R)'))
        by_action: dict[str, list[str]] = {}
        for key, (action, _) in self.actions.items():
            if action != 'depth':
                by_action.setdefault(action, []).append(_pretty(key))
        for action, keys in by_action.items():
            lines.append((' / '.join(keys), ACTIONS[action]))
        return lines


def _pretty(key: str) -> str:
    return '+'.join(p.capitalize() if len(p) > 1 else p.upper() for p in key.split('+')) if key != '+' else '+'


def _merge(keymap: Keymap, data: dict, where: str, problems: list[str], language: str = 'en') -> None:
    for table in data:
        if table not in ('moves', 'actions'):
            problems.append(text('errors.keymap_unknown_table', language, where=where, table=table))
    for key, value in _table(data, 'moves', where, problems, language).items():
        try:
            name = parse_combo(key)
            if not isinstance(value, str):
                raise ValueError(f"move for {key!r} must be text like \"R\"")
            if '+' in name.rstrip('+'):
                raise ValueError(f"{key!r}: moves take no modifiers (Shift inverts)")
            if value.strip() == '':
                keymap.moves.pop(name, None)
                continue
            keymap.moves[name] = parse_move(value.strip())
        except (ValueError, NotationError) as exc:
            problems.append(_problem(where, 'moves', key, exc, language))
    for key, value in _table(data, 'actions', where, problems, language).items():
        try:
            name = parse_combo(key)
            if not isinstance(value, str):
                raise ValueError(f"action for {key!r} must be text like \"undo\"")
            if value.strip() == '':
                keymap.actions.pop(name, None)
                continue
            keymap.actions[name] = _action(value)
        except ValueError as exc:
            problems.append(_problem(where, 'actions', key, exc, language))


def _problem(where: str, table: str, key: str, exc: Exception, language: str) -> str:
    """One bad line of a keymap file, for the user, in their language (the model's
    sentence in English; in another language the notation error, or what is wrong)."""
    from .explain import explain
    if language == 'en' or isinstance(exc, NotationError):
        why = explain(exc, language)
    else:
        why = text(f'errors.keymap_bad_{table}', language, name=key)
    return text('errors.keymap_entry', language, where=where, table=table, why=why)


def _table(data: dict, name: str, where: str, problems: list[str], language: str = 'en') -> dict:
    table = data.get(name, {})
    if not isinstance(table, dict):
        problems.append(text('errors.keymap_not_table', language, where=where, name=name))
        return {}
    return table


def _action(value: str) -> tuple[str, int | None]:
    words = value.strip().lower().split()
    if len(words) == 2 and words[0] == 'depth' and words[1].isdigit():
        return 'depth', int(words[1])
    if len(words) == 1 and words[0] in ACTIONS:
        return words[0], None
    raise ValueError(f"unknown action {value!r} (use {', '.join(ACTIONS)} or 'depth N')")


def load(user_file: Path | None = None, default_file: Path = DEFAULT_PATH,
         preset_file: Path | None = None, language: str = 'en') -> tuple[Keymap, list[str]]:
    """The keymap and the problems found (each a sentence for the user): the
    defaults, then a preset (assets/keymaps/), then the user's file over them.
    A user file that cannot be read leaves the defaults untouched."""
    keymap, problems = Keymap({}, {}), []
    for shipped in (default_file, preset_file):
        if shipped is not None:
            _merge(keymap, keymap_file.read(shipped), shipped.name, problems)
    if problems:  # the shipped files are part of the program: fail loudly in tests
        raise RuntimeError('; '.join(problems))
    path = user_path() if user_file is None else user_file
    try:
        data = keymap_file.read(path)
    except keymap_file.UNREADABLE as exc:
        why = str(exc) if language == 'en' else text('errors.keymap_unreadable_why', language)
        return keymap, [text('errors.keymap_unreadable', language, path=path, why=why)]
    if data is None:
        return keymap, problems
    _merge(keymap, data, str(path), problems, language)
    return keymap, problems
