"""The first-run table build's line sits in the panel's common area without touching
the Reset view button (or the progress line of a job shown at the same time), in
either language, with the longest estimate it can show."""
import pytest

from controller import progress_text

pytestmark = pytest.mark.gui


def _box(entity, panel):
    low, high = entity.getTightBounds(panel)
    return low[0], low[1], high[0], high[1]


def _apart(a, b) -> bool:
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


@pytest.mark.parametrize('language', ['en', 'fr'])
def test_the_table_line_never_touches_reset_view_or_the_progress_line(fresh, language):
    lab = fresh
    panel = lab.panel
    lab.preferences.change(language=language)
    lab.apply_preferences()
    try:
        for fraction, left in ((0.0, None), (0.87, 10.0), (0.33, 55.0), (0.99, 3000.0)):
            panel.show_tables(fraction, progress_text.tables_line(fraction, left))
            stage = progress_text.stage_name('tables', 'solve')
            panel.progress_text.enabled = True          # as while a job runs
            panel.show_progress(fraction, progress_text.line(stage, fraction, left))
            lab.step(2)
            assert panel.tables_text.enabled and panel.tables_text.text.strip()
            line = _box(panel.tables_text, panel)
            assert _apart(line, _box(panel.reset_view_button, panel)), (panel.tables_text.text, line)
            assert _apart(line, _box(panel.progress_text, panel)), panel.tables_text.text
            assert _apart(line, _box(panel.help, panel))
    finally:
        panel.show_tables(1.0, progress_text.tables_line(1.0, None))
        panel.progress_text.enabled = False
        lab.preferences.change(language='en')
        lab.apply_preferences()
        lab.step(2)
