#!/usr/bin/env python3
"""Checks the trace pictures Chromium rendered.

Usage: check_pictures.py VIEWS STORYBOARD.dom STORYBOARD.png VIEWER0.dom VIEWER0.png VIEWERN.dom VIEWERN.png N

VIEWS lists the transition's view names, one a line. Fails (exit 1) unless the storyboard is an
<svg data-chart="storyboard"> in which every view appears (data-view) in some panel and whose
screenshot has ≥ 2% non-background pixels; and unless the viewer shows every view (a data-view
group each) at frame 0 and at frame N, the page says which frame it shows, at least one view's
drawing (its rect's transform or size, or its polygon's points for a view with depth, or its
visibility) differs between the two frames, and the
two screenshots differ. Standard library only (the PNG decoder is check_report.py's).
"""
import sys
from html.parser import HTMLParser

from check_report import png_pixels


class Views(HTMLParser):
    def __init__(self):
        super().__init__()
        self.charts, self.views, self.rects, self.frame = set(), {}, {}, None
        self.current = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "data-chart" in attrs:
            self.charts.add(attrs["data-chart"])
        if tag == "body" and "data-frame" in attrs:
            self.frame = attrs["data-frame"]
        if "data-view" in attrs:
            self.current = attrs["data-view"]
            self.views[self.current] = self.views.get(self.current, 0) + 1
            self.rects.setdefault(self.current, attrs.get("style", ""))
        elif tag in ("rect", "polygon") and self.current is not None and attrs.get("display") != "none":
            key = " ".join(attrs.get(k, "") for k in ("transform", "width", "height", "points"))
            self.rects[self.current] = self.rects.get(self.current, "") + "|" + key
            self.current = None


def parse(path):
    p = Views()
    p.feed(open(path, encoding="utf-8").read())
    return p


def share(png):
    width, height, bpp, rows = png_pixels(png)
    counts = {}
    for row in rows:
        for x in range(0, len(row), bpp):
            counts[row[x:x + 3]] = counts.get(row[x:x + 3], 0) + 1
    return 1 - max(counts.values()) / (width * height), rows


def main():
    views_path, sb_dom, sb_png, v0_dom, v0_png, vn_dom, vn_png, last = sys.argv[1:9]
    names = [line.strip() for line in open(views_path, encoding="utf-8") if line.strip()]
    failures = []
    sb = parse(sb_dom)
    if "storyboard" not in sb.charts:
        failures.append("the storyboard is not an <svg data-chart=\"storyboard\">")
    missing = [n for n in names if n not in sb.views]
    if missing:
        failures.append(f"the storyboard never shows {', '.join(missing)}")
    s, _ = share(sb_png)
    print(f"  storyboard: {len(names)} views, {sum(sb.views.values())} drawn in its panels; {s:.1%} non-background pixels")
    if s < 0.02:
        failures.append(f"the storyboard screenshot is {s:.2%} non-background (need ≥ 2%)")
    first, final = parse(v0_dom), parse(vn_dom)
    for label, page, frame in (("frame 0", first, "0"), (f"frame {last}", final, last)):
        absent = [n for n in names if n not in page.views]
        if absent:
            failures.append(f"the viewer at {label} has no {', '.join(absent)}")
        if page.frame != frame:
            failures.append(f"the viewer opened at #frame={frame} shows frame {page.frame}")
    changed = [n for n in names if first.rects.get(n) != final.rects.get(n)]
    print(f"  viewer: {len(first.views)} views; {len(changed)} drawn differently at frame {last} than at frame 0")
    if not changed:
        failures.append("moving the slider from the first to the last frame changes no view")
    _, rows0 = share(v0_png)
    _, rowsn = share(vn_png)
    if rows0 == rowsn:
        failures.append("the viewer's screenshots at the first and last frames are identical")
    for f in failures:
        print(f"FAIL: {f}", file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
