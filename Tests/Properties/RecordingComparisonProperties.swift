import Curves
import PropertyBased
import TestSupport
import Testing
import TransitionTesting
import Recordings
import Specs
import Transitions

/// `RecordedComparison` and `RecordingCurveFit` on recordings made from the model itself on a
/// known clock: every latency and duration ratio is recovered, timing errors have the sign and
/// size planted, the clock's jitter and dropped frames are read from the timestamps, and the
/// curve fit names the curve that made the recording.
@Suite struct RecordingComparisonProperties {
  /// A 300 ms CSS-style push: two views slide by 400 pt, the outgoing one fades a little.
  static func push(timing: String = "ease-in-out", duration: Double = 0.3) throws -> TransitionSpec {
    try TransitionSpec.read(json: """
      {"specVersion": 2, "name": "cssPush", "operation": "push", "container": [400, 300],
       "views": [{"name": "from", "frame": [0, 0, 400, 300]}, {"name": "to", "frame": [400, 0, 400, 300]}],
       "phases": [{"duration": \(duration), "timing": "\(timing)"}],
       "tracks": [{"view": "to", "property": "center", "to": [200, 150]},
                  {"view": "from", "property": "center", "to": [-100, 150]},
                  {"view": "from", "property": "alpha", "to": 0.5}]}
      """)
  }

  /// The model of `spec` recorded on a clock where it starts at `latency` and runs `scale` times
  /// as long, at the recording times `times` (the model's own clock: τ = (t − latency)/scale),
  /// with centerX and alpha columns.
  static func record(_ spec: TransitionSpec, latency: Double, scale: Double, times: [Double]) throws -> [RecordedComparison.Row] {
    let transition = try spec.transition()
    var scene = transition.makeScene()
    var rows: [RecordedComparison.Row] = []
    for t in times {
      transition.sample(at: (t - latency) / scale, into: &scene)
      for (i, name) in transition.viewNames.enumerated() {
        rows.append(.init(time: t, view: name, values: ["centerX": scene.views[i].center.x, "alpha": scene.views[i].alpha]))
      }
    }
    return rows
  }

  /// 60 Hz frames from `start` covering the animation and a little before and after.
  static func frames(from start: Double, count: Int, interval: Double = 1.0 / 60) -> [Double] {
    (0..<count).map { start + Double($0) * interval }
  }

  /// Latencies at the edges: on time, one frame late, less than a frame early, and any.
  static var latencies: Generator<Double, some SendableSequenceType> {
    Gen.oneOf(Gen.always(0.0), Gen.always(1.0 / 60), Gen.always(-0.004), Gen.double(in: -0.05...0.2))
  }

  /// Duration ratios: exactly 1, ±10%, and any in [0.8, 1.25].
  static var scales: Generator<Double, some SendableSequenceType> {
    Gen.oneOf(Gen.always(1.0), Gen.always(1.1), Gen.always(0.9), Gen.double(in: 0.8...1.25))
  }

  @Test func anExactRecordingGivesBackItsLatencyAndDurationRatio() async throws {
    let spec = try Self.push()
    let transition = try spec.transition()
    await checkProperty(count: propertyCases, input: Self.latencies, Self.scales, Gen.double(in: -0.1...0)) { latency, scale, first in
      let rows = try Self.record(spec, latency: latency, scale: scale, times: Self.frames(from: latency + first, count: 36))
      let c = try RecordedComparison(transition, rows: rows)
      #expect(abs(c.fit.latency - latency) < Tolerance.recordingFitExact, "latency \(c.fit.latency) vs \(latency)")
      #expect(abs(c.fit.scale - scale) < Tolerance.recordingFitExact, "scale \(c.fit.scale) vs \(scale)")
      #expect(!c.fit.atSearchEdge)
      // The verdict takes the latency, never the ratio: exact on time at 1, and a 10% longer
      // (or shorter) run fails.
      if scale == 1 {
        #expect(abs(c.latencyFit.latency - latency) < Tolerance.recordingFitExact)
        #expect(c.passes && c.maxDeviation < 1e-3, "\(c.maxDeviation)")
      } else if abs(scale - 1) >= 0.05 {
        #expect(!c.passes, "a recording \(scale)× as long passes")
      }
    }
  }

  /// One frame of an otherwise exact recording is shown late (or early) by a known amount: its
  /// timing error is that amount, with its sign, and the frame fails only beyond the tolerance.
  @Test(arguments: [0.004, -0.004, 0.0005])
  func aShiftedFrameHasThatTimingError(shift: Double) throws {
    let spec = try Self.push()
    let transition = try spec.transition()
    var rows = try Self.record(spec, latency: 0, scale: 1, times: Self.frames(from: 0, count: 19))
    // Frame 9 (t = 0.15 s, the slide's fastest moment) shows the model at t − shift.
    let shifted = try Self.record(spec, latency: shift, scale: 1, times: [9.0 / 60])
    rows = rows.map { row in row.time == 9.0 / 60 ? shifted.first { $0.view == row.view }! : row }
    let c = try RecordedComparison(transition, rows: rows, tolerances: .init(time: 0.001))
    let to = try #require(c.series.first { $0.view == "to" && $0.column == "centerX" })
    let error = try #require(to.maxTimingError)
    // The latency fit moves a little towards the shifted frame; the error is measured after it.
    #expect(abs(error - (shift - c.latencyFit.latency)) < Tolerance.recordingTimingError, "\(error) vs \(shift)")
    #expect((to.failingSamples == 1) == (abs(shift) > 0.001), "\(to.failingSamples) failing")
  }

  @Test func theClockReadsItsIntervalJitterAndDroppedFrames() throws {
    let regular = try RecordingClock(times: Self.frames(from: 2, count: 20))
    #expect(abs(regular.frameInterval - 1.0 / 60) < 1e-12 && regular.jitter < 1e-12 && regular.droppedFrames == 0)
    #expect(regular.firstTime == 2 && regular.frames == 20)
    // Frame 7 stamped 3 ms late; frames 12 and 13 dropped. The least-squares grid through the 18
    // stamps leans towards the late one by a little (its leverage: 1/18 of 3 ms, and a slope
    // of 9.2e-6 s per frame), so the spread is 3 ms plus 0.07 ms, worked out by hand.
    var times = Self.frames(from: 0, count: 20)
    times[7] += 0.003
    times.removeSubrange(12...13)
    let clock = try RecordingClock(times: times)
    #expect(abs(clock.jitter - 0.003070597362296394) < 1e-12 && clock.droppedFrames == 1, "\(clock)")
    #expect(abs(clock.frameInterval - 0.016656581329195754) < 1e-12)
    // Delays of 0 to 5 ms on every frame of a 60 Hz grid: the jitter is their spread, 5 ms,
    // give or take the least-squares grid's tilt towards them (below 0.5 ms over 24 frames).
    let delays = (0..<24).map { Double(($0 * 7) % 5) * 0.00125 }
    let delayed = try RecordingClock(times: (0..<24).map { Double($0) / 60 + delays[$0] })
    #expect(abs(delayed.jitter - 0.005) < 0.0005 && abs(delayed.frameInterval - 1.0 / 60) < 1e-4, "\(delayed)")
  }

  /// A clock needs a time, each finite: no time, NaN or an infinity is a typed error naming it,
  /// never a frame invented at t = 0 (which the clock did before, reporting one frame at 0 s).
  @Test(arguments: [[], [0, .nan], [0.1, .infinity, 0.2], [-.infinity]] as [[Double]])
  func aClockWithoutTimesOrWithANonFiniteOneIsRefused(times: [Double]) {
    #expect(throws: TraceFormatError.self) { _ = try RecordingClock(times: times) }
  }

  /// A step counts as dropped frames when it exceeds 1.5 median steps, the median of an even
  /// count being the mean of the middle two: steps of 1, 1, 1, 1.2, 1.2 and `last` sixtieths
  /// have the median 1.1/60, so 1.7/60 is a drop and 1.6/60 is not (a threshold of 2.5, or the
  /// upper middle step as the median, would miss the first; 1.4 would count the second).
  @Test(arguments: [(1.7, 1), (1.6, 0)])
  func aDropIsAStepBeyondOneAndAHalfMedianSteps(last: Double, dropped: Int) throws {
    var times = [0.0]
    for step in [1, 1, 1, 1.2, 1.2, last] { times.append(times.last! + step / 60) }
    let clock = try RecordingClock(times: times)
    #expect(clock.droppedFrames == dropped, "\(clock)")
  }

  /// A faithful recording on a clock read late by a varying delay (performance.now() in a frame
  /// callback) passes by default: its timing errors stay within the clock's jitter.
  @Test func aFaithfulRecordingOnALateJitteryClockPasses() async throws {
    let spec = try Self.push()
    let transition = try spec.transition()
    await checkProperty(count: propertyCases, input: Gen.double(in: 0...0.008).array(of: 30), Gen.double(in: 0...0.0167)) { delays, latency in
      // The values of frame k (time k/60 on the engine's clock), stamped k/60 + delay_k.
      var rows: [RecordedComparison.Row] = []
      var scene = transition.makeScene()
      for (k, delay) in delays.enumerated() {
        transition.sample(at: Double(k) / 60 - latency, into: &scene)
        for (i, name) in transition.viewNames.enumerated() {
          rows.append(.init(time: Double(k) / 60 + delay, view: name, values: ["centerX": scene.views[i].center.x, "alpha": scene.views[i].alpha]))
        }
      }
      let c = try RecordedComparison(transition, rows: rows)
      #expect(c.passes, "jitter \(c.clock.jitter), failing \(c.failingSamples), ratio \(c.fit.scale) ± \(c.fit.scaleConfidence ?? .nan)")
    }
  }

  /// The same jittery clock on a run 3% longer than the spec: the per-frame errors hide in the
  /// jitter, but the duration ratio, fitted over every frame, shows it, and the verdict fails.
  @Test func aSlightlyLongerRunOnAJitteryClockFailsOnItsDuration() throws {
    let transition = try Self.push().transition()
    var rows: [RecordedComparison.Row] = []
    var scene = transition.makeScene()
    for k in 0..<30 {
      transition.sample(at: Double(k) / 60 / 1.03 - 0.01, into: &scene)
      let delay = Double((k * 7) % 5) * 0.001
      for (i, name) in transition.viewNames.enumerated() {
        rows.append(.init(time: Double(k) / 60 + delay, view: name, values: ["centerX": scene.views[i].center.x]))
      }
    }
    let c = try RecordedComparison(transition, rows: rows)
    #expect(abs(c.fit.scale - 1.03) < 0.005 && c.durationDiffers && !c.passes, "×\(c.fit.scale) ± \(c.fit.scaleConfidence ?? .nan), jitter \(c.clock.jitter)")
  }

  @Test func travelTimesAreTheModelsOnAFineRecording() throws {
    let spec = try Self.push()
    let rows = try Self.record(spec, latency: 0.02, scale: 1, times: Self.frames(from: 0, count: 400, interval: 0.001))
    let c = try RecordedComparison(try spec.transition(), rows: rows)
    let to = try #require(c.series.first { $0.view == "to" && $0.column == "centerX" })
    // ease-in-out is symmetric: half the travel at half the duration.
    #expect(abs(try #require(to.modelTravel50) - 0.15) < 1e-9)
    #expect(abs(try #require(to.recordedTravel50) - 0.15) < Tolerance.recordingTravel)
    #expect(abs(try #require(to.recordedTravel90) - (try #require(to.modelTravel90))) < Tolerance.recordingTravel)
    let still = try #require(c.series.first { $0.view == "to" && $0.column == "alpha" })
    #expect(still.modelTravel50 == nil && still.recordedTravel50 == nil)
  }

  @Test(arguments: ["ease-out", "linear", "ease-in-out"])
  func theCurveFitNamesTheCurveThatMadeTheRecording(recordedWith timing: String) throws {
    let spec = try Self.push()
    let rows = try Self.record(try Self.push(timing: timing), latency: 0.01, scale: 1, times: Self.frames(from: 0, count: 24))
    let fit = try RecordingCurveFit(spec, rows: rows, evaluations: 60)
    let best = try #require(fit.presets.first)
    let name = CubicTimingFunction.presets.first { $0.curve == CubicTimingFunction.preset(named: timing) }!.name
    #expect(best.timing == .preset(name) && best.rms < 1e-3 && abs(best.fit.latency - 0.01) < 1e-6, "\(best)")
    #expect(fit.specCurveHolds(tolerance: 0.5) == (timing == "ease-in-out"), "spec \(fit.spec.rms) pt, best \(fit.best.rms) pt")
    #expect(fit.cubic.rms <= best.rms + 1e-9)
  }

  @Test func badInputIsATypedError() throws {
    let transition = try Self.push().transition()
    #expect(throws: TraceFormatError.self) { try RecordedComparison(transition, rows: []) }
    let rows = [RecordedComparison.Row(time: 0, view: "to", values: ["centerX": 600])]
    #expect(throws: TraceFormatError.self) { try RecordedComparison(transition, rows: rows, tolerances: .init(points: .nan)) }
    #expect(throws: TraceFormatError.self) { try RecordedComparison(transition, rows: rows, tolerances: .init(time: -1)) }
    #expect(throws: TraceFormatError.self) { try RecordedComparison(transition, rows: [.init(time: .infinity, view: "to", values: [:])]) }
    #expect(throws: TraceFormatError.self) { try RecordedComparison(transition, rows: [.init(time: 0, view: "to", values: ["centerX": .nan])]) }
  }

  /// A recording spanning a billion seconds (found by the fuzzer: the first latency grid at D/100
  /// would have 3e13 points) is searched on a grid of at most 100,000 points, and answers.
  @Test func aRecordingSpanningAgesIsSearchedOnACoarserGrid() throws {
    let transition = try Self.push().transition()
    let rows = [0.0, 1e9].map { RecordedComparison.Row(time: $0, view: "to", values: ["centerX": 600]) }
    let c = try RecordedComparison(transition, rows: rows)
    #expect(c.latencyFit.latency.isFinite && c.passes)
  }

  @Test func everyTraceColumnHasAUnit() {
    for column in Trace.columns { #expect(Trace.unit(ofColumn: column) != nil, "\(column)") }
    #expect(Trace.unit(ofColumn: "alpha") == .unitless && Trace.unit(ofColumn: "frameX") == .points && Trace.unit(ofColumn: "opacity") == nil)
  }
}
