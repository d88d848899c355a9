import Foundation
import SolverBench
import Geometry
import Transitions

/// A trace as pictures a person reads at a glance: `trace --format svg` draws small multiples
/// of the container at evenly spaced times, each view filled in its own colour, labelled, in
/// z-order, clipped by its mask, with the panel's time and progress; `--format html` is a
/// self-contained viewer with a time slider and play/pause.
enum Storyboard {
  /// The views of one scene as SVG elements in container coordinates: a rect per view,
  /// transformed about its centre, clipped by its circular mask, in z-order; a hidden view is a
  /// faint dashed outline labelled "(hidden)", so that every view of the table is on the page.
  /// In a transition with depth every view is the polygon its bounds project to through the
  /// container's perspective (square corners: a corner radius does not follow a projection),
  /// ordered by zPosition, then z-index; a view facing away is marked `data-backface="1"`,
  /// hatched when double-sided and a faint dashed outline labelled "(back face)" when it is
  /// culled.
  static func views(_ scene: [ViewState], names: [String], id: String, transition: Transition) -> String {
    var out = ""
    let depth = transition.hasDepth
    let order = scene.indices.sorted {
      depth ? (scene[$0].zPosition, scene[$0].zIndex, $0) < (scene[$1].zPosition, scene[$1].zIndex, $1) : (scene[$0].zIndex, $0) < (scene[$1].zIndex, $1)
    }
    if depth {
      out += "<pattern id=\"\(id)-hatch\" width=\"12\" height=\"12\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"12\" height=\"12\" fill=\"#fff\" fill-opacity=\"0.3\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"12\" stroke=\"#333\" stroke-width=\"3\"/></pattern>"
    }
    for i in order {
      let v = scene[i]
      guard v.size.width.isFinite, v.center.x.isFinite else { continue }
      if depth {
        out += polygon(v, transition.projection(of: v), name: names[i], hue: (i * 67) % 360, id: id)
        continue
      }
      let t = v.transform
      let hue = (i * 67) % 360
      var clip = ""
      if let mask = v.mask {
        out += "<clipPath id=\"\(id)-m\(i)\"><circle cx=\"\(n(mask.center.x))\" cy=\"\(n(mask.center.y))\" r=\"\(n(max(mask.radius, 0)))\"/></clipPath>"
        clip = " clip-path=\"url(#\(id)-m\(i))\""
      }
      let alpha = v.isHidden ? 0.35 : v.renderedAlpha
      out += "<g data-mark=\"1\" data-view=\"\(escape(names[i]))\"\(clip) opacity=\"\(n(alpha))\">"
      out += "<rect x=\"\(n(-v.size.width / 2))\" y=\"\(n(-v.size.height / 2))\" width=\"\(n(v.size.width))\" height=\"\(n(v.size.height))\" rx=\"\(n(v.cornerRadius))\""
      out += " transform=\"translate(\(n(v.center.x)) \(n(v.center.y))) matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))\""
      out += v.isHidden
        ? " fill=\"none\" stroke=\"hsl(\(hue),40%,45%)\" stroke-width=\"2\" stroke-dasharray=\"8 6\"/>"
        : " fill=\"hsl(\(hue),65%,60%)\" fill-opacity=\"0.45\" stroke=\"hsl(\(hue),70%,35%)\" stroke-width=\"2\"/>"
      let label = escape(names[i]) + (v.isHidden ? " (hidden)" : "")
      out += "<text x=\"\(n(v.center.x + t.tx))\" y=\"\(n(v.center.y + t.ty))\" font-size=\"22\" text-anchor=\"middle\" fill=\"hsl(\(hue),70%,25%)\">\(label)</text>"
      out += "</g>"
    }
    return out
  }

  /// One view of a scene with depth: its projected polygon, marked when it faces away.
  static func polygon(_ v: ViewState, _ p: LayerProjection, name: String, hue: Int, id: String) -> String {
    guard p.vertexCount > 0 else {
      return "<g data-mark=\"1\" data-view=\"\(escape(name))\" opacity=\"0\"></g>"
    }
    let points = (0..<p.vertexCount).map { "\(n(p[vertex: $0].x)),\(n(p[vertex: $0].y))" }.joined(separator: " ")
    let alpha = v.isHidden || p.isHidden ? 0.35 : v.renderedAlpha
    var out = "<g data-mark=\"1\" data-view=\"\(escape(name))\"\(p.showsBackFace ? " data-backface=\"1\"" : "") opacity=\"\(n(alpha))\">"
    if v.isHidden || p.isHidden {
      out += "<polygon points=\"\(points)\" fill=\"none\" stroke=\"hsl(\(hue),40%,45%)\" stroke-width=\"2\" stroke-dasharray=\"8 6\"/>"
    } else {
      out += "<polygon points=\"\(points)\" fill=\"hsl(\(hue),65%,60%)\" fill-opacity=\"0.45\" stroke=\"hsl(\(hue),70%,35%)\" stroke-width=\"2\"/>"
      if p.showsBackFace { out += "<polygon points=\"\(points)\" fill=\"url(#\(id)-hatch)\"/>" }
    }
    let label = escape(name) + (v.isHidden ? " (hidden)" : p.isHidden ? " (back face)" : p.showsBackFace ? " (back)" : "")
    let c = p.frame
    out += "<text x=\"\(n(c.midX))\" y=\"\(n(c.midY))\" font-size=\"22\" text-anchor=\"middle\" fill=\"hsl(\(hue),70%,25%)\">\(label)</text></g>"
    return out
  }

  /// Small multiples at `panels` evenly spaced times over the transition. A panel is the
  /// container (grey); for a transition with depth it is widened to the stage every panel's
  /// projected views reach (at most one container's size beyond each edge), so that a view that
  /// turns toward the viewer or past the screen's edge is seen whole, the screen outlined in it.
  static func svg(_ transition: Transition, container: Size, panels: Int = 6, columns: Int = 3) -> String {
    var scene = transition.makeScene()
    let screen = Rect(x: 0, y: 0, width: container.width, height: container.height)
    var stage = screen
    if transition.hasDepth {
      for k in 0..<panels {
        transition.sample(at: transition.duration * Double(k) / Double(max(panels - 1, 1)), into: &scene)
        for v in scene.views where v.size.width.isFinite && v.center.x.isFinite {
          let f = transition.projection(of: v).frame
          if !f.isNull, f.minX.isFinite, f.maxY.isFinite { stage = stage.union(f) }
        }
      }
      stage = stage.intersection(screen.insetBy(dx: -screen.width, dy: -screen.height))
    }
    let (w, h) = (stage.width, stage.height)
    let gap = 40.0, caption = 50.0
    let rows = (panels + columns - 1) / columns
    let width = Double(columns) * (w + gap) + gap, height = Double(rows) * (h + caption + gap) + gap
    var body = ""
    for k in 0..<panels {
      let t = transition.duration * Double(k) / Double(max(panels - 1, 1))
      transition.sample(at: t, into: &scene)
      let x = gap + Double(k % columns) * (w + gap), y = gap + Double(k / columns) * (h + caption + gap)
      let progress = transition.primaryCurve?.progress(at: t / transition.duration) ?? t / transition.duration
      body += "<g data-panel=\"\(k)\" transform=\"translate(\(n(x)) \(n(y)))\">"
      body += "<text x=\"0\" y=\"30\" font-size=\"28\" fill=\"#333\">t = \(Format.short(t)) s · progress \(Format.short(progress))</text>"
      body += "<g transform=\"translate(0 \(n(caption)))\">"
      if stage == screen {
        body += "<rect width=\"\(n(w))\" height=\"\(n(h))\" fill=\"#f6f6f6\" stroke=\"#999\" stroke-width=\"2\"/>"
      } else {
        body += "<rect width=\"\(n(w))\" height=\"\(n(h))\" fill=\"#fff\" stroke=\"#ccc\" stroke-width=\"1\"/>"
        body += "<rect x=\"\(n(-stage.minX))\" y=\"\(n(-stage.minY))\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" fill=\"#f6f6f6\" stroke=\"#999\" stroke-width=\"2\"/>"
      }
      body += "<svg width=\"\(n(w))\" height=\"\(n(h))\" viewBox=\"\(n(stage.minX)) \(n(stage.minY)) \(n(w)) \(n(h))\" overflow=\"hidden\">\(views(scene.views, names: transition.viewNames, id: "p\(k)", transition: transition))</svg>"
      body += "</g></g>"
    }
    let title = "\(transition.kind) \(transition.operation.rawValue): \(Format.short(transition.duration)) s"
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" data-chart=\"storyboard\" viewBox=\"0 0 \(n(width)) \(n(height + 40))\" width=\"\(n(width / 2))\" height=\"\(n((height + 40) / 2))\" font-family=\"sans-serif\"><title>\(escape(title))</title><text x=\"\(n(gap))\" y=\"36\" font-size=\"32\" fill=\"#111\">\(escape(title))</text><g transform=\"translate(0 40)\">\(body)</g></svg>"
  }

  /// A self-contained page: the container with every view, a slider over the trace's frames
  /// (its value also read from `#frame=N` in the URL) and play/pause, time and progress shown.
  static func html(_ transition: Transition, container: Size, fps: Double) -> String {
    let trace = Trace(transition, fps: fps)
    let depth = transition.hasDepth
    let frames = trace.frames.map { frame in
      "[" + frame.views.map { v in
        let t = v.transform
        var values = [v.center.x, v.center.y, v.size.width, v.size.height, t.a, t.b, t.c, t.d, t.tx, t.ty, v.renderedAlpha, v.cornerRadius,
                      v.mask?.center.x ?? 0, v.mask?.center.y ?? 0, v.mask?.radius ?? -1, v.isHidden ? 1 : 0, Double(v.zIndex)]
        if depth {
          // [17] 1, [18] culled, [19] back face, [20] zPosition, [21] n, then n points.
          let p = transition.projection(of: v)
          values += [1, p.isHidden ? 1 : 0, p.showsBackFace ? 1 : 0, v.zPosition, Double(p.vertexCount)]
          for k in 0..<p.vertexCount { values += [p[vertex: k].x, p[vertex: k].y] }
        }
        return "[" + values.map { $0.isFinite ? Format.number($0) : "0" }.joined(separator: ",") + "]"
      }.joined(separator: ",") + "]"
    }.joined(separator: ",\n")
    let times = "[" + trace.frames.map { Format.number($0.time) }.joined(separator: ",") + "]"
    let progress = "[" + trace.frames.map { Format.number(transition.primaryCurve?.progress(at: $0.time / transition.duration) ?? $0.time / transition.duration) }.joined(separator: ",") + "]"
    let names = "[" + transition.viewNames.map { "\"\(escape($0))\"" }.joined(separator: ",") + "]"
    let (w, h) = (container.width, container.height)
    let title = escape("\(transition.kind) \(transition.operation.rawValue)")
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>\(title)</title>
      <style>body{font-family:sans-serif;margin:16px;color:#222} #stage{border:1px solid #999;background:#f6f6f6} .bar{display:flex;gap:12px;align-items:center;margin:8px 0} input[type=range]{width:\(n(w))px}</style>
      </head><body>
      <h1 style="font-size:18px">\(title) · \(Format.short(transition.duration)) s · \(trace.frames.count) frames at \(Format.short(fps)) fps</h1>
      <div class="bar"><button id="play" type="button">play</button><input id="slider" type="range" min="0" max="\(trace.frames.count - 1)" value="0" step="1"><span id="clock"></span></div>
      <svg id="stage" data-chart="viewer" xmlns="http://www.w3.org/2000/svg" width="\(n(w / 2))" height="\(n(h / 2))" viewBox="0 0 \(n(w)) \(n(h))"><g id="views"></g></svg>
      <script>
      const names = \(names);
      const times = \(times);
      const progress = \(progress);
      const frames = [
      \(frames)
      ];
      const svgNS = "http://www.w3.org/2000/svg";
      const layer = document.getElementById("views");
      const slider = document.getElementById("slider");
      const clock = document.getElementById("clock");
      const groups = names.map((name, i) => {
        const hue = (i * 67) % 360;
        const g = document.createElementNS(svgNS, "g");
        g.setAttribute("data-view", name);
        g.setAttribute("data-mark", "1");
        const clip = document.createElementNS(svgNS, "clipPath");
        clip.setAttribute("id", "mask" + i);
        const circle = document.createElementNS(svgNS, "circle");
        clip.appendChild(circle);
        const rect = document.createElementNS(svgNS, "rect");
        rect.setAttribute("fill", "hsl(" + hue + ",65%,60%)");
        rect.setAttribute("fill-opacity", "0.45");
        rect.setAttribute("stroke", "hsl(" + hue + ",70%,35%)");
        rect.setAttribute("stroke-width", "2");
        const label = document.createElementNS(svgNS, "text");
        label.setAttribute("font-size", "22");
        label.setAttribute("text-anchor", "middle");
        label.textContent = name;
        const polygon = document.createElementNS(svgNS, "polygon");
        polygon.setAttribute("fill", "hsl(" + hue + ",65%,60%)");
        polygon.setAttribute("stroke", "hsl(" + hue + ",70%,35%)");
        polygon.setAttribute("stroke-width", "2");
        g.append(clip, rect, polygon, label);
        return { g, rect, circle, label, polygon };
      });
      // A view with depth (v[17] = 1): its projected polygon (v[21] points from v[22]), culled
      // (v[18]) or facing away (v[19]), ordered by zPosition (v[20]) before z-index.
      function showPolygon(v, view, name) {
        const n = v[21], points = [];
        for (let j = 0; j < n; j++) points.push(v[22 + 2 * j] + "," + v[23 + 2 * j]);
        view.rect.setAttribute("display", "none");
        view.polygon.setAttribute("display", "inline");
        view.polygon.setAttribute("points", points.join(" "));
        const faint = v[15] || v[18];
        view.polygon.setAttribute("fill-opacity", faint ? "0" : "0.45");
        view.polygon.setAttribute("stroke-dasharray", faint ? "8 6" : "none");
        view.g.setAttribute("opacity", faint ? 0.35 : v[10]);
        if (v[19]) view.g.setAttribute("data-backface", "1"); else view.g.removeAttribute("data-backface");
        let xs = 0, ys = 0;
        for (let j = 0; j < n; j++) { xs += v[22 + 2 * j]; ys += v[23 + 2 * j]; }
        view.label.setAttribute("x", n ? xs / n : 0);
        view.label.setAttribute("y", n ? ys / n : 0);
        view.label.textContent = name + (v[15] ? " (hidden)" : v[18] ? " (back face)" : v[19] ? " (back)" : "");
      }
      function show(k) {
        const frame = frames[k];
        const depth = (v) => v.length > 17 ? v[20] : 0;
        const order = frame.map((v, i) => i).sort((a, b) => depth(frame[a]) - depth(frame[b]) || frame[a][16] - frame[b][16] || a - b);
        order.forEach(i => {
          const v = frame[i], view = groups[i];
          if (v.length > 17) { showPolygon(v, view, names[i]); layer.appendChild(view.g); return; }
          view.polygon.setAttribute("display", "none");
          view.g.setAttribute("opacity", v[15] ? 0.35 : v[10]);
          view.rect.setAttribute("fill-opacity", v[15] ? "0" : "0.45");
          view.rect.setAttribute("stroke-dasharray", v[15] ? "8 6" : "none");
          view.label.textContent = names[i] + (v[15] ? " (hidden)" : "");
          view.rect.setAttribute("x", -v[2] / 2);
          view.rect.setAttribute("y", -v[3] / 2);
          view.rect.setAttribute("width", v[2]);
          view.rect.setAttribute("height", v[3]);
          view.rect.setAttribute("rx", v[11]);
          view.rect.setAttribute("transform", "translate(" + v[0] + " " + v[1] + ") matrix(" + v.slice(4, 10).join(" ") + ")");
          view.label.setAttribute("x", v[0] + v[8]);
          view.label.setAttribute("y", v[1] + v[9]);
          if (v[14] >= 0) {
            view.circle.setAttribute("cx", v[12]); view.circle.setAttribute("cy", v[13]); view.circle.setAttribute("r", v[14]);
            view.rect.setAttribute("clip-path", "url(#mask" + i + ")");
          } else {
            view.rect.removeAttribute("clip-path");
          }
          layer.appendChild(view.g);
        });
        clock.textContent = "t = " + times[k].toFixed(3) + " s · progress " + progress[k].toFixed(3);
        document.body.setAttribute("data-frame", k);
      }
      slider.addEventListener("input", () => show(Number(slider.value)));
      let timer = null;
      document.getElementById("play").addEventListener("click", () => {
        if (timer) { clearInterval(timer); timer = null; return; }
        timer = setInterval(() => {
          slider.value = (Number(slider.value) + 1) % frames.length;
          slider.dispatchEvent(new Event("input"));
        }, 1000 / \(n(fps)));
      });
      const start = /frame=(\\d+)/.exec(location.hash);
      slider.value = start ? Math.min(Number(start[1]), frames.length - 1) : 0;
      slider.dispatchEvent(new Event("input"));
      </script>
      </body></html>

      """
  }

  static func n(_ value: Double) -> String { value.isFinite ? Format.number(value) : "0" }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}
