"""The user's preferences: settings.toml read once at start, what it means (appearance,
keys, speed, language, size), changed from the window and written back at once."""
from __future__ import annotations

from pathlib import Path

from model import CubeLabError
from model.schemes import Appearance, Orientation, nearest_basic, parse_rgb, rgb_text, scheme
from storage import settings as store

from . import key_presets
from . import speed as speeds
from . import keymap as keymaps
from .events import Message
from .strings import text
from .explain import explain

#: Colour name keys of every scheme (for the catalogue: paint.colour_<name>, paint.face_<name>).
SETTING_NAMES = ('scheme', 'letters', 'top', 'front', 'keys', 'speed', 'language', 'size', 'last_layer', 'cross',
                 'big_solves', 'colours')


class Preferences:
    """settings.toml and what follows from it. `problems` are sentences for the window."""

    def __init__(self, path: Path | None = None, keymap_file: Path | None = None):
        self.path = store.path_in() if path is None else Path(path)
        self.keymap_file = keymaps.user_path() if keymap_file is None else Path(keymap_file)
        self.settings, problem = store.load(self.path)
        self.problems: list[str] = []
        if problem:
            self.problems.append(text('settings.file_problem', self.settings.language, why=problem))
        self.appearance = self._appearance(self.settings, self.problems)

    @property
    def language(self) -> str:
        return self.settings.language

    # -- what the settings mean -------------------------------------------------
    @staticmethod
    def _appearance(settings: store.Settings, problems: list[str]) -> Appearance:
        chosen = scheme(settings.scheme)
        for name, rgb in settings.colours.items():
            if name not in chosen.names:
                problems.append(text('settings.unknown_colour', settings.language, name=name,
                                     names=', '.join(chosen.names)))
                continue
            chosen = chosen.with_colour(chosen.names.index(name), parse_rgb(rgb))
        try:
            orientation = Orientation(_colour_index(chosen.names, settings.top),
                                      _colour_index(chosen.names, settings.front))
        except CubeLabError as exc:
            problems.append(text('settings.bad_orientation', settings.language,
                                 why=explain(exc, settings.language)))
            orientation = Orientation()
        return Appearance(chosen, orientation, settings.letters)

    def keymap(self, language: str | None = None) -> tuple[keymaps.Keymap, list[str]]:
        """The keys the settings choose, and their problems in `language` (the settings')."""
        language = language or self.language
        try:
            preset = key_presets.check_preset(self.settings.keys)
        except ValueError as exc:
            keymap, problems = key_presets.load(key_presets.DEFAULT_PRESET, self.keymap_file, language)
            why = str(exc) if language == 'en' else text('errors.keymap_preset', language, name=self.settings.keys)
            return keymap, [why, *problems]
        return key_presets.load(preset, self.keymap_file, language)

    def face_words(self, language: str | None = None) -> dict[str, str]:
        """Face letter -> the words for the colour it starts with, in `language` (the settings')."""
        return {face: text(f'paint.face_{self.appearance.colour_name_of_face(face)}', language or self.language)
                for face in 'URFDLB'}

    def colour_words(self, language: str | None = None) -> tuple[str, ...]:
        """The six colours' names as messages say them (lower case, in `language`, the settings'):
        the scheme's, and for a colour set by hand the everyday colour nearest to it
        with its code ("pink #ff88cc")."""
        look, language = self.appearance.scheme, language or self.language
        words = []
        for c, name in enumerate(look.names):
            custom = self.settings.colours.get(name)
            if custom is None:
                words.append(text(f'paint.colour_{name}', language).lower())
            else:
                basic = text(f'paint.colour_{nearest_basic(look.colours[c])}', language).lower()
                words.append(f'{basic} {rgb_text(look.colours[c])}')
        return tuple(words)

    # -- changing them ----------------------------------------------------------
    def change(self, **changes) -> None:
        """Change settings (names as in settings.toml), check them, and write them
        into the file at once (only their lines: what else the file holds stays).
        Raises ValueError / CubeLabError with a sentence if a value is wrong; then
        nothing changes."""
        unknown = set(changes) - set(SETTING_NAMES)
        if unknown:
            raise ValueError(f"unknown setting {sorted(unknown)[0]!r}")
        data = {name: getattr(self.settings, name) for name in SETTING_NAMES}
        data.update(changes)
        data['version'] = store.VERSION
        new, bad = store.from_data(data)
        if bad:
            raise ValueError('; '.join(bad))
        if 'speed' in changes:
            speeds.seconds_for(new.speed)
        if 'keys' in changes:
            key_presets.check_preset(new.keys)
        problems: list[str] = []
        appearance = self._appearance(new, problems)
        if problems:
            raise ValueError(problems[0])
        self.settings, self.appearance = new, appearance
        note = store.update(new, changes, self.path)
        if note:
            self.problems.append(text('settings.file_problem', self.language, why=note))

    def set_orientation(self, top: int, front: int) -> None:
        names = self.appearance.scheme.names
        Orientation(top, front)                          # CubeLabError when impossible
        self.change(top=names[top], front=names[front])

    def set_scheme(self, name: str) -> None:
        """A preset scheme; the orientation keeps its colours by position (the top
        colour of the old scheme is the top colour of the new one)."""
        new = scheme(name)
        top, front = self.appearance.orientation.top, self.appearance.orientation.front
        self.change(scheme=new.name, colours={}, top=new.names[top], front=new.names[front])

    def set_colour(self, colour: int, code: str) -> None:
        """Your own colour (a '#rrggbb' code, the '#' optional) for colour 0..5."""
        code = rgb_text(parse_rgb(code))                # '#rrggbb' however it was typed
        colours = dict(self.settings.colours)
        colours[self.appearance.scheme.names[colour]] = code
        self.change(colours=colours)

    def clear_colour(self, colour: int) -> None:
        """Back to the scheme's own colour for `colour` (0..5)."""
        colours = dict(self.settings.colours)
        colours.pop(self.appearance.scheme.names[colour], None)
        self.change(colours=colours)

    # -- the session ------------------------------------------------------------
    def apply(self, session, *, size: bool = False, speed: bool = True, language: str | None = None) -> None:
        """Give the session the language (`language` where given: one chosen for this run
        only), the big cubes' solve route, speed (unless told not to: it did not change),
        keys and orientation (and the size, when asked: only at start, or the cube would be reset)."""
        session.language = language = language or self.language
        session.background.big_solves = self.settings.big_solves
        if speed:
            session.set_speed(_speed_value(self.settings.speed))
        keymap, problems = self.keymap(language)
        session.keymap = keymap
        session.face_words = self.face_words(language)
        for problem in problems:
            session.say(Message.of('common.verbatim', 'error', text=problem))
        rotation = self.appearance.orientation.rotation
        if size and self.settings.size != session.size:
            session.orientation = rotation
            session.set_size(self.settings.size)
        elif tuple(rotation) != tuple(session.orientation):
            session.set_orientation(rotation)


def _colour_index(names: tuple[str, ...], name: str) -> int:
    key = name.strip().lower()
    if key not in names:
        raise CubeLabError(f"{name!r} is not a colour of this scheme ({', '.join(names)})")
    return names.index(key)


def _speed_value(value: str):
    return value if value in speeds.SPEEDS else float(value)
