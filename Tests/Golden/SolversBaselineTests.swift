import Testing

/// `solvers` with `--solvers` that leave out the baseline still has every `×` ratio: the
/// baseline is measured beside the chosen solvers (before, every `× browser` cell read nan).
@Suite struct SolversBaselineTests {
  @Test func theBaselineIsMeasuredWhenNotChosen() throws {
    let run = try BenchTool.run(["solvers", "--quick", "--curves", "ease", "--solvers", "fastest,skia", "--order", "random", "--detail"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("\nbrowser "), "\(run.stdout)")
    #expect(!run.stdout.contains("nan"), "\(run.stdout)")
    let chosen = try BenchTool.run(["solvers", "--quick", "--curves", "ease", "--solvers", "fastest", "--baseline", "fastest", "--order", "random"])
    #expect(chosen.status == 0 && !chosen.stdout.contains("\nbrowser "), "a chosen baseline adds nothing: \(chosen.stdout)")
  }
}
