import ArgumentParser
import Foundation
import JSON
import Specs
import Transitions

/// What a SPEC argument names: a spec file (`.json`, `.yaml` or `.yml`), or a catalogue name
/// (with `--operation`, or the transition's first operation), which is turned into its spec so
/// that every command goes through the same path.
enum SpecSource {
  /// The spec the argument names.
  ///
  /// - Throws: `ValidationError` (exit 2) naming the file, the path, line and column, and what
  ///   is allowed.
  static func load(_ argument: String, operation: String? = nil) throws -> TransitionSpec {
    try loadDocument(argument, operation: operation).spec
  }

  /// The spec the argument names, with the document it was read from when it is a file (nil for
  /// a catalogue name), for the positions of its warnings.
  static func loadDocument(_ argument: String, operation: String? = nil) throws -> (spec: TransitionSpec, document: JSONDocument?) {
    if FileManager.default.fileExists(atPath: argument) {
      guard operation == nil else { throw ValidationError("--operation applies to catalogue names; \(argument) is a spec file") }
      let (spec, document) = try readDocument(file: argument)
      return (spec, document)
    }
    guard let transition = try? TransitionBench.TransitionsCommand.select(named: argument, operation: operation).first else {
      let names = Set(Catalogue.all().map(\.kind.rawValue)).sorted().joined(separator: ", ")
      throw ValidationError("\(argument) is neither a spec file (.json, .yaml, .yml) nor a catalogue name (\(names))\(operation.map { " with operation \($0)" } ?? "")")
    }
    do {
      var spec = try TransitionSpec(describing: transition)
      if let pair = Catalogue.pair(reversing: transition.kind, transition.operation) {
        spec.roles = pair.roles.isEmpty ? nil : pair.roles
        if pair.start != nil || pair.end != nil { spec.handoffs = HandoffSpec(start: pair.start, end: pair.end) }
      }
      if let pair = Catalogue.pair(forward: transition.kind, transition.operation) { spec.expect = pair.verdict }
      return (spec, nil)
    } catch {
      throw ValidationError("\(error)")
    }
  }

  /// Whether the argument names a spec file (an existing file, or a name ending in .json, .yaml
  /// or .yml) rather than a catalogue name.
  static func isFile(_ argument: String) -> Bool {
    FileManager.default.fileExists(atPath: argument) || [".json", ".yaml", ".yml"].contains { argument.hasSuffix($0) }
  }

  /// A spec file and the document it was read from (for the positions of warnings).
  static func readDocument(file: String) throws -> (spec: TransitionSpec, document: JSONDocument) {
    let text: String
    do { text = try String(contentsOfFile: file, encoding: .utf8) } catch {
      throw InputFileError("cannot read \(file): \(error.localizedDescription)")
    }
    do {
      let document: JSONDocument
      if file.hasSuffix(".yaml") || file.hasSuffix(".yml") {
        document = try YAMLDocument.parse(text, file: file)
      } else {
        do { document = try JSONParser.parseDocument(text) } catch {
          throw SpecError(.root, "not JSON: \(error.reason)", position: error.position, file: file)
        }
      }
      return (try TransitionSpec.read(document, file: file), document)
    } catch {
      throw InputFileError("\(error)")
    }
  }

  /// The silent no-ops of a loaded spec, located in its document when it was read from a file.
  static func warnings(_ spec: TransitionSpec, in document: JSONDocument?, file: String) throws -> [SpecWarning] {
    do { return try spec.lint(in: document, file: document == nil ? nil : file) } catch { throw InputFileError("\(error)") }
  }

  /// The transition a loaded spec builds (a spec that loaded always builds).
  static func transition(_ spec: TransitionSpec) throws -> Transition {
    do { return try spec.transition() } catch { throw InputFileError("\(error)") }
  }
}

/// The SPEC argument and its `--operation`, shared by the commands that take a user's transition.
struct SpecArgument: ParsableArguments {
  @Argument(help: "A spec file (.json, .yaml, .yml) or a catalogue name.")
  var spec: String

  @Option(help: "The operation, for a catalogue name (default: its first).")
  var operation: String?

  /// The spec it names.
  func load() throws -> TransitionSpec { try SpecSource.load(spec, operation: operation) }

  /// The transition it builds.
  func transition() throws -> Transition { try SpecSource.transition(try load()) }
}
