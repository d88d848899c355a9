import Curves
import RealModule

/// react-spring's `decay` (`config.decay`: `true` is 0.998): with t in milliseconds and v₀ in units
/// per millisecond,
///
/// ```
/// x(t) = x₀ + v₀/(1 − d)·(1 − e^(−(1 − d)·t)),   v(t) = v₀·e^(−(1 − d)·t)
/// ```
/// which takes 1 − d for UIKit's −ln d: a 1000 px/s flick travels 500 px (UIKit's law: 499.4998).
/// Here velocities are per second and times in seconds, as everywhere in the package.
///
/// react-spring (``platformSample(at:)``) stops on the first frame that moved at most `precision`
/// since the previous one, and stays there (frames every ``frameInterval``); its precision is
/// `config.precision`, else 0.005 when the spring's goal equals its start (a decay has no goal of
/// its own), else min(1, |to − from|·0.001).
///
/// Source: pmndrs/react-spring `packages/core/src/SpringValue.ts` @3d2523de (the decay branch of
/// `advance`).
public struct ReactSpringDecay: DecayMotion, Hashable {
  /// `decay: true`: 0.998.
  public static let defaultDecay = 0.998
  /// The precision for a goal equal to the start.
  public static let defaultPrecision = 0.005

  public let origin: Double
  public let initialVelocity: Double
  /// d, per millisecond.
  public let decay: Double
  /// The frame-to-frame movement at which react-spring stops.
  public let precision: Double
  /// The frames, in seconds (1/60 by default).
  public let frameInterval: Double

  /// A decay from `origin` at `velocity` per second.
  ///
  /// - Throws: `CurveError` for non-finite inputs, a decay outside (0, 1), or a precision or frame
  ///   interval that is not > 0.
  public init(
    origin: Double, velocity: Double, decay: Double = defaultDecay, precision: Double = defaultPrecision,
    frameInterval: Double = 1.0 / 60
  ) throws(CurveError) {
    try DecayCheck.finite("from", origin)
    try DecayCheck.finite("velocity", velocity)
    try DecayCheck.openUnit("decay", decay, "(per millisecond; react-spring's `true`: 0.998)")
    try DecayCheck.positive("precision", precision)
    try DecayCheck.frameInterval(frameInterval)
    self.origin = origin
    self.initialVelocity = velocity
    self.decay = decay
    self.precision = precision
    self.frameInterval = frameInterval
  }

  /// −1000·(1 − d), per second.
  public var decayConstant: Double { -1000 * (1 - decay) }

  public var destination: Double { origin + initialVelocity / 1000 / (1 - decay) }

  public var duration: Double { initialVelocity == 0 ? 0 : .infinity }

  public func sample(at t: Double) -> DecaySample {
    let time = max(t, 0)
    let k = decayConstant
    return DecaySample(
      position: origin + initialVelocity * Double.expMinusOne(k * time) / k,
      velocity: initialVelocity * Double.exp(k * time))
  }

  public func time(toReach position: Double) -> Double? {
    DecayCheck.exponentialTime(
      toReach: position, origin: origin, velocity: initialVelocity, end: destination, rate: decayConstant)
  }

  /// react-spring's position at t, in its milliseconds: v₀/(1 − d)·(1 − e^(−(1 − d)·t)).
  private func springPosition(_ t: Double) -> Double {
    let ms = t * 1000, v0 = initialVelocity / 1000
    return origin + (v0 / (1 - decay)) * (1 - Double.exp(-(1 - decay) * ms))
  }

  /// The frame on which react-spring stops, counted from 1.
  private var restFrame: Double {
    guard initialVelocity != 0 else { return 0 }
    // The step x(n·h) − x((n − 1)·h) shrinks geometrically: start near the closed form's answer.
    let h = frameInterval, k = decayConstant
    let firstStep = abs(initialVelocity * Double.expMinusOne(k * h) / k)
    var frame = max((Double.log(precision / firstStep) / (k * h)).rounded(.down), 1)
    while frame > 1, abs(springPosition((frame - 1) * h) - springPosition((frame - 2) * h)) <= precision { frame -= 1 }
    while abs(springPosition(frame * h) - springPosition((frame - 1) * h)) > precision { frame += 1 }
    return frame
  }

  public func platformSample(at t: Double) -> DecaySample {
    let rest = restFrame * frameInterval
    let time = min(max(t, 0), rest)
    let ms = time * 1000
    let velocity = t >= rest ? 0 : initialVelocity * Double.exp(-(1 - decay) * ms)
    return DecaySample(position: springPosition(time), velocity: velocity)
  }

  /// Where react-spring stops: the position on its rest frame.
  public var platformDestination: Double { springPosition(restFrame * frameInterval) }

  public var platformRestTime: Double { restFrame * frameInterval }
}
