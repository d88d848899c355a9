import SolverBench
import SolverZoo

/// Regression tracking between two results.json files (`transition-bench diff`), in the manner of
/// package-benchmark's baselines.
///
/// - **Time.** A solver or easing row **regresses** when its p10 is slower than the base's p90 by
///   more than the threshold (the two runs' spreads do not overlap even after allowing for it),
///   and **improves** when its p90 is faster than the base's p10 by more than the threshold. A
///   transition row has one figure (ns per frame), compared with the threshold alone.
/// - **Accuracy.** A solver row's worst error |y − y_ref| regresses when it no longer meets the
///   accuracy target it met, or when it grows past `errorFactor` times the base's and past
///   ``errorNoise``; it improves when it shrinks by the same factor. The inputs are the same
///   seeded x in both runs, so an error moves only when the code (or the build's arithmetic, FMA
///   for instance) changes. A worst error that was finite and is not any more regresses. The
///   `floor`, `floor-scalar` and `abi-call` yardsticks have no accuracy.
///
/// Rows are matched by solver, curve, order and inputs (easings by easing, order and inputs,
/// transitions by name, operation and layers); rows in one file only are listed, not judged. A row
/// of a file written before the input regimes was timed on the repeated sets and matches the new
/// file's `repeated` rows, never its `fresh` ones: a change of regime is no regression, and when the
/// two files' regimes differ a warning says so. Two runs of different
/// builds (configuration or target CPU, from the files' `build`, or from the summary rows' `build`
/// where a file lacks one or its rows say otherwise) are compared, with a warning.
struct ResultsDiff {
  /// What happened to one row.
  enum Verdict: String {
    case regressed, improved, unchanged
  }

  /// What a row compares.
  enum Measure {
    /// ns (the medians are shown).
    case time
    /// The worst |y − y_ref|.
    case error
  }

  /// One matched row.
  struct Row {
    var key: String
    var measure: Measure
    var base: Double
    var new: Double
    /// new / base (of the medians, or of the errors).
    var ratio: Double
    var verdict: Verdict
  }

  /// Errors at or below this are the round-off of an answer in [0, 1] computed in double (a few
  /// ulps of 1, 2.2e-16 each): their growth is not judged.
  static let errorNoise = 1e-15

  var threshold: Double
  var errorFactor: Double
  var rows: [Row] = []
  var onlyInBase: [String] = []
  var onlyInNew: [String] = []
  /// Set when the two runs were built differently (configuration or target CPU).
  var buildWarning: String?
  /// Set when the two runs timed their solvers on different input regimes (fresh, repeated):
  /// rows are compared within one regime only.
  var inputsWarning: String?

  var regressions: [Row] { rows.filter { $0.verdict == .regressed } }
  var improvements: [Row] { rows.filter { $0.verdict == .improved } }

  /// Compares `new` against `base`.
  init(base: Results, new: Results, threshold: Double, errorFactor: Double = 2) {
    self.threshold = threshold
    self.errorFactor = errorFactor
    if let a = base.build, let b = new.build, a.configuration != b.configuration || a.targetCPU != b.targetCPU {
      buildWarning =
        """
        the runs were built differently (base \(a.configuration), \(a.targetCPU); new \(b.configuration), \
        \(b.targetCPU)): times compare builds as well as code
        """
    }
    let (baseBuilds, newBuilds) = (
      Set((base.solverSummary ?? []).compactMap(\.build)), Set((new.solverSummary ?? []).compactMap(\.build))
    )
    if buildWarning == nil, !baseBuilds.isEmpty, !newBuilds.isEmpty, baseBuilds != newBuilds || baseBuilds.count > 1 {
      buildWarning =
        """
        the summary rows were measured by different builds (base \(baseBuilds.sorted().joined(separator: ", ")); \
        new \(newBuilds.sorted().joined(separator: ", "))): times compare builds as well as code
        """
    }
    let (baseRegimes, newRegimes) = (
      (base.solvers.map(\.regime) + (base.easings ?? []).map(\.regime)).uniqued(),
      (new.solvers.map(\.regime) + (new.easings ?? []).map(\.regime)).uniqued()
    )
    if !baseRegimes.isEmpty, !newRegimes.isEmpty, Set(baseRegimes) != Set(newRegimes) {
      func names(_ regimes: [InputRegime]) -> String { regimes.map(\.rawValue).sorted().joined(separator: ", ") }
      inputsWarning =
        """
        the runs timed different inputs (base \(names(baseRegimes)); new \(names(newRegimes))): rows are compared \
        within one regime only, and a change of regime is not called a regression
        """
    }
    func spread(_ base: (p10: Double, p90: Double), _ new: (p10: Double, p90: Double)) -> Verdict {
      new.p10 > base.p90 * (1 + threshold)
        ? .regressed : (new.p90 * (1 + threshold) < base.p10 ? .improved : .unchanged)
    }
    let solvers = Self.match(base.solvers, new.solvers) {
      "\($0.solver) \($0.curve) \($0.order.rawValue) \($0.regime.rawValue)"
    }
    for (key, b, r) in solvers.pairs {
      rows.append(
        Row(
          key: key, measure: .time, base: b.medianNs, new: r.medianNs, ratio: r.medianNs / b.medianNs,
          verdict: spread((b.p10Ns, b.p90Ns), (r.p10Ns, r.p90Ns))))
      if !r.solver.isYardstick {
        rows.append(
          Row(
            key: key, measure: .error, base: b.maxAbsErr, new: r.maxAbsErr, ratio: r.maxAbsErr / b.maxAbsErr,
            verdict: accuracy(base: b, new: r)))
      }
    }
    let easings = Self.match(base.easings ?? [], new.easings ?? []) {
      "\($0.easing) \($0.order.rawValue) \($0.regime.rawValue)"
    }
    for (key, b, r) in easings.pairs {
      rows.append(
        Row(
          key: key, measure: .time, base: b.medianNs, new: r.medianNs, ratio: r.medianNs / b.medianNs,
          verdict: spread((b.p10Ns, b.p90Ns), (r.p10Ns, r.p90Ns))))
    }
    let transitions = Self.match(base.transitions, new.transitions) {
      "\($0.transition.rawValue) \($0.operation.rawValue) \($0.layers) layers"
    }
    for (key, b, r) in transitions.pairs {
      let ratio = r.nsPerFrame / b.nsPerFrame
      let verdict: Verdict = ratio > 1 + threshold ? .regressed : (ratio * (1 + threshold) < 1 ? .improved : .unchanged)
      rows.append(Row(key: key, measure: .time, base: b.nsPerFrame, new: r.nsPerFrame, ratio: ratio, verdict: verdict))
    }
    onlyInBase = solvers.onlyInBase + easings.onlyInBase + transitions.onlyInBase
    onlyInNew = solvers.onlyInNew + easings.onlyInNew + transitions.onlyInNew
  }

  /// The accuracy verdict of one solver row (see the type's rules).
  func accuracy(base: Results.SolverRow, new: Results.SolverRow) -> Verdict {
    let (b, n) = (base.maxAbsErr, new.maxAbsErr)
    if b.isFinite && !n.isFinite { return .regressed }
    if base.meetsAccuracyTarget && !new.meetsAccuracyTarget { return .regressed }
    guard b.isFinite, n.isFinite else { return .unchanged }
    if n > b * errorFactor && n > Self.errorNoise { return .regressed }
    if n * errorFactor < b && b > Self.errorNoise { return .improved }
    return .unchanged
  }

  /// The rows of two lists matched by key, and the keys of each list's unmatched rows.
  private static func match<R>(_ base: [R], _ new: [R], key: (R) -> String) -> (
    pairs: [(String, R, R)], onlyInBase: [String], onlyInNew: [String]
  ) {
    let baseRows = Dictionary(base.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
    let newKeys = Set(new.map(key))
    var pairs: [(String, R, R)] = [], onlyInNew: [String] = []
    for r in new {
      let k = key(r)
      if let b = baseRows[k] { pairs.append((k, b, r)) } else { onlyInNew.append(k) }
    }
    return (pairs, base.map(key).filter { !newKeys.contains($0) }, onlyInNew)
  }
}
