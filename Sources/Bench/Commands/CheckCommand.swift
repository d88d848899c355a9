import ArgumentParser
import Foundation
import JSON
import SolverBench
import Specs
import TextFormat
import Transitions

extension TransitionBench {
  struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract:
        """
        Check a transition spec (and its reverse): continuity, cancel and finish, springs, interactive scripts, and \
        the pair's reversal verdict. Exit 1 if a check fails or the verdict is weaker than the spec expects.
        """,
      discussion: """
        SPEC is a spec file (.json, .yaml, .yml) or a catalogue name (with --operation). The \
        reverse is --reverse SPEC2, or the spec's inline "reverse". Verdicts, strongest first: \
        timeReversible, pathReversible, endStatesOnly, notReversible.
        """)

    @OptionGroup var common: CommonOptions

    @OptionGroup var source: SpecArgument

    @Option(help: "The reverse transition's spec file or catalogue name.")
    var reverse: String?

    @Option(help: "The operation of the reverse, for a catalogue name.")
    var reverseOperation: TransitionOperation?

    @Option(help: "Frames per second of the sampled checks: 60 or 120.")
    var fps: Double = 60

    @Option(help: "table or json.")
    var format: ReportFormat = .table

    @Flag(
      help: ArgumentHelp(
        "Fail (exit 1) on a warning: \(SpecWarning.Kind.allCases.map(\.summary).joined(separator: ", ")).")
    )
    var strict = false

    func validate() throws {
      guard fps == 60 || fps == 120 else { throw ValidationError("--fps takes 60 or 120, got \(Format.number(fps))") }
    }

    func run() throws {
      let forward = try source.load()
      let reverseLoaded = try reverse.map { try SpecSource.load($0, operation: reverseOperation) }
      let report: CheckReport
      do { report = try TransitionCheck.check(forward, reverse: reverseLoaded, fps: fps) } catch let error as SpecError
      {
        throw InputFileError("\(error)")
      }
      var warnings = try SpecSource.warnings(forward)
      if let reverseLoaded { warnings += try SpecSource.warnings(reverseLoaded) }
      for warning in warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
      switch format {
      case .json:
        print(
          try JSONValueEncoder().encode(CheckOutput(report, warnings: warnings)).formatted(sortingKeys: false),
          terminator: "")
      default:
        let name = "\(forward.spec.name) \(forward.spec.operation.rawValue)"
        print(CheckOutput.table(report, warnings: warnings, name: name))
      }
      if !report.passed || (strict && !warnings.isEmpty) {
        var reasons = report.failures.map(\.summary)
        if strict && !warnings.isEmpty { reasons.insert("\(warnings.count) warning(s) with --strict", at: 0) }
        throw CheckFailed(message: "check: " + reasons.joined(separator: "; "))
      }
    }
  }
}
