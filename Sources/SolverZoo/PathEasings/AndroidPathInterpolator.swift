import Curves

/// Android's `PathInterpolator(Path)` and `<pathInterpolator android:pathData="…">`, as Android
/// computes it: the path approximated by a polyline within 0.002 (`AndroidPathApproximation`,
/// float32), then, per fraction, a binary search and a linear interpolation in the polyline.
///
/// Source: aosp-mirror/platform_frameworks_base
/// `core/java/android/view/animation/PathInterpolator.java` at
/// 49f2ab6cec73a0dd66061b30937ce430fe8cd4dd (`initPath`, `getInterpolation`); the lookup is also
/// hwui's native `PathInterpolator` (`libs/hwui/Interpolator.cpp`), whose test
/// (`libs/hwui/tests/unit/PathInterpolatorTests.cpp` at 8404369783dc2817bbb13216ea18bd2a77eb84d6)
/// pins it. The cubic constructor `PathInterpolator(x1, y1, x2, y2)` is this with the path
/// `M 0,0 C x1,y1 x2,y2 1,1` (the zoo's ``AndroidSolver``).
///
/// Construction refuses, with Android's `IllegalArgumentException` messages: a polyline that does
/// not start at exactly (0, 0) and end at exactly (1, 1) ("The Path must start at (0,0) and end at
/// (1,1)"); two points at the same length fraction (a move) with different x ("The Path cannot
/// have discontinuity in the X axis."); x decreasing ("The Path cannot loop back on itself."). A
/// move in y alone (a vertical step) is allowed. Where Android's flattening never finishes (points
/// so large, about 8e4, that float rounding alone fails the 0.002 test until t stops halving; hwui
/// spins there forever), this port throws instead. Elliptical arcs are not ported
/// (``PathEasingPortError/notPorted(port:reason:)``): Android's path parser turns them into cubics
/// by a rule of its own.
///
/// `getInterpolation(t)`: 0 at and below 0, 1 at and above 1; else the search for
/// x[lo] ≤ t < x[hi] (at a vertical step the later point) and
/// y[lo] + ((t − x[lo]) / (x[hi] − x[lo]))·(y[hi] − y[lo]), y[lo] where the span has no width. The
/// polyline's points lie on the curve, its chords within 0.002 of it: for Material's emphasized
/// curve the answer errs by up to about 1e-3 (the bench's error column measures it).
public struct AndroidPathInterpolator: Hashable, Sendable {
  /// `PathInterpolator.PRECISION`, the acceptable error handed to `approximate`.
  public static let precision: Float = 0.002

  /// The polyline's x and y, in order.
  public let xs, ys: [Float]

  /// `new PathInterpolator(path)` for the path `data`.
  ///
  /// - Throws: ``PathEasingPortError/refusedByOriginal(port:message:detail:)`` where Android throws,
  ///   ``PathEasingPortError/notPorted(port:reason:)`` for an arc.
  public init(_ data: PathData) throws(PathEasingPortError) {
    func refuse(_ message: String, _ detail: String) -> PathEasingPortError {
      .refusedByOriginal(port: .android, message: message, detail: detail)
    }
    guard
      let entries = AndroidPathApproximation.entries(
        try PortPath(data, port: .android), acceptableError: Self.precision)
    else {
      throw refuse(
        "(no exception: Path.approximate never returns)",
        "a curve's float32 points are too large for the 0.002 test to pass before t stops halving")
    }
    let first = entries[0], last = entries[entries.count - 1]
    guard first.x == 0, first.y == 0, last.x == 1, last.y == 1 else {
      throw refuse(
        "The Path must start at (0,0) and end at (1,1)",
        "the polyline runs from (\(first.x), \(first.y)) to (\(last.x), \(last.y))")
    }
    var (previousX, previousFraction): (Float, Float) = (0, 0)
    for (index, entry) in entries.enumerated() {
      if entry.fraction == previousFraction && entry.x != previousX {
        throw refuse(
          "The Path cannot have discontinuity in the X axis.",
          "polyline point \(index + 1) moves from x = \(previousX) to x = \(entry.x)")
      }
      if entry.x < previousX {
        throw refuse(
          "The Path cannot loop back on itself.",
          "polyline point \(index + 1) goes back from x = \(previousX) to x = \(entry.x)")
      }
      (previousX, previousFraction) = (entry.x, entry.fraction)
    }
    (xs, ys) = (entries.map(\.x), entries.map(\.y))
  }

  /// `getInterpolation(t)`.
  public func interpolation(_ t: Float) -> Float { Self.interpolation(t, xs: xs, ys: ys) }

  /// `getInterpolation(t)` over the tables `xs`, `ys` (x sorted, at least two points, as every
  /// table this type and ``AndroidSolver`` build), as hwui's native `PathInterpolator` takes
  /// them: clamped input, binary search, linear interpolation. Not public: it reads the tables
  /// without bounds checks.
  @inlinable
  static func interpolation(_ t: Float, xs: [Float], ys: [Float]) -> Float {
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    return xs.withUnsafeBufferPointer { x in
      ys.withUnsafeBufferPointer { y in
        var lo = 0, hi = x.count - 1
        while hi - lo > 1 {
          let mid = (lo + hi) / 2
          if t < x[mid] { hi = mid } else { lo = mid }
        }
        let width = x[hi] - x[lo]
        if width == 0 { return y[lo] }
        let fraction = (t - x[lo]) / width
        return y[lo] + fraction * (y[hi] - y[lo])
      }
    }
  }
}
