/// The notations of geometry values, read once for every door: spec files, traces, golden files
/// and `eval` (JSON arrays), and CSS transform text.
///
/// - a point is `[x, y]`, a size `[width, height]`;
/// - a rect is `[x, y, width, height]`, or `"null"` (`CGRect.null`) or `"infinite"`
///   (`CGRect.infinite`);
/// - an affine transform is `[a, b, c, d, tx, ty]` (`CGAffineTransform`'s fields), or CSS
///   transform text whose matrix is affine;
/// - a 3D transform is 16 numbers in `CATransform3D`'s order (m11, m12, …, m44), 6 for an affine
///   one, or CSS transform text.
///
/// A wrong count is an error naming the shape and the count given (a stray fourth number in a
/// point never passes silently).
public enum GeometryNotation {
  /// A notation's shape, in words (for error messages).
  public enum Shape: String, Sendable, CustomStringConvertible {
    /// `[x, y]`
    case point = "a point [x, y]"
    /// `[width, height]`
    case size = "a size [width, height]"
    /// `[x, y, width, height]`, `"null"` or `"infinite"`
    case rect = "a rect [x, y, width, height], \"null\" or \"infinite\""
    /// `[a, b, c, d, tx, ty]` or CSS text
    case affine = "a transform [a, b, c, d, tx, ty] or CSS transform text"
    /// 16 or 6 numbers, or CSS text
    case transform3D = "a 3D transform: 16 numbers m11…m44, 6 for an affine one, or CSS transform text"

    /// The shape in words.
    public var description: String { rawValue }
  }

  /// A value that does not have its notation's shape.
  public struct ShapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The shape expected.
    public var shape: Shape
    /// What was given instead (for example "3 numbers").
    public var given: String

    /// An error for `shape`, given `given`.
    public init(_ shape: Shape, given: String) {
      (self.shape, self.given) = (shape, given)
    }

    /// "expected a point [x, y], got 3 numbers".
    public var description: String { "expected \(shape), got \(given)" }
  }

  /// `[x, y]`.
  public static func point(_ numbers: [Double]) throws(ShapeError) -> Point {
    let v = try exactly(2, numbers, .point)
    return Point(x: v[0], y: v[1])
  }

  /// `[width, height]`.
  public static func size(_ numbers: [Double]) throws(ShapeError) -> Size {
    let v = try exactly(2, numbers, .size)
    return Size(width: v[0], height: v[1])
  }

  /// `[x, y, width, height]`.
  public static func rect(_ numbers: [Double]) throws(ShapeError) -> Rect {
    let v = try exactly(4, numbers, .rect)
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  /// `"null"` or `"infinite"`.
  public static func rect(named name: String) throws(ShapeError) -> Rect {
    switch name {
    case "null": return .null
    case "infinite": return .infinite
    default: throw ShapeError(.rect, given: "\"\(name)\"")
    }
  }

  /// `[a, b, c, d, tx, ty]`.
  public static func affine(_ numbers: [Double]) throws(ShapeError) -> AffineTransform {
    let v = try exactly(6, numbers, .affine)
    return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
  }

  /// 16 numbers (m11…m44), or 6 for an affine transform.
  public static func transform3D(_ numbers: [Double]) throws(ShapeError) -> Transform3D {
    if numbers.count == 6 { return Transform3D(try affine(numbers)) }
    return Transform3D(try exactly(16, numbers, .transform3D))
  }

  /// CSS transform text as an affine transform: its matrix (``TransformList/matrix``) when that
  /// is exactly affine (``Transform3D/affine``). `referenceBox` is what percentages refer to;
  /// nil where there is none, and a percentage is then an error.
  ///
  /// - Throws: ``TransformSyntaxError`` for text that does not read, or whose matrix is not
  ///   affine (a 3D function such as `rotateX(…)` or `perspective(…)`).
  public static func affine(css text: String, referenceBox: Size? = nil) throws(TransformSyntaxError) -> AffineTransform
  {
    guard let affine = try transform3D(css: text, referenceBox: referenceBox).affine else {
      throw TransformSyntaxError(
        offset: 0, message: "the transform is 3D (its matrix is not affine); give it where a 3D transform is taken")
    }
    return affine
  }

  /// CSS transform text as a 3D transform (``TransformList/matrix``). `referenceBox` is what
  /// percentages refer to; nil where there is none, and a percentage is then an error.
  ///
  /// - Throws: ``TransformSyntaxError`` for text that does not read.
  public static func transform3D(css text: String, referenceBox: Size? = nil) throws(TransformSyntaxError)
    -> Transform3D
  {
    if let referenceBox { return try TransformList(parsing: text, referenceBox: referenceBox).matrix }
    return try TransformList(parsingWithoutReferenceBox: text).matrix
  }

  private static func exactly(_ count: Int, _ numbers: [Double], _ shape: Shape) throws(ShapeError) -> [Double] {
    guard numbers.count == count else {
      throw ShapeError(shape, given: numbers.count == 1 ? "1 number" : "\(numbers.count) numbers")
    }
    return numbers
  }
}
