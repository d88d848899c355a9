/// Path data that cannot be read or drawn: what is wrong, where, and what a browser draws of it
/// (SVG renders a path up to its first error).
public struct PathDataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first command is not `M` or `m` (Chromium's `kExpectedMoveToCommand`).
    case expectedMoveTo
    /// A character that is neither a command letter nor the start of a number where a command
    /// may start, or a number after `Z` (`kExpectedPathCommand`).
    case expectedCommand(found: String)
    /// A command's argument is missing or is not a number (`kExpectedNumber`); `found` is the
    /// character there, or nil at the end.
    case expectedNumber(command: Character, found: String?)
    /// An arc flag that is not `0` or `1` (`kExpectedArcFlag`).
    case expectedFlag(found: String?)
    /// A number whose value does not fit a Double.
    case numberOverflows(String)
    /// A number that is NaN or infinite, or an absolute coordinate that overflows.
    case notFinite(String)
    /// Arc radii so much larger than the arc's chord (by 1e150) that the arc cannot be placed, or
    /// so unequal that growing them to span the chord overflows.
    case arcRadiiOutOfRange

    /// The reason in words.
    public var description: String {
      switch self {
      case .expectedMoveTo: "path data must begin with M or m"
      case .expectedCommand(let found):
        "expected a command letter (M L H V C S Q T A Z or lower case), found \"\(found)\""
      case .expectedNumber(let command, let found):
        "\(command) expects a number here, found " + (found.map { "\"\($0)\"" } ?? "the end")
      case .expectedFlag(let found): "an arc flag is 0 or 1, found " + (found.map { "\"\($0)\"" } ?? "the end")
      case .numberOverflows(let text): "\(text) overflows a Double"
      case .notFinite(let what): "\(what) is not finite"
      case .arcRadiiOutOfRange:
        "the arc's radii cannot span its chord in Double range (a radius beyond 1e150 × the chord, "
          + "or radii 1e300 apart)"
      }
    }
  }

  /// Where: a position in the text, or a command of ``PathData/init(commands:)``.
  public enum Location: Hashable, Sendable, CustomStringConvertible {
    /// Line and column (from 1, in Unicode scalars) and the offset from the start (from 0, in
    /// Unicode scalars: Chromium's error position for ASCII text).
    case text(line: Int, column: Int, offset: Int)
    /// The command at this index (from 0).
    case command(Int)

    /// `line 1, column 13` or `command 3`.
    public var description: String {
      switch self {
      case .text(let line, let column, _): "line \(line), column \(column)"
      case .command(let index): "command \(index)"
      }
    }
  }

  /// What is wrong.
  public let reason: Reason
  /// Where.
  public let location: Location
  /// The commands before the error, which a browser draws.
  public let drawn: PathData

  /// An error from its parts.
  public init(reason: Reason, location: Location, drawn: PathData) {
    (self.reason, self.location, self.drawn) = (reason, location, drawn)
  }

  /// `path data, line 1, column 13: L expects a number here, found the end (a browser draws "M 10 10")`.
  public var description: String {
    "path data, \(location): \(reason) (a browser draws \"\(drawn)\")"
  }
}
