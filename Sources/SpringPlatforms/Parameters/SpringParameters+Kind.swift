import Curves

extension SpringParameters {
  /// A parameter set's identity: its platform and its keys, as written on the command line
  /// (`platform:key=value,…`).
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// `ca:mass,stiffness,damping`
    case physical = "ca:mass,stiffness,damping"
    /// `swiftui:duration,bounce`
    case swiftUI = "swiftui:duration,bounce"
    /// `swiftui:response,dampingRatio`
    case swiftUIResponse = "swiftui:response,dampingRatio"
    /// `swiftui:mass,stiffness,damping`
    case swiftUIPhysical = "swiftui:mass,stiffness,damping"
    /// `uikit:duration,dampingRatio,initialVelocity`
    case uikit = "uikit:duration,dampingRatio,initialVelocity"
    /// `compose:dampingRatio,stiffness`
    case compose = "compose:dampingRatio,stiffness"
    /// `android:stiffness,dampingRatio`
    case android = "android:stiffness,dampingRatio"
    /// `motion:visualDuration,bounce`
    case motionVisual = "motion:visualDuration,bounce"
    /// `motion:duration,bounce`
    case motionDuration = "motion:duration,bounce"
    /// `motion:stiffness,damping,mass`
    case motion = "motion:stiffness,damping,mass"
    /// `flutter:mass,stiffness,damping`
    case flutter = "flutter:mass,stiffness,damping"
    /// `flutter:mass,stiffness,ratio`
    case flutterDampingRatio = "flutter:mass,stiffness,ratio"
    /// `flutter:duration,bounce`
    case flutterDurationBounce = "flutter:duration,bounce"
    /// `origami:tension,friction`
    case origami = "origami:tension,friction"
    /// `rebound:tension,friction`
    case rebound = "rebound:tension,friction"
    /// `rebound:bounciness,speed`
    case reboundBounciness = "rebound:bounciness,speed"

    /// The platform's name, before the colon.
    public var platform: Substring { rawValue.prefix { $0 != ":" } }
    /// The keys, in order.
    public var keys: [String] { rawValue.drop { $0 != ":" }.dropFirst().split(separator: ",").map(String.init) }
    /// Keys that may be left out, with the value they take: UIKit's initialVelocity (0) and the
    /// mass of Motion and Flutter's damping-ratio set (1).
    public var defaults: [String: Double] {
      switch self {
      case .uikit: ["initialVelocity": 0]
      case .motion, .flutterDampingRatio: ["mass": 1]
      default: [:]
      }
    }

    /// Other names a platform's own API gives a key, read as the key: SwiftUI's
    /// `Animation.spring(response:dampingFraction:blendDuration:)` calls the damping ratio
    /// `dampingFraction` (its `Spring(response:dampingRatio:)` calls it `dampingRatio`).
    public static func key(_ name: Substring, on platform: Substring) -> Substring {
      platform == "swiftui" && name == "dampingFraction" ? "dampingRatio" : name
    }

    /// Parameters of this kind from values in ``keys`` order.
    ///
    /// - Precondition: one value per key.
    public func parameters(_ v: [Double]) -> SpringParameters {
      precondition(v.count == keys.count, "\(rawValue) takes \(keys.count) values, got \(v.count)")
      switch self {
      case .physical: return .physical(mass: v[0], stiffness: v[1], damping: v[2])
      case .swiftUI: return .swiftUI(duration: v[0], bounce: v[1])
      case .swiftUIResponse: return .swiftUIResponse(response: v[0], dampingRatio: v[1])
      case .swiftUIPhysical: return .swiftUIPhysical(mass: v[0], stiffness: v[1], damping: v[2])
      case .uikit: return .uikit(duration: v[0], dampingRatio: v[1], initialVelocity: v[2])
      case .compose: return .compose(dampingRatio: v[0], stiffness: v[1])
      case .android: return .android(stiffness: v[0], dampingRatio: v[1])
      case .motionVisual: return .motionVisual(visualDuration: v[0], bounce: v[1])
      case .motionDuration: return .motionDuration(duration: v[0], bounce: v[1])
      case .motion: return .motion(stiffness: v[0], damping: v[1], mass: v[2])
      case .flutter: return .flutter(mass: v[0], stiffness: v[1], damping: v[2])
      case .flutterDampingRatio: return .flutterDampingRatio(mass: v[0], stiffness: v[1], ratio: v[2])
      case .flutterDurationBounce: return .flutterDurationBounce(duration: v[0], bounce: v[1])
      case .origami: return .origami(tension: v[0], friction: v[1])
      case .rebound: return .rebound(tension: v[0], friction: v[1])
      case .reboundBounciness: return .reboundBounciness(bounciness: v[0], speed: v[1])
      }
    }

    /// The kind of `platform` whose keys are exactly `keys` (defaults may be left out), or nil.
    public static func matching(platform: Substring, keys: Set<String>) -> Kind? {
      allCases.first { kind in
        kind.platform == platform && keys.isSubset(of: Set(kind.keys))
          && Set(kind.keys).subtracting(keys).isSubset(of: Set(kind.defaults.keys))
      }
    }
  }
}
