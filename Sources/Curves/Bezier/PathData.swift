import Geometry

/// SVG path data (the `d` attribute, CSS `path()`, Android's `pathData`, Material's easing
/// paths), read once: the commands as written, and the absolute ``PathElement``s they draw.
///
/// The grammar is SVG 2's (`M L H V C S Q T A Z`, upper case absolute, lower case relative to
/// the current point; extra argument groups repeat a command, extra pairs after `M`/`m` are
/// `L`/`l`), read as Chromium reads it (`svg_path_string_source.cc`, `svg_parser_utilities.cc`,
/// chromium/chromium at 1215ca87): whitespace is tab, line feed, form feed, carriage return and
/// space; a number is `[+-]? digits? (. digits)? ([eE] [+-]? digits)?` with at least one digit
/// before its exponent and a digit after any `.` (`10.` is refused, `.5` read), greedy
/// (`M 0.6.5` is 0.6, 0.5; `100-200` is 100, −200); `e` before `x` or `m` is not an exponent; arc
/// flags are the single characters `0` and `1` (`a3,4,5,006,7` has flags 0, 0 and ends at 6, 7);
/// arc radii and rotation may be signed (a radius counts as its magnitude); one comma may follow
/// any number, also the last of a command (`M1,2,L3,4` as Chromium reads it); a number after `Z`
/// is an error. Numbers are read as correctly rounded Doubles; one that overflows (`1e400`) is an
/// error, where Chromium, reading floats, already refuses `1e39`.
///
/// Where a browser renders a path up to its first error ("render up to and including the last
/// complete segment", SVG 2 §9.5.4), this type throws a ``PathDataError`` that names the line
/// and column and carries what the browser draws (``PathDataError/drawn``). The empty string is
/// valid and draws nothing.
///
/// ``description`` writes the commands back (Chromium's spacing, `M 1 2 L 3 4`, each number the
/// shortest text that reads back equal), so that `PathData(text).description` reads back equal.
public struct PathData: Hashable, Sendable, CustomStringConvertible {
  /// What one command does, with its arguments as written (relative or absolute).
  public enum Operation: Hashable, Sendable {
    /// `M`: start a subpath at a point.
    case moveTo(Point)
    /// `L`: a straight line.
    case lineTo(Point)
    /// `H`: a horizontal line to x.
    case horizontalLineTo(Double)
    /// `V`: a vertical line to y.
    case verticalLineTo(Double)
    /// `C`: a cubic Bézier.
    case curveTo(control1: Point, control2: Point, to: Point)
    /// `S`: a cubic whose first control reflects the previous cubic's second about the current
    /// point (the current point itself after any other command).
    case smoothCurveTo(control2: Point, to: Point)
    /// `Q`: a quadratic Bézier.
    case quadraticCurveTo(control: Point, to: Point)
    /// `T`: a quadratic whose control reflects the previous quadratic's (or the current point).
    case smoothQuadraticCurveTo(to: Point)
    /// `A`: an elliptical arc (rotation in degrees), drawn by
    /// ``EllipticalArc/svg(from:to:radiusX:radiusY:rotationDegrees:largeArc:sweep:)``.
    case arcTo(radiusX: Double, radiusY: Double, rotation: Double, largeArc: Bool, sweep: Bool, to: Point)
    /// `Z`: a line back to the subpath's start, which becomes the current point.
    case closePath

    /// The command's upper-case letter.
    public var letter: Character {
      switch self {
      case .moveTo: "M"
      case .lineTo: "L"
      case .horizontalLineTo: "H"
      case .verticalLineTo: "V"
      case .curveTo: "C"
      case .smoothCurveTo: "S"
      case .quadraticCurveTo: "Q"
      case .smoothQuadraticCurveTo: "T"
      case .arcTo: "A"
      case .closePath: "Z"
      }
    }
  }

  /// One command: its operation and whether its coordinates are relative (a lower-case letter).
  public struct Command: Hashable, Sendable, CustomStringConvertible {
    /// What it does.
    public var operation: Operation
    /// Lower case: every coordinate is relative to the current point at the command's start.
    public var isRelative: Bool

    /// A command from its parts.
    public init(_ operation: Operation, relative: Bool = false) {
      (self.operation, isRelative) = (operation, relative)
    }

    /// The command as path data: its letter and its numbers, `L 3 4`.
    public var description: String {
      let letter = isRelative ? Character(operation.letter.lowercased()) : operation.letter
      let numbers: [String]
      switch operation {
      case .moveTo(let p), .lineTo(let p), .smoothQuadraticCurveTo(let p): numbers = [p.x, p.y].map(Self.text)
      case .horizontalLineTo(let v), .verticalLineTo(let v): numbers = [Self.text(v)]
      case .curveTo(let a, let b, let p): numbers = [a.x, a.y, b.x, b.y, p.x, p.y].map(Self.text)
      case .smoothCurveTo(let a, let p), .quadraticCurveTo(let a, let p): numbers = [a.x, a.y, p.x, p.y].map(Self.text)
      case .arcTo(let rx, let ry, let rotation, let large, let sweep, let p):
        numbers =
          [Self.text(rx), Self.text(ry), Self.text(rotation), large ? "1" : "0", sweep ? "1" : "0"]
          + [p.x, p.y].map(Self.text)
      case .closePath: numbers = []
      }
      return ([String(letter)] + numbers).joined(separator: " ")
    }

    /// The shortest decimal that reads back as `x` (Swift's), without a trailing `.0`.
    static func text(_ x: Double) -> String {
      let s = "\(x)"
      return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
    }
  }

  /// The commands as written; implicit repetitions are commands of their own.
  public let commands: [Command]
  /// What they draw, in absolute coordinates: quadratics stay quadratics, arcs are
  /// ``EllipticalArc``s (an arc to its own start is omitted, one with a zero radius is a line).
  public let elements: [PathElement]

  /// Reads path data.
  ///
  /// - Throws: ``PathDataError`` at the first error, with its line and column and what a
  ///   browser draws of the path before it.
  public init(_ text: String) throws(PathDataError) {
    var reader = PathDataReader(text)
    try reader.read()
    (commands, elements) = (reader.commands, reader.builder.elements)
  }

  /// Path data from commands (a program's own, or another reader's).
  ///
  /// - Throws: ``PathDataError`` naming the first command that cannot be drawn: a first command
  ///   that is not a move, `NaN` or infinite numbers, coordinates whose absolute values overflow.
  public init(commands: [Command]) throws(PathDataError) {
    var builder = PathDataBuilder()
    for (index, command) in commands.enumerated() {
      do throws(PathDataError.Reason) {
        try builder.append(command)
      } catch {
        throw PathDataError(
          reason: error, location: .command(index), drawn: PathData(checked: Array(commands[..<index]), builder))
      }
    }
    (self.commands, elements) = (commands, builder.elements)
  }

  /// Commands already drawn by `builder`.
  init(checked commands: [Command], _ builder: PathDataBuilder) {
    (self.commands, elements) = (commands, builder.elements)
  }

  /// The commands written back, separated by spaces: `M 0 0 C 0.05 0 0.133333 0.06 0.166666 0.4`.
  public var description: String { commands.map(\.description).joined(separator: " ") }

  /// Whether the path is a closed loop in CSS Motion Path's sense: its last command is `Z`
  /// (`offset-distance` then wraps around instead of clamping).
  public var isClosed: Bool { commands.last?.operation == .closePath }

  /// The drawn path, measured.
  ///
  /// - Throws: ``CurveError/gsl(_:)`` if measuring fails.
  public func path() throws(CurveError) -> Path { try Path(elements) }
}
