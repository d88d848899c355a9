import Geometry
import JSON
import SnapshotTesting
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// A trace of every catalogue transition and operation in the 390 × 844 container (the
/// catalogue's documented fixtures), at t = k/60 plus t = D (the collection layout at N = 12),
/// one golden file each. Re-record only with `scripts/update-goldens`.
@Suite struct TransitionTraceGoldenTests {
  @Test func traces() throws {
    for transition in Catalogue.all() {
      #expect(Trace(transition, fps: 60).frames.last?.time == transition.duration)
      // TransitionTesting's strategy, as a user's suite records its transitions.
      assertSnapshot(of: transition, as: .trace(fps: 60), named: "\(transition.kind)-\(transition.operation.rawValue)")
    }
  }

  /// The format reads back what it writes, exactly (every golden file is a trace users can load).
  @Test func tracesReadBackExactly() throws {
    for transition in Catalogue.all() {
      let trace = Trace(transition, fps: 60)
      let text = try JSONValueEncoder().encode(trace).formatted()
      let decoded = try JSONValueDecoder().decode(Trace.self, from: try JSONParser.parseDocument(text))
      #expect(decoded == trace, "\(transition.kind) \(transition.operation)")
    }
  }
}
