import JSON
import Transitions

/// A spec that cannot describe a transition: where in the file (the JSON/YAML path of the value
/// at fault, and its line and column when read from a file) and what is wrong and allowed.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path of the value at fault (`tracks[2].to`).
  public var path: JSONPath
  /// Where it is in the file, when known.
  public var position: SourcePosition?
  /// The file, when known.
  public var file: String?
  /// What is wrong and what is allowed.
  public var message: String

  /// An error at `path`.
  public init(_ path: JSONPath, _ message: String, position: SourcePosition? = nil, file: String? = nil) {
    self.path = path
    self.message = message
    self.position = position
    self.file = file
  }

  /// `file:line:column: path: message` (the parts that are known).
  public var description: String { Self.located(file: file, position: position) + "\(path): \(message)" }

  /// `file:line:column: ` (the parts that are known; empty when none is), the prefix of a spec
  /// error's and a spec warning's line.
  static func located(file: String?, position: SourcePosition?) -> String {
    var location = file.map { "\($0):" } ?? ""
    if let position { location += "\(position.line):\(position.column):" }
    return location.isEmpty ? "" : location + " "
  }
}
