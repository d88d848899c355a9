import RealModule

/// A flick under `UIScrollView`'s deceleration (``ScrollDeceleration``): x₀ + v₀·(e^(k·t) − 1)/k,
/// at rest only as t → ∞ (``duration`` is `.infinity`).
///
/// UIKit's own frame loop, its stop threshold and its pixel rounding are not public, so the
/// platform side is the closed form, stopped by the rest rule of b3ll/Motion's `DecayAnimation`
/// (b3ll/Motion `Sources/Motion/Animations/DecayAnimation.swift` @c9a57f9d): done when the speed
/// falls below `restSpeed`, 0.5 points per second by default (3.7966 s for 1000 pt/s at
/// `.normal`).
public struct UIKitDecay: DecayMotion, Hashable {
  /// The deceleration rate.
  public let deceleration: ScrollDeceleration
  public let origin: Double
  public let initialVelocity: Double
  /// The speed below which the flick counts as done, per second (b3ll/Motion: 0.5).
  public let restSpeed: Double

  /// A flick from `origin` at `velocity` per second, decelerating at `deceleration`.
  ///
  /// - Throws: `CurveError` for a non-finite origin or velocity, or a rest speed that is not
  ///   finite and > 0.
  public init(
    origin: Double, velocity: Double, deceleration: ScrollDeceleration = .normal, restSpeed: Double = 0.5
  ) throws(CurveError) {
    guard origin.isFinite else { throw .nonFinite(parameter: "from", value: origin) }
    guard velocity.isFinite else { throw .nonFinite(parameter: "velocity", value: velocity) }
    guard restSpeed.isFinite, restSpeed > 0 else {
      throw .outOfRange(parameter: "restSpeed", value: restSpeed, allowed: "a finite speed > 0")
    }
    self.deceleration = deceleration
    self.origin = origin
    self.initialVelocity = velocity
    self.restSpeed = restSpeed
  }

  public var destination: Double { deceleration.destination(from: origin, velocity: initialVelocity) }

  public var duration: Double { initialVelocity == 0 ? 0 : .infinity }

  public func sample(at t: Double) -> DecaySample {
    let time = max(t, 0)
    return DecaySample(
      position: deceleration.position(from: origin, velocity: initialVelocity, at: time),
      velocity: deceleration.velocity(from: initialVelocity, at: time))
  }

  public func time(toReach position: Double) -> Double? {
    deceleration.time(toReach: position, from: origin, velocity: initialVelocity)
  }

  /// ln(restSpeed/|v₀|)/k: when the speed falls below ``restSpeed``; 0 if it starts below.
  public var platformRestTime: Double {
    guard abs(initialVelocity) > restSpeed else { return 0 }
    return Double.log(restSpeed / abs(initialVelocity)) / deceleration.decayConstant
  }
}
