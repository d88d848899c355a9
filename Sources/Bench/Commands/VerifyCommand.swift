import ArgumentParser
import Foundation
import Specs
import Transitions

extension TransitionBench {
  struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "verify",
      abstract:
        """
        Check the reversal contract: time symmetry, end states, continuity, cancel and finish. Exit 1 if any check \
        fails.
        """
    )

    @OptionGroup var common: CommonOptions

    @Argument(help: "Catalogue names, or spec files (.json, .yaml, .yml), to check (default: the whole catalogue).")
    var names: [String] = []

    @Option(help: "table, json or csv.")
    var format: OutputFormat = .table

    func validate() throws {
      let known = Set(Catalogue.all().map(\.kind.rawValue))
      if let bad = names.first(where: { !known.contains($0) && !SpecSource.isFile($0) }) {
        throw ValidationError(
          """
          unknown transition '\(bad)'; known: \(known.sorted().joined(separator: ", ")), or a spec file (.json, \
          .yaml, .yml)
          """
        )
      }
    }

    /// The catalogue's reports for the catalogue names (all of them when none is given), then each
    /// spec file's own checks (continuity, cancel and finish, springs against the ODE).
    static func reports(names: [String]) throws -> [ReversalVerifier.Report] {
      let catalogueNames = names.filter { !SpecSource.isFile($0) }
      let files = names.filter(SpecSource.isFile)
      var reports: [ReversalVerifier.Report] = []
      if names.isEmpty || !catalogueNames.isEmpty {
        let kinds = catalogueNames.isEmpty ? nil : Set(catalogueNames.map(TransitionKind.init(rawValue:)))
        reports += try ReversalVerifier.verifyCatalogue(kinds: kinds)
      }
      for file in files {
        let loaded = try SpecSource.load(file)
        do { reports += try TransitionCheck.check(loaded).reports } catch { throw ValidationError("\(file): \(error)") }
      }
      return reports
    }

    func run() throws {
      let reports = try Self.reports(names: names)
      Output.verify(reports, format: format)
      let failed = reports.filter { !$0.passed }
      if !failed.isEmpty {
        throw CheckFailed(
          message: "verify: \(failed.count) check(s) above tolerance: "
            + failed.map { "\($0.transition) \($0.operation.rawValue) \($0.check.rawValue)" }.joined(separator: "; "))
      }
    }
  }
}
