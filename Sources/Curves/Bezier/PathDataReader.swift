import Geometry

/// The scanner behind ``PathData/init(_:)``: one pass over the text's Unicode scalars, handing
/// each complete command to a ``PathDataBuilder`` as soon as it is read, so that an error leaves
/// exactly what a browser draws.
struct PathDataReader {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private(set) var commands: [PathData.Command] = []
  private(set) var builder = PathDataBuilder()

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  /// Reads every command, or throws at the first error.
  mutating func read() throws(PathDataError) {
    skipSpaces()
    var previous: (letter: Character, relative: Bool)?
    while index < scalars.count {
      let start = index
      let letter: Character
      let relative: Bool
      let c = scalars[index]
      if let command = Self.letter(c) {
        index += 1
        (letter, relative) = (Character(String(c).uppercased()), command)
        skipSpaces()
      } else if Self.startsNumber(c), let last = previous, last.letter != "Z" {
        (letter, relative) = (last.letter == "M" ? "L" : last.letter, last.relative)
      } else {
        throw error(previous == nil ? .expectedMoveTo : .expectedCommand(found: String(c)), at: start)
      }
      if previous == nil, letter != "M" { throw error(.expectedMoveTo, at: start) }
      let operation = try self.operation(letter)
      let command = PathData.Command(operation, relative: relative)
      do throws(PathDataError.Reason) {
        try builder.append(command)
      } catch {
        throw self.error(error, at: start)
      }
      commands.append(command)
      previous = (letter, relative)
      if letter == "Z" { skipSpaces() }
    }
  }

  /// Reads the arguments of a command whose letter has been consumed.
  private mutating func operation(_ letter: Character) throws(PathDataError) -> PathData.Operation {
    func pair() throws(PathDataError) -> Point {
      let x = try number(letter)
      return Point(x: x, y: try number(letter))
    }
    switch letter {
    case "M": return .moveTo(try pair())
    case "L": return .lineTo(try pair())
    case "H": return .horizontalLineTo(try number(letter))
    case "V": return .verticalLineTo(try number(letter))
    case "C":
      let (a, b) = (try pair(), try pair())
      return .curveTo(control1: a, control2: b, to: try pair())
    case "S":
      let a = try pair()
      return .smoothCurveTo(control2: a, to: try pair())
    case "Q":
      let a = try pair()
      return .quadraticCurveTo(control: a, to: try pair())
    case "T": return .smoothQuadraticCurveTo(to: try pair())
    case "A":
      let (rx, ry, rotation) = (try number(letter), try number(letter), try number(letter))
      let (large, sweep) = (try flag(), try flag())
      return .arcTo(radiusX: rx, radiusY: ry, rotation: rotation, largeArc: large, sweep: sweep, to: try pair())
    default: return .closePath
    }
  }

  /// A number, then optional spaces, one comma and spaces.
  private mutating func number(_ command: Character) throws(PathDataError) -> Double {
    let start = index
    func fail() -> PathDataError {
      error(.expectedNumber(command: command, found: start < scalars.count ? String(scalars[start]) : nil), at: start)
    }
    if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
    let integer = digits()
    if index < scalars.count, scalars[index] == "." {
      index += 1
      guard digits() > 0 else { throw fail() }
    } else if integer == 0 {
      throw fail()
    }
    if index < scalars.count, scalars[index] == "e" || scalars[index] == "E",
      index + 1 >= scalars.count || (scalars[index + 1] != "x" && scalars[index + 1] != "m")
    {
      index += 1
      if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
      guard digits() > 0 else { throw fail() }
    }
    let text = String(String.UnicodeScalarView(scalars[start..<index]))
    guard let value = Double(text), value.isFinite else { throw error(.numberOverflows(text), at: start) }
    skipSeparator()
    return value
  }

  /// An arc flag: the character 0 or 1, then optional spaces, one comma and spaces.
  private mutating func flag() throws(PathDataError) -> Bool {
    guard index < scalars.count, scalars[index] == "0" || scalars[index] == "1" else {
      throw error(.expectedFlag(found: index < scalars.count ? String(scalars[index]) : nil), at: index)
    }
    index += 1
    defer { skipSeparator() }
    return scalars[index - 1] == "1"
  }

  /// Skips ASCII digits; returns how many.
  private mutating func digits() -> Int {
    let start = index
    while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
    return index - start
  }

  private mutating func skipSpaces() {
    while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
  }

  private mutating func skipSeparator() {
    skipSpaces()
    if index < scalars.count, scalars[index] == "," {
      index += 1
      skipSpaces()
    }
  }

  /// SVG's whitespace: tab, line feed, form feed, carriage return, space (not vertical tab).
  static func isSpace(_ c: Unicode.Scalar) -> Bool {
    c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
  }

  /// Whether `c` may start a number (an implicit repetition of the previous command).
  static func startsNumber(_ c: Unicode.Scalar) -> Bool {
    c == "+" || c == "-" || c == "." || ("0"..."9").contains(c)
  }

  /// For a command letter, whether it is relative (lower case); nil for any other character.
  static func letter(_ c: Unicode.Scalar) -> Bool? {
    switch c {
    case "M", "L", "H", "V", "C", "S", "Q", "T", "A", "Z": false
    case "m", "l", "h", "v", "c", "s", "q", "t", "a", "z": true
    default: nil
    }
  }

  /// An error at scalar offset `offset`, with what has been drawn so far.
  private func error(_ reason: PathDataError.Reason, at offset: Int) -> PathDataError {
    var (line, lineStart) = (1, 0)
    for i in 0..<offset where scalars[i] == "\n" { (line, lineStart) = (line + 1, i + 1) }
    return PathDataError(
      reason: reason, location: .text(line: line, column: offset - lineStart + 1, offset: offset),
      drawn: PathData(checked: commands, builder))
  }
}
