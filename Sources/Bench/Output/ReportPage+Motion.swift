import Curves
import Foundation
import SolverBench
import SolverZoo
import SpringPlatforms
import TextFormat
import Transitions

/// The report's two motion charts: a spring's settling per platform, and the reversal checks.
extension ReportPage {
  static func springChart() throws -> String {
    let spring = try SwiftUISpring.spring(.bouncy)
    let distance = 100.0
    let motion = try SpringMotion(spring: spring, progressVelocity: 0)
    let rows = try PlatformSettling.all(for: spring, distance: distance)
    let end = 1.15 * (rows.map(\.platformSays).filter(\.isFinite).max() ?? 1)
    let points = (0...400).map { i -> (Double, Double) in
      let t = end * Double(i) / 400
      return (t, motion.value(from: 0, to: distance, at: t))
    }
    let values = points.map(\.1)
    var chart = SVGChart(
      kind: "spring", title: "swiftui:bouncy over 100 pt", xLabel: "time (s)", yLabel: "value (pt)",
      x: .linear(0...end), y: .linear((values.min() ?? 0)...((values.max() ?? distance) * 1.02)))
    chart.polyline(points, color: "#222", label: "the exact motion")
    var legend: [(String, String)] = []
    for (i, row) in rows.enumerated() where row.platformSays.isFinite {
      let color = SVGChart.color(i, of: rows.count)
      chart.marker(
        x: row.platformSays, color: color,
        label:
          """
          \(row.rule.rawValue) (\(row.basis.rawValue)): \(Format.short(row.platformSays)) s; exact last crossing of \
          its thresholds \(Format.short(row.exactLastCrossing)) s
          """
      )
      legend.append(("\(row.rule.rawValue) \(Format.short(row.platformSays)) s", color))
    }
    let exact = try motion.settlingDuration()
    chart.circle(
      x: exact, y: motion.value(from: 0, to: distance, at: exact), color: "#000",
      label: "exact last crossing of 1e-3: \(Format.short(exact)) s", radius: 4)
    chart.legend(legend)
    return chart.render()
  }

  static func reversalChart(_ results: Results) -> String {
    let rows = results.verify
    var chart = SVGChart(
      kind: "reversal", title: "largest reversal deviation", xLabel: "deviation (points, log)", yLabel: "transition",
      x: .logCovering(rows.map(\.maxDeviation) + [1e-18, 1e-3], floor: 1e-18), y: .linear(0...1))
    chart.margin.left = 190
    chart.height = max(200, 75 + Double(rows.count) * 18)
    for (r, row) in rows.enumerated() {
      let label = "\(row.transition) \(row.operation)"
      chart.bar(
        row: r, of: rows.count, value: max(row.maxDeviation, 1e-18), color: SVGChart.color(r, of: rows.count),
        label:
          "\(label): \(Format.number(row.maxDeviation)) (\(row.view).\(row.property) at \(Format.short(row.time)) s)")
      chart.rowLabel(label, row: r, of: rows.count)
    }
    return chart.render(yCategories: true)
  }
}
