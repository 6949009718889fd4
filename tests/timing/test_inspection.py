"""WCA inspection: cues at 8 and 12 s, +2 after 15 s, DNF after 17 s."""
from timing import DNF, NONE, PLUS2, Inspection
from timing.inspection import penalty_for


def test_penalties_at_the_limits():
    assert penalty_for(0) == NONE and penalty_for(15.0) == NONE
    assert penalty_for(15.001) == PLUS2 and penalty_for(17.0) == PLUS2
    assert penalty_for(17.001) == DNF


def test_countdown_and_cues():
    assert Inspection(0).remaining == 15 and Inspection(0).cue is None
    assert Inspection(0.5).remaining == 15 and Inspection(1.0).remaining == 14
    assert Inspection(7.99).cue is None and Inspection(8).cue == 8
    assert Inspection(11.9).cue == 8 and Inspection(12).cue == 12 and Inspection(20).cue == 12
    assert Inspection(16).remaining == 0 and Inspection(16).penalty == PLUS2
