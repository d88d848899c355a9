/// Where a value sits in a JSON document: the keys and indices from the root, printed the way
/// people write them (`phases[2].curve`; the root is `$`).
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step down.
  public enum Component: Hashable, Sendable {
    /// An object member.
    case key(String)
    /// An array element (0-based).
    case index(Int)
  }

  /// The steps from the root.
  public var components: [Component]

  /// The path through `components`.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The root.
  public static let root = JSONPath()

  /// This path one step further down.
  public func appending(_ component: Component) -> JSONPath {
    JSONPath(components + [component])
  }

  /// This path then member `key`.
  public func key(_ key: String) -> JSONPath { appending(.key(key)) }

  /// This path then element `index`.
  public func index(_ index: Int) -> JSONPath { appending(.index(index)) }

  /// `a.b[2].c`, or `$` for the root.
  public var description: String {
    var text = ""
    for component in components {
      switch component {
      case .key(let key): text += text.isEmpty ? key : ".\(key)"
      case .index(let i): text += "[\(i)]"
      }
    }
    return text.isEmpty ? "$" : text
  }
}

/// A line and column in a text file (both 1-based; the column counts UTF-8 bytes).
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// A position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Earlier in the text first.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line L, column C`.
  public var description: String { "line \(line), column \(column)" }
}

/// A parsed JSON (or YAML) document with the position where each value starts, so a reader can
/// say where a rejected value is.
public struct JSONDocument: Sendable {
  /// The value.
  public var value: JSONValue
  /// Where each value starts, by its path.
  public var positions: [JSONPath: SourcePosition]

  /// A document.
  public init(value: JSONValue, positions: [JSONPath: SourcePosition]) {
    self.value = value
    self.positions = positions
  }

  /// Where the value at `path` starts, or (for a member that is absent) where its nearest
  /// enclosing value starts.
  public func position(of path: JSONPath) -> SourcePosition? {
    var components = path.components
    while true {
      if let position = positions[JSONPath(components)] { return position }
      if components.isEmpty { return nil }
      components.removeLast()
    }
  }
}
