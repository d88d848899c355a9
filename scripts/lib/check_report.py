#!/usr/bin/env python3
"""Checks a rendered report: the DOM Chromium produced and its screenshot.

Usage: check_report.py DOM.html SCREENSHOT.png [CHART ...]

Fails (exit 1) unless each chart (default: the report's ten; the history page passes its two)
is an <svg data-chart="..."> in the rendered DOM
holding at least one data mark (an element with data-mark), unless every label of a chart fits
inside its SVG (estimated at 0.6 em per character: a label cut off at an edge fails), and unless
at least 2% of the screenshot's pixels differ from the background (the most common colour).

When the DOM holds <pre id="label-boxes"> (written by measure_labels.js, which check-report injects
into a copy of the page), the boxes Chromium laid out are checked too: no two labels of a chart may
overlap each other or cover a point (a circle that is a data mark) by more than OVERLAP_SLACK px
both ways (a label's box is its whole line, ascent and descent included, so labels on lines 12 px
apart touch), none may leave its chart, and the colours
of a chart's legend swatches must be pairwise distinct (at least MIN_COLOUR_DISTANCE apart in RGB;
within each panel of a chart of small multiples).
Standard library only: the PNG is decoded here (8-bit RGB/RGBA, non-interlaced, as Chromium writes it).
"""
import html
import json
import re
import struct
import sys
import zlib
from collections import Counter
from html.parser import HTMLParser

OVERLAP_SLACK = 1.0
MIN_COLOUR_DISTANCE = 40.0
CHARTS = ["tradeoff", "speed", "error", "frames", "scaling", "paths", "path-error", "filmstrip", "reversal", "spring"]


class ChartCounter(HTMLParser):
    def __init__(self):
        super().__init__()
        self.stack = []  # chart names of open <svg data-chart> elements
        self.marks = Counter()
        self.seen = set()
        self.widths = []  # widths of the open <svg data-chart> elements
        self.text = None  # (chart, x, anchor, font size, width) of an open <text>, its data pending
        self.clipped = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "svg" and "data-chart" in attrs:
            self.stack.append(attrs["data-chart"])
            self.seen.add(attrs["data-chart"])
            self.widths.append(float(attrs.get("width", "0") or 0))
        elif tag == "svg":
            self.stack.append(None)
            self.widths.append(None)
        if tag == "text" and "transform" not in attrs and self.widths and self.widths[-1]:
            self.text = (self.stack[-1], float(attrs.get("x", "0")), attrs.get("text-anchor", "start"),
                         float(attrs.get("font-size", "11")), self.widths[-1])
        if "data-mark" in attrs:
            for chart in reversed(self.stack):
                if chart:
                    self.marks[chart] += 1
                    break

    def handle_data(self, data):
        if self.text and data.strip():
            chart, x, anchor, size, width = self.text
            extent = 0.6 * size * len(data.strip())
            left = x - extent if anchor == "end" else x - extent / 2 if anchor == "middle" else x
            if left < 0 or left + extent > width:
                self.clipped.append(f'chart "{chart}": label "{data.strip()}" spans {left:.0f}…{left + extent:.0f} px of {width:.0f}')
            self.text = None

    def handle_endtag(self, tag):
        if tag == "text":
            self.text = None
        if tag == "svg" and self.stack:
            self.stack.pop()
            self.widths.pop()


def measured_failures(dom):
    """The failures the measured label boxes show, or None when the DOM holds none."""
    found = re.findall(r'<pre id="label-boxes">(.*?)</pre>', dom, re.S)
    if not found:
        return None
    failures = []
    for chart in json.loads(html.unescape(found[-1])):
        name, frame, labels = chart["chart"], chart["frame"], chart["labels"]
        for a in labels:
            if a["x0"] < frame["x0"] - 0.5 or a["x1"] > frame["x1"] + 0.5 or a["y0"] < frame["y0"] - 0.5 or a["y1"] > frame["y1"] + 0.5:
                failures.append(f'chart "{name}": label "{a["text"]}" leaves the chart (measured)')
        for i, a in enumerate(labels):
            for b in labels[i + 1:]:
                dx = min(a["x1"], b["x1"]) - max(a["x0"], b["x0"])
                dy = min(a["y1"], b["y1"]) - max(a["y0"], b["y0"])
                if dx > OVERLAP_SLACK and dy > OVERLAP_SLACK:
                    failures.append(f'chart "{name}": labels "{a["text"]}" and "{b["text"]}" overlap by {dx:.1f}×{dy:.1f} px')
        for a in labels:
            for point in chart.get("points", []):
                dx = min(a["x1"], point["x1"]) - max(a["x0"], point["x0"])
                dy = min(a["y1"], point["y1"]) - max(a["y0"], point["y0"])
                if dx > OVERLAP_SLACK and dy > OVERLAP_SLACK:
                    failures.append(f'chart "{name}": label "{a["text"]}" covers a point at ({point["x0"]:.0f}, {point["y0"]:.0f}) px')
        colours = [(w["label"], tuple(int(v) for v in re.findall(r"\d+", w["color"])[:3]), w.get("panel", 0)) for w in chart["swatches"]]
        for i, (la, ca, pa) in enumerate(colours):
            for lb, cb, pb in colours[i + 1:]:
                if pa != pb:
                    continue  # two panels of small multiples: each has its own colours
                distance = sum((p - q) ** 2 for p, q in zip(ca, cb)) ** 0.5
                if distance < MIN_COLOUR_DISTANCE:
                    failures.append(f'chart "{name}": series "{la}" and "{lb}" have nearly the same colour (rgb distance {distance:.0f})')
        print(f"  chart {name}: {len(labels)} labels measured, {len(colours)} legend colours")
    return failures


def png_pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path} is not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        elif kind == b"IEND":
            break
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        raise SystemExit(f"unsupported PNG (depth {depth}, colour type {colour}, interlace {interlace})")
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def main():
    dom_path, png_path = sys.argv[1], sys.argv[2]
    charts = sys.argv[3:] or CHARTS
    dom = open(dom_path, encoding="utf-8").read()
    parser = ChartCounter()
    parser.feed(dom)
    failures = []
    for chart in charts:
        if chart not in parser.seen:
            failures.append(f'chart "{chart}" is missing from the rendered DOM')
        elif parser.marks[chart] == 0:
            failures.append(f'chart "{chart}" holds no data mark')
        else:
            print(f"  chart {chart}: {parser.marks[chart]} data marks")
    failures += [f"{c} (cut off)" for c in parser.clipped]
    measured = measured_failures(dom)
    if measured is None:
        print("  labels: no measured boxes in this DOM (only the estimate checked)")
    else:
        failures += measured
    width, height, bpp, rows = png_pixels(png_path)
    counts = Counter()
    for row in rows:
        for x in range(0, len(row), bpp):
            counts[row[x:x + 3]] += 1
    total = width * height
    background, n = counts.most_common(1)[0]
    share = 1 - n / total
    print(f"  screenshot {width}×{height}: {share:.1%} non-background pixels (background rgb{tuple(background)})")
    if share < 0.02:
        failures.append(f"only {share:.2%} of the screenshot differs from the background (need ≥ 2%)")
    for f in failures:
        print(f"FAIL: {f}", file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
