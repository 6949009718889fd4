"""The Train page on the real window, driven through the X server: open the tab, choose a
set and a group, a round scrambles a drill case, the case's algorithm typed with keys
solves it and the round is kept; the user's own algorithm typed into the box is accepted
and a wrong one refused with the reason; the README's trainer picture."""
import pytest

from controller import strings as catalogue
from controller.trainer import Trainer
from model import Alg
from model.cases import U_TURNS
from viewdriver import button_centre, docs_image, screenshot, settle
from xinput import click, keys, keys_for, move, type_text

pytestmark = [pytest.mark.gui, pytest.mark.slow]


def english(key, **fields):
    return catalogue.text(key, 'en', **fields)


def status(lab):
    return " ".join(lab.panel.status.text.split())


def press(lab, button):
    """Click a button; the pointer first leaves it (xdotool's synchronous move waits for the
    pointer to move, so a second click on the same spot would wait)."""
    move(lab, 6, screenshot(lab).shape[0] - 6)
    click(lab, *button_centre(lab, button))


def open_train(lab):
    press(lab, lab.panel.tabs['train'])
    settle(lab)
    page = lab.panel.page
    assert page.mode == 'train' and page.trainer is not None
    return page


def choose(lab, page, set_name, group_clicks=0):
    press(lab, page.set_buttons[set_name])
    for _ in range(group_clicks):
        press(lab, page.group_button)
    settle(lab)
    assert page.trainer.set_name == set_name


def test_a_round_is_scrambled_solved_with_keys_and_kept(fresh, tmp_path):
    lab = fresh
    lab.session.set_speed('instant')
    page = open_train(lab)
    choose(lab, page, 'pll2', group_clicks=1)                # the first group: corners
    trainer = page.trainer
    assert {trainer.case_set.case(name).group for name in trainer.drill} == {'corners'}
    before = len(trainer.results())
    press(lab, page.go_button)
    assert lab.session.wait_for_worker(600)
    settle(lab)
    assert trainer.state == 'ready' and status(lab) == english('trainer.state_ready')
    case = trainer.current
    assert case.name in trainer.drill
    assert trainer.case_set.recognise(lab.session.cube) is case   # the case is on the cube
    alg = Alg.parse(trainer.algorithm(case), 3)
    auf = next(u for u in U_TURNS if Trainer.finished(case, lab.session.cube.copy().apply(u + alg)))
    presses, _ = keys_for(auf + alg)
    keys(lab, *presses)
    settle(lab)
    assert trainer.state == 'done'
    results = trainer.results()
    assert len(results) == before + 1 and results[-1].case == case.name and results[-1].time_ms > 0
    assert results[-1].mistakes == 0
    assert status(lab).startswith(f"{case.name}: ")
    assert page._case() is case                             # the case just solved is shown, with its stats
    assert page.stats_label.text != english('trainer.no_stats')
    image = docs_image('trainer.png', tmp_path)
    from PIL import Image
    Image.fromarray(screenshot(lab)).save(image)
    lab.panel.select('play')
    settle(lab)


def test_a_wrong_first_turn_is_a_mistake_said_and_kept(fresh):
    """Through the keys: a D turn before the case's U turn and algorithm (no accepted algorithm
    starts so), undone at once, is one mistake: said when the case is solved, kept in the
    history and added up in the case's statistics line."""
    lab = fresh
    lab.session.set_speed('instant')
    page = open_train(lab)
    choose(lab, page, 'pll2', group_clicks=1)                # corners
    trainer = page.trainer
    before = {name: trainer.stats().get(name) for name in trainer.drill}
    press(lab, page.go_button)
    assert lab.session.wait_for_worker(600)
    settle(lab)
    assert trainer.state == 'ready'
    case = trainer.current
    alg = Alg.parse(trainer.algorithm(case), 3)
    auf = next(u for u in U_TURNS if Trainer.finished(case, lab.session.cube.copy().apply(u + alg)))
    presses, _ = keys_for(Alg.parse("D D'", 3) + auf + alg)
    keys(lab, *presses)
    settle(lab)
    assert trainer.state == 'done'
    result = trainer.results()[-1]
    assert result.case == case.name and result.mistakes == 1
    assert status(lab).startswith(f'{case.name}: ') and status(lab).endswith('mistakes: 1)')
    was = before[case.name].mistakes if before[case.name] is not None else 0
    assert trainer.stats()[case.name].mistakes == was + 1
    assert (f'{was + 1} mistake' + ('s' if was else '') + ' ·') in ' '.join(page.stats_label.text.split())   # '1 mistake'
    lab.panel.select('play')
    settle(lab)


def test_each_case_is_drawn_from_above_in_its_colours(fresh):
    """The diagram's squares on screen (pixels read back) are the colours of the case's top
    view, for a last-layer case and an F2L pair (with the slot's rows below)."""
    import numpy as np
    from view import palette
    lab = fresh
    page = open_train(lab)
    for set_name, rows in (('oll', 5), ('f2l', 7)):
        choose(lab, page, set_name)
        press(lab, page.next_case_button)
        settle(lab)
        case = page._case()
        grid = Trainer.top_view(case)
        assert len(grid) == rows
        image = screenshot(lab)
        for r, row in enumerate(grid):
            for c, letter in enumerate(row):
                square = page.stickers[r][c]
                assert square.enabled == (letter is not None)
                if letter is None:
                    continue
                col, row_px = button_centre(lab, square)
                seen = image[int(row_px), int(col)].astype(float)
                wanted = 255 * np.asarray(palette.STICKERS['URFDLB'.index(letter)], dtype=float)
                assert np.abs(seen - wanted).max() <= 24, (set_name, case.name, r, c, letter, seen)
    lab.panel.select('play')
    settle(lab)


def test_the_users_own_algorithm_is_accepted_and_a_wrong_one_refused(fresh):
    lab = fresh
    page = open_train(lab)
    choose(lab, page, 'pll')
    while page._case().name != 'T':
        press(lab, page.next_case_button)
    settle(lab)
    t = page.trainer.case_set.case('T')
    press(lab, page.field)
    type_text(lab, "R U R' U'")
    keys(lab, 'Return')
    settle(lab)
    assert status(lab) == english('trainer.alg_does_not_solve', case='T')
    assert page.trainer.algorithm(t) == t.algorithms[0]
    own = "U R U R' U' R' F R2 U' R' U' R U R' F' U'"
    page.field.text = ''
    press(lab, page.field)
    type_text(lab, own)
    press(lab, page.use_button)
    settle(lab)
    assert status(lab) == english('trainer.alg_kept', case='T')
    assert page.trainer.algorithm(t) == own
    assert own in page.alg_label.text.replace('\n', ' ')
    page.trainer.choose_alg(t, '')                          # the other tests see the set's own
    lab.panel.select('play')
    settle(lab)


def test_the_train_page_in_french_says_its_cases_and_groups_in_french(fresh):
    """French chosen by a real click on Settings: the Train page's set, drill, case and group
    words are the catalogue's French (a 2-look case 'Dot' is 'Point', its group 'edges' is
    'arêtes'; a PLL letter stays), nothing is left in English; English comes back after."""
    lab = fresh
    settings = lab.panel.pages['settings']
    press(lab, lab.panel.tabs['settings'])
    settle(lab)
    try:
        press(lab, settings.languages['fr'])
        settle(lab)
        assert lab.session.language == 'fr'
        page = open_train(lab)
        choose(lab, page, 'oll2', group_clicks=1)             # the first group: edges
        settle(lab)
        words = {name: ' '.join(widget.text.replace('-\n', '-').split()) for name, widget in (
            ('group', page.group_button), ('case', page.case_label), ('count', page.count_label),
            ('all', page.all_button), ('drill', page.drill_button), ('stats', page.stats_label),
            ('set', page.set_buttons['oll2']))}
        assert page._case().name == 'Dot'
        assert words['group'] == 'Groupe : arêtes'
        assert words['case'] == 'Point (arêtes, 1/8)'
        assert words['count'] == 'Exercice : 3 cas sur 10'
        assert words['all'] == 'Tous les cas' and words['set'] == 'OLL 2 temps'
        assert words['drill'] == 'Dans l\'exercice'
        english_words = {'Dot', 'Line', 'edges', 'corners', 'Group', 'cases', 'Drill', 'tries', 'Not', 'All'}
        for name, said in words.items():
            assert not english_words & set(said.replace('(', ' ').replace(',', ' ').split()), (name, said)
        choose(lab, page, 'pll2')
        settle(lab)
        assert ' '.join(page.case_label.text.split()) == 'Échange adjacent (coins, 2/3)'
        press(lab, page.next_case_button)
        press(lab, page.next_case_button)
        settle(lab)
        assert ' '.join(page.case_label.text.split()) == 'Ua (arêtes, 1/3)'     # a speedcubers' name stays
    finally:
        lab.preferences.change(language='en')
        lab.apply_preferences()
        settle(lab)
    page = lab.panel.pages['train']
    assert ' '.join(page.case_label.text.split()) == 'Ua (edges, 1/3)'
    lab.panel.select('play')
    settle(lab)
