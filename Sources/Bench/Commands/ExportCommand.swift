import ArgumentParser
import Foundation

extension TransitionBench {
  struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Convert a results.json for CI benchmark tools: Bencher's metric format or github-action-benchmark's.",
      discussion: """
        --format bmf writes the Bencher Metric Format (per benchmark: latency in ns with p10 and \
        p90 as lower and upper values, max-abs-err, allocs-per-op); --format \
        github-action-benchmark writes its customSmallerIsBetter array (ns, |Δy| and allocs \
        entries). Benchmarks are named solvers/<solver>/<curve>/<order>, \
        solvers/<solver>/geomean/<order>, easings/<easing>/<order>, \
        transitions/<transition>/<operation>/<layers>/<fps>fps, eval/<stream> and \
        paths/<path>/<engine>/length and /point. The suite writes the same with its own --format.
        """)

    @OptionGroup var common: CommonOptions

    @Argument(help: "A results.json written by transition-bench (schemaVersion 1, 2 or 3).")
    var input: String

    @Option(help: "bmf or github-action-benchmark.")
    var format: ResultsExport.CIFormat

    @Option(help: "Write to this file instead of stdout.")
    var output: String?

    func validate() throws {
      guard FileManager.default.fileExists(atPath: input) else {
        throw ValidationError("\(input) does not exist: give a results.json written by transition-bench")
      }
    }

    func run() throws {
      let text = ResultsExport.text(try Results.read(from: input), as: format)
      guard let output else { return print(text, terminator: "") }
      do { try Data(text.utf8).write(to: URL(fileURLWithPath: output)) } catch {
        throw InputFileError("cannot write \(output): \(error.localizedDescription)")
      }
    }
  }
}
