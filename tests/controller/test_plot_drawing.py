"""The plot is drawn off the frame loop: one drawing at a time, its pixels taken once."""
import numpy as np

from controller.plot_drawing import PlotDrawing


def test_one_drawing_at_a_time_and_its_pixels_are_taken_once():
    drawing = PlotDrawing()
    assert not drawing.drawing and drawing.take() is None
    assert drawing.start([12000, 13000, 11000, 14000, 12500], '3x3', None, 4.0, 3.0)
    assert drawing.drawing
    assert not drawing.start([1000], 'again', None, 4.0, 3.0)        # refused until taken
    drawing.wait(60)
    pixels = drawing.take()
    assert isinstance(pixels, np.ndarray) and pixels.shape == (300, 400, 4) and pixels.dtype == np.uint8
    assert drawing.take() is None and not drawing.drawing
    assert drawing.start([1000], 'again', None, 4.0, 3.0)
    drawing.wait(60)
    assert drawing.take() is not None


def test_the_step_times_are_drawn_in_the_colours_given():
    colours = ((0.9, 0.1, 0.1), (0.1, 0.2, 0.9))
    drawing = PlotDrawing()
    assert drawing.start_steps(['cross', 'f2l 1'], [[1500, 4000], [2000, 3000]], '3x3 · CFOP',
                               {'solve': 'résolution', 'seconds': 'secondes'}, colours, 4.0, 3.0)
    assert not drawing.start([1000], 'again', None, 4.0, 3.0)        # one drawing at a time
    drawing.wait(60)
    pixels = drawing.take()
    assert pixels.shape == (300, 400, 4)
    rgb = pixels[..., :3].reshape(-1, 3).astype(int)
    for colour in colours:
        assert (np.abs(rgb - np.array(colour) * 255).max(axis=1) < 4).sum() > 500, colour
