import Curves
import Foundation
import SolverBench
import SolverZoo
import SpringPlatforms
import TextFormat
import Transitions

/// `report.html`: a self-contained page (inline SVG and CSS, no script, no network) with the
/// seven charts (ten when the results hold the path bench and the frame workload), each an
/// `<svg data-chart="…">` holding data marks under a sentence that says what to read from it:
/// - `tradeoff`: speed against accuracy, one labelled point per solver (geometric mean ns per
///   solve against the worst |y − y_ref| over the curves, random order, log–log), the Pareto
///   front (the solvers no other is both faster and more accurate than) drawn through them;
/// - `speed`: median ns per solve, per solver (rows) and curve (dots), random order, log scale;
/// - `error`: |y − reference| against x for each solver on the curve where `browser` errs most
///   in the results (recomputed here over 400 x, log scale, floored at 1e-18 so exact answers
///   show at the bottom), as small multiples: a panel per family group (`errorPanels`);
/// - `frames`: ns per animation against the animations running at once, per solver;
/// - `scaling`: ns per layer-frame against the layer count, one line per transition;
/// - `paths`: ns per point against segments on the path bench's zig-zags, one line per engine
///   (`paths`); `path-error`: each engine's |relative length error| per path, log scale;
/// - `filmstrip`: the two-phase push traced at 60 fps (`trace twoPhase --format svg`);
/// - `reversal`: the largest deviation per transition and operation, log scale;
/// - `spring`: the motion of SwiftUI's `.bouncy` spring over 100 pt with each platform's settling
///   time marked (`springs swiftui:bouncy --distance 100`).
enum ReportPage {
  static func html(_ results: Results) throws -> String {
    var sections: [String] = []
    sections.append(
      section(
        "Which solver should I use?",
        """
        Speed against accuracy, random order: each point one solver, at its geometric mean ns per solve over the \
        curves and its worst |y − reference| over every curve and x (0 drawn at 1e-18). The line is the Pareto \
        front: along it, no solver is both faster and more accurate. Lower left is better.
        """,
        tradeoffChart(results)))
    sections.append(
      section(
        "Solver speed",
        "Median ns per solve (random order); each dot one curve, the bar the geometric mean. Left is faster.",
        speedChart(results)))
    sections.append(section("Solver error", try errorCaption(results), try errorChart(results)))
    if let frames = results.frames, !frames.isEmpty {
      sections.append(
        section(
          "Frames: animations at once",
          """
          What a frame costs per running animation, as a UI samples them (six in ten cubic presets through the \
          solver, springs, steps() and linear(), a path), against how many run at once, log–log, one line per \
          solver: flat means the cost per animation does not grow with their number; results.json's frames[] and \
          the suite's table say how many fit in a tenth of a 120 Hz frame.
          """,
          framesChart(frames)))
    }
    sections.append(
      section(
        "Transition cost",
        "ns per layer-frame against the number of layers (cells), log–log. Flat means linear scaling.",
        scalingChart(results)))
    if let paths = results.paths, !paths.isEmpty {
      sections.append(
        section(
          "Paths: a point's cost against the path's length",
          """
          ns per point at random distances on cubic zig-zags of 1 to 10,000 segments, log–log, per engine: a table \
          and a search stay nearly flat; Chromium's getPointAtLength (blink) walks the path again for every point. \
          Each engine's length error on every path is in results.json's paths[] and the suite's table.
          """,
          pathCostChart(paths)))
      sections.append(
        section(
          "Paths: each engine's length error",
          """
          |length − exact| / exact for each engine on each path (one dot per path, the bar the worst, 0 drawn at \
          1e-17): chords run short (skia, android, uniform-t), Blink's control polygons long, the paced table is \
          the integral. Engines that do not take a path (skia and android take no arcs) have no dot for it.
          """,
          pathErrorChart(paths)))
    }
    sections.append(
      section(
        "Filmstrip",
        """
        twoPhase push: every view's frame at evenly spaced times, later frames darker. Where frames bunch the view \
        moves slowly (the easing's ends), where they spread it moves fast; the two phases run one after the other.
        """, try filmstrip()))
    sections.append(
      section(
        "Reversal",
        """
        The largest deviation found by `verify` per transition and operation (points; 0 shown at 1e-18): how far a \
        transition run backwards lands from its own frames run forwards. Shorter is better; every bar is within \
        the tolerance `verify` states, or the suite says so.
        """,
        reversalChart(results)))
    sections.append(
      section(
        "Springs across platforms",
        """
        SwiftUI's .bouncy spring (duration 0.5 s, bounce 0.3) moving 100 pt, with the time each platform calls it \
        settled (dashed) and our exact last crossing of 1e-3 of the distance (solid dot). The spread of the dashed \
        lines is how much the platforms disagree about when the same spring is done, each by its own thresholds \
        (`transition-bench springs`).
        """,
        try springChart()))
    let meta =
      """
      \(Results.escape(results.tool)) \(Results.escape(results.version)) · commit \(Results.escape(results.commit)) \
      · \(Results.escape(results.date)) · \(results.machine.cpus) CPUs, \(Results.escape(results.machine.model)) · \
      seed \(results.seed)
      """
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>transition-bench report</title>
      <style>body{font-family:sans-serif;margin:24px;color:#222;background:#fff}h1{font-size:20px}\
      h2{font-size:16px;margin-top:28px}p{font-size:13px;color:#555}svg{display:block}</style>
      </head><body><h1>transition-bench report</h1><p>\(meta)</p>
      \(sections.joined(separator: "\n"))
      </body></html>
      """
  }

  static func section(_ title: String, _ caption: String, _ svg: String) -> String {
    "<section><h2>\(Results.escape(title))</h2><p>\(Results.escape(caption))</p>\(svg)</section>"
  }

  static func speedChart(_ results: Results) -> String {
    let rows = results.solvers.filter { $0.group == results.headline && $0.medianNs > 0 }
    let solvers = unique(rows.map(\.solver.description))
    let curves = unique(rows.map(\.curve))
    var chart = SVGChart(
      kind: "speed", title: "ns per solve", xLabel: "median ns per solve (log)", yLabel: "solver",
      x: .logCovering(rows.map(\.medianNs), floor: 0.01), y: .linear(0...1))
    chart.margin.left = SVGChart.leftMargin(for: solvers)
    chart.height = max(200, 40 + 75 + Double(solvers.count) * 22)
    for (r, solver) in solvers.enumerated() {
      let mine = rows.filter { $0.solver.description == solver }
      let geo = exp(mine.map { log($0.medianNs) }.reduce(0, +) / Double(max(mine.count, 1)))
      chart.bar(
        row: r, of: solvers.count, value: geo, color: "#dde6f3",
        label: "\(solver): geometric mean \(Format.short(geo)) ns")
      chart.rowLabel(solver, row: r, of: solvers.count)
      for row in mine {
        let c = curves.firstIndex(of: row.curve) ?? 0
        let y = 1 - (Double(r) + 0.5) / Double(solvers.count)
        chart.circle(
          x: row.medianNs, y: y, color: SVGChart.color(c, of: curves.count),
          label: "\(solver) on \(row.curve): \(Format.short(row.medianNs)) ns", radius: 3)
      }
    }
    chart.legend(curves.enumerated().map { ($0.element, SVGChart.color($0.offset, of: curves.count)) })
    return chart.render(yCategories: true)
  }

  /// One point per solver (the yardsticks and reference aside: the floors solve nothing, the
  /// reference is the yardstick) at (geometric mean ns, worst error), random order; the Pareto
  /// front through the solvers that no other beats on both.
  static func tradeoffChart(_ results: Results) -> String {
    let summary = (results.solverSummary ?? Results.summarize(results.solvers))
      .filter {
        $0.group == results.headline && !$0.solver.isYardstick && $0.solver != .solver(.reference)
          && $0.medianNs > 0
          && $0.medianNs.isFinite
      }
    let floorError = 1e-18
    let points = summary.map {
      (name: $0.solver.description, ns: $0.medianNs, error: $0.maxAbsErr.isFinite ? max($0.maxAbsErr, floorError) : 1)
    }
    var chart = SVGChart(
      kind: "tradeoff", title: "speed against accuracy", xLabel: "geometric mean ns per solve (log)",
      yLabel: "worst |y − reference| (log)",
      x: .logCovering(points.map(\.ns), floor: 0.01),
      y: .logCovering(points.map(\.error) + [floorError * 10], floor: floorError))
    chart.height = 460
    chart.margin.right = 40
    let front = paretoFront(points.map { ($0.ns, $0.error) })
    chart.polyline(
      front.map { (points[$0].ns, points[$0].error) }, color: "#999",
      label: "Pareto front: " + front.map { points[$0].name }.joined(separator: ", "))
    for (i, p) in points.enumerated() {
      let onFront = front.contains(i)
      chart.circle(
        x: p.ns, y: p.error, color: onFront ? "#1f5fbf" : "#888",
        label:
          """
          \(p.name): \(Format.short(p.ns)) ns, worst error \
          \(String(format: "%.1e", p.error))\(onFront ? " (Pareto front)" : "")
          """,
        radius: onFront ? 4 : 3)
    }
    chart.pointLabels(points.map { (text: $0.name, x: $0.ns, y: $0.error) })
    return chart.render()
  }

  /// Indices of the points (cost, error) that no other point beats on both (≤ on both, < on
  /// one), ordered by cost.
  static func paretoFront(_ points: [(Double, Double)]) -> [Int] {
    points.indices.filter { i in
      !points.indices.contains { j in
        j != i && points[j].0 <= points[i].0 && points[j].1 <= points[i].1
          && (points[j].0 < points[i].0 || points[j].1 < points[i].1)
      }
    }.sorted { points[$0].0 < points[$1].0 }
  }

  static func scalingChart(_ results: Results) -> String {
    let rows = results.transitions.filter { $0.nsPerLayerFrame > 0 }
    let keys = unique(rows.map { "\($0.transition) \($0.operation) @\(Format.number($0.fps))" })
    var chart = SVGChart(
      kind: "scaling", title: "cost per layer-frame", xLabel: "layers (log)", yLabel: "ns per layer-frame (log)",
      x: .logCovering(rows.map { Double($0.layers) } + [1, 10], floor: 1),
      y: .logCovering(rows.map(\.nsPerLayerFrame), floor: 1e-3))
    for (i, key) in keys.enumerated() {
      let mine = rows.filter { "\($0.transition) \($0.operation) @\(Format.number($0.fps))" == key }.sorted {
        $0.layers < $1.layers
      }
      let points = mine.map { (Double($0.layers), $0.nsPerLayerFrame) }
      chart.polyline(points, color: SVGChart.color(i, of: keys.count), label: key)
      for p in points {
        chart.circle(
          x: p.0, y: p.1, color: SVGChart.color(i, of: keys.count),
          label: "\(key): \(Int(p.0)) layers, \(Format.short(p.1)) ns per layer-frame", radius: 2.5)
      }
    }
    chart.legend(keys.enumerated().map { ($0.element, SVGChart.color($0.offset, of: keys.count)) })
    return chart.render()
  }

  static func filmstrip() throws -> String {
    let transition = TransitionBench.TransitionsCommand.select(kinds: [.twoPhase], operations: [.push])[0]
    return TraceOutput.svg(Trace(transition, fps: 60))
  }

  static func unique<Item: Hashable>(_ items: [Item]) -> [Item] {
    var seen = Set<Item>()
    return items.filter { seen.insert($0).inserted }
  }
}

extension Results {
  static func escape(_ s: String) -> String { SVGChart.escape(s) }
}
