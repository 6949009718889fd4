"""README states the cube sizes the product accepts: the same limits as model/limits.py
(the window's size slider runs over exactly these, tests/view/test_slider_knobs.py)."""
import re
from pathlib import Path

from model.limits import MAX_SIZE, MIN_SIZE

README = Path(__file__).resolve().parents[1] / 'README.md'


def test_readme_states_the_size_limits():
    text = README.read_text(encoding='utf-8')
    stated = re.search(r'from (\d+)x\1 to (\d+)x\2', text)
    assert stated, 'README does not say which sizes it takes'
    assert (int(stated.group(1)), int(stated.group(2))) == (MIN_SIZE, MAX_SIZE)
