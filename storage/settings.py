"""The one settings file (settings.toml in the config folder): versioned TOML, every
default written out commented on the first run, a broken file never fatal.

Reading never raises: a file that is not TOML or not UTF-8 (or larger than
MAX_BYTES) is moved aside and the defaults are used; one that is not a regular
file is left as it is; a value of the wrong type or out of range falls back to
its default. Either way `load` returns one problem sentence for the window.

A change rewrites only the changed settings' lines (`update`): settings this
version does not know, comments, and values out of range stay in the file
until the user changes them. A file that cannot be changed so is kept beside,
renamed, and written afresh.
"""
from __future__ import annotations

import json
import math
import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path

from model.limits import MAX_SIZE, MIN_SIZE
from model.schemes import SCHEMES, parse_rgb

from . import toml_lines
from .atomic import move_aside, write_atomic
from .paths import config_dir
from .safe_read import TooLarge, read_regular

VERSION = 1
FILE_NAME = 'settings.toml'
#: A settings file larger than this is not a settings file.
MAX_BYTES = 1_000_000
LANGUAGES = ('en', 'fr')
SPEED_NAMES = ('instant', 'fast', 'normal', 'slow')
LAST_LAYERS = ('2look', 'full')
#: The colours CFOP's cross may be in (the standard scheme's names of the six centres).
CROSS_COLOURS = ('white', 'yellow', 'green', 'blue', 'red', 'orange')
BIG_SOLVES = ('shortest', 'quick')


@dataclass(frozen=True)
class Settings:
    """Everything the window remembers between runs. `colours` maps a colour name of
    the scheme to '#rrggbb' (a custom colour for that face)."""
    scheme: str = 'standard'
    letters: bool = False
    top: str = 'white'
    front: str = 'green'
    keys: str = 'cubelab'
    speed: str = 'normal'
    language: str = 'en'
    size: int = 3
    last_layer: str = '2look'
    cross: str = 'white'
    big_solves: str = 'shortest'
    colours: dict[str, str] = field(default_factory=dict)

    def but(self, **changes) -> Settings:
        return replace(self, **changes)


#: What each setting means, for the comments written above it.
_HELP = {
    'scheme': f"Colour scheme: {', '.join(SCHEMES)}.",
    'letters': "Show each colour's letter on its stickers (true or false).",
    'top': "The colour on top when the cube starts (a colour name of the scheme).",
    'front': "The colour in front when the cube starts.",
    'keys': "Key preset: cubelab (the default keys) or cstimer (csTimer's two-handed layout).\n"
            "Your own changes go in keymap.toml beside this file.",
    'speed': f"Turn speed: {', '.join(SPEED_NAMES)}, or seconds per quarter turn (0 to 5).",
    'language': f"Language of the window: {', '.join(LANGUAGES)}.",
    'size': f"Cube size the window opens with, {MIN_SIZE} to {MAX_SIZE}.",
    'last_layer': "CFOP's last layer in Learn: 2look (2-look OLL and PLL, 10 + 6 algorithms) or full (57 + 21).",
    'cross': f"CFOP's cross colour in Learn, held on the bottom: {', '.join(CROSS_COLOURS)}.",
    'big_solves': "Solve on big cubes: shortest (the shortest solution the solver finds, a longer wait)\n"
                  "or quick (a solution sooner, but longer).",
}


def path_in(folder: Path | None = None) -> Path:
    return (config_dir() if folder is None else Path(folder)) / FILE_NAME


def load(path: Path | None = None, *, write_defaults: bool = True) -> tuple[Settings, str | None]:
    """(settings, problem or None). A missing file is written with every default
    commented out (when `write_defaults`); an unreadable one is moved aside."""
    path = path_in() if path is None else Path(path)
    try:
        if not path.exists():
            if write_defaults:
                write_atomic(path, render(Settings()))
            return Settings(), None
        raw = read_regular(path, MAX_BYTES)
    except TooLarge as exc:
        return Settings(), _moved_aside(path, str(exc))
    except OSError as exc:
        return Settings(), f"could not read {path} ({exc.strerror or exc}); using the defaults"
    try:
        data = tomllib.loads(raw.decode('utf-8-sig'))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError, ValueError) as exc:
        why = 'it is not UTF-8 text' if isinstance(exc, UnicodeDecodeError) else f"{exc}"
        return Settings(), _moved_aside(path, why)
    settings, bad = from_data(data)
    if bad:
        return settings, (f"{path}: {'; '.join(bad)}; the defaults are used for those "
                          "(the file keeps them until you change them)")
    return settings, None


def _moved_aside(path: Path, why: str) -> str:
    """Move a settings file that is not TOML aside; the sentence saying so."""
    try:
        aside = move_aside(path)
        kept = f"it was moved to {aside.name}"
    except OSError:
        kept = "it was left as it is"
    return f"{path} could not be read ({why}); {kept} and the defaults are used"


def from_data(data: dict) -> tuple[Settings, list[str]]:
    """Settings from parsed TOML: each bad value is replaced by its default and listed."""
    bad: list[str] = []
    defaults = Settings()
    values = {}
    version = data.get('version', VERSION)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        bad.append(f"version must be a whole number from 1, not {version!r}")
    elif version > VERSION:
        bad.append(f"the file is version {version}, newer than this CubeLab ({VERSION}); "
                   "settings it does not know are kept, not used")
    known = {f.name for f in fields(Settings)} | {'version'}
    for name in data:
        if name not in known:
            bad.append(f"unknown setting {name!r} (kept in the file)")
    for name, check in _CHECKS.items():
        if name not in data:
            continue
        try:
            values[name] = check(data[name])
        except (TypeError, ValueError) as exc:
            bad.append(f"{name}: {exc}")
    if 'colours' in data:
        try:
            values['colours'] = _colours(data['colours'])
        except (TypeError, ValueError) as exc:
            bad.append(f"[colours]: {exc}")
    return replace(defaults, **values), bad


def _text(choices):
    def check(value):
        if not isinstance(value, str):
            raise TypeError(f"must be text, not {type(value).__name__}")
        v = value.strip().lower()
        if choices and v not in choices:
            raise ValueError(f"{value!r} is not one of {', '.join(choices)}")
        return v
    return check


def _bool(value):
    if not isinstance(value, bool):
        raise TypeError(f"must be true or false, not {value!r}")
    return value


def _size(value):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"must be a whole number, not {value!r}")
    if not MIN_SIZE <= value <= MAX_SIZE:
        raise ValueError(f"must be {MIN_SIZE} to {MAX_SIZE}, not {value}")
    return value


def _speed(value):
    if isinstance(value, str):
        v = value.strip().lower()
        if v in SPEED_NAMES:
            return v
        raise ValueError(f"{value!r} is not one of {', '.join(SPEED_NAMES)} nor a number")
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"must be a name or seconds, not {value!r}")
    if not (math.isfinite(value) and 0 <= value <= 5):
        raise ValueError(f"must be 0 to 5 seconds per turn, not {value}")
    return str(float(value))


def _colours(value) -> dict[str, str]:
    if not isinstance(value, dict):
        raise TypeError("must be a table [colours] of name = \"#rrggbb\"")
    out = {}
    for name, rgb in value.items():
        if not isinstance(rgb, str):
            raise TypeError(f"{name} must be text like \"#ff8800\"")
        parse_rgb(rgb)
        out[str(name).strip().lower()] = rgb.strip().lower()
    return out


_CHECKS = {
    'scheme': _text(tuple(SCHEMES)), 'letters': _bool, 'top': _text(()), 'front': _text(()),
    'keys': _text(()), 'speed': _speed, 'language': _text(LANGUAGES), 'size': _size,
    'last_layer': _text(LAST_LAYERS), 'cross': _text(CROSS_COLOURS), 'big_solves': _text(BIG_SOLVES),
}


def render(settings: Settings) -> str:
    """The file's text: each setting with its help; those at their default commented
    out (so a reader sees every setting and what it would be)."""
    defaults = Settings()
    lines = ["# CubeLab settings. The window writes this file; you may edit it too.",
             "# A line starting with # is a default: remove the # and change the value.",
             "# A broken file is moved aside and the defaults are used; settings CubeLab",
             "# does not know, and your comments, are kept when the window changes a setting.",
             f"version = {VERSION}", ""]
    for name in _HELP:
        value = getattr(settings, name)
        lines += [f"# {line}" for line in _HELP[name].splitlines()]
        prefix = '# ' if value == getattr(defaults, name) else ''
        lines += [f"{prefix}{name} = {_toml_value(name, value)}", ""]
    lines += ["# Custom colours, by the scheme's colour name: orange = \"#ff8800\".", "[colours]"]
    if settings.colours:
        lines += [f"{_key(k)} = {json.dumps(v)}" for k, v in sorted(settings.colours.items())]
    else:
        lines += ['# orange = "#ff8800"']
    return '\n'.join(lines) + '\n'


def _toml_value(name: str, value) -> str:
    if isinstance(value, bool):
        return 'true' if value else 'false'
    if name == 'speed' and value not in SPEED_NAMES:
        return str(float(value))
    if isinstance(value, int):
        return str(value)
    return json.dumps(str(value))         # a JSON string is a valid TOML basic string


def _key(name: str) -> str:
    return name if name.replace('_', '').replace('-', '').isalnum() and name.isascii() else json.dumps(name)


def save(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings atomically; returns the path written."""
    path = path_in() if path is None else Path(path)
    write_atomic(path, render(settings))
    return path


def update(settings: Settings, names, path: Path | None = None) -> str | None:
    """Write the settings `names` into the file, changing only their lines. A file
    that cannot be changed in place (not TOML any more, a value over several
    lines, colours as an inline table) is kept beside, renamed, and the whole
    file written; the sentence saying so is returned (None otherwise)."""
    path = path_in() if path is None else Path(path)
    names = set(names)
    try:
        old_text = read_regular(path, MAX_BYTES).decode('utf-8-sig')
        old = tomllib.loads(old_text)
    except FileNotFoundError:
        save(settings, path)
        return None
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError):
        old_text = old = None
    if old is not None:
        text = _edited(old_text, settings, names)
        if _says(text, old, settings, names):
            write_atomic(path, text)
            return None
    try:
        aside = move_aside(path, 'replaced')
    except OSError as exc:
        raise OSError(f"{path} cannot be changed in place nor moved aside ({exc})") from exc
    save(settings, path)
    return f"{path} could not be changed in place; the old file was kept as {aside.name}"


def _edited(text: str, settings: Settings, names: set[str]) -> str:
    defaults = Settings()
    lines = text.splitlines()
    for name in sorted(names - {'colours'}):
        value = getattr(settings, name)
        line = f"{name} = {_toml_value(name, value)}"
        at_default = value == getattr(defaults, name)
        toml_lines.set_key(lines, name, f"# {line}" if at_default else line, insert=not at_default)
    if 'colours' in names:
        toml_lines.set_table(lines, 'colours', [f"{_key(k)} = {json.dumps(v)}"
                                                for k, v in sorted(settings.colours.items())])
    return '\n'.join(lines) + '\n'


def _says(text: str, old: dict, settings: Settings, names: set[str]) -> bool:
    """True if `text` holds `settings` for `names` and every other entry of `old` unchanged."""
    try:
        new = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return False
    read, _ = from_data(new)
    if any(getattr(read, name) != getattr(settings, name) for name in names):
        return False
    return all(new.get(key) == value for key, value in old.items() if key not in names)
