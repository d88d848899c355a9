import JSON
import Transitions

extension TransitionSpec {
  /// Reads a spec from JSON text, and checks that it builds: every error names the path and the
  /// line and column of the value at fault. (``LoadedSpec/read(json:file:)`` reads and builds
  /// once, and keeps what it built.)
  ///
  /// - Throws: ``SpecError`` for text that is not JSON, a value of the wrong type or shape, an
  ///   unknown key, or a spec that does not describe a transition (see ``transition()``).
  public static func read(json text: String, file: String? = nil) throws(SpecError) -> TransitionSpec {
    try LoadedSpec.read(json: text, file: file).spec
  }

  /// Reads a spec from a parsed document (JSON, or YAML converted with its positions).
  public static func read(_ document: JSONDocument, file: String? = nil) throws(SpecError) -> TransitionSpec {
    try LoadedSpec.read(document, file: file).spec
  }

  /// JSON text as a document, or the error at the line and column where it stops being JSON.
  static func parse(json text: String, file: String?) throws(SpecError) -> JSONDocument {
    do { return try JSONParser.parseDocument(text) } catch {
      throw SpecError(.root, "not JSON: \(error.reason)", position: error.position, file: file)
    }
  }

  /// The spec a document decodes to, not yet built.
  static func decode(_ document: JSONDocument, file: String?) throws(SpecError) -> TransitionSpec {
    do { return try JSONValueDecoder().decode(TransitionSpec.self, from: document) } catch {
      throw SpecError(error.path, error.message, position: error.position, file: file)
    }
  }
}
