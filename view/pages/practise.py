"""The Practise page: the timer with inspection, statistics, sessions, the list of
kept solves (+2, DNF, comment, delete, undo), replay, the timeline slider, the plot (the
results, or the step times) and the step bar (a solve's steps by the session's method,
up after each solve; Ctrl+C copies its reconstruction).

It draws what the Lab's practise (controller.practise.Practise), solve log
(controller.solve_log.SolveLog), replay and timeline (controller.replay) say; the
session's events reach it through `observe(events)`.

Over 400 lines: one page's widgets and their handlers; the step bar's copy and export
live in view/step_bar.py, the plot's drawing in controller/plot_drawing.py.
"""
from __future__ import annotations

from ursina import Entity, Text, Texture, color, mouse, time

from controller.practise import (AVERAGES, DNF, DONE, INSPECTING, PLUS2, RUNNING, UNDER_WAY, AttemptAbandoned,
                                 AttemptReady, InspectionCue, SolveKept, TimerStarted, format_ms)

from ..step_bar import HEIGHT as STEPS_HEIGHT
from ..step_bar import REACH as STEPS_REACH
from ..step_bar import SEGMENT_COLOURS, StepBar, copy_steps, export_steps
from ..widgets import ScreenChanges, fit_button_text, set_selected, set_text
from .base import GAP, ROW, Page

LIST_ROWS = 4                 # solves shown at once in the list
PLOT_SIZE = (0.84, 0.42)      # panel units: to the right of the panel, over the 3D view


class PractisePage(Page):
    mode = 'practise'

    # -- the Lab's: practise and its log are opened when the page is first shown (the database)
    @property
    def practise(self):
        return self.lab.practise

    @property
    def log(self):
        return self.lab.solve_log

    @property
    def replay(self):
        return self.lab.replay

    @property
    def timeline(self):
        return self.lab.timeline

    def build(self) -> None:
        tr, a = self.tr, self.area
        self.selected: int | None = None           # a solve id
        self.offset = 0                            # list rows scrolled up from the newest
        self.timer = self.label('0.00', scale=2.6, height=0.075)
        self.info = self.label('', dim=True, scale=0.72, height=0.03)
        self.stats = self.label('', scale=0.7, height=0.08)
        self.scramble, self.inspection_button = self.row(
            [(tr('practise.scramble'), self._scramble, 0.5), (' ', self._toggle_inspection, 0.5)])
        self.previous, self.session_button, self.next, self.new = self.row(
            [(tr('practise.previous'), lambda: self._switch(-1), 0.17), (' ', lambda: None, 0.42),
             (tr('practise.next'), lambda: self._switch(1), 0.17), (tr('practise.new_session'), self._new_session, 0.24)])
        field_w = a.width * 0.42
        self.field = self.input_field(a.x, self.cursor, field_w, ROW, self._note)
        self.note_button, self.rename_button = [
            self.button(text, a.x + field_w + GAP + i * (a.width - field_w - GAP) / 2, self.cursor,
                        (a.width - field_w - 3 * GAP) / 2, ROW, action)
            for i, (text, action) in enumerate(((tr('practise.comment'), self._note),
                                                (tr('practise.rename'), self._rename)))]
        self.cursor -= ROW + GAP
        self.list_buttons = [self.row([(' ', self._selector(i), 0.86), ('^' if i == 0 else 'v' if i == LIST_ROWS - 1
                                                                        else ' ', self._scroller(i), 0.14)],
                                      height=ROW * 0.8, gap=0.005)
                             for i in range(LIST_ROWS)]
        self.plus2, self.dnf, self.delete, self.undo = self.row(
            [('+2', lambda: self._penalty(PLUS2)), (tr('practise.dnf'), lambda: self._penalty(DNF)),
             (tr('practise.delete'), self._delete), (tr('practise.undo'), self._undo)])
        self.timeline_slider = self.slider(0, 1, 0, 0.001)
        self.timeline_slider.knob.ignore_input = True             # input() below scrubs instead
        self._scrubbing = False
        self.replay_button, self.pause_button, self.plot_button, self.delete_session = self.row(
            [(tr('practise.replay'), self._replay), (tr('practise.pause'), self._pause),
             (tr('practise.plot'), self._toggle_plot, 1.0, tr('practise.plot_tooltip')),
             (tr('practise.delete_session'), self._delete_session)])
        self.method_button, self.steps_button, self.copy_steps, self.export_steps = self.row(
            [(' ', self._next_method, 0.44), (tr('practise.steps'), self._toggle_steps, 0.16),
             (tr('practise.copy_steps'), lambda: copy_steps(self), 0.17),
             (tr('practise.export_steps'), lambda: export_steps(self), 0.23)])
        self.step_bar = StepBar(self, a.x + a.width + 0.04, -0.05 - PLOT_SIZE[1] - 0.04)   # below the plot
        self.step_bar.enabled = False
        self._bar_up = True                        # the bar is up: after a solve, until the cube is looked at
        self.beside.append((self.step_bar, STEPS_HEIGHT, STEPS_REACH))
        self.changing |= {self.method_button, self.steps_button, self.inspection_button, self.session_button, self.pause_button, self.plot_button,
                          self.plus2, self.dnf, *(b for pair in self.list_buttons for b in pair)}
        self.plot = Entity(parent=self, model='quad', origin=(-0.5, 0.5), x=a.x + a.width + 0.04,
                           y=-0.05, scale=PLOT_SIZE, color=color.white, enabled=False)
        self.beside.append((self.plot, PLOT_SIZE[1], PLOT_SIZE[0]))
        self.plot_note = Text(parent=self, text='', origin=(0, 0), scale=0.9, z=-0.01, enabled=False)
        self._plot_on = False
        self._plot_steps = False                   # the plot shows the step times (else the results)
        self._drawn_steps = False                  # what the drawing in flight shows
        self._plot_waiting = False                 # on, and no picture yet: the note says it is coming
        self._plot_stale = False                   # asked while a drawing ran: ask again once it is taken
        self._dirty = True
        self._shown_text = {}

    # -- the controller ----------------------------------------------------------------
    def _open(self) -> None:
        if self.practise is None:
            self.lab.open_practise()
            for problem in self.lab.history.problems:     # storage.history_open.Notice: catalogued
                self.panel.show_message(self.tr(f'practise.{problem.key}', **problem.fields), 'error')

    def shown(self) -> None:
        self._open()
        self.practise.plot.warm_up()
        self._dirty = True

    def language_changed(self) -> None:
        self._dirty, self._shown_text = True, {}
        self.step_bar.shown_key = None

    def hidden(self) -> None:
        """Leaving the page ends the attempt under way, unkept, and says so."""
        self.stop_typing()
        if self.practise is not None and self.practise.abandon():
            self.panel.show_message(self.tr('practise.abandoned_left'), 'error')
        self.plot.enabled = self._plot_on = self._plot_steps = self._plot_waiting = self._plot_stale = False
        self._show_plot_note('')

    def handle_key(self, key: str, shift: bool, ctrl: bool) -> bool:
        """The scramble key scrambles for an attempt here, as the Scramble button does;
        Ctrl+C copies the shown solve's reconstruction."""
        if ctrl and not shift and key == 'c' and self.practise is not None:
            copy_steps(self)
            return True
        binding = self.session.keymap.lookup(key, shift, ctrl)
        if binding is None or binding.action != 'scramble' or self.practise is None:
            return False
        self._scramble()
        return True

    def observe(self, events) -> None:
        """The session's events of this frame (the panel passes them to the shown page)."""
        if self.practise is None:
            return
        for event in self.practise.observe(events):
            if isinstance(event, AttemptReady):
                self.panel.show_message(self.tr('practise.ready_inspection' if event.inspection
                                                else 'practise.ready'), 'info')
            elif isinstance(event, InspectionCue):
                self.panel.show_message(self.tr('practise.cue', count=event.seconds), 'info')
            elif isinstance(event, TimerStarted):
                self.panel.show_message(self.tr('practise.go'), 'info')
            elif isinstance(event, SolveKept):
                solve = event.solve
                self.panel.show_message(self.tr('practise.kept', time=solve.result_text(),
                                                count=solve.counts()['stm']), 'success')
                self.selected, self.offset, self._dirty = solve.id, 0, True
                self._bar_up = True
            elif isinstance(event, AttemptAbandoned):
                self.panel.show_message(self.tr(event.reason), 'error')

    # -- actions ---------------------------------------------------------------------------
    def _scramble(self) -> None:
        self._bar_up = False
        self.panel.do(self.practise.scramble)

    def _toggle_inspection(self) -> None:
        self.practise.set_inspection(not self.practise.inspection)

    def _switch(self, step: int) -> None:
        self.panel.do(lambda: self.log.switch(step))
        self.selected, self.offset, self._dirty = None, 0, True

    def _new_session(self) -> None:
        self.panel.do(lambda: self.log.new_session(self.field.text.strip() or None))
        self.field.text = ''
        self.selected, self.offset, self._dirty = None, 0, True

    def _rename(self) -> None:
        name = self.field.text.strip()
        if not name:
            self.panel.show_message(self.tr('practise.type_name'), 'info')
            return
        self.panel.do(lambda: self.log.rename(name))
        self.field.text, self._dirty = '', True

    def _delete_session(self) -> None:
        self.panel.do(self.log.delete_session)
        self.panel.show_message(self.tr('practise.session_deleted'), 'info')
        self.selected, self.offset, self._dirty = None, 0, True

    def _note(self) -> None:
        if self.selected is None:
            self.panel.show_message(self.tr('practise.select_first'), 'info')
            return
        text = self.field.text.strip()
        self.panel.do(lambda: self._say(self.log.set_comment(self.selected, text)))
        self.field.text, self._dirty = '', True
        self.stop_typing()

    def _penalty(self, penalty: str) -> None:
        if self.selected is not None:
            self.panel.do(lambda: self._say(self.log.set_penalty(self.selected, penalty)))
            self.practise.reload_last()
            self._dirty = True
        else:
            self.panel.show_message(self.tr('practise.select_first'), 'info')

    def _delete(self) -> None:
        if self.selected is not None:
            self.panel.do(lambda: self._say(self.log.delete(self.selected)))
            self.selected, self._dirty = None, True
        else:
            self.panel.show_message(self.tr('practise.select_first'), 'info')

    def _say(self, message) -> None:
        """What a change to the list did, on the status line (None: nothing changed)."""
        if message is not None:
            self.panel.show_message(message)

    def _undo(self) -> None:
        if self.log.undo():
            self.panel.show_message(self.tr('practise.undone'), 'info')
        else:
            self.panel.show_message(self.tr('practise.nothing_to_undo'), 'info')
        self._dirty = True

    def _selector(self, i: int):
        def select():
            rows = self._visible_rows()
            if i < len(rows):
                self.selected, self._dirty = rows[i].id, True
                self._bar_up = True
        return select

    def _scroller(self, i: int):
        def scroll():
            step = 1 if i == 0 else -1 if i == LIST_ROWS - 1 else 0
            total = len(self._rows)
            self.offset = max(0, min(self.offset + step, max(0, total - LIST_ROWS)))
            self._dirty = True
        return scroll

    def _next_method(self) -> None:
        self.panel.do(self.lab.solve_steps.next_method)
        self._dirty = True

    def _toggle_steps(self) -> None:
        self._bar_up = not self._bar_up
        self._dirty = True

    def _bar_wanted(self, clock) -> bool:
        """The step bar is up after each solve (and a click on a solve in the list) with no
        click asked for; it goes down while the cube is what the user looks at: a
        scramble, inspection or solve under way, a replay or the timeline's scrubbing,
        until the next solve or a click on Steps."""
        if clock.state in UNDER_WAY:
            self._bar_up = False
        return self._bar_up and bool(getattr(self, '_rows', None))

    def _replay(self) -> None:
        solve = self.log.solve(self.selected) if self.selected is not None else None
        if solve is None:
            self.panel.show_message(self.tr('practise.select_first'), 'info')
            return
        self.practise.abandon()
        self._bar_up = False
        why = self.lab.start_replay(solve)
        if why is not None:
            self.panel.show_message(self.tr(why), 'error')

    def _pause(self) -> None:
        replay = self.replay
        if replay is not None and replay.active:
            replay.resume() if not replay.playing else replay.pause()
        else:
            self.panel.do(self.session.toggle_pause)

    def input(self, key: str) -> None:
        """A press on the timeline bar (anywhere along it, knob included) starts scrubbing."""
        if key == 'left mouse down' and self.enabled and self.practise is not None and self._on_bar():
            self._scrubbing = True
            self._bar_up = False
            self._scrub()

    def _bar_on_screen(self) -> tuple[float, float, float, float]:
        """The knob's travel along the timeline in screen (camera.ui) units: its left end
        (x, y), its length, and the panel's scale (the panel is scaled in narrow and tall
        windows; the pointer is read in screen units)."""
        from ursina import camera
        slider = self.timeline_slider
        position = slider.get_pos(camera.ui)
        x, y = position[0], position[1]
        scale = slider.get_scale(camera.ui)[0]
        return x, y, 0.5 * scale, scale / slider.scale_x     # the knob travels 0..0.5 of the bar

    def _on_bar(self) -> bool:
        x, y, length, panel_scale = self._bar_on_screen()
        margin = 0.01 * panel_scale
        return x - margin <= mouse.x <= x + length + margin and abs(mouse.y - y) <= 0.02 * panel_scale

    def _scrub(self) -> None:
        """Show the playback where the pointer is along the bar (while the button is held)."""
        left, _, length, _ = self._bar_on_screen()
        fraction = min(max((mouse.x - left) / length, 0.0), 1.0)
        if fraction != getattr(self, '_scrubbed', None):
            self._scrubbed = fraction
            self.timeline.scrub(fraction, self.replay)

    def _toggle_plot(self) -> None:
        if self._plot_waiting:
            return              # a second click while the first picture is drawn: it is coming
        if self._plot_on and not self._plot_steps:          # the results, then the step times
            self._plot_steps = self._plot_waiting = True
        else:
            self._plot_on = self._plot_waiting = not self._plot_on
            self._plot_steps = False
        self._dirty = True

    # -- per frame -------------------------------------------------------------------------
    def refresh(self, status) -> None:
        if self.practise is None:
            return
        if self.replay is not None:
            self.replay.update(time.dt)
        clock = self.practise.clock()
        self._timer(clock)
        if self._scrubbing and mouse.left:
            self._scrub()
        else:
            self._scrubbing, self._scrubbed = False, None
        self.timeline_slider.value_setter(self.timeline.fraction, call_on_value_changed=False)
        replaying = self.replay is not None and self.replay.playing
        self._set(self.pause_button, self.tr('practise.pause') if replaying or not status.paused
                  else self.tr('practise.play'))
        self._set(self.inspection_button, self.tr('practise.inspection_on' if self.practise.inspection
                                                  else 'practise.inspection_off'))
        if self._dirty:
            self._dirty = False
            self._redraw_lists()
        wanted = self._bar_wanted(clock)
        if wanted != self.step_bar.enabled:
            self.step_bar.enabled = wanted
            self._draw_steps()
            ScreenChanges.note()
        self._take_plot()

    def _timer(self, clock) -> None:
        if clock.state == INSPECTING:
            inspection = clock.inspection
            text = str(inspection.remaining) if not inspection.penalty else inspection.penalty
        else:
            text = clock.result_text
        self._set(self.timer, text)
        info = self.tr('practise.live', count=clock.moves, tps=f'{clock.tps:.2f}') \
            if clock.state in (RUNNING, DONE) else self.tr(f'practise.state_{clock.state}')
        self._set(self.info, info)

    def _redraw_lists(self) -> None:
        log = self.log
        self._set(self.session_button, self.tr('practise.session', name=log.practise_session.name,
                                                size=self.session.size))
        self._rows = log.rows()
        stats = self.practise.stats()
        names = [('best', stats.best), ('worst', stats.worst), ('mean', stats.mean)] + \
                [(name, stats.current[name]) for name, _, _ in AVERAGES]
        cells = [f"{self.tr('practise.stat_' + name)} {format_ms(value)}" for name, value in names]
        bests = [f"{self.tr('practise.best_of', name=name)} {format_ms(stats.best_average[name])}"
                 for name, _, _ in AVERAGES[1:3]]
        lines = [f"{self.tr('practise.count', count=stats.count)}   {cells[0]}   {cells[1]}",
                 f"{cells[3]}   {cells[4]}   {cells[5]}", f"{cells[6]}   {cells[7]}   {cells[2]}",
                 '   '.join(bests)]
        self._set(self.stats, '\n'.join(lines))
        visible = self._visible_rows()
        for i, (row_button, arrow) in enumerate(self.list_buttons):
            row = visible[i] if i < len(visible) else None
            text = f"{row.number}.  {row.result}  {row.comment}"[:40] if row else ' '
            self._set(row_button.text_entity, text)
            set_selected(row_button, row is not None and row.id == self.selected)
        selected = next((r for r in self._rows if r.id == self.selected), None)
        set_selected(self.plus2, selected is not None and selected.penalty == PLUS2)
        set_selected(self.dnf, selected is not None and selected.penalty == DNF)
        self._draw_steps()
        self._draw_plot()

    def _draw_steps(self) -> None:
        """The selected solve's steps (the last solve's when none is selected) and the session's means."""
        steps = self.lab.solve_steps
        method = steps.method
        label = self.tr('practise.method', method=self.tr(f'practise.method_{method}'))
        if self._shown_text.get(id(self.method_button.text_entity)) != label:
            self._set(self.method_button, label)
            fit_button_text(self.method_button)
        set_selected(self.steps_button, self.step_bar.enabled)
        if self.step_bar.enabled:
            self.step_bar.show(steps.of(self.selected), steps.means(), method)

    def _visible_rows(self):
        rows = getattr(self, '_rows', [])
        end = len(rows) - self.offset
        return list(reversed(rows[max(0, end - LIST_ROWS):end]))      # newest first

    def _draw_plot(self) -> None:
        """Show or hide the plot; when shown, ask for a fresh picture (drawn on a thread:
        until the first arrives, a note says it is being drawn)."""
        self.plot.enabled = self._plot_on
        set_selected(self.plot_button, self._plot_on)
        if not self._plot_on:
            self._plot_waiting = self._plot_stale = False
            self._show_plot_note('')
            return
        labels = {k: self.tr(f'practise.plot_{k}') for k in ('single', 'solve', 'seconds')}
        if self._plot_steps:
            steps = self.lab.solve_steps
            names, times = steps.times()
            started = self.practise.start_step_plot([self.step_bar.step_name(n) for n in names], times,
                                                    self.tr(f'practise.method_{steps.method}'), labels,
                                                    SEGMENT_COLOURS)
        else:
            started = self.practise.start_plot(labels)
        if started:
            self._drawn_steps = self._plot_steps
        self._plot_stale = not started
        if self._plot_waiting:
            self._plot_waiting = True
            self.plot.texture, self.plot.color = None, color.rgba(0.12, 0.12, 0.15, 0.96)
            self._show_plot_note(self.tr('practise.plot_drawing'))

    def _take_plot(self) -> None:
        """A finished picture goes on the plot (a stale one is drawn again)."""
        plot = self.practise.plot
        pixels = plot.take()
        if pixels is not None and self._drawn_steps != self._plot_steps:
            pixels, self._plot_stale = None, True      # the other plot's picture: draw this one
        if pixels is not None and self._plot_on:
            from PIL import Image
            self.plot.texture, self.plot.color = Texture(Image.fromarray(pixels)), color.white
            ScreenChanges.note()
            self._plot_waiting = False
            self._show_plot_note('')
        if self._plot_stale and self._plot_on and not plot.drawing:
            self._draw_plot()

    def _show_plot_note(self, text) -> None:
        """The note in the middle of the plot's place, wherever the layout has put it."""
        set_text(self.plot_note, text)
        self.plot_note.enabled = bool(text)
        plot = self.plot
        self.plot_note.position = (plot.x + plot.scale_x / 2, plot.y - plot.scale_y / 2, plot.z - 0.01)

    def _set(self, widget, text: str) -> None:
        """Set a label's text only when it changed (text meshes are costly to rebuild)."""
        entity = getattr(widget, 'text_entity', widget)
        if self._shown_text.get(id(entity)) != text:
            self._shown_text[id(entity)] = text
            set_text(entity, text)
