/// Decodes any `Decodable` type from a ``JSONValue`` or a ``JSONDocument`` (no Foundation): how
/// spec files, traces and golden files are read.
///
/// Strict, because the files come from people: a member whose key the type does not know is an
/// error (a misspelt property never passes silently), integers must be integral and in range,
/// and every error names the path of the value, its line and column (from a document) and, for
/// an unknown key, the keys that are allowed (when the type's `CodingKeys` are `CaseIterable`).
/// Numbers may be written as the strings "inf", "-inf" and "nan" (the project's convention);
/// whether such a value is acceptable is the decoded type's decision.
public struct JSONValueDecoder {
  /// Whether a member the type does not know is an error (default true).
  public var rejectsUnknownKeys: Bool

  /// A decoder.
  public init(rejectsUnknownKeys: Bool = true) {
    self.rejectsUnknownKeys = rejectsUnknownKeys
  }

  /// Decodes `type` from `value`.
  public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(JSONDecodingError) -> T {
    try decode(type, from: JSONDocument(value: value, positions: [:]))
  }

  /// Decodes `type` from `document`; errors carry the line and column of the value at fault.
  public func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws(JSONDecodingError) -> T {
    do {
      return try ValueDecoder(value: document.value, codingPath: [], options: self).decodeValue(T.self)
    } catch let error as DecodingError {
      throw JSONDecodingError(error, in: document)
    } catch {
      throw JSONDecodingError(path: .root, position: document.position(of: .root), message: "\(error)")
    }
  }
}

/// A value that could not be decoded: where (path, and line and column when known) and why.
public struct JSONDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path of the value at fault (for a missing member, the member's path).
  public var path: JSONPath
  /// Where it is in the file (for a missing member, where its object starts); nil without a
  /// document.
  public var position: SourcePosition?
  /// What is wrong and what is allowed.
  public var message: String

  /// An error at `path`.
  public init(path: JSONPath, position: SourcePosition?, message: String) {
    self.path = path
    self.position = position
    self.message = message
  }

  init(_ error: DecodingError, in document: JSONDocument) {
    func path(_ keys: [any CodingKey]) -> JSONPath {
      JSONPath(keys.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) })
    }
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      self.path = path(context.codingPath)
      message = context.debugDescription
    case .keyNotFound(let key, let context):
      self.path = path(context.codingPath + [key])
      message = "missing required key \"\(key.stringValue)\""
    @unknown default:
      self.path = .root
      message = "\(error)"
    }
    position = document.position(of: self.path)
  }

  /// `line L, column C: path: message` (without a position: `path: message`).
  public var description: String {
    let location = position.map { "\($0): " } ?? ""
    return "\(location)\(path): \(message)"
  }
}

final class ValueDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  let options: JSONValueDecoder
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(value: JSONValue, codingPath: [any CodingKey], options: JSONValueDecoder) {
    self.value = value
    self.codingPath = codingPath
    self.options = options
  }

  func mismatch(_ expected: String, _ path: [any CodingKey]? = nil, _ found: JSONValue? = nil) -> DecodingError {
    .typeMismatch(
      Any.self,
      .init(codingPath: path ?? codingPath, debugDescription: "expected \(expected), got \((found ?? value).kind)"))
  }

  /// `value` as `T`, which the caller has checked it is.
  private func cast<T>(_ value: some Any) -> T {
    guard let typed = value as? T else {
      preconditionFailure("\(type(of: value)) decoded where \(T.self) was asked for")
    }
    return typed
  }

  /// Decodes a nested value, turning a type's own (non-decoding) error into one at this path.
  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    // The scalar fast paths: `T` is the type each case names, so the cast cannot fail.
    switch type {
    case is Double.Type: return try cast(decodeDouble())
    case is String.Type: return try cast(decodeString())
    case is Bool.Type: return try cast(decodeBool())
    case is Int.Type: return try cast(decodeInteger(Int.self))
    default:
      do {
        return try T(from: self)
      } catch let error as DecodingError {
        // A string that is not one of a string enumeration's cases: name the value and list
        // the allowed ones (the standard library's message names neither usefully).
        if case .dataCorrupted = error, case .string(let text) = value, let allowed = Self.caseNames(of: type) {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: codingPath,
              debugDescription: "\"\(text)\" is not allowed here; allowed: \(allowed.joined(separator: ", "))",
              underlyingError: error))
        }
        throw error
      } catch {
        throw DecodingError.dataCorrupted(
          .init(codingPath: codingPath, debugDescription: "\(error)", underlyingError: error))
      }
    }
  }

  /// The raw values of a `CaseIterable` type whose cases are `String`-backed, in declaration
  /// order; nil for any other type.
  static func caseNames<T>(of type: T.Type) -> [String]? {
    guard let iterable = type as? any CaseIterable.Type else { return nil }
    let names = (iterable.allCases as any Collection).compactMap { ($0 as? any RawRepresentable)?.rawValue as? String }
    return names.isEmpty ? nil : names
  }

  func decodeDouble() throws -> Double {
    guard let number = value.numberValue else { throw mismatch("a number") }
    return number
  }

  func decodeString() throws -> String {
    guard case .string(let text) = value else { throw mismatch("a string") }
    return text
  }

  func decodeBool() throws -> Bool {
    guard case .bool(let flag) = value else { throw mismatch("true or false") }
    return flag
  }

  func decodeInteger<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    guard case .number(let number, _) = value, number == number.rounded(), let exact = I(exactly: number) else {
      throw mismatch("an integer from \(I.min) to \(I.max)")
    }
    return exact
  }

  func child(_ value: JSONValue, _ key: any CodingKey) -> ValueDecoder {
    ValueDecoder(value: value, codingPath: codingPath + [key], options: options)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else { throw mismatch("an object") }
    if options.rejectsUnknownKeys, let unknown = members.first(where: { Key(stringValue: $0.key) == nil }) {
      var allowed = ""
      if let known = Key.self as? any CaseIterable.Type {
        let names = (known.allCases as any Collection).map { ($0 as? any CodingKey)?.stringValue ?? "" }
        allowed = "; allowed: " + names.joined(separator: ", ")
      }
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath + [AnyCodingKey(stringValue: unknown.key)],
          debugDescription: "unknown key \"\(unknown.key)\"\(allowed)"))
    }
    return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, members: members))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw mismatch("an array") }
    return UnkeyedContainer(decoder: self, elements: elements)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleContainer(decoder: self) }

  struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ValueDecoder
    let members: [(key: String, value: JSONValue)]
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

    func member(_ key: Key) throws -> JSONValue {
      guard let found = members.first(where: { $0.key == key.stringValue }) else {
        throw DecodingError.keyNotFound(
          key, .init(codingPath: codingPath, debugDescription: "missing required key \"\(key.stringValue)\""))
      }
      return found.value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try decoder.child(try member(key), key).decodeValue(type)
    }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try decoder.child(try member(key), key).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try decoder.child(try member(key), key).unkeyedContainer()
    }
    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { decoder.child(try member(key), key) }
  }

  struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: ValueDecoder
    let elements: [JSONValue]
    var currentIndex = 0
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(decoder: ValueDecoder, elements: [JSONValue]) {
      self.decoder = decoder
      self.elements = elements
    }

    mutating func next() throws -> ValueDecoder {
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          Any.self, .init(codingPath: codingPath, debugDescription: "expected more than \(elements.count) elements"))
      }
      defer { currentIndex += 1 }
      return decoder.child(elements[currentIndex], AnyCodingKey(intValue: currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
      guard !isAtEnd, elements[currentIndex] == .null else { return false }
      currentIndex += 1
      return true
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decodeValue(type) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
      NestedKey
    > {
      try next().container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { try next() }
  }

  struct SingleContainer: SingleValueDecodingContainer {
    let decoder: ValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.value == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeDouble() }
    func decode(_ type: Float.Type) throws -> Float { Float(try decoder.decodeDouble()) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(UInt64.self) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type) }
  }
}
