import SolverBench
import ArgumentParser
import Foundation

extension TransitionBench {
  struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "report",
      abstract: "Render report.html (self-contained, inline SVG charts) from a results.json.",
      discussion: """
        Charts: speed (ns per solve per solver and curve), error (|y − reference| against x, \
        log scale), scaling (ns per layer-frame against layers), filmstrip (twoPhase push) and \
        reversal (largest deviation per transition). Writes report.html next to the input \
        unless --output is given.
        """)

    @OptionGroup var common: CommonOptions

    @Option(help: "The results.json to render.")
    var input: String

    @Option(help: "Where to write the HTML (default: report.html next to the input).")
    var output: String?

    func validate() throws {
      guard FileManager.default.fileExists(atPath: input) else {
        throw ValidationError("--input \(input) does not exist: give a results.json written by transition-bench")
      }
    }

    func run() throws {
      let results = try Results.read(from: input)
      let path =
        output ?? URL(fileURLWithPath: input).deletingLastPathComponent().appendingPathComponent("report.html").path
      try Self.write(results, to: path)
      print("report: \(path)")
    }

    static func write(_ results: Results, to path: String) throws {
      try Data(try ReportPage.html(results).utf8).write(to: URL(fileURLWithPath: path))
    }
  }
}
