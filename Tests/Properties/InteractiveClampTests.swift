import Geometry
import Testing
import Transitions

/// Hero's seek margin and the clamp of an explicit update, as the platforms have them.
@Suite struct InteractiveClampTests {
  static let gesture = GestureSpecification(container: Size(width: 390, height: 844))

  /// Hero shows at most duration − 0.001 s while interactive (`update(1)` on 0.35 s shows
  /// 0.349 s); UIKit shows the end itself. The release still reads progress 1 and finishes at once.
  @Test func heroStopsAMillisecondShortOfTheEnd() throws {
    let transition = Catalogue.slide(.push)
    let d = transition.duration
    let steps: [InteractiveSession.Step] = [.update(0, at: 0), .update(1, at: 0.1), .finish(at: 0.2)]
    let hero = try InteractiveSession(transition, steps: steps, model: .hero, gesture: Self.gesture)
    #expect(hero.time(at: 0.15) == d - 0.001)
    #expect(hero.completion.fromProgress == 1 && hero.completion.duration == 0)
    let uikit = try InteractiveSession(transition, steps: steps, gesture: Self.gesture)
    #expect(uikit.time(at: 0.15) == d)
    let half = try InteractiveSession(
      transition, steps: [.update(0, at: 0), .update(0.5, at: 0.1), .finish(at: 0.2)], model: .hero,
      gesture: Self.gesture)
    #expect(half.time(at: 0.15) == 0.5 * d, "below the margin nothing changes")
  }

  /// An update above 1 or below 0 is clamped and reported, as UIKit's and Hero's update(_:) clamp
  /// it; a non-finite one is refused.
  @Test(arguments: [(1.4, 1.0), (-0.2, 0.0), (1.0000000000000002, 1.0)])
  func anExplicitUpdateIsClampedAndReported(progress: Double, clamped: Double) throws {
    let transition = Catalogue.slide(.push)
    let session = try InteractiveSession(
      transition, steps: [.update(0, at: 0), .update(progress, at: 0.1), .finish(at: 0.2)], gesture: Self.gesture)
    #expect(session.clamps == [InteractiveSession.Clamp(step: 1, time: 0.1, progress: progress, clamped: clamped)])
    #expect(session.time(at: 0.15) == clamped * transition.duration)
    #expect(throws: DriverError.self) {
      _ = try InteractiveSession(
        transition, steps: [.update(0, at: 0), .update(.nan, at: 0.1), .finish(at: 0.2)], gesture: Self.gesture)
    }
  }
}
