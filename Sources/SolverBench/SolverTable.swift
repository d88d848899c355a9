import Foundation
import SolverZoo
import TextFormat

/// The solver table `transition-bench solvers` prints: one row per solver and input order,
/// fastest first (geometric means over the curves, the worst error, the curves meeting the
/// target, allocations, fallbacks, the policy), then, when the run has `fastest` and `skia` in
/// random order, ``FastestTargets``, and with `detail` the per-curve rows.
public enum SolverTable {
  /// The table as text, ending without a newline.
  ///
  /// - Parameters:
  ///   - rows: the per-curve rows of a run (``SolverBenchReport/rows``).
  ///   - baseline: the solver the `×` ratios compare against.
  ///   - detail: also the per-curve rows.
  ///   - policies: the policies of rows that are not the zoo's (plugins, custom solvers).
  public static func text(
    _ rows: [SolverRow], baseline: SolverID, detail: Bool = false, policies: [SolverRowID: SolverPolicy] = [:]
  ) -> String {
    var out = summary(SolverSummaryRow.summarize(rows, policies: policies), baseline: baseline)
    for inputs in rows.map(\.regime).uniqued() {
      if let targets = FastestTargets(rows, order: .random, inputs: inputs) { out += "\n\n" + targets.text }
    }
    guard detail else { return out + "\n(per-curve rows: --detail, --format csv or json, or results.json)" }
    out += "\n\nper curve\n"
    out += Format.table(
      [
        "solver", "curve", "order", "inputs", "ns/solve", "p10", "p90", "× \(baseline)", "× floor", "× vec floor",
        "max |Δy|",
        "target", "iter", "allocs/op", "br-miss/solve", "fallbacks",
      ],
      rows.map { r in
        [
          r.solver.description, r.curve, r.order.rawValue, r.regime.rawValue, Format.short(r.medianNs),
          Format.short(r.p10Ns),
          Format.short(r.p90Ns), Format.short(r.ratioToBaseline),
          Format.short(r.ratioToFloor), r.ratioToVectorFloor.map(Format.short) ?? "–",
          r.solver.isYardstick ? "–" : String(format: "%.1e", r.maxAbsErr),
          r.solver.isYardstick ? "–" : (r.meetsAccuracyTarget ? "yes" : "no"),
          Format.short(r.meanIterations), r.allocsPerOp.map(Format.short) ?? "n/a",
          r.branchMissesPerSolve.map(Format.short) ?? "n/a", r.fallbacks.map { "\($0)" } ?? "–",
        ]
      })
    return out
  }

  /// One row per solver and order, fastest first: geometric means over the curves, the worst
  /// output error, how many curves met the accuracy target at every x, and the policy.
  public static func summary(_ summary: [SolverSummaryRow], baseline: SolverID) -> String {
    guard let first = summary.first else { return "" }
    var lines: [String] = []
    if summary.contains(where: { $0.solver == .abiCall }) {
      lines.append(
        """
        plugins (plugin:NAME) are called through a C function pointer, which no compiler inlines; abi-call is a \
        trivial solver (y = x) through the same
        """
      )
      lines.append(
        "kind of table and loop: its ns/solve is the call overhead every plugin row includes and no built-in row does")
    }
    let builds = summary.compactMap(\.build).uniqued()
    let build =
      builds.isEmpty ? "" : " (\(builds.count == 1 ? builds[0] : "mixed: " + builds.joined(separator: ", ")) build)"
    let curves = "\(first.curves) \(first.curves == 1 ? "curve" : "curves")"
    lines.append("solvers\(build): geometric mean over \(curves), fastest first (× \(baseline): above 1 is faster;")
    lines.append(
      """
      × floor: over one evaluation of x(t) and y(t) one x at a time, as solvers run (floor-scalar); × vec floor: \
      over the same, vectorised (floor);
      """
    )
    lines.append(
      """
      target: curves where every x met the condition-aware accuracy target; max |Δy| against the reference; \
      br-miss/solve: branch mispredictions per solve, from the processor's counter, n/a where it cannot be read)
      """
    )
    for group in summary.map(\.group).uniqued() {
      lines.append("\n\(group)")
      lines.append(
        Format.table(
          [
            "solver", "ns/solve", "× \(baseline)", "× floor", "× vec floor", "max |Δy|", "target", "allocs/op",
            "br-miss/solve", "fallbacks", "policy (input, output, precision)",
          ],
          summary.filter { $0.group == group }.map { r in
            let floor = r.solver.isYardstick
            return [
              r.solver.description, Format.short(r.medianNs), Format.short(r.ratioToBaseline),
              Format.short(r.ratioToFloor),
              r.ratioToVectorFloor.map(Format.short) ?? "–",
              floor ? "–" : String(format: "%.1e", r.maxAbsErr),
              floor ? "–" : "\(r.curvesMeetingTarget)/\(r.curves)",
              floor ? "–" : (r.allocsPerOp.map(Format.short) ?? "n/a"),
              r.branchMissesPerSolve.map(Format.short) ?? "n/a",
              r.fallbacks.map { "\($0)" } ?? "–", r.policy,
            ]
          }))
    }
    return lines.joined(separator: "\n")
  }
}

extension Sequence where Element: Hashable {
  /// The elements in order, each once.
  package func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
