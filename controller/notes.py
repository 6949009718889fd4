"""Plain words for moves and playback phases, put together from the catalogue's
`notes` area (assets/strings/notes.toml) in English and French."""
from __future__ import annotations

from model import Move
from solver.stage_words import route_key

from .strings import text

LANGUAGES = ('en', 'fr')

#: Known solver stage names -> their catalogue key (`notes.stage_<key>`).
_STAGE = {'phase 1': 'phase_1', 'phase 2': 'phase_2', 'optimal': 'optimal', 'centres': 'centres',
          'centers': 'centres', 'edges': 'edges', 'parity': 'parity', '3x3': 'three'}
#: Playlist kinds -> their title's catalogue key (`notes.playback_<key>`); other kinds are algs.
_PLAYBACK = {'scramble': 'scramble', 'solution': 'solution', 'replay': 'replay'}


def _lang(language: str) -> str:
    return language if language in LANGUAGES else 'en'


def ordinal(k: int, language: str = 'en') -> str:
    """'1st', '12th', '22nd'; '2e' in French."""
    ending = '' if 10 <= k % 100 <= 20 else {1: '_st', 2: '_nd', 3: '_rd'}.get(k % 10, '')
    return text(f'notes.ordinal{ending}', _lang(language), k=k)


def move_note(move: Move, language: str = 'en', face_words: dict[str, str] | None = None) -> str:
    """One sentence saying how to make `move` by hand. With `face_words` (face letter ->
    the words for its colour, 'white' / 'blanche'), a single face is named by its colour."""
    lang = _lang(language)
    how = text(f'notes.turn_{move.quarter_turns}', lang)
    face = move.base_face
    seen = text(f'notes.seen_{face}', lang)
    if move.is_rotation:
        what = text('notes.whole_cube', lang)
    elif move.face in 'MES':
        what = text('notes.middle_slice', lang)
    elif move.face in 'mes':
        what = text('notes.inner_layers', lang)
    else:
        a, b = move.start, move.end
        if a == b == 1 and face_words and face in face_words:
            return text('notes.colour_move', lang, colour=face_words[face], how=how)
        if a == b == 1:
            return text('notes.face_move', lang, face=text(f'notes.face_{face}', lang), how=how)
        if a == 1:
            return text('notes.wide_move', lang, side=text(f'notes.side_{face}', lang), count=b, how=how)
        if a == b:
            what = text('notes.one_layer', lang, nth=ordinal(a, lang), seen=seen)
        else:
            what = text('notes.layer_range', lang, first=a, last=b, seen=seen)
    return text('notes.inner_move', lang, what=what, how=how, seen=seen)


def moves_left(k: int, language: str = 'en') -> str:
    return text('session.moves_left', _lang(language), count=k)


def stage_words(name: str, description: str = '', language: str = 'en') -> str:
    """What a solver stage does, in plain words: a route's own words where
    its stage's name would say the wrong thing (solver.stage_words), else
    the words for the name, else the stage's description."""
    key = route_key(description)
    if key is not None:
        return text(f'solving.route_{key}', _lang(language))
    key = _STAGE.get(name.strip().lower())
    if key is not None:
        return text(f'notes.stage_{key}', _lang(language))
    return description or name


def stage_text(name: str, description: str, number: int, total: int, left: int,
               language: str = 'en', phases: bool = True) -> str:
    """'Phase 1 of 2: orienting corners and edges, 7 moves left'; 'Step 3 of 4: ...'
    when the stages are not all phases (phases=False)."""
    lang = _lang(language)
    words = stage_words(name, description, lang)
    if total <= 1:
        return text('notes.only_stage_line', lang, words=f"{words[:1].upper()}{words[1:]}",
                    left=moves_left(left, lang))
    is_phase = phases and name.lower().startswith('phase')
    title = text('notes.title_phase' if is_phase else 'notes.title_step', lang)
    return text('notes.stage_line', lang, title=title, number=number, total=total, words=words,
                left=moves_left(left, lang))


def playback_text(kind: str, left: int, label: str = '', language: str = 'en') -> str:
    """Phase line for a playlist without stages (scramble, typed alg, plain solution)."""
    lang = _lang(language)
    if kind == 'scramble' and label:
        title = text('notes.playback_scramble_named', lang, label=label)
    else:
        title = text(f"notes.playback_{_PLAYBACK.get(kind, 'alg')}", lang)
    return text('notes.playback_line', lang, title=title, left=moves_left(left, lang))
