import Geometry
import Transitions

/// What one phase animates on one view: a property from a value to a value, or the centre along
/// a path.
///
/// `{"view": "card", "phase": "expand", "property": "frame", "from": [16, 300, 358, 240],
/// "to": {"frameOf": "header"}}` or `{"view": "avatar", "phase": 1, "path": {"quad": {"control":
/// [100, 200], "to": [195, 160]}}, "paced": true}`.
public struct TrackSpec: Codable, Hashable, Sendable {
  /// The view's name.
  public var view: String
  /// The phase: its name, or its index (default 0, the first phase).
  public var phase: PhaseReference?
  /// The animated property (omit for a path track).
  public var property: SpecProperty?
  /// The start value (default: the view's declared value of the property).
  public var from: SpecValue?
  /// The end value (required unless `path` is given).
  public var to: SpecValue?
  /// Move the centre along a path instead (`property` must then be omitted or `center`).
  public var path: PathSpec?
  /// Along the path at constant speed (default true: `calculationMode = .paced`), or by the
  /// path's parameter, each segment an equal share of the time (`.linear`).
  public var paced: Bool?
  /// Traverse the path from its end to its start.
  public var reversed: Bool?
  /// A cubic timing curve applied after the phase's progress (a child animation's curve inside
  /// a group: the group's curve warps the child's time, then the child's applies).
  @CurveField public var childTiming: String?
  /// For a transform track: how matrices (and lists' mismatched tails) interpolate, one of
  /// `core-animation` (the default), `webkit`, `webkit-legacy`, `chromium`, `css-level-1`,
  /// `css-level-2`, as `eval`'s `"interpolation"`. Naming one makes the track 3D.
  public var interpolation: String?

  /// A track spec on `view` (every optional part may be nil).
  public init(
    view: String, phase: PhaseReference? = nil, property: SpecProperty? = nil, from: SpecValue? = nil,
    to: SpecValue? = nil,
    path: PathSpec? = nil, paced: Bool? = nil, reversed: Bool? = nil, childTiming: String? = nil,
    interpolation: String? = nil
  ) {
    self.view = view
    self.phase = phase
    self.property = property
    self.from = from
    self.to = to
    self.path = path
    self.paced = paced
    self.reversed = reversed
    self.childTiming = childTiming
    self.interpolation = interpolation
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case view, phase, property, from, to, path, paced, reversed, childTiming, interpolation
  }
}

/// A phase named or numbered.
public enum PhaseReference: Codable, Hashable, Sendable {
  /// By name.
  case name(String)
  /// By index from 0.
  case index(Int)

  /// Decodes a string or an integer.
  public init(from decoder: any Decoder) throws {
    let single = try decoder.singleValueContainer()
    // try?: a phase that is not an integer is read as a name below, whose error is reported.
    if let index = try? single.decode(Int.self) { self = .index(index); return }
    self = .name(try single.decode(String.self))
  }

  /// Encodes the form it was given in.
  public func encode(to encoder: any Encoder) throws {
    var single = encoder.singleValueContainer()
    switch self {
    case .name(let name): try single.encode(name)
    case .index(let index): try single.encode(index)
    }
  }
}

/// The properties a spec's track animates.
public enum SpecProperty: String, Codable, Hashable, Sendable, CaseIterable {
  /// `center` ([x, y]).
  case center
  /// Bounds size ([w, h]).
  case size
  /// Centre and size together ([x, y, w, h] or `{"frameOf": name}`; identity transform).
  case frame
  /// The transform (any notation: matrix, parts, 16 numbers, CSS text).
  case transform
  /// Opacity.
  case alpha
  /// Corner radius.
  case cornerRadius
  /// Shadow opacity.
  case shadowOpacity
  /// The radius of the view's circular mask (the view must declare a `mask`).
  case maskRadius
  /// Tint mix.
  case tint
  /// `layer.zPosition` (a number of points).
  case zPosition
  /// `layer.anchorPointZ` (a number of points).
  case anchorPointZ
}

/// A track's value: a number, numbers (a point, a size or a rect by the property), another view's
/// start frame in the container's space (`{"frameOf": "name"}`: matched geometry), or a
/// transform's parts.
public enum SpecValue: Codable, Hashable, Sendable {
  /// A number.
  case number(Double)
  /// An array of numbers.
  case numbers([Double])
  /// A view's start frame in the container's space.
  case frameOf(String)
  /// A transform from parts, or CSS transform text.
  case transform(TransformSpec)

  enum FrameKey: String, CodingKey, CaseIterable { case frameOf }

  /// Decodes any of the forms.
  public init(from decoder: any Decoder) throws {
    // try?: each form is tried in turn (a number, an array, frameOf, then a transform); the last form's
    // reader reports what is wrong with a value that is none of them.
    if let single = try? decoder.singleValueContainer(), let number = try? single.decode(Double.self) {
      self = .number(number)
      return
    }
    if var array = try? decoder.unkeyedContainer() {
      var numbers: [Double] = []
      while !array.isAtEnd { numbers.append(try array.decode(Double.self)) }
      self = .numbers(numbers)
      return
    }
    if let keyed = try? decoder.container(keyedBy: FrameKey.self), keyed.contains(.frameOf) {
      self = .frameOf(try keyed.decode(String.self, forKey: .frameOf))
      return
    }
    self = .transform(try TransformSpec(from: decoder))
  }

  /// Encodes the form it was given in.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .number(let n):
      var single = encoder.singleValueContainer()
      try single.encode(n)
    case .numbers(let numbers):
      var array = encoder.unkeyedContainer()
      for n in numbers { try array.encode(n) }
    case .frameOf(let name):
      var c = encoder.container(keyedBy: FrameKey.self)
      try c.encode(name, forKey: .frameOf)
    case .transform(let t): try t.encode(to: encoder)
    }
  }
}

/// A path for a track's centre: a quadratic or cubic Bézier, or an arc as Hero or Android build
/// it. `from` defaults to the view's declared centre (its start state, not where an earlier
/// track left it).
public enum PathSpec: Codable, Hashable, Sendable {
  /// `{"quad": {"from"?, "control", "to"}}`.
  case quad(from: Point?, control: Point, to: Point)
  /// `{"cubic": {"from"?, "control1", "control2", "to"}}`.
  case cubic(from: Point?, control1: Point, control2: Point, to: Point)
  /// `{"arc": {"from"?, "to", "style": "hero" | "android", …}}`: see ``ArcSpec``.
  case arc(ArcSpec)
  /// `{"data": "M …", "offsetDistance"?, "offsetRotate"?, "offsetAnchor"?}`: SVG path data with
  /// CSS Motion Path's properties, see ``MotionPathSpec``.
  case data(MotionPathSpec)

  enum Kind: String, CodingKey, CaseIterable { case quad, cubic, arc }
  enum DataKeys: String, CodingKey, CaseIterable { case data, offsetDistance, offsetRotate, offsetAnchor }
  /// Every key of every form, to see which form an object is before reading it as that form.
  enum AnyFormKeys: String, CodingKey, CaseIterable {
    case quad, cubic, arc, data, offsetDistance, offsetRotate, offsetAnchor
  }
  enum Keys: String, CodingKey, CaseIterable { case from, control, control1, control2, to }

  /// Decodes exactly one of the four.
  public init(from decoder: any Decoder) throws {
    let keys = try decoder.container(keyedBy: AnyFormKeys.self)
    if keys.contains(.data) {
      self = .data(try MotionPathSpec(from: decoder))
      return
    }
    let c = try decoder.container(keyedBy: Kind.self)
    guard c.allKeys.count == 1, let kind = c.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "a path is {\"data\": \"M …\", …} or exactly one of {\"quad\": …}, {\"cubic\": …}, {\"arc\": …}"))
    }
    switch kind {
    case .arc: self = .arc(try c.decode(ArcSpec.self, forKey: .arc))
    case .quad:
      let p = try c.nestedContainer(keyedBy: Keys.self, forKey: .quad)
      guard !p.contains(.control1), !p.contains(.control2) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: p.codingPath, debugDescription: "a quad has one control point, \"control\""))
      }
      self = .quad(
        from: try p.decodeIfPresent(Point.self, forKey: .from), control: try p.decode(Point.self, forKey: .control),
        to: try p.decode(Point.self, forKey: .to))
    case .cubic:
      let p = try c.nestedContainer(keyedBy: Keys.self, forKey: .cubic)
      guard !p.contains(.control) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: p.codingPath, debugDescription: "a cubic has two control points, \"control1\" and \"control2\"")
        )
      }
      self = .cubic(
        from: try p.decodeIfPresent(Point.self, forKey: .from), control1: try p.decode(Point.self, forKey: .control1),
        control2: try p.decode(Point.self, forKey: .control2), to: try p.decode(Point.self, forKey: .to))
    }
  }

  /// Encodes the form it was given in.
  public func encode(to encoder: any Encoder) throws {
    if case .data(let motion) = self { return try motion.encode(to: encoder) }
    var c = encoder.container(keyedBy: Kind.self)
    switch self {
    case .data: break
    case .arc(let arc): try c.encode(arc, forKey: .arc)
    case .quad(let from, let control, let to):
      var p = c.nestedContainer(keyedBy: Keys.self, forKey: .quad)
      try p.encodeIfPresent(from, forKey: .from)
      try p.encode(control, forKey: .control)
      try p.encode(to, forKey: .to)
    case .cubic(let from, let control1, let control2, let to):
      var p = c.nestedContainer(keyedBy: Keys.self, forKey: .cubic)
      try p.encodeIfPresent(from, forKey: .from)
      try p.encode(control1, forKey: .control1)
      try p.encode(control2, forKey: .control2)
      try p.encode(to, forKey: .to)
    }
  }
}

/// An arc from one point to another, as a transition library builds it.
public struct ArcSpec: Codable, Hashable, Sendable {
  /// The start (default: the view's centre).
  public var from: Point?
  /// The end.
  public var to: Point
  /// `hero` (Hero's `.arc(intensity:)`) or `android` (Android's `ArcMotion`).
  public var style: ArcStyle
  /// Hero: how far the control point moves from the midpoint towards the corner (default 1).
  public var intensity: Double?
  /// Android: the minimum arc angle in degrees for a mostly horizontal move (default 0).
  public var minimumHorizontalAngle: Double?
  /// Android: the minimum arc angle in degrees for a mostly vertical move (default 0).
  public var minimumVerticalAngle: Double?
  /// Android: the maximum arc angle in degrees (default 70).
  public var maximumAngle: Double?

  /// An arc from its parts (nil: the default).
  public init(
    from: Point? = nil,
    to: Point,
    style: ArcStyle,
    intensity: Double? = nil,
    minimumHorizontalAngle: Double? = nil,
    minimumVerticalAngle: Double? = nil,
    maximumAngle: Double? = nil
  ) {
    self.from = from
    self.to = to
    self.style = style
    self.intensity = intensity
    self.minimumHorizontalAngle = minimumHorizontalAngle
    self.minimumVerticalAngle = minimumVerticalAngle
    self.maximumAngle = maximumAngle
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case from, to, style, intensity, minimumHorizontalAngle, minimumVerticalAngle, maximumAngle
  }
}

/// Whose arc construction.
public enum ArcStyle: String, Codable, Hashable, Sendable, CaseIterable {
  /// Hero's `.arc(intensity:)`.
  case hero
  /// Android's `ArcMotion`.
  case android
}
