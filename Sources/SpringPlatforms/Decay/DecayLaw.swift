import Curves

/// Every platform's decay law by name, with the parameters each takes: the one list `eval`'s
/// `decay`, the `decay` command and spec files read, so that a law is written with the same keys at
/// every door.
///
/// Units everywhere: points (or pixels) and seconds; velocities per second.
public enum DecayLaw: String, CaseIterable, Hashable, Sendable {
  /// `UIKitDecay`: `rate` per millisecond (0.998), `restSpeed` (0.5).
  case uikit
  /// ``AndroidFling`` (`OverScroller`): `density` (required), `friction` (0.015).
  case android
  /// ``FlutterFriction``: `drag` per second (0.135), `constantDeceleration` (0), `tolerance` (0.001).
  case flutterFriction
  /// ``FlutterClampingScroll``: `friction` (0.015).
  case flutterClamping
  /// ``FlutterBouncingScroll``: `min` and `max` (required), `constantDeceleration` (0), the edge
  /// spring's `mass` (0.5), `stiffness` (100) and `dampingRatio` (1.1), `distanceTolerance` and
  /// `velocityTolerance` (0.001).
  case flutterBouncing
  /// ``ComposeExponentialDecay``: `frictionMultiplier` (1), `threshold` (0.1).
  case composeExponential
  /// ``ComposeSplineDecay``: `density` (required), `friction` (0.015).
  case composeSpline
  /// ``FramerInertia``: `power` (0.8), `timeConstant` in seconds (0.325), `restDelta` (0.5),
  /// `restSpeed`, `min`, `max`, `target` (optional), `bounceStiffness` (500), `bounceDamping` (10),
  /// `frameInterval` (1/60 s).
  case framerInertia
  /// ``ChromiumFling``: `ppi` (required), `viewport` (optional), `boostMultiplier` (1).
  case chromiumFling
  /// ``ChromiumLegacyFling``: no parameters.
  case chromiumLegacyFling
  /// ``ReactSpringDecay``: `decay` per millisecond (0.998), `precision` (0.005), `frameInterval`
  /// (1/60 s).
  case reactSpring

  /// One parameter of a law: its key, its default (nil: none), and whether it must be given.
  public struct Parameter: Hashable, Sendable {
    /// The key, the same in `eval`, spec files and flags.
    public let key: String
    /// The default when it is not given; nil for a required parameter or an optional one that is
    /// absent by default.
    public let defaultValue: Double?
    /// Whether the law needs it.
    public let isRequired: Bool

    static func required(_ key: String) -> Parameter { Parameter(key: key, defaultValue: nil, isRequired: true) }
    static func optional(_ key: String, _ value: Double? = nil) -> Parameter {
      Parameter(key: key, defaultValue: value, isRequired: false)
    }
  }

  /// The parameters the law takes, in documentation order.
  public var parameters: [Parameter] {
    switch self {
    case .uikit: [.optional("rate", 0.998), .optional("restSpeed", 0.5)]
    case .android, .composeSpline: [.required("density"), .optional("friction", AndroidFling.defaultFriction)]
    case .flutterFriction:
      [
        .optional("drag", FlutterFriction.iosDrag), .optional("constantDeceleration", 0),
        .optional("tolerance", FlutterFriction.defaultTolerance),
      ]
    case .flutterClamping: [.optional("friction", AndroidFling.defaultFriction)]
    case .flutterBouncing:
      [
        .required("min"), .required("max"), .optional("constantDeceleration", 0), .optional("mass", 0.5),
        .optional("stiffness", 100), .optional("dampingRatio", 1.1),
        .optional("distanceTolerance", FlutterFriction.defaultTolerance),
        .optional("velocityTolerance", FlutterFriction.defaultTolerance),
      ]
    case .composeExponential:
      [
        .optional("frictionMultiplier", ComposeExponentialDecay.defaultFrictionMultiplier),
        .optional("threshold", ComposeExponentialDecay.defaultThreshold),
      ]
    case .framerInertia:
      [
        .optional("power", FramerInertia.defaultPower), .optional("timeConstant", FramerInertia.defaultTimeConstant),
        .optional("restDelta", FramerInertia.defaultRestDelta), .optional("restSpeed"), .optional("min"),
        .optional("max"), .optional("target"), .optional("bounceStiffness", FramerInertia.defaultBounceStiffness),
        .optional("bounceDamping", FramerInertia.defaultBounceDamping), .optional("frameInterval", 1.0 / 60),
      ]
    case .chromiumFling: [.required("ppi"), .optional("viewport"), .optional("boostMultiplier", 1)]
    case .chromiumLegacyFling: []
    case .reactSpring:
      [
        .optional("decay", ReactSpringDecay.defaultDecay), .optional("precision", ReactSpringDecay.defaultPrecision),
        .optional("frameInterval", 1.0 / 60),
      ]
    }
  }

  /// Every law's name, comma separated (for messages and help).
  public static var listed: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The flick from `origin` at `velocity` under this law, its parameters read from `values` by
  /// key (defaults filled in).
  ///
  /// - Throws: `CurveError.decayParameters` naming a required parameter that is absent or a key
  ///   the law does not take; the law's own errors for values outside its domain.
  public func motion(from origin: Double, velocity: Double, parameters values: [String: Double]) throws(CurveError)
    -> any DecayMotion
  {
    let known = Set(parameters.map(\.key))
    if let unknown = values.keys.sorted().first(where: { !known.contains($0) }) {
      let keys = parameters.isEmpty ? "none" : parameters.map(\.key).joined(separator: ", ")
      throw .decayParameters(law: rawValue, reason: "it takes no \"\(unknown)\" (its keys: \(keys))")
    }
    var p: [String: Double] = [:]
    for parameter in parameters {
      if let value = values[parameter.key] {
        p[parameter.key] = value
      } else if let value = parameter.defaultValue {
        p[parameter.key] = value
      } else if parameter.isRequired {
        throw .decayParameters(law: rawValue, reason: "\"\(parameter.key)\" is required (it has no default)")
      }
    }
    func value(_ key: String) -> Double { p[key] ?? .nan }
    switch self {
    case .uikit:
      return try UIKitDecay(
        origin: origin, velocity: velocity, deceleration: ScrollDeceleration(rate: value("rate")),
        restSpeed: value("restSpeed"))
    case .android:
      return try AndroidFling(
        origin: origin, velocity: velocity, density: value("density"), friction: value("friction"))
    case .flutterFriction:
      return try FlutterFriction(
        origin: origin, velocity: velocity, drag: value("drag"), constantDeceleration: value("constantDeceleration"),
        tolerance: value("tolerance"))
    case .flutterClamping:
      return try FlutterClampingScroll(origin: origin, velocity: velocity, friction: value("friction"))
    case .flutterBouncing:
      let spring = try FlutterSpring.spring(
        mass: value("mass"), stiffness: value("stiffness"), ratio: value("dampingRatio"))
      return try FlutterBouncingScroll(
        origin: origin, velocity: velocity, leadingExtent: value("min"), trailingExtent: value("max"), spring: spring,
        constantDeceleration: value("constantDeceleration"), distanceTolerance: value("distanceTolerance"),
        velocityTolerance: value("velocityTolerance"))
    case .composeExponential:
      return try ComposeExponentialDecay(
        origin: origin, velocity: velocity, frictionMultiplier: value("frictionMultiplier"),
        threshold: value("threshold"))
    case .composeSpline:
      return try ComposeSplineDecay(
        origin: origin, velocity: velocity, density: value("density"), friction: value("friction"))
    case .framerInertia:
      return try FramerInertia(
        origin: origin, velocity: velocity, power: value("power"), timeConstant: value("timeConstant"),
        restDelta: value("restDelta"), restSpeed: p["restSpeed"], minimum: p["min"], maximum: p["max"],
        bounceStiffness: value("bounceStiffness"), bounceDamping: value("bounceDamping"), target: p["target"],
        frameInterval: value("frameInterval"))
    case .chromiumFling:
      return try ChromiumFling(
        origin: origin, velocity: velocity, ppi: value("ppi"), viewport: p["viewport"],
        boostMultiplier: value("boostMultiplier"))
    case .chromiumLegacyFling:
      return try ChromiumLegacyFling(origin: origin, velocity: velocity)
    case .reactSpring:
      return try ReactSpringDecay(
        origin: origin, velocity: velocity, decay: value("decay"), precision: value("precision"),
        frameInterval: value("frameInterval"))
    }
  }
}
