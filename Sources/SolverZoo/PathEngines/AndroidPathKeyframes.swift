import Curves

/// Android's `ObjectAnimator.ofFloat(target, "x", "y", path)` and `ofObject(…, path)`:
/// `PathKeyframes`, the path approximated once by `Path.approximate(0.5)` (a polyline whose
/// points lie on the curve, its chords within half a pixel of it; `AndroidPathApproximation`,
/// float32), each point keyed by its fraction of the polyline's length. A fraction f in (0, 1)
/// is found by binary search (an exact key answers its point) and lerped between the keys
/// around it; 0 and 1 answer the first and last points.
///
/// The animator's fraction is time's share, not distance's; asked by distance here, the fraction
/// is d / L (float), L the polyline's length, which runs short of the curve's.
///
/// Source: aosp-mirror/platform_frameworks_base `core/java/android/animation/PathKeyframes.java`
/// at 984011f6850fd4b6ad4db6d6022bd475d7a2c712 (`getValue`, the default error 0.5), and
/// `libs/hwui/jni/Path.cpp` as `AndroidPathApproximation` cites. Not ported: elliptical arcs
/// (Android's path parser turns them into cubics by its own rule).
public struct AndroidPathKeyframes: MeasuredPath {
  /// `PathKeyframes`' default acceptable error, in pixels.
  public static let defaultError: Float = 0.5

  /// The keys' fractions, x and y, in order.
  public let fractions, xs, ys: [Float]
  /// The polyline's float length.
  public let floatLength: Float

  /// `new PathKeyframes(path, error)`.
  ///
  /// - Throws: ``PathEngineError/notPorted(engine:reason:)`` for an arc,
  ///   ``PathEngineError/refused(engine:reason:)`` for an error that is not positive and finite,
  ///   a path with no element ("The path must not be null or empty"), a coordinate past the float
  ///   range, or where Android's flattening never finishes.
  public init(_ data: PathData, error: Float = defaultError) throws(PathEngineError) {
    guard error > 0, error.isFinite else {
      throw .refused(engine: .android, reason: "the acceptable error must be positive and finite, not \(error)")
    }
    let path = try PortPath(data, engine: .android)
    guard !path.verbs.isEmpty else { throw .refused(engine: .android, reason: "The path must not be null or empty") }
    guard let (entries, length) = AndroidPathApproximation.approximate(path, acceptableError: error) else {
      throw .refused(
        engine: .android,
        reason: "a curve's float32 points are too large for the error test to pass before t stops halving")
    }
    guard length.isFinite else { throw .refused(engine: .android, reason: "the length overflows a float") }
    (fractions, xs, ys) = (entries.map(\.fraction), entries.map(\.x), entries.map(\.y))
    floatLength = length
  }

  public var engine: PathEngine { .android }
  public var length: Double { Double(floatLength) }

  public func point(atDistance distance: Double) -> SIMD2<Double> {
    let d = Float(clamped(distance))
    let p = value(atFraction: floatLength > 0 ? d / floatLength : 0)
    return SIMD2(Double(p.x), Double(p.y))
  }

  /// `getValue(fraction)`, the fraction constrained to [0, 1]. A NaN fraction gives the first key
  /// (Android's `constrain` passes NaN to its search, which answers a key in the middle).
  public func value(atFraction fraction: Float) -> SIMD2<Float> {
    let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    let last = fractions.count - 1
    if f == 0 { return SIMD2(xs[0], ys[0]) }
    if f == 1 { return SIMD2(xs[last], ys[last]) }
    return fractions.withUnsafeBufferPointer { keys in
      var (low, high) = (0, last)
      while low <= high {
        let middle = (low + high) / 2
        if f < keys[middle] {
          high = middle - 1
        } else if f > keys[middle] {
          low = middle + 1
        } else {
          return SIMD2(xs[middle], ys[middle])
        }
      }
      let share = (f - keys[high]) / (keys[low] - keys[high])
      return SIMD2(xs[high] + (xs[low] - xs[high]) * share, ys[high] + (ys[low] - ys[high]) * share)
    }
  }
}
