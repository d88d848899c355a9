import RealModule

/// `UIScrollView`'s deceleration, exactly: after a flick the velocity keeps the fraction `rate` of
/// itself every millisecond (`UIScrollView.DecelerationRate`: `.normal` 0.998, `.fast` 0.99).
///
/// With k = 1000·ln(rate) (per second, negative), a flick from x₀ at v₀ points per second moves as
///
/// ```
/// v(t) = v₀·rate^(1000·t) = v₀·e^(k·t)
/// x(t) = x₀ + v₀·(e^(k·t) − 1)/k          (evaluated with expm1: exact at small t)
/// X    = x₀ − v₀/k                         (the destination, t → ∞)
/// ```
///
/// the continuous law that UIKit's frame loop samples (b3ll/Motion's `DecayFunction` and
/// super-ultra/ScrollMechanics' `DecelerationTimingParameters` implement the same closed form; see
/// ``DecayProjection`` for the four shortcuts apps use to project a flick instead). Half the
/// distance is covered after the velocity's half-life ln 2/(−k), 0.3462 s at `.normal`.
public struct ScrollDeceleration: Hashable, Sendable {
  /// The fraction of the velocity kept per millisecond, in (0, 1).
  public let rate: Double
  /// k = 1000·ln(rate), the velocity's decay constant per second (negative).
  public let decayConstant: Double

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normal = ScrollDeceleration(validRate: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fast = ScrollDeceleration(validRate: 0.99)

  /// A deceleration keeping `rate` of the velocity per millisecond.
  ///
  /// - Throws: `CurveError.nonFinite` or `CurveError.outOfRange` unless 0 < rate < 1 (at 1 a flick
  ///   never stops; at 0 it never starts).
  public init(rate: Double) throws(CurveError) {
    guard rate.isFinite else { throw .nonFinite(parameter: "rate", value: rate) }
    guard rate > 0, rate < 1 else {
      throw .outOfRange(parameter: "rate", value: rate, allowed: "0 < rate < 1 (per millisecond; UIKit: 0.998 or 0.99)")
    }
    self.init(validRate: rate)
  }

  private init(validRate rate: Double) {
    self.rate = rate
    decayConstant = 1000 * Double.log(rate)
  }

  /// The velocity t seconds after a flick at v₀: v₀·e^(k·t).
  public func velocity(from v0: Double, at t: Double) -> Double {
    v0 * Double.exp(decayConstant * t)
  }

  /// The position t seconds after a flick from x₀ at v₀: x₀ + v₀·(e^(k·t) − 1)/k.
  public func position(from x0: Double, velocity v0: Double, at t: Double) -> Double {
    x0 + v0 * Double.expMinusOne(decayConstant * t) / decayConstant
  }

  /// Where a flick from x₀ at v₀ comes to rest: x₀ − v₀/k.
  public func destination(from x0: Double, velocity v0: Double) -> Double {
    x0 - v0 / decayConstant
  }

  /// When the speed of a flick at v₀ has fallen to `speed`: ln(speed/|v₀|)/k; 0 when it starts
  /// at or below it (UIKit stops a deceleration below a threshold of this kind).
  ///
  /// - Throws: `CurveError.outOfRange` unless `speed` is finite and > 0 (the speed reaches 0 only
  ///   as t → ∞), `CurveError.nonFinite` for a non-finite v₀.
  public func time(toSpeed speed: Double, from v0: Double) throws(CurveError) -> Double {
    guard v0.isFinite else { throw .nonFinite(parameter: "velocity", value: v0) }
    guard speed.isFinite, speed > 0 else {
      let allowed = "a finite speed > 0 (it reaches 0 only as t → ∞)"
      throw .outOfRange(parameter: "speed", value: speed, allowed: allowed)
    }
    guard abs(v0) > speed else { return 0 }
    return Double.log(speed / abs(v0)) / decayConstant
  }

  /// When a flick from x₀ at v₀ passes `x`: log1p(k·(x − x₀)/v₀)/k; nil when it never does (behind
  /// x₀, or at or beyond the destination, which it only approaches). 0 at x₀ itself.
  /// A position at or past ``destination(from:velocity:)`` as this law computes it is never
  /// reached, whatever its rounding (so the destination itself answers nil).
  public func time(toReach x: Double, from x0: Double, velocity v0: Double) -> Double? {
    let distance = x - x0
    if distance == 0 { return 0 }
    let end = destination(from: x0, velocity: v0)
    guard v0 > 0 ? x < end : x > end else { return nil }
    let fraction = decayConstant * distance / v0  // in (−1, 0) exactly when reachable
    guard fraction.isFinite, fraction < 0, fraction > -1 else { return nil }
    return Double.log(onePlus: fraction) / decayConstant
  }
}
