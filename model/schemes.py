"""Colour schemes and the orientation a cube starts in: what each colour looks like and is called.

A colour is named by its home face in the model (colour c is the colour of face
FACE_ORDER[c] on a solved cube held white-top green-front); a scheme says how each
of the six colours is drawn (sRGB 0..1), called (a name key the catalogue translates)
and lettered. The orientation says which colour is on top and which in front at the
start: a whole-cube rotation applied to the solved cube.
"""
from __future__ import annotations

import colorsys
from dataclasses import dataclass, replace
from functools import lru_cache

from .alg import Alg
from .cube import Cube
from .errors import CubeLabError
from .facelets import COLOR_NAMES
from .faces import FACE_ORDER
from .notation import parse_alg

RGB = tuple[float, float, float]

#: The standard (western) colours: white opposite yellow, red opposite orange, green opposite blue.
_WHITE, _RED, _GREEN = (0.96, 0.96, 0.95), (0.84, 0.07, 0.12), (0.00, 0.64, 0.31)
_YELLOW, _ORANGE, _BLUE = (1.00, 0.84, 0.00), (1.00, 0.45, 0.00), (0.00, 0.30, 0.85)


@dataclass(frozen=True, slots=True)
class Scheme:
    """Six colours in face order U R F D L B: their sRGB, name keys and letters."""
    name: str
    colours: tuple[RGB, ...]
    names: tuple[str, ...]
    letters: str

    def __post_init__(self) -> None:
        if len(self.colours) != 6 or len(self.names) != 6 or len(self.letters) != 6:
            raise ValueError("a scheme has six colours, six names and six letters")
        if len(set(self.letters)) != 6:
            raise ValueError(f"the letters {self.letters!r} must be six different letters")

    def with_colour(self, colour: int, rgb: RGB) -> Scheme:
        """The same scheme with one colour drawn differently (a custom scheme)."""
        rgb = _check_rgb(rgb)
        colours = list(self.colours)
        colours[colour] = rgb
        return replace(self, name='custom', colours=tuple(colours))

    def colour_named(self, text: str) -> int:
        """A colour by its name or letter ('yellow', 'Y'); CubeLabError listing them."""
        key = str(text).strip().lower()
        if key in self.names:
            return self.names.index(key)
        found = self.colour_of_letter(key)
        if found is None:
            raise CubeLabError(f"{text!r} is no colour of the {self.name} scheme "
                               f"(use {', '.join(self.names)} or {', '.join(self.letters)})")
        return found

    def colour_of_letter(self, letter: str) -> int | None:
        """The colour this scheme letters `letter` (any case), or None."""
        index = self.letters.find(letter.upper()) if len(letter) == 1 else -1
        return index if index >= 0 else None


SCHEMES: dict[str, Scheme] = {
    'standard': Scheme('standard', (_WHITE, _RED, _GREEN, _YELLOW, _ORANGE, _BLUE),
                       ('white', 'red', 'green', 'yellow', 'orange', 'blue'), 'WRGYOB'),
    # Blue opposite white and yellow opposite green: the standard one with blue and yellow swapped.
    'japanese': Scheme('japanese', (_WHITE, _RED, _GREEN, _BLUE, _ORANGE, _YELLOW),
                       ('white', 'red', 'green', 'blue', 'orange', 'yellow'), 'WRGBOY'),
    # Okabe and Ito's colours for colour-blind readers, tuned so that every pair
    # stays apart under protanopia, deuteranopia and tritanopia (tests/model/test_schemes.py).
    'colourblind': Scheme('colourblind', (
        (0.97, 0.97, 0.97),     # white
        (0.84, 0.33, 0.00),     # vermilion
        (0.45, 0.78, 0.98),     # sky blue
        (0.98, 0.90, 0.20),     # yellow
        (0.35, 0.10, 0.30),     # purple
        (0.00, 0.40, 0.60),     # blue
    ), ('white', 'vermilion', 'sky', 'yellow', 'purple', 'blue'), 'WVSYPB'),
}
DEFAULT_SCHEME = 'standard'


def scheme(name: str) -> Scheme:
    """The preset called `name`; CubeLabError naming the presets if there is none."""
    found = SCHEMES.get(str(name).strip().lower().replace('-', '').replace(' ', ''))
    if found is None:
        raise CubeLabError(f"unknown colour scheme {name!r} (use {', '.join(SCHEMES)})")
    return found


def parse_rgb(text: str) -> RGB:
    """'#rrggbb' (or 'rrggbb') -> sRGB 0..1; CubeLabError otherwise."""
    s = str(text).strip().removeprefix('#')
    if len(s) != 6 or any(c not in '0123456789abcdefABCDEF' for c in s):
        raise CubeLabError(f"{text!r} is not a colour: write it as #rrggbb, e.g. #ff8800")
    return tuple(int(s[i:i + 2], 16) / 255 for i in (0, 2, 4))


def rgb_text(rgb: RGB) -> str:
    """sRGB 0..1 -> '#rrggbb'."""
    return '#' + ''.join(f"{round(max(0.0, min(1.0, c)) * 255):02x}" for c in rgb)


#: Everyday colour names (name keys, as the schemes' names) and a typical sRGB of each:
#: what a custom colour is called after the one it is nearest to.
BASIC_COLOURS: dict[str, RGB] = {
    'white': (0.96, 0.96, 0.95), 'grey': (0.5, 0.5, 0.5), 'black': (0.05, 0.05, 0.05),
    'red': (0.84, 0.07, 0.12), 'orange': (1.0, 0.45, 0.0), 'yellow': (1.0, 0.84, 0.0),
    'green': (0.0, 0.64, 0.31), 'sky': (0.45, 0.78, 0.98), 'blue': (0.0, 0.3, 0.85),
    'purple': (0.45, 0.15, 0.6), 'pink': (1.0, 0.55, 0.75), 'brown': (0.5, 0.3, 0.1),
}


def nearest_basic(rgb) -> str:
    """The name key of the everyday colour nearest to `rgb` (sRGB 0..1), by a
    simple perceptual weighting (red 2, green 4, blue 3)."""
    r, g, b = _check_rgb(rgb)
    return min(BASIC_COLOURS, key=lambda name: 2 * (BASIC_COLOURS[name][0] - r) ** 2
               + 4 * (BASIC_COLOURS[name][1] - g) ** 2 + 3 * (BASIC_COLOURS[name][2] - b) ** 2)


def _picker_colours() -> tuple[RGB, ...]:
    """The colour picker's choices, 4 rows of 8: hues (red, orange, yellow, green, teal,
    sky, blue, purple) dark, middle and light, then greys from white to black and a pink."""
    hues = (0, 25, 50, 125, 170, 200, 225, 280)
    rows = [colorsys.hls_to_rgb(h / 360, light, 0.95) for light in (0.32, 0.5, 0.72) for h in hues]
    greys = [(v, v, v) for v in (0.97, 0.8, 0.62, 0.45, 0.3, 0.16, 0.05)]
    return tuple(parse_rgb(rgb_text(rgb)) for rgb in (*rows, *greys, (1.0, 0.55, 0.75)))   # 8 bits, as stored


#: What the window's colour picker offers for a face (sRGB 0..1).
PICKER_COLOURS: tuple[RGB, ...] = _picker_colours()


def _check_rgb(rgb) -> RGB:
    values = tuple(float(c) for c in rgb)
    if len(values) != 3 or not all(0.0 <= c <= 1.0 for c in values):
        raise ValueError(f"a colour is three numbers from 0 to 1, not {rgb!r}")
    return values


# -- orientation ---------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Orientation:
    """Which colour (0..5, see the module docstring) is on top and which in front at the start."""
    top: int = 0
    front: int = 2

    def __post_init__(self) -> None:
        if not (0 <= self.top < 6 and 0 <= self.front < 6):
            raise CubeLabError("a colour is 0 to 5")
        if self.top % 3 == self.front % 3:
            raise CubeLabError(
                f"{COLOR_NAMES[self.top]} on top and {COLOR_NAMES[self.front]} in front can't be: "
                "they are the same colour or opposite colours")

    @property
    def rotation(self) -> Alg:
        """The whole-cube rotation taking a white-top green-front cube to this orientation."""
        return _rotation(self.top, self.front)

    def face_colours(self) -> tuple[int, ...]:
        """The colour on each face U R F D L B of the solved cube in this orientation."""
        return _face_colours(self.top, self.front)


def _seen(alg_text: str) -> tuple[int, ...]:
    """The colour each face shows after rotating a solved cube by `alg_text` (no Cube
    needed: a rotation moves whole faces, so track the six centre directions)."""
    stickers = Cube(3).apply(parse_alg(alg_text, 3)).stickers()
    return tuple(int(stickers[f, 1, 1]) for f in range(6))


@lru_cache(maxsize=None)
def _all_orientations() -> dict[tuple[int, int], tuple[str, tuple[int, ...]]]:
    """(top, front) -> (the shortest rotation text, face colours) for all 24 orientations."""
    found: dict[tuple[int, int], tuple[str, tuple[int, ...]]] = {}
    firsts = ('', 'x', 'x2', "x'", 'z', "z'")                   # bring each colour on top
    for first in firsts:
        for second in ('', 'y', 'y2', "y'"):                   # then each side in front
            text = ' '.join(p for p in (first, second) if p)
            seen = _seen(text)
            key = (seen[0], seen[2])
            if key not in found:
                found[key] = (text, seen)
    assert len(found) == 24
    return found


def _rotation(top: int, front: int) -> Alg:
    return Alg(parse_alg(_all_orientations()[top, front][0], 3))


def _face_colours(top: int, front: int) -> tuple[int, ...]:
    return _all_orientations()[top, front][1]


@dataclass(frozen=True, slots=True)
class Appearance:
    """How the cube looks: a scheme, letters on the stickers or not, and the starting orientation."""
    scheme: Scheme = SCHEMES[DEFAULT_SCHEME]
    orientation: Orientation = Orientation()
    show_letters: bool = False

    def colour_name_of_face(self, face: str) -> str:
        """The name key of the colour a face shows in the starting orientation ('white')."""
        return self.scheme.names[self.orientation.face_colours()[FACE_ORDER.index(face)]]

    def letters_of(self, colours) -> str:
        """Colour indices -> this scheme's letters."""
        return ''.join(self.scheme.letters[int(c)] for c in colours)
