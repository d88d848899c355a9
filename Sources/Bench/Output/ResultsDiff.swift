import SolverBench
/// Regression tracking between two results.json files (`transition-bench diff`), in the manner of
/// package-benchmark's baselines: a solver row **regresses** when its p10 is slower than the
/// base's p90 by more than the threshold (the two runs' spreads do not overlap even after
/// allowing for it), and **improves** when its p90 is faster than the base's p10 by more than the
/// threshold. A transition row has one figure (ns per frame), compared with the threshold alone.
/// Rows are matched by solver, curve and order (transitions by name, operation and layers); rows in
/// one file only are listed, not judged.
struct ResultsDiff {
  /// What happened to one row.
  enum Verdict: String {
    case regressed, improved, unchanged
  }

  /// One matched row.
  struct Row {
    var key: String
    var base: Double
    var new: Double
    /// new / base (of the medians).
    var ratio: Double
    var verdict: Verdict
  }

  var threshold: Double
  var rows: [Row] = []
  var onlyInBase: [String] = []
  var onlyInNew: [String] = []

  var regressions: [Row] { rows.filter { $0.verdict == .regressed } }
  var improvements: [Row] { rows.filter { $0.verdict == .improved } }

  /// Compares `new` against `base`.
  init(base: Results, new: Results, threshold: Double) {
    self.threshold = threshold
    func solverKey(_ r: Results.SolverRow) -> String { "\(r.solver) \(r.curve) \(r.order.rawValue)" }
    func transitionKey(_ r: Results.TransitionRow) -> String { "\(r.transition.rawValue) \(r.operation.rawValue) \(r.layers) layers" }
    let baseSolvers = Dictionary(base.solvers.map { (solverKey($0), $0) }, uniquingKeysWith: { first, _ in first })
    let newSolvers = Dictionary(new.solvers.map { (solverKey($0), $0) }, uniquingKeysWith: { first, _ in first })
    for r in new.solvers {
      let key = solverKey(r)
      guard let b = baseSolvers[key] else { onlyInNew.append(key); continue }
      let verdict: Verdict =
        r.p10Ns > b.p90Ns * (1 + threshold) ? .regressed : (r.p90Ns * (1 + threshold) < b.p10Ns ? .improved : .unchanged)
      rows.append(Row(key: key, base: b.medianNs, new: r.medianNs, ratio: r.medianNs / b.medianNs, verdict: verdict))
    }
    onlyInBase += base.solvers.map(solverKey).filter { newSolvers[$0] == nil }
    let baseTransitions = Dictionary(base.transitions.map { (transitionKey($0), $0) }, uniquingKeysWith: { first, _ in first })
    let newTransitions = Dictionary(new.transitions.map { (transitionKey($0), $0) }, uniquingKeysWith: { first, _ in first })
    for r in new.transitions {
      let key = transitionKey(r)
      guard let b = baseTransitions[key] else { onlyInNew.append(key); continue }
      let ratio = r.nsPerFrame / b.nsPerFrame
      let verdict: Verdict = ratio > 1 + threshold ? .regressed : (ratio * (1 + threshold) < 1 ? .improved : .unchanged)
      rows.append(Row(key: key, base: b.nsPerFrame, new: r.nsPerFrame, ratio: ratio, verdict: verdict))
    }
    onlyInBase += base.transitions.map(transitionKey).filter { newTransitions[$0] == nil }
  }

  /// The table: regressions, then improvements (each sorted by ratio), then a count of the
  /// unchanged rows and of the rows in one file only.
  func table() -> String {
    var text = ""
    let changed = regressions.sorted { $0.ratio > $1.ratio } + improvements.sorted { $0.ratio < $1.ratio }
    if !changed.isEmpty {
      text += Format.table(
        ["row", "base ns", "new ns", "new/base", "verdict"],
        changed.map { [$0.key, Format.short($0.base), Format.short($0.new), String(format: "%.2f×", $0.ratio), $0.verdict.rawValue] }) + "\n"
    }
    let unchanged = rows.count - changed.count
    text += "\(regressions.count) regressed, \(improvements.count) improved, \(unchanged) unchanged (threshold \(Format.number(threshold * 100))%)"
    if !onlyInBase.isEmpty { text += "; \(onlyInBase.count) only in the base" }
    if !onlyInNew.isEmpty { text += "; \(onlyInNew.count) only in the new run" }
    return text
  }
}
