import Curves
import JSON
import SpringPlatforms
import Transitions

/// A phase that runs a flick: `{"decay": {"law": "uikit", "velocity": 1000, "rate": 0.99}}`.
///
/// The law's name and its parameters are `DecayLaw`'s, with the keys `eval`'s `decay` op and
/// `transition-bench decay` read (`law`, `from`, `velocity`, then the law's own: `rate`,
/// `density`, `min`, `max`, …). `velocity` is in points (or pixels) per second along the track,
/// `from` (default 0) is where the flick starts on the law's axis, which matters only to a law
/// with bounds (`flutterBouncing`, `framerInertia`'s `min`/`max`).
///
/// The phase's progress is the law's position normalised (`DecayProgress`): 0 at the release, 1
/// where the law rests; a track from A to B moves as the flick itself when |B − A| is the flick's
/// distance (the `decay` command and `eval` print it; `check` warns otherwise). The phase lasts
/// until the platform's code calls the flick done (its `platformRestTime`) unless the phase gives a
/// `duration`.
public struct DecaySpec: Codable, Hashable, Sendable {
  /// The law's name (`uikit`, `android`, `flutterFriction`, …: `DecayLaw`).
  public var law: String
  /// v₀: the velocity at release, per second.
  public var velocity: Double
  /// x₀: where the flick starts on the law's axis (default 0).
  public var from: Double?
  /// The law's own parameters by key (those not given take the law's defaults).
  public var parameters: [String: Double]

  /// A flick under `law` from `from` at `velocity`, with the law's `parameters`.
  public init(law: String, velocity: Double, from: Double? = nil, parameters: [String: Double] = [:]) {
    self.law = law
    self.velocity = velocity
    self.from = from
    self.parameters = parameters
  }

  /// The keys a decay object takes: `law`, `velocity`, `from`, and every law's parameters (a key
  /// of another law is refused when the phase is built, naming the law's own keys).
  struct Key: CodingKey, CaseIterable, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    static let law = Key(name: "law")
    static let velocity = Key(name: "velocity")
    static let from = Key(name: "from")
    static let fixed: [Key] = [.law, .velocity, .from]

    static let allCases: [Key] = {
      var keys = fixed
      for law in DecayLaw.allCases {
        for parameter in law.parameters where !keys.contains(Key(name: parameter.key)) {
          keys.append(Key(name: parameter.key))
        }
      }
      return keys
    }()

    private init(name: String) { stringValue = name }

    init?(stringValue: String) {
      guard Self.allCases.contains(where: { $0.stringValue == stringValue }) else { return nil }
      self.stringValue = stringValue
    }

    init?(intValue: Int) { nil }
  }

  /// Decodes the object; a key no law takes is refused with the keys allowed.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    law = try c.decode(String.self, forKey: .law)
    velocity = try c.decode(Double.self, forKey: .velocity)
    from = try c.decodeIfPresent(Double.self, forKey: .from)
    parameters = [:]
    for key in c.allKeys where !Key.fixed.contains(key) {
      parameters[key.stringValue] = try c.decode(Double.self, forKey: key)
    }
  }

  /// Encodes `law`, `velocity`, `from` when given, then the parameters by key.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(law, forKey: .law)
    try c.encode(velocity, forKey: .velocity)
    try c.encodeIfPresent(from, forKey: .from)
    for (key, value) in parameters.sorted(by: { $0.key < $1.key }) {
      guard let key = Key(stringValue: key) else {
        throw EncodingError.invalidValue(
          value, .init(codingPath: encoder.codingPath, debugDescription: "no decay law takes \"\(key)\""))
      }
      try c.encode(value, forKey: key)
    }
  }

  /// The flick as a phase's progress.
  ///
  /// - Throws: ``SpecError`` at `path` (the `decay` object) for a law that does not exist, at
  ///   the key at fault for a parameter the law does not take, a required one absent, or a value
  ///   outside the law's domain; for a flick that rests where it starts (no progress scale).
  func progress(at path: JSONPath) throws(SpecError) -> DecayProgress {
    guard let decayLaw = DecayLaw(rawValue: law) else {
      throw SpecError(path.key("law"), "\"\(law)\" is not a decay law; the laws: \(DecayLaw.listed)")
    }
    do throws(CurveError) {
      let motion = try decayLaw.motion(from: from ?? 0, velocity: velocity, parameters: parameters)
      return try DecayProgress(motion, notation: .init(law: law, parameters: parameters))
    } catch {
      throw SpecError(Self.path(of: error, in: path, given: Set(parameters.keys)), "\(error)")
    }
  }

  /// The key an error is about, when the spec wrote it: a parameter named by the error, or the
  /// object itself.
  static func path(of error: CurveError, in path: JSONPath, given: Set<String>) -> JSONPath {
    switch error {
    case .nonFinite(let parameter, _), .outOfRange(let parameter, _, _):
      if parameter == "velocity" || parameter == "from" || given.contains(parameter) { return path.key(parameter) }
      return path
    case .decayParameters(_, let reason):
      let named = given.sorted().first { reason.contains("\"\($0)\"") }
      return named.map { path.key($0) } ?? path
    default:
      return path
    }
  }
}
