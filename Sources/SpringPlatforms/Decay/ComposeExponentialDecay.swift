import Curves
import RealModule

/// Jetpack Compose's `exponentialDecay(frictionMultiplier, absVelocityThreshold)`: a velocity that
/// decays as e^(k·t) with k = −4.2·frictionMultiplier per second, stopped when its speed falls to
/// the threshold.
///
/// ```
/// x(t) = x₀ + v₀·(e^(k·t) − 1)/k,   v(t) = v₀·e^(k·t)
/// T    = ln(threshold/|v₀|)/k                   (0 when |v₀| ≤ threshold)
/// X    = x(T) = x₀ + (v₀ − sign(v₀)·threshold)/(4.2·frictionMultiplier)
/// ```
/// A 1000 px/s flick at the defaults (1, 0.1 px/s) stops at 238.0714 px after 2.1929 s.
///
/// Compose's own arithmetic (``platformSample(at:)``) is in floats (the exponentials through
/// doubles), the play time floored to whole milliseconds, the duration truncated to whole
/// milliseconds; from the duration on `DecayAnimation` shows the target and the velocity there
/// coerced into [−threshold, threshold]. Compose floors the threshold at 1e-7 and the multiplier
/// at 1e-4 as it stores them (`max`); a threshold of 0 is therefore 1e-7.
///
/// Source: androidx/androidx `compose/animation/animation-core/src/commonMain/kotlin/androidx/`
/// `compose/animation/core/FloatDecayAnimationSpec.kt` @31adf48a (`FloatExponentialDecaySpec`,
/// `ExponentialDecayFriction` = −4.2), `Animation.kt` @1d7dc4d1 (`DecayAnimation`).
public struct ComposeExponentialDecay: DecayMotion, Hashable {
  /// Compose's defaults: multiplier 1, threshold 0.1 per second.
  public static let defaultFrictionMultiplier = 1.0, defaultThreshold = 0.1

  public let origin: Double
  public let initialVelocity: Double
  /// The friction multiplier (> 0).
  public let frictionMultiplier: Double
  /// The speed at which the decay ends, per second (Compose's floor 1e-7 applied).
  public let threshold: Double
  /// k = −4.2·frictionMultiplier, per second.
  public let decayConstant: Double
  public let duration: Double
  public let destination: Double

  private let friction: Float, floatThreshold: Float
  /// `getDurationNanos` in whole milliseconds.
  public let platformMilliseconds: Int64

  /// A decay from `origin` at `velocity` per second.
  ///
  /// - Throws: `CurveError` for a non-finite origin or velocity, a multiplier that is not finite
  ///   and > 0, or a negative or non-finite threshold.
  public init(
    origin: Double, velocity: Double, frictionMultiplier: Double = defaultFrictionMultiplier,
    threshold: Double = defaultThreshold
  ) throws(CurveError) {
    try DecayCheck.finite("from", origin)
    try DecayCheck.finite("velocity", velocity)
    try DecayCheck.positive("frictionMultiplier", frictionMultiplier)
    try DecayCheck.nonNegative("threshold", threshold)
    self.origin = origin
    self.initialVelocity = velocity
    self.frictionMultiplier = frictionMultiplier
    floatThreshold = max(Float(0.0000001), Float(threshold))
    self.threshold = max(threshold, Double(Float(0.0000001)))
    friction = Float(-4.2) * max(Float(0.0001), Float(frictionMultiplier))
    decayConstant = -4.2 * max(frictionMultiplier, 0.0001)
    if abs(velocity) <= self.threshold {
      (duration, destination) = (0, origin)
    } else {
      duration = Double.log(self.threshold / abs(velocity)) / decayConstant
      destination = origin + (velocity - (velocity < 0 ? -self.threshold : self.threshold)) / -decayConstant
    }
    let v = Float(velocity)
    let millis = 1000 * Float(Double.log(Double(floatThreshold / abs(v)))) / friction
    platformMilliseconds = millis > 0 ? Int64(min(Double(millis), 9e15).rounded(.towardZero)) : 0
  }

  public func sample(at t: Double) -> DecaySample {
    if t >= duration { return DecaySample(position: destination, velocity: 0) }
    if t <= 0 { return DecaySample(position: origin, velocity: initialVelocity) }
    return DecaySample(
      position: origin + initialVelocity * Double.expMinusOne(decayConstant * t) / decayConstant,
      velocity: initialVelocity * Double.exp(decayConstant * t))
  }

  /// log1p(k·(x − x₀)/v₀)/k, for x strictly between the origin and the destination.
  public func time(toReach position: Double) -> Double? {
    DecayCheck.exponentialTime(
      toReach: position, origin: origin, velocity: initialVelocity, end: destination, rate: decayConstant)
  }

  private func floatValue(millis: Int64) -> Float {
    let x0 = Float(origin), v0 = Float(initialVelocity)
    return x0 - v0 / friction + v0 / friction * Float(Double.exp(Double(friction * Float(millis) / 1000)))
  }

  private func floatVelocity(millis: Int64) -> Float {
    Float(initialVelocity) * Float(Double.exp(Double(Float(millis) / 1000 * friction)))
  }

  /// `DecayAnimation` over `FloatExponentialDecaySpec` at the whole millisecond of t.
  public func platformSample(at t: Double) -> DecaySample {
    let millis = AndroidSpline.wholeMilliseconds(t)
    guard millis < platformMilliseconds else {
      let end = floatVelocity(millis: platformMilliseconds)
      return DecaySample(
        position: platformDestination, velocity: Double(min(max(end, -floatThreshold), floatThreshold)))
    }
    let time = max(millis, 0)
    return DecaySample(position: Double(floatValue(millis: time)), velocity: Double(floatVelocity(millis: time)))
  }

  /// `getTargetValue`: x(T) with T in double milliseconds, the rest in float.
  public var platformDestination: Double {
    let x0 = Float(origin), v0 = Float(initialVelocity)
    guard abs(v0) > floatThreshold else { return Double(x0) }
    let millis = Double.log(Double(abs(floatThreshold / v0))) / Double(friction) * 1000
    return Double(x0 - v0 / friction + v0 / friction * Float(Double.exp(Double(friction) * millis / 1000)))
  }

  /// `getDurationNanos`, in seconds.
  public var platformRestTime: Double { Double(platformMilliseconds) / 1000 }
}
