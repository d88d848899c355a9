import Curves
import RealModule

extension SpringParameters {
  /// `spring` in the words of `kind`: the inverse of ``spring()``, for the same motion (mass
  /// normalised to 1 where the kind has no mass).
  ///
  /// `initialVelocity` (progress per second) matters only to UIKit's duration-based set, whose
  /// mapping depends on it. Round trips are exact up to rounding, except where the platform
  /// rounds: Flutter's duration is whole milliseconds. (Motion's `findSpring` stops after 11
  /// Newton steps, which converge to within 4e-16 relative for durations in [0.05, 3] s and
  /// bounces in [0, 0.95].)
  ///
  /// - Throws: `CurveError/outOfRange(parameter:value:allowed:)` when `kind` cannot express
  ///   the spring (Motion's and SwiftUI's clamped damping ratios, UIKit's undamped or
  ///   velocity-dominated springs, Rebound's bounciness range).
  public static func expressing(_ spring: Spring, as kind: Kind, initialVelocity: Double = 0) throws(CurveError)
    -> SpringParameters
  {
    let (m, k, c) = (spring.mass, spring.stiffness, spring.damping)
    let (stiffness, damping) = (k / m, c / m)
    let zeta = spring.dampingRatio
    switch kind {
    case .physical: return .physical(mass: m, stiffness: k, damping: c)
    case .motion: return .motion(stiffness: k, damping: c, mass: m)
    case .flutter: return .flutter(mass: m, stiffness: k, damping: c)
    case .swiftUI: return .swiftUI(duration: spring.response, bounce: spring.bounce)
    case .swiftUIResponse: return .swiftUIResponse(response: spring.response, dampingRatio: zeta)
    case .swiftUIPhysical:
      guard !SwiftUISpring.isOverDamped(spring) else {
        throw .outOfRange(
          parameter: "dampingRatio", value: zeta,
          allowed: "SwiftUI's Spring(mass:stiffness:damping:) makes ζ > 1 critical unless allowOverDamping is true")
      }
      return .swiftUIPhysical(mass: m, stiffness: k, damping: c)
    case .uikit:
      return .uikit(
        duration: try uikitDuration(spring, initialVelocity: initialVelocity), dampingRatio: zeta,
        initialVelocity: initialVelocity)
    case .compose: return .compose(dampingRatio: zeta, stiffness: stiffness)
    case .android: return .android(stiffness: stiffness, dampingRatio: zeta)
    case .motionVisual:
      return .motionVisual(
        visualDuration: MotionSpring.visualDuration(of: spring), bounce: try MotionSpring.bounce(of: spring))
    case .motionDuration:
      let parameters = SpringParameters.motionDuration(
        duration: try MotionSpring.duration(of: spring), bounce: try MotionSpring.bounce(of: spring))
      // findSpring's 11 Newton steps from ωn = 5/T do not reach the root for a bounce just above
      // 0 (each step gains about 1/ζ in ωn·T): Motion itself turns such a spring into another.
      let again = try parameters.spring()
      guard abs(again.naturalFrequency - spring.naturalFrequency) <= 1e-9 * spring.naturalFrequency else {
        throw .outOfRange(
          parameter: "dampingRatio", value: spring.dampingRatio,
          allowed:
            """
            Motion's findSpring does not converge back to this spring (ωn \(again.naturalFrequency) for \
            \(spring.naturalFrequency)); it has no duration-based spelling
            """
        )
      }
      return parameters
    case .flutterDampingRatio: return .flutterDampingRatio(mass: m, stiffness: k, ratio: zeta)
    case .flutterDurationBounce:
      return .flutterDurationBounce(duration: FlutterSpring.duration(of: spring), bounce: spring.bounce)
    case .origami:
      let (tension, friction) = (ReboundSpring.origamiTension(stiffness), ReboundSpring.origamiFriction(damping))
      // Origami's 0 means a physical 0 (Rebound's Java converter): a spring whose tension or
      // friction maps to Origami 0 without being 0 has no Origami spelling.
      guard tension != 0 || stiffness == 0, friction != 0 || damping == 0 else {
        let (name, value) = tension == 0 ? ("stiffness", stiffness) : ("damping", damping)
        throw .outOfRange(
          parameter: name, value: value,
          allowed: "maps to Origami 0, which Rebound reads as 0 (tension 85.4 and friction 1 have no Origami value)")
      }
      return .origami(tension: tension, friction: friction)
    case .rebound: return .rebound(tension: stiffness, friction: damping)
    case .reboundBounciness:
      let (bounciness, speed) = try ReboundSpring.bouncinessAndSpeed(of: spring)
      return .reboundBounciness(bounciness: bounciness, speed: speed)
    }
  }

  /// The UIKit duration T whose envelope condition (`Spring/init(uikitDuration:dampingRatio:initialVelocity:mass:)`)
  /// gives this spring's ωn: closed form for ζ < 1, GSL Brent on u = ωn·T for ζ ≥ 1.
  static func uikitDuration(_ spring: Spring, initialVelocity v: Double) throws(CurveError) -> Double {
    let (omega, zeta, epsilon) = (spring.naturalFrequency, spring.dampingRatio, 1e-3)
    guard zeta > 0 else {
      throw .outOfRange(parameter: "dampingRatio", value: zeta, allowed: "UIKit's duration-based spring needs ζ > 0")
    }
    if zeta < 1 {
      let amplitude = (zeta * omega - v) / (omega * ((1 - zeta) * (1 + zeta)).squareRoot())
      let t = Double.log(amplitude / epsilon) / (zeta * omega)
      guard amplitude > 0, t > 0, t.isFinite else {
        throw .outOfRange(
          parameter: "initialVelocity", value: v,
          allowed: "no UIKit duration gives this spring: its envelope (ζωn − v)/ωd must exceed 1e-3")
      }
      return t
    }
    // e^(−u)·((1 − v/ωn)·u + 1) = ε with u = ωn·T: decreasing once u is past its peak.
    let slope = 1 - v / omega
    let residual = { (u: Double) in Double.exp(-u) * (slope * u + 1) - epsilon }
    var upper = 1.0
    while residual(upper) > 0 && upper < 1e6 { upper *= 2 }
    guard residual(upper) <= 0, residual(upper / 2) > 0 || upper == 1 else {
      throw .outOfRange(
        parameter: "initialVelocity", value: v, allowed: "no UIKit duration gives this spring for this velocity")
    }
    do {
      let solver = try GSLBracketingSolver(.brent)
      let u = try solver.root(
        of: residual, lower: upper == 1 ? 1e-9 : upper / 2, upper: upper,
        search: RootSearch(absoluteTolerance: 0, relativeTolerance: 1e-15)
      ).root
      return u / omega
    } catch {
      throw .gsl(error)
    }
  }
}
