import Geometry
import SnapshotTesting
import TestSupport
import Testing
import Transitions

/// A trace of every catalogue transition and operation in the 390 × 844 container (the
/// catalogue's documented fixtures), at t = k/60 plus t = D (the collection layout at N = 12),
/// one golden file each. Re-record only with `scripts/update-goldens`.
@Suite struct TransitionTraceGoldenTests {
  /// The per-view columns, in order.
  static let columns = [
    "centerX", "centerY", "width", "height", "a", "b", "c", "d", "tx", "ty", "alpha", "cornerRadius",
    "shadowOpacity", "maskX", "maskY", "maskRadius", "tint", "hidden", "zIndex",
  ]

  static func row(_ v: ViewState) -> GoldenJSON {
    .numbers([
      v.center.x, v.center.y, v.size.width, v.size.height, v.transform.a, v.transform.b, v.transform.c, v.transform.d,
      v.transform.tx, v.transform.ty, v.alpha, v.cornerRadius, v.shadowOpacity, v.mask?.center.x ?? -1, v.mask?.center.y ?? -1,
      v.mask?.radius ?? -1, v.tint, v.isHidden ? 1 : 0, Double(v.zIndex),
    ])
  }

  static func json(_ trace: Trace) -> GoldenJSON {
    [
      "transition": .string(trace.kind.rawValue), "operation": .string(trace.operation.rawValue), "duration": .number(trace.duration),
      "fps": .number(trace.fps), "views": .array(trace.viewNames.map { .string($0) }), "columns": .array(columns.map { .string($0) }),
      "frames": .array(trace.frames.map { frame in
        ["t": .number(frame.time), "views": .array(frame.views.map(row))]
      }),
    ]
  }

  @Test func traces() {
    for transition in Catalogue.all() {
      let trace = Trace(transition, fps: 60)
      #expect(trace.frames.last?.time == transition.duration)
      assertSnapshot(of: Self.json(trace), as: .numericJSON(tolerance: .golden), named: "\(transition.kind)-\(transition.operation.rawValue)")
    }
  }
}
