import RealModule

/// The four ways apps project where a flick at v points per second would stop at a per-millisecond
/// rate r, side by side. They disagree: a 1000 pt/s flick at 0.998 stops at 499.000, 499.4998,
/// 499.3806 or 500.000.
///
/// - ``wwdc``, (v/1000)·r/(1 − r): the WWDC 2018 "Designing Fluid Interfaces" slide (session
///   803), copied by sheets and PiP corners (scenee/FloatingPanel `Core.swift`,
///   nathangitter/fluid-interfaces) and facebook/pop's decay.
/// - ``exact``, −v/(1000·ln r): the integral of UIKit's law (``ScrollDeceleration``); b3ll/Motion,
///   super-ultra/ScrollMechanics.
/// - ``flutter``, −v/ln(0.135): Flutter's `BouncingScrollSimulation` (`FrictionSimulation` with
///   drag 0.135 per second, 0.998¹⁰⁰⁰ rounded; flutter/flutter `scroll_simulation.dart`); r is
///   not read.
/// - ``reactSpring``, (v/1000)/(1 − r): react-spring's `decay` (pmndrs/react-spring
///   `SpringValue.ts`: e^(−(1 − r)·t) with t in milliseconds).
///
/// The WWDC formula is the sum of a velocity applied in 1 ms steps after each step's decay;
/// react-spring's is the integral of e^(−(1 − r)·t ms), which takes 1 − r for −ln r.
public enum DecayProjection: String, Codable, CaseIterable, Hashable, Sendable {
  /// (v/1000)·r/(1 − r): the WWDC 2018 slide's `project(initialVelocity:decelerationRate:)`.
  case wwdc
  /// −v/(1000·ln r): where UIKit's exact law comes to rest.
  case exact
  /// −v/ln(0.135): Flutter's iOS-style friction (drag 0.135 per second, whatever r is).
  case flutter
  /// (v/1000)/(1 − r): react-spring's `decay`.
  case reactSpring

  /// Flutter's drag per second for its iOS scroll physics (0.998¹⁰⁰⁰ = 0.13506… rounded).
  public static let flutterDrag = 0.135

  /// The projected distance of a flick at `velocity` (points per second) at `rate` per
  /// millisecond, signed as the velocity.
  ///
  /// - Throws: `CurveError` for a non-finite velocity or a rate outside (0, 1).
  public func distance(velocity: Double, rate: Double) throws(CurveError) -> Double {
    guard velocity.isFinite else { throw .nonFinite(parameter: "velocity", value: velocity) }
    let deceleration = try ScrollDeceleration(rate: rate)
    switch self {
    case .wwdc: return velocity / 1000 * rate / (1 - rate)
    case .exact: return -velocity / deceleration.decayConstant
    case .flutter: return -velocity / Double.log(Self.flutterDrag)
    case .reactSpring: return velocity / 1000 / (1 - rate)
    }
  }
}
