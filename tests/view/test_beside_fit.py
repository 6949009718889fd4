"""What pages draw beside the panel (the plot, the step bar, the colour picker) fits inside
the window at every shape: drawn full size where there is room, smaller where not."""
import numpy as np

from view.layout import BESIDE_MARGIN, beside_fit, panel_below, panel_scale
from view.step_bar import REACH, WIDTH

#: The step bar's left edge beside the panel (panel units): the page's right edge and a gap.
BAR_X = 0.418 + 0.04


def test_the_step_bar_ends_inside_the_window_at_every_shape():
    for aspect in np.linspace(0.76, 2.4, 300):
        assert not panel_below(aspect)
        scale, fit = panel_scale(aspect), beside_fit(aspect, BAR_X, REACH)
        right = -aspect / 2 + scale * (BAR_X + REACH * fit)            # UI units
        assert right <= aspect / 2 - BESIDE_MARGIN + 1e-9, aspect
        assert fit == 1.0 or abs(right - (aspect / 2 - BESIDE_MARGIN)) < 1e-9, aspect   # no smaller than needed
    assert beside_fit(1.6, BAR_X, REACH) == 1.0                       # a wide window: full size
    assert 0.97 < beside_fit(1.25, BAR_X, REACH) < 1.0 and REACH > WIDTH
