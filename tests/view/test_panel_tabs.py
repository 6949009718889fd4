"""The panel's mode tabs, clicked with the real X pointer: the page under the tab bar changes
on screen (pixels read back) and in the scene; Ctrl+1..5 switch too."""
import numpy as np
import pytest

from view import palette
from view.pages import MODES
from view.pages.base import Page
from viewdriver import button_centre, screenshot, settle
from xinput import click, keys, move


class _Probe(Page):
    """A page with one wide button where the Play page has its Solve button."""

    def build(self):
        self.cursor = self.panel.pages['play'].solve.y
        self.big, = self.row([(' ', lambda: None, 1)], height=0.2)


def _solid(lab, b, colour, tolerance=18):
    """Whether the pixels just inside a button's left edge (off its label) are `colour`."""
    col, row = button_centre(lab, b)
    width_px = b.scale_x * screenshot(lab).shape[0]
    left = int(col - width_px / 2 + 4)
    patch = screenshot(lab)[int(row) - 2:int(row) + 3, left:left + 3].reshape(-1, 3).astype(float)
    return np.abs(patch - 255 * np.asarray(colour[:3])).max() <= tolerance


def _lit(lab, b, colour, tolerance=18):
    """Whether the pixels just inside a tab's top edge, at its middle (above its
    label, which may fill a narrow tab's whole width), are `colour`."""
    col, row = button_centre(lab, b)
    height_px = b.scale_y * screenshot(lab).shape[0]
    top = int(row - height_px / 2 + 2)
    patch = screenshot(lab)[top:top + 2, int(col) - 2:int(col) + 3].reshape(-1, 3).astype(float)
    return np.abs(patch - 255 * np.asarray(colour[:3])).max() <= tolerance


@pytest.fixture
def probe(fresh):
    panel = fresh.panel
    free = [m for m in MODES if m not in panel.pages]
    added = None
    if free:
        added = free[-1]
        panel.add_page(added, type('ProbePage', (_Probe,), {'mode': added}))
        fresh.step(2)
    yield fresh
    panel.select('play')
    if added:
        panel.tabs[added].enabled = False          # leave the other tests a Play-only bar
        panel.pages.pop(added).enabled = False
        panel.tabs.pop(added)
        panel._build_tabs()
    fresh.step(2)


def test_clicking_each_tab_shows_its_page(probe):
    lab, panel = probe, probe.panel
    assert list(panel.tabs) == [m for m in MODES if m in panel.tabs]      # tab order is MODES
    assert len(panel.tabs) >= 2
    solve = panel.pages['play'].solve
    for mode in [*reversed(panel.tabs), 'play']:
        click(lab, *button_centre(lab, panel.tabs[mode]))
        move(lab, 6, screenshot(lab).shape[0] - 6)      # off every button: no hover colour
        settle(lab)
        assert panel.mode == mode
        shown = [m for m, page in panel.pages.items() if page.enabled]
        assert shown == [mode]
        for other, tab in panel.tabs.items():            # the selected tab is lit, the others not
            lit = palette.BUTTON_ACTIVE if other == mode else palette.BUTTON
            assert _lit(lab, tab, lit), (mode, other)
        # Play's Solve button is on screen only while Play is the page
        assert _solid(lab, solve, palette.BUTTON) == (mode == 'play'), mode


def test_ctrl_digits_switch_modes(probe):
    lab, panel = probe, probe.panel
    for i, mode in enumerate(MODES, start=1):
        if mode in panel.tabs:
            keys(lab, f'ctrl+{i}')
            assert panel.mode == mode
            assert _lit(lab, panel.tabs[mode], palette.BUTTON_ACTIVE)
    keys(lab, 'ctrl+1')
    assert panel.mode == 'play'
    assert lab.session.cube.is_solved()               # no digit reached the keymap as a layer
    assert lab.session.pending_prefix == ''
