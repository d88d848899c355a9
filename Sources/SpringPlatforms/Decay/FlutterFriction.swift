import Curves
import RealModule

/// Flutter's `FrictionSimulation`: fluid drag, the velocity keeping the fraction `drag` of itself
/// per second, optionally less a constant deceleration c (re-signed against the motion).
///
/// ```
/// v(t) = v₀·Dᵗ − c·t,   x(t) = x₀ + v₀·(Dᵗ − 1)/ln D − c·t²/2
/// ```
/// With c = 0 the flick never stops (``duration`` is `.infinity`) and comes to rest at
/// x₀ − v₀/ln D: 1000 px/s at Flutter's iOS drag 0.135 travels 499.3806 px. With c > 0 it stops
/// where v(T) = 0 (here solved to the last bit).
///
/// Flutter's own arithmetic (``platformSample(at:)``) finds the stop time T by ten Newton steps on
/// v(t) = 0 from t = 0, and answers `finalX` past it. With c = 0 those steps do not converge: each
/// adds −1/ln D, so Flutter stops a pure-drag flick at T = −10/ln D (4.9938 s at 0.135) and jumps
/// the last v₀·D^T/(−ln D) (2.2e-5 of the distance) to `finalX`; ``platformTime(toReach:)`` is
/// `timeAtX`, ten Newton steps from t = 0. `isDone(t)` is |v(t)| below the velocity tolerance
/// (1e-3 by default; the scroll physics pass 1/(0.05·devicePixelRatio) px/s).
///
/// Source: flutter/flutter `packages/flutter/lib/src/physics/friction_simulation.dart` @b2ce50a4,
/// `tolerance.dart` @17bd7a8e.
public struct FlutterFriction: DecayMotion, Hashable {
  /// Flutter's iOS drag per second (`BouncingScrollSimulation`: 0.998¹⁰⁰⁰ rounded).
  public static let iosDrag = 0.135
  /// `Tolerance.defaultTolerance`'s velocity, 1e-3 per second.
  public static let defaultTolerance = 1e-3

  public let origin: Double
  public let initialVelocity: Double
  /// D: the fraction of the velocity kept per second, in (0, 1).
  public let drag: Double
  /// The constant deceleration's magnitude (≥ 0); Flutter applies it against the motion.
  public let constantDeceleration: Double
  /// The velocity tolerance below which Flutter calls the flick done.
  public let tolerance: Double
  public let duration: Double
  public let destination: Double
  /// Flutter's stop time (`_finalTime`), from its ten Newton steps.
  public let platformStopTime: Double

  private var dragLog: Double { Double.log(drag) }
  private var signedDeceleration: Double {
    initialVelocity > 0 ? constantDeceleration : (initialVelocity < 0 ? -constantDeceleration : 0)
  }

  /// A flick from `origin` at `velocity` per second under `drag` per second.
  ///
  /// - Throws: `CurveError` for a non-finite origin or velocity, a drag outside (0, 1), a negative
  ///   deceleration or a tolerance that is not finite and > 0.
  public init(
    origin: Double, velocity: Double, drag: Double = iosDrag, constantDeceleration: Double = 0,
    tolerance: Double = defaultTolerance
  ) throws(CurveError) {
    try DecayCheck.finite("from", origin)
    try DecayCheck.finite("velocity", velocity)
    try DecayCheck.openUnit("drag", drag, "(the velocity kept per second; Flutter's iOS physics: 0.135)")
    try DecayCheck.nonNegative("constantDeceleration", constantDeceleration)
    try DecayCheck.positive("tolerance", tolerance)
    self.origin = origin
    self.initialVelocity = velocity
    self.drag = drag
    self.constantDeceleration = constantDeceleration
    self.tolerance = tolerance
    let l = Double.log(drag)
    let c = velocity > 0 ? constantDeceleration : (velocity < 0 ? -constantDeceleration : 0)
    if velocity == 0 {
      (duration, destination, platformStopTime) = (0, origin, 0)
      return
    }
    // Flutter's `_newtonsMethod` on dx from 0, ten steps, with `_finalTime` still infinite.
    var guess = 0.0
    for _ in 0..<10 {
      guess -= (velocity * Double.pow(drag, guess) - c * guess) / (velocity * Double.pow(drag, guess) * l - c)
    }
    platformStopTime = guess
    if c == 0 {
      duration = .infinity
      destination = origin - velocity / l
    } else {
      let stop = DecayCheck.firstTime(from: 0, to: velocity / c) { t in
        let v = velocity * Double.exp(l * t) - c * t
        return velocity > 0 ? v <= 0 : v >= 0
      }
      duration = stop
      destination = origin + velocity * Double.expMinusOne(l * stop) / l - c / 2 * stop * stop
    }
  }

  public func sample(at t: Double) -> DecaySample {
    if t <= 0 { return DecaySample(position: origin, velocity: initialVelocity) }
    if t >= duration { return DecaySample(position: destination, velocity: 0) }
    let l = dragLog, c = signedDeceleration
    return DecaySample(
      position: origin + initialVelocity * Double.expMinusOne(l * t) / l - c / 2 * t * t,
      velocity: initialVelocity * Double.exp(l * t) - c * t)
  }

  /// log1p(ln D·(x − x₀)/v₀)/ln D without deceleration; bisection with it.
  public func time(toReach position: Double) -> Double? {
    guard constantDeceleration == 0 || initialVelocity == 0 else { return monotoneTime(toReach: position) }
    if position == origin { return 0 }
    guard
      initialVelocity > 0 ? position > origin && position < destination : position < origin && position > destination
    else { return nil }
    return Double.log(onePlus: dragLog * (position - origin) / initialVelocity) / dragLog
  }

  /// Flutter's `x(t)`, in its own arithmetic.
  func flutterX(_ t: Double) -> Double {
    if t > platformStopTime { return platformDestination }
    let l = dragLog
    return origin + initialVelocity * Double.pow(drag, t) / l - initialVelocity / l - signedDeceleration / 2 * t * t
  }

  /// Flutter's `dx(t)`, in its own arithmetic.
  func flutterDx(_ t: Double) -> Double {
    if t > platformStopTime { return 0 }
    return initialVelocity * Double.pow(drag, t) - signedDeceleration * t
  }

  public func platformSample(at t: Double) -> DecaySample {
    if initialVelocity == 0 { return DecaySample(position: origin, velocity: 0) }
    return DecaySample(position: flutterX(t), velocity: flutterDx(t))
  }

  /// `finalX`: x₀ − v₀/ln D without deceleration, x(T) at Flutter's stop time with it.
  public var platformDestination: Double {
    if initialVelocity == 0 { return origin }
    if constantDeceleration == 0 { return origin - initialVelocity / dragLog }
    let l = dragLog, t = platformStopTime
    return origin + initialVelocity * Double.pow(drag, t) / l - initialVelocity / l - signedDeceleration / 2 * t * t
  }

  /// The first time `isDone` holds: |dx(t)| below ``tolerance`` (at the latest just past
  /// Flutter's stop time, where dx is 0).
  public var platformRestTime: Double {
    if initialVelocity == 0 { return 0 }
    let end = platformStopTime.isFinite && platformStopTime > 0 ? platformStopTime : 1e6
    return DecayCheck.firstTime(from: 0, to: end) { abs(flutterDx($0)) < tolerance }
  }

  /// `isDone(t)`: |dx(t)| below ``tolerance``, in Flutter's arithmetic.
  public func isDone(at t: Double) -> Bool { initialVelocity == 0 || abs(flutterDx(t)) < tolerance }

  /// `timeAtX(x)`: 0 at the origin, `.infinity` behind it or past `finalX`, else ten Newton steps
  /// on x(t) − x from t = 0.
  public func platformTime(toReach x: Double) -> Double {
    if x == origin { return 0 }
    let end = platformDestination
    if initialVelocity == 0 || (initialVelocity > 0 ? (x < origin || x > end) : (x > origin || x < end)) {
      return .infinity
    }
    var guess = 0.0
    for _ in 0..<10 { guess -= (flutterX(guess) - x) / flutterDx(guess) }
    return guess
  }
}
