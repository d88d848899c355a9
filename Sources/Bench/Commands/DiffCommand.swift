import SolverBench
import ArgumentParser
import Foundation

extension TransitionBench {
  struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "diff",
      abstract: "Compare two results.json files: list the rows that regressed or improved, and exit 1 on a regression.",
      discussion: """
        A solver or easing row regresses when its p10 is slower than the base's p90 by more than \
        the threshold (the runs' spreads do not overlap), and improves when its p90 is faster than \
        the base's p10 by more than it. A transition row (one figure, ns per frame) regresses when \
        it is slower by more than the threshold. A solver's worst error |y - y_ref| regresses when \
        it no longer meets the accuracy target it met, or grows past --error-factor times the \
        base's (and past 1e-15, double round-off). Rows are matched by solver, curve and order \
        (easings by easing and order, transitions by name, operation and layers); rows in one \
        file only are counted, not judged; runs of different builds are compared with a warning. \
        --format markdown writes a section for a CI step summary. Exit 0: no regression; 1: a \
        regression; 2: bad input.
        """)

    @OptionGroup var common: CommonOptions

    @Argument(help: "The base results.json (the earlier run).")
    var base: String

    @Argument(help: "The new results.json.")
    var new: String

    @Option(help: "How much slower counts, as a percentage (10%) or a fraction (0.1).")
    var threshold: String = "10%"

    @Option(help: "How many times larger a solver's worst error must grow to count (more than 1).")
    var errorFactor: Double = 2

    @Option(help: "table, or markdown (a section for a CI step summary such as $GITHUB_STEP_SUMMARY).")
    var format: DiffFormat = .table

    enum DiffFormat: String, ExpressibleByArgument, CaseIterable { case table, markdown }

    /// The threshold as a fraction: "10%" → 0.1, "0.1" → 0.1.
    static func fraction(_ text: String) throws -> Double {
      let percent = text.hasSuffix("%")
      guard let value = Double(percent ? String(text.dropLast()) : text), value.isFinite, value >= 0 else {
        throw ValidationError("--threshold takes a percentage such as 10% or a fraction such as 0.1, got \(text)")
      }
      return percent ? value / 100 : value
    }

    func validate() throws {
      for path in [base, new] where !FileManager.default.fileExists(atPath: path) {
        throw ValidationError("\(path) does not exist: give two results.json files written by transition-bench")
      }
      _ = try Self.fraction(threshold)
      guard errorFactor.isFinite, errorFactor > 1 else {
        throw ValidationError(
          "--error-factor takes a number above 1 (how many times larger an error must grow), got \(errorFactor)")
      }
    }

    func run() throws {
      let diff = ResultsDiff(
        base: try Results.read(from: base), new: try Results.read(from: new), threshold: try Self.fraction(threshold),
        errorFactor: errorFactor)
      for warning in [diff.buildWarning, diff.inputsWarning].compactMap({ $0 }) {
        FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
      }
      print(format == .markdown ? diff.markdown() : diff.table(), terminator: format == .markdown ? "" : "\n")
      if !diff.regressions.isEmpty {
        throw CheckFailed(message: "diff: \(diff.regressions.count) row(s) regressed beyond \(threshold)")
      }
    }
  }
}
