"""Scramblers for every cube size: random state, rule-based random moves, simple, dynamic judgement.

Depends on solver (random state) and model only; never imports the view.
"""
from .scrambler import (DESCRIPTIONS, MODES, Scramble, default_length, default_mode, modes_for,
                        practise_mode, scramble)

__all__ = ['DESCRIPTIONS', 'MODES', 'Scramble', 'default_length', 'default_mode', 'modes_for', 'practise_mode',
           'scramble']
