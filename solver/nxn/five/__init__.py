"""The 5x5's reduction: centres through their second phase, then one beam that pairs the edges while it finishes them.

joint.py   the joint beam: flip macros and wide half turns pairing every wing with
           its midge while the centres' third phase finishes (both orbits)
route.py   the 5x5 reduction: the joint beam from phase-2 ends, or centres first
           and one edge beam where the tables have no time
"""
