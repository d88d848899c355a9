#!/usr/bin/env python3
"""Checks a rendered report: the DOM Chromium produced and its screenshot.

Usage: check_report.py DOM.html SCREENSHOT.png [CHART ...]

Fails (exit 1) unless each chart (default: the report's seven; the history page passes its two)
is an <svg data-chart="..."> in the rendered DOM
holding at least one data mark (an element with data-mark), unless every label of a chart fits
inside its SVG (estimated at 0.6 em per character: a label cut off at an edge fails), and unless
at least 2% of the screenshot's pixels differ from the background (the most common colour). Standard library only:
the PNG is decoded here (8-bit RGB/RGBA, non-interlaced, as Chromium writes it).
"""
import struct
import sys
import zlib
from collections import Counter
from html.parser import HTMLParser

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
    parser = ChartCounter()
    parser.feed(open(dom_path, encoding="utf-8").read())
    failures = []
    for chart in charts:
        if chart not in parser.seen:
            failures.append(f'chart "{chart}" is missing from the rendered DOM')
        elif parser.marks[chart] == 0:
            failures.append(f'chart "{chart}" holds no data mark')
        else:
            print(f"  chart {chart}: {parser.marks[chart]} data marks")
    failures += [f"{c} (cut off)" for c in parser.clipped]
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
