import ArgumentParser
import Foundation

extension TransitionBench {
  struct SummaryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "summary",
      abstract: "Print the suite's one-screen summary of a results.json (what the suite prints by default).",
      discussion: """
        The headline solvers (random order, fresh inputs when the file has them: the fastest rows), \
        a line for each other regime and order, fastest's targets, and a line or two each for the \
        easings, the transitions, the paths, eval and the reversal checks: at most 60 lines. \
        scripts/update-readme-run writes the README's run from it.
        """)

    @OptionGroup var common: CommonOptions

    @Argument(help: "A results.json written by transition-bench.")
    var results: String

    func validate() throws {
      guard FileManager.default.fileExists(atPath: results) else {
        throw ValidationError("\(results) does not exist: give a results.json written by transition-bench")
      }
    }

    func run() throws {
      print(SuiteSummary.text(try Results.read(from: results)))
    }
  }
}
