"""The window's words re-render from their keys when the language changes (no window needed)."""
from controller.strings import text
from view.wording import Wording, Words


class _Shown:
    """Stands in for a Text entity."""
    words = None


def test_words_are_drawn_again_from_their_keys_in_the_new_language():
    language = ['en']
    tr = Wording(lambda: language[0])
    shown, drawn = _Shown(), {}
    shown.words = tr('play.mode', mode=tr('play.mode_random_state'))
    tr.note(shown)
    assert shown.words == text('play.mode', 'en', mode=text('play.mode_random_state', 'en'))
    language[0] = 'fr'
    tr.retell(lambda entity, words: drawn.__setitem__(entity, words))
    assert drawn[shown] == text('play.mode', 'fr', mode=text('play.mode_random_state', 'fr'))


def test_shaped_words_keep_their_shape_in_the_new_language():
    language = ['en']
    tr = Wording(lambda: language[0])
    wrapped = tr('paint.title').shaped(str.upper)
    assert isinstance(wrapped, Words) and wrapped == text('paint.title', 'en').upper()
    language[0] = 'fr'
    assert tr.again(wrapped) == text('paint.title', 'fr').upper()
