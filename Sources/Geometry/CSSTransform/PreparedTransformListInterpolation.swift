/// Two transform lists prepared for CSS's pairwise interpolation: which functions pair up, and
/// the mismatched tails' matrices decomposed once, so that the matrix at any fraction costs only
/// the blending and the products, and allocates nothing.
///
/// `matrix(at:)` gives exactly `from.interpolated(to: to, fraction: t, using: policy).matrix`, bit
/// for bit (see ``TransformList/interpolated(to:fraction:using:)`` for the rules). This is the
/// interpolation of Core Animation's value-function key paths (`transform.rotation.y` turns by
/// its angle, so a half turn has a direction) and of CSS transitions between lists that match.
public struct PreparedTransformListInterpolation: Sendable {
  /// The list at fraction 0.
  public let from: TransformList
  /// The list at fraction 1.
  public let to: TransformList
  /// The policy for rotations about different axes and for the mismatched tails.
  public let policy: TransformInterpolation
  /// The pairs that blend function by function, in list order (identities padding a prefix).
  let pairs: [(TransformFunction, TransformFunction)]
  /// The two mismatched tails' matrices, prepared; nil when every function pairs up.
  let tail: PreparedTransformInterpolation?
  let fromMatrix: Transform3D
  let toMatrix: Transform3D

  /// Prepares `from` → `to` under `policy` (Chromium's, as ``TransformList/interpolated(to:fraction:using:)``
  /// defaults to).
  public init(from: TransformList, to: TransformList, using policy: TransformInterpolation = .chromium) {
    self.from = from
    self.to = to
    self.policy = policy
    fromMatrix = from.matrix
    toMatrix = to.matrix
    var a = from.functions
    var b = to.functions
    if a.isEmpty { a = b.map(\.identity) }
    if b.isEmpty { b = a.map(\.identity) }
    let shared = Swift.min(a.count, b.count)
    var index = 0
    var pairs: [(TransformFunction, TransformFunction)] = []
    while index < shared, a[index].sharesPrimitive(with: b[index]) {
      pairs.append((a[index], b[index]))
      index += 1
    }
    if index == shared {
      for extra in a.dropFirst(shared) { pairs.append((extra, extra.identity)) }
      for extra in b.dropFirst(shared) { pairs.append((extra.identity, extra)) }
      tail = nil
    } else {
      tail = PreparedTransformInterpolation(
        from: TransformList(Array(a[index...])).matrix, to: TransformList(Array(b[index...])).matrix, using: policy)
    }
    self.pairs = pairs
  }

  /// Whether every function pairs up with one of the same primitive (no tail is interpolated as
  /// one matrix).
  public var isPairwise: Bool { tail == nil }

  /// The list's matrix at fraction `t`: 0 and 1 give the ends' matrices exactly; fractions outside
  /// [0, 1] extrapolate.
  public func matrix(at t: Double) -> Transform3D {
    if t == 0 { return fromMatrix }
    if t == 1 { return toMatrix }
    // The interpolated list is the blended pairs followed by the tail's matrix; its matrix
    // multiplies them from the last to the first, as `TransformList.matrix` does.
    var m = Transform3D.identity
    if let tail { m = m.concatenating(tail.transform(at: t)) }
    var index = pairs.count
    while index > 0 {
      index -= 1
      let (a, b) = pairs[index]
      m = m.concatenating(TransformList.blend(a, b, t, policy).matrix)
    }
    return m
  }
}
