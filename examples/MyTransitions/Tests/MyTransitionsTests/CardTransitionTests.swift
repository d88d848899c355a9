import Geometry
import MyTransitions
import PropertyBased
import SnapshotTesting
import Specs
import Testing
import TransitionTesting
import Transitions

/// The spec texts the documented snippet reads.
let cardPushJSON = CardTransitions.pushJSON
let cardPopJSON = CardTransitions.popJSON

/// The snippets of the README ("In your own test suite") and of the TransitionTesting
/// documentation ("Testing your transitions"), compiled and run as a user's package runs them:
/// each import is written out, nothing reaches a module through another.
@Suite struct CardTransitionTests {
  /// The pop retraces the push along the same paths, nothing jumps, a cancelled swipe puts
  /// everything back exactly, a finished one reaches the end exactly, and the frames stay what
  /// was recorded.
  @Test func cardPushAndPopThroughTheLibrary() throws {
    let push = try CardTransitions.push()
    let pop = try CardTransitions.pop()
    expectReversible(push, pop, atLeast: .pathReversible, roles: CardTransitions.popRoles)
    expectContinuous(push)
    expectRestoresOnCancel(push)
    expectFinishesAtEnd(push)
    expectSpringsMatchODE(push)
    assertSnapshot(of: push, as: .trace(fps: 60), named: "push")
  }

  // The snippet of the README and of the TransitionTesting landing page, as written there.
  // snippet: README.md, TransitionTesting.md
  @Test func cardPushAndPop() throws {
    let push = try TransitionSpec.read(json: cardPushJSON).transition()
    let pop = try TransitionSpec.read(json: cardPopJSON).transition()
    expectReversible(push, pop, atLeast: .pathReversible, roles: ["header": "card", "card": "header"])
    expectContinuous(push)                                   // no jump a user would see
    expectRestoresOnCancel(push)                             // a cancelled swipe puts everything back
    assertSnapshot(of: push, as: .trace(fps: 60), named: "push")   // pinned, within 1e-12
  }
  // end snippet

  /// A spec-built transition's views by name, sampled at any time.
  @Test func theCardReachesTheHeadersFrame() throws {
    let push = try CardTransitions.push()
    let card = try #require(push.view(named: "card"))
    let header = try #require(push.view(named: "header"))
    let end = push.scene(at: 0.5)
    #expect(end[card].frame == push.startScene[header].frame)
  }

  // The property test of "Testing your transitions": a point converted down a chain of 64
  // exactly convertible layers and back comes back exactly.
  // snippet: TestingYourTransitions.md
  @Test func myLayoutConvertsBack() async {
    await checkProperty(input: GeometryGen.exactChain(), Gen.int(in: 0...64)) { tree, level throws in
      let layer = LayerID(index: level % tree.count)
      let p = Point(x: 17, y: -23)
      #expect(try tree.convert(try tree.convert(p, from: layer, to: nil), from: nil, to: layer) == p)
    }
  }
  // end snippet

  // Random specs from "Testing your transitions": a failure would shrink to the smallest spec.
  // snippet: TestingYourTransitions.md
  @Test func everyViewStartsWhereItCanBeDrawn() async {
    await checkProperty(input: SpecGen.transitionSpec) { spec throws in
      let transition = try spec.transition()
      for view in transition.initialViews { #expect(view.center.x.isFinite) }
    }
  }
  // end snippet
}
