"""Paint mode's cost per click: judging a painted real cube in full (the model's
validation) for sizes 3..50, as the window does after each sticker. Prints a table."""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from controller.painter import Painter  # noqa: E402
from model import Cube  # noqa: E402


def per_click(n: int, repeats: int = 5) -> float:
    cube = Cube(n).apply(f"R U {n // 2}F' D2 L {max(2, n // 3)}B")
    painter = Painter(cube)
    best = float('inf')
    for k in range(repeats):
        own = int(painter.colours[k])
        painter.paint(k, (own + 1) % 6)                      # paint it over and back:
        painter.paint(k, own)                                # a real cube, judged in full
        start = time.perf_counter()
        assert painter.verdict().valid
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    print("| size | stickers | verdict after one click (ms, best of 5) |")
    print("|---|---|---|")
    for n in (3, 4, 5, 7, 10, 20, 50):
        print(f"| {n} | {6 * n * n} | {per_click(n) * 1000:.1f} |")


if __name__ == '__main__':
    main()
