import Foundation
import Testing

/// `diff`'s verdicts at their exact boundaries (issue 25, point 5): each case sits on a
/// comparison, so flipping it (`>` for `>=`, `<` for `<=`), dropping a conjunct or loosening a
/// constant changes the verdict. The numbers are exact in binary where the comparison needs it
/// (doubling and halving are exact, so 2e-13 is 2·fl(1e-13)).
@Suite struct DiffBoundaryTests {
  typealias Fixture = DiffAccuracyTests

  /// The verdicts `diff` prints for the one solver row's time and error, in that order.
  static func verdicts(_ base: String, _ new: String, _ extra: [String] = []) throws -> (time: String, error: String, status: Int32) {
    let run = try Fixture.diff(base, new, extra + ["--format", "markdown"])
    // The Markdown table lists the changed rows: "| fastest easeIn random repeated | …" for the time,
    // "| fastest easeIn random repeated max \|Δy\| | …" for the error.
    func verdict(_ name: String) -> String {
      guard let line = run.stdout.split(separator: "\n").first(where: { $0.hasPrefix("| \(name) |") }) else { return "unchanged" }
      return line.contains("regressed") ? "regressed" : (line.contains("improved") ? "improved" : "unchanged")
    }
    return (verdict("fastest easeIn random repeated"), verdict("fastest easeIn random repeated max \\|Δy\\|"), run.status)
  }

  /// Time: a row regresses when its p10 is above the base's p90 by more than the threshold, and
  /// improves when its p90 is below the base's p10 by more than it: strictly, at 0 % as at 10 %.
  @Test(arguments: [
    (11.0, 12.0, "0%", "unchanged"),  // new p10 = base p90 exactly: no regression (`>`, not `>=`)
    (11.5, 12.0, "0%", "regressed"),  // past it
    (12.0, 13.0, "10%", "unchanged"),  // 12 < 11 · 1.1: the threshold is applied
    (8.0, 9.0, "0%", "unchanged"),  // new p90 = base p10 exactly: no improvement (`<`, not `<=`)
    (8.0, 8.5, "0%", "improved"),  // past it
    (7.5, 8.5, "10%", "unchanged"),  // 8.5 · 1.1 = 9.35 ≥ 9: the threshold is applied on this side too
  ])
  func timeVerdictsAtTheirBounds(p10: Double, p90: Double, threshold: String, verdict: String) throws {
    let base = Fixture.results(error: "1e-13", meets: true), new = Fixture.results(error: "1e-13", meets: true, p10: p10, p90: p90)
    let result = try Self.verdicts(base, new, ["--threshold", threshold])
    #expect(result.time == verdict, "p10 \(p10), p90 \(p90) at \(threshold) against 9 … 11")
  }

  /// Accuracy: grows past 2× and past the 1e-15 noise floor to regress; shrinks by 2× from above
  /// the floor to improve; a target lost or a finite error turned infinite regresses on its own.
  @Test(arguments: [
    ("1e-13", true, "2e-13", true, "unchanged"),  // exactly 2×: not past it
    ("1e-13", true, "2.1e-13", true, "regressed"),  // past 2×: the factor is 2, not more
    ("1e-16", true, "1e-15", true, "unchanged"),  // 10× but exactly at the noise floor
    ("1e-15", true, "5e-15", true, "regressed"),  // past the floor and past 2×
    ("1e-13", true, "5e-14", true, "unchanged"),  // exactly halved: not past it
    ("1e-15", true, "1e-16", true, "unchanged"),  // 10× smaller, but the base is at the floor
    ("1e-13", false, "\"inf\"", false, "regressed"),  // finite to infinite, the target never met
    ("1e-13", false, "1e-13", false, "unchanged"),  // a target never met is not lost
  ])
  func errorVerdictsAtTheirBounds(base: String, baseMeets: Bool, new: String, newMeets: Bool, verdict: String) throws {
    let result = try Self.verdicts(Fixture.results(error: base, meets: baseMeets), Fixture.results(error: new, meets: newMeets))
    #expect(result.error == verdict, "\(base) (meets \(baseMeets)) → \(new) (meets \(newMeets))")
    #expect(result.status == (verdict == "regressed" ? 1 : 0))
  }

  /// A transition row's one figure: ns per frame within the threshold either way is unchanged,
  /// at exactly the bound too.
  @Test func aTransitionRowAtItsBoundIsUnchanged() throws {
    func results(_ ns: Double) -> String {
      """
      {"schemaVersion": 3, "tool": "transition-bench", "version": "1", "commit": "c", "date": "d",
       "machine": {"cpus": 2, "model": "m"}, "seed": 1, "solvers": [], "verify": [],
       "transitions": [{"transition": "slide", "operation": "push", "layers": 2, "fps": 60, "nsPerFrame": \(ns),
         "nsPerLayerFrame": \(ns / 2), "allocsPerFrame": 0, "ratioToSolvePlusApply": 1}]}
      """
    }
    let same = try Fixture.diff(results(100), results(100), ["--threshold", "0%"])
    #expect(same.status == 0 && same.stdout.contains("0 regressed, 0 improved, 1 unchanged"), "\(same.stdout)")
    let faster = try Fixture.diff(results(100), results(95), ["--threshold", "10%"])
    #expect(faster.stdout.contains("0 regressed, 0 improved, 1 unchanged"), "5 % faster at 10 %: \(faster.stdout)")
    let slower = try Fixture.diff(results(100), results(125), ["--threshold", "10%"])
    #expect(slower.status == 1 && slower.stdout.contains("1 regressed"), "\(slower.stdout)")
  }
}
