import Geometry
import TextFormat

/// A transition as pictures a person reads at a glance: ``svg(_:container:panels:columns:)`` draws
/// small multiples of the container at evenly spaced times, each view filled in its own colour,
/// labelled, in z-order, clipped by its mask, with the panel's time, the transition's time
/// fraction and each phase's progress. It is
/// `transition-bench trace --format svg` and what a failing TransitionTesting expectation
/// attaches; `trace --format html` (Bench) adds a self-contained viewer with a time slider.
public enum Storyboard {
  /// The views of one scene as SVG elements in container coordinates: a rect per view,
  /// transformed about its centre, clipped by its circular mask, in z-order; a hidden view is a
  /// faint dashed outline labelled "(hidden)", so that every view of the table is on the page.
  /// In a transition with depth every view is the polygon its bounds project to through the
  /// container's perspective (square corners: a corner radius does not follow a projection),
  /// ordered by zPosition, then z-index; a view facing away is marked `data-backface="1"`,
  /// hatched when double-sided and a faint dashed outline labelled "(back face)" when it is
  /// culled.
  package static func views(_ scene: [ViewState], names: [String], id: String, transition: Transition) -> String {
    var out = ""
    let depth = transition.hasDepth
    let order = scene.indices.sorted {
      depth
        ? (scene[$0].zPosition, scene[$0].zIndex, $0) < (scene[$1].zPosition, scene[$1].zIndex, $1)
        : (scene[$0].zIndex, $0) < (scene[$1].zIndex, $1)
    }
    if depth {
      out +=
        """
        <pattern id=\"\(id)-hatch\" width=\"12\" height=\"12\" patternUnits=\"userSpaceOnUse\" \
        patternTransform=\"rotate(45)\"><rect width=\"12\" height=\"12\" fill=\"#fff\" fill-opacity=\"0.3\"/><line \
        x1=\"0\" y1=\"0\" x2=\"0\" y2=\"12\" stroke=\"#333\" stroke-width=\"3\"/></pattern>
        """
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
        out +=
          """
          <clipPath id=\"\(id)-m\(i)\"><circle cx=\"\(n(mask.center.x))\" cy=\"\(n(mask.center.y))\" \
          r=\"\(n(max(mask.radius, 0)))\"/></clipPath>
          """
        clip = " clip-path=\"url(#\(id)-m\(i))\""
      }
      let alpha = v.isHidden ? 0.35 : v.renderedAlpha
      out += "<g data-mark=\"1\" data-view=\"\(escape(names[i]))\"\(clip) opacity=\"\(n(alpha))\">"
      out +=
        """
        <rect x=\"\(n(-v.size.width / 2))\" y=\"\(n(-v.size.height / 2))\" width=\"\(n(v.size.width))\" \
        height=\"\(n(v.size.height))\" rx=\"\(n(v.cornerRadius))\"
        """
      out +=
        " transform=\"translate(\(n(v.center.x)) \(n(v.center.y))) "
        + "matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))\""
      out +=
        v.isHidden
        ? " fill=\"none\" stroke=\"hsl(\(hue),40%,45%)\" stroke-width=\"2\" stroke-dasharray=\"8 6\"/>"
        : " fill=\"hsl(\(hue),65%,60%)\" fill-opacity=\"0.45\" stroke=\"hsl(\(hue),70%,35%)\" stroke-width=\"2\"/>"
      let label = escape(names[i]) + (v.isHidden ? " (hidden)" : "")
      out +=
        """
        <text x=\"\(n(v.center.x + t.tx))\" y=\"\(n(v.center.y + t.ty))\" font-size=\"22\" text-anchor=\"middle\" \
        fill=\"hsl(\(hue),70%,25%)\">\(label)</text>
        """
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
    var out =
      """
      <g data-mark=\"1\" data-view=\"\(escape(name))\"\(p.showsBackFace ? " data-backface=\"1\"" : "") \
      opacity=\"\(n(alpha))\">
      """
    if v.isHidden || p.isHidden {
      out +=
        """
        <polygon points=\"\(points)\" fill=\"none\" stroke=\"hsl(\(hue),40%,45%)\" stroke-width=\"2\" \
        stroke-dasharray=\"8 6\"/>
        """
    } else {
      out +=
        """
        <polygon points=\"\(points)\" fill=\"hsl(\(hue),65%,60%)\" fill-opacity=\"0.45\" \
        stroke=\"hsl(\(hue),70%,35%)\" stroke-width=\"2\"/>
        """
      if p.showsBackFace { out += "<polygon points=\"\(points)\" fill=\"url(#\(id)-hatch)\"/>" }
    }
    let label =
      escape(name) + (v.isHidden ? " (hidden)" : p.isHidden ? " (back face)" : p.showsBackFace ? " (back)" : "")
    let c = p.frame
    out +=
      """
      <text x=\"\(n(c.midX))\" y=\"\(n(c.midY))\" font-size=\"22\" text-anchor=\"middle\" \
      fill=\"hsl(\(hue),70%,25%)\">\(label)</text></g>
      """
    return out
  }

  /// Small multiples at `panels` evenly spaced times over the transition. A panel is the
  /// container (grey); for a transition with depth it is widened to the stage every panel's
  /// projected views reach (at most one container's size beyond each edge), so that a view that
  /// turns toward the viewer or past the screen's edge is seen whole, the screen outlined in it.
  ///
  /// - Parameters:
  ///   - transition: the transition drawn.
  ///   - container: the container's size (a spec's `container`, else `TransitionSpec.defaultContainer`).
  ///   - panels: how many times are drawn, from 0 to the duration.
  ///   - columns: panels per row.
  public static func svg(_ transition: Transition, container: Size, panels: Int = 6, columns: Int = 3) -> String {
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
    let gap = 40.0, caption = 80.0
    let rows = (panels + columns - 1) / columns
    let width = Double(columns) * (w + gap) + gap, height = Double(rows) * (h + caption + gap) + gap
    var body = ""
    for k in 0..<panels {
      let t = transition.duration * Double(k) / Double(max(panels - 1, 1))
      transition.sample(at: t, into: &scene)
      let x = gap + Double(k % columns) * (w + gap), y = gap + Double(k / columns) * (h + caption + gap)
      body += "<g data-panel=\"\(k)\" transform=\"translate(\(n(x)) \(n(y)))\">"
      body += "<text x=\"0\" y=\"28\" font-size=\"26\" fill=\"#333\">\(escape(timeCaption(transition, at: t)))</text>"
      body +=
        "<text x=\"0\" y=\"60\" font-size=\"22\" fill=\"#555\">\(escape(progressCaption(transition, at: t)))</text>"
      body += "<g transform=\"translate(0 \(n(caption)))\">"
      if stage == screen {
        body += "<rect width=\"\(n(w))\" height=\"\(n(h))\" fill=\"#f6f6f6\" stroke=\"#999\" stroke-width=\"2\"/>"
      } else {
        body += "<rect width=\"\(n(w))\" height=\"\(n(h))\" fill=\"#fff\" stroke=\"#ccc\" stroke-width=\"1\"/>"
        body +=
          """
          <rect x=\"\(n(-stage.minX))\" y=\"\(n(-stage.minY))\" width=\"\(n(screen.width))\" \
          height=\"\(n(screen.height))\" fill=\"#f6f6f6\" stroke=\"#999\" stroke-width=\"2\"/>
          """
      }
      body +=
        "<svg width=\"\(n(w))\" height=\"\(n(h))\" "
        + "viewBox=\"\(n(stage.minX)) \(n(stage.minY)) \(n(w)) \(n(h))\" overflow=\"hidden\">"
        + "\(views(scene.views, names: transition.viewNames, id: "p\(k)", transition: transition))</svg>"
      body += "</g></g>"
    }
    let title = "\(transition.kind) \(transition.operation.rawValue): \(Format.short(transition.duration)) s"
    return
      """
      <svg xmlns=\"http://www.w3.org/2000/svg\" data-chart=\"storyboard\" viewBox=\"0 0 \(n(width)) \
      \(n(height + 40))\" width=\"\(n(width / 2))\" height=\"\(n((height + 40) / 2))\" \
      font-family=\"sans-serif\"><title>\(escape(title))</title><text x=\"\(n(gap))\" y=\"36\" font-size=\"32\" \
      fill=\"#111\">\(escape(title))</text><g transform=\"translate(0 40)\">\(body)</g></svg>
      """
  }

  /// A panel's first caption line: the time and the transition's time fraction t/D (time, before
  /// any curve: `UIViewPropertyAnimator.fractionComplete` over the whole transition), e.g.
  /// "t = 0.12 s · time fraction 0.20".
  package static func timeCaption(_ transition: Transition, at t: Double) -> String {
    let fraction = transition.duration > 0 ? min(max(t / transition.duration, 0), 1) : 1
    return "t = \(Format.short(t)) s · time fraction \(Format.short(fraction))"
  }

  /// A panel's second caption line: each phase's progress through its curve at `t` (what its
  /// tracks interpolate with; a spring's may overshoot 1), e.g. "progress 0.53" for one phase
  /// and "progress: slide 0.53 · fade 1.00" for several (an unnamed phase by its index).
  package static func progressCaption(_ transition: Transition, at t: Double) -> String {
    let phases = transition.phases
    switch phases.count {
    case 0: return "no phases"
    case 1: return "progress \(Format.short(phases[0].progress(at: t)))"
    default:
      let parts = phases.enumerated().map { i, phase in "\(phase.name ?? "\(i)") \(Format.short(phase.progress(at: t)))"
      }
      return "progress: " + parts.joined(separator: " · ")
    }
  }

  /// A coordinate or value in an attribute: shortest round-trip decimal without a trailing ".0";
  /// 0 for a value that is not finite (a picture has no place for it).
  package static func n(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    var text = "\(value)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// Text for an attribute or element: `&`, `<`, `>` and `"` escaped.
  package static func escape(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out.append(contentsOf: "&amp;".unicodeScalars)
      case "<": out.append(contentsOf: "&lt;".unicodeScalars)
      case ">": out.append(contentsOf: "&gt;".unicodeScalars)
      case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
      default: out.append(scalar)
      }
    }
    return String(out)
  }
}
