import Foundation
import Testing

/// The README's run is what the suite printed, from that run's results.json, not typed by hand:
/// the block between `<!-- run:begin -->` and `<!-- run:end -->` is `transition-bench summary` of
/// examples/readme-run/results.json, exactly (`scripts/update-readme-run` writes both).
@Suite struct ReadmeRunTests {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func theReadmesRunIsTheSummaryOfItsResults() throws {
    let readme = try String(contentsOf: Self.package.appendingPathComponent("README.md"), encoding: .utf8)
    let begin = try #require(readme.range(of: "<!-- run:begin -->\n```\n"))
    let end = try #require(readme.range(of: "\n```\n<!-- run:end -->"))
    let block = String(readme[begin.upperBound..<end.lowerBound])
    let results = Self.package.appendingPathComponent("examples/readme-run/results.json")
    let run = try BenchTool.run(["summary", results.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(block + "\n" == run.stdout, "README's run differs from the summary of its results; run scripts/update-readme-run")
    #expect(block.split(separator: "\n").count <= 60)
  }
}
