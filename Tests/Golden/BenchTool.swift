import Foundation
import Testing

/// Runs the built `transition-bench` (the same build the tests come from) and captures what it
/// prints. `scripts/test` builds every product before testing (`swift build --build-tests`).
struct BenchTool {
  typealias Run = ChildProcess.Run

  /// The executable next to the test bundle, or in .build/debug of this package.
  static let executable: URL? = {
    var candidates: [URL] = []
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = runner.deletingLastPathComponent()
    for _ in 0..<4 {
      candidates.append(directory.appendingPathComponent("transition-bench"))
      directory = directory.deletingLastPathComponent()
    }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(package.appendingPathComponent(".build/debug/transition-bench"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Runs the tool (`executable`, or the built one) with `arguments`, feeding `input` on stdin.
  static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:], executable: URL? = nil) throws -> Run {
    let executable = try #require(executable ?? Self.executable, "transition-bench is not built: run `swift build --build-tests` (scripts/test does)")
    return try ChildProcess.run(executable, arguments, input: input, environment: environment)
  }

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("transition-bench-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
