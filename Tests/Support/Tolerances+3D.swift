import TransitionTesting

// 3D transforms, their decompositions and projections (the general rules: Tolerances.swift).

extension Tolerance {
  /// A rotation matrix (entries ≤ 1) built from cos, sin and a normalised axis, against another
  /// construction of the same rotation (its transpose as inverse, the 2D rotation, the opposite
  /// axis): each entry is a sum of at most three products with one rounding each, plus the
  /// axis normalisation (≤ 2u), so ≤ 8u ≈ 1.8e-15 apart. A wrong sign or a transposed matrix
  /// errs by 2·sin θ.
  public static let rotation3D = Tolerance(
    absolute: 2e-15, reason: "entries ≤ 1, ≤ 3 products and a normalisation: ≤ 8u ≈ 1.8e-15")

  /// Products of up to three 4×4 matrices from `Geometry3DGen.wellConditioned` (entries ≤ 4,
  /// translations ≤ 1000) and their application to a point ≤ 1000: each entry sums four
  /// products, intermediate magnitudes stay below 1e5, so each result rounds within 32u·1e5 ≈
  /// 7e-10. A wrong order or index errs by O(1).
  public static let transform3DAlgebra = Tolerance(
    absolute: 2e-9, relative: 1e-12,
    reason: "≤ 3 4×4 products, magnitudes ≤ 1e5: rounding ≤ 32u·1e5 ≈ 7e-10")

  /// `t · t⁻¹ = I` for `Geometry3DGen.wellConditioned` (condition number ≤ 30 from the scales and
  /// skews, translations ≤ 1000): the adjugate's minors round at magnitudes ≤ 4³·1000, so the
  /// inverse is within about κ·16u relative of exact and the product within κ·16u·1000 ≈ 1e-10.
  public static let inverse3D = Tolerance(
    absolute: 1e-9, relative: 1e-12,
    reason: "κ ≤ 30, translations ≤ 1e3: κ·16u·1e3 ≈ 1e-10")
}

extension Tolerance {
  /// A transform decomposed, mixed and recomposed under any policy against the same transform
  /// built directly (a rotation, a scale, a perspective), for entries ≤ 4: about fifty roundings
  /// (Gram–Schmidt's square roots and divisions, the quaternion's square root, acos and sin in
  /// the slerp, two 4×4 products), each ≤ u of magnitudes ≤ 4, so below 50·4u ≈ 4.4e-14; acos near
  /// 1 is ill-conditioned but its error cancels in sin(t·h)/sin h. A wrong branch or sign errs by
  /// O(0.1) or more.
  public static let decomposition3D = Tolerance(
    absolute: 1e-13, reason: "≈ 50 roundings of entries ≤ 4 (decompose, slerp, recompose): ≤ 4.4e-14")

  /// The interior interpolation formula at fraction 1e-13 from either end, against that end
  /// (`Geometry3DGen.wellConditioned`, translations ≤ 1000): the fraction moves each part by
  /// ≤ 1e-13 of its span (≤ 2e-10 for translations), and the decomposition round trip of a matrix
  /// with condition number ≤ 30 adds ≤ 30·50u relative.
  public static let interpolation3DNearEnds = Tolerance(
    absolute: 1e-9, relative: 1e-12,
    reason: "fraction 1e-13 moves translations ≤ 2e-10; the round trip adds ≤ 30·50u relative")
}

extension Tolerance {
  /// CSS Level 2's quaternion, ½√max(1 ± r₀₀ ± r₁₁ ± r₂₂, 0), for a component that is 0 in exact
  /// arithmetic (a rotation about one axis has two) takes the square root of the rounding left in
  /// the sum: up to 8u, so the component can be ½√(8u) ≈ 2.1e-8 instead of 0, and a matrix entry
  /// 2(xz − yw) about twice that, times scales and shears up to 6 in the generators: ≤ 2.5e-7. The
  /// engines' branches take no such square root. This is the specification's precision
  /// (csswg-drafts #3710), so it applies only to the two CSS policies.
  public static let cssSquareRootQuaternion = Tolerance(
    absolute: 2.5e-7, reason: "½√(8u) ≈ 2.1e-8 per quaternion component, ×2 in entries, ×6 scale: ≤ 2.5e-7")
}

extension Tolerance {
  /// Chromium's decomposition sets a shear dot product below FLT_EPSILON (1.19e-7, between unit
  /// rows) to 0, so a round trip can drop a shear that small: an entry moves by at most
  /// 1.19e-7 times the scales (≤ 4 in the generators), ≤ 4.8e-7. Chromium's own precision, so it
  /// applies only to the Chromium policy.
  public static let chromiumShearSnap = Tolerance(
    absolute: 5e-7, reason: "a shear < FLT_EPSILON (1.19e-7) of unit rows is dropped, × scales ≤ 4: ≤ 4.8e-7")
}

extension Tolerance {
  /// A decomposition recomposed, against the matrix (`Geometry3DGen.withPerspective`: entries ≤ 4,
  /// condition number ≤ 30, translations ≤ 1000, the eye 200 to 2000 points beyond the layer's
  /// origin, so m44 ∈ [0.29, 3.5] and the division by it scales by ≤ 3.5): Gram–Schmidt, the quaternion
  /// and two 4×4 products round ≈ 50 times at magnitudes ≤ 4, amplified by the condition number in
  /// the perspective solve; translations pass through. Bound 30·50u·4 ≈ 1.3e-12, with 1e-12
  /// relative for the translation row.
  public static let decomposition3DRoundTrip = Tolerance(
    absolute: 2e-12, relative: 1e-12, reason: "≈ 50 roundings at magnitudes ≤ 4, κ ≤ 30: ≤ 1.3e-12")

  /// A vertex where a quad is cut at w = 1e-5, against the same cut computed from the flat
  /// matrix: a handful of roundings in the edge's crossing (relative 1e-15), then a division by
  /// the exact 1e-5. A cut at another w moves the vertex by the ratio of the two, ≥ 1e-3 relative
  /// for any w off 1e-5 by 0.1%.
  public static let clippedVertex = Tolerance(
    absolute: 0, relative: 1e-9, reason: "a few roundings of the crossing, relative: ≤ 1e-14; another cut moves it ≥ 1e-3")
}

extension Tolerance {
  /// A point converted through a random 3D tree (`Geometry3DGen.layerTree`: up to 12 layers,
  /// mild transforms, perspectives 800–2000 points away, depths well in front of every eye) and
  /// back, or through the flat matrix against step by step: each 4×4 step rounds ≈ 16 times at
  /// magnitudes ≤ 1e4, perspective divides amplify by at most d/(d − z) ≈ 2 per level, and the
  /// way down inverts a homography of condition number below ~1e3. First-order bound
  /// 12 · 16u · 1e4 · 1e3 ≈ 4e-7; a wrong formula errs by O(1).
  public static let convert3DRoundTrip = Tolerance(
    absolute: 1e-6, relative: 1e-9,
    reason: "≤ 12 steps of 16 roundings at magnitudes ≤ 1e4, homography κ ≲ 1e3: ≈ 4e-7")
}

extension Tolerance {
  /// A slerp between rotations θ apart, against the rotation built directly: acos(c) and
  /// √(1 − c²) at c = cos(θ/2) near 1 each carry a relative error of about u/θ², which the
  /// quaternion's xyz (magnitude ≈ θ) turns into ≈ 4u/θ in the matrix entries. Down to the
  /// engines' cut-off (θ = 2·asin(2e-5) with this test's margin) that is ≤ 4u/4e-5 ≈ 1.1e-11;
  /// large angles stay within ``decomposition3D``'s 4e-14.
  public static let slerpNearIdentity = Tolerance(
    absolute: 2e-11, reason: "acos and √(1 − c²) near c = 1: ≈ 4u/θ, θ ≥ 4e-5: ≤ 1.1e-11")
}

extension Tolerance {
  /// One interpolation against its reverse at the mirrored fraction (`Geometry3DGen.wellConditionedGeneric`
  /// ends): each lerped part is x + (y − x)·t against y + (x − y)·(1 − t), which differ by a few
  /// roundings of the span (translations ≤ 2000: ≤ 4u·2000 ≈ 1.8e-12), and the slerp's weights
  /// sin(t·h)/sin h swap with ≤ 8u each on magnitudes ≤ 4 (within ``decomposition3D``). A wrong
  /// direction or an unswapped end errs by O(1).
  public static let reversedInterpolation3D = Tolerance(
    absolute: 5e-12, relative: 1e-13, reason: "mirrored lerps of spans ≤ 2000 and swapped slerp weights: ≈ 1.8e-12")
}
