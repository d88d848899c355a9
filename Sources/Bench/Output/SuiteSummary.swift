import Foundation
import SolverBench
import SolverZoo
import TextFormat

/// The suite's default output, read from its results.json: what a first run needs on one screen
/// (at most ``maxLines`` lines). The headline solvers (random order, the headline regime) as a
/// short table of the fastest rows, the other regimes and orders in a line each, `fastest`'s
/// targets, then a line or two for the easings, the transitions, the paths, `eval` and the
/// reversal checks. Every full table is one `--detail` away, and every row is in results.json and
/// report.html. `transition-bench summary FILE` prints the same text from any results.json (the
/// README's run is written from it by `scripts/update-readme-run`).
enum SuiteSummary {
  /// The most lines the summary may take.
  static let maxLines = 60
  /// How many headline solver rows the table shows (the floors among them).
  static let topSolvers = 10
  /// Lines are wrapped at this width.
  static let width = 110

  /// The summary of `results`, ending without a newline: at most ``maxLines`` lines (a file with
  /// more than the suite's rows is cut, and says so).
  static func text(_ results: Results) -> String {
    var lines = solvers(results)
    lines += easings(results) + transitions(results) + paths(results) + frames(results) + eval(results)
    lines += verify(results)
    if lines.count > maxLines - 1 {
      let cut = lines.count - (maxLines - 2)
      lines = Array(lines.prefix(maxLines - 2)) + ["(\(cut) more lines left out)"]
    }
    lines.append("(every table: --detail; every row: results.json and report.html)")
    return lines.joined(separator: "\n")
  }

  /// `text` wrapped at ``width``: words, continuation lines indented by two spaces.
  static func wrap(_ text: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = "  " + word
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The headline table, a line per other regime and order, and the targets.
  static func solvers(_ results: Results) -> [String] {
    let summary = results.solverSummary ?? Results.summarize(results.solvers)
    let headline = summary.filter { $0.group == results.headline }
    guard let first = headline.first else { return [] }
    let baseline = baselineName(headline)
    let builds = headline.compactMap(\.build).uniqued()
    let build = builds.isEmpty ? "" : " (\(builds.joined(separator: ", ")) build)"
    let shown = Array(headline.prefix(topSolvers))
    var lines = wrap(
      """
      solvers\(build), \(results.headline): geometric mean over \(first.curves) curves, the \(shown.count) fastest \
      of \(headline.count) rows (× \(baseline): above 1 is faster; × floor: over floor-scalar; target: curves \
      meeting the accuracy target)
      """)
    lines += Format.table(
      ["solver", "ns/solve", "× \(baseline)", "× floor", "max |Δy|", "target", "br-miss/solve"],
      shown.map { r in
        let yardstick = r.solver.isYardstick
        return [
          r.solver.description, Format.short(r.medianNs), Format.short(r.ratioToBaseline),
          Format.short(r.ratioToFloor), yardstick ? "–" : Format.printf("%.1e", r.maxAbsErr),
          yardstick ? "–" : "\(r.curvesMeetingTarget)/\(r.curves)", r.branchMissesPerSolve.map(Format.short) ?? "n/a",
        ]
      }
    ).split(separator: "\n").map(String.init)
    for group in summary.map(\.group).uniqued() where group != results.headline {
      let rows = summary.filter { $0.group == group && !$0.solver.isYardstick }
      var named = Array(rows.prefix(5))
      for id in [SolverID.fastest, .skia, .browser] where !named.contains(where: { $0.solver == .solver(id) }) {
        if let row = rows.first(where: { $0.solver == .solver(id) }) { named.append(row) }
      }
      let floor = summary.first { $0.group == group && $0.solver == .scalarFloor }
      let text = named.map { "\($0.solver) \(Format.short($0.medianNs))" }.joined(separator: ", ")
      lines += wrap("\(group), ns/solve: \(text)\(floor.map { "; floor-scalar \(Format.short($0.medianNs))" } ?? "")")
    }
    for regime in [results.headlineRegime] + InputRegime.allCases.filter({ $0 != results.headlineRegime }) {
      guard let targets = FastestTargets(results.solvers, order: .random, inputs: regime) else { continue }
      lines += wrap(targetsLine(targets))
    }
    return lines
  }

  /// The solver the `×` column compares against: the row whose ratio is 1 (browser first).
  static func baselineName(_ rows: [SolverSummaryRow]) -> String {
    let candidates = rows.filter { !$0.solver.isYardstick && abs($0.ratioToBaseline - 1) < 1e-12 }
    return (candidates.first { $0.solver == .solver(.browser) } ?? candidates.first)?.solver.description ?? "baseline"
  }

  /// `fastest`'s targets in one sentence.
  static func targetsLine(_ t: FastestTargets) -> String {
    func met(_ ok: Bool) -> String { t.isJudged ? (ok ? "met" : "NOT met") : "for comparison" }
    var parts = [
      "skia / fastest over \(t.presets) presets \(Format.short(t.presetGeometricMean)) "
        + "(≥ \(Format.number(FastestTargets.presetMeanTarget)), \(met(t.meetsPresetMean)))",
      "lowest but linear \(Format.short(t.lowest.ratio)) on \(t.lowest.curve) "
        + "(≥ \(Format.number(FastestTargets.lowestTarget)), \(met(t.meetsLowest)))",
    ]
    if let linear = t.linearTimeRatio, let ok = t.meetsLinear {
      parts.append(
        "linear fastest / skia \(Format.short(linear)) (≤ \(Format.number(FastestTargets.linearTarget)), \(met(ok)))")
    }
    if let floor = t.floorRatio, let ok = t.meetsFloor {
      parts.append(
        "fastest / floor-scalar \(Format.short(floor)) (≤ \(Format.number(FastestTargets.floorTarget)), \(met(ok)))")
    }
    return "targets (\(t.order) order, \(t.inputs) inputs): " + parts.joined(separator: "; ")
  }

  /// The easings of the headline regime in random order, ns per evaluation.
  static func easings(_ results: Results) -> [String] {
    let rows = (results.easings ?? []).filter { $0.order == .random && $0.regime == results.headlineRegime }
    guard !rows.isEmpty else { return [] }
    let text = rows.map { r in
      "\(r.easing) \(Format.short(r.medianNs))" + (r.maxAbsErr.map { " (err \(Format.printf("%.0e", $0)))" } ?? "")
    }
    return wrap("easings, ns/eval (random order): " + text.joined(separator: ", "))
  }

  /// The transitions' range of ns per layer-frame, and their allocations.
  static func transitions(_ results: Results) -> [String] {
    let rows = results.transitions
    guard let cheapest = rows.min(by: { $0.nsPerLayerFrame < $1.nsPerLayerFrame }),
      let dearest = rows.max(by: { $0.nsPerLayerFrame < $1.nsPerLayerFrame })
    else { return [] }
    func name(_ r: Results.TransitionRow) -> String { "\(r.transition.rawValue) \(r.operation.rawValue), \(r.layers)" }
    let allocations = rows.compactMap(\.allocsPerFrame)
    let allocationText =
      allocations.count < rows.count
      ? "allocations not measured"
      : (allocations.allSatisfy { $0 == 0 }
        ? "no allocation per frame in any"
        : "allocations per frame up to \(Format.short(allocations.max() ?? 0))")
    return wrap(
      """
      transitions: \(rows.count) rows, ns per layer-frame from \(Format.short(cheapest.nsPerLayerFrame)) \
      (\(name(cheapest)) layers) to \(Format.short(dearest.nsPerLayerFrame)) (\(name(dearest)) layers); \
      \(allocationText)
      """)
  }

  /// The path engines' worst length errors and how a point's cost grows with the segments.
  static func paths(_ results: Results) -> [String] {
    let rows = results.paths ?? []
    guard !rows.isEmpty else { return [] }
    var worst: [String: Results.PathRow] = [:]
    for r in rows where r.engine != "exact" {
      if worst[r.engine].map({ abs(r.lengthRelErr) > abs($0.lengthRelErr) }) ?? true { worst[r.engine] = r }
    }
    let engines = rows.map(\.engine).uniqued().filter { worst[$0] != nil }
    let errors = engines.compactMap { e in
      worst[e].map { "\(e) \(Format.printf("%+.1e", $0.lengthRelErr)) (\($0.path))" }
    }
    var lines = wrap("paths, worst relative length error: " + errors.joined(separator: ", "))
    if let growth = Output.pointCostGrowth(rows) { lines += wrap(growth) }
    return lines
  }

  /// The frame workload at its most animations and highest rate: each solver's ns per frame, its
  /// share of the frame, and how many animations fit in a tenth of a 120 Hz frame.
  static func frames(_ results: Results) -> [String] {
    let rows = results.frames ?? []
    guard let most = rows.map(\.animations).max(), let rate = rows.map(\.fps).max() else { return [] }
    let text = rows.filter { $0.animations == most && $0.fps == rate }.map { r in
      "\(r.solver) \(Format.short(r.nsPerFrame / 1000)) µs (\(Format.printf("%.2g", r.shareOfFrame * 100)) %; "
        + "\(r.fitInBudget) fit in \(Format.number(FrameWorkload.budgetShare * 100)) % of 8.33 ms)"
    }
    return wrap("frames, \(most) animations at \(Format.number(rate)) fps, per frame: " + text.joined(separator: ", "))
  }

  /// `eval`'s streams in lines per second, with their targets.
  static func eval(_ results: Results) -> [String] {
    let rows = results.eval ?? []
    guard !rows.isEmpty else { return [] }
    let text = rows.map { r in
      "\(r.stream) \(Format.short(r.linesPerSecond)) lines/s"
        + (r.target.map { " (\($0): \(r.meetsTarget == true ? "met" : "NOT met"))" } ?? "")
    }
    return wrap("eval: " + text.joined(separator: ", "))
  }

  /// The reversal checks in one line.
  static func verify(_ results: Results) -> [String] {
    let rows = results.verify
    guard let worst = rows.max(by: { $0.maxDeviation < $1.maxDeviation }) else { return [] }
    let checks = rows.compactMap(\.checks)
    let count =
      checks.count == rows.count
      ? "\(checks.reduce(0, +)) checks of \(rows.count) transitions and operations"
      : "\(rows.count) transitions and operations"
    let failing = rows.filter { $0.withinTolerance == false }
    let verdict =
      failing.isEmpty
      ? (rows.allSatisfy { $0.withinTolerance == true } ? "all within tolerance" : "tolerances not recorded")
      : "\(failing.count) NOT within tolerance"
    return wrap(
      """
      verify: \(count), \(verdict); largest \(Format.printf("%.1e", worst.maxDeviation)) at \
      \(worst.transition.rawValue) \(worst.operation.rawValue) (\(worst.view).\(worst.property) \
      @ \(Format.short(worst.time)) s)
      """)
  }
}
