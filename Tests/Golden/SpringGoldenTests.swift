import Curves
import SnapshotTesting
import TestSupport
import Testing
import TransitionTesting

/// Springs against Apple's documented figures (`Reference/apple-springs.json`) and golden tables
/// of every parameter set. Re-record the tables only with `scripts/update-goldens`.
@Suite struct SpringGoldenTests {
  static func reference() throws -> ReferenceFile { try ReferenceFile(named: "apple-springs.json") }

  @Test func swiftUIsDocumentedConversions() throws {
    let file = try Self.reference()
    let forward = file.cases[0], backward = file.cases[1]
    let spring = try Spring(duration: try #require(forward["duration"]?.numberValue), bounce: try #require(forward["bounce"]?.numberValue))
    expectApproximatelyEqual(spring.mass, try #require(forward["mass"]?.numberValue), tolerance: file.tolerance)
    expectApproximatelyEqual(spring.stiffness, try #require(forward["stiffness"]?.numberValue), tolerance: file.tolerance)
    expectApproximatelyEqual(spring.damping, try #require(forward["damping"]?.numberValue), tolerance: file.tolerance)
    let physical = try Spring(mass: try #require(backward["mass"]?.numberValue), stiffness: try #require(backward["stiffness"]?.numberValue), damping: try #require(backward["damping"]?.numberValue))
    expectApproximatelyEqual(physical.perceptualDuration, try #require(backward["expectedDuration"]?.numberValue), tolerance: file.tolerance)
    expectApproximatelyEqual(physical.bounce, try #require(backward["expectedBounce"]?.numberValue), tolerance: file.tolerance)
  }

  /// Apple's settling figures are estimates under an unpublished definition: compared, not
  /// asserted equal. Ours (the Curves article "Springs, exactly":
  /// the last time the displacement, as a fraction of the
  /// distance, or the velocity, in progress per second, exceeds 1e-3) brackets them: Apple's
  /// stated range overlaps the span from our displacement-only to our displacement-and-velocity
  /// settling time.
  @Test func casSpringAnimationsDocumentedSettlingIsBracketedByOurs() throws {
    var rows: [String: GoldenJSON] = [:]
    for c in try Self.reference().cases.dropFirst(2) {
      let spring = try Spring(mass: try #require(c["mass"]?.numberValue), stiffness: try #require(c["stiffness"]?.numberValue), damping: try #require(c["damping"]?.numberValue))
      let motion = try SpringMotion(spring: spring, progressVelocity: 0)
      let displacementOnly = try motion.displacementSettlingDuration()
      let withVelocity = try motion.settlingDuration()
      let range = (c["documentedSettling"]?.arrayValue ?? []).compactMap(\.numberValue)
      let name = c["name"]?.stringValue ?? "?"
      #expect(range.count == 2)
      // Apple's range and ours overlap: [low, high] ∩ [displacementOnly, withVelocity] ≠ ∅.
      #expect(range.count == 2 && range[0] <= withVelocity && displacementOnly <= range[1],
        "\(name): Apple \(range) s vs ours \(displacementOnly)…\(withVelocity) s")
      rows[name] = ["apple": .numbers(range), "displacementOnly": .number(displacementOnly), "withVelocity": .number(withVelocity)]
    }
    assertSnapshot(of: GoldenJSON.object(rows), as: .numericJSON(tolerance: .golden), named: "apple-settling-comparison")
  }

  /// Every parameter set at fixed inputs: the mapping, the conversions back, the settling times
  /// and progress at t = k/20 s, k = 0…20.
  @Test func parameterSetTables() throws {
    let springs: [(String, Spring, Double)] = [
      ("mass 1, stiffness 100, damping 10", try Spring(mass: 1, stiffness: 100, damping: 10), 0),
      ("mass 2, stiffness 300, damping 40 (over-damped)", try Spring(mass: 2, stiffness: 300, damping: 60), 0),
      ("critical: stiffness 100, damping 20", try Spring(stiffness: 100, damping: 20), 0),
      ("response 0.55, damping ratio 0.825 (SwiftUI's default spring)", try Spring(response: 0.55, dampingRatio: 0.825), 0),
      ("duration 0.5, bounce 0.3", try Spring(duration: 0.5, bounce: 0.3), 0),
      ("duration 0.5, bounce -0.4", try Spring(duration: 0.5, bounce: -0.4), 0),
      ("UIKit duration 0.8, damping ratio 0.5 (seed 003's push)", try Spring(uikitDuration: 0.8, dampingRatio: 0.5), 0),
      ("UIKit duration 0.5, damping ratio 0.55, velocity 1/0.55 (seed 003's photo zoom)", try Spring(uikitDuration: 0.5, dampingRatio: 0.55, initialVelocity: 1 / 0.55), 1 / 0.55),
      ("UIKit duration 0.5, damping ratio 0.8 (seed 002's card)", try Spring(uikitDuration: 0.5, dampingRatio: 0.8), 0),
    ]
    var rows: [String: GoldenJSON] = [:]
    for (name, spring, velocity) in springs {
      let motion = try SpringMotion(spring: spring, progressVelocity: velocity)
      rows[name] = [
        "mass": .number(spring.mass), "stiffness": .number(spring.stiffness), "damping": .number(spring.damping),
        "regime": .string(spring.regime.rawValue), "dampingRatio": .number(spring.dampingRatio),
        "response": .number(spring.response), "bounce": .number(spring.bounce),
        "settling": .number(try motion.settlingDuration()),
        "progress": .numbers((0...20).map { motion.progress(at: Double($0) / 20) }),
      ]
    }
    assertSnapshot(of: GoldenJSON.object(rows), as: .numericJSON(tolerance: .golden), named: "parameter-sets")
  }
}
