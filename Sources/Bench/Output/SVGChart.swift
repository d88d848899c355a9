import Foundation
import SolverBench
import TextFormat

/// A small SVG chart builder for the report: one plot area with linear or log₁₀ axes, ticks,
/// labels and data marks. Marks carry `data-mark` so a checker can count them.
struct SVGChart {
  enum Scale {
    case linear(ClosedRange<Double>)
    case log(ClosedRange<Double>)

    /// Maps a value to [0, 1] along the axis (values outside are clamped).
    func unit(_ v: Double) -> Double {
      switch self {
      case .linear(let r):
        return r.upperBound == r.lowerBound ? 0.5 : min(max((v - r.lowerBound) / (r.upperBound - r.lowerBound), 0), 1)
      case .log(let r):
        let lo = log10(r.lowerBound), hi = log10(r.upperBound)
        let x = log10(max(v, r.lowerBound))
        return hi == lo ? 0.5 : min(max((x - lo) / (hi - lo), 0), 1)
      }
    }

    /// Tick values: decades for log axes, 5 steps for linear ones.
    var ticks: [Double] {
      switch self {
      case .linear(let r):
        return (0...4).map { r.lowerBound + (r.upperBound - r.lowerBound) * Double($0) / 4 }
      case .log(let r):
        let lo = Int(floor(log10(r.lowerBound))), hi = Int(ceil(log10(r.upperBound)))
        let step = max(1, (hi - lo + 5) / 6)
        return stride(from: lo, through: hi, by: step).map { pow(10, Double($0)) }.filter { r.contains($0) }
      }
    }

    /// A log range covering `values` (positive ones), padded to whole decades.
    static func logCovering(_ values: [Double], floor minimum: Double = 1e-18) -> Scale {
      let positive = values.filter { $0 > 0 && $0.isFinite }
      let lo = max(positive.min() ?? 1, minimum), hi = max(positive.max() ?? 10, lo * 10)
      return .log(pow(10, Foundation.floor(log10(lo)))...pow(10, ceil(log10(hi))))
    }
  }

  var kind: String
  var title: String
  var xLabel: String
  var yLabel: String
  var x: Scale
  var y: Scale
  var width = 720.0
  var height = 360.0
  var margin = (left: 70.0, right: 160.0, top: 30.0, bottom: 45.0)
  /// The x ticks, when not the scale's own (whole run numbers, for instance).
  var xTicks: [Double]? = nil
  private(set) var body = ""

  init(kind: String, title: String, xLabel: String, yLabel: String, x: Scale, y: Scale) {
    self.kind = kind
    self.title = title
    self.xLabel = xLabel
    self.yLabel = yLabel
    self.x = x
    self.y = y
  }

  var plotWidth: Double { width - margin.left - margin.right }
  var plotHeight: Double { height - margin.top - margin.bottom }

  func px(_ v: Double) -> Double { margin.left + x.unit(v) * plotWidth }
  func py(_ v: Double) -> Double { margin.top + (1 - y.unit(v)) * plotHeight }

  static func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  static func n(_ v: Double) -> String { String(format: "%.1f", v) }

  mutating func circle(x vx: Double, y vy: Double, color: String, label: String, radius: Double = 3.5) {
    body +=
      """
      <circle data-mark=\"1\" cx=\"\(Self.n(px(vx)))\" cy=\"\(Self.n(py(vy)))\" r=\"\(radius)\" \
      fill=\"\(color)\"><title>\(Self.escape(label))</title></circle>
      """
  }

  mutating func polyline(_ points: [(Double, Double)], color: String, label: String) {
    guard !points.isEmpty else { return }
    let list = points.map { "\(Self.n(px($0.0))),\(Self.n(py($0.1)))" }.joined(separator: " ")
    body +=
      """
      <polyline data-mark=\"1\" points=\"\(list)\" fill=\"none\" stroke=\"\(color)\" \
      stroke-width=\"1.5\"><title>\(Self.escape(label))</title></polyline>
      """
  }

  /// A dashed vertical line across the plot at `x`, a data mark labelled `label`.
  mutating func marker(x vx: Double, color: String, label: String) {
    let x = Self.n(px(vx))
    body +=
      """
      <line data-mark=\"1\" x1=\"\(x)\" y1=\"\(Self.n(margin.top))\" x2=\"\(x)\" \
      y2=\"\(Self.n(margin.top + plotHeight))\" stroke=\"\(color)\" stroke-width=\"1.5\" stroke-dasharray=\"4 \
      3\"><title>\(Self.escape(label))</title></line>
      """
  }

  /// A horizontal bar from the axis minimum to `value` in row `row` of `rows` (category rows).
  mutating func bar(row: Int, of rows: Int, value: Double, color: String, label: String) {
    let rowHeight = plotHeight / Double(max(rows, 1))
    let top = margin.top + Double(row) * rowHeight + rowHeight * 0.15
    let x0 = margin.left, x1 = max(px(value), x0 + 1)
    body +=
      """
      <rect data-mark=\"1\" x=\"\(Self.n(x0))\" y=\"\(Self.n(top))\" width=\"\(Self.n(x1 - x0))\" \
      height=\"\(Self.n(rowHeight * 0.7))\" fill=\"\(color)\"><title>\(Self.escape(label))</title></rect>
      """
  }

  /// A category label at the left of row `row`.
  mutating func rowLabel(_ text: String, row: Int, of rows: Int) {
    let rowHeight = plotHeight / Double(max(rows, 1))
    let cy = margin.top + (Double(row) + 0.5) * rowHeight
    body +=
      """
      <text x=\"\(Self.n(margin.left - 6))\" y=\"\(Self.n(cy + 4))\" text-anchor=\"end\" \
      font-size=\"11\">\(Self.escape(text))</text>
      """
  }

  /// Text labels beside points (vx, vy), placed greedily so that none overlaps another label, a
  /// point, the title or leaves the SVG: right of the point first, then left, each at vertical
  /// offsets of 0, ±12, ±24, … px, with a thin leader line when a label had to move (a label's
  /// width estimated at 6.8 px per character at 11 px, a little over what Chromium's sans-serif
  /// measures; `scripts/check-report` measures the laid-out boxes).
  mutating func pointLabels(_ items: [(text: String, x: Double, y: Double)]) {
    // Every point is an obstacle from the start, so no label covers another's point.
    var placed: [(x0: Double, y0: Double, x1: Double, y1: Double)] = items.map { item in
      let x = px(item.x), y = py(item.y)
      return (x - 4.5, y - 4.5, x + 4.5, y + 4.5)
    }
    // The tick labels are obstacles too (estimated as render draws them: 10 px text, 6 px per
    // character), and the rotated y-axis label owns the strip left of x = 26.
    for t in xTicks ?? x.ticks {
      let half = 3 * Double(Self.tick(t).count), tx = px(t), bottom = margin.top + plotHeight
      placed.append((tx - half, bottom + 5, tx + half, bottom + 19))
    }
    for t in y.ticks {
      let ty = py(t)
      placed.append((margin.left - 6 - 6 * Double(Self.tick(t).count), ty - 6, margin.left - 6, ty + 6))
    }
    let lineHeight = 12.0
    let top = 24.0  // below the title, whose baseline is at 18
    for item in items.sorted(by: { py($0.y) < py($1.y) }) {
      let width = Double(item.text.count) * 6.8
      let x = px(item.x), y = py(item.y)
      var choice: (left: Double, baseline: Double, anchorX: Double)?
      search: for step in 0..<40 {
        let dy = Double((step + 1) / 2) * lineHeight * (step % 2 == 0 ? 1 : -1)
        for right in [true, false] {
          let left = right ? x + 6 : x - 6 - width
          let baseline = y + 4 + dy
          let box = (x0: left, y0: baseline - 10, x1: left + width, y1: baseline + 2)
          guard box.x0 >= 26, box.x1 <= self.width - 2, box.y0 >= top, box.y1 <= height - 2 else { continue }
          if placed.contains(where: { $0.x0 < box.x1 && box.x0 < $0.x1 && $0.y0 < box.y1 && box.y0 < $0.y1 }) {
            continue
          }
          choice = (left, baseline, right ? left : left + width)
          placed.append(box)
          break search
        }
      }
      let (left, baseline, anchorX) =
        choice ?? (min(x + 6, self.width - 2 - width), y + 4, min(x + 6, self.width - 2 - width))
      if abs(baseline - (y + 4)) > 0.5 {
        body +=
          """
          <line x1=\"\(Self.n(x))\" y1=\"\(Self.n(y))\" x2=\"\(Self.n(anchorX))\" y2=\"\(Self.n(baseline - 4))\" \
          stroke=\"#bbb\" stroke-width=\"0.75\"/>
          """
      }
      body += "<text x=\"\(Self.n(left))\" y=\"\(Self.n(baseline))\" font-size=\"11\">\(Self.escape(item.text))</text>"
    }
  }

  /// A left margin wide enough for the longest of `labels` at 11 px (≈ 6.6 px per character).
  static func leftMargin(for labels: [String]) -> Double {
    max(70, 14 + 6.6 * Double(labels.map(\.count).max() ?? 0))
  }

  /// A colour key right of the plot; the SVG grows to the right (the plot keeps its size) when
  /// an entry is too long for the margin (≈ 0.6 em per character), so no label is cut off.
  mutating func legend(_ entries: [(String, String)]) {
    let needed = 26 + 6.6 * Double(entries.map(\.0.count).max() ?? 0)
    if needed > margin.right {
      width += needed - margin.right
      margin.right = needed
    }
    // And down, the plot with it, when the entries (15 px each) are more than its height holds.
    height = max(height, margin.top + Double(entries.count) * 15 + 10)
    for (i, entry) in entries.enumerated() {
      let ly = margin.top + Double(i) * 15
      let lx = width - margin.right + 12
      body +=
        """
        <rect data-legend=\"\(Self.escape(entry.0))\" x=\"\(Self.n(lx))\" y=\"\(Self.n(ly))\" width=\"10\" \
        height=\"10\" fill=\"\(entry.1)\"/><text \
        x=\"\(Self.n(lx + 14))\" y=\"\(Self.n(ly + 9))\" font-size=\"11\">\(Self.escape(entry.0))</text>
        """
    }
  }

  /// The chart as an `<svg data-chart="kind">` element with axes, ticks and labels; with `origin`,
  /// as a panel of a larger chart instead: an `<svg>` placed there, without `data-chart`.
  func render(yCategories: Bool = false, at origin: (x: Double, y: Double)? = nil) -> String {
    var axes =
      """
      <rect x=\"\(Self.n(margin.left))\" y=\"\(Self.n(margin.top))\" width=\"\(Self.n(plotWidth))\" \
      height=\"\(Self.n(plotHeight))\" fill=\"#fafafa\" stroke=\"#bbb\"/>
      """
    for t in xTicks ?? x.ticks {
      let tx = px(t)
      axes +=
        """
        <line x1=\"\(Self.n(tx))\" y1=\"\(Self.n(margin.top))\" x2=\"\(Self.n(tx))\" \
        y2=\"\(Self.n(margin.top + plotHeight))\" stroke=\"#e4e4e4\"/>
        """
      axes +=
        """
        <text x=\"\(Self.n(tx))\" y=\"\(Self.n(margin.top + plotHeight + 15))\" text-anchor=\"middle\" \
        font-size=\"10\">\(Self.tick(t))</text>
        """
    }
    if !yCategories {
      for t in y.ticks {
        let ty = py(t)
        axes +=
          """
          <line x1=\"\(Self.n(margin.left))\" y1=\"\(Self.n(ty))\" x2=\"\(Self.n(margin.left + plotWidth))\" \
          y2=\"\(Self.n(ty))\" stroke=\"#e4e4e4\"/>
          """
        axes +=
          """
          <text x=\"\(Self.n(margin.left - 6))\" y=\"\(Self.n(ty + 4))\" text-anchor=\"end\" \
          font-size=\"10\">\(Self.tick(t))</text>
          """
      }
    }
    axes +=
      """
      <text x=\"\(Self.n(margin.left + plotWidth / 2))\" y=\"\(Self.n(height - 8))\" text-anchor=\"middle\" \
      font-size=\"12\">\(Self.escape(xLabel))</text>
      """
    if !yCategories {
      axes +=
        """
        <text transform=\"translate(14,\(Self.n(margin.top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\" \
        font-size=\"12\">\(Self.escape(yLabel))</text>
        """
    }
    axes +=
      "<text x=\"\(Self.n(margin.left))\" y=\"18\" font-size=\"14\" font-weight=\"bold\">\(Self.escape(title))</text>"
    let placement =
      origin.map { "x=\"\(Self.n($0.x))\" y=\"\(Self.n($0.y))\"" }
      ?? "xmlns=\"http://www.w3.org/2000/svg\" data-chart=\"\(kind)\""
    return
      """
      <svg \(placement) viewBox=\"0 0 \(Self.n(width)) \
      \(Self.n(height))\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" \
      font-family=\"sans-serif\">\(axes)\(body)</svg>
      """
  }

  static func tick(_ v: Double) -> String {
    if v != 0 && (abs(v) < 1e-2 || abs(v) >= 1e5) { return String(format: "1e%d", Int(log10(abs(v)).rounded())) }
    return Format.number((v * 1000).rounded() / 1000)
  }
}
