import ArgumentParser
import Curves
import Foundation
import SolverBench
import SolverZoo
import SpringPlatforms

/// `transition-bench`: the project's benchmark, verification and conformance tool.
///
/// Exit codes (a contract): 0 success, 1 a check failed (verify found a deviation above its
/// tolerance), 2 bad usage (ArgumentParser's validation errors, which it would report as 64).
@main
struct TransitionBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "transition-bench",
    abstract: "Benchmarks and checks for UI transition math: curve solvers, transitions, reversal.",
    discussion: """
      With no subcommand, runs the standard suite: every solver on the presets and the stress \
      set over the fixed x sets (random and sorted order), the transition catalogue and \
      the collection layout transitions (2D and 3D) at 1, 1,000, 10,000 and 100,000 cells, eval's lines \
      per second, and the reversal checks. Prints tables and writes results.json and report.html to \
      ./results/<UTC time>/ (--output to \
      choose). Exit codes: 0 ok, 1 a check failed, 2 bad usage.
      """,
    version: "0.2.0",
    subcommands: [
      SuiteCommand.self, SolversCommand.self, TransitionsCommand.self, TraceCommand.self, VerifyCommand.self,
      CheckCommand.self,
      GoldenCommand.self, CompareCommand.self, SpecCommand.self, SpringsCommand.self, DecayCommand.self,
      PathsCommand.self, FramesCommand.self, ReportCommand.self, SummaryCommand.self,
      DiffCommand.self, ExportCommand.self, HistoryCommand.self, EvalCommand.self, EvalBenchCommand.self,
      ConformCommand.self,
    ],
    defaultSubcommand: SuiteCommand.self)

  /// Runs the command line with the project's exit codes.
  ///
  /// A usage error found while a subcommand runs (a `ValidationError` from its `run()`) prints
  /// that subcommand's usage, as ArgumentParser does for errors found while parsing, never the
  /// root's.
  static func main() {
    var commandType: ParsableCommand.Type = TransitionBench.self
    if let unknown = unknownSubcommand(in: Array(CommandLine.arguments.dropFirst())) {
      FileHandle.standardError.write(Data("\(unknownSubcommandFailure(unknown))\n".utf8))
      Foundation.exit(2)
    }
    do {
      var command = try parseAsRoot()
      commandType = type(of: command)
      try command.run()
    } catch let failure as CheckFailed {
      FileHandle.standardError.write(Data("\(failure.message)\n".utf8))
      Foundation.exit(1)
    } catch let input as InputFileError {
      FileHandle.standardError.write(Data("Error: \(input.message)\n".utf8))
      Foundation.exit(2)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      let message =
        code == .validationFailure && commandType != TransitionBench.self
        ? usageFailure(message(for: error), in: commandType)
        : fullMessage(for: error)
      FileHandle.standardError.write(Data("\(message)\n".utf8))
      Foundation.exit(code == .validationFailure ? 2 : code.rawValue == 1 ? 1 : 2)
    }
  }

  /// The first argument when it names no subcommand. The default subcommand (the suite) takes no
  /// positional argument, so a first word that is not a subcommand's name (nor `help`) is a
  /// misspelt or unknown command: without this, ArgumentParser would hand it to the suite, and
  /// `nosuch --help` would print the suite's help with exit 0.
  static func unknownSubcommand(in arguments: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), first != "help" else { return nil }
    let names = configuration.subcommands.compactMap { $0.configuration.commandName }
    return names.contains(first) ? nil : first
  }

  /// An unknown command's error: what there is, then the root's usage.
  static func unknownSubcommandFailure(_ name: String) -> String {
    let names = configuration.subcommands.compactMap { $0.configuration.commandName }
    return """
      Error: unknown command '\(name)'; the commands: \(names.joined(separator: ", "))
      Usage: \(usageString(for: TransitionBench.self))
        See 'transition-bench --help' for more information.
      """
  }

  /// A usage error under `subcommand`: the message, then that subcommand's usage and help hint.
  static func usageFailure(_ message: String, in subcommand: ParsableCommand.Type) -> String {
    let name = subcommand.configuration.commandName ?? "\(subcommand)"
    return """
      Error: \(message)
      Usage: \(usageString(for: subcommand))
        See 'transition-bench \(name) --help' for more information.
      """
  }
}

/// A file the user gave that cannot be read as what it should be (a spec, a recording, a golden,
/// a results file): exit code 2, with the message alone (the file, line and column, and what is
/// allowed), not the command's usage, which was right.
struct InputFileError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// A check that ran and failed (exit code 1).
struct CheckFailed: Error {
  var message: String
}

/// Options every command shares.
struct CommonOptions: ParsableArguments {
  @Flag(help: "A short run (under 2 s in a debug build), for tests and smoke checks.")
  var quick = false

  var harness: Harness { quick ? .quick : .standard }
}

/// Output formats.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case table, json, csv
}

/// A report's output format where CSV has no meaning (`check`): its help lists only these.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
  case table, json
}

/// Solver ids on the command line (`--solver`, `--baseline`): exactly a ``SolverID`` raw value.
extension SolverID: ExpressibleByArgument {}

/// `springs --android-property`.
extension AndroidSpring.Property: ExpressibleByArgument {}
