#!/usr/bin/env python3
"""Computes the 50-digit reference values that validate the `reference` timing solver.

For each curve (the presets, the stress set and six seeded random curves) and each x of a fixed
set (both ends log-spaced down to 1e-12, and the interior), it solves x(t) = x by bisection in
mpmath at 60 significant digits (200 halvings: far below 1e-50), evaluates y(t), and writes the
correctly rounded double (`y`) and 30 significant digits (`yDigits`).

Control points and x are Python floats (IEEE doubles), converted to mpmath exactly, so the values
are those of the exact doubles the Swift tests use.

Usage: python3 scripts/reference-values.py > Tests/Golden/Reference/timing-mpmath.json
Needs mpmath (pip install mpmath).
"""
import json
import random

import mpmath
from mpmath import mp, mpf

mp.dps = 60

PRESETS = [
    ("linear", (0, 0, 1, 1)), ("easeIn", (0.42, 0, 1, 1)), ("easeOut", (0, 0, 0.58, 1)),
    ("easeInEaseOut", (0.42, 0, 0.58, 1)), ("default", (0.25, 0.1, 0.25, 1)),
    ("standard", (0.4, 0, 0.2, 1)), ("deceleration", (0, 0, 0.2, 1)),
    ("acceleration", (0.4, 0, 1, 1)), ("sharp", (0.4, 0, 0.6, 1)),
]
STRESS = [
    (0, 1, 0, 1), (1, 0, 1, 0), (0, 1, 1, 0), (0.05, 1, 0.95, 0), (0.9, 0, 0.1, 1),
    (0.2, 0, 0.5333333333333333, 1), (0.2, 0, 0.5333333333333334, 1),
    (0.3, -0.6, 0.7, 1.6), (0.5, 2.5, 0.5, -1.5),
]
XS = [1e-12, 1e-9, 1e-6, 1e-3, 0.01, 0.1, 0.25, 1 / 3, 0.5, 0.75, 0.9, 0.99,
      1 - 1e-3, 1 - 1e-6, 1 - 1e-9, 1 - 1e-12]


def bezier(p1, p2, t):
    """One coordinate of the timing curve from (0,0) to (1,1), in Bernstein form (exact)."""
    u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t ** 3


def progress(curve, x):
    x1, y1, x2, y2 = (mpf(v) for v in curve)
    x = mpf(x)
    lo, hi = mpf(0), mpf(1)
    for _ in range(200):
        mid = (lo + hi) / 2
        if bezier(x1, x2, mid) < x:
            lo = mid
        else:
            hi = mid
    return bezier(y1, y2, (lo + hi) / 2)


def main():
    rng = random.Random(20261122)
    randoms = [(rng.uniform(0, 1), rng.uniform(-2, 3), rng.uniform(0, 1), rng.uniform(-2, 3)) for _ in range(6)]
    curves = [(name, c) for name, c in PRESETS] + [("stress", c) for c in STRESS] + [("random", c) for c in randoms]
    cases = []
    for name, curve in curves:
        for x in XS:
            y = progress(curve, x)
            cases.append({
                "name": name,
                "curve": [float(v) for v in curve],
                "x": x,
                "y": float(y),
                "yDigits": mpmath.nstr(y, 30),
            })
    print(json.dumps({
        "source": "scripts/reference-values.py: bisection on x(t) = x in mpmath at 60 digits (200 halvings), "
                  "y(t) rounded correctly to double; curves are the presets, the stress set and 6 seeded random curves",
        "tolerance": {
            "absolute": 0,
            "relative": 2.3e-16,
            "reason": "one ulp: the reference rounds a Float80 result to double, which can differ from the correctly "
                      "rounded value by one ulp (double rounding); near vertical tangents Float80 is still ~1e-10 "
                      "better than needed",
        },
        "cases": cases,
    }, indent=1))


if __name__ == "__main__":
    main()
