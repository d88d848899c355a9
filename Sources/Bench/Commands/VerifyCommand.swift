import ArgumentParser
import Foundation
import Transitions

extension TransitionBench {
  struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "verify",
      abstract: "Check the reversal contract (DESIGN.md §4): time symmetry, end states, continuity, cancel and finish. Exit 1 if any check fails.")

    @OptionGroup var common: CommonOptions

    @Argument(help: "Catalogue names to check (default: all).")
    var names: [String] = []

    @Option(help: "table, json or csv.")
    var format: OutputFormat = .table

    func validate() throws {
      let known = Set(Catalogue.all().map(\.kind.rawValue))
      if let bad = names.first(where: { !known.contains($0) }) {
        throw ValidationError("unknown transition '\(bad)'; known: \(known.sorted().joined(separator: ", "))")
      }
    }

    static func reports(names: [String]) throws -> [ReversalVerifier.Report] {
      let all = try ReversalVerifier.verifyCatalogue()
      return names.isEmpty ? all : all.filter { names.contains($0.transition.rawValue) }
    }

    func run() throws {
      let reports = try Self.reports(names: names)
      Output.verify(reports, format: format)
      let failed = reports.filter { !$0.passed }
      if !failed.isEmpty {
        throw CheckFailed(message: "verify: \(failed.count) check(s) above tolerance: " + failed.map { "\($0.transition) \($0.operation.rawValue) \($0.check.rawValue)" }.joined(separator: "; "))
      }
    }
  }
}
