/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2):
/// `CAMediaTimingFunction(controlPoints:)`, CSS `cubic-bezier(x1, y1, x2, y2)`.
///
/// The curve is B(t) = (x(t), y(t)) for t ∈ [0, 1], kept in power form (Horner-evaluated):
/// ```
/// cx = 3·x1   bx = 3·(x2 − x1) − cx   ax = 1 − cx − bx      x(t) = ((ax·t + bx)·t + cx)·t
/// cy = 3·y1   by = 3·(y2 − y1) − cy   ay = 1 − cy − by      y(t) = ((ay·t + by)·t + cy)·t
/// ```
/// A timing curve maps the fraction of elapsed time x to progress y: ``progress(at:)`` solves
/// x(t) = x for t and returns y(t). x1 and x2 must lie in [0, 1], which makes x(t)
/// non-decreasing so that every x has one t; y1 and y2 may be anything (such curves overshoot).
///
/// `progress(at:)` uses the ``InverseTable`` built at construction (``InverseTable/byteCount``,
/// about 17 KB, in a few hundred microseconds): make a curve once and evaluate it many times.
/// For a curve evaluated once, ``ControlPoints/progress(at:)`` gives the same bits without the
/// table.
public struct CubicTimingFunction: Sendable {
  /// The first control point's x, in [0, 1].
  public let x1: Double
  /// The first control point's y.
  public let y1: Double
  /// The second control point's x, in [0, 1].
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  /// Power-form coefficient a of x(t) (see the type's documentation; stored once, in ``inverseTable``).
  @inlinable public var ax: Double { inverseTable.coefficients.ax }
  /// Power-form coefficient b of x(t).
  @inlinable public var bx: Double { inverseTable.coefficients.bx }
  /// Power-form coefficient c of x(t).
  @inlinable public var cx: Double { inverseTable.coefficients.cx }
  /// Power-form coefficient a of y(t).
  @inlinable public var ay: Double { inverseTable.coefficients.ay }
  /// Power-form coefficient b of y(t).
  @inlinable public var by: Double { inverseTable.coefficients.by }
  /// Power-form coefficient c of y(t).
  @inlinable public var cy: Double { inverseTable.coefficients.cy }

  /// The slope dy/dx used to extrapolate left of x = 0 and right of x = 1.
  public let startSlope, endSlope: Double

  /// Whether the curve is the line y = x: x1 = y1 and x2 = y2 make x(t) and y(t) the same
  /// polynomial, so y = x exactly (the `linear` keyword of CSS and of
  /// `CAMediaTimingFunctionName`). ``progress(at:)`` answers x itself there, everywhere, where
  /// solving x(t) = x would round it (0.3 gave 0.29999999999999993).
  public let isIdentity: Bool

  /// The inverse table `progress(at:)` solves with, prepared for this curve (shared by the
  /// `fastest` solvers; it also holds the power-form coefficients, stored once).
  public let inverseTable: InverseTable

  /// A curve from its control points.
  ///
  /// - Throws: ``CurveError/nonFinite(parameter:value:)`` if any value is NaN or infinite;
  ///   ``CurveError/outOfRange(parameter:value:allowed:)`` if x1 or x2 lies outside [0, 1], or
  ///   if |y1| or |y2| exceeds ``maximumControlY`` (the power form's coefficients, up to
  ///   9·|y| + 1, and every evaluation of it must stay finite: no NaN from finite points).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(CurveError) {
    self.init(try ControlPoints(x1: x1, y1: y1, x2: x2, y2: y2))
  }

  /// The largest |y1|, |y2| a curve takes (1e300): far beyond any animation, and small enough
  /// that the power form and its evaluation stay finite.
  public static let maximumControlY = 1e300

  /// A curve from control points already known to be valid.
  package init(validatedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    startSlope = Self.startSlope(x1: x1, y1: y1, x2: x2, y2: y2)
    endSlope = Self.endSlope(x1: x1, y1: y1, x2: x2, y2: y2)
    isIdentity = x1 == y1 && x2 == y2
    inverseTable = InverseTable(x1: x1, x2: x2, coefficients: CurveCoefficients(x1: x1, y1: y1, x2: x2, y2: y2))
  }

  /// The same curve with its control points rounded to 32-bit floats, as Core Animation stores
  /// them (`CAMediaTimingFunction` keeps `float` control points), so values captured on a device
  /// can be compared with ours.
  public var float32: CubicTimingFunction {
    CubicTimingFunction(
      validatedX1: Double(Float(x1)), y1: Double(Float(y1)), x2: Double(Float(x2)), y2: Double(Float(y2)))
  }

  /// The power-form coefficients, for solvers.
  public var coefficients: CurveCoefficients { inverseTable.coefficients }

  /// x(t), the elapsed-time coordinate of the curve at parameter t.
  @inlinable public func x(at t: Double) -> Double { inverseTable.coefficients.x(t) }
  /// y(t), the progress coordinate of the curve at parameter t.
  @inlinable public func y(at t: Double) -> Double { inverseTable.coefficients.y(t) }
  /// dx/dt at parameter t.
  @inlinable public func dxdt(at t: Double) -> Double { inverseTable.coefficients.dx(t) }
  /// dy/dt at parameter t.
  @inlinable public func dydt(at t: Double) -> Double { inverseTable.coefficients.dy(t) }
}

extension CubicTimingFunction: Hashable {
  /// Curves are equal when their control points are.
  public static func == (lhs: CubicTimingFunction, rhs: CubicTimingFunction) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  /// Hashes x1, y1, x2 and y2, the control points `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }
}

extension CubicTimingFunction: CustomStringConvertible {
  /// `cubic-bezier(x1, y1, x2, y2)`, which ``init(parsing:)`` reads back.
  public var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }
}
