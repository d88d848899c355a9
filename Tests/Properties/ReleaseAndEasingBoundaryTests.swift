import Curves
import Geometry
import Testing
import Transitions

/// Comparisons that decide a verdict, pinned where they turn (issue 25, point 5): the UIKit/Hero
/// release rule at exactly its threshold and exactly its fling speed, and `linear()`'s before
/// flag, which holds the first output only at the first input.
@Suite struct ReleaseAndEasingBoundaryTests {
  /// A pan of `distance` pt at `velocity` pt/s over a 390 pt container, released, under `model`
  /// with `rule`.
  static func release(_ model: CompletionModel, distance: Double, velocity: Double, rule: ReleaseRule) throws -> InteractiveSession.Completion.Direction {
    let session = try InteractiveSession(
      Catalogue.slide(.pop),
      steps: [.pan(translation: .zero, velocity: .zero, at: 0), .pan(translation: Point(x: distance, y: 0), velocity: Point(x: velocity, y: 0), at: 0.1), .release(at: 0.1)],
      model: model, gesture: GestureSpecification(container: Size(width: 390, height: 844), release: rule))
    return session.completion.direction
  }

  /// Progress exactly at the threshold cancels (finish needs p > threshold); one ulp past it
  /// finishes. A fling at exactly the fling speed finishes (|v| ≥ the speed); just under it, the
  /// position decides.
  @Test(arguments: [
    (CompletionModel.uikit, 195.0, 0.0, ReleaseRule(), InteractiveSession.Completion.Direction.cancel),  // p = 0.5 exactly
    (.uikit, 195.00000000000003, 0, ReleaseRule(), .finish),  // p one ulp past 0.5
    (.hero, 195.0, 0, ReleaseRule(), .cancel),
    (.uikit, 39, 300, ReleaseRule(flingVelocity: 300), .finish),  // p = 0.1, a fling of exactly 300 pt/s
    (.uikit, 39, 299.99999999999994, ReleaseRule(flingVelocity: 300), .cancel),  // just under: p decides
    (.uikit, 351, -300, ReleaseRule(flingVelocity: 300), .cancel),  // p = 0.9, flung back at exactly 300
  ])
  func theReleaseRuleTurnsExactlyAtItsBounds(model: CompletionModel, distance: Double, velocity: Double, rule: ReleaseRule, expected: InteractiveSession.Completion.Direction) throws {
    #expect(try Self.release(model, distance: distance, velocity: velocity, rule: rule) == expected, "\(model): \(distance) pt at \(velocity) pt/s")
  }

  /// CSS's before flag holds the first output only at the first input itself: before it,
  /// `linear(0, 1)` extrapolates as without the flag (−0.5 at x = −0.5), and at it answers 0.
  @Test func linearsBeforeFlagHoldsOnlyAtItsFirstInput() throws {
    let linear = try LinearEasing(stops: [.init(output: 0), .init(output: 1)])
    #expect(linear.progress(at: -0.5, beforeFlag: true) == -0.5)
    #expect(linear.progress(at: 0, beforeFlag: true) == 0)
    // With points sharing the first input (a jump there), the flag picks the first one's output.
    let jump = try LinearEasing(points: [.init(input: 0, output: 0.25), .init(input: 0, output: 0.75), .init(input: 1, output: 1)])
    #expect(jump.progress(at: 0, beforeFlag: true) == 0.25 && jump.progress(at: 0, beforeFlag: false) == 0.75)
  }
}
