import Curves

/// One spring in one platform's words: every parameterisation the suite converts between.
///
/// Each case builds a `Spring` (``spring()``, validated, with the platform's own clamps) and
/// each kind expresses any spring back (``expressing(_:as:initialVelocity:)``) where the mapping
/// is invertible. The motion of a spring between two values depends only on k/m and c/m, so sets
/// with mass fixed at 1 express a spring of any mass by normalising it (same motion).
///
/// On the command line and in `eval` a parameter set is written `platform:key=value,…`
/// (``init(parsing:)``), for example `swiftui:duration=0.5,bounce=0.3` or
/// `compose:dampingRatio=0.5,stiffness=400`; ``Kind`` lists every platform and its keys.
public enum SpringParameters: Hashable, Sendable {
  /// `CASpringAnimation` / `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
  case physical(mass: Double, stiffness: Double, damping: Double)
  /// SwiftUI `Spring(duration:bounce:)` (`Spring/init(duration:bounce:)`).
  case swiftUI(duration: Double, bounce: Double)
  /// SwiftUI `Spring(response:dampingRatio:)` (`Spring/init(response:dampingRatio:mass:)`).
  case swiftUIResponse(response: Double, dampingRatio: Double)
  /// SwiftUI `Spring(mass:stiffness:damping:allowOverDamping: false)`
  /// (``SwiftUISpring/spring(mass:stiffness:damping:allowOverDamping:)``).
  case swiftUIPhysical(mass: Double, stiffness: Double, damping: Double)
  /// UIKit's duration-based spring (`Spring/init(uikitDuration:dampingRatio:initialVelocity:mass:)`).
  case uikit(duration: Double, dampingRatio: Double, initialVelocity: Double)
  /// Jetpack Compose `spring(dampingRatio, stiffness)` (``ComposeSpring``).
  case compose(dampingRatio: Double, stiffness: Double)
  /// Android `SpringForce` stiffness and damping ratio (``AndroidSpring``).
  case android(stiffness: Double, dampingRatio: Double)
  /// Motion `visualDuration` + `bounce` (``MotionSpring/spring(visualDuration:bounce:)``).
  case motionVisual(visualDuration: Double, bounce: Double)
  /// Motion `duration` + `bounce` through `findSpring` (``MotionSpring/spring(duration:bounce:)``).
  case motionDuration(duration: Double, bounce: Double)
  /// Motion `stiffness`, `damping`, `mass`.
  case motion(stiffness: Double, damping: Double, mass: Double)
  /// Flutter `SpringDescription(mass:stiffness:damping:)`.
  case flutter(mass: Double, stiffness: Double, damping: Double)
  /// Flutter `SpringDescription.withDampingRatio` (``FlutterSpring/spring(mass:stiffness:ratio:)``).
  case flutterDampingRatio(mass: Double, stiffness: Double, ratio: Double)
  /// Flutter `SpringDescription.withDurationAndBounce` (``FlutterSpring/spring(duration:bounce:)``).
  case flutterDurationBounce(duration: Double, bounce: Double)
  /// Origami's tension and friction (``ReboundSpring/spring(origamiTension:origamiFriction:)``).
  case origami(tension: Double, friction: Double)
  /// Rebound `SpringConfig(tension, friction)` (``ReboundSpring/spring(tension:friction:)``).
  case rebound(tension: Double, friction: Double)
  /// Rebound `SpringConfig.fromBouncinessAndSpeed` (``ReboundSpring/spring(bounciness:speed:)``).
  case reboundBounciness(bounciness: Double, speed: Double)

  /// The spring these parameters describe.
  ///
  /// - Throws: `CurveError` naming the parameter and its allowed range for ill-posed values.
  public func spring() throws(CurveError) -> Spring {
    switch self {
    case .physical(let m, let k, let c), .motion(let k, let c, let m), .flutter(let m, let k, let c):
      return try Spring(mass: m, stiffness: k, damping: c)
    case .swiftUI(let duration, let bounce): return try Spring(duration: duration, bounce: bounce)
    case .swiftUIResponse(let response, let ratio): return try Spring(response: response, dampingRatio: ratio)
    case .swiftUIPhysical(let m, let k, let c): return try SwiftUISpring.spring(mass: m, stiffness: k, damping: c)
    case .uikit(let duration, let ratio, let velocity):
      return try Spring(uikitDuration: duration, dampingRatio: ratio, initialVelocity: velocity)
    case .compose(let ratio, let k): return try ComposeSpring.spring(dampingRatio: ratio, stiffness: k)
    case .android(let k, let ratio): return try AndroidSpring.spring(stiffness: k, dampingRatio: ratio)
    case .motionVisual(let duration, let bounce):
      return try MotionSpring.spring(visualDuration: duration, bounce: bounce)
    case .motionDuration(let duration, let bounce): return try MotionSpring.spring(duration: duration, bounce: bounce)
    case .flutterDampingRatio(let m, let k, let ratio):
      return try FlutterSpring.spring(mass: m, stiffness: k, ratio: ratio)
    case .flutterDurationBounce(let duration, let bounce):
      return try FlutterSpring.spring(duration: duration, bounce: bounce)
    case .origami(let tension, let friction):
      return try ReboundSpring.spring(origamiTension: tension, origamiFriction: friction)
    case .rebound(let tension, let friction): return try ReboundSpring.spring(tension: tension, friction: friction)
    case .reboundBounciness(let bounciness, let speed):
      return try ReboundSpring.spring(bounciness: bounciness, speed: speed)
    }
  }

  /// The kind of parameter set.
  public var kind: Kind {
    switch self {
    case .physical: .physical
    case .swiftUI: .swiftUI
    case .swiftUIResponse: .swiftUIResponse
    case .swiftUIPhysical: .swiftUIPhysical
    case .uikit: .uikit
    case .compose: .compose
    case .android: .android
    case .motionVisual: .motionVisual
    case .motionDuration: .motionDuration
    case .motion: .motion
    case .flutter: .flutter
    case .flutterDampingRatio: .flutterDampingRatio
    case .flutterDurationBounce: .flutterDurationBounce
    case .origami: .origami
    case .rebound: .rebound
    case .reboundBounciness: .reboundBounciness
    }
  }

  /// The values in the order of ``Kind/keys``.
  public var values: [Double] {
    switch self {
    case .physical(let a, let b, let c), .swiftUIPhysical(let a, let b, let c), .uikit(let a, let b, let c),
      .motion(let a, let b, let c), .flutter(let a, let b, let c), .flutterDampingRatio(let a, let b, let c):
      [a, b, c]
    case .swiftUI(let a, let b), .swiftUIResponse(let a, let b), .compose(let a, let b), .android(let a, let b),
      .motionVisual(let a, let b), .motionDuration(let a, let b), .flutterDurationBounce(let a, let b),
      .origami(let a, let b), .rebound(let a, let b), .reboundBounciness(let a, let b):
      [a, b]
    }
  }
}
