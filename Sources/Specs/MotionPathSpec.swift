import Curves
import Geometry
import JSON
import Transitions

/// A path track given as SVG path data, with CSS Motion Path's properties:
/// `{"data": "M 20 300 C 120 40 280 40 380 300", "offsetDistance": ["0%", "100%"],
/// "offsetRotate": "auto", "offsetAnchor": [0.5, 0.5]}`.
///
/// - `data`: the path, absolute in the superview's coordinates (several subpaths, arcs and `Z`
///   allowed; a path ending in `Z` is a loop, along which distances wrap).
/// - `offsetDistance`: where the motion starts and ends along the path, each a percentage of its
///   length (`"25%"`) or a distance in points (a number); default `["0%", "100%"]`. Outside the
///   path, distances clamp on an open path and wrap on a loop, as CSS's `offset-distance` does.
/// - `offsetRotate`: CSS's `offset-rotate`: `auto` (along the path's direction, Core Animation's
///   `.rotateAuto`), `reverse` (`.rotateAutoReverse`, `auto` plus 180°), an angle (`30deg`,
///   `0.5rad`, `0.25turn`, `50grad`), or `auto` or `reverse` with an angle, added; default
///   `0deg`, no turn (Core Animation's default; CSS's initial value is `auto`: write it to follow
///   the path).
/// - `offsetAnchor`: the point of the view put on the path, as fractions of its bounds; default
///   `[0.5, 0.5]`, its centre.
///
/// The track is paced (by distance); `"paced": false` is refused.
public struct MotionPathSpec: Codable, Hashable, Sendable {
  /// The SVG path data.
  public var data: String
  /// The distances at the start and the end.
  public var offsetDistance: [OffsetDistance]?
  /// CSS `offset-rotate`.
  public var offsetRotate: String?
  /// The anchor, as fractions of the view's bounds.
  public var offsetAnchor: Point?

  /// A motion path from its parts (nil: the default).
  public init(
    data: String, offsetDistance: [OffsetDistance]? = nil, offsetRotate: String? = nil, offsetAnchor: Point? = nil
  ) {
    (self.data, self.offsetDistance, self.offsetRotate, self.offsetAnchor) = (
      data, offsetDistance, offsetRotate, offsetAnchor
    )
  }

  /// One `offset-distance`: a percentage of the path's length, or points.
  public enum OffsetDistance: Codable, Hashable, Sendable {
    /// `"25%"`.
    case percent(Double)
    /// A number: points along the path.
    case points(Double)

    /// Decodes a number (points) or a string `"<number>%"`.
    public init(from decoder: any Decoder) throws {
      let c = try decoder.singleValueContainer()
      if let number = try? c.decode(Double.self) {
        self = .points(number)
        return
      }
      let text = try c.decode(String.self)
      guard text.hasSuffix("%"), let value = Double(decimalText: text.dropLast()), value.isFinite else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription:
              "an offset distance is a number of points or a percentage such as \"25%\", not \"\(text)\""))
      }
      self = .percent(value)
    }

    /// Encodes the form it was given in.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.singleValueContainer()
      switch self {
      case .percent(let value):
        try c.encode(value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))%" : "\(value)%")
      case .points(let value): try c.encode(value)
      }
    }

    /// The distance in points on a path of `length`.
    func points(length: Double) -> Double {
      switch self {
      case .percent(let value): value / 100 * length
      case .points(let value): value
      }
    }
  }

  /// The motion this spec describes.
  func motion(at path: JSONPath) throws(SpecError) -> MotionPath {
    let data: PathData
    do { data = try PathData(self.data) } catch { throw SpecError(path.key("data"), "\(error)") }
    let rotation = try Self.rotation(offsetRotate ?? "0deg", at: path.key("offsetRotate"))
    let anchor = offsetAnchor ?? Point(x: 0.5, y: 0.5)
    try SpecCheck.finite(anchor, path.key("offsetAnchor"))
    let distances = offsetDistance ?? [.percent(0), .percent(100)]
    guard distances.count == 2 else {
      throw SpecError(path.key("offsetDistance"), "give two distances, the start and the end, not \(distances.count)")
    }
    let length: Double
    do { length = try data.path().length } catch { throw SpecError(path.key("data"), "\(error)") }
    let (from, to) = (distances[0].points(length: length), distances[1].points(length: length))
    for (index, value) in [from, to].enumerated() where !value.isFinite {
      throw SpecError(path.key("offsetDistance").index(index), "an offset distance must be finite, not \(value)")
    }
    do {
      return try MotionPath(data, from: from, to: to, rotation: rotation, anchor: anchor)
    } catch {
      throw SpecError(path.key("data"), "\(error)")
    }
  }

  /// CSS `offset-rotate` text: `auto`, `reverse`, an angle, or `auto` with an angle.
  static func rotation(_ text: String, at path: JSONPath) throws(SpecError) -> MotionPath.Rotation {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
    let refusal = SpecError(
      path,
      "offset-rotate is auto, reverse, an angle (30deg, 0.5rad, 0.25turn, 50grad), or auto or reverse and an angle, "
        + "not \"\(text)\"")
    func angle(_ word: String) -> Double? {
      for (unit, radians) in [
        ("deg", Double.pi / 180), ("grad", Double.pi / 200), ("rad", 1.0), ("turn", 2 * Double.pi),
      ]
      where word.hasSuffix(unit) {
        guard let value = Double(decimalText: word.dropLast(unit.count)), value.isFinite else { return nil }
        return value * radians
      }
      return word == "0" ? 0 : nil
    }
    switch words.count {
    case 1:
      if words[0] == "auto" { return .auto }
      if words[0] == "reverse" { return .reverse }
      if let a = angle(words[0]) { return MotionPath.Rotation(followsPath: false, angle: a) }
    case 2:
      for (keyword, other) in [(words[0], words[1]), (words[1], words[0])] {
        guard let a = angle(other) else { continue }
        if keyword == "auto" { return MotionPath.Rotation(followsPath: true, angle: a) }
        if keyword == "reverse" { return MotionPath.Rotation(followsPath: true, angle: a + .pi) }
      }
    default: break
    }
    throw refusal
  }
}
