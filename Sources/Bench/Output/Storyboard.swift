import Foundation
import Geometry
import JSON
import SolverBench
import TextFormat
import Transitions

/// `trace --format html`: the storyboard's views (``Storyboard``, in Transitions) as a
/// self-contained page with a time slider and play/pause.
extension Storyboard {
  /// A self-contained page: the container with every view, a slider over the trace's frames
  /// (its value also read from `#frame=N` in the URL) and play/pause, the time, time fraction and each phase's
  /// progress shown (the storyboard's captions).
  static func html(_ transition: Transition, container: Size, fps: Double) -> String {
    let trace = Trace(transition, fps: fps)
    let depth = transition.hasDepth
    let frames = trace.frames.map { frame in
      "["
        + frame.views.map { v in
          let t = v.transform
          var values = [
            v.center.x, v.center.y, v.size.width, v.size.height, t.a, t.b, t.c, t.d, t.tx, t.ty, v.renderedAlpha,
            v.cornerRadius,
            v.mask?.center.x ?? 0, v.mask?.center.y ?? 0, v.mask?.radius ?? -1, v.isHidden ? 1 : 0, Double(v.zIndex),
          ]
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
    let captions =
      "["
      + trace.frames.map { frame in
        let caption = timeCaption(transition, at: frame.time) + " · " + progressCaption(transition, at: frame.time)
        return scriptString(caption)
      }.joined(separator: ",") + "]"
    let names = "[" + transition.viewNames.map(scriptString).joined(separator: ",") + "]"
    let (w, h) = (container.width, container.height)
    let title = escape("\(transition.kind) \(transition.operation.rawValue)")
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>\(title)</title>
      <style>body{font-family:sans-serif;margin:16px;color:#222} #stage{border:1px solid #999;background:#f6f6f6} \
      .bar{display:flex;gap:12px;align-items:center;margin:8px 0} input[type=range]{width:\(n(w))px}</style>
      </head><body>
      <h1 style="font-size:18px">\(title) · \(Format.short(transition.duration)) s · \
      \(trace.frames.count) frames at \(Format.short(fps)) fps</h1>
      <div class="bar"><button id="play" type="button">play</button>\
      <input id="slider" type="range" min="0" max="\(trace.frames.count - 1)" value="0" step="1">\
      <span id="clock"></span></div>
      <svg id="stage" data-chart="viewer" xmlns="http://www.w3.org/2000/svg" \
      width="\(n(w / 2))" height="\(n(h / 2))" viewBox="0 0 \(n(w)) \(n(h))"><g id="views"></g></svg>
      <script>
      const names = \(names);
      const times = \(times);
      const captions = \(captions);
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
        const order = frame.map((v, i) => i).sort((a, b) => \
      depth(frame[a]) - depth(frame[b]) || frame[a][16] - frame[b][16] || a - b);
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
          view.rect.setAttribute("transform", \
      "translate(" + v[0] + " " + v[1] + ") matrix(" + v.slice(4, 10).join(" ") + ")");
          view.label.setAttribute("x", v[0] + v[8]);
          view.label.setAttribute("y", v[1] + v[9]);
          if (v[14] >= 0) {
            view.circle.setAttribute("cx", v[12]); view.circle.setAttribute("cy", v[13]); \
      view.circle.setAttribute("r", v[14]);
            view.rect.setAttribute("clip-path", "url(#mask" + i + ")");
          } else {
            view.rect.removeAttribute("clip-path");
          }
          layer.appendChild(view.g);
        });
        clock.textContent = captions[k];
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

  /// `text` as a JavaScript string literal inside the page's `<script>`: a JSON string (the
  /// script's text is not HTML, so entities would show as typed), with "</" written "<\/" so
  /// that no name ends the script.
  static func scriptString(_ text: String) -> String {
    var literal = ""
    JSONValue.writeString(text, into: &literal)
    return literal.replacing("</", with: "<\\/")
  }
}
