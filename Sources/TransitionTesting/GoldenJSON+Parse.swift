import JSON

extension GoldenJSON {
  /// Parses JSON text with the project's one strict parser (`JSON.JSONParser`).
  public init(parsing text: String) throws(JSONParser.Failure) {
    self.init(try JSONParser.parse(text))
  }

  /// The golden form of a parsed or encoded value (object members become a dictionary: goldens
  /// compare by key, not by order).
  public init(_ value: JSONValue) {
    switch value {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number, _): self = .number(number)
    case .string(let text): self = .string(text)
    case .array(let elements): self = .array(elements.map(GoldenJSON.init))
    case .object(let members):
      self = .object(Dictionary(members.map { ($0.key, GoldenJSON($0.value)) }, uniquingKeysWith: { _, last in last }))
    }
  }

  /// The JSON value (object members sorted by key).
  public var jsonValue: JSONValue {
    switch self {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number):
      number.isFinite ? .number(number) : .string(number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf"))
    case .string(let text): .string(text)
    case .array(let elements): .array(elements.map(\.jsonValue))
    case .object(let members): .object(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value.jsonValue) })
    }
  }
}
