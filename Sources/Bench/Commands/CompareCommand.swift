import ArgumentParser
import Curves
import Foundation
import SolverBench
import Transitions

extension TransitionBench {
  struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "compare",
      abstract: "Judge a trace recorded on a device or in a browser against the model, as time and as space: the start latency and the duration ratio that best explain it (with their confidence), per view and property the spatial and the timing error, the 50% and 90% travel times, the curve the recording actually ran, and a diagnosis in words. Exit 1 when a value is beyond both tolerances.",
      discussion: """
        The CSV has the columns of `trace --format csv`: time, view, then any of centerX, centerY, \
        width, height, frameX, frameY, frameWidth, frameHeight, a, b, c, d, tx, ty, alpha, cornerRadius, \
        shadowOpacity, maskX, maskY, maskRadius, tint, hidden, zIndex (a subset is fine; an empty cell is \
        not recorded). A model trace's phase.<name>.fraction and phase.<name>.progress columns are \
        read past and listed as not compared. Rows may be at any times, on any clock. \
        The verdict takes the fitted latency as the animation's start and the spec's duration as the \
        recording's: a value passes when it is within --tolerance (points) or --unit-tolerance \
        (alpha, the transform's a…d, …) of the model, or when the model reaches it within the time \
        tolerance (--time-tolerance, by default the recording's clock jitter). A duration ratio is \
        diagnosed, never removed. The latency is judged only with --max-latency.
        """)

    @OptionGroup var common: CommonOptions
    @OptionGroup var source: SpecArgument
    @Option(help: "The recorded CSV file.") var recorded: String
    @Option(help: "The spatial tolerance of point columns (centre, size, frame, tx, ty, radii), in points.") var tolerance: Double = 0.5
    @Option(help: "The spatial tolerance of unitless columns (alpha, shadowOpacity, tint, a, b, c, d, hidden, zIndex).") var unitTolerance: Double = 0.01
    @Option(help: "The timing tolerance in seconds (default: the recording's clock jitter, estimated from its timestamps).") var timeTolerance: Double?
    @Option(help: "The largest start latency allowed, in seconds (default: reported, not judged).") var maxLatency: Double?
    @Flag(help: "Skip the curve fit (the presets, the best cubic-bezier and spring).") var noCurveFit = false
    @Option(help: "table or json.") var format: ReportFormat = .table

    func validate() throws {
      for (name, value) in [("--tolerance", tolerance), ("--unit-tolerance", unitTolerance), ("--time-tolerance", timeTolerance), ("--max-latency", maxLatency)] {
        if let value, !(value.isFinite && value >= 0) { throw ValidationError("\(name) must be a finite number ≥ 0, got \(value)") }
      }
    }

    func run() throws {
      let spec = try source.load()
      let transition = try SpecSource.transition(spec)
      let (rows, phaseColumns) = try RecordedCSV.read(recorded)
      let tolerances = RecordedComparison.Tolerances(points: tolerance, unitless: unitTolerance, time: timeTolerance, latency: maxLatency)
      let comparison: RecordedComparison
      let curve: RecordingCurveFit?
      do {
        comparison = try RecordedComparison(transition, rows: rows, tolerances: tolerances)
        curve = noCurveFit ? nil : try RecordingCurveFit(spec, rows: rows)
      } catch { throw InputFileError("\(recorded): \(error)") }
      let output = CompareOutput(
        comparison: comparison, curve: curve, transition: transition, recorded: recorded, rows: rows.count, notCompared: phaseColumns,
        specCurve: CompareDiagnosis.specCurve(spec))
      switch format {
      case .json: print(output.json.formatted(sortingKeys: false), terminator: "")
      default: print(output.text)
      }
      if !comparison.passes {
        throw CheckFailed(message: "compare: \(output.verdict)")
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
