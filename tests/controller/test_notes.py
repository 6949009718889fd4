"""Plain-words move notes and phase texts, English and French; speed presets and easing."""
import pytest

from controller import notes, speed
from model import Alg, parse_move
from solver.nxn.routes import route
from solver.stage_words import AXES_WORDS, G3_WORDS
from view.wording import NOTE_WIDTH, fit


@pytest.mark.parametrize('token, en, fr', [
    ("R", "Turn the right face clockwise", "Tourner la face de droite dans le sens des aiguilles d'une montre"),
    ("U'", "Turn the top face counterclockwise",
     "Tourner la face du haut dans le sens inverse des aiguilles d'une montre"),
    ("B2", "Turn the back face a half turn", "Tourner la face arrière d'un demi-tour"),
    ("Lw", "Turn the left 2 layers clockwise",
     "Tourner les 2 couches de gauche dans le sens des aiguilles d'une montre"),
    ("3R'", "Turn the 3rd layer from the right counterclockwise as seen from the right",
     "Tourner la 3e couche depuis la droite dans le sens inverse des aiguilles d'une montre, "
     "vu depuis la droite"),
    ("M", "Turn the middle slice clockwise as seen from the left",
     "Tourner la tranche du milieu dans le sens des aiguilles d'une montre, vu depuis la gauche"),
    ("y2", "Turn the whole cube a half turn as seen from the top",
     "Tourner tout le cube d'un demi-tour, vu depuis le haut"),
])
def test_move_notes(token, en, fr):
    move = parse_move(token)
    assert notes.move_note(move) == en
    assert notes.move_note(move, 'fr') == fr


def test_every_move_family_has_a_note_in_both_languages():
    for move in Alg.parse("U D R L F B Uw 3Dw 2R 2-3L' M E S m e s x y z R3 R2'"):
        for lang in ('en', 'fr', 'de'):                 # unknown languages fall back to English
            assert notes.move_note(move, lang).startswith(('Turn', 'Tourner'))


def test_every_note_and_phase_line_is_worded_from_the_catalogue():
    """Each word comes from assets/strings/notes.toml: no catalogue key is left
    showing (an unknown key renders as itself) for any face, amount, layer span,
    stage name or playback kind, in either language."""
    moves = [parse_move(f"{layers}{face}{wide}{amount}") for face in 'UDRLFB' for amount in ('', '2', "'", '4')
             for layers, wide in (('', ''), ('2', ''), ('3-4', ''), ('', 'w'), ('3', 'w'))]
    moves += list(Alg.parse("M E S m e s x y z"))
    for lang in ('en', 'fr'):
        lines = [notes.move_note(move, lang) for move in moves]
        lines += [notes.move_note(parse_move('F'), lang, {'F': 'green'})]
        lines += [notes.stage_text(name, '', 1, k, 3, lang) for k in (1, 3)
                  for name in ('phase 1', 'phase 2', 'optimal', 'centres', 'centers', 'edges', 'parity', '3x3')]
        lines += [notes.playback_text(kind, 2, label, lang) for kind in ('scramble', 'solution', 'replay', 'alg')
                  for label in ('', 'wca')]
        assert all('notes.' not in line and 'solving.' not in line for line in lines), lines


def test_ordinals():
    assert [notes.ordinal(k) for k in (1, 2, 3, 4, 11, 12, 13, 21, 22, 112)] == [
        '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '112th']
    assert notes.ordinal(2, 'fr') == '2e'


def test_stage_texts():
    assert notes.stage_text('phase 2', '', 2, 2, 1) == "Phase 2 of 2: placing every piece, 1 move left"
    assert notes.stage_text('edges', '', 2, 4, 12) == "Step 2 of 4: pairing the edges, 12 moves left"
    assert notes.stage_text('edges', '', 2, 4, 12, 'fr') == (
        "Étape 2 sur 4 : appariement des arêtes, encore 12 coups")
    assert notes.stage_text('phase 1', '', 3, 4, 9, phases=False) == (
        "Step 3 of 4: orienting corners and edges, 9 moves left")
    assert notes.stage_text('optimal', 'x', 1, 1, 5) == "Optimal solution, 5 moves left"
    assert notes.stage_text('mystery', 'doing a thing', 1, 3, 2) == (
        "Step 1 of 3: doing a thing, 2 moves left")
    assert notes.playback_text('scramble', 3, 'simple') == "Scrambling (simple): 3 moves left"


@pytest.mark.parametrize('words', [route(4).words, route(5).words, G3_WORDS, AXES_WORDS],
                         ids=['4x4', '5x5', '5x5 G3', '4x4 joint'])
def test_a_route_whose_centres_finish_later_is_worded_by_its_own_words(words):
    """On the 4x4's and 5x5's routes the centres stage puts colours onto axes:
    the note says that, in both languages, never 'solving the centres', and
    the whole phase line fits the panel's lines uncut."""
    for language in ('en', 'fr'):
        centres, edges = (notes.stage_words(name, w, language) for name, w in zip(('centres', 'edges'), words))
        assert 'ax' in centres and ('finish' in edges or 'se terminent' in edges)
        assert centres != notes.stage_words('centres', '', language)
        for name, w in zip(('centres', 'edges'), words):
            line = notes.stage_text(name, w, 2, 5, 123, language)
            assert '\N{HORIZONTAL ELLIPSIS}' not in fit(line, NOTE_WIDTH), line


def test_a_route_that_solves_the_centres_first_is_worded_by_stage_name():
    centres, edges = route(6).words
    assert notes.stage_text('centres', centres, 2, 4, 30) == "Step 2 of 4: solving the centres, 30 moves left"
    assert notes.stage_text('edges', edges, 3, 4, 20, 'fr') == (
        "Étape 3 sur 4 : appariement des arêtes, encore 20 coups")


def test_speeds_and_easing():
    assert speed.seconds_for('Fast') == speed.SPEEDS['fast']
    assert speed.seconds_for('0.3') == 0.3 and speed.name_for(0.3) == 'custom'
    assert speed.duration(0.2, 2) == pytest.approx(0.3) and speed.duration(0.2, 0) == 0
    assert speed.ease(0) == 0 and speed.ease(1) == 1 and speed.ease(0.5) == pytest.approx(0.5)
    assert speed.ease(0.1) < 0.1 and speed.ease(0.9) > 0.9
    assert [speed.final_angle(q) for q in (1, 2, 3)] == [90, 180, -90]
    for bad in ('warp', True, -0.1, float('inf')):
        with pytest.raises(ValueError):
            speed.seconds_for(bad)
