/// One pair of transforms prepared for interpolation under one policy: both ends decomposed (and,
/// for two 2D ends under Level 1 or WebKit, aligned) once, so that sampling many fractions costs
/// only the mixing and the recomposition, and allocates nothing.
///
/// `result(at:)` gives exactly what ``Transform3D/interpolation(to:fraction:using:)`` gives,
/// bit for bit (that method is this type, prepared for one fraction).
public struct PreparedTransformInterpolation: Sendable {
  /// The transform at fraction 0.
  public let from: Transform3D
  /// The transform at fraction 1.
  public let to: Transform3D
  /// The policy.
  public let policy: TransformInterpolation
  let path: Path

  enum Path: Sendable {
    /// Two 2D ends under Level 1's residual decomposition, aligned.
    case residual(DecomposedTransform, DecomposedTransform)
    /// Two 3D decompositions and how their parts mix.
    case decomposed(DecomposedTransform3D, DecomposedTransform3D, Transform3D.Lerp, Transform3D.Slerp)
    /// An end has no decomposition: the value switches at 0.5.
    case discrete
  }

  /// Prepares `from` → `to` under `policy`.
  public init(from: Transform3D, to: Transform3D, using policy: TransformInterpolation) {
    self.from = from
    self.to = to
    self.policy = policy
    func pair(
      _ a: DecomposedTransform3D?, _ b: DecomposedTransform3D?, _ lerp: Transform3D.Lerp, _ slerp: Transform3D.Slerp
    ) -> Path {
      guard let a, let b else { return .discrete }
      return .decomposed(a, b, lerp, slerp)
    }
    switch policy {
    case .cssLevel1, .webKit, .webKitLegacy:
      if let a = from.affine, let b = to.affine {
        // CSS: a matrix that cannot be decomposed (inverted) animates discretely.
        let decomposable = a.determinant != 0 && b.determinant != 0 && from.isFinite && to.isFinite
        if decomposable {
          let (p, q) = DecomposedTransform.aligned(a.decomposed(), b.decomposed())
          path = .residual(p, q)
        } else {
          path = .discrete
        }
      } else if policy == .cssLevel1 {
        path = pair(from.unmatrix(.css), to.unmatrix(.css), .css, .css)
      } else {
        path = pair(
          from.unmatrix(.webKit), to.unmatrix(.webKit), .webKit, policy == .webKit ? .shortestPath : .webKitLegacy)
      }
    case .cssLevel2:
      path = pair(from.unmatrix(.css), to.unmatrix(.css), .css, .css)
    case .chromium:
      path = pair(from.chromiumDecomposition(), to.chromiumDecomposition(), .chromium, .shortestPath)
    }
  }

  /// Whether an end has no decomposition under the policy (every fraction but 0 and 1 then
  /// switches at 0.5).
  public var isDiscrete: Bool {
    if case .discrete = path { return true }
    return false
  }

  /// The transform at fraction `t` (see ``TransformInterpolation`` for the shared rules).
  public func transform(at t: Double) -> Transform3D { result(at: t).transform }

  /// The transform at fraction `t`, with whether it came from the discrete switch (an end
  /// without a decomposition, or a mix that overflowed the doubles).
  public func result(at t: Double) -> TransformInterpolationResult {
    if t == 0 { return TransformInterpolationResult(transform: from, isDiscrete: false) }
    if t == 1 { return TransformInterpolationResult(transform: to, isDiscrete: false) }
    let mixed: Transform3D?
    switch path {
    case .residual(let a, let b): mixed = Transform3D(AffineTransform(mixing: a, b, fraction: t))
    case .decomposed(let a, let b, let lerp, let slerp): mixed = Transform3D.mix(a, b, t, lerp: lerp, slerp: slerp)
    case .discrete: mixed = nil
    }
    if let mixed, mixed.isFinite { return TransformInterpolationResult(transform: mixed, isDiscrete: false) }
    return TransformInterpolationResult(transform: t < 0.5 ? from : to, isDiscrete: true)
  }
}
