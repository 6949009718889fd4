"""What the reduction's centre and edge stages do on each route, in plain words.

A solution's stages carry these words (Stage.description). Where a route's
centres stage does not finish the centres (the 4x4's and 5x5's routes put
colours onto axes first and finish the centres while the edges pair), the
stage's name alone would say the wrong thing, so the window words such a
stage by its key here, from its catalogue (`solving.route_<key>`), in the
user's language. This module imports nothing: the window reads it without
loading the solvers.
"""
from __future__ import annotations

#: key -> the stage's words in English, as the solution carries them.
ROUTE_WORDS = {
    'centres_blocks': "every centre piece to the face of its colour, whole blocks at a time",
    'edges_centres_kept': "each edge's pieces lined up into one edge, centres kept",
    'centres_axes_ud': "each pair of opposite centre colours onto one axis, and the U and D centres solved",
    'edges_other_centres_finish': "each edge's pieces lined up into one edge while the other centres finish",
    'centres_axes_parted': ("each pair of opposite centre colours onto one axis, and (Tsai's route) "
                            "each edge's two pieces parted so that half turns can join them"),
    'edges_centres_finish': "each edge's pieces lined up into one edge while the centres finish",
    'centres_axes': "each pair of opposite centre colours onto one axis",
    'edges_g3': ("the edges made ready for half turns on one axis (G3), then paired in two table phases "
                 "while the centres finish"),
}
#: The routes' (centres, edges) words.
SOLVED_WORDS = (ROUTE_WORDS['centres_blocks'], ROUTE_WORDS['edges_centres_kept'])
FIVE_WORDS = (ROUTE_WORDS['centres_axes_ud'], ROUTE_WORDS['edges_other_centres_finish'])
TSAI_WORDS = (ROUTE_WORDS['centres_axes_parted'], ROUTE_WORDS['edges_centres_finish'])
G3_WORDS = (ROUTE_WORDS['centres_axes'], ROUTE_WORDS['edges_g3'])
#: The 4x4's joint beam from the centres' phase-2 ends.
AXES_WORDS = (ROUTE_WORDS['centres_axes'], ROUTE_WORDS['edges_centres_finish'])
#: words -> key, less the words whose stage name says enough ('centres',
#: 'edges'): the window words those stages by name.
_KEYS = {words: key for key, words in ROUTE_WORDS.items() if words not in SOLVED_WORDS}


def route_key(description: str) -> str | None:
    """The key of a route's words where the stage's name would not say what
    it does; None otherwise."""
    return _KEYS.get(description)
