import Curves
import Foundation
import Geometry
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// The catalogue's documented numbers (the Transitions DocC article "The catalogue's numbers",
/// each with its source) against the transitions the catalogue builds: a mistyped duration,
/// damping ratio, velocity, fraction or size, in a builder or in the table, fails here. (The trace
/// goldens are recorded from the code, so they cannot catch a number that was wrong from the start.)
@Suite struct CatalogueNumbersTests {
  /// One row of the table.
  struct Row: CustomTestStringConvertible, Sendable {
    var line: Int
    var transition: String
    var operation: String
    var quantity: String
    var value: String
    var source: String
    var testDescription: String { "\(transition) \(operation) \(quantity) = \(value) (line \(line))" }
  }

  static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/Transitions/Documentation.docc/TheCataloguesNumbers.md")

  /// The table's rows (every line that starts with `|` after the header and its rule).
  static let rows: [Row] = {
    guard let text = try? String(contentsOf: article, encoding: .utf8) else { return [] }
    var rows: [Row] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 5, cells[0] != "transition" else { continue }
      rows.append(Row(line: index + 1, transition: cells[0], operation: cells[1], quantity: cells[2], value: cells[3], source: cells[4]))
    }
    return rows
  }()

  @Test func theTableIsThereAndCoversEveryTransition() {
    #expect(Self.rows.count >= 80, "\(Self.article.path)")
    let covered = Set(Self.rows.map { "\($0.transition) \($0.operation)" })
    for transition in Catalogue.all() {
      #expect(covered.contains("\(transition.kind) \(transition.operation.rawValue)"), "no row for \(transition.kind) \(transition.operation.rawValue)")
    }
    #expect(Self.rows.allSatisfy { !$0.source.isEmpty })
  }

  @Test(arguments: rows) func row(_ row: Row) throws {
    let transition = try #require(
      Catalogue.all().first { $0.kind.rawValue == row.transition && $0.operation.rawValue == row.operation },
      "no catalogue transition \(row.transition) \(row.operation)")
    let actual = try Self.measure(row.quantity, of: transition)
    switch actual {
    case .name(let name):
      #expect(name == row.value, "line \(row.line): \(row.quantity) is \(name)")
    case .numbers(let numbers):
      let expected = try row.value.split(separator: ",").map { try Self.number(String($0).trimmingCharacters(in: .whitespaces)) }
      #expect(numbers.count == expected.count, "line \(row.line): \(numbers) has \(numbers.count) values")
      for (value, documented) in zip(numbers, expected) {
        #expect(Tolerance.catalogueTable.accepts(value, documented), "line \(row.line): \(row.quantity) is \(numbers), the table says \(row.value)")
      }
    }
  }

  /// A measured quantity: a curve's name or numbers.
  enum Measured { case name(String), numbers([Double]) }

  struct TableError: Error, CustomStringConvertible {
    var description: String
  }

  /// A decimal, `p/q` or `√n`.
  static func number(_ text: String) throws -> Double {
    if text.hasPrefix("√"), let n = Double(text.dropFirst()) { return n.squareRoot() }
    let parts = text.split(separator: "/")
    if parts.count == 2, let p = Double(parts[0]), let q = Double(parts[1]) { return p / q }
    guard let value = Double(text) else { throw TableError(description: "not a number: \(text)") }
    return value
  }

  /// Evaluates a quantity of the article's grammar on `transition`.
  static func measure(_ quantity: String, of transition: Transition) throws -> Measured {
    let words = quantity.split(separator: " ").map(String.init)
    if words == ["duration"] { return .numbers([transition.duration]) }
    // The eye distance d of the container's perspective (sublayerTransform.m34 = −1/d).
    if words == ["perspective"] {
      guard let m34 = transition.container?.sublayerTransform.m34, m34 < 0 else { throw TableError(description: "no perspective") }
      return .numbers([-1 / m34])
    }
    if words.first == "phase", words.count >= 3, let k = Int(words[1]) {
      guard transition.phases.indices.contains(k - 1) else { throw TableError(description: "no phase \(k)") }
      let phase = transition.phases[k - 1]
      let what = words[2...].joined(separator: " ")
      switch what {
      case "duration": return .numbers([phase.duration])
      case "start": return .numbers([phase.start])
      case "curve":
        switch phase.curve {
        case .easing(.cubic(let f)): return .name(CubicTimingFunction.presetsByName.first { $0.curve == f }?.name ?? "\(f)")
        case .spring: return .name("spring")
        case .keyframes: return .name("keyframes")
        case .decay(let decay): return .name("decay(\(decay.notation?.law ?? "?"))")
        case .easing(let easing): return .name("\(easing)")
        }
      case "damping ratio", "initial velocity":
        guard case .spring(let motion) = phase.curve else { throw TableError(description: "phase \(k) is not a spring") }
        return .numbers([what == "damping ratio" ? motion.spring.dampingRatio : motion.initialVelocity])
      default: throw TableError(description: "unknown phase quantity \(what)")
      }
    }
    guard words.count >= 3, let index = transition.viewNames.firstIndex(of: words[0]) else {
      throw TableError(description: "unknown quantity or view: \(quantity) (views: \(transition.viewNames))")
    }
    let view = ViewID(index: index)
    let property = words[1]
    if words[2...] == ["animates", "to"] {
      let values = transition.tracks.filter { $0.view == view }.compactMap { track -> [Double]? in
        switch (property, track.value) {
        case ("alpha", .alpha(_, let b)), ("cornerRadius", .cornerRadius(_, let b)), ("shadowOpacity", .shadowOpacity(_, let b)), ("tint", .tint(_, let b)):
          return [b]
        case ("maskRadius", .maskRadius(_, _, let b)): return [b]
        case ("scale", .transform(_, let b)): return [b.a, b.d]
        case ("size", .size(_, let b)): return [b.width, b.height]
        case ("center", .center(_, let b)): return [b.x, b.y]
        // Degrees about y: a list's rotate functions, read exactly (±180° are one matrix).
        case ("turn", .transform3D(let animation)):
          guard let lists = animation.lists else { return [Self.turn(of: animation.to)] }
          return [lists.to.functions.reduce(0) { sum, f in
            if case .rotate(let axis, let angle) = f, axis.x == 0, axis.z == 0, axis.y > 0 { return sum + angle * 180 / .pi }
            return sum
          }]
        default: return nil
        }
      }
      guard let first = values.first else { throw TableError(description: "no \(property) track on \(words[0])") }
      return .numbers(first)
    }
    guard words.count == 4, words[2] == "at" else { throw TableError(description: "unknown quantity: \(quantity)") }
    let time: Double
    switch words[3] {
    case "start": time = 0
    case "end": time = transition.duration
    default: time = try number(words[3])
    }
    let state = transition.scene(at: time)[view]
    switch property {
    case "frame": return .numbers([state.frame.minX, state.frame.minY, state.frame.width, state.frame.height])
    case "size": return .numbers([state.size.width, state.size.height])
    case "center": return .numbers([state.center.x, state.center.y])
    case "alpha": return .numbers([state.alpha])
    case "cornerRadius": return .numbers([state.cornerRadius])
    case "shadowOpacity": return .numbers([state.shadowOpacity])
    case "tint": return .numbers([state.tint])
    case "maskRadius": return .numbers([state.mask?.radius ?? .nan])
    case "scale": return .numbers([state.transform.a, state.transform.d])
    case "zPosition": return .numbers([state.zPosition])
    case "anchorPointZ": return .numbers([state.anchorPointZ])
    case "turn": return .numbers([Self.turn(of: state.transform3D)])
    // Degrees about x (m22 = cos θ, m23 = sin θ).
    case "tilt": return .numbers([atan2(state.transform3D.m23, state.transform3D.m22) * 180 / .pi])
    default: throw TableError(description: "unknown property \(property)")
    }
  }

  /// The angle in degrees of a turn about y read from its matrix (m11 = cos θ, m13 = −sin θ):
  /// exact away from ±180°, where the sign is lost.
  static func turn(of m: Transform3D) -> Double {
    atan2(-m.m13, m.m11) * 180 / .pi
  }
}
