extension CubicTimingFunction {
  /// A timing curve's control points, validated, without its ``InverseTable``: a curve to be
  /// evaluated once or a few times, where building the table (hundreds of microseconds) would
  /// cost more than the evaluations.
  ///
  /// ``progress(at:)`` gives the same bits as ``CubicTimingFunction/progress(at:)`` on the curve
  /// made from these points, computing only the table row that x falls in (about 1 µs; a few
  /// µs more where the curve is steep at an end). `transition-bench eval` answers a curve's first
  /// `timing` line this way and builds the table when the curve comes again.
  ///
  /// ```swift
  /// let points = try CubicTimingFunction.ControlPoints(parsing: "cubic-bezier(0.2, 0.8, 0.3, 1)")
  /// points.progress(at: 0.4) == CubicTimingFunction(points).progress(at: 0.4)  // true, bit for bit
  /// ```
  public struct ControlPoints: Hashable, Sendable {
    /// The first control point's x, in [0, 1].
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x, in [0, 1].
    public let x2: Double
    /// The second control point's y.
    public let y2: Double

    /// Control points, validated as ``CubicTimingFunction/init(x1:y1:x2:y2:)`` validates them.
    ///
    /// - Throws: ``CurveError/nonFinite(parameter:value:)`` if any value is NaN or infinite;
    ///   ``CurveError/outOfRange(parameter:value:allowed:)`` if x1 or x2 lies outside [0, 1], or
    ///   if |y1| or |y2| exceeds ``CubicTimingFunction/maximumControlY``.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(CurveError) {
      for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
        throw .nonFinite(parameter: name, value: value)
      }
      for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
        throw .outOfRange(
          parameter: name, value: value, allowed: "x1 and x2 must lie in [0, 1], or x(t) is not monotone")
      }
      for (name, value) in [("y1", y1), ("y2", y2)] where abs(value) > CubicTimingFunction.maximumControlY {
        throw .outOfRange(
          parameter: name, value: value,
          allowed: "|y1| and |y2| must be at most 1e300, or the curve's evaluation overflows")
      }
      self.init(validatedX1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// Points already known to be valid.
    init(validatedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
      (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    /// The progress y at elapsed-time fraction x: the bits ``CubicTimingFunction/progress(at:)``
    /// gives on the curve with these points (the same row of the same table, computed alone;
    /// the same extrapolation outside (0, 1)).
    public func progress(at x: Double) -> Double {
      if x1 == y1 && x2 == y2 { return x }  // the line y = x (CubicTimingFunction.isIdentity)
      guard x > 0 && x < 1 else {
        return CubicTimingFunction.extrapolated(at: x, startSlope: startSlope, endSlope: endSlope)
      }
      return InverseTable.progressWithoutTable(
        at: x, x1: x1, x2: x2, coefficients: CurveCoefficients(x1: x1, y1: y1, x2: x2, y2: y2))
    }

    /// The points rounded to 32-bit floats, as ``CubicTimingFunction/float32`` rounds them.
    public var float32: ControlPoints {
      ControlPoints(validatedX1: Double(Float(x1)), y1: Double(Float(y1)), x2: Double(Float(x2)), y2: Double(Float(y2)))
    }

    /// The slope dy/dx left of x = 0 (``CubicTimingFunction/startSlope``).
    var startSlope: Double { CubicTimingFunction.startSlope(x1: x1, y1: y1, x2: x2, y2: y2) }
    /// The slope dy/dx right of x = 1 (``CubicTimingFunction/endSlope``).
    var endSlope: Double { CubicTimingFunction.endSlope(x1: x1, y1: y1, x2: x2, y2: y2) }
  }

  /// The curve with these control points, its table built.
  public init(_ points: ControlPoints) {
    self.init(validatedX1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
  }

  /// The curve's control points.
  public var controlPoints: ControlPoints { ControlPoints(validatedX1: x1, y1: y1, x2: x2, y2: y2) }
}
