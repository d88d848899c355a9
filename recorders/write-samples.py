#!/usr/bin/env python3
"""Writes recorders/ios/sample-recording.csv and recorders/android/sample-recording.csv: files in
exactly the format TransitionRecorder.swift and TransitionRecorder.kt write, made from the model of
recorders/browser/demo/css-push.yaml (no device here), which the tests compare with that spec.

  python3 recorders/write-samples.py [TRANSITION_BENCH]

iOS: a 120 Hz display, the animation starting one frame (8.3 ms) after start(), seconds, points.
Android: a 90 Hz display, density 2.625, the transition starting two frames (22.2 ms) after
start(), milliseconds, pixels held as float32 (RectF), as the recorder prints them.
"""
import csv
import io
import struct
import subprocess
import sys
from pathlib import Path

root = Path(__file__).resolve().parent
binary = sys.argv[1] if len(sys.argv) > 1 else str(root.parent / ".build/debug/transition-bench")
spec = str(root / "browser/demo/css-push.yaml")
duration = 0.3


def trace(times):
    """The model's rows at each recording time (outside [0, D] the model rests at its start or end)."""
    at = ",".join(repr(min(max(t, 0.0), duration)) for t in times)
    out = subprocess.run([binary, "trace", spec, "--format", "csv", "--at", at], capture_output=True, text=True, check=True).stdout
    rows = list(csv.DictReader(io.StringIO(out)))
    per = len(rows) // len(times)
    return [(times[i // per], row) for i, row in enumerate(rows)]


ios = ["time,view,centerX,centerY,width,height,a,b,c,d,tx,ty,alpha,cornerRadius"]
for tau, r in trace([k / 120 - 1 / 120 for k in range(48)]):
    columns = ["centerX", "centerY", "width", "height", "a", "b", "c", "d", "tx", "ty", "alpha", "cornerRadius"]
    ios.append(",".join([repr(tau + 1 / 120), r["view"]] + [repr(float(r[c])) for c in columns]))
(root / "ios/sample-recording.csv").write_text("\n".join(ios) + "\n")

density = 2.625
float32 = lambda v: struct.unpack("f", struct.pack("f", v))[0]
android = ["time_ms,view,left,top,right,bottom,alpha"]
for tau, r in trace([k / 90 - 2 / 90 for k in range(36)]):
    x, y, w, h = (float(r[c]) for c in ["frameX", "frameY", "frameWidth", "frameHeight"])
    values = [x * density, y * density, (x + w) * density, (y + h) * density, float(r["alpha"])]
    android.append(",".join([repr((tau + 2 / 90) * 1000), r["view"]] + [repr(float32(v)) for v in values]))
(root / "android/sample-recording.csv").write_text("\n".join(android) + "\n")
