import RealModule

extension TransformList {
  /// The list a fraction of the way to `other`, as CSS interpolates transform lists (CSS
  /// Transforms Level 2, "Interpolation of Transforms", as Blink implements it:
  /// third_party/blink/renderer/platform/transforms/transform_operations.cc at f24a8e13):
  ///
  /// - `none` stands for the other list's functions at their identity;
  /// - while the two functions at an index share a primitive (translations, scales, rotations,
  ///   skews, perspectives; `matrix` with `matrix`, `matrix3d` with `matrix3d`) they interpolate
  ///   pairwise, every number as `from + (to − from)·t`; a list that is a prefix of the other is
  ///   padded with identity functions;
  /// - rotations about a common axis interpolate their angle (so rotate(0) → rotate(720deg) turns
  ///   twice); about different axes, the slerp of their quaternions (`policy`'s), kept here as the
  ///   rotation's matrix (Blink reads it back as an axis and an angle: the same rotation);
  /// - `perspective()` interpolates the reciprocal of its distance (none is 0);
  /// - from the first pair that does not match, the rest of each list becomes one matrix and the
  ///   two matrices interpolate under `policy` (discretely when one cannot be decomposed).
  ///
  /// Fractions outside [0, 1] extrapolate. Fraction 0 and 1 return the lists as they are.
  public func interpolated(
    to other: TransformList, fraction t: Double, using policy: TransformInterpolation = .chromium
  ) -> TransformList {
    if t == 0 { return self }
    if t == 1 { return other }
    var from = functions
    var to = other.functions
    if from.isEmpty { from = to.map(\.identity) }
    if to.isEmpty { to = from.map(\.identity) }
    var result: [TransformFunction] = []
    let shared = Swift.min(from.count, to.count)
    var index = 0
    while index < shared, from[index].sharesPrimitive(with: to[index]) {
      result.append(Self.blend(from[index], to[index], t, policy))
      index += 1
    }
    if index == shared {
      // One list is a prefix of the other: pad with identities.
      for extra in from.dropFirst(shared) { result.append(Self.blend(extra, extra.identity, t, policy)) }
      for extra in to.dropFirst(shared) { result.append(Self.blend(extra.identity, extra, t, policy)) }
      return TransformList(result)
    }
    let a = TransformList(Array(from[index...])).matrix
    let b = TransformList(Array(to[index...])).matrix
    result.append(.matrix(a.interpolated(to: b, fraction: t, using: policy), is3D: true))
    return TransformList(result)
  }

  /// Two functions of one primitive, interpolated.
  static func blend(_ a: TransformFunction, _ b: TransformFunction, _ t: Double, _ policy: TransformInterpolation)
    -> TransformFunction
  {
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    switch (a, b) {
    case (.translate(let p), .translate(let q)):
      return .translate(Vector3D(x: mix(p.x, q.x), y: mix(p.y, q.y), z: mix(p.z, q.z)))
    case (.scale(let p), .scale(let q)):
      return .scale(Vector3D(x: mix(p.x, q.x), y: mix(p.y, q.y), z: mix(p.z, q.z)))
    case (.skew(let ax, let ay), .skew(let bx, let by)):
      return .skew(x: mix(ax, bx), y: mix(ay, by))
    case (.perspective(let p), .perspective(let q)):
      func inverse(_ d: Double?) -> Double { d.map { 1 / Swift.max($0, 1) } ?? 0 }
      let mixed = mix(inverse(p), inverse(q))
      return .perspective(mixed == 0 ? nil : 1 / mixed)
    case (.rotate(let p, let alpha), .rotate(let q, let beta)):
      return blendRotations(p, alpha, q, beta, t, policy)
    case (.matrix(let p, let is3D), .matrix(let q, _)):
      let mixed = p.interpolated(to: q, fraction: t, using: policy)
      // Two `matrix()` functions interpolate to a `matrix()`: a 2D function stays 2D (a policy
      // that recomposes through 3D can leave m44 an ulp from 1).
      return .matrix(is3D ? mixed : Transform3D(mixed.affinePart), is3D: is3D)
    default:
      preconditionFailure("blend is only called on functions that share a primitive")
    }
  }

  /// Blink's `Rotation::Slerp`: a common axis (both non-zero, pointing the same way to 1e-4) or
  /// a zero angle on one side interpolates the angle; otherwise the quaternions are slerped and
  /// read back as an axis and an angle.
  static func blendRotations(
    _ p: Vector3D, _ alpha: Double, _ q: Vector3D, _ beta: Double, _ t: Double, _ policy: TransformInterpolation
  ) -> TransformFunction {
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    let pp = p.x * p.x + p.y * p.y + p.z * p.z
    let qq = q.x * q.x + q.y * q.y + q.z * q.z
    let dot = p.x * q.x + p.y * q.y + p.z * q.z
    let angleEpsilon = 1e-4 * .pi / 180
    if abs(alpha) < angleEpsilon { return .rotate(axis: q, angle: mix(alpha, beta)) }
    if abs(beta) < angleEpsilon { return .rotate(axis: p, angle: mix(alpha, beta)) }
    if pp > 0, qq > 0, dot >= 0, abs(1 - dot * dot / (pp * qq)) <= 1e-4 {
      return .rotate(axis: p, angle: mix(alpha, beta))
    }
    let from = Transform3D(rotationAngle: alpha, x: p.x, y: p.y, z: p.z)
    let to = Transform3D(rotationAngle: beta, x: q.x, y: q.y, z: q.z)
    return .matrix(from.interpolated(to: to, fraction: t, using: policy), is3D: true)
  }
}
