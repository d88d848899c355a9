import TransitionTesting

// Tolerances for the Curves module's geometry: Bézier curves, paths and keyframe tracks (see
// Tolerances.swift for the conventions). Timing functions, solvers and GSL are in
// Tolerances+Timing.swift.

// MARK: - Bézier curves

extension Tolerance {
  /// Arc lengths by GSL's adaptive Gauss–Kronrod rule, each requested to 1e-12 relative (GSL's
  /// own error estimate): the two halves of a split and the whole, three integrals, agree to
  /// 3e-12 of the whole; the absolute part is for a whole near 0.
  public static let arcLengthAdditivity = Tolerance(
    absolute: 1e-12, relative: 3e-12, reason: "three integrals, each to 1e-12 relative")

  /// A quadratic's closed-form length (∫√(At² + Bt + C)) against the GSL integral (1e-12
  /// relative), relative to the length: the closed form's 4AC − B² cancels, which the test's
  /// guard 4AC − B² > 1e-6·AC caps at 4u/1e-6 ≈ 4.4e-10 relative.
  public static let quadLengthClosedForm: Double = 1e-9

  /// A point on a cubic (generator points ≤ 1000) against its bounding box from the extremum
  /// parameters: both are a few roundings of values ≤ 1000 (ulp ≈ 1.1e-13), ~1e-12 apart; a
  /// missed extremum is off by O(1).
  public static let bezierBoxContainment: Double = 1e-9

  /// The bounding box against 4001 samples: the samples miss an extremum by at most
  /// (Δt)²·|B″|/8 with Δt = 1/4000 and |B″| ≤ 6·4000 per coordinate, so ≤ 1.9e-4.
  public static let bezierBoxSampling: Double = 1e-3

  /// B′ against the central difference of B with h = 1e-5: truncation h²·|B‴|/6 with
  /// |B‴| ≤ 6·8000 per coordinate (8e-7) plus rounding 1e3·u/h ≈ 1e-8.
  public static let bezierFirstDerivativeDifference = Tolerance(
    absolute: 1e-5, relative: 1e-7, reason: "central difference, h = 1e-5: h²·|B‴|/6 ≤ 8e-7 plus 1e-8 rounding")

  /// B″ against the central difference of B′ with h = 1e-5: B‴ is constant, so only rounding
  /// remains, a few roundings of |B′| ≤ 8.5e3 over 2h (≈ 4e-7); the bound is loose.
  public static let bezierSecondDerivativeDifference = Tolerance(
    absolute: 1e-4, relative: 1e-6, reason: "central difference of B′ (B‴ constant): rounding only, ≈ 4e-7")

  /// A line segment's length (GSL's quadrature of a constant speed, exact but for rounding)
  /// against its chord, relative to the chord: the quadrature's requested accuracy.
  public static let lineLength: Double = 1e-12

  /// A straight segment written as a cubic with control points at the thirds, against its
  /// chord, times 1 + chord: the speed is constant up to the rounding of the control points
  /// (≤ ulp(1000) ≈ 1.1e-13 absolute, large next to a short chord, hence the 1 +), and the
  /// quadrature is good to 1e-12 relative.
  public static let straightCubicLength: Double = 1e-10

  /// `parameter(atLength:)` inverted by `length(to:)`, relative to the total length (> 1 in the
  /// test): Brent stops at 1e-15 in t and each length is good to 1e-12 relative, so the reached
  /// length is off by ≤ 1e-12·total + 1e-15·|B′| (|B′| ≲ 1e4).
  public static let parameterAtLength: Double = 1e-9
}

// MARK: - Paths

extension Tolerance {
  /// `PacedSampler`'s documented accuracy, relative to the path's length: the arc length to a
  /// sampled point is within 1e-9 of the length of the requested distance, so the arc between
  /// two samples is within twice that of the step.
  public static let pacedSamplerSpacing: Double = 2e-9

  /// ...and never finer than the length's own rounding, in ulps of the length: the step
  /// (length/n), the measured pieces and their sum each round once.
  public static let pacedSamplerSpacingUlps: Double = 4

  /// The sampler's length against `Path.length`, relative: both are sums of GSL integrals to
  /// 1e-12 relative; the sampler's documented accuracy is 1e-9 of the length.
  public static let pacedSamplerLength: Double = 1e-9

  /// cos and sin of the sampler's tangent angle (atan2 of the derivative) against the
  /// normalized derivative at the same parameter: a few ulps of values ≤ 1 (the test skips
  /// |B′| ≤ 1e-6, where normalizing would amplify the derivative's rounding).
  public static let tangentAngleDirection: Double = 1e-12

  /// Values worked by hand and quoted to four decimals (the apexes of AOSP's ArcMotion,
  /// 14.9896…; a spring's last crossing of 1e-3 at 0.7348 s): a quote is within 5e-5 of the
  /// value, and this allows a unit in its last place. (ArcPath's forward-backward symmetry
  /// check shares the helper; its own error is rounding, ~1e-12.)
  public static let handWorkedFourDecimals: Double = 1e-4
}

// MARK: - Keyframes

extension Tolerance {
  /// A paced track's speed from a forward difference (h = 1e-6), relative to the path's total
  /// length (> 1 in the test): exact inside a straight segment but for the rounding of positions
  /// ≤ 1000 (2·u·1000/h ≈ 2.2e-7); across a corner the chord is shorter than the arc.
  public static let pacedTrackSpeed: Double = 1e-6

  /// dP/df on both sides of an interior key time of a Kochanek–Bartels track, each from a
  /// second-order one-sided difference (3P(k) − 4P(k ∓ h) + P(k ∓ 2h))/(±2h), h = 1e-7, compared
  /// as |left − right| ≤ absolute + relative·(1 + |left|). Truncation h²·|P‴|/3 per side with
  /// P‴ = H‴/Δ³ constant on a segment: |H‴| ≤ 12|Δp| + 6(|m₀| + |m₁|) ≤ 1.6e5 for the generator
  /// (points ≤ 1000, tension and bias ≤ 0.9, tangents ≤ 1.1e4) and segments Δ ≥ 0.05/4.05, so
  /// ≤ 2.9e-4 per side; rounding of positions ≤ ~5000 (≈ 5e-12 each) gives 4·5e-12/h = 2e-4 per
  /// side; the key time's own rounding (k ∓ h, ½ulp(k)) is relative: (5/2h)·5.5e-17·|P′| per
  /// side. Measured (a replica of the arithmetic, 10⁵ draws, 2026-11-24): at most 2.8e-5. A
  /// missing tangent scale 2Δᵢ/(Δᵢ₋₁ + Δᵢ) jumps by O(|P′|). (The first-order quotients used
  /// before err by h/2·(|P″₋| + |P″₊|), up to ~50 here, and exceeded their 1e-3·scale + 1 in
  /// 3 of 10⁵ replica draws.)
  public static let keyframeVelocityContinuity = Tolerance(
    absolute: 1e-3, relative: 1e-8,
    reason: "second-order one-sided differences, h = 1e-7: h²|P‴|/3 ≤ 2.9e-4 and rounding ≤ 2e-4 per side")

  /// An oracle for arc length along the seed's quad (length ≈ 330.5 pt): a 20,000-chord
  /// polyline falls 1.6e-7 pt short of the arc, and the sampler is good to 1e-9 of the length
  /// (3.3e-7 pt).
  public static let pathKeyframeOracleLength: Double = 1e-6

  /// The track's position against the polyline oracle at the same distance: the chords stay
  /// within their sagitta Δs²·κ/8 ≤ 4.1e-6 pt of the curve (chords ≤ 0.033 pt, curvature
  /// ≤ 0.031/pt), plus the lengths' error above along the curve.
  public static let pathKeyframeOraclePosition: Double = 1e-5

  /// The track's rotation against atan2 of the tangent at the oracle's parameter: the oracle's
  /// parameter is off by its ≲ 5e-7 pt along the curve and its linear reading inside a chord,
  /// which turns the tangent by ~curvature × that (≪ 1e-6); the bound is loose.
  public static let pathKeyframeOracleAngle: Double = 1e-4
}

// MARK: - Path data and arcs

extension Tolerance {
  /// Values computed by an independent script and printed to six decimals (SVG arcs' centres and
  /// angles): a print is within 5e-7 of the value; this allows a unit in its last place.
  public static let sixDecimals: Double = 1e-6

  /// An SVG arc's centre form evaluated at θ₁ and θ₁ + Δθ against the end points it was built
  /// from, relative to the largest coordinate or radius: the centre, the angles (atan2) and
  /// cos/sin each round a few times (~1e-15 relative each). Near Λ = 1 the centre is
  /// ill-conditioned along the chord's bisector (√ε), but the end points move only by its
  /// square there.
  public static let svgArcEnds = Tolerance(
    absolute: 1e-300, relative: 1e-12, reason: "a dozen roundings of values at the scale of the arc")

  /// The kappa cubic (handles (4/3)·tan(δ/4)) strays from its circle by at most 2.7253e-4 of the
  /// radius for δ = 90° (its known maximum, at t ≈ 0.21 and 0.79), less for shorter pieces.
  public static let arcCubicRadialError: Double = 2.7253e-4 * 1.0001

  /// An arc's box against 2001 samples (radii ≤ 300, |Δθ| < 2π): the samples miss an extremum by
  /// at most r·(Δθ/2000)²/8 ≤ 300·1.3e-6 = 3.7e-4.
  public static let arcBoxSampling: Double = 1e-3
}

// MARK: - Distances along paths

extension Tolerance {
  /// A point or angle (degrees) on paths of lines with integer coordinates: a division and a
  /// lerp, or atan2, each rounded once at a scale ≤ 600.
  public static let pathPosition: Double = 1e-12

  /// The arc length to a ``PathMeasure`` answer against the distance asked for: the answer's t is
  /// Brent's root to 1e-15 (at a speed ≤ a few times the length, ≤ 1e-14 of it), and the
  /// segment's integral and the test's own each hold 1e-12 relative; the cumulative starts add
  /// an ulp per segment.
  public static let pathDistance = Tolerance(
    absolute: 1e-12, relative: 1e-11, reason: "two integrals at 1e-12 relative and Brent's t to 1e-15")
}

// MARK: - Paths as easings

extension Tolerance {
  /// A path easing of one cubic against `CubicTimingFunction` on the same points: both solve x(t)
  /// to within a few ulps of t (Newton in a bisection bracket; the cubic's own solver), and y
  /// moves by its slope (≤ ~10 for these control points) times that.
  public static let pathEasingAgainstCubic: Double = 1e-13

  /// `M 0 0 Q 1 0 1 1` against (1 − √(1 − x))²: the path's t to a few ulps, the closed form's
  /// √ and subtraction an ulp each; both values ≤ 1.
  public static let pathEasingQuadClosedForm: Double = 1e-13

  /// x found again from y = E(x) on the emphasized path, x in [0.05, 0.95]: GSL's cubic roots
  /// hold t to ~1e-15, and dx = dy/E′(x) with E′ ≥ 0.013 there.
  public static let pathEasingInverse: Double = 1e-12
}

// MARK: - Path easing ports

extension Tolerance {
  /// hwui's `EXPECT_FLOAT_EQ`: within 4 float ulps, the tolerance of the test the Android tables
  /// come from (`libs/hwui/tests/unit/PathInterpolatorTests.cpp`).
  public static let gtestFloatEqualUlps: Float = 4

  /// Compose's `PathEasingTest` delta for the emphasized path (0.0001f), its own tolerance.
  public static let composePathEasingTest: Float = 1e-4

  /// Compose's `PathEasingTest.CompareToCubicEasing` delta (1e-6f): both solve the same float32
  /// cubic with the same root finder, so they agree to the last float bits.
  public static let composePathAgainstCubicEasing: Float = 1e-6

  /// Android's polyline against the exact path (Material's emphasized path; a sloped line then a
  /// cubic), over x = i/4096: the chords lie within 0.002 of the curve measured across it, which
  /// measured vertically grows with the slope; measured 2.57e-3 and 1.96e-3 (2026-11-29). Also
  /// the least the test requires of the emphasized path's error (it is visibly approximate): 1e-3.
  public static let androidPathEasing: Double = 3e-3

  /// Compose's float32 roots against the exact path: points and y in float32 (an ulp at 1 is
  /// 6e-8), each root within the acceptance window 1.05e-6 in t; measured 4.3e-7 and 7.0e-7.
  public static let composePathEasing: Double = 1e-6

  /// Compose's legacy table against the exact path: samples every 0.002 of the length, read from
  /// the chord two samples to the right (the off-by-one), so the error grows with the change of
  /// slope over two sample spacings, most at a corner, where that chord lies on the next piece:
  /// measured 2.48e-4 on the emphasized path, 4.63e-4 across a corner from slope 2/3 to 3.5
  /// (2026-11-29).
  public static let composeLegacyPathEasing: Double = 5e-4

  /// A sample of the legacy table against the line it lies on: float32 positions on a line of
  /// slope 1.8, a few ulps of 0.5 each.
  public static let composeLegacyOnALine: Double = 1e-6
}

// MARK: - Motion paths

extension Tolerance {
  /// A motion path's point against web-platform-tests' expected position: the paced sampler's
  /// inversion is within 1e-9 of the path's length (≤ 600 points here) of the distance asked for.
  public static let motionPathPlacement: Double = 1e-6

  /// A motion path's turn against web-platform-tests' expected angle, in degrees: the tests write
  /// tan 30° as 57.735/100, 2e-5° from 30°.
  public static let motionPathAngleDegrees: Double = 1e-3
}

// MARK: - Path engines

extension Tolerance {
  /// Chromium's `svg_path_query_test.cc` tolerance (0.0005) for Blink's points along its arc.
  public static let chromiumPathQueryTest: Float = 5e-4

  /// Skia's `PathMeasureTest.cpp` tolerance (`SkScalarNearlyEqual(…, 0.0001f)`) for positions.
  public static let skiaPathMeasureTest: Float = 1e-4

  /// A float engine's length or point against double arithmetic on the same construction,
  /// relative to the path's size: coordinates up to 1000 hold 6e-5 in float (6e-8 relative),
  /// and sums of up to a few thousand chords or leaves gather their roundings.
  public static let floatPathLength: Double = 1e-5

  /// Blink's length against the exact one, relative to the length (or 1): each leaf's polygon
  /// exceeds its arc by at most what the split test lets through, (polygon − chord)² ≤ 1e-16·M²
  /// with M the curve's size from the origin, summed over the leaves, plus float sums.
  public static let blinkPathLength: Double = 1e-5

  /// Blink's point against the exact one at the same distance, |dx| + |dy| relative to the
  /// length (or 1): the distance walked is off by the length's error (``blinkPathLength``), the
  /// step back lies along a leaf's chord (within float rounding of the curve), and coordinates
  /// are float: twice the length's bound.
  public static let blinkPathPoint: Double = 2e-5

  /// The paced engine's point against the exact one, relative to the length: the paced
  /// sampler's points are within 1e-9 of the length along the path (its documented accuracy),
  /// the exact ones within 1e-12, and |dx| + |dy| ≤ √2 times the distance between them.
  public static let pacedEnginePoint: Double = 2e-9
}
