import Curves
import RealModule

/// Chromium's older `FlingCurve` (still used where the physics-based curve is off): one master
/// curve, an exponential decay less a constant, entered at the fling's speed.
///
/// ```
/// P(t) = α·e^(−γt) − β·t − α,   V(t) = −α·γ·e^(−γt) − β,
/// t(v) = −ln((v + β)/(−α·γ))/γ
/// α = −5707.62, β = 172, γ = 3.7   (pixels, seconds; float constants)
/// ```
/// The master curve runs from 20946.19 px/s (V(0)) to rest at t(0) = 1.3001 s after 5437.5 px. A
/// fling at speed |v| (at most V(0)) enters it at t₀ = t(|v|) and moves P(t₀ + t) − P(t₀), scaled by
/// v/|v| (by v/V(0) when |v| is faster, so it still leaves at v): 1000 px/s travels 181.06 px in
/// 0.5186 s. Chromium stores the offset and velocity as floats (``platformSample(at:)``).
///
/// Source: chromium/chromium `ui/events/gestures/fling_curve.cc` @be5cd41e, `fling_curve.h`
/// @3e1a26c4, the unittest @e130f1da.
public struct ChromiumLegacyFling: DecayMotion, Hashable {
  /// α, β, γ as Chromium's floats.
  public static let alpha = Double(Float(-5.70762e+03)), beta = Double(Float(1.72e+02)), gamma = Double(Float(3.7))

  /// P(t) on the master curve.
  public static func masterPosition(_ t: Double) -> Double { alpha * Double.exp(-gamma * t) - beta * t - alpha }
  /// V(t) on the master curve.
  public static func masterVelocity(_ t: Double) -> Double { -alpha * gamma * Double.exp(-gamma * t) - beta }
  /// t(v): when the master curve moves at v.
  public static func masterTime(atVelocity v: Double) -> Double { -Double.log((v + beta) / (-alpha * gamma)) / gamma }

  public let origin: Double
  public let initialVelocity: Double
  /// t₀: where the fling enters the master curve.
  public let entryTime: Double
  /// v/|v| (or v/V(0) past the fastest speed).
  public let ratio: Double
  public let duration: Double
  public let destination: Double

  /// A fling from `origin` at `velocity` pixels per second.
  ///
  /// - Throws: `CurveError` for a non-finite origin, or a velocity that is zero or not finite.
  public init(origin: Double, velocity: Double) throws(CurveError) {
    try DecayCheck.finite("from", origin)
    try DecayCheck.finite("velocity", velocity)
    guard velocity != 0 else {
      throw .outOfRange(parameter: "velocity", value: velocity, allowed: "≠ 0 (Chromium's fling needs a velocity)")
    }
    self.origin = origin
    self.initialVelocity = velocity
    let fastest = Self.masterVelocity(0)
    let speed = min(Double(Float(abs(velocity))), fastest)
    ratio = Double(Float(velocity) / Float(speed))
    entryTime = Self.masterTime(atVelocity: speed)
    let end = Self.masterTime(atVelocity: 0)
    duration = end - entryTime
    destination = origin + ratio * (Self.masterPosition(end) - Self.masterPosition(entryTime))
  }

  public func sample(at t: Double) -> DecaySample {
    if t <= 0 { return DecaySample(position: origin, velocity: initialVelocity) }
    if t >= duration { return DecaySample(position: destination, velocity: 0) }
    let master = entryTime + t
    return DecaySample(
      position: origin + ratio * (Self.masterPosition(master) - Self.masterPosition(entryTime)),
      velocity: ratio * Self.masterVelocity(master))
  }

  public func time(toReach position: Double) -> Double? { monotoneTime(toReach: position) }

  /// `ComputeScrollOffset`: the offset and velocity stored as floats, scaled by the float ratio.
  public func platformSample(at t: Double) -> DecaySample {
    if t < 0 { return DecaySample(position: origin, velocity: 0) }
    let master = t + entryTime
    let end = Self.masterTime(atVelocity: 0)
    let time = min(master, end)
    let offset = Float(Self.masterPosition(time) - Self.masterPosition(entryTime))
    let velocity = master < end ? Float(Self.masterVelocity(master)) : 0
    let scale = Float(ratio)
    return DecaySample(position: origin + Double(scale * offset), velocity: Double(scale * velocity))
  }

  public var platformDestination: Double {
    let offset = Float(Self.masterPosition(Self.masterTime(atVelocity: 0)) - Self.masterPosition(entryTime))
    return origin + Double(Float(ratio) * offset)
  }
}
