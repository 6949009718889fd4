"""Timed solves: the solve record, WCA statistics, inspection, the attempt being timed, plots.

Pure computation on times in integer milliseconds (no I/O, no clock: the
controller passes the time in); imports only model/ of ours. `timing.plot`
is the one module that loads matplotlib, so import it only where you plot.
"""
from .attempt import Attempt
from .inspection import Inspection
from .solve import DNF, NONE, PENALTIES, PLUS2, Solve, format_ms, moves_text, parse_moves, result_ms, result_text
from .wca_stats import AVERAGES, Stats, average, mean, rolling, summary

__all__ = ['AVERAGES', 'Attempt', 'DNF', 'Inspection', 'NONE', 'PENALTIES', 'PLUS2', 'Solve',
           'Stats', 'average', 'format_ms', 'mean', 'moves_text', 'parse_moves', 'result_ms', 'result_text',
           'rolling', 'summary']
