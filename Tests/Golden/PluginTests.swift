import Foundation
import Testing

/// `solvers --plugin`: the example plugins of `examples/plugins/` (C and Swift, through
/// `include/transition_solver.h`), built by `scripts/build-plugins`, timed and checked like the
/// built-in solvers; the planted error of the Swift one shows in the accuracy columns; a library
/// that is not a usable plugin is refused with its reason.
@Suite(.serialized) struct PluginTests {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Runs a command in the package directory; returns its exit status and output.
  static func shell(_ command: String) throws -> (status: Int32, output: String) {
    let run = try ChildProcess.run(URL(fileURLWithPath: "/bin/bash"), ["-c", "exec 2>&1; " + command], directory: package)
    return (run.status, run.stdout)
  }

  /// The two example plugins, built into a fresh directory.
  static func built() throws -> (c: String, swift: String, directory: URL) {
    let directory = try BenchTool.temporaryDirectory()
    let run = try shell("scripts/build-plugins '\(directory.path)'")
    #expect(run.status == 0, "\(run.output)")
    let paths = run.output.split(separator: "\n").map(String.init).filter { $0.hasSuffix(".so") }
    try #require(paths.count == 2, "\(run.output)")
    return (paths[0], paths[1], directory)
  }

  /// CSV rows of `solvers` keyed by solver, for one curve.
  static func rows(_ csv: String) -> [String: [String: String]] {
    let lines = csv.split(separator: "\n").map(String.init)
    guard let header = lines.first?.split(separator: ",").map(String.init) else { return [:] }
    var rows: [String: [String: String]] = [:]
    for line in lines.dropFirst() {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      rows[cells[0]] = Dictionary(uniqueKeysWithValues: zip(header, cells))
    }
    return rows
  }

  @Test func theExamplePluginsAreTimedAndCheckedLikeBuiltInSolvers() throws {
    let (c, swift, directory) = try Self.built()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try BenchTool.run(["solvers", "--quick", "--curves", "ease", "--order", "random", "--plugin", c, "--plugin", swift, "--format", "csv"])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = Self.rows(run.stdout)
    #expect(Set(rows.keys) == ["floor", "floor-scalar", "browser", "fastest", "reference", "plugin:c-newton", "plugin:swift-bisection-planted", "abi-call"])
    let correct = try #require(rows["plugin:c-newton"]), planted = try #require(rows["plugin:swift-bisection-planted"])
    #expect(correct["family"] == "plugin" && correct["meetsAccuracyTarget"] == "true", "\(correct)")
    #expect(Double(correct["maxAbsErr"] ?? "") ?? 1 < 1e-12, "\(correct)")
    // The planted short-cut y = x above x = 0.999: ease is at 0.99999984 where x = 0.9995.
    #expect(planted["meetsAccuracyTarget"] == "false", "\(planted)")
    #expect((Double(planted["maxAbsErr"] ?? "") ?? 0) > 1e-4, "\(planted)")
    let overhead = try #require(rows["abi-call"])
    #expect((Double(overhead["medianNs"] ?? "") ?? 0) > 0)
    // The table names the policy the plugin states and explains the overhead row.
    let table = try BenchTool.run(["solvers", "--quick", "--curves", "ease", "--order", "random", "--plugin", c])
    #expect(table.stdout.contains("abi-call is a trivial solver (y = x)"))
    #expect(table.stdout.split(separator: "\n").contains { $0.hasPrefix("plugin:c-newton") && $0.hasSuffix("clamps, unclamped, double") })
  }

  @Test func aLibraryThatIsNotAUsablePluginIsRefusedWithItsReason() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = try BenchTool.run(["solvers", "--quick", "--plugin", directory.appendingPathComponent("none.so").path])
    #expect(missing.status == 2 && missing.stderr.contains("cannot load it"), "\(missing.stderr)")
    // A library without the entry point, and one with a version this bench does not read.
    let source = directory.appendingPathComponent("bad.c")
    try """
      #include "transition_solver.h"
      static transition_solver_v1 table = { 99, sizeof(transition_solver_v1), "future" };
      const transition_solver_v1 *transition_solver_v1_entry(void) { return &table; }
      int unrelated(void) { return 1; }
      """.write(to: source, atomically: true, encoding: .utf8)
    try """
      int unrelated(void) { return 1; }
      """.write(to: directory.appendingPathComponent("none.c"), atomically: true, encoding: .utf8)
    let build = try Self.shell("""
      cc=$(command -v clang || command -v cc); d='\(directory.path)'
      "$cc" -shared -fPIC -Iinclude -o "$d/libfuture.so" "$d/bad.c" && "$cc" -shared -fPIC -o "$d/libnone.so" "$d/none.c"
      """)
    try #require(build.status == 0, "\(build.output)")
    let none = try BenchTool.run(["solvers", "--quick", "--plugin", directory.appendingPathComponent("libnone.so").path])
    #expect(none.status == 2 && none.stderr.contains("exports no transition_solver_v1_entry"), "\(none.stderr)")
    let future = try BenchTool.run(["solvers", "--quick", "--plugin", directory.appendingPathComponent("libfuture.so").path])
    #expect(future.status == 2 && future.stderr.contains("its ABI version is 99; this bench reads version 1"), "\(future.stderr)")
  }
}
