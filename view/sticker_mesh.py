"""The drawn cube: static stickers as one merged mesh, the turning slab as a second mesh
under a pivot, and black body slabs. The frame driver calls `rebuild` when the session
reports a turn started or finished or a Redraw, and `follow` every frame to set the angle."""
import numpy as np
from panda3d.core import NodePath, Vec3 as PVec3
from ursina import Entity, camera
from ursina.collider import BoxCollider

from .axes import ursina_rotation
from .geom import make_geom_node
from .palette import BODY, HIGHLIGHT, STICKERS, UNPAINTED
from .shading import cube_shader, grid_inputs
from .sticker_letters import MAX_SIZE as LETTERS_UP_TO
from .sticker_letters import letter_arrays
from .sticker_layout import HALF, NO_GAP_FROM, box_arrays, concat, layout

#: Light directions in camera space (x right, y up, z forward), pointing at the light.
_KEY_LIGHT = PVec3(-0.45, 0.60, -0.75).normalized()
_FILL_LIGHT = PVec3(0.70, -0.25, -0.55).normalized()


class StickerMesh(Entity):
    """Draws a cube and the turn in progress; knows nothing of the session."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._static = NodePath('static')
        self._static.reparent_to(self)
        self.pivot = Entity(parent=self, add_to_scene_entities=False)
        self._turning = NodePath('turning')
        self._turning.reparent_to(self.pivot)
        self.setShader(cube_shader(), 100)
        self._set_grid(0)
        self.n = None
        self.rebuilds = 0
        self.palette = _palette(STICKERS)
        self.letters = None          # six letters to draw on the stickers, or None
        self.painted = None          # (colour per facelet, facelets to highlight) in Paint mode

    def set_palette(self, rgb, letters: str | None = None) -> None:
        """Draw colour c (0..5) as rgb[c], with letters[c] on its stickers when
        `letters` is given, from the next rebuild on."""
        self.palette = _palette(rgb)
        self.letters = letters

    def show_paint(self, colours, highlight=()) -> None:
        """Draw these colours (-1: not painted) instead of the cube's, with a frame
        around the `highlight` stickers; None puts the cube's own colours back."""
        if colours is None:
            self.painted = None
        else:
            painted = np.asarray(colours, dtype=np.int64).copy()
            painted[painted < 0] = 6
            self.painted = (painted, np.asarray(highlight, dtype=np.int64))

    def rebuild(self, cube, active) -> None:
        """Rebuild both meshes from `cube` (completed turns) with `active`'s layers split off."""
        if cube.n != self.n:
            self._resize(cube.n)
        colours = cube.facelet_colors()
        if self.painted is not None and len(self.painted[0]) == len(colours) and active is None:
            colours = self.painted[0]
        self._rebuild(cube, colours, active)
        self.follow(active)

    def follow(self, active) -> None:
        """Set the turning layers' angle; every frame, cheap."""
        if active is not None:
            self.pivot.rotation = ursina_rotation(active.turn.axis, active.angle)
        self._light()

    def _light(self) -> None:
        render = self.getTop()
        self.setShaderInput('key_dir', render.getRelativeVector(camera, _KEY_LIGHT).normalized())
        self.setShaderInput('fill_dir', render.getRelativeVector(camera, _FILL_LIGHT).normalized())

    # -- building -------------------------------------------------------------
    def _resize(self, n: int) -> None:
        self.n = n
        if self.collider is not None:
            self.collider = None
        self.collider = BoxCollider(self, center=(0, 0, 0), size=(n, n, n))
        self._set_grid(n)

    def _set_grid(self, n: int) -> None:
        """Sizes whose stickers fill their cubies get their grid from the shader, lines as
        wide as the gaps of smaller cubes (or a pixel, whichever is wider)."""
        for name, value in grid_inputs(n, n >= NO_GAP_FROM, 0.5 - HALF).items():
            self.setShaderInput(name, value)

    def _rebuild(self, cube, colors, active) -> None:
        n = cube.n
        geo_layout = layout(cube.geometry)
        half = n / 2
        if active is None:
            static_ids = np.arange(len(colors))
            turning_ids = static_ids[:0]
            static_boxes = [box_arrays((-half,) * 3, (half,) * 3, BODY)]
            turning_boxes = []
        else:
            axis, lo, hi = active.turn.axis, active.turn.lo, active.turn.hi
            mask = np.zeros(len(colors), dtype=bool)
            mask[np.asarray(active.facelets, dtype=np.int64)] = True
            static_ids, turning_ids = np.nonzero(~mask)[0], np.nonzero(mask)[0]
            static_boxes = [_slab(n, axis, a, b) for a, b in ((0, lo - 1), (hi + 1, n - 1)) if a <= b]
            turning_boxes = [_slab(n, axis, lo, hi)]
        palette = self.palette
        frames = []
        if self.painted is not None and active is None and len(self.painted[1]):
            marked = self.painted[1]
            frames = [geo_layout.arrays(marked, np.full(len(marked), 7), palette, 1.0, 0.004),
                      geo_layout.arrays(marked, colors[marked], palette, 0.62, 0.008)]
        static_letters = turning_letters = ()
        if self.letters and n <= LETTERS_UP_TO:
            static_letters = (letter_arrays(cube.geometry, static_ids, colors[static_ids], self.letters,
                                            palette),)
            turning_letters = (letter_arrays(cube.geometry, turning_ids, colors[turning_ids],
                                             self.letters, palette),)
        self._replace(self._static, 'static', concat(
            *static_boxes, geo_layout.arrays(static_ids, colors[static_ids], palette), *frames,
            *static_letters))
        self._replace(self._turning, 'turning', concat(
            *turning_boxes, geo_layout.arrays(turning_ids, colors[turning_ids], palette),
            *turning_letters))
        self.pivot.rotation = (0, 0, 0)
        self.rebuilds += 1

    @staticmethod
    def _replace(holder: NodePath, name: str, arrays) -> None:
        for child in holder.getChildren():
            child.removeNode()
        holder.attachNewNode(make_geom_node(name, *arrays))


def _palette(rgb) -> np.ndarray:
    """Rows 0..5 the six colours, 6 a sticker not painted, 7 the highlight frame."""
    return np.vstack([np.asarray(rgb, dtype=np.float32).reshape(6, 3),
                      np.array([UNPAINTED, HIGHLIGHT], dtype=np.float32)])


def _slab(n: int, axis: int, first: int, last: int):
    """Black body box over layers first..last along `axis` (model coordinates)."""
    half = n / 2
    lo, hi = [-half] * 3, [half] * 3
    lo[axis], hi[axis] = first - half, last + 1 - half
    return box_arrays(lo, hi, BODY)
