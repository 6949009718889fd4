"""Solvers: 2x2 optimal, 3x3 two-phase, NxN reduction. Depends on model only."""
