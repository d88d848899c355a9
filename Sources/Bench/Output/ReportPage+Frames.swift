import Foundation
import SolverBench
import TextFormat

/// The report's frame chart, from results.json's `frames[]`.
extension ReportPage {
  /// ns per animation against the animations running at once, at 120 fps (or the highest rate
  /// measured), one line per solver, log–log.
  static func framesChart(_ rows: [Results.FrameRow]) -> String {
    let rate = rows.map(\.fps).max() ?? 120
    let shown = rows.filter { $0.fps == rate && $0.nsPerAnimation > 0 }
    let solvers = unique(shown.map(\.solver))
    var chart = SVGChart(
      kind: "frames", title: "ns per animation per frame at \(Format.number(rate)) fps",
      xLabel: "animations at once (log)", yLabel: "ns per animation (log)",
      x: .logCovering(shown.map { Double($0.animations) } + [1, 10], floor: 1),
      y: .logCovering(shown.map(\.nsPerAnimation), floor: 0.1))
    for (i, solver) in solvers.enumerated() {
      let points = shown.filter { $0.solver == solver }.sorted { $0.animations < $1.animations }.map { row in
        (Double(row.animations), row.nsPerAnimation, row)
      }
      chart.polyline(points.map { ($0.0, $0.1) }, color: SVGChart.color(i, of: solvers.count), label: solver)
      for (x, y, row) in points {
        chart.circle(
          x: x, y: y, color: SVGChart.color(i, of: solvers.count),
          label:
            "\(solver): \(row.animations) animations, \(Format.short(y)) ns each, "
            + "\(Format.printf("%.2g", row.shareOfFrame * 100)) % of the frame",
          radius: 2.5)
      }
    }
    chart.legend(solvers.enumerated().map { ($0.element, SVGChart.color($0.offset, of: solvers.count)) })
    return chart.render()
  }
}
