"""What the panel shows that is derived from the playback: the phase of a solution
being played, plain words for the move turning, the playlist strip."""
from __future__ import annotations

from typing import Callable

from model import Move

from . import notes
from .playback import TURN_SOURCES, Playback
from .strings import text


class Display:
    """Display derivations in the session's language (`language()`); `face_words()`
    gives each face's colour words for move notes (None: the standard names)."""

    def __init__(self, playback: Playback, language: Callable[[], str],
                 face_words: Callable[[], dict[str, str] | None]):
        self.playback = playback
        self.language = language
        self.face_words = face_words

    @property
    def playlist(self) -> list[Move]:
        """The scramble, solution or typed alg being played ([] if none)."""
        playlist = self.playback.playlist
        return playlist.move_list if playlist is not None else []

    @property
    def playlist_kind(self) -> str | None:
        """'scramble', 'solution', 'alg', 'replay' or None."""
        playlist = self.playback.playlist
        return playlist.kind if playlist is not None else None

    @property
    def playing(self) -> bool:
        """A playlist plays on by itself (moves left, not held)."""
        playlist = self.playback.playlist
        return playlist is not None and not self.playback.paused and self.playback.play_index < len(playlist.moves)

    def phase_text(self) -> str:
        """'Phase 1 of 2: orienting corners and edges, 7 moves left' during a
        solution; a shorter line during scrambles and typed algs; '' otherwise."""
        playlist = self.playback.playlist
        if playlist is None:
            return ''
        index = self.playback.play_index
        left = len(playlist.moves) - index
        if left <= 0:
            return ''
        language = self.language()
        solution = playlist.solution
        found = solution.stage_of(index) if solution is not None and solution.stages else None
        if found is None:
            return notes.playback_text(playlist.kind, left, playlist.label, language)
        stage, after = found
        number = next(i for i, s in enumerate(solution.stages, 1) if s is stage)
        phases = all(s.name.lower().startswith('phase') for s in solution.stages)
        return notes.stage_text(stage.name, stage.description, number, len(solution.stages),
                                after + 1, language, phases)

    def move_note(self) -> str:
        """Plain words for the move the strip highlights: the move turning (a step back
        says which playlist move it takes back), the next move of a held playlist; when
        idle otherwise, the user's last turn, unless the cube is solved."""
        playback = self.playback
        player = playback.player
        language, words = self.language(), self.face_words()
        active = player.active
        if active is not None:
            note = notes.move_note(active.move, language, words)
            item = active.item
            if item.source == 'step' and item.owner is not None and item.index is not None:
                return text('session.note_taking_back', language, move=item.owner.moves[item.index], note=note)
            return note
        playlist = playback.unfinished()
        if playlist is not None and playback.turns_on_top() == 0:
            return text('session.note_next', language,
                        note=notes.move_note(playlist.moves[playlist.fed], language, words))
        if playlist is not None or (player.last_source in TURN_SOURCES and not player.cube.is_solved()):
            move = player.last_move
            return notes.move_note(move, language, words) if move is not None else ''
        return ''
