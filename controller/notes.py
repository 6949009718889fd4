"""Plain words for moves and playback phases, in English and French."""
from __future__ import annotations

from model import Move
from solver.stage_words import route_key

from .strings import text

LANGUAGES = ('en', 'fr')

_FACE = {
    'en': {'U': 'top', 'D': 'bottom', 'R': 'right', 'L': 'left', 'F': 'front', 'B': 'back'},
    'fr': {'U': 'la face du haut', 'D': 'la face du bas', 'R': 'la face de droite',
           'L': 'la face de gauche', 'F': 'la face avant', 'B': 'la face arrière'},
}
_SEEN_FROM = {
    'en': {'U': 'the top', 'D': 'the bottom', 'R': 'the right', 'L': 'the left',
           'F': 'the front', 'B': 'the back'},
    'fr': {'U': 'le haut', 'D': 'le bas', 'R': 'la droite', 'L': 'la gauche',
           'F': "l'avant", 'B': "l'arrière"},
}
_LAYERS_OF_FR = {'U': 'du haut', 'D': 'du bas', 'R': 'de droite', 'L': 'de gauche',
                 'F': 'avant', 'B': 'arrière'}
_AMOUNT = {
    'en': {1: 'clockwise', 2: 'a half turn', 3: 'counterclockwise', 0: 'a full turn (no change)'},
    'fr': {1: "dans le sens des aiguilles d'une montre", 2: "d'un demi-tour",
           3: "dans le sens inverse des aiguilles d'une montre", 0: 'd\'un tour complet (sans effet)'},
}
#: Known solver stage names -> what the stage does.
_STAGE = {
    'en': {'phase 1': 'orienting corners and edges', 'phase 2': 'placing every piece',
           'optimal': 'optimal solution', 'centres': 'solving the centres',
           'centers': 'solving the centres', 'edges': 'pairing the edges',
           'parity': 'fixing parity', '3x3': 'solving as a 3x3'},
    'fr': {'phase 1': 'orientation des coins et des arêtes', 'phase 2': 'placement de toutes les pièces',
           'optimal': 'solution optimale', 'centres': 'résolution des centres',
           'centers': 'résolution des centres', 'edges': 'appariement des arêtes',
           'parity': 'correction de la parité', '3x3': 'résolution comme un 3x3'},
}


def _lang(language: str) -> str:
    return language if language in LANGUAGES else 'en'


def ordinal(k: int, language: str = 'en') -> str:
    if _lang(language) == 'fr':
        return f"{k}e"
    if 10 <= k % 100 <= 20:
        return f"{k}th"
    return f"{k}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(k % 10, 'th') }"


def move_note(move: Move, language: str = 'en', face_words: dict[str, str] | None = None) -> str:
    """One sentence saying how to make `move` by hand. With `face_words` (face letter ->
    the words for its colour, 'white' / 'blanche'), a single face is named by its colour."""
    lang = _lang(language)
    how = _AMOUNT[lang][move.quarter_turns]
    face, seen = move.base_face, _SEEN_FROM[lang][move.base_face]
    fr = lang == 'fr'
    if move.is_rotation:
        what = 'tout le cube' if fr else 'the whole cube'
    elif move.face in 'MES':
        what = 'la tranche du milieu' if fr else 'the middle slice'
    elif move.face in 'mes':
        what = 'toutes les couches intérieures' if fr else 'all inner layers'
    else:
        a, b = move.start, move.end
        if a == b == 1 and face_words and face in face_words:
            if fr:
                return f"Tourner la face {face_words[face]} {how}"
            return f"Turn the {face_words[face]} face {how}"
        if a == b == 1:
            if fr:
                return f"Tourner {_FACE['fr'][face]} {how}"
            return f"Turn the {_FACE['en'][face]} face {how}"
        if a == 1:
            if fr:
                return f"Tourner les {b} couches {_LAYERS_OF_FR[face]} {how}"
            return f"Turn the {_FACE['en'][face]} {b} layers {how}"
        if a == b:
            what = (f"la {ordinal(a, lang)} couche depuis {seen}" if fr
                    else f"the {ordinal(a, lang)} layer from {seen}")
        else:
            what = (f"les couches {a} à {b} depuis {seen}" if fr
                    else f"layers {a} to {b} from {seen}")
    if fr:
        return f"Tourner {what} {how}, vu depuis {seen}"
    return f"Turn {what} {how} as seen from {seen}"


def moves_left(k: int, language: str = 'en') -> str:
    return text('session.moves_left', _lang(language), count=k)


def stage_words(name: str, description: str = '', language: str = 'en') -> str:
    """What a solver stage does, in plain words: a route's own words where
    its stage's name would say the wrong thing (solver.stage_words), else
    the words for the name, else the stage's description."""
    key = route_key(description)
    if key is not None:
        return text(f'solving.route_{key}', _lang(language))
    table = _STAGE[_lang(language)]
    key = name.strip().lower()
    if key in table:
        return table[key]
    return description or name


def stage_text(name: str, description: str, number: int, total: int, left: int,
               language: str = 'en', phases: bool = True) -> str:
    """'Phase 1 of 2: orienting corners and edges, 7 moves left'; 'Step 3 of 4: ...'
    when the stages are not all phases (phases=False)."""
    lang = _lang(language)
    words = stage_words(name, description, lang)
    colon = ' : ' if lang == 'fr' else ': '
    if total <= 1:
        return f"{words[:1].upper()}{words[1:]}, {moves_left(left, lang)}"
    is_phase = phases and name.lower().startswith('phase')
    title = 'Phase' if is_phase else ('Étape' if lang == 'fr' else 'Step')
    of = 'sur' if lang == 'fr' else 'of'
    return f"{title} {number} {of} {total}{colon}{words}, {moves_left(left, lang)}"


def playback_text(kind: str, left: int, label: str = '', language: str = 'en') -> str:
    """Phase line for a playlist without stages (scramble, typed alg, plain solution)."""
    lang = _lang(language)
    colon = ' : ' if lang == 'fr' else ': '
    if kind == 'scramble':
        title = 'Mélange' if lang == 'fr' else 'Scrambling'
        if label:
            title += f" ({label})"
    elif kind == 'solution':
        title = 'Solution'
    elif kind == 'replay':
        title = 'Rejeu' if lang == 'fr' else 'Replay'
    else:
        title = 'Algorithme' if lang == 'fr' else 'Playing your alg'
    return f"{title}{colon}{moves_left(left, lang)}"
