import Curves
@testable import Eval
import Foundation
import JSON
import PropertyBased
import TestSupport
import Testing
import TransitionTesting

/// No NaN from finite input, anywhere (issue 13): every eval operation, with its numbers
/// replaced by extreme finite values, answers a result without NaN or a typed error, and never
/// traps. The operations come from the README's eval examples (which cover all of them, checked
/// here), driven in-process through the Eval library.
@Suite struct EvalExtremeInputTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")

  /// One request per operation, as the README writes them.
  static let templates: [JSONValue] = {
    let text = (try? String(contentsOf: readme, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { $0.hasPrefix("{\"op\"") }.compactMap { try? JSONParser.parse(String($0)) }
  }()

  /// The finite values where bugs live: the extremes of the doubles, zero and its neighbours, one
  /// and its neighbours.
  static let extremes: [Double] = [
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    .leastNormalMagnitude, 1e300, -1e300, 1e-300, 0, -0.0, (1.0).nextUp, (1.0).nextDown, 1, -1, 1e15, 0.5,
  ]

  @Test func theREADMECoversEveryOperation() {
    let covered = Set(Self.templates.compactMap { $0["op"]?.stringValue })
    #expect(covered == Set(EvalDispatcher.operationNames), "missing: \(Set(EvalDispatcher.operationNames).subtracting(covered).sorted())")
  }

  /// Replaces the `index`-th number of the tree (depth first) with `value`; counts numbers.
  static func replacing(_ tree: JSONValue, number index: Int, with value: Double, counter: inout Int) -> JSONValue {
    switch tree {
    case .number:
      defer { counter += 1 }
      return counter == index ? .number(value) : tree
    case .array(let items):
      return .array(items.map { replacing($0, number: index, with: value, counter: &counter) })
    case .object(let members):
      return .object(members.map { (key: $0.key, value: $0.key == "id" ? $0.value : replacing($0.value, number: index, with: value, counter: &counter)) })
    default:
      return tree
    }
  }

  static func numberCount(_ tree: JSONValue) -> Int {
    var counter = 0
    _ = replacing(tree, number: -1, with: 0, counter: &counter)
    return counter
  }

  static func check(_ request: JSONValue) {
    let line = request.serialized
    guard let answer = EvalDispatcher.respond(to: line) else {
      Issue.record("no answer to \(line)")
      return
    }
    #expect(!answer.contains("\"nan\""), "NaN in the answer to \(line): \(answer)")
    if answer.contains("\"error\"") { #expect(answer.contains("\"errorKind\""), "\(answer)") }
  }

  /// Every number of every operation, one at a time, set to each extreme value.
  @Test func everyNumberOfEveryOperationAtEveryExtreme() {
    for template in Self.templates {
      for index in 0..<Self.numberCount(template) {
        for value in Self.extremes {
          var counter = 0
          Self.check(Self.replacing(template, number: index, with: value, counter: &counter))
        }
      }
    }
  }

  /// Random extreme values in several numbers at once (new draws each run).
  @Test func randomExtremesInManyNumbersAtOnce() async {
    let templates = Self.templates
    let extremes = Self.extremes
    let values = Gen.oneOf(Gen.int(in: 0..<extremes.count).map { extremes[$0] }, Gen.double(in: -1e300...1e300), Gen.double(in: -2...2))
    await checkProperty(count: 2 * propertyCases, input: Gen.int(in: 0..<templates.count), values.array(of: 8)) { t, draws in
      var request = templates[t]
      let count = Self.numberCount(request)
      for (k, value) in draws.enumerated() where count > 0 {
        var counter = 0
        request = Self.replacing(request, number: (k * 7919) % count, with: value, counter: &counter)
      }
      Self.check(request)
    }
  }
}

/// The `gsl` errorKind: no well-formed request makes GSL fail today (every solver's failure falls
/// back or is prevented by validation), so the mapping from a GSL failure to the kind and its
/// message is tested on the error itself, with GSL's reason carried through.
@Suite struct EvalGSLErrorKindTests {
  @Test func aGSLFailureIsTheGSLKindWithGSLsReason() {
    let failure = GSLError(status: .failed, operation: "gsl_root_fsolver_iterate", reason: "endpoints do not straddle y=0")
    let error = EvalError(wrapping: CurveError.gsl(failure))
    #expect(error.kind == .gsl)
    #expect(error.message.contains("endpoints do not straddle y=0"))
    // Every other curve error is a domain error.
    #expect(EvalError(wrapping: CurveError.emptyPath).kind == .domain)
  }
}

/// The last three inputs that were answered instead of refused (issue 25, point 4).
@Suite struct EvalLastBadInputTests {
  @Test(arguments: [
    // A literal beyond the doubles read as an infinity; the format writes "inf".
    (#"{"op":"timing","curve":"ease","x":1e999}"#, #""op":"timing","error":"field \"x\": 1e999 is beyond the range of a double"#),
    (#"{"op":"timing","curve":[0.25,0.1,0.25,-1e400],"x":0.5}"#, #"field \"curve[3]\": -1e400 is beyond"#),
    // A layer's bounds are a rectangle, never CGRect.null.
    (#"{"op":"layer.frame","layer":{"bounds":"null","position":[0,0]}}"#, #"field \"layer.bounds\": a layer's bounds cannot be the null rectangle"#),
    // A bad id still echoes the op.
    (#"{"id":{"a":1},"op":"timing","curve":"ease","x":0.5}"#, #"{"id":null,"op":"timing","error":"field \"id\": expected a JSON scalar"#),
  ])
  func refusedAsInvalidValues(line: String, fragment: String) throws {
    let answer = try #require(EvalDispatcher.respond(to: line))
    #expect(answer.contains(fragment) && answer.contains(#""errorKind":"invalidValue""#), "\(answer)")
  }

  /// What stays: "inf" is an infinity, and 1e308 is a number.
  @Test func infinitiesAreWrittenAsStrings() throws {
    #expect(EvalDispatcher.respond(to: #"{"op":"timing","curve":"ease","x":"inf"}"#) == #"{"id":null,"op":"timing","y":1}"#)
    #expect(EvalDispatcher.respond(to: #"{"op":"timing","curve":"ease","x":1e308}"#) == #"{"id":null,"op":"timing","y":1}"#)
  }
}
