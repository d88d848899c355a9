import Foundation
import TextFormat

/// The report's two path charts, from results.json's `paths[]`: a point's cost against the path's
/// length, and each engine's length error.
extension ReportPage {
  /// ns per point against segments on the zig-zags, one line per engine.
  static func pathCostChart(_ rows: [Results.PathRow]) -> String {
    let zigZags = rows.filter { $0.path.hasPrefix("zig-zag ") && $0.pointNs > 0 }
    var engines: [String] = []
    for row in zigZags where !engines.contains(row.engine) { engines.append(row.engine) }
    var chart = SVGChart(
      kind: "paths", title: "ns per point on a prepared path", xLabel: "segments (log)", yLabel: "ns per point (log)",
      x: .logCovering(zigZags.map { Double($0.segments) } + [1, 10], floor: 1),
      y: .logCovering(zigZags.map(\.pointNs), floor: 1))
    for (i, engine) in engines.enumerated() {
      let points = zigZags.filter { $0.engine == engine }.sorted { $0.segments < $1.segments }.map {
        (Double($0.segments), $0.pointNs)
      }
      chart.polyline(points, color: SVGChart.color(i, of: engines.count), label: engine)
      for p in points {
        chart.circle(
          x: p.0, y: p.1, color: SVGChart.color(i, of: engines.count),
          label: "\(engine): \(Int(p.0)) segments, \(Format.short(p.1)) ns per point", radius: 2.5)
      }
    }
    chart.legend(engines.enumerated().map { ($0.element, SVGChart.color($0.offset, of: engines.count)) })
    return chart.render()
  }

  /// |length − exact| / exact per engine (rows), one dot per path, the bar the worst; the exact
  /// engine is the yardstick and has no row.
  static func pathErrorChart(_ rows: [Results.PathRow]) -> String {
    let measured = rows.filter { $0.engine != "exact" }
    let engines = unique(measured.map(\.engine))
    let paths = unique(measured.map(\.path))
    let floor = 1e-17
    var chart = SVGChart(
      kind: "path-error", title: "length error against the exact integral", xLabel: "|relative error| (log)",
      yLabel: "engine", x: .logCovering(measured.map { abs($0.lengthRelErr) } + [1e-3], floor: floor),
      y: .linear(0...1))
    chart.margin.left = SVGChart.leftMargin(for: engines)
    chart.height = max(200, 40 + 75 + Double(engines.count) * 22)
    for (r, engine) in engines.enumerated() {
      let mine = measured.filter { $0.engine == engine }
      let worst = mine.map { abs($0.lengthRelErr) }.max() ?? 0
      chart.bar(
        row: r, of: engines.count, value: max(worst, floor), color: "#dde6f3",
        label: "\(engine): worst \(Format.printf("%.1e", worst))")
      chart.rowLabel(engine, row: r, of: engines.count)
      for row in mine {
        let c = paths.firstIndex(of: row.path) ?? 0
        chart.circle(
          x: max(abs(row.lengthRelErr), floor), y: 1 - (Double(r) + 0.5) / Double(engines.count),
          color: SVGChart.color(c, of: paths.count),
          label: "\(engine) on \(row.path): \(Format.printf("%+.1e", row.lengthRelErr))", radius: 3)
      }
    }
    chart.legend(paths.enumerated().map { ($0.element, SVGChart.color($0.offset, of: paths.count)) })
    return chart.render(yCategories: true)
  }
}
