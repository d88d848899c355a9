/// Encodes any `Encodable` value into a ``JSONValue`` (no Foundation): how traces, results and
/// spec files are written. Object members keep the order in which the type encodes them, and a
/// `[String: T]` dictionary's members are in ascending key order (a Swift dictionary's own order
/// changes from run to run, so the same value always gives the same text);
/// non-finite doubles become the strings "inf", "-inf", "nan" (the project's convention);
/// integers keep their exact text.
public struct JSONValueEncoder {
  /// An encoder.
  public init() {}

  /// The JSON value of `value`.
  ///
  /// - Throws: `EncodingError` when the value encodes nothing, or a type's own error.
  public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
    let encoder = ValueEncoder(codingPath: [])
    try ValueEncoder.encode(value, into: encoder.storage, path: [])
    guard let result = encoder.storage.value else {
      throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "\(T.self) encoded no value"))
    }
    return result
  }
}

/// The tree under construction: a reference, so nested containers can fill it after they are
/// handed out (as Swift's encoding protocol requires).
final class EncodingNode {
  enum Content {
    case empty
    case value(JSONValue)
    case array([EncodingNode])
    case object([(key: String, node: EncodingNode)])
  }

  var content = Content.empty

  var value: JSONValue? {
    switch content {
    case .empty: nil
    case .value(let v): v
    case .array(let nodes): .array(nodes.map { $0.value ?? .null })
    case .object(let members): .object(members.map { ($0.key, $0.node.value ?? .null) })
    }
  }

  /// The node for `key` of an object (created, or the existing one: encoding a key twice
  /// replaces its value, as JSONEncoder does).
  func member(_ key: String) -> EncodingNode {
    if case .empty = content { content = .object([]) }
    guard case .object(var members) = content else {
      preconditionFailure("encoded a keyed and a non-keyed container at the same place")
    }
    if let existing = members.first(where: { $0.key == key }) { return existing.node }
    let node = EncodingNode()
    members.append((key, node))
    content = .object(members)
    return node
  }

  /// A new last element of an array.
  func appendElement() -> EncodingNode {
    if case .empty = content { content = .array([]) }
    guard case .array(var nodes) = content else {
      preconditionFailure("encoded an unkeyed and a non-unkeyed container at the same place")
    }
    let node = EncodingNode()
    nodes.append(node)
    content = .array(nodes)
    return node
  }

  var count: Int {
    if case .array(let nodes) = content { return nodes.count }
    return 0
  }
}

/// A key made from a string or an index (for paths and super-encoders).
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init(intValue: Int) {
    stringValue = "\(intValue)"
    self.intValue = intValue
  }
}

enum Scalar {
  static func number(_ value: Double) -> JSONValue {
    if value.isNaN { return .string("nan") }
    if value.isInfinite { return .string(value < 0 ? "-inf" : "inf") }
    return .number(value)
  }

  static func integer<I: BinaryInteger>(_ value: I) -> JSONValue { .number(Double(value), text: "\(value)") }
}

final class ValueEncoder: Encoder {
  let storage: EncodingNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(codingPath: [any CodingKey], storage: EncodingNode = EncodingNode()) {
    self.codingPath = codingPath
    self.storage = storage
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .empty = storage.content { storage.content = .object([]) }
    return KeyedEncodingContainer(KeyedContainer<Key>(node: storage, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .empty = storage.content { storage.content = .array([]) }
    return UnkeyedContainer(node: storage, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleContainer(node: storage, codingPath: codingPath)
  }

  static func encode<T: Encodable>(_ value: T, into node: EncodingNode, path: [any CodingKey]) throws {
    switch value {
    case let v as Double: node.content = .value(Scalar.number(v))
    case let v as Float: node.content = .value(Scalar.number(Double(v)))
    case let v as Int: node.content = .value(Scalar.integer(v))
    case let v as String: node.content = .value(.string(v))
    case let v as Bool: node.content = .value(.bool(v))
    case let v as any StringKeyedDictionary: try v.encodeMembersInKeyOrder(into: node, path: path)
    default: try value.encode(to: ValueEncoder(codingPath: path, storage: node))
    }
  }

  struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).content = .value(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
      node.member(key.stringValue).content = .value(.bool(value))
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
      node.member(key.stringValue).content = .value(.string(value))
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      node.member(key.stringValue).content = .value(Scalar.number(value))
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      node.member(key.stringValue).content = .value(Scalar.number(Double(value)))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
      node.member(key.stringValue).content = .value(Scalar.integer(value))
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
      node.member(key.stringValue).content = .value(Scalar.integer(value))
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
      node.member(key.stringValue).content = .value(Scalar.integer(value))
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
      node.member(key.stringValue).content = .value(Scalar.integer(value))
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
      node.member(key.stringValue).content = .value(Scalar.integer(value))
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
      node.member(key.stringValue).content = .value(Scalar.integer(value))
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
      node.member(key.stringValue).content = .value(Scalar.integer(value))
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
      node.member(key.stringValue).content = .value(Scalar.integer(value))
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
      node.member(key.stringValue).content = .value(Scalar.integer(value))
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
      node.member(key.stringValue).content = .value(Scalar.integer(value))
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      try ValueEncoder.encode(value, into: node.member(key.stringValue), path: codingPath + [key])
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      let child = node.member(key.stringValue)
      child.content = .object([])
      return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let child = node.member(key.stringValue)
      child.content = .array([])
      return UnkeyedContainer(node: child, codingPath: codingPath + [key])
    }
    mutating func superEncoder() -> any Encoder { ValueEncoder(codingPath: codingPath, storage: node.member("super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
      ValueEncoder(codingPath: codingPath + [key], storage: node.member(key.stringValue))
    }
  }

  struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    private var nextPath: [any CodingKey] { codingPath + [AnyCodingKey(intValue: count)] }

    mutating func encodeNil() throws { node.appendElement().content = .value(.null) }
    mutating func encode(_ value: Bool) throws { node.appendElement().content = .value(.bool(value)) }
    mutating func encode(_ value: String) throws { node.appendElement().content = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { node.appendElement().content = .value(Scalar.number(value)) }
    mutating func encode(_ value: Int) throws { node.appendElement().content = .value(Scalar.integer(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
      let path = nextPath
      try ValueEncoder.encode(value, into: node.appendElement(), path: path)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
      NestedKey
    > {
      let path = nextPath
      let child = node.appendElement()
      child.content = .object([])
      return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: path))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let path = nextPath
      let child = node.appendElement()
      child.content = .array([])
      return UnkeyedContainer(node: child, codingPath: path)
    }
    mutating func superEncoder() -> any Encoder { ValueEncoder(codingPath: nextPath, storage: node.appendElement()) }
  }

  struct SingleContainer: SingleValueEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .value(.null) }
    mutating func encode(_ value: Bool) throws { node.content = .value(.bool(value)) }
    mutating func encode(_ value: String) throws { node.content = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { node.content = .value(Scalar.number(value)) }
    mutating func encode(_ value: Float) throws { node.content = .value(Scalar.number(Double(value))) }
    mutating func encode(_ value: Int) throws { node.content = .value(Scalar.integer(value)) }
    mutating func encode(_ value: Int64) throws { node.content = .value(Scalar.integer(value)) }
    mutating func encode(_ value: UInt64) throws { node.content = .value(Scalar.integer(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
      try ValueEncoder.encode(value, into: node, path: codingPath)
    }
  }
}

/// A dictionary keyed by strings, written with its members in ascending key order.
protocol StringKeyedDictionary {
  func encodeMembersInKeyOrder(into node: EncodingNode, path: [any CodingKey]) throws
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Encodable {
  func encodeMembersInKeyOrder(into node: EncodingNode, path: [any CodingKey]) throws {
    node.content = .object([])
    for (key, value) in sorted(by: { $0.key < $1.key }) {
      try ValueEncoder.encode(value, into: node.member(key), path: path + [AnyCodingKey(stringValue: key)])
    }
  }
}
