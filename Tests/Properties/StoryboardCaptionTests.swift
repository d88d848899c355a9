import Geometry
import Testing
import TextFormat
@testable import Transitions

/// The storyboard's panel captions say what each figure is: the transition's time fraction t/D,
/// labelled as such, and each phase's progress through its curve (issue 40 §6: a spring at
/// 0.12 s was captioned "progress 0.20", its time fraction, where the phase's progress was 0.53).
@Suite struct StoryboardCaptionTests {
  /// The captions of panel `k` of `svg`, in order.
  static func captions(of svg: String, panel k: Int) -> [String] {
    guard let start = svg.range(of: "<g data-panel=\"\(k)\"") else { return [] }
    var texts: [String] = []
    var rest = svg[start.upperBound...]
    while texts.count < 2, let open = rest.range(of: "<text"), let close = rest.range(of: "</text>") {
      let body = rest[open.upperBound..<close.lowerBound]
      if let end = body.firstIndex(of: ">") { texts.append(String(body[body.index(after: end)...])) }
      rest = rest[close.upperBound...]
    }
    return texts
  }

  @Test func aSpringPanelShowsItsTimeFractionAndThePhaseProgress() throws {
    let spring = Catalogue.bottomSpring(.push)
    let phase = try #require(spring.phases.first)
    let svg = Storyboard.svg(spring, container: Size(width: 390, height: 844))
    let t = spring.duration / 5
    let progress = phase.progress(at: t)
    #expect(abs(progress - 0.2) > 0.1, "the spring's progress differs from its time fraction here")
    #expect(
      Self.captions(of: svg, panel: 1) == [
        "t = \(Format.short(t)) s · time fraction 0.20", "progress \(Format.short(progress))",
      ])
  }

  @Test func severalPhasesEachShowTheirProgressByName() throws {
    let push = Catalogue.twoPhase(.push)
    try #require(push.phases.count > 1)
    let t = push.duration / 5
    let parts = push.phases.enumerated().map { i, phase in
      "\(phase.name ?? "\(i)") \(Format.short(phase.progress(at: t)))"
    }
    let svg = Storyboard.svg(push, container: Size(width: 390, height: 844))
    #expect(Self.captions(of: svg, panel: 1).last == "progress: " + parts.joined(separator: " · "))
  }
}
