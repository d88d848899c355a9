import JSON
import Transitions

extension TransitionSpec {
  /// Reads a spec from JSON text, and checks that it builds: every error names the path and the
  /// line and column of the value at fault.
  ///
  /// - Throws: ``SpecError`` for text that is not JSON, a value of the wrong type or shape, an
  ///   unknown key, or a spec that does not describe a transition (see ``transition()``).
  public static func read(json text: String, file: String? = nil) throws(SpecError) -> TransitionSpec {
    let document: JSONDocument
    do { document = try JSONParser.parseDocument(text) } catch {
      throw SpecError(.root, "not JSON: \(error.reason)", position: error.position, file: file)
    }
    return try read(document, file: file)
  }

  /// Reads a spec from a parsed document (JSON, or YAML converted with its positions).
  public static func read(_ document: JSONDocument, file: String? = nil) throws(SpecError) -> TransitionSpec {
    let spec: TransitionSpec
    do { spec = try JSONValueDecoder().decode(TransitionSpec.self, from: document) } catch {
      throw SpecError(error.path, error.message, position: error.position, file: file)
    }
    do {
      _ = try spec.transition()
      if let reverse = spec.reverse { _ = try reverse.transition(at: JSONPath.root.key("reverse")) }
    } catch {
      var located = error
      located.position = document.position(of: error.path)
      located.file = file
      throw located
    }
    return spec
  }
}
