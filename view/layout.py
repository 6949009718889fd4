"""Where things go in a window of any shape, in UI units (the window is 1 unit high, x from
-aspect/2 to aspect/2, y from -0.5 at the bottom to 0.5 at the top).

The panel takes the left edge (narrower windows scale it down), the alg strip a band along
the bottom of the rest, and the cube the 3D area left over: its bounding sphere is fitted
inside that area whatever the window's shape, the cube's size or the camera's orbit.
In a tall window, where that leaves the cube less room, the panel goes below instead, its
content in two columns (what lies lower than SPLIT from its top moves to the second column),
the strip above it and the cube over the whole width above that."""
from __future__ import annotations

import math
from dataclasses import dataclass

#: The panel's width at full scale, UI units.
PANEL_WIDTH = 0.44
#: The smallest text the panel draws (a Text's scale in the panel's units; its labels are
#: 0.78): a label that would need less is wrapped, or its button is made wider, instead.
MIN_TEXT_SCALE = 0.6
#: The alg strip's band along the bottom of the 3D area (room for three lines of moves).
STRIP_HEIGHT = 0.095
#: Fraction of the 3D area's smaller side the cube's bounding sphere may use.
FILL = 0.96
#: Below this aspect ratio (width / height) the panel shrinks, down to MIN_PANEL_SCALE.
_FULL_PANEL_ASPECT, MIN_PANEL_SCALE = 1.3, 0.72
#: What is drawn beside the panel keeps this far inside the window's right edge (UI units).
BESIDE_MARGIN = 0.008
#: The panel below the cube: its content lower than SPLIT (panel units from its top) makes
#: a second column, so it is twice as wide and 1 - SPLIT high.
SPLIT = 0.45


def _side_scale(aspect: float) -> float:
    return max(MIN_PANEL_SCALE, min(1.0, aspect / _FULL_PANEL_ASPECT))


def _below_scale(aspect: float) -> float:
    return min(1.0, aspect / (2 * PANEL_WIDTH))


def panel_below(aspect: float) -> bool:
    """Whether the panel goes below the cube: where the cube gets more room that way."""
    side = min(aspect - PANEL_WIDTH * _side_scale(aspect), 1 - STRIP_HEIGHT)
    below = min(aspect, 1 - STRIP_HEIGHT - (1 - SPLIT) * _below_scale(aspect))
    return below > side


def panel_scale(aspect: float) -> float:
    """The panel's scale in a window of this aspect ratio (1 in landscape windows)."""
    return _below_scale(aspect) if panel_below(aspect) else _side_scale(aspect)


@dataclass(frozen=True)
class Box:
    """A rectangle in UI units."""
    left: float
    bottom: float
    right: float
    top: float

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.top - self.bottom

    @property
    def centre(self) -> tuple[float, float]:
        return (self.left + self.right) / 2, (self.bottom + self.top) / 2


def panel_area(aspect: float) -> Box:
    """Where the panel is: the left edge, or the bottom (over the whole width)."""
    scale = panel_scale(aspect)
    if panel_below(aspect):
        return Box(-aspect / 2, -0.5, aspect / 2, -0.5 + (1 - SPLIT) * scale)
    return Box(-aspect / 2, -0.5, -aspect / 2 + PANEL_WIDTH * scale, 0.5)


def panel_width(aspect: float) -> float:
    """The panel's width beside the cube (0 where the panel is below it)."""
    return 0.0 if panel_below(aspect) else PANEL_WIDTH * panel_scale(aspect)


def beside_fit(aspect: float, x: float, width: float, margin: float = BESIDE_MARGIN) -> float:
    """The size (a factor, at most 1) a thing drawn beside the panel is drawn at, so that it
    ends `margin` inside the window's right edge: its left edge at `x` and its full width
    `width`, both panel units from the window's left edge (where the panel starts, at the
    left or below)."""
    room = (aspect - margin) / panel_scale(aspect) - x
    return max(0.0, min(1.0, room / width))


def view_area(aspect: float) -> Box:
    """The 3D area: right of the panel (or above it), above the alg strip."""
    strip = strip_area(aspect)
    return Box(strip.left, strip.top, aspect / 2, 0.5)


def strip_area(aspect: float) -> Box:
    """The alg strip's band, under the 3D area."""
    panel = panel_area(aspect)
    if panel_below(aspect):
        return Box(-aspect / 2, panel.top, aspect / 2, panel.top + STRIP_HEIGHT)
    return Box(panel.right, -0.5, aspect / 2, -0.5 + STRIP_HEIGHT)


def fit_distance(radius: float, area: Box, vertical_fov_deg: float, fill: float = FILL) -> float:
    """Camera distance at which a sphere of `radius` centred on the camera's axis projects to
    a disc of diameter `fill` times the area's smaller side (UI units; the window is 1 high
    and spans `vertical_fov_deg`). The projection of a sphere at distance D has the
    tangent half-angle R / sqrt(D^2 - R^2)."""
    t = math.tan(math.radians(vertical_fov_deg) / 2)
    k = fill * min(area.width, area.height) * t        # wanted tangent of the disc's half-angle
    return radius * math.sqrt(1 + 1 / (k * k))
