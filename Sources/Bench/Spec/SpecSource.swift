import ArgumentParser
import Foundation
import JSON
import Specs
import Transitions

/// What a SPEC argument names: a spec file (`.json`, `.yaml` or `.yml`), or a catalogue name
/// (with `--operation`, or the transition's first operation), which is turned into its spec so
/// that every command goes through the same path. Either way it is read and built once
/// (`LoadedSpec`), and every command takes what was built.
enum SpecSource {
  /// The spec the argument names, read and built once.
  ///
  /// - Throws: `ValidationError` (exit 2) for a name that is neither a file nor in the
  ///   catalogue, or an operation it does not have; `InputFileError` naming the file, the path,
  ///   line and column, and what is allowed.
  static func load(_ argument: String, operation: TransitionOperation? = nil) throws -> LoadedSpec {
    if FileManager.default.fileExists(atPath: argument) {
      guard operation == nil else {
        throw ValidationError("--operation applies to catalogue names; \(argument) is a spec file")
      }
      return try read(file: argument)
    }
    let transition = try catalogue(argument, operation: operation)
    do { return try LoadedSpec(catalogue: transition) } catch { throw ValidationError("\(error)") }
  }

  /// The catalogue transition a name and an operation give, as the command line writes them.
  ///
  /// - Throws: `ValidationError` (exit 2) naming the catalogue's names, or the name's operations.
  static func catalogue(_ argument: String, operation: TransitionOperation?) throws -> Transition {
    do { return try Catalogue.transition(named: argument, operation: operation) } catch {
      switch error {
      case .unknownName(_, let known):
        let names = known.sorted().joined(separator: ", ")
        throw ValidationError("\(argument) is neither a spec file (.json, .yaml, .yml) nor a catalogue name (\(names))")
      case .unknownOperation: throw ValidationError("\(error)")
      }
    }
  }

  /// Whether the argument names a spec file (an existing file, or a name ending in .json, .yaml
  /// or .yml) rather than a catalogue name.
  static func isFile(_ argument: String) -> Bool {
    FileManager.default.fileExists(atPath: argument) || [".json", ".yaml", ".yml"].contains { argument.hasSuffix($0) }
  }

  /// A spec file, read and built once, with the document it was read from (for the positions of
  /// warnings).
  static func read(file: String) throws -> LoadedSpec {
    let text: String
    do { text = try String(contentsOfFile: file, encoding: .utf8) } catch {
      throw InputFileError("cannot read \(file): \(error.localizedDescription)")
    }
    do {
      let document: JSONDocument
      if file.hasSuffix(".yaml") || file.hasSuffix(".yml") {
        document = try YAMLDocument.parse(text, file: file)
      } else {
        return try LoadedSpec.read(json: text, file: file)
      }
      return try LoadedSpec.read(document, file: file)
    } catch {
      throw InputFileError("\(error)")
    }
  }

  /// The silent no-ops of a loaded spec, located in its document when it was read from a file.
  static func warnings(_ loaded: LoadedSpec) throws -> [SpecWarning] {
    do { return try loaded.warnings() } catch { throw InputFileError("\(error)") }
  }
}

/// The SPEC argument and its `--operation`, shared by the commands that take a user's transition.
struct SpecArgument: ParsableArguments {
  @Argument(help: "A spec file (.json, .yaml, .yml) or a catalogue name.")
  var spec: String

  @Option(help: "The operation, for a catalogue name (default: its first).")
  var operation: TransitionOperation?

  /// The spec it names, read and built once.
  func load() throws -> LoadedSpec { try SpecSource.load(spec, operation: operation) }
}

extension TransitionOperation: ExpressibleByArgument {}
