import Foundation
import JSON
import PropertyBased
import SolverZoo
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// The one JSON reader and writer: strict parsing with positions, the writers, and the Codable
/// bridge that spec files and traces go through.
@Suite struct JSONProperties {
  @Test func anyFiniteDoubleRoundTripsThroughTheWriterAndTheParser() async {
    await checkProperty(count: propertyCases, input: Gen.double(in: -1e300...1e300), Gen.int(in: -1074...1023)) { a, exponent in
      for x in [a, Double(sign: .plus, exponent: exponent, significand: 1), a.nextUp, -0.0] {
        let text = JSONValue.array([.number(x)]).serialized
        let back = try JSONParser.parse(text)
        #expect(back.arrayValue?.first?.numberValue?.bitPattern == x.bitPattern, "\(x) → \(text)")
      }
    }
  }

  /// Number literals in Clinger's fast path (at most 15 significant digits, |e| ≤ 22), in the
  /// long path (16 to 19 digits, e from −19 to 0, rounded in integers) and outside both (20
  /// digits, |e| up to 25), in every spelling the grammar allows (an exponent, a point, leading
  /// zeros in the fraction, a sign), read as the same bits as `Double(_:)`, which is strtod.
  /// The long mantissas include every double's shortest form and exact ties between two doubles.
  @Test func decimalLiteralsReadAsDoubleReadsThem() async {
    let mantissas = Gen.oneOf(
      Gen.int(in: 0...999_999_999_999_999), Gen.int(in: 0...99), Gen.always(999_999_999_999_999), Gen.always(9_007_199_254_740_993),
      Gen.int(in: 1_000_000_000_000_000...9_999_999_999_999_999),
      Gen.int(in: 1_000_000_000_000_000...Int.max)
    ).map(String.init)
    let longMantissas = Gen.oneOf(
      Gen.uint64(in: 1_000_000_000_000_000_000...UInt64.max).map(String.init),
      // The digits of a double's shortest form in [0, 1).
      Gen.double(in: 0..<1).map { x in String(x.description.filter(\.isNumber).drop { $0 == "0" }) },
      // m / 10 exactly halfway between two doubles in [2^52, 2^53), whose ulp is 1.
      Gen.int(in: 0...(1 << 20)).map { String(45_035_996_273_704_965 + 10 * $0) })
    await checkProperty(
      count: propertyCases, input: Gen.oneOf(mantissas, longMantissas), Gen.int(in: -25...25), Gen.int(in: 0...20),
      Gen.int(in: 0...1)
    ) { digits, e, point, sign in
      let minus = sign == 1 ? "-" : ""
      var texts = ["\(minus)\(digits)e\(e)", "\(minus)\(digits)E+\(abs(e))", "\(minus)\(digits)", "\(minus)0.\(String(repeating: "0", count: point % 6))\(digits)e\(e)"]
      let k = min(point, digits.count - 1)
      if k > 0 { texts.append("\(minus)\(digits.dropLast(k)).\(digits.suffix(k))e\(e)") }
      for text in texts {
        let expected = try #require(Double(text))
        let read = try JSONParser.parse(text).numberValue
        #expect(read?.bitPattern == expected.bitPattern, "\(text): \(String(describing: read)) vs \(expected)")
      }
    }
  }

  /// Long literals at the edges of the integer rounding (ties between two doubles, one digit
  /// either side of a tie, the largest mantissas, the smallest and largest scales), read as the
  /// same bits as `Double(_:)`.
  @Test(arguments: [
    "4503599627370496.5", "4503599627370497.5", "4503599627370496.49999", "4503599627370496.50001",
    "0.30000000000000004", "0.9977078587356402", "0.1000000000000000055511151231257827", "9007199254740993",
    "18446744073709551615", "9999999999999999999", "9999999999999999999e-19", "1000000000000000001e-19",
    "-0.0000000000000000001234567890123456", "0.000000000000000001234567890123456", "123456789012345678e-1",
    "2.2250738585072014", "1.7976931348623157", "0.49999999999999994", "0.5000000000000001",
  ])
  func longDecimalLiteralsReadAsDoubleReadsThem(text: String) throws {
    let expected = try #require(Double(text))
    let read = try JSONParser.parse(text).numberValue
    #expect(read?.bitPattern == expected.bitPattern, "\(text): \(String(describing: read)) vs \(expected)")
  }

  /// The edges of writing and reading strings: every control character, the quote, the
  /// backslash and the solidus, DEL, Latin-1, the line and paragraph separators (raw in JSON,
  /// not in JavaScript), CJK (3 UTF-8 bytes), an emoji (4) and a combining sequence.
  static let stringEdges: [Character] = (0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }
    + ["\"", "\\", "/", "\u{7F}", "é", "\u{2028}", "\u{2029}", "日", "🙂", "e\u{301}", "a", " "]

  /// Any string, as a key and as a value, is written with every control character escaped,
  /// reads back as itself, and is written as itself when it needs no escape; the String and byte
  /// writers agree.
  @Test func anyStringRoundTripsThroughTheWriterAndTheParser() async {
    let edges = Gen.int(in: 0...(Self.stringEdges.count - 1)).map { Self.stringEdges[$0] }.string(of: 0...12)
    await checkProperty(count: propertyCases, input: edges, Gen.latin1.string(of: 0...12)) { edge, latin1 in
      for s in [edge, latin1, edge + latin1] {
        let value = JSONValue.object([(s, .string(s))])
        let text = value.serialized
        let back = try JSONParser.parse(text)
        #expect(back == value, "\(s.debugDescription) → \(text)")
        #expect(!text.utf8.contains { $0 < 0x20 }, "\(text.debugDescription)")
        var appended = "x"
        value.write(into: &appended)
        #expect(appended == "x" + text)
        if !s.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\"" || $0 == "\\" }) {
          #expect(text == "{\"\(s)\":\"\(s)\"}")
        }
      }
    }
  }

  /// A string-keyed dictionary is written in ascending key order, at the top and nested (a
  /// spec's `roles` came out in a different order on every run before).
  @Test func dictionariesAreWrittenInKeyOrder() async {
    await checkProperty(count: propertyCases, input: Gen.int(in: 0...Int.max)) { seed in
      var g = SeededGenerator(seed: UInt64(seed))
      let keys = (0..<Int.random(in: 2...12, using: &g)).map { _ in String(UInt32.random(in: 0...999_999, using: &g), radix: 36) }
      let dictionary = Dictionary(keys.map { ($0, $0.count) }, uniquingKeysWith: { a, _ in a })
      struct Holder: Encodable { var name = "x"; var roles: [String: Int] }
      for value in [try JSONValueEncoder().encode(dictionary), try JSONValueEncoder().encode(Holder(roles: dictionary))] {
        var object = value
        if case .object(let members) = value, members.first?.key == "name", case .object = members[1].value { object = members[1].value }
        guard case .object(let members) = object else {
          Issue.record("not an object: \(object)")
          return
        }
        #expect(members.map(\.key) == dictionary.keys.sorted())
      }
    }
  }

  @Test func theParserSaysWhereTheProblemIs() {
    let text = "{\n  \"a\": 1,\n  \"b\": [1, 2,, 3]\n}"
    let error = #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    #expect(error?.position == SourcePosition(line: 3, column: 14))
    #expect(error?.description == "line 3, column 14: expected a value")
  }

  @Test(arguments: [
    ("{\"a\":1,\"a\":2}", "duplicate key"), ("[1,]", "expected a value"), ("01", "unexpected text"), ("\"\u{01}\"", "control character"),
    ("[1] x", "unexpected text after"), ("\"\\ud800\"", "unpaired surrogate"), ("{\"a\" 1}", "expected ':'"), ("nul", "expected 'null'"),
    (String(repeating: "[", count: 65) + String(repeating: "]", count: 65), "deeper than 64"),
  ])
  func strictParsingRejects(text: String, reason: String) {
    let error = #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    #expect(error?.reason.contains(reason) == true, "\(text): \(String(describing: error))")
  }

  @Test func documentsRecordWhereEveryValueStarts() throws {
    let document = try JSONParser.parseDocument("{\n  \"views\": [\n    {\"name\": \"card\"}\n  ]\n}")
    let path = JSONPath([.key("views"), .index(0), .key("name")])
    #expect(path.description == "views[0].name")
    #expect(document.position(of: path) == SourcePosition(line: 3, column: 14))
    // An absent member is placed at its nearest enclosing value.
    #expect(document.position(of: JSONPath([.key("views"), .index(0), .key("frame")])) == SourcePosition(line: 3, column: 5))
  }

  struct Card: Codable, Equatable {
    var name: String
    var alpha: Double
    var zIndex: Int
    var tags: [String]?

    enum CodingKeys: String, CodingKey, CaseIterable { case name, alpha, zIndex, tags }
  }

  @Test func decodingIsStrictAndNamesThePlace() throws {
    let misspelt = try JSONParser.parseDocument("{\n  \"name\": \"card\",\n  \"alpah\": 1,\n  \"zIndex\": 0\n}")
    let unknown = #expect(throws: JSONDecodingError.self) { try JSONValueDecoder().decode(Card.self, from: misspelt) }
    #expect(unknown?.description == "line 3, column 12: alpah: unknown key \"alpah\"; allowed: name, alpha, zIndex, tags")
    let fractional = try JSONParser.parseDocument("{\"name\": \"c\", \"alpha\": 1, \"zIndex\": 1.5}")
    let integer = #expect(throws: JSONDecodingError.self) { try JSONValueDecoder().decode(Card.self, from: fractional) }
    #expect(integer?.path.description == "zIndex")
    #expect(integer?.message.contains("an integer") == true)
    let missing = #expect(throws: JSONDecodingError.self) { try JSONValueDecoder().decode(Card.self, from: .object([("name", .string("c"))])) }
    #expect(missing?.description == "alpha: missing required key \"alpha\"")
    let wrongType = #expect(throws: JSONDecodingError.self) {
      try JSONValueDecoder().decode(Card.self, from: JSONParser.parseDocument("{\"name\": 3, \"alpha\": 1, \"zIndex\": 0}"))
    }
    #expect(wrongType?.description == "line 1, column 10: name: expected a string, got a number")
  }

  @Test func encodingAndDecodingRoundTrip() throws {
    let card = Card(name: "card", alpha: .infinity, zIndex: -3, tags: ["a", "b"])
    let value = try JSONValueEncoder().encode(card)
    #expect(value.serialized == "{\"name\":\"card\",\"alpha\":\"inf\",\"zIndex\":-3,\"tags\":[\"a\",\"b\"]}")
    #expect(try JSONValueDecoder().decode(Card.self, from: value) == card)
    #expect(try JSONValueDecoder().decode(Card.self, from: JSONParser.parse("{\"name\":\"x\",\"alpha\":0.5,\"zIndex\":2}")).tags == nil)
  }

  /// The writer and Foundation's parser agree (a second, independent reader of our output).
  @Test func foundationReadsWhatWeWrite() throws {
    let trace = Trace(Catalogue.slide(.push), fps: 10)
    let text = try JSONValueEncoder().encode(trace).formatted()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["transition"] as? String == "slide")
    #expect((object["columns"] as? [String]) == Trace.columns)
  }
}
