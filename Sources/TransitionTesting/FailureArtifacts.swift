import Foundation  // writing the files under XCTest (ARCHITECTURE.md, "Modules")
import Geometry
import JSON
import Specs
import Transitions

#if canImport(Testing)
  import Testing
#endif

/// What a failing expectation leaves beside its message, so that the failure can be seen and
/// not only read: per transition involved, its trace as `transition-bench trace --format json`
/// writes it and its storyboard as `trace --format svg` draws it.
///
/// - Inside a Swift Testing `@Test`, each file is an attachment (`Attachment.record`): `swift test
///   --attachments-path DIR` saves them, and IDEs show them with the issue.
/// - Inside an XCTest case, the files are written to `$TRANSITION_TESTING_ARTIFACTS` (default: the
///   temporary directory's `TransitionTesting`), under `<test file>/<line>-<name>`, and the
///   failure message says where.
///
/// The trace samples at 60 fps, or at fewer frames per second for a transition longer than 60 s
/// (at most 3,600 frames); the storyboard draws the transition's container, or
/// `TransitionSpec.defaultContainer` when it has none.
public struct FailureArtifacts: Sendable {
  /// One file: its name (`<name>.trace.json`, `<name>.storyboard.svg`) and contents.
  public struct File: Sendable, Hashable {
    /// The file's name.
    public var name: String
    /// Its text.
    public var contents: String
  }

  /// The files, in order: each transition's trace, then its storyboard.
  public private(set) var files: [File] = []
  /// What could not be made (a trace that does not encode), in words; empty when every file was.
  public private(set) var problems: [String] = []

  /// The files for each transition, each named `name` (made safe for a file name: letters,
  /// digits, `.`, `-` and `_` kept, anything else a `-`).
  public init(_ transitions: [(name: String, transition: Transition)]) {
    for (name, transition) in transitions {
      let base = Self.fileName(name)
      let fps = min(60, 3_600 / max(transition.duration, 1e-9))
      do {
        let json = try JSONValueEncoder().encode(Trace(transition, fps: fps)).formatted()
        files.append(File(name: base + ".trace.json", contents: json))
      } catch {
        problems.append("the trace of \(name) does not encode: \(error)")
      }
      let container = transition.container?.bounds.size ?? TransitionSpec.defaultContainer
      files.append(File(name: base + ".storyboard.svg", contents: Storyboard.svg(transition, container: container)))
    }
  }

  /// `name` with every character other than ASCII letters, digits, `.`, `-` and `_` made a `-`.
  static func fileName(_ name: String) -> String {
    String(
      String.UnicodeScalarView(
        name.unicodeScalars.map { scalar in
          scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || ".-_".unicodeScalars.contains(scalar))
            ? scalar : "-"
        }))
  }

  /// Records the files where the running test keeps them, and returns a line for the failure
  /// message (nil outside any test, where nothing is kept).
  func record(at location: ExpectationLocation) -> String? {
    #if canImport(Testing)
      if Test.current != nil {
        let where_ = SourceLocation(
          fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line),
          column: Int(location.column))
        for file in files { Attachment.record(file.contents, named: file.name, sourceLocation: where_) }
        return summary("attached: " + files.map(\.name).joined(separator: ", "))
      }
    #endif
    #if canImport(XCTest)
      let test = URL(fileURLWithPath: "\(location.filePath)").deletingPathExtension().lastPathComponent
      let directory = Self.artifactsDirectory.appendingPathComponent(test).appendingPathComponent("\(location.line)")
      do {
        let written = try write(to: directory)
        return summary("written to \(directory.path): " + written.map(\.lastPathComponent).joined(separator: ", "))
      } catch {
        return summary("could not write the trace and storyboard to \(directory.path): \(error)")
      }
    #else
      return nil
    #endif
  }

  private func summary(_ line: String) -> String {
    problems.isEmpty ? line : line + "; " + problems.joined(separator: "; ")
  }

  /// Writes every file into `directory` (created if needed) and returns their URLs.
  func write(to directory: URL) throws -> [URL] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try files.map { file in
      let url = directory.appendingPathComponent(file.name)
      try Data(file.contents.utf8).write(to: url)
      return url
    }
  }

  /// `$TRANSITION_TESTING_ARTIFACTS`, else the temporary directory's `TransitionTesting`.
  static var artifactsDirectory: URL {
    if let path = ProcessInfo.processInfo.environment["TRANSITION_TESTING_ARTIFACTS"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("TransitionTesting", isDirectory: true)
  }
}
