"""An example solver for `transition-bench conform --command "python3 examples/conform/solver.py"`.

Reads one request per line, {"id", "curve": [x1, y1, x2, y2], "x"}, and answers {"id", "y"} on
one line, in order (non-finite numbers as "nan", "inf", "-inf"). The solver: bisection in t to
1e-15, in double; outside [0, 1] it follows the end tangents as CSS does (policy: extrapolates),
exactly 0 and 1 at the ends.
"""
import json
import math
import sys


def coefficients(p1, p2):
    c = 3 * p1
    b = 3 * (p2 - p1) - c
    return 1 - c - b, b, c


def tangent_slopes(x1, y1, x2, y2):
    if x1 > 0:
        start = y1 / x1
    elif y1 == 0 and x2 > 0:
        start = y2 / x2
    elif y1 == 0 and y2 == 0:
        start = 1.0
    else:
        start = 0.0
    if x2 < 1:
        end = (y2 - 1) / (x2 - 1)
    elif y2 == 1 and x1 < 1:
        end = (y1 - 1) / (x1 - 1)
    elif y2 == 1 and y1 == 1:
        end = 1.0
    else:
        end = 0.0
    return start, end


def progress(curve, x, halvings=200):
    x1, y1, x2, y2 = curve
    if math.isnan(x):
        return math.nan
    if x == 0:
        return 0.0
    if x == 1:
        return 1.0
    start, end = tangent_slopes(x1, y1, x2, y2)
    if x < 0:
        return 0.0 if start == 0 else start * x
    if x > 1:
        return 1.0 if end == 0 else 1 + end * (x - 1)
    ax, bx, cx = coefficients(x1, x2)
    ay, by, cy = coefficients(y1, y2)
    lo, hi = 0.0, 1.0
    for _ in range(halvings):
        if hi - lo <= 1e-15:
            break
        mid = 0.5 * (lo + hi)
        if ((ax * mid + bx) * mid + cx) * mid < x:
            lo = mid
        else:
            hi = mid
    t = 0.5 * (lo + hi)
    return ((ay * t + by) * t + cy) * t


def number(value):
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return value


def parse(value):
    return {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}.get(value, value) if isinstance(value, str) else float(value)


def main(halvings=200):
    out = sys.stdout
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        y = progress(request["curve"], parse(request["x"]), halvings)
        out.write(json.dumps({"id": request["id"], "y": number(y)}) + "\n")


if __name__ == "__main__":
    main()
