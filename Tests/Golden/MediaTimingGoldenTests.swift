import Curves
import SnapshotTesting
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// The media-timing model on named cases (the Transitions article "Media timing"), sampled at
/// fixed parent times, as a
/// golden table. Re-record only with `scripts/update-goldens`.
@Suite struct MediaTimingGoldenTests {
  static func cases() throws -> [(String, TimingChain)] {
    [
      ("plain 2 s", try TimingChain([try MediaTiming(duration: 2)])),
      ("begin 1, fill both", try TimingChain([try MediaTiming(beginTime: 1, duration: 2, fillMode: .both)])),
      ("autoreverse × 1.5", try TimingChain([try MediaTiming(duration: 1, repeatCount: 1.5, autoreverses: true, fillMode: .forwards)])),
      ("repeatDuration 2.5", try TimingChain([try MediaTiming(duration: 1, repeatDuration: 2.5, fillMode: .forwards)])),
      ("timeOffset 0.5, wrap", try TimingChain([try MediaTiming(timeOffset: 0.5, duration: 2, fillMode: .both)])),
      ("timeOffset 0.5, clip", try TimingChain([try MediaTiming(timeOffset: 0.5, duration: 2, fillMode: .both, timeOffsetMode: .clip)])),
      ("speed 2 animation", try TimingChain([try MediaTiming(speed: 2, duration: 2, fillMode: .forwards)])),
      ("layer speed 0.5, begin 1", try TimingChain([try MediaTiming(beginTime: 1, speed: 0.5), try MediaTiming(duration: 2)])),
      ("paused layer at 0.75", try TimingChain([try MediaTiming(speed: 0, duration: 0).scrubbed(toLocalTime: 0.75), try MediaTiming(duration: 2)])),
      ("resumed at t = 1 with speed 2", try TimingChain([try MediaTiming(speed: 0).scrubbed(toLocalTime: 0.5).resumed(atParentTime: 1, speed: 2), try MediaTiming(duration: 2)])),
      ("group with ease-out over a child", try TimingChain([try MediaTiming(duration: 2), try MediaTiming(duration: 2)], groupTimingFunctions: [.easeOut, nil])),
    ]
  }

  @Test func namedCases() throws {
    let times = [-0.5, 0, 0.25, 0.5, 1, 1.5, 1.999, 2, 2.5, 3, 4]
    var rows: [String: GoldenJSON] = [:]
    for (name, chain) in try Self.cases() {
      rows[name] = .array(times.map { t in
        let s = chain.state(atRootTime: t)
        return [
          "t": .number(t), "localTime": .number(s.localTime), "activeTime": .number(s.activeTime),
          "iteration": s.iteration.map { .number(Double($0)) } ?? .null,
          "basicTime": s.basicTime.map { .number($0) } ?? .null,
          "phase": .string(s.phase.rawValue), "inEffect": .bool(s.inEffect),
        ]
      })
    }
    assertSnapshot(of: GoldenJSON.object(rows), as: .numericJSON(tolerance: .golden), named: "cases")
  }
}
