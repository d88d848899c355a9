import Geometry

/// A transform animated in 3D from one value to another, prepared once: what a
/// ``Track/Value/transform3D(_:)`` track samples every frame without allocating.
///
/// Two forms, as Core Animation has them:
/// - **matrices** (``init(from:to:using:)-(Transform3D,_,_)``): `CABasicAnimation(keyPath: "transform")` between two
///   `CATransform3D` values. Both are decomposed and the parts interpolated under a policy,
///   `TransformInterpolation.coreAnimation` by default (see the Geometry article "3D and
///   perspective" for why). A half turn has no direction here: `rotateY(180°)` and
///   `rotateY(−180°)` are one matrix.
/// - **functions** (``init(from:to:using:)-(TransformList,_,_)``): Core Animation's value-function key paths
///   (`transform.rotation.y`, `transform.translation.x`, …) and CSS's pairwise list interpolation:
///   each function interpolates its own numbers, so `rotateY(0)` → `rotateY(−180deg)` turns by
///   −180° and a `translateX` around it stays exactly where it is (a hinge).
///
/// An end that has no decomposition (a zero scale, a singular or non-finite matrix) does not
/// animate in Core Animation: the view shows the final value from the first frame on (iOS 8 and
/// later: Stack Overflow 25964224, "CGAffineTransformScale not working with zero scale", and Raja
/// Software Labs, "Debugging CGAffineTransform scale to zero animations on iOS", on iOS 12). So a
/// track here is at `from` at progress 0 and at `to` at every other progress
/// (``jumpsToTheEnd``); CSS switches at half way instead (`TransformInterpolation`).
/// Immutable, so shared by reference between the copies of a track.
public final class TransformAnimation: Sendable {
  /// The transform at progress 0.
  public let from: Transform3D
  /// The transform at progress 1.
  public let to: Transform3D
  /// The two lists, when the animation interpolates function by function; nil for matrices.
  public let lists: (from: TransformList, to: TransformList)?
  /// The policy: how matrices (or the lists' mismatched tails, and rotations about different
  /// axes) interpolate.
  public let policy: TransformInterpolation
  let form: Form

  enum Form: Sendable {
    case matrices(PreparedTransformInterpolation)
    case functions(PreparedTransformListInterpolation)
  }

  /// An animation between two matrices, decomposed and interpolated under `policy`.
  public init(from: Transform3D, to: Transform3D, using policy: TransformInterpolation = .coreAnimation) {
    self.from = from
    self.to = to
    lists = nil
    self.policy = policy
    form = .matrices(PreparedTransformInterpolation(from: from, to: to, using: policy))
  }

  /// An animation between two transform lists, function by function (CSS's pairwise
  /// interpolation; from the first pair of different primitives on, the rest of each list as one
  /// matrix under `policy`).
  public init(from: TransformList, to: TransformList, using policy: TransformInterpolation = .coreAnimation) {
    let prepared = PreparedTransformListInterpolation(from: from, to: to, using: policy)
    self.from = prepared.matrix(at: 0)
    self.to = prepared.matrix(at: 1)
    lists = (from, to)
    self.policy = policy
    form = .functions(prepared)
  }

  /// Whether the animation does not run because a matrix end has no decomposition under the
  /// policy: the value is `to` at every progress but 0.
  public var jumpsToTheEnd: Bool {
    if case .matrices(let prepared) = form { return prepared.isDiscrete }
    return false
  }

  /// The same animation run backwards: `to` → `from`, in the same form and policy.
  public var reversed: TransformAnimation {
    if let lists { return TransformAnimation(from: lists.to, to: lists.from, using: policy) }
    return TransformAnimation(from: to, to: from, using: policy)
  }

  /// The transform at progress `q` (0 and 1 give the ends exactly; outside [0, 1] it
  /// extrapolates).
  @inlinable
  public func transform(at q: Double) -> Transform3D {
    sample(q)
  }

  @usableFromInline
  func sample(_ q: Double) -> Transform3D {
    switch form {
    case .matrices(let prepared):
      if prepared.isDiscrete { return q == 0 ? from : to }
      return prepared.transform(at: q)
    case .functions(let prepared):
      return prepared.matrix(at: q)
    }
  }
}

extension TransformAnimation: Equatable {
  /// Same ends, same form and same policy.
  public static func == (a: TransformAnimation, b: TransformAnimation) -> Bool {
    a.from == b.from && a.to == b.to && a.policy == b.policy && a.lists?.from == b.lists?.from
      && a.lists?.to == b.lists?.to
  }
}
