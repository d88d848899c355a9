import Curves
import Geometry
import PropertyBased
import RealModule
import TestSupport
import Testing
import TransitionTesting

@Suite struct KeyframeProperties {
  /// 2 to 6 points and sorted key times from 0 to 1.
  static var keyframes: Generator<([Point], [Double]), some SendableSequenceType> {
    zip(GeometryGen.point.array(of: 2...6), Gen.double(in: 0.05...1).array(of: 6)).map { points, gaps in
      let g = gaps.prefix(points.count - 1)
      let total = g.reduce(0, +)
      var times = [0.0]
      for gap in g.dropLast() { times.append(times.last! + gap / total) }
      times.append(1)
      return (points, times)
    }
  }

  @Test(arguments: [KeyframeTrack<Point>.Mode.linear, .cubic, .paced, .cubicPaced])
  func tracksPassThroughTheirValuesAtTheirKeyTimes(mode: KeyframeTrack<Point>.Mode) async throws {
    await checkProperty(count: propertyCases, input: Self.keyframes) { points, times in
      let track = try KeyframeTrack(values: points, keyTimes: times, mode: mode)
      for (k, p) in zip(track.keyTimes, points) {
        expectApproximatelyEqual(track.value(at: k), p, tolerance: .exact, "\(mode) at key time \(k)")
      }
    }
  }

  @Test func discreteTracksArePiecewiseConstant() async throws {
    await checkProperty(count: propertyCases, input: Gen.double(in: -100...100).array(of: 1...6), Gen.double(in: 0...1)) { values, f in
      let track = try KeyframeTrack(values: values, mode: .discrete)
      #expect(track.keyTimes.count == values.count + 1)
      let value = track.value(at: f)
      let i = track.keyTimes.lastIndex(where: { $0 <= f }).map { min($0, values.count - 1) } ?? 0
      #expect(value == values[i])
      #expect(track.value(at: 1) == values.last)
    }
  }

  @Test func pacedTracksMoveAtConstantSpeed() async throws {
    await checkProperty(count: propertyCases, input: Self.keyframes, Gen.double(in: 0...0.99)) { pair, f in
      let (points, _) = pair
      let total = zip(points, points.dropFirst()).map { $0.distance(to: $1) }.reduce(0, +)
      guard total > 1 else { return }
      let track = try KeyframeTrack(values: points, mode: .paced)
      let h = 1e-6
      let speed = track.value(at: f).distance(to: track.value(at: f + h)) / h
      // Exactly the total length per unit fraction, except across a corner (chord < arc).
      #expect(speed <= total * (1 + Tolerance.pacedTrackSpeed))
      let inSegment = !track.keyTimes.contains { $0 > f && $0 < f + h }
      if inSegment { #expect(abs(speed - total) <= Tolerance.pacedTrackSpeed * total, "speed \(speed) vs \(total)") }
    }
  }

  @Test func zeroTensionContinuityAndBiasIsCatmullRom() async throws {
    await checkProperty(count: propertyCases, input: GeometryGen.point.array(of: 3...6), Gen.double(in: 0...1)) { points, f in
      let track = try KeyframeTrack(values: points, mode: .cubic)
      // Independent Catmull-Rom with uniform key times and one-sided end tangents.
      let n = points.count
      let segment = min(Int(f * Double(n - 1)), n - 2)
      let u = f * Double(n - 1) - Double(segment)
      func tangent(_ i: Int) -> Point {
        i == 0 ? points[1] - points[0] : (i == n - 1 ? points[n - 1] - points[n - 2] : (points[i + 1] - points[i - 1]) * 0.5)
      }
      let (p0, p1, m0, m1) = (points[segment], points[segment + 1], tangent(segment), tangent(segment + 1))
      let expected = p0 * (2 * u * u * u - 3 * u * u + 1) + m0 * (u * u * u - 2 * u * u + u) + p1 * (3 * u * u - 2 * u * u * u) + m1 * (u * u * u - u * u)
      expectApproximatelyEqual(track.value(at: f), expected, tolerance: .transformAlgebra)
    }
  }

  @Test func nonUniformKeyTimesKeepTheVelocityContinuous() async throws {
    // The tangent scaling 2Δᵢ/(Δᵢ₋₁ + Δᵢ) makes dP/df equal on both sides of an interior key
    // time (continuity 0), whatever the spacing. Each side's dP/df is a second-order one-sided
    // difference: a first-order one errs by h/2·|P″|, and P″ jumps at a key time.
    await checkProperty(count: propertyCases, input: Self.keyframes, Gen.double(in: -0.9...0.9), Gen.double(in: -0.9...0.9)) { pair, tension, bias in
      let (points, times) = pair
      guard points.count >= 3 else { return }
      let track = try KeyframeTrack(values: points, keyTimes: times, mode: .cubic, tension: Array(repeating: tension, count: points.count), bias: Array(repeating: bias, count: points.count))
      for i in 1..<(points.count - 1) where times[i] - times[i - 1] > 1e-3 && times[i + 1] - times[i] > 1e-3 {
        let h = 1e-7, k = times[i]
        let left = (track.value(at: k) * 3 - track.value(at: k - h) * 4 + track.value(at: k - 2 * h)) * (1 / (2 * h))
        let right = (track.value(at: k + h) * 4 - track.value(at: k) * 3 - track.value(at: k + 2 * h)) * (1 / (2 * h))
        let scale = 1 + left.length
        #expect((left - right).length <= Tolerance.keyframeVelocityContinuity.bound(scale: scale), "key \(i): \(left) vs \(right)")
      }
    }
  }

  @Test func theOverallTimingFunctionAppliesFirst() throws {
    let track = try KeyframeTrack(values: [0.0, 10.0], timingFunction: .easeIn)
    #expect(track.value(at: 0.5) == 10 * CubicTimingFunction.easeIn.progress(at: 0.5))
    let perSegment = try KeyframeTrack(values: [0.0, 10.0, 20.0], timingFunctions: [.easeOut, .linear])
    #expect(perSegment.value(at: 0.25) == 10 * CubicTimingFunction.easeOut.progress(at: 0.5))
  }

  @Test func rectsArePacedByTheirFourVector() throws {
    let rects = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 3, y: 4, width: 10, height: 10), Rect(x: 3, y: 4, width: 22, height: 10)]
    let track = try KeyframeTrack(values: rects, mode: .paced)
    // Segment lengths 5 and 12: key times 0, 5/17, 1.
    #expect(track.keyTimes == [0, 5.0 / 17, 1])
  }

  @Test func transformsInterpolateByDecompositionAndRejectVectorModes() throws {
    let a = AffineTransform.identity, b = AffineTransform(quarterTurns: 1)
    let track = try KeyframeTrack(values: [a, b])
    expectApproximatelyEqual(track.value(at: 0.5), a.interpolated(to: b, fraction: 0.5), tolerance: .exact)
    #expect(throws: CurveError.self) { try KeyframeTrack(values: [a, b], mode: .paced) }
    #expect(throws: CurveError.self) { try KeyframeTrack(values: [a, b], mode: .cubic) }
  }

  @Test func invalidKeyframesAreTypedErrors() {
    #expect(throws: CurveError.self) { try KeyframeTrack<Double>(values: []) }
    #expect(throws: CurveError.self) { try KeyframeTrack(values: [1.0, 2.0], keyTimes: [0, 0.5, 1]) }
    #expect(throws: CurveError.self) { try KeyframeTrack(values: [1.0, 2.0, 3.0], keyTimes: [0, 0.7, 0.5]) }
    #expect(throws: CurveError.self) { try KeyframeTrack(values: [1.0, 2.0], keyTimes: [0.1, 1]) }
    #expect(throws: CurveError.self) { try KeyframeTrack(values: [1.0, 2.0], keyTimes: [0, .nan]) }
    #expect(throws: CurveError.self) { try KeyframeTrack(values: [1.0, 2.0], mode: .discrete, keyTimesFor: [0, 1]) }
    #expect(throws: CurveError.self) { try KeyframeTrack(values: [1.0, 2.0, 3.0], timingFunctions: [.linear]) }
    #expect(throws: CurveError.self) { try KeyframeTrack(values: [1.0, 2.0], mode: .cubic, tension: [0, 0, 0]) }
    #expect(throws: CurveError.self) { try KeyframeTrack(values: [1.0, 2.0], mode: .cubic, bias: [.infinity]) }
  }

  @Test func pathTracksRotateWithTheTangent() async throws {
    let path = try Path([.move(to: Point(x: 60, y: 420)), .quad(control: Point(x: 97.5, y: 94), to: Point(x: 195, y: 188))])
    let auto = try PathKeyframeTrack(path: path, timingFunction: .easeOut, rotationMode: .auto)
    let reverse = try PathKeyframeTrack(path: path, timingFunction: .easeOut, rotationMode: .autoReverse)
    let none = try PathKeyframeTrack(path: path, timingFunction: .easeOut)
    // An independent oracle for "the point at arc length s": the quad as a 20,000-segment
    // polyline (chords of ~0.02 pt), walked by length.
    let quad = QuadBezier(Point(x: 60, y: 420), Point(x: 97.5, y: 94), Point(x: 195, y: 188))
    let n = 20_000
    let points = (0...n).map { quad.point(at: Double($0) / Double(n)) }
    var cumulative = [0.0]
    for i in 1...n { cumulative.append(cumulative[i - 1] + points[i].distance(to: points[i - 1])) }
    func oracle(_ s: Double) -> (point: Point, t: Double) {
      let i = min(max(cumulative.firstIndex { $0 >= s } ?? n, 1), n)
      let u = (s - cumulative[i - 1]) / max(cumulative[i] - cumulative[i - 1], .leastNonzeroMagnitude)
      let p = Point(x: points[i - 1].x + u * (points[i].x - points[i - 1].x), y: points[i - 1].y + u * (points[i].y - points[i - 1].y))
      return (p, (Double(i - 1) + u) / Double(n))
    }
    #expect(abs(auto.sampler.length - cumulative[n]) <= Tolerance.pathKeyframeOracleLength, "length \(auto.sampler.length) vs polyline \(cumulative[n])")
    await checkProperty(count: propertyCases, input: Gen.double(in: 0...1)) { f in
      let (position, angle) = auto.state(at: f)
      // The overall timing function applies first: the distance is easeOut(f) of the length.
      let expected = oracle(CubicTimingFunction.easeOut.progress(at: f) * cumulative[n])
      #expect(position.distance(to: expected.point) <= Tolerance.pathKeyframeOraclePosition, "f = \(f): \(position) vs \(expected.point)")
      let tangent = quad.derivative(at: expected.t)
      #expect(abs((angle ?? .nan) - Double.atan2(y: tangent.y, x: tangent.x)) <= Tolerance.pathKeyframeOracleAngle, "f = \(f)")
      #expect(reverse.state(at: f).rotation == angle.map { $0 + .pi })
      #expect(none.state(at: f).rotation == nil)
    }
  }
}

extension KeyframeTrack where Value == Double {
  /// A discrete track with explicit key times (for the validation test's wrong count).
  init(values: [Double], mode: Mode, keyTimesFor keyTimes: [Double]) throws(CurveError) {
    try self.init(values: values, keyTimes: keyTimes, mode: mode)
  }
}
