import Foundation
import Testing

/// The command line's usage contract beyond each command's own options (issue 40 §4): an unknown
/// command and a list given to a single-valued option are usage errors (exit 2), never a silent
/// fallback.
@Suite struct CommandLineTests {
  /// An unknown command prints the root's usage with exit 2, with or without `--help`; it used to
  /// reach the default suite, whose help printed with exit 0.
  @Test(arguments: [["nosuch"], ["nosuch", "--help"], ["chek", "slide"]])
  func anUnknownCommandPrintsTheRootUsage(_ arguments: [String]) throws {
    let run = try BenchTool.run(arguments)
    #expect(run.status == 2, "\(arguments): \(run.stderr)")
    #expect(run.stderr.contains("unknown command '\(arguments[0])'"), "\(run.stderr)")
    #expect(run.stderr.contains("Usage: transition-bench <subcommand>"), "the root's usage: \(run.stderr)")
    #expect(run.stdout.isEmpty, "no help on stdout: \(run.stdout)")
  }

  /// `--operation` takes one operation: a list is refused, where `check` used to check only the
  /// first match silently; an operation the transition lacks names the ones it has.
  @Test(arguments: [
    (["check", "slide", "--operation", "pop,push"], "'pop,push' is invalid"),
    (["trace", "slide", "--operation", "pop,push"], "'pop,push' is invalid"),
    (["check", "slide", "--reverse", "slide", "--reverse-operation", "pop,push"], "'pop,push' is invalid"),
    (["check", "slide", "--operation", "custom"], "slide has no operation custom; it has push, pop"),
  ])
  func anOperationIsOneOperation(_ arguments: [String], _ mentioned: String) throws {
    let run = try BenchTool.run(arguments)
    #expect(run.status == 2, "\(arguments): \(run.stderr)")
    #expect(run.stderr.contains(mentioned), "\(arguments): \(run.stderr)")
  }

  /// The commands and `help` still reach their own help.
  @Test func aKnownCommandsHelpIsItsOwn() throws {
    let run = try BenchTool.run(["check", "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("USAGE: transition-bench check"))
    let viaHelp = try BenchTool.run(["help", "check"])
    #expect(viaHelp.status == 0 && viaHelp.stdout.contains("USAGE: transition-bench check"))
  }

  /// Help and tables that had drifted from the code (issue 40 §6): `check --strict` names every
  /// warning kind (it listed four of five), `conform` offers only the formats it writes (it
  /// offered csv and refused it), and one curve is "1 curve".
  @Test func helpAndCountsSayWhatTheCodeDoes() throws {
    let check = try BenchTool.run(["check", "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
      .replacingOccurrences(of: #" +"#, with: " ", options: .regularExpression)
    for phrase in ["a phase no track uses", "a transform track with an end that has no decomposition"] {
      #expect(check.contains(phrase), "\(phrase): \(check)")
    }
    let conform = try BenchTool.run(["conform", "--help"]).stdout
    #expect(conform.contains("(values: table, json; default: table)") && !conform.contains("csv"), "\(conform)")
    let solvers = try BenchTool.run(["solvers", "--quick", "--solvers", "fastest", "--curves", "ease"])
    #expect(solvers.status == 0 && solvers.stdout.contains("geometric mean over 1 curve,"), "\(solvers.stdout)")
  }
}
