/// A value a keyframe track can interpolate: `interpolated(to:fraction:)` is exact at fraction 0
/// (returns `self`) and at fraction 1 (returns `other`).
public protocol Interpolatable: Sendable {
  /// The value a fraction of the way to `other`.
  func interpolated(to other: Self, fraction: Double) -> Self

  /// The vector operations paced and cubic keyframes need, or nil when the type is not a vector
  /// (the default; every ``KeyframeVector`` provides them).
  static var vectorOperations: VectorOperations<Self>? { get }
}

extension Interpolatable {
  /// None: the default for a type that is not a ``KeyframeVector``, so paced and cubic keyframes
  /// reject it.
  public static var vectorOperations: VectorOperations<Self>? { nil }
}

/// A witness of a type's vector operations, so that one keyframe track can use them when the
/// value type has them and reject the modes that need them otherwise.
public struct VectorOperations<Value>: Sendable {
  /// The sum of two values, `a + b`.
  public var add: @Sendable (Value, Value) -> Value
  /// The difference of two values, `a - b`.
  public var subtract: @Sendable (Value, Value) -> Value
  /// A value times a scalar, `a * s`.
  public var scale: @Sendable (Value, Double) -> Value
  /// The length of a value as a vector: the paced metric.
  public var length: @Sendable (Value) -> Double

  /// A witness of the four operations, stored as given.
  public init(
    add: @escaping @Sendable (Value, Value) -> Value, subtract: @escaping @Sendable (Value, Value) -> Value,
    scale: @escaping @Sendable (Value, Double) -> Value, length: @escaping @Sendable (Value) -> Double
  ) {
    self.add = add
    self.subtract = subtract
    self.scale = scale
    self.length = length
  }
}

/// A value that is also a vector: what paced timing (segment lengths) and cubic keyframes
/// (Kochanek–Bartels tangents) need. Transforms are not vectors here, so those modes reject them.
public protocol KeyframeVector: Interpolatable {
  /// The component-wise sum.
  static func + (lhs: Self, rhs: Self) -> Self
  /// The component-wise difference.
  static func - (lhs: Self, rhs: Self) -> Self
  /// Every component times `scalar`.
  static func * (lhs: Self, scalar: Double) -> Self
  /// The Euclidean length of the value as a vector (the paced metric).
  var vectorLength: Double { get }
}

extension KeyframeVector {
  /// The operators and ``vectorLength``.
  public static var vectorOperations: VectorOperations<Self>? {
    VectorOperations(add: { $0 + $1 }, subtract: { $0 - $1 }, scale: { $0 * $1 }, length: { $0.vectorLength })
  }

  /// (1 − f)·self + f·other, exact at both ends. Inlinable: tracks call it for every view of
  /// every frame.
  @inlinable
  public func interpolated(to other: Self, fraction: Double) -> Self {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    return self * (1 - fraction) + other * fraction
  }
}

extension Double: KeyframeVector {
  /// The absolute value, |self|.
  public var vectorLength: Double { abs(self) }

  /// (1 − f)·self + f·other, exact at both ends, and exactly `self` when both ends are equal
  /// (the blend of a value with itself rounds away from it by an ulp at most fractions, so a
  /// track from 844 to 844 would show 843.9999999999999).
  @inlinable
  public func interpolated(to other: Double, fraction: Double) -> Double {
    if fraction == 0 || self == other { return self }
    if fraction == 1 { return other }
    return self * (1 - fraction) + other * fraction
  }
}

extension Point: KeyframeVector {
  /// The Euclidean length √(x² + y²), ``Point/length``.
  public var vectorLength: Double { length }

  /// Each coordinate interpolated as a `Double` is: exact at both ends, and a coordinate both
  /// ends share stays exactly that (a vertical move keeps x bit for bit).
  @inlinable
  public func interpolated(to other: Point, fraction: Double) -> Point {
    Point(x: x.interpolated(to: other.x, fraction: fraction), y: y.interpolated(to: other.y, fraction: fraction))
  }
}

extension Size: KeyframeVector {
  /// The component-wise sum: widths added, heights added.
  @inlinable public static func + (lhs: Size, rhs: Size) -> Size {
    Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
  }
  /// The component-wise difference: widths subtracted, heights subtracted.
  @inlinable public static func - (lhs: Size, rhs: Size) -> Size {
    Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
  }
  /// Width and height each times `scalar`.
  @inlinable public static func * (lhs: Size, scalar: Double) -> Size {
    Size(width: lhs.width * scalar, height: lhs.height * scalar)
  }
  /// The Euclidean length √(width² + height²), computed as ``Point/length`` (`hypot`).
  public var vectorLength: Double { Point(x: width, y: height).length }

  /// Width and height each interpolated as a `Double` is: exact at both ends, and a dimension
  /// both ends share stays exactly that.
  @inlinable
  public func interpolated(to other: Size, fraction: Double) -> Size {
    Size(
      width: width.interpolated(to: other.width, fraction: fraction),
      height: height.interpolated(to: other.height, fraction: fraction))
  }
}

extension Rect: KeyframeVector {
  /// Component-wise on (x, y, width, height) as stored (not standardized).
  public static func + (lhs: Rect, rhs: Rect) -> Rect {
    Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
  }
  /// Component-wise difference on (x, y, width, height) as stored (not standardized).
  public static func - (lhs: Rect, rhs: Rect) -> Rect {
    Rect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
  }
  /// Each of (x, y, width, height) times `scalar`, as stored (not standardized).
  public static func * (lhs: Rect, scalar: Double) -> Rect {
    Rect(origin: lhs.origin * scalar, size: lhs.size * scalar)
  }
  /// The length of the 4-vector (x, y, w, h).
  public var vectorLength: Double { Point(x: origin.vectorLength, y: size.vectorLength).length }

  /// Origin and size interpolated component by component, as stored (not standardized): exact
  /// at both ends, and a component both ends share stays exactly that.
  @inlinable
  public func interpolated(to other: Rect, fraction: Double) -> Rect {
    Rect(
      origin: origin.interpolated(to: other.origin, fraction: fraction),
      size: size.interpolated(to: other.size, fraction: fraction))
  }
}

extension AffineTransform: Interpolatable {}
