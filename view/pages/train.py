"""The Train page: the case trainer (OLL, PLL, their 2-look sets, F2L).

Choose a set, then which cases are in the drill (all, a group, or one by one with
Prev. and Next); the case browsed is drawn from above (the U layer and the stickers around
it; for F2L also the front-right slot) with the algorithm drilled for it and its
statistics. Next case scrambles for a case of the drill, drawn by spaced repetition;
the clock runs from the first turn to the case solved. A user's own algorithm, typed
in the box, is kept only if it solves the browsed case on the model.

It draws what the Lab's trainer (controller.trainer.Trainer) says.
"""
from __future__ import annotations

from ursina import Entity

from controller.case_words import case_name, group_name
from controller.trainer import SET_NAMES, RoundAbandoned, RoundKept, RoundReady, format_ms

from .. import palette
from ..widgets import ScreenChanges, fit_button_text, rgba, set_selected, set_text
from ..wording import fit
from .base import GAP, ROW, Page

#: The sets in the order a learner meets them.
SET_ORDER = ('oll2', 'pll2', 'oll', 'pll', 'f2l')
CELL = 0.026                   # a sticker of the case diagram, panel units
_TEXT_WIDTH = 52               # characters of the algorithm and statistics lines


class TrainPage(Page):
    mode = 'train'

    @property
    def trainer(self):
        return self.lab.trainer

    def build(self) -> None:
        tr, a = self.tr, self.area
        assert set(SET_ORDER) == set(SET_NAMES)
        self.label(tr('trainer.title'), fixed=True)
        self.set_buttons = dict(zip(SET_ORDER, self.row(
            [(tr(f'trainer.set_{name}'), self._chooser(name), 1.3 if name.endswith('2') else 0.8)
             for name in SET_ORDER])))
        self.all_button, self.group_button = self.row(
            [(tr('trainer.all'), self._all, 0.8), (' ', self._next_group, 1.2)])
        self.count_label = self.label(' ', dim=True, scale=0.68, height=0.03)
        self.previous, self.next_case_button, self.drill_button = self.row(
            [(tr('trainer.previous'), lambda: self._browse(-1), 0.5),
             (tr('trainer.following'), lambda: self._browse(1), 0.5), (' ', self._toggle, 1.0)])
        self.case_label = self.label(' ', scale=0.72, height=0.03)
        self.stickers = self._diagram(a.x + a.width / 2 - 2.5 * CELL, self.cursor)
        self.cursor -= 7 * CELL + GAP
        self.alg_label = self.label(' ', scale=0.68, height=0.05)
        field_w = a.width * 0.7
        self.field = self.input_field(a.x, self.cursor, field_w, ROW, self._use_alg)
        self.use_button = self.button(tr('trainer.use_alg'), a.x + field_w + GAP, self.cursor,
                                      a.width - field_w - GAP, ROW, self._use_alg)
        self.cursor -= ROW + GAP
        self.stats_label = self.label(' ', scale=0.66, height=0.05)
        self.go_button, self.give_up_button = self.row(
            [(tr('trainer.next'), self._next_round), (tr('trainer.give_up'), self._give_up)])
        self.timer = self.label('0.00', scale=2.2, height=0.065)
        self.state_label = self.label(' ', dim=True, scale=0.68, height=0.05)
        self.changing |= {*self.set_buttons.values(), self.all_button, self.group_button, self.drill_button}
        self.browsed = 0               # index of the case shown in the set
        self._group = -1
        self._shown = None

    def _diagram(self, x: float, y: float) -> list[list[Entity]]:
        """7 rows of 5 squares (the top view, F2L's slot rows below), on one holder with its
        top-left corner at (x, y) so that the panel moves it whole; hidden until used."""
        self.diagram = Entity(parent=self, position=(x, y, -0.01))
        return [[Entity(parent=self.diagram, model='quad', origin=(-0.5, 0.5), position=(c * CELL, -r * CELL, 0),
                        scale=(CELL * 0.92, CELL * 0.92), color=rgba(palette.BUTTON), enabled=False)
                 for c in range(5)] for r in range(7)]

    # -- the controller ------------------------------------------------------------------
    def shown(self) -> None:
        if self.trainer is None:
            self.lab.open_trainer()
            for problem in self.lab.history.problems:
                self.panel.show_message(self.tr(f'practise.{problem.key}', **problem.fields), 'error')
        self._shown = None

    def hidden(self) -> None:
        self.stop_typing()
        if self.trainer is not None and self.trainer.abandon():
            self.panel.show_message(self.tr('trainer.abandoned_left'), 'error')

    def language_changed(self) -> None:
        self._shown = None

    def observe(self, events) -> None:
        if self.trainer is None:
            return
        for event in self.trainer.observe(events):
            if isinstance(event, RoundReady):
                self.panel.show_message(self.tr('trainer.state_ready'), 'info')
            elif isinstance(event, RoundKept):
                self._said_kept(event.result)
            elif isinstance(event, RoundAbandoned):
                self.panel.show_message(self.tr(event.reason), 'error')

    def _said_kept(self, result) -> None:
        self._browse_to(result.case)
        if result.time_ms is None:
            self.panel.show_message(self.tr('trainer.failed', case=case_name(self.tr, result.case)), 'info')
        else:
            self.panel.show_message(self.tr('trainer.kept', case=case_name(self.tr, result.case),
                                            time=format_ms(result.time_ms),
                                            recognition=format_ms(result.recognition_ms),
                                            mistakes=result.mistakes), 'success')

    # -- actions ---------------------------------------------------------------------------
    def _case(self):
        cases = self.trainer.case_set.cases
        return cases[self.browsed % len(cases)]

    def _chooser(self, name: str):
        def choose():
            if self.trainer.abandon():
                self.panel.show_message(self.tr('trainer.abandoned_left'), 'error')
            self.panel.do(lambda: self.trainer.choose_set(name))
            self.browsed, self._group = 0, -1
        return choose

    def _all(self) -> None:
        self.trainer.drill_all()
        self._group = -1

    def _next_group(self) -> None:
        groups = self.trainer.groups
        self._group = (self._group + 1) % len(groups)
        self.trainer.drill_group(groups[self._group])
        self._browse_to(self.trainer.drill[0])

    def _browse(self, step: int) -> None:
        self.browsed = (self.browsed + step) % len(self.trainer.case_set.cases)
        self.field.text = ''
        self._shown = None

    def _browse_to(self, name: str) -> None:
        names = [case.name for case in self.trainer.case_set.cases]
        if name in names:
            self.browsed = names.index(name)
            self._shown = None

    def _toggle(self) -> None:
        self.trainer.toggle(self._case().name)

    def _use_alg(self) -> None:
        case = self._case()
        text = self.field.text
        why = self.trainer.choose_alg(case, text)
        if why is not None:
            key, fields = why
            if 'case' in fields:
                fields = fields | {'case': case_name(self.tr, fields['case'])}
            self.panel.show_message(self.tr(key, **fields), 'error')
            return
        self.panel.show_message(self.tr('trainer.alg_kept' if text.strip() else 'trainer.alg_default',
                                        case=case_name(self.tr, case.name)), 'success')
        self.field.text = ''
        self.stop_typing()

    def _next_round(self) -> None:
        if not self.trainer.drill:
            self.panel.show_message(self.tr('trainer.empty_drill'), 'error')
            return
        self.stop_typing()
        self.panel.do(self.trainer.next_round)

    def _give_up(self) -> None:
        self.trainer.give_up()

    def handle_key(self, key: str, shift: bool, ctrl: bool) -> bool:
        """The scramble key starts the next round here, as Next case does."""
        binding = self.session.keymap.lookup(key, shift, ctrl)
        if binding is None or binding.action != 'scramble' or self.trainer is None:
            return False
        self._next_round()
        return True

    # -- each frame ------------------------------------------------------------------------
    def refresh(self, status) -> None:
        trainer = self.trainer
        if trainer is None:
            return
        set_text(self.timer, format_ms(trainer.elapsed_ms()))
        state = self.tr(f'trainer.state_{trainer.state}') if trainer.state != 'done' else ' '
        set_text(self.state_label, fit(state, 46, 2))
        shown = (trainer.version, self.browsed, self.tr.language)
        if shown == self._shown:
            return
        self._shown = shown
        case = self._case()
        for name, b in self.set_buttons.items():
            set_selected(b, name == trainer.set_name)
        group = trainer.groups[self._group] if self._group >= 0 else trainer.groups[0]
        self._button_text(self.group_button, self.tr('trainer.group', group=group_name(self.tr, group)))
        set_selected(self.group_button, self._group >= 0)
        set_selected(self.all_button, len(trainer.drill) == len(trainer.case_set.cases))
        set_text(self.count_label, self.tr('trainer.drill_count', done=len(trainer.drill),
                                           count=len(trainer.case_set.cases)))
        set_text(self.case_label, self.tr('trainer.case_line', name=case_name(self.tr, case.name),
                                          group=group_name(self.tr, case.group),
                                          probability=str(case.probability)))
        in_drill = case.name in trainer.drill
        self._button_text(self.drill_button, self.tr('trainer.in_drill' if in_drill else 'trainer.not_in_drill'))
        set_selected(self.drill_button, in_drill)
        set_text(self.alg_label, fit(str(self.tr('trainer.algorithm', alg=trainer.algorithm(case))), _TEXT_WIDTH, 2))
        set_text(self.stats_label, fit(str(self._stats_text(case.name)), _TEXT_WIDTH, 2))
        self._draw_case(trainer.top_view(case))
        ScreenChanges.note()

    @staticmethod
    def _button_text(b, text) -> None:
        """A button's new label, shrunk to fit it (wrapped below MIN_TEXT_SCALE)."""
        if getattr(b.text_entity, 'shown', None) != str(text):
            set_text(b.text_entity, text)
            fit_button_text(b)

    def _stats_text(self, name: str):
        stats = self.trainer.stats().get(name)
        if stats is None:
            return self.tr('trainer.no_stats')
        none = str(self.tr('trainer.none'))

        def ms(value):
            return none if value is None else format_ms(int(round(value)))
        return self.tr('trainer.stats', tries=self.tr('trainer.tries', count=stats.count),
                       failed=self.tr('trainer.failed_count', count=stats.failed),
                       mistakes=self.tr('trainer.mistakes', count=stats.mistakes),
                       mean=ms(stats.mean_ms),
                       best=ms(stats.best_ms), recent=ms(stats.recent_ms))

    def _draw_case(self, grid) -> None:
        """The case's stickers on the squares (Trainer.top_view's grid); the rest hidden."""
        for r, squares in enumerate(self.stickers):
            for c, square in enumerate(squares):
                letter = grid[r][c] if r < len(grid) else None
                square.enabled = letter is not None
                if letter is not None:
                    square.color = rgba(tuple(float(v) for v in palette.STICKERS['URFDLB'.index(letter)]))
