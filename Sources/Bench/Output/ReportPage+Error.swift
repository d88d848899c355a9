import Curves
import Foundation
import SolverBench
import SolverZoo
import TextFormat

extension ReportPage {
  /// The curve where the baseline errs most (the most informative error plot).
  static func errorCurve(_ results: Results) throws -> (name: String, curve: CubicTimingFunction) {
    let known = SolverInputs.allCurves
    let worst = results.solvers.filter { $0.solver == .solver(.browser) }.max { $0.maxAbsErr < $1.maxAbsErr }
    if let worst, let match = known.first(where: { $0.name == worst.curve }) { return match }
    // try?: a row's curve that is no known name and no curve text (a plugin's label) falls back to the first curve.
    if let worst, let parsed = try? CubicTimingFunction(parsing: worst.curve) { return (worst.curve, parsed) }
    return known[0]
  }

  static func errorCaption(_ results: Results) throws -> String {
    let name = try errorCurve(results).name
    return
      """
      How far each solver's output is from the exact curve, across the animation: |y − reference| against x on \
      \(name) (where browser errs most in these results), recomputed for the report over 400 x, one panel per \
      family on the same scale; 0 drawn at 1e-18. A line low and flat is a solver that is exact everywhere; spikes \
      are where it gives up early.
      """
  }

  /// The panels of the error chart: families that read alike side by side (the reference, the
  /// yardstick, has none).
  static let errorPanels: [(title: String, families: Set<SolverFamily>)] = [
    ("GSL's root finders and cubic", [.gslBracketing, .gslDerivative, .gslClosedForm]),
    ("browser engines", [.browser, .legacy, .firefox]),
    ("ours", [.closedForm, .fastest]),
    ("shipping toolkits' ports", [.production]),
  ]

  /// Small multiples: one panel per group of ``errorPanels`` (two across), each with its own
  /// colours (at most eleven series a panel), all panels on one log scale.
  static func errorChart(_ results: Results) throws -> String {
    let (name, curve) = try errorCurve(results)
    let ids = unique(results.solvers.compactMap(\.solver.id)).filter { $0 != .reference }
    let reference = ReferenceSolver().prepare(curve)
    let xs = (1...400).map { Double($0) / 401 }
    var series: [(id: SolverID, points: [(Double, Double)])] = []
    for id in ids {
      series.append((id, try id.visit(Errors(curve: curve, xs: xs, reference: reference))))
    }
    let y = SVGChart.Scale.logCovering(series.flatMap { $0.points.map(\.1) } + [1e-18], floor: 1e-18)
    let (panelWidth, panelHeight) = (560.0, 270.0)
    var panels: [String] = []
    for (title, families) in errorPanels {
      let mine = series.enumerated().filter { families.contains($0.element.id.family) }
      guard !mine.isEmpty else { continue }
      var chart = SVGChart(
        kind: "error", title: "\(title), on \(name)", xLabel: "x (elapsed fraction)", yLabel: "|y − reference| (log)",
        x: .linear(0...1), y: y)
      (chart.width, chart.height) = (panelWidth, panelHeight)
      chart.margin.right = 150
      let colors = SVGChart.palette(mine.count)
      for (s, color) in zip(mine.map(\.element), colors) {
        chart.polyline(s.points.map { ($0.0, max($0.1, 1e-18)) }, color: color, label: s.id.rawValue)
      }
      chart.legend(zip(mine, colors).map { ($0.0.element.id.rawValue, $0.1) })
      let origin = (x: Double(panels.count % 2) * panelWidth, y: Double(panels.count / 2) * panelHeight)
      panels.append(chart.render(at: origin))
    }
    let rows = Double((panels.count + 1) / 2)
    let width = panelWidth * Double(min(panels.count, 2))
    return
      """
      <svg xmlns=\"http://www.w3.org/2000/svg\" data-chart=\"error\" viewBox=\"0 0 \(SVGChart.n(width)) \
      \(SVGChart.n(rows * panelHeight))\" width=\"\(SVGChart.n(width))\" height=\"\(SVGChart.n(rows * panelHeight))\" \
      font-family=\"sans-serif\">\(panels.joined())</svg>
      """
  }

  /// |y − reference| at each x for one solver (a failed solve draws as error 1).
  struct Errors: SolverVisitor {
    var curve: CubicTimingFunction
    var xs: [Double]
    var reference: ReferenceSolver.Prepared

    func visit<Solver: TimingSolver>(_ solver: Solver) throws(SolverError) -> [(Double, Double)] {
      var prepared = try solver.prepare(curve)
      let coefficients = curve.coefficients
      return xs.map { x in
        // What the solver delivers (a production port's own output), as the bench measures it.
        // try?: a refused x is drawn as an error of 1 (NaN below), the chart's top, never hidden.
        let y = (try? prepared.progress(forX: x, on: coefficients)) ?? .nan
        let e = abs(y - reference.progressAndSlope(at: x).progress)
        return (x, e.isNaN ? 1 : e)
      }
    }
  }
}
