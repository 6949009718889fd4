"""In the real window, the arrow keys step a finished scramble one move at a time, both
ways (Right at its end says so and keeps it), and the strip and the move note under it
speak of the same move."""
import re

from controller import notes
from model import Cube
from viewdriver import button_centre, settle
from xinput import click, keys


def highlighted(panel) -> str | None:
    """The move the strip draws highlighted (None: none)."""
    found = re.search(r'<now>(\S+)', panel.alg_bar.text.raw_text)
    return found.group(1) if found else None


def test_the_arrows_step_a_finished_scramble_and_the_strip_and_note_agree(fresh):
    s, panel = fresh.session, fresh.panel
    play = panel.pages['play']
    s.set_speed('fast')
    click(fresh, *button_centre(fresh, play.scramble))
    assert s.wait_for_worker(60)
    settle(fresh)
    moves = list(s.playlist)
    assert s.playlist_kind == 'scramble' and s.play_index == len(moves)
    keys(fresh, 'Right')                              # at the end: it stays on the strip
    settle(fresh)
    assert s.playlist == moves and s.status.startswith('The scramble has played to its end')
    for press, index in (('Left', -1), ('Left', -2), ('Right', -1), ('Left', -2)):
        keys(fresh, press)
        settle(fresh)
        index = len(moves) + index
        assert s.cube == Cube(3).apply(moves[:index]) and s.play_index == index
        fresh.step(2)
        assert highlighted(panel) == str(moves[index])
        note = notes.move_note(moves[index], 'en', s.face_words)
        assert ' '.join(play.note.shown.split()) == f'Next: {note}'
    keys(fresh, 'Left')                               # while it turns: the move taken back
    fresh.step(3)
    assert highlighted(panel) == str(moves[-3]) and play.note.shown.startswith(f'Taking back {moves[-3]}')
    settle(fresh)
