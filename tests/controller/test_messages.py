"""Messages are keys and fields until drawn: the same Message renders in English and
in French, its fields (kind words, durations, explained errors) following the language."""
import pytest

from controller.events import Message
from controller.explain import Explanation, explain
from controller.session import Session
from controller.strings import Duration, phrase, text
from model import Alg, NotationError

from ctrl_frames import run, settle


def test_a_message_renders_in_each_language_from_its_key():
    message = Message.of('session.copied', kind=phrase('session.kind_scramble'), count=20)
    for language in ('en', 'fr'):
        assert message.render(language) == text('session.copied', language,
                                                 kind=text('session.kind_scramble', language), count=20)
    assert message.text == message.render('en')


def test_fields_render_in_the_language_drawn():
    solution = Message.of('status.solution', count=20, duration=Duration(3.44))
    assert '3.4' in solution.render('en') and '3,4' in solution.render('fr')
    with pytest.raises(NotationError) as raised:
        Alg.parse('R Q2')
    error = Message.of('status.cant_read_alg', 'error', error=Explanation(raised.value))
    assert str(raised.value) in error.render('en') and str(raised.value) not in error.render('fr')
    assert error.render('fr') == text('status.cant_read_alg', 'fr', error=explain(raised.value, 'fr'))


def test_the_session_says_keys_and_its_status_follows_its_language():
    session = Session(3, speed='instant')
    session.undo()
    said = [e for e in session.update(0) if isinstance(e, Message)]
    assert said == [Message('status.nothing_to_undo')]
    assert session.status == text('status.nothing_to_undo', 'en')
    session.language = 'fr'
    assert session.status == text('status.nothing_to_undo', 'fr')


def test_a_step_takes_away_a_line_about_the_playback_before_it(make_session):
    """'Nothing is playing' said as the last move turned no longer holds once a step
    back holds the playlist at its last move but one."""
    session = make_session(3)
    session.play("R U F")
    run(session, 0.55)                                  # F, the last move, turning
    session.pause()
    assert session.status.startswith('Nothing is playing')
    session.step_back()
    settle(session)
    assert session.paused and session.play_index == 2
    assert session.status == ''
