/// A CSS `transform` value: `none` (no functions) or a list of transform functions, applied as
/// CSS applies them (the rightmost function first).
///
/// ```
/// let list = try TransformList(parsing: "translate3d(8px, -4px, 12px) skewX(1rad) perspective(400px)")
/// let m = list.matrix   // CSS's M₁·M₂·M₃ for column vectors, here in CATransform3D's row-vector form
/// ```
/// The one reader of CSS transform text in the project. Lengths are `px` (CSS pixels, which
/// are points), `em` (of the font size given) or percentages of the reference box (x of its width, y of
/// its height; z takes no percentage); a bare 0 is a length or an angle. Angles are `deg`,
/// `rad`, `grad` or `turn`. Function names are case-insensitive, as in CSS.
public struct TransformList: Hashable, Sendable {
  /// The functions, left to right as written.
  public var functions: [TransformFunction]

  /// A list of functions (empty: `none`).
  public init(_ functions: [TransformFunction]) {
    self.functions = functions
  }

  /// Reads a CSS transform value.
  ///
  /// - Parameters:
  ///   - text: `none` or a whitespace-separated list of transform functions.
  ///   - referenceBox: the box percentages refer to (CSS's reference box). Default 100 × 100.
  ///   - fontSize: what `1em` is. Default 16, the browsers' default font size.
  /// - Throws: ``TransformSyntaxError``, naming the offset in `text` and what was expected.
  public init(parsing text: String, referenceBox: Size = Size(width: 100, height: 100), fontSize: Double = 16)
    throws(TransformSyntaxError)
  {
    var reader = TransformReader(text: Array(text.unicodeScalars), box: referenceBox, fontSize: fontSize)
    functions = try reader.list()
  }

  /// Reads CSS transform text where no reference box exists (`eval`'s transforms): as
  /// ``init(parsing:referenceBox:fontSize:)``, but a percentage is an error.
  ///
  /// - Throws: ``TransformSyntaxError``, naming the offset in `text` and what was expected.
  public init(parsingWithoutReferenceBox text: String, fontSize: Double = 16) throws(TransformSyntaxError) {
    var reader = TransformReader(text: Array(text.unicodeScalars), box: nil, fontSize: fontSize)
    functions = try reader.list()
  }

  /// The list's matrix: the functions' matrices multiplied in CSS's order (the last function acts
  /// first), as `CATransform3D` (row vectors). The identity for `none`.
  public var matrix: Transform3D {
    var m = Transform3D.identity
    for function in functions.reversed() { m = m.concatenating(function.matrix) }
    return m
  }
}

/// A CSS transform value that could not be read: where (a character offset) and why.
public struct TransformSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The offset, in Unicode scalars from the start of the text, where reading stopped.
  public var offset: Int
  /// What was wrong, and what is allowed there.
  public var message: String

  /// Creates an error.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  /// `at character N: message`.
  public var description: String { "at character \(offset + 1): \(message)" }
}

/// The reader behind ``TransformList/init(parsing:referenceBox:fontSize:)``.
struct TransformReader {
  let text: [Unicode.Scalar]
  /// The reference box percentages refer to; nil where there is none (a percentage is then an
  /// error, never a guess).
  let box: Size?
  let fontSize: Double
  var index = 0

  init(text: [Unicode.Scalar], box: Size?, fontSize: Double) {
    self.text = text
    self.box = box
    self.fontSize = fontSize
  }

  func fail(_ message: String) -> TransformSyntaxError { TransformSyntaxError(offset: index, message: message) }

  mutating func skipSpace() {
    while index < text.count, text[index].properties.isWhitespace { index += 1 }
  }

  mutating func word() -> String {
    let start = index
    while index < text.count,
      text[index].properties.isAlphabetic || ("0"..."9").contains(text[index]) || text[index] == "-"
    { index += 1 }
    return String(String.UnicodeScalarView(text[start..<index])).lowercased()
  }

  mutating func list() throws(TransformSyntaxError) -> [TransformFunction] {
    skipSpace()
    let start = index
    if word() == "none" {
      skipSpace()
      guard index == text.count else { throw fail("nothing may follow none") }
      return []
    }
    index = start
    var functions: [TransformFunction] = []
    while true {
      skipSpace()
      if index == text.count { break }
      functions.append(try function())
    }
    guard !functions.isEmpty else { throw fail("expected none or a transform function such as rotate(45deg)") }
    return functions
  }

  mutating func function() throws(TransformSyntaxError) -> TransformFunction {
    let nameStart = index
    let name = word()
    guard !name.isEmpty else { throw fail("expected a transform function name") }
    guard index < text.count, text[index] == "(" else { throw fail("expected ( after \(name)") }
    index += 1
    var args: [(value: Double, unit: String, at: Int)] = []
    skipSpace()
    if index < text.count, text[index] == ")" {
      throw fail("\(name)() needs arguments")
    }
    while true {
      skipSpace()
      args.append(try argument())
      skipSpace()
      guard index < text.count else { throw fail("expected , or ) in \(name)()") }
      if text[index] == ")" { index += 1; break }
      guard text[index] == "," else { throw fail("expected , or ) in \(name)()") }
      index += 1
    }
    let after = index
    index = nameStart
    defer { index = after }
    return try resolve(name, args)
  }

  mutating func argument() throws(TransformSyntaxError) -> (value: Double, unit: String, at: Int) {
    let start = index
    if word() == "none" { return (Double.nan, "none", start) }
    index = start
    while index < text.count, "+-.0123456789eE".unicodeScalars.contains(text[index]) {
      // An exponent sign only right after e/E; "e" starts a unit (em) otherwise.
      if (text[index] == "e" || text[index] == "E"), index + 1 < text.count,
        !("0"..."9").contains(text[index + 1]), text[index + 1] != "-", text[index + 1] != "+"
      {
        break
      }
      index += 1
    }
    guard let value = Double(String(String.UnicodeScalarView(text[start..<index]))), value.isFinite else {
      index = start
      throw fail("expected a number")
    }
    let unitStart = index
    while index < text.count, text[index].properties.isAlphabetic || text[index] == "%" { index += 1 }
    return (value, String(String.UnicodeScalarView(text[unitStart..<index])).lowercased(), start)
  }

  enum Axis { case x, y, z }

  func length(_ a: (value: Double, unit: String, at: Int), _ axis: Axis) throws(TransformSyntaxError) -> Double {
    switch a.unit {
    case "px": return a.value
    case "em": return a.value * fontSize
    case "%" where axis != .z:
      guard let box else {
        throw TransformSyntaxError(
          offset: a.at, message: "a percentage needs a reference box, and there is none here: give the length in px")
      }
      return a.value / 100 * (axis == .x ? box.width : box.height)
    case "" where a.value == 0: return 0
    default:
      throw TransformSyntaxError(
        offset: a.at,
        message: "expected a length in px or em\(axis == .z ? "" : ", or a percentage") (or 0), got \"\(a.unit)\"")
    }
  }

  func angle(_ a: (value: Double, unit: String, at: Int)) throws(TransformSyntaxError) -> Double {
    switch a.unit {
    case "deg": return a.value * .pi / 180
    case "rad": return a.value
    case "grad": return a.value * .pi / 200
    case "turn": return a.value * 2 * .pi
    case "" where a.value == 0: return 0
    default:
      throw TransformSyntaxError(
        offset: a.at, message: "expected an angle in deg, rad, grad or turn (or 0), got \"\(a.unit)\"")
    }
  }

  func number(_ a: (value: Double, unit: String, at: Int)) throws(TransformSyntaxError) -> Double {
    guard a.unit.isEmpty else {
      throw TransformSyntaxError(offset: a.at, message: "expected a plain number, got \"\(a.unit)\"")
    }
    return a.value
  }

  func resolve(_ name: String, _ args: [(value: Double, unit: String, at: Int)]) throws(TransformSyntaxError)
    -> TransformFunction
  {
    func count(_ allowed: ClosedRange<Int>) throws(TransformSyntaxError) {
      guard allowed.contains(args.count) else {
        let n =
          allowed.lowerBound == allowed.upperBound
          ? "\(allowed.lowerBound)" : "\(allowed.lowerBound) or \(allowed.upperBound)"
        throw fail("\(name)() takes \(n) argument\(allowed.upperBound == 1 ? "" : "s"), got \(args.count)")
      }
    }
    switch name {
    case "matrix", "matrix3d":
      try count(name == "matrix" ? 6...6 : 16...16)
      var values: [Double] = []
      for a in args { values.append(try number(a)) }
      if name == "matrix" {
        return .matrix(
          Transform3D(
            AffineTransform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])),
          is3D: false)
      }
      return .matrix(Transform3D(values), is3D: true)
    case "translate":
      try count(1...2)
      return .translate(Vector3D(x: try length(args[0], .x), y: args.count > 1 ? try length(args[1], .y) : 0, z: 0))
    case "translatex": try count(1...1); return .translate(Vector3D(x: try length(args[0], .x), y: 0, z: 0))
    case "translatey": try count(1...1); return .translate(Vector3D(x: 0, y: try length(args[0], .y), z: 0))
    case "translatez": try count(1...1); return .translate(Vector3D(x: 0, y: 0, z: try length(args[0], .z)))
    case "translate3d":
      try count(3...3)
      return .translate(Vector3D(x: try length(args[0], .x), y: try length(args[1], .y), z: try length(args[2], .z)))
    case "scale":
      try count(1...2)
      let sx = try number(args[0])
      return .scale(Vector3D(x: sx, y: args.count > 1 ? try number(args[1]) : sx, z: 1))
    case "scalex": try count(1...1); return .scale(Vector3D(x: try number(args[0]), y: 1, z: 1))
    case "scaley": try count(1...1); return .scale(Vector3D(x: 1, y: try number(args[0]), z: 1))
    case "scalez": try count(1...1); return .scale(Vector3D(x: 1, y: 1, z: try number(args[0])))
    case "scale3d":
      try count(3...3)
      return .scale(Vector3D(x: try number(args[0]), y: try number(args[1]), z: try number(args[2])))
    case "rotate", "rotatez":
      try count(1...1); return .rotate(axis: Vector3D(x: 0, y: 0, z: 1), angle: try angle(args[0]))
    case "rotatex": try count(1...1); return .rotate(axis: Vector3D(x: 1, y: 0, z: 0), angle: try angle(args[0]))
    case "rotatey": try count(1...1); return .rotate(axis: Vector3D(x: 0, y: 1, z: 0), angle: try angle(args[0]))
    case "rotate3d":
      try count(4...4)
      return .rotate(
        axis: Vector3D(x: try number(args[0]), y: try number(args[1]), z: try number(args[2])),
        angle: try angle(args[3]))
    case "skew":
      try count(1...2)
      return .skew(x: try angle(args[0]), y: args.count > 1 ? try angle(args[1]) : 0)
    case "skewx": try count(1...1); return .skew(x: try angle(args[0]), y: 0)
    case "skewy": try count(1...1); return .skew(x: 0, y: try angle(args[0]))
    case "perspective":
      try count(1...1)
      if args[0].unit == "none" { return .perspective(nil) }
      let d = try length(args[0], .z)
      guard d >= 0 else {
        throw TransformSyntaxError(offset: args[0].at, message: "perspective() takes a length ≥ 0 or none")
      }
      return .perspective(d)
    default:
      throw fail(
        """
        unknown transform function \(name)(): expected matrix, matrix3d, translate[X|Y|Z|3d], scale[X|Y|Z|3d], \
        rotate[X|Y|Z|3d], skew[X|Y] or perspective
        """
      )
    }
  }
}
