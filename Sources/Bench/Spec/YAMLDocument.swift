import JSON
import Specs
import Transitions
import Yams

/// YAML spec files: parsed with Yams (libYAML) and converted into the JSON module's document, so
/// JSON and YAML specs are read by one decoder and their errors name the same paths with the
/// YAML line and column. Plain scalars resolve by YAML 1.1's core rules (null, true/false,
/// integers and floats; `.inf` and `.nan` become the project's "inf"/"nan"); quoted scalars are
/// strings; mapping keys must be strings and unique; anchors and aliases are expanded.
enum YAMLDocument {
  static func parse(_ text: String, file: String?) throws(SpecError) -> JSONDocument {
    let root: Node?
    do { root = try Yams.compose(yaml: text) } catch let error as YamlError {
      throw Self.error(error, file: file)
    } catch {
      throw SpecError(.root, "not YAML: \(error)", file: file)
    }
    guard let root else {
      throw SpecError(.root, "the YAML document is empty", position: SourcePosition(line: 1, column: 1), file: file)
    }
    var positions: [JSONPath: SourcePosition] = [:]
    let value = try convert(root, at: .root, positions: &positions, file: file)
    return JSONDocument(value: value, positions: positions)
  }

  static func position(_ mark: Mark?) -> SourcePosition? {
    mark.map { SourcePosition(line: $0.line, column: $0.column) }
  }

  static func error(_ error: YamlError, file: String?) -> SpecError {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return SpecError(.root, "not YAML: \(problem)", position: position(mark), file: file)
    default:
      return SpecError(.root, "not YAML: \(error)", file: file)
    }
  }

  static func convert(_ node: Node, at path: JSONPath, positions: inout [JSONPath: SourcePosition], file: String?)
    throws(SpecError) -> JSONValue
  {
    if let p = position(node.mark) { positions[path] = p }
    switch node {
    case .scalar(let scalar):
      guard scalar.style == .plain else { return .string(scalar.string) }
      if node.null != nil { return .null }
      if let flag = node.bool { return .bool(flag) }
      if node.int != nil || node.float != nil {
        guard let number = node.float else { return .string(scalar.string) }
        if number.isNaN { return .string("nan") }
        if number.isInfinite { return .string(number < 0 ? "-inf" : "inf") }
        return .number(number, text: nil)
      }
      return .string(scalar.string)
    case .sequence(let sequence):
      var items: [JSONValue] = []
      for (i, item) in sequence.enumerated() {
        items.append(try convert(item, at: path.index(i), positions: &positions, file: file))
      }
      return .array(items)
    case .mapping(let mapping):
      var members: [(key: String, value: JSONValue)] = []
      for (key, value) in mapping {
        guard case .scalar(let k) = key else {
          throw SpecError(path, "a YAML mapping key must be a string", position: position(key.mark), file: file)
        }
        guard !members.contains(where: { $0.key == k.string }) else {
          throw SpecError(path.key(k.string), "duplicate key \"\(k.string)\"", position: position(key.mark), file: file)
        }
        members.append((k.string, try convert(value, at: path.key(k.string), positions: &positions, file: file)))
      }
      return .object(members)
    case .alias:
      throw SpecError(path, "an unresolved YAML alias", position: position(node.mark), file: file)
    }
  }
}
