"""A hint frames the piece it names (every sticker of it, in its colours) and the place it
goes, and the coach asks for a view that shows both: the faces the camera shows from
that orientation (controller.viewpoint, a pure function) hold a sticker of the piece and
one of its target (the piece alone where they are on opposite faces, which no view shows
at once), and all of their stickers wherever one corner view can show them."""
from __future__ import annotations

import random

import numpy as np
import pytest

from controller import viewpoint
from controller.learn import Coach
from ctrl_frames import settle
from model import Alg
from model.geometry import geometry
from scramble.rules import default_length, layer_sets, random_moves
from solver.beginner.frames import COLOR_NAMES


def test_the_default_view_shows_up_right_and_front():
    assert viewpoint.shown_faces(viewpoint.DEFAULT_YAW, viewpoint.DEFAULT_PITCH) == 'URF'
    assert viewpoint.shown_faces(0, 0) == 'F'
    assert viewpoint.shown_faces(180, 0) == 'B'
    assert viewpoint.shown_faces(90, 0) == 'L' and viewpoint.shown_faces(-90, 0) == 'R'
    assert viewpoint.shown_faces(0, 80) == 'U' and viewpoint.shown_faces(0, -80) == 'D'
    shown = {frozenset(viewpoint.shown_faces(*v)) for v in viewpoint.corner_views()}
    assert len(shown) == 8 and all(len(s) == 3 for s in shown)


def play(session, alg):
    session.set_speed('instant')
    session.play(alg)
    settle(session)


def whole_pieces(n, facelets):
    """True when `facelets` are every sticker of the pieces they belong to."""
    slot = geometry(n).facelet_slot
    touched = {int(slot[f]) for f in facelets}
    return set(int(f) for f in facelets) == {f for f in range(6 * n * n) if int(slot[f]) in touched}


@pytest.mark.parametrize('n, seeds', [(2, range(3)), (3, range(6)), (4, range(2))])
def test_the_view_asked_for_shows_the_hints_piece_and_target(make_session, n, seeds):
    checked = 0
    for seed in seeds:
        session = make_session(n)
        play(session, Alg(random_moves(layer_sets(n), default_length(n), random.Random(seed))))
        coach = Coach(session)
        for _ in range(10):
            coach.ask_hint()
            if coach.thinking is not None:
                coach.thinking.done.wait(120)
                coach.update()
            hint = coach.hint
            if hint is None or not hint.chunks:
                break
            chunk = hint.chunks[0]
            framed = set(coach.highlighted())
            assert framed == set(chunk.pieces) | set(chunk.targets)
            assert whole_pieces(n, chunk.pieces) and whole_pieces(n, chunk.targets)
            colours = session.cube.facelet_colors()
            assert {COLOR_NAMES[int(c)] for c in colours[list(chunk.pieces)]} >= set(chunk.colours)
            if chunk.count == 1:
                assert {COLOR_NAMES[int(c)] for c in colours[list(chunk.pieces)]} == set(chunk.colours)
            for start in [(viewpoint.DEFAULT_YAW, viewpoint.DEFAULT_PITCH)] + viewpoint.corner_views():
                view = coach.view_for(*start)
                shown = viewpoint.shown_faces(*view)
                piece, target = viewpoint.faces_of(n, chunk.pieces), viewpoint.faces_of(n, chunk.targets)
                assert set(piece) & set(shown), (piece, target, shown)
                if any(set(piece) & set(v) and set(target) & set(v) for v in map(viewpoint.shown_faces, *zip(
                        *viewpoint.corner_views()))):
                    assert set(target) & set(shown), (piece, target, shown)
                if any(set(piece + target) <= set(viewpoint.shown_faces(*v)) for v in viewpoint.corner_views()):
                    assert set(piece + target) <= set(shown), (piece, target, shown)
                if set(piece + target) <= set(viewpoint.shown_faces(*start)):
                    assert view == start                    # nothing to turn for
            checked += 1
            play(session, Alg(hint.moves))
            coach.look_again()
            coach.update()
    assert checked


def test_the_issues_hint_on_a_hidden_face_turns_the_view(make_session):
    """B on a solved 3x3: 'the white-blue edge at BL goes to UB', all on faces the
    default view hides but U: the view asked for shows U, L and B."""
    session = make_session(3)
    play(session, 'B')
    coach = Coach(session)
    coach.ask_hint()
    chunk = coach.hint.chunks[0]
    assert (chunk.where, chunk.goes) == ('BL', 'UB')
    view = coach.view_for(viewpoint.DEFAULT_YAW, viewpoint.DEFAULT_PITCH)
    assert viewpoint.shown_faces(*view) == 'ULB'
    assert np.isclose(viewpoint.turned_yaw(-38, view[0]) + 38, 180) or abs(view[0]) == 142
