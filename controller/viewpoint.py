"""Which faces a camera orientation shows, and the orientation that shows given stickers.

The window's camera orbits the cube's centre at a yaw and a pitch (degrees; yaw 0 and
pitch 0 look at F, a positive pitch looks down onto U, a negative yaw swings the camera
round to R). A face shows when the camera is well in front of it. A hint frames a piece
and the place it goes; where those are on faces the camera does not show, the view
turns to the nearest of the eight corner views (the default view and its mirror images,
each showing three faces) that shows most of them.
"""
from __future__ import annotations

import math
from typing import Iterable

import numpy as np

from model.faces import FACE_ORDER

DEFAULT_YAW, DEFAULT_PITCH = -38.0, 27.0
#: A face counts as shown when the camera's direction is at least this far along its
#: normal (cosine): a face seen edge-on hides its stickers.
SHOWN = 0.25

#: Outward normals in the model's axes (right-handed, +z toward F).
NORMALS = {'R': (1, 0, 0), 'L': (-1, 0, 0), 'U': (0, 1, 0), 'D': (0, -1, 0), 'F': (0, 0, 1),
           'B': (0, 0, -1)}


def toward_camera(yaw: float, pitch: float) -> np.ndarray:
    """The unit vector, in the model's axes, from the cube's centre to the camera."""
    y, p = math.radians(yaw), math.radians(pitch)
    return np.array([-math.sin(y) * math.cos(p), math.sin(p), math.cos(y) * math.cos(p)])


def shown_faces(yaw: float, pitch: float) -> str:
    """The faces (in URFDLB order) a camera at this orientation shows."""
    eye = toward_camera(yaw, pitch)
    return ''.join(f for f in FACE_ORDER if float(np.dot(NORMALS[f], eye)) > SHOWN)


def corner_views() -> list[tuple[float, float]]:
    """The eight corner views: the default one and its mirror images."""
    views = []
    for up in (1, -1):
        for right in (1, -1):
            for front in (1, -1):
                yaw = -right * (abs(DEFAULT_YAW) if front > 0 else 180 - abs(DEFAULT_YAW))
                views.append((yaw, up * DEFAULT_PITCH))
    return views


def faces_of(n: int, facelets: Iterable[int]) -> str:
    return ''.join(FACE_ORDER[int(f) // (n * n)] for f in facelets)


def view_showing(n: int, groups: list[Iterable[int]], yaw: float, pitch: float) -> tuple[float, float]:
    """The orientation that shows the stickers of `groups` (a piece, its target): the
    one where most groups have a sticker shown, then most of the first group (a piece
    and its target on opposite faces cannot both show: the piece does), then the most
    stickers in all, then the smallest turn from (yaw, pitch); (yaw, pitch) itself when
    it shows as much as any corner view."""
    faces = [faces_of(n, g) for g in groups]
    here = toward_camera(yaw, pitch)

    def rank(view):
        shown = shown_faces(*view)
        seen = [sum(f in shown for f in group) for group in faces]
        turn = math.acos(max(-1.0, min(1.0, float(np.dot(here, toward_camera(*view))))))
        return (-sum(1 for s in seen if s), -seen[0], -sum(seen), round(turn, 6))
    return min([(yaw, pitch)] + corner_views(), key=rank)


def turned_yaw(start: float, end: float) -> float:
    """`end` moved by whole turns to lie within half a turn of `start` (the short way round)."""
    return start + ((end - start + 180.0) % 360.0 - 180.0)
