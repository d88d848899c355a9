import Foundation
import SolverBench
import TextFormat

/// `transition-bench history DIR`: every results.json under a folder (the `results/<time>/` runs),
/// in the order they ran, as one self-contained HTML page like the report: each solver's speed
/// and error over the runs, and the table of runs with their commits and builds.
///
/// - `history-speed`: each solver's geometric-mean ns per solve over the curves (random order:
///   the summary row, or computed from the per-curve rows of a schema-1 file) against the run,
///   log scale, one line per solver;
/// - `history-error`: each solver's worst |y − y_ref| over the curves against the run, log scale
///   (0 drawn at 1e-18); the yardsticks (`floor`, `abi-call`) have no error and are left out;
/// - the runs: index, date, commit, build (configuration and target CPU; a change from the run
///   before is marked, since times then compare builds as well as code) and the file.
enum HistoryPage {
  /// One run: its file and what it holds.
  struct Run {
    var path: String
    var results: Results
  }

  /// Every results.json under `directory` (any depth), read, in the order they ran (their ISO
  /// dates, then their paths).
  ///
  /// - Throws: ``InputFileError`` when the folder holds none, or when one cannot be read (naming it).
  static func runs(in directory: String) throws -> [Run] {
    guard let walker = FileManager.default.enumerator(atPath: directory) else {
      throw InputFileError("cannot read the folder \(directory)")
    }
    var paths: [String] = []
    while let next = walker.nextObject() as? String {
      if (next as NSString).lastPathComponent == "results.json" {
        paths.append((directory as NSString).appendingPathComponent(next))
      }
    }
    guard !paths.isEmpty else {
      throw InputFileError("\(directory) holds no results.json (the suite writes results/<time>/results.json)")
    }
    return try paths.map { Run(path: $0, results: try Results.read(from: $0)) }
      .sorted { ($0.results.date, $0.path) < ($1.results.date, $1.path) }
  }

  /// Per solver, its (geometric-mean ns, worst error) in random order, from the summary rows or
  /// computed from the per-curve rows.
  static func perSolver(_ results: Results) -> [String: (ns: Double, error: Double, yardstick: Bool)] {
    var out: [String: (ns: Double, error: Double, yardstick: Bool)] = [:]
    if let summary = results.solverSummary {
      for row in summary where row.group == results.headline {
        out[row.solver.description] = (row.medianNs, row.maxAbsErr, row.solver.isYardstick)
      }
      return out
    }
    for (solver, rows) in Dictionary(
      grouping: results.solvers.filter { $0.group == results.headline && $0.medianNs > 0 }, by: \.solver)
    {
      let geo = exp(rows.map { log($0.medianNs) }.reduce(0, +) / Double(rows.count))
      out[solver.description] = (geo, rows.map(\.maxAbsErr).max() ?? 0, solver.isYardstick)
    }
    return out
  }

  /// `points` (x the run's index) cut before every run in `breaks`: a series is not drawn across
  /// a change of inputs.
  static func split(_ points: [(Double, Double)], at breaks: [Int]) -> [[(Double, Double)]] {
    var pieces: [[(Double, Double)]] = [[]]
    for point in points {
      if let last = pieces[pieces.count - 1].last,
        breaks.contains(where: { Double($0) > last.0 && Double($0) <= point.0 })
      {
        pieces.append([])
      }
      pieces[pieces.count - 1].append(point)
    }
    return pieces.filter { !$0.isEmpty }
  }

  static func html(_ runs: [Run]) -> String {
    let tables = runs.map { perSolver($0.results) }
    var solvers: [String] = []
    for table in tables { for key in table.keys.sorted() where !solvers.contains(key) { solvers.append(key) } }
    let x = SVGChart.Scale.linear(0...Double(max(runs.count - 1, 1)))
    let label = { (i: Int) in "run \(i) (\(runs[i].results.commit))" }
    var speed = SVGChart(
      kind: "history-speed", title: "ns per solve over the runs", xLabel: "run (the table below)",
      yLabel: "geometric mean ns (log)",
      x: x, y: .logCovering(tables.flatMap { $0.values.map(\.ns) }, floor: 0.01))
    var error = SVGChart(
      kind: "history-error", title: "worst error over the runs", xLabel: "run (the table below)",
      yLabel: "worst |y − y_ref| (log)",
      x: x, y: .logCovering(tables.flatMap { $0.values.filter { !$0.yardstick }.map(\.error) } + [1e-18], floor: 1e-18))
    // Whole run numbers on x (at most about ten), and room for every solver in the legend.
    let step = max(1, (runs.count + 9) / 10)
    let ticks = stride(from: 0, to: runs.count, by: step).map(Double.init)
    (speed.xTicks, error.xTicks) = (ticks, ticks)
    speed.height = max(360, speed.margin.top + 15 * Double(solvers.count) + speed.margin.bottom)
    error.height = speed.height
    // A change of input regime is a break in every series (fresh inputs cost a branchy solver
    // more than the repeated sets did): marked on both charts and in the table.
    let breaks = runs.indices.dropFirst().filter {
      runs[$0].results.headlineRegime != runs[$0 - 1].results.headlineRegime
    }
    for (s, solver) in solvers.enumerated() {
      let color = SVGChart.color(s, of: solvers.count)
      let times = tables.indices.compactMap { i in tables[i][solver].map { (Double(i), $0.ns) } }
      for piece in Self.split(times, at: breaks) { speed.polyline(piece, color: color, label: solver) }
      for (i, ns) in times {
        speed.circle(
          x: i, y: ns, color: color, label: "\(solver), \(label(Int(i))): \(Format.short(ns)) ns", radius: 2.5)
      }
      let errors = tables.indices.compactMap { i in
        tables[i][solver].flatMap { $0.yardstick ? nil : (Double(i), max($0.error.isFinite ? $0.error : 1, 1e-18)) }
      }
      for piece in Self.split(errors, at: breaks) { error.polyline(piece, color: color, label: solver) }
      for (i, e) in errors {
        error.circle(
          x: i, y: e, color: color, label: "\(solver), \(label(Int(i))): \(String(format: "%.2g", e))", radius: 2.5)
      }
    }
    for i in breaks {
      let label = "inputs change here: \(runs[i].results.headlineRegime.rawValue) from run \(i)"
      speed.marker(x: Double(i) - 0.5, color: "#888", label: label)
      error.marker(x: Double(i) - 0.5, color: "#888", label: label)
    }
    speed.legend(solvers.enumerated().map { ($0.element, SVGChart.color($0.offset, of: solvers.count)) })
    error.legend(
      solvers.enumerated().filter { s in tables.contains { $0[s.element]?.yardstick == false } }.map {
        ($0.element, SVGChart.color($0.offset, of: solvers.count))
      })
    var rows = ""
    for (i, run) in runs.enumerated() {
      let build = run.results.build.map { "\($0.configuration), \($0.targetCPU)" } ?? "not recorded"
      let changed =
        i > 0
        && runs[i - 1].results.build.map { "\($0.configuration), \($0.targetCPU)" }
          != run.results.build.map { "\($0.configuration), \($0.targetCPU)" }
      rows +=
        "<tr><td>\(i)</td><td>\(SVGChart.escape(run.results.date))</td><td>\(SVGChart.escape(run.results.commit))</td>"
      let inputs =
        run.results.headlineRegime.rawValue + (breaks.contains(i) ? " <strong>(inputs changed)</strong>" : "")
      rows +=
        "<td>\(SVGChart.escape(build))\(changed ? " <strong>(another build)</strong>" : "")</td>"
        + "<td>\(inputs)</td><td>\(SVGChart.escape(run.path))</td></tr>"
    }
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>transition-bench history</title>
      <style>body{font-family:sans-serif;margin:24px;color:#222;background:#fff}h1{font-size:20px}\
      h2{font-size:16px;margin-top:28px}p{font-size:13px;color:#555}svg{display:block}\
      table{border-collapse:collapse;font-size:12px}td,th{border:1px solid #ddd;padding:3px 8px;text-align:left}</style>
      </head><body><h1>transition-bench history</h1><p>\(runs.count) runs, \
      from \(SVGChart.escape(runs.first?.results.date ?? "")) to \(SVGChart.escape(runs.last?.results.date ?? "")).</p>
      \(ReportPage.section("Speed", """
        Each solver's geometric mean ns per solve over the curves, random order, run by run, on the run's headline \
        inputs (fresh x since issue 43; a dashed line marks where a run's inputs differ from the run before, a \
        break in every series, not a regression). Lower is faster; a step up is a regression to look at \
        (transition-bench diff judges two runs).
        """, speed.render()))
      \(ReportPage.section("Error", """
        Each solver's worst |y − y_ref| over every curve and x, run by run (0 drawn at 1e-18; a non-finite error at \
        1). The inputs are the same seeded x in every run, so an error moves only when the code or the build's \
        arithmetic changes.
        """, error.render()))
      <section><h2>Runs</h2><table><tr><th>run</th><th>date</th><th>commit</th><th>build</th><th>inputs</th>\
      <th>file</th></tr>\
      \(rows)</table></section>
      </body></html>
      """
  }
}
