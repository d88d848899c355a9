extension CubicTimingFunction {
  /// The progress y at elapsed-time fraction x (`CAMediaTimingFunction` applied to a time).
  ///
  /// - Inside [0, 1]: solves x(t) = x with the curve's ``InverseTable`` (built with the curve; not the
  ///   SolverZoo's `fastest`, which tabulates y(x) at preparation) and returns
  ///   y(t), within the condition-aware accuracy target (<doc:TimingCurves>).
  /// - Exactly `progress(at: 0) == 0` and `progress(at: 1) == 1`.
  /// - Outside [0, 1]: continues along the tangent at the nearer end, as browsers do
  ///   (`y = startSlope·x` left of 0, `y = 1 + endSlope·(x − 1)` right of 1).
  /// - NaN gives NaN (IEEE propagation); ±∞ follows the tangent line (±∞, or the end value
  ///   when the tangent is flat).
  /// - On the line y = x (``isIdentity``: `linear`, any x1 = y1, x2 = y2), x itself, exactly.
  @inlinable
  public func progress(at x: Double) -> Double {
    if isIdentity { return x }
    if x > 0 && x < 1 {
      return inverseTable.progress(at: x)
    }
    return extrapolated(at: x)
  }

  /// The value at x ∉ (0, 1): 0 and 1 exactly at the ends, the tangent lines beyond them.
  @inlinable
  public func extrapolated(at x: Double) -> Double {
    Self.extrapolated(at: x, startSlope: startSlope, endSlope: endSlope)
  }

  /// `extrapolated(at:)` from the two slopes (shared with ``ControlPoints/progress(at:)``).
  @inlinable
  static func extrapolated(at x: Double, startSlope: Double, endSlope: Double) -> Double {
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    // A flat tangent gives its end value even at ±∞ (where 0·∞ would be NaN).
    if x < 0 { return startSlope == 0 ? 0 : startSlope * x }
    if x > 1 { return endSlope == 0 ? 1 : 1 + endSlope * (x - 1) }
    return x  // NaN
  }

  /// The slope dy/dx at x = 0, from the first control point that is not at the origin
  /// (Chromium's `gfx::CubicBezier` rule): y1/x1 if x1 > 0, else y2/x2 if y1 = 0 and x2 > 0,
  /// else 1 if y1 = y2 = 0, else 0.
  static func startSlope(x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    if x1 > 0 { return y1 / x1 }
    if y1 == 0 && x2 > 0 { return y2 / x2 }
    if y1 == 0 && y2 == 0 { return 1 }
    return 0
  }

  /// The slope dy/dx at x = 1, mirroring ``startSlope(x1:y1:x2:y2:)``: (y2 − 1)/(x2 − 1) if
  /// x2 < 1, else (y1 − 1)/(x1 − 1) if y2 = 1 and x1 < 1, else 1 if y1 = y2 = 1, else 0.
  static func endSlope(x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    if x2 < 1 { return (y2 - 1) / (x2 - 1) }
    if y2 == 1 && x1 < 1 { return (y1 - 1) / (x1 - 1) }
    if y2 == 1 && y1 == 1 { return 1 }
    return 0
  }
}
