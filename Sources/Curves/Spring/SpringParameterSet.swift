/// The keyed parameter sets a spring is written in, read once for every notation that writes a
/// spring as named numbers: a spec file's `spring` object and `eval`'s spring fields.
///
/// Exactly one set, chosen by the keys that only it has; `initialVelocity` (progress per second
/// towards the target, UIKit's `initialSpringVelocity`) may accompany any of them:
///
/// - ``massStiffnessDamping``: keys `stiffness`, `damping`; optional `mass` (1). UIKit:
///   `CASpringAnimation`, `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
/// - ``responseDampingRatio``: keys `response`, `dampingRatio`; optional `mass` (1). SwiftUI:
///   `.spring(response:dampingFraction:)`.
/// - ``durationBounce``: keys `duration`, `bounce`. SwiftUI: `.spring(duration:bounce:)`.
/// - ``uikit``: keys `uikitDuration`, `dampingRatio`; optional `mass` (1). UIKit:
///   `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)`.
///
/// Mass changes no motion in the response and UIKit sets (only k/m and c/m do), but it changes
/// the constants a conversion reports. ``durationBounce`` fixes m = 1 and takes no mass.
///
/// ```swift
/// let reading = try SpringParameterSet.read(["uikitDuration": 0.5, "dampingRatio": 0.8])
/// reading.set               // .uikit
/// reading.spring.dampingRatio  // 0.8
/// ```
///
/// The platform text form (`swiftui:duration=0.5,bounce=0.3`, every platform's own names) is
/// `SpringParameters(parsing:)` in SpringPlatforms.
public enum SpringParameterSet: String, CaseIterable, Hashable, Sendable {
  /// `{mass, stiffness, damping}` (mass optional, default 1).
  case massStiffnessDamping = "{mass, stiffness, damping}"
  /// `{response, dampingRatio}` (optional mass, default 1).
  case responseDampingRatio = "{response, dampingRatio}"
  /// `{duration, bounce}` (m = 1).
  case durationBounce = "{duration, bounce}"
  /// `{uikitDuration, dampingRatio}` (optional mass, default 1), reconstructed as
  /// ``Spring/init(uikitDuration:dampingRatio:initialVelocity:mass:)`` does.
  case uikit = "{uikitDuration, dampingRatio}"

  /// Every key any set reads, `initialVelocity` included, in the order the documentation lists
  /// them.
  public static let keys = [
    "mass", "stiffness", "damping", "response", "dampingRatio", "duration", "bounce", "uikitDuration",
    "initialVelocity",
  ]

  /// The keys that choose this set: a given key found in no other set.
  public var selectors: [String] {
    switch self {
    case .massStiffnessDamping: KeyLists.stiffnessDamping
    case .responseDampingRatio: KeyLists.response
    case .durationBounce: KeyLists.durationBounce
    case .uikit: KeyLists.uikitDuration
    }
  }

  /// The keys this set needs.
  public var required: [String] {
    switch self {
    case .massStiffnessDamping: KeyLists.stiffnessDamping
    case .responseDampingRatio: KeyLists.responseDampingRatio
    case .durationBounce: KeyLists.durationBounce
    case .uikit: KeyLists.uikitDurationDampingRatio
    }
  }

  /// The keys this set also accepts (`initialVelocity` with every set).
  public var optional: [String] {
    switch self {
    case .durationBounce: KeyLists.initialVelocity
    default: KeyLists.massInitialVelocity
    }
  }

  /// The lists above, made once (a literal in a getter builds its array on every call, and a
  /// spring line of `eval` asks a dozen times).
  private enum KeyLists {
    static let stiffnessDamping = ["stiffness", "damping"]
    static let response = ["response"]
    static let responseDampingRatio = ["response", "dampingRatio"]
    static let durationBounce = ["duration", "bounce"]
    static let uikitDuration = ["uikitDuration"]
    static let uikitDurationDampingRatio = ["uikitDuration", "dampingRatio"]
    static let initialVelocity = ["initialVelocity"]
    static let massInitialVelocity = ["mass", "initialVelocity"]
  }

  /// A spring read from one set.
  public struct Reading: Hashable, Sendable {
    /// The spring the set describes.
    public var spring: Spring
    /// The set it was written in.
    public var set: SpringParameterSet
    /// The initial velocity, progress per second towards the target (0 when not given).
    public var initialVelocity: Double
  }

  /// The sets whose selector keys `given` holds, in declaration order.
  public static func sets(selectedBy given: some Collection<String>) -> [SpringParameterSet] {
    allCases.filter { set in set.selectors.contains { given.contains($0) } }
  }

  /// Reads exactly one set from `given` (key → value; keys outside ``keys`` are the caller's
  /// business).
  ///
  /// - Throws: ``SpringParameterSetError``: no set or several, a key the set needs is missing, a
  ///   key it does not take is given, or a value the spring refuses (non-finite, mass or
  ///   stiffness ≤ 0, …) as ``SpringParameterSetError/invalid(_:)`` carrying the ``CurveError``.
  public static func read(_ given: [String: Double]) throws(SpringParameterSetError) -> Reading {
    let chosen = sets(selectedBy: given.keys)
    guard let set = chosen.first else { throw .noSet }
    guard chosen.count == 1 else { throw .severalSets(chosen) }
    for key in set.required where given[key] == nil { throw .missing(key: key, set: set) }
    let required = set.required, optional = set.optional
    for key in keys where given[key] != nil && !required.contains(key) && !optional.contains(key) {
      throw .foreign(key: key, set: set)
    }
    let velocity = given["initialVelocity"] ?? 0
    let mass = given["mass"] ?? 1
    func value(_ key: String) -> Double { given[key] ?? .nan }  // present: checked above
    do throws(CurveError) {
      guard velocity.isFinite else { throw CurveError.nonFinite(parameter: "initialVelocity", value: velocity) }
      let spring: Spring
      switch set {
      case .massStiffnessDamping:
        spring = try Spring(mass: mass, stiffness: value("stiffness"), damping: value("damping"))
      case .responseDampingRatio:
        spring = try Spring(response: value("response"), dampingRatio: value("dampingRatio"), mass: mass)
      case .durationBounce:
        spring = try Spring(duration: value("duration"), bounce: value("bounce"))
      case .uikit:
        spring = try Spring(
          uikitDuration: value("uikitDuration"), dampingRatio: value("dampingRatio"), initialVelocity: velocity,
          mass: mass)
      }
      return Reading(spring: spring, set: set, initialVelocity: velocity)
    } catch {
      throw .invalid(error)
    }
  }

  /// Every set in words, for messages: `{mass, stiffness, damping}, {response, dampingRatio}, …`.
  public static var listed: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Why keyed spring parameters are not exactly one ``SpringParameterSet``.
public enum SpringParameterSetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No key chooses a set.
  case noSet
  /// Keys of several sets are given.
  case severalSets([SpringParameterSet])
  /// The chosen set needs `key`.
  case missing(key: String, set: SpringParameterSet)
  /// The chosen set does not take `key` (`{duration, bounce}` takes no mass or dampingRatio;
  /// `{mass, stiffness, damping}` no dampingRatio).
  case foreign(key: String, set: SpringParameterSet)
  /// A value the spring refuses.
  case invalid(CurveError)

  /// The key the error is about, when it is about one.
  public var key: String? {
    switch self {
    case .missing(let key, _), .foreign(let key, _): key
    case .invalid(.nonFinite(let parameter, _)), .invalid(.outOfRange(let parameter, _, _)):
      SpringParameterSet.keys.contains(parameter) ? parameter : nil
    default: nil
    }
  }

  public var description: String {
    switch self {
    case .noSet:
      "a spring takes exactly one parameter set: \(SpringParameterSet.listed) (optional initialVelocity)"
    case .severalSets(let sets):
      "a spring takes exactly one parameter set, got \(sets.map(\.rawValue).joined(separator: " and ")); "
        + "the sets: \(SpringParameterSet.listed) (optional initialVelocity)"
    case .missing(let key, let set):
      "\(set.rawValue) needs \(key)"
    case .foreign(let key, let set):
      "\(set.rawValue) takes no \(key)"
    case .invalid(let error):
      "\(error)"
    }
  }
}
