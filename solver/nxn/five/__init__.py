"""The 5x5's reduction: cube555's G3 route where its tables are built, else a beam pairing edges as the centres finish.

g3_route.py        the G3 route: centres' phases 1-2, the edges made ready for G3
                   (separation.py), then two pairing phases (pairing.py, over the
                   tables of pairing_tables.py)
joint.py           the joint beam: flip macros and wide half turns pairing every wing with
                   its midge while the centres' third phase finishes (both orbits)
route.py           the 5x5 reduction: the G3 route, else the joint beam from phase-2 ends,
                   or centres first and one edge beam where the tables have no time
"""
