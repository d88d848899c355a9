#!/usr/bin/env python3
"""Computes 30-digit reference arc lengths of cubic Béziers near and at cusps, loops and reversals.

Each length is the integral of |B'(t)| over [0, 1] in mpmath at 50 significant digits, split at
every interior root of B'(t)·B''(t) (where the speed is extremal, so each piece is smooth) and
at t = 1/2, by tanh-sinh quadrature. Control points are Python floats (IEEE doubles) converted to
mpmath exactly, so the values are those of the exact doubles the Swift tests use.

Usage: python3 scripts/reference-lengths.py > Tests/Golden/Reference/cubic-length-mpmath.json
Needs mpmath (pip install mpmath).
"""
import json

from mpmath import mp, mpf, polyroots, quad, sqrt

mp.dps = 50

CUBICS = [
    ("the issue's hand-drawn near-cusp: M 0 0 C 200 150 0.5 150 200 0", [(0, 0), (200, 150), (0.5, 150), (200, 0)]),
    ("an exact cusp at t = 1/2", [(0, 0), (100, 100), (0, 100), (100, 0)]),
    ("a cusp missed by 1e-9", [(0, 0), (100, 100), (1e-9, 100), (100, 0)]),
    ("a cusp missed by 1e-6", [(0, 0), (100, 100), (1e-6, 100), (100, 0)]),
    ("a cusp missed by 1e-3", [(0, 0), (100, 100), (1e-3, 100), (100, 0)]),
    ("a small loop", [(0, 0), (100, 100), (-5, 100), (100, 0)]),
    ("a line that reverses twice", [(0, 0), (100, 0), (-50, 0), (50, 0)]),
    ("a control point on the start", [(0, 0), (0, 0), (50, 100), (100, 0)]),
    ("both controls on the ends", [(10, 20), (10, 20), (300, 400), (300, 400)]),
    ("a zero-length cubic", [(7, 7), (7, 7), (7, 7), (7, 7)]),
]


def length(points):
    p = [(mpf(x), mpf(y)) for x, y in points]
    # B'(t) = a t^2 + b t + c, with a = 3(-p0 + 3p1 - 3p2 + p3), b = 6(p0 - 2p1 + p2), c = 3(p1 - p0).
    a = [3 * (-p[0][k] + 3 * p[1][k] - 3 * p[2][k] + p[3][k]) for k in (0, 1)]
    b = [6 * (p[0][k] - 2 * p[1][k] + p[2][k]) for k in (0, 1)]
    c = [3 * (p[1][k] - p[0][k]) for k in (0, 1)]

    def speed(t):
        return sqrt(sum((a[k] * t * t + b[k] * t + c[k]) ** 2 for k in (0, 1)))

    dot = lambda u, v: u[0] * v[0] + u[1] * v[1]
    coefficients = [2 * dot(a, a), 3 * dot(a, b), dot(b, b) + 2 * dot(a, c), dot(b, c)]
    while coefficients and coefficients[0] == 0:
        coefficients = coefficients[1:]
    splits = {mpf(0), mpf(1), mpf(1) / 2}
    if len(coefficients) > 1:
        for r in polyroots(coefficients, maxsteps=200, extraprec=200):
            if abs(mp.im(r)) < mpf(10) ** -30 and 0 < mp.re(r) < 1:
                splits.add(mp.re(r))
    edges = sorted(splits)
    return sum(quad(speed, [u, v]) for u, v in zip(edges, edges[1:]))


def main():
    cases = []
    for name, points in CUBICS:
        value = length(points)
        cases.append({"name": name, "points": [list(p) for p in points], "length": float(value),
                      "lengthDigits": mp.nstr(value, 30)})
    tolerance = {"absolute": 1e-12, "relative": 4e-12,
                 "reason": "GSL's adaptive Gauss-Kronrod rule to 1e-12 relative (1e-14 absolute) on each of at most "
                           "four pieces between the speed's extrema; the reference is exact to 30 digits"}
    print(json.dumps({"source": "scripts/reference-lengths.py (mpmath, 50 digits, split at the speed's extrema)",
                      "tolerance": tolerance, "cases": cases}, indent=2))


if __name__ == "__main__":
    main()
