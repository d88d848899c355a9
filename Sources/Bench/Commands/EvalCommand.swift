import ArgumentParser
import Foundation
import Eval
import JSON

/// `transition-bench eval`: the conformance interface (README §eval). JSON Lines in, one JSON
/// line out per non-blank input line, in order; a bad line never stops the run.
struct EvalCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "eval",
    abstract: "Evaluate JSON Lines requests from stdin against the reference implementation.",
    discussion: """
      Each input line is {"id": <scalar, optional>, "op": "<name>", …fields}; each output line \
      is {"id", "op", …results} or {"id", "op", "error", "errorKind"} with errorKind one of \
      parse, unknownOp, missingField, invalidValue, notInvertible, gsl, domain. Blank lines \
      are skipped. Exit 0 when stdin was read to the end, even if lines failed. \
      Operations: \(EvalDispatcher.operationNames.joined(separator: ", ")).
      """)

  @OptionGroup var common: CommonOptions

  func run() throws {
    // --quick changes nothing here: eval's cost is the input's.
    // One session for the stream (easings and prepared solvers kept between lines); each
    // chunk's answers are written before the next read waits (EvalStream).
    try EvalStream().run()
  }
}
