"""The Practise page's step bar: a solve's steps as segments whose widths are their times,
over a table of each step's time, recognition pause, STM and TPS and the session's means
of it over the last 5, 12, 50 and 100 solves. Drawn beside the panel, over the 3D view.
"""
from __future__ import annotations

import math

from ursina import Entity, color

from controller.practise import format_ms

from . import clipboard
from .layout import MIN_TEXT_SCALE
from .widgets import ScreenChanges, label, set_text, text_width

WIDTH = 0.84
BAR_H = 0.034
LINE = 0.0235                          # one table line at TABLE_SCALE, and room to spare (drawn: ~0.015)
TABLE_SCALE = MIN_TEXT_SCALE
#: Segment colours, one per step in turn (light enough for dark text on them): as many as
#: a big cube's CFOP has steps (centres, edges and CFOP's eight).
SEGMENT_COLOURS = ((0.36, 0.62, 0.95), (0.95, 0.62, 0.30), (0.45, 0.80, 0.45), (0.90, 0.45, 0.55),
                   (0.70, 0.55, 0.90), (0.95, 0.82, 0.35), (0.40, 0.80, 0.80), (0.75, 0.75, 0.75),
                   (0.85, 0.68, 0.52), (0.62, 0.75, 0.35))
#: The table's columns: left edges (fractions of WIDTH).
COLUMNS = (0.0, 0.25, 0.35, 0.45, 0.52, 0.61, 0.71, 0.81, 0.91)
#: The most the bar takes: room for the header and 11 steps (a big cube's CFOP and an
#: unfinished one); its backdrop ends below the table it shows.
HEIGHT = 0.06 + BAR_H + 10 * LINE
LABEL_PAD = 0.004                      # a segment's label keeps this far from its edges
#: How far the bar reaches right of its x: its backdrop's margin past the table.
REACH = WIDTH + 0.01


class StepBar(Entity):
    """Its top-left corner at (x, y) of the page; `show(...)` draws a reconstruction."""

    def __init__(self, page, x: float, y: float):
        super().__init__(parent=page, x=x, y=y)
        self.tr = page.tr
        self.backdrop = Entity(parent=self, model='quad', origin=(-0.5, 0.5), position=(-0.01, 0.01, 0.01),
                               scale=(WIDTH + 0.02, HEIGHT), color=color.rgba(0.08, 0.085, 0.1, 0.9))
        self.title = label(self, ' ', 0, 0, scale=0.7)
        self.segments: list[Entity] = []
        self.segment_labels: list = []
        top = -0.035 - BAR_H - 0.03
        self.columns = [label(self, ' ', WIDTH * left, top, scale=TABLE_SCALE) for left in COLUMNS]
        self.shown_key = None

    def show(self, found, means: dict, method: str) -> None:
        """Draw `found` (a Reconstruction, or None: the page has no solve with moves) and
        the session's `means` by `method`."""
        key = (None if found is None else (found.solve.id, found.method, found.solve.penalty),
               _means_key(means), method)
        if key == self.shown_key:
            return
        self.shown_key = key
        for entity in self.segments + self.segment_labels:
            entity.enabled = False
        method_name = self.tr(f'practise.method_{method}')
        if found is None or not found.steps:
            set_text(self.title, self.tr('practise.steps_none', method=method_name))
            self._table([], means)
            ScreenChanges.note()
            return
        set_text(self.title, self.tr('practise.steps_title', method=method_name,
                                     time=found.solve.result_text()))
        steps = found.steps
        total = sum(max(s.time_ms, 0) for s in steps) or 1
        x = 0.0
        for i, step in enumerate(steps):
            width = WIDTH * max(step.time_ms, 0) / total
            segment = self._segment(i)
            segment.position = (x, -0.035, 0)
            segment.scale = (max(width, 1e-4), BAR_H)
            segment.color = color.rgb(*SEGMENT_COLOURS[i % len(SEGMENT_COLOURS)])
            segment.enabled = width > 0
            segment.step_name, segment.time_ms = step.name, step.time_ms
            self._label_segment(self._segment_label(i), self.step_name(step.name), x, width)
            x += width
        self._table(steps, means)
        ScreenChanges.note()

    def _label_segment(self, text, name: str, x: float, width: float) -> None:
        """The step's name on its segment where it fits inside it; else none (the table
        below names every step)."""
        text.position = (x + LABEL_PAD, -0.035 - 0.004, -0.01)
        text.enabled = width > 0
        set_text(text, name)
        if not text.enabled or text_width(text, self) > width - 2 * LABEL_PAD:
            set_text(text, ' ')

    def step_name(self, name: str) -> str:
        return self.tr('practise.step_' + name.replace(' ', '_'))

    def _table(self, steps, means: dict) -> None:
        """Columns: step, time, recognition, STM, TPS, then the means over the last 5..100."""
        windows = sorted(means)
        head = [self.tr('practise.steps_step'), self.tr('practise.steps_time'), self.tr('practise.steps_recognition'),
                'STM', 'TPS'] + [self.tr('practise.steps_last', count=w) for w in windows]
        names = [step.name for step in steps]
        for row in means.values():
            for mean in row or ():
                if mean.name not in names:
                    names.append(mean.name)
        by_name = {s.name: s for s in steps}
        cells = [[h] for h in head]
        for name in names:
            step = by_name.get(name)
            cells[0].append(self.step_name(name) + ('' if step is None or step.done else ' …'))
            cells[1].append(format_ms(step.time_ms) if step else '-')
            cells[2].append(format_ms(step.recognition_ms) if step else '-')
            cells[3].append(str(step.stm) if step else '-')
            cells[4].append(f'{step.tps:.2f}' if step else '-')
            for j, window in enumerate(windows):
                row = means[window]
                mean = next((m for m in row or () if m.name == name), None)
                cells[5 + j].append('-' if mean is None or math.isnan(mean.time_ms) else format_ms(mean.time_ms))
        for column, lines in zip(self.columns, cells):
            set_text(column, '\n'.join(lines))
        bounds = self.columns[0].getTightBounds(self)
        if bounds:                                      # the backdrop ends a margin below the table
            self.backdrop.scale_y = min(HEIGHT, self.backdrop.y - float(bounds[0][1]) + 0.02)

    def _segment(self, i: int) -> Entity:
        while len(self.segments) <= i:
            self.segments.append(Entity(parent=self, model='quad', origin=(-0.5, 0.5)))
        return self.segments[i]

    def _segment_label(self, i: int):
        while len(self.segment_labels) <= i:
            text = label(self, ' ', 0, 0, scale=MIN_TEXT_SCALE)
            text.color = color.rgb(0.05, 0.05, 0.08)
            self.segment_labels.append(text)
        return self.segment_labels[i]


def _means_key(means: dict) -> tuple:
    return tuple((w, None if row is None else tuple((m.name, m.count, None if math.isnan(m.time_ms) else m.time_ms)
                                                     for m in row))
                 for w, row in sorted(means.items()))


def copy_steps(page) -> None:
    """The page's shown solve's reconstruction as text, on the clipboard."""
    found = page.lab.solve_steps.of(page.selected)
    if found is None:
        page.panel.show_message(page.tr('practise.no_steps'), 'info')
        return
    try:
        clipboard.copy(found.text())
    except clipboard.ClipboardError:
        page.panel.show_message(page.tr('session.no_clipboard'), 'error')
        return
    page.panel.show_message(page.tr('practise.steps_copied'), 'success')


def export_steps(page) -> None:
    """The page's shown solve's reconstruction, written to the data folder; the message says where."""
    try:
        path = page.lab.solve_steps.export(page.selected)
    except OSError as exc:
        page.panel.show_message(page.tr('practise.steps_not_written', why=exc.strerror or str(exc)), 'error')
        return
    if path is None:
        page.panel.show_message(page.tr('practise.no_steps'), 'info')
    else:
        page.panel.show_message(page.tr('practise.steps_written', file=path.name, folder=str(path.parent)), 'success')
