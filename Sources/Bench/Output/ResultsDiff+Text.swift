import Foundation
import SolverBench
import TextFormat

extension ResultsDiff {
  /// The changed rows: regressions, then improvements, each sorted by ratio.
  var changed: [Row] { regressions.sorted { $0.ratio > $1.ratio } + improvements.sorted { $0.ratio < $1.ratio } }

  /// The counts line: regressed, improved, unchanged, the rules, the rows in one file only.
  var summary: String {
    var text = "\(regressions.count) regressed, \(improvements.count) improved, \(rows.count - changed.count) unchanged"
    text += " (threshold \(Format.number(threshold * 100))%, errors \(Format.number(errorFactor))×)"
    if !onlyInBase.isEmpty { text += "; \(onlyInBase.count) only in the base" }
    if !onlyInNew.isEmpty { text += "; \(onlyInNew.count) only in the new run" }
    return text
  }

  /// The cells of a changed row: its name (an error row says so), base, new, ratio, verdict.
  func cells(_ row: Row) -> [String] {
    let name = row.measure == .error ? "\(row.key) max |Δy|" : row.key
    let number = { (x: Double) in row.measure == .error ? String(format: "%.2g", x) : Format.short(x) }
    let ratio = row.ratio.isFinite ? String(format: "%.2f×", row.ratio) : "–"
    return [name, number(row.base), number(row.new), ratio, row.verdict.rawValue]
  }

  /// The table: the changed rows, then the counts (the build warning goes to stderr).
  func table() -> String {
    var text = ""
    if !changed.isEmpty {
      text += Format.table(["row", "base", "new", "new/base", "verdict"], changed.map(cells)) + "\n"
    }
    return text + summary
  }

  /// The same as a Markdown section for a CI step summary (`$GITHUB_STEP_SUMMARY`): a heading
  /// with the verdict, the build warning as a quote, the changed rows as a table (ns for times,
  /// |Δy| for errors; `|` in a name escaped), then the counts.
  func markdown() -> String {
    var text =
      "### transition-bench diff: " + (regressions.isEmpty ? "no regression" : "\(regressions.count) regressed")
      + "\n\n"
    if let buildWarning { text += "> **Warning:** \(buildWarning)\n\n" }
    if let inputsWarning { text += "> **Warning:** \(inputsWarning)\n\n" }
    if !changed.isEmpty {
      text += "| row | base | new | new/base | verdict |\n|---|---:|---:|---:|---|\n"
      for row in changed {
        var c = cells(row).map { $0.replacingOccurrences(of: "|", with: "\\|") }
        if row.verdict == .regressed { c[4] = "**\(c[4])**" }
        text += "| " + c.joined(separator: " | ") + " |\n"
      }
      text += "\n"
    }
    return text + summary + "\n"
  }
}
