import ArgumentParser
import Curves
import Foundation
import SolverBench
import Transitions

extension TransitionBench {
  struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "compare",
      abstract: "Compare a trace recorded elsewhere (CSV: time, view, then any of the trace columns) with the model: per view and property the largest deviation, the constant time offset that best explains the recording, and the deviation without it. Exit 1 beyond --tolerance.",
      discussion: """
        The CSV has the columns of `trace --format csv`: time, view, then any of centerX, centerY, \
        width, height, frameX, frameY, frameWidth, frameHeight, a, b, c, d, tx, ty, alpha, cornerRadius, \
        shadowOpacity, maskX, maskY, maskRadius, tint, hidden, zIndex (a subset is fine; an empty cell is \
        not recorded). A model trace's phase.<name>.fraction and phase.<name>.progress columns are \
        read past and listed as not compared. Rows may be at any times. \
        The exit code judges the deviation as recorded, without removing the offset.
        """)

    @OptionGroup var common: CommonOptions
    @OptionGroup var source: SpecArgument
    @Option(help: "The recorded CSV file.") var recorded: String
    @Option(help: "The largest deviation allowed, in points (raw units for alpha, radius, tint).") var tolerance: Double = 0.5

    func validate() throws {
      guard tolerance.isFinite, tolerance >= 0 else { throw ValidationError("--tolerance must be a finite number ≥ 0, got \(tolerance)") }
    }

    func run() throws {
      let transition = try source.transition()
      let (rows, phaseColumns) = try RecordedCSV.read(recorded)
      let comparison: RecordedComparison
      do { comparison = try RecordedComparison(transition, rows: rows) } catch { throw InputFileError("\(recorded): \(error)") }
      print("compare \(transition.kind) \(transition.operation.rawValue) with \(recorded): \(rows.count) rows")
      if !phaseColumns.isEmpty { print("not compared (phase columns): \(phaseColumns.joined(separator: ", "))") }
      print(Format.table(["view", "property", "max |Δ|", "at", "after offset"], comparison.deviations.map { d in
        [d.view, d.column, String(format: "%.3e", d.maxDeviation), "\(Format.short(d.time)) s", String(format: "%.3e", d.maxDeviationAfterOffset)]
      }))
      print("time offset: \(Format.number(comparison.offset)) s (recorded(t) ≈ model(t − offset)); largest deviation \(String(format: "%.3e", comparison.maxDeviation)), \(String(format: "%.3e", comparison.maxDeviationAfterOffset)) after the offset")
      if comparison.maxDeviation > tolerance {
        throw CheckFailed(message: "compare: largest deviation \(comparison.maxDeviation) exceeds --tolerance \(Format.number(tolerance))")
      }
    }
  }
}

/// The recorded CSV: a header naming the columns (time and view required), then one row per view
/// and sample. Errors name the line and column. Phase columns (`phase.<name>.fraction`,
/// `phase.<name>.progress`, as `trace --format csv` writes them) are read past and returned by
/// name, so the caller can say they were not compared.
enum RecordedCSV {
  static func read(_ path: String) throws -> (rows: [RecordedComparison.Row], phaseColumns: [String]) {
    let text: String
    do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
      throw InputFileError("cannot read \(path): \(error.localizedDescription)")
    }
    return try parse(text, file: path)
  }

  static func parse(_ text: String, file: String) throws -> (rows: [RecordedComparison.Row], phaseColumns: [String]) {
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    guard let header = lines.first, !header.isEmpty else { throw InputFileError("\(file):1:1: the CSV needs a header (time, view, …)") }
    let names = header.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) }
    guard let timeColumn = names.firstIndex(of: "time"), let viewColumn = names.firstIndex(of: "view") else {
      throw InputFileError("\(file):1:1: the header needs the columns time and view")
    }
    let phaseColumns = Set(names.indices.filter { names[$0].hasPrefix("phase.") })
    for (i, name) in names.enumerated() where name != "time" && name != "view" && !Trace.columns.contains(name) && !phaseColumns.contains(i) {
      throw InputFileError("\(file):1:\(column(of: i, in: header)): \"\(name)\" is not a trace column; columns: time, view, \(Trace.columns.joined(separator: ", "))")
    }
    var rows: [RecordedComparison.Row] = []
    for (n, line) in lines.enumerated().dropFirst() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) }
      guard cells.count == names.count else {
        throw InputFileError("\(file):\(n + 1):1: \(cells.count) cells; the header has \(names.count)")
      }
      guard let time = Double(decimalText: cells[timeColumn]), time.isFinite else {
        throw InputFileError("\(file):\(n + 1):\(column(of: timeColumn, in: line)): time \"\(cells[timeColumn])\" is not a finite number")
      }
      var values: [String: Double] = [:]
      for (i, cell) in cells.enumerated() where i != timeColumn && i != viewColumn && !phaseColumns.contains(i) && !cell.isEmpty {
        guard let value = Double(decimalText: cell), value.isFinite else {
          throw InputFileError("\(file):\(n + 1):\(column(of: i, in: line)): \(names[i]) \"\(cell)\" is not a finite number")
        }
        values[names[i]] = value
      }
      rows.append(RecordedComparison.Row(time: time, view: cells[viewColumn], values: values))
    }
    return (rows, phaseColumns.sorted().map { names[$0] })
  }

  /// The 1-based column where cell `index` starts.
  static func column(of index: Int, in line: Substring) -> Int {
    var cell = 0
    for (offset, character) in line.enumerated() {
      if cell == index { return offset + 1 }
      if character == "," { cell += 1 }
    }
    return line.count + 1
  }
}
