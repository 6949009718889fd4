"""Colours of the view: sticker scheme (U R F D L B), body, and interface."""
import numpy as np

#: Sticker colours in face order U R F D L B (white, red, green, yellow, orange, blue), sRGB 0..1.
STICKERS = np.array([
    (0.96, 0.96, 0.95),   # U white
    (0.84, 0.07, 0.12),   # R red
    (0.00, 0.64, 0.31),   # F green
    (1.00, 0.84, 0.00),   # D yellow
    (1.00, 0.45, 0.00),   # L orange
    (0.00, 0.30, 0.85),   # B blue
], dtype=np.float32)

#: A sticker not painted yet (Paint mode), and the frame around stickers to look at.
UNPAINTED = (0.42, 0.43, 0.46)
HIGHLIGHT = (1.00, 0.10, 0.85)

BODY = (0.045, 0.045, 0.05)
BACKGROUND = (0.13, 0.14, 0.17)

PANEL = (0.085, 0.09, 0.11, 1.0)
BUTTON = (0.20, 0.22, 0.27, 1.0)
BUTTON_HOVER = (0.28, 0.31, 0.38, 1.0)
BUTTON_ACTIVE = (0.16, 0.45, 0.85, 1.0)
TEXT = (0.92, 0.93, 0.95, 1.0)
TEXT_DIM = (0.60, 0.63, 0.70, 1.0)
LEVEL = {'info': (0.80, 0.84, 0.92, 1.0), 'error': (1.0, 0.42, 0.40, 1.0),
         'success': (0.40, 0.90, 0.50, 1.0)}
