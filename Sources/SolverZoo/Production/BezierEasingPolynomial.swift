import Curves

/// The polynomial of gre/bezier-easing and the solvers derived from it (Framer Motion, Rive,
/// lottie-web): x(t) = ((A·t + B)·t + C)·t with A = 1 − 3a2 + 3a1, B = 3a2 − 6a1, C = 3a1, the
/// coefficients recomputed on every call, and the slope written 3A·t·t + 2B·t + C (not Horner's
/// form), in the originals' operation order so a port rounds as they do.
@usableFromInline
enum BezierEasingPolynomial<Scalar: BinaryFloatingPoint> {
  /// `calcBezier(t, a1, a2)`.
  @inlinable @inline(__always)
  static func value(_ t: Scalar, _ a1: Scalar, _ a2: Scalar) -> Scalar {
    let a = 1 - 3 * a2 + 3 * a1, b = 3 * a2 - 6 * a1, c = 3 * a1
    return ((a * t + b) * t + c) * t
  }

  /// `binarySubdivide(x, lower, upper, x1, x2)`: halve [lower, upper] (midpoint
  /// lower + (upper − lower)/2; upper = t when x(t) − x > 0, else lower = t) while |x(t) − x| >
  /// 1e-7, at most `maxIterations` times, and return the last midpoint (not the bracket's).
  @inlinable
  static func binarySubdivide<Counter: SolveCounter>(
    _ x: Scalar, lower: Scalar, upper: Scalar, _ x1: Scalar, _ x2: Scalar, maxIterations: Int, _ counter: inout Counter
  ) -> Scalar {
    var lower = lower, upper = upper
    var t: Scalar = 0
    var i = 0
    repeat {
      counter.countIteration()
      counter.countEvaluations(1)
      t = lower + (upper - lower) / 2
      let e = value(t, x1, x2) - x
      if e > 0 { upper = t } else { lower = t }
      i += 1
      if !(abs(e) > 1e-7) { break }
    } while i < maxIterations
    return t
  }

  /// `getSlope(t, a1, a2)`.
  @inlinable @inline(__always)
  static func slope(_ t: Scalar, _ a1: Scalar, _ a2: Scalar) -> Scalar {
    let a = 1 - 3 * a2 + 3 * a1, b = 3 * a2 - 6 * a1, c = 3 * a1
    return 3 * a * t * t + 2 * b * t + c
  }
}

/// bezier-easing 2's `getTForX` (gre/bezier-easing `src/index.js` at e0036aa16e36d3647413013fa774d3df37f348f1),
/// generic over the arithmetic and the sample table's storage: an 11-sample table of x(i/10)
/// picks the interval (its start summed 0.1 at a time) and a linear guess; if x′(guess) ≥ 0.001,
/// exactly 4 Newton steps (returning early on a zero slope); if x′(guess) is 0, the guess; else
/// bisection of the interval while |x(t) − x| > 1e-7, at most 10 steps, returning the last
/// midpoint. bezier-easing stores the samples in a `Float32Array` and computes in double; Rive
/// computes everything in float.
@usableFromInline
struct SampleTableNewton<Scalar: BinaryFloatingPoint & Sendable, Sample: BinaryFloatingPoint & Sendable>: Sendable {
  @usableFromInline let x1, x2: Scalar
  @usableFromInline let samples: [Sample]

  /// The table x(i·step) for i = 0…10, with i·step computed in `Scalar` (bezier-easing:
  /// `i * kSampleStepSize` in double; Rive: `i * SampleStepSize` in float), stored as `Sample`.
  @inlinable
  init(x1: Scalar, x2: Scalar) {
    self.x1 = x1
    self.x2 = x2
    let step: Scalar = 1 / (11 - 1)
    samples = (0..<11).map { Sample(BezierEasingPolynomial.value(Scalar($0) * step, x1, x2)) }
  }

  /// t for x.
  @inlinable
  func parameter<Counter: SolveCounter>(_ x: Scalar, _ counter: inout Counter) -> Scalar {
    let step: Scalar = 1 / (11 - 1)
    var intervalStart: Scalar = 0
    var current = 1
    while current != 10 && Scalar(samples[current]) <= x {
      intervalStart += step
      current += 1
    }
    current -= 1
    let low = Scalar(samples[current]), high = Scalar(samples[current + 1])
    let guess = intervalStart + (x - low) / (high - low) * step
    counter.countEvaluations(1)
    let initialSlope = BezierEasingPolynomial.slope(guess, x1, x2)
    if initialSlope >= 0.001 {
      var t = guess
      for _ in 0..<4 {
        counter.countIteration()
        counter.countEvaluations(2)
        let slope = BezierEasingPolynomial.slope(t, x1, x2)
        if slope == 0 { return t }
        t -= (BezierEasingPolynomial.value(t, x1, x2) - x) / slope
      }
      return t
    }
    if initialSlope == 0 { return guess }
    return BezierEasingPolynomial.binarySubdivide(
      x, lower: intervalStart, upper: intervalStart + step, x1, x2, maxIterations: 10, &counter)
  }
}
