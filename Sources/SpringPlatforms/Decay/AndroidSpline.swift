import Curves
import RealModule

/// Android's fling spline: the shape of every `OverScroller` fling and of Compose's
/// `splineBasedDecay`, as the exact curve and as Android's float tables.
///
/// Android draws a fling with two cubic Bézier polynomials of one parameter s ∈ [0, 1]: the time
/// T(s) with control values 0, P1 = 0.175, P2 = 0.35, 1 and the distance S(s) with control values
/// 0, 0.5, 1, 1 (`INFLEXION` 0.35, `START_TENSION` 0.5, `END_TENSION` 1). Together they are the
/// CSS curve `cubic-bezier(0.175, 0.5, 0.35, 1)`: the fraction of the distance covered at the
/// fraction u of the duration is y(u) = S(T⁻¹(u)), leaving at slope 0.5/0.175 = 1/0.35.
///
/// Android does not evaluate that curve. It tabulates it once in floats (`SPLINE_POSITION[101]`,
/// and its inverse `SPLINE_TIME[101]`), each entry found by bisection until |T(s) − i/100| < 1e-5
/// (the lower bound carried over from the previous entry, the upper reset to 1), and interpolates
/// linearly between entries: ``positions`` and ``times`` are those tables, built as Java builds
/// them (IEEE float, no fused operations). Entry 0 is not 0: the tolerance stops at s > 0, so a
/// fling starts 2.29e-5 of its distance ahead (``positions``[0] = 2.288818e-5).
///
/// Sources: aosp-mirror/platform_frameworks_base `core/java/android/widget/OverScroller.java`
/// (@050275cd and @9b56a605, identical fling code) and androidx/androidx
/// `compose/animation/animation/src/commonMain/kotlin/androidx/compose/animation/SplineBasedDecay.kt`
/// (@55c737bf; `AndroidFlingSpline`, "ported from android.widget.Scroller", the same tables).
public enum AndroidSpline {
  /// `INFLEXION`: where the tension lines cross, 0.35.
  public static let inflexion: Float = 0.35
  /// `START_TENSION`, 0.5, and `END_TENSION`, 1.
  public static let startTension: Float = 0.5, endTension: Float = 1
  /// P1 = START_TENSION·INFLEXION and P2 = 1 − END_TENSION·(1 − INFLEXION), in float (0.35000002).
  public static let p1: Float = startTension * inflexion, p2: Float = 1 - endTension * (1 - inflexion)
  /// `DECELERATION_RATE` = ln 0.78/ln 0.9 as a float (2.3582017).
  public static let decelerationRate = Float(Double.log(0.78) / Double.log(0.9))
  /// The same ratio in doubles, for the exact law (2.3582018154259448).
  public static let exactDecelerationRate = Double.log(0.78) / Double.log(0.9)

  /// The exact curve, `cubic-bezier(0.175, 0.5, 0.35, 1)` in doubles: the distance fraction and its
  /// slope at a time fraction.
  public static let exactCurve = BezierEvaluation(x1: 0.175, y1: 0.5, x2: 0.35, y2: 1)

  /// `SPLINE_POSITION`: the distance fraction at the time fractions 0, 0.01, …, 1.
  public static let positions: [Float] = tables.positions
  /// `SPLINE_TIME`: the time fraction at the distance fractions 0, 0.01, …, 1.
  public static let times: [Float] = tables.times

  private static let tables: (positions: [Float], times: [Float]) = {
    var positions = [Float](repeating: 1, count: 101)
    var times = [Float](repeating: 1, count: 101)
    func curve(_ s: Float, _ a: Float, _ b: Float) -> Float {
      let coefficient = 3 * s * (1 - s)
      return coefficient * ((1 - s) * a + s * b) + s * s * s
    }
    var xMin: Float = 0
    var yMin: Float = 0
    for i in 0..<100 {
      let alpha = Float(i) / 100
      var xMax: Float = 1
      var x: Float
      while true {
        x = xMin + (xMax - xMin) / 2
        let tx = curve(x, p1, p2)
        if Double(abs(tx - alpha)) < 1e-5 { break }
        if tx > alpha { xMax = x } else { xMin = x }
      }
      positions[i] = curve(x, startTension, 1)
      var yMax: Float = 1
      var y: Float
      while true {
        y = yMin + (yMax - yMin) / 2
        let dy = curve(y, startTension, 1)
        if Double(abs(dy - alpha)) < 1e-5 { break }
        if dy > alpha { yMax = y } else { yMin = y }
      }
      times[i] = curve(y, p1, p2)
    }
    return (positions, times)
  }()

  /// Android's interpolation of ``positions`` at the time fraction `t` (float), as
  /// `OverScroller.update` and Compose's `flingPosition` compute it: the entry below t and the
  /// chord to the next, `(distance, velocity)` coefficients; (1, 0) from t = 1 on. Compose clamps
  /// t into [0, 1] first (b/313685022); `OverScroller` never passes t outside it.
  public static func interpolate(_ t: Float) -> (distance: Float, velocity: Float) {
    let time = min(max(t, 0), 1)
    let index = Int(100 * time)
    guard index < 100 else { return (1, 0) }
    let tInf = Float(index) / 100
    let tSup = Float(index + 1) / 100
    let dInf = positions[index]
    let dSup = positions[index + 1]
    let velocity = (dSup - dInf) / (tSup - tInf)
    return (dInf + (time - tInf) * velocity, velocity)
  }

  /// The fling's duration and distance for a speed in doubles (the exact law): with
  /// q = 0.35·|v|/(friction·C), the duration is q^(1/(ρ − 1)) seconds and the distance
  /// 0.35·|v|·duration (equal to friction·C·q^(ρ/(ρ − 1)), Android's formula), ρ the deceleration
  /// rate and C the physical coefficient. The curve then leaves at exactly |v|.
  public static func exactFling(speed: Double, frictionTimesCoefficient: Double) -> (
    duration: Double, distance: Double
  ) {
    guard speed > 0 else { return (0, 0) }
    let q = 0.35 * speed / frictionTimesCoefficient
    let duration = Double.pow(q, 1 / (exactDecelerationRate - 1))
    return (duration, 0.35 * speed * duration)
  }

  /// The exact spline law at t: the origin before the flick, the destination at rest from the
  /// duration on, and between them origin + D·y(t/T) moving at D·y′(t/T)/T.
  public static func exactSample(
    at t: Double, origin: Double, velocity: Double, destination: Double, duration: Double
  ) -> DecaySample {
    guard t > 0, duration > 0 else { return DecaySample(position: origin, velocity: t > 0 ? 0 : velocity) }
    guard t < duration else { return DecaySample(position: destination, velocity: 0) }
    let (fraction, slope) = exactCurve.evaluate(t / duration)
    let signed = destination - origin
    return DecaySample(position: origin + signed * fraction, velocity: signed / duration * slope)
  }

  /// A time in seconds as the whole milliseconds a platform clock shows: rounded to the
  /// microsecond first (so 0.016 s is 16 ms although 0.016 × 1000 rounds below 16 in doubles),
  /// then floored.
  public static func wholeMilliseconds(_ t: Double) -> Int64 {
    let micros = (t * 1e6).rounded()
    guard micros.isFinite else { return t > 0 ? .max / 2 : 0 }
    return Int64(min(max((micros / 1000).rounded(.down), -9e15), 9e15))
  }
}
