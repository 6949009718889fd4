"""In the real window there is one turn speed: chosen on Play or on Settings, both pages
show it, settings.toml keeps it, an unrelated setting leaves it alone, and a scramble
plays at it."""
from controller.speed import duration
from model import Alg
from view import palette
from view.widgets import rgba
from viewdriver import button_centre, settle
from xinput import click


def selected(buttons) -> list[str]:
    return [name for name, b in buttons.items() if b.color == rgba(palette.BUTTON_ACTIVE)]


def test_play_and_settings_show_and_keep_one_speed(fresh):
    panel, s = fresh.panel, fresh.session
    play, settings = panel.pages['play'], panel.pages['settings']
    path = fresh.lab.preferences.path
    try:
        click(fresh, *button_centre(fresh, play.speeds['slow']))
        assert s.speed_name == 'slow' and selected(play.speeds) == ['slow']
        assert 'speed = "slow"' in path.read_text()
        click(fresh, *button_centre(fresh, panel.tabs['settings']))
        assert selected(settings.speeds) == ['slow']
        size = fresh.lab.preferences.settings.size
        click(fresh, *button_centre(fresh, settings.bigger))          # an unrelated setting
        assert fresh.lab.preferences.settings.size == size + 1
        click(fresh, *button_centre(fresh, settings.smaller))
        assert s.speed_name == 'slow' and selected(settings.speeds) == ['slow']
        click(fresh, *button_centre(fresh, settings.speeds['instant']))
        click(fresh, *button_centre(fresh, panel.tabs['play']))
        assert s.speed_name == 'instant' and selected(play.speeds) == ['instant']
        assert 'speed = "instant"' in path.read_text()
    finally:
        fresh.lab.set_speed('normal')
        panel.select('play')


def test_a_scramble_plays_at_slow(fresh):
    panel, s = fresh.panel, fresh.session
    play = panel.pages['play']
    try:
        click(fresh, *button_centre(fresh, play.speeds['slow']))
        click(fresh, *button_centre(fresh, play.scramble))
        assert s.wait_for_worker(60)
        fresh.step(1)
        assert s.playlist_kind == 'scramble'
        moves = Alg(s.playlist)
        frames = 0
        while s.play_index < len(moves) or s.active is not None:
            fresh.step(1)
            frames += 1
            assert frames < 60 * 60
        expected = sum(duration(0.6, m.quarter_turns) for m in moves)
        assert frames / 60 >= expected - 0.2, (frames / 60, expected)
    finally:
        fresh.lab.set_speed('normal')
        settle(fresh)
