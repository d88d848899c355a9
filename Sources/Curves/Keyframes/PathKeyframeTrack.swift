import Geometry

/// A position animated along a path at constant speed with an optional rotation:
/// `CAKeyframeAnimation` with `path`, `calculationMode = .paced` and `rotationMode`.
public struct PathKeyframeTrack: Sendable {
  /// `rotationMode`.
  public enum RotationMode: String, Hashable, Sendable, CaseIterable {
    /// No rotation (`nil`).
    case none
    /// The tangent angle (`.rotateAuto`).
    case auto
    /// The tangent angle plus π (`.rotateAutoReverse`).
    case autoReverse
  }

  /// The sampler along the path.
  public let sampler: PacedSampler
  /// The overall timing function (applied to the time fraction first).
  public let timingFunction: CubicTimingFunction?
  /// The rotation mode.
  public let rotationMode: RotationMode

  /// A track along `path`.
  ///
  /// - Throws: ``CurveError/emptyPath`` for a path of zero length, and GSL errors from measuring.
  public init(path: Path, timingFunction: CubicTimingFunction? = nil, rotationMode: RotationMode = .none)
    throws(CurveError)
  {
    sampler = try PacedSampler(path)
    self.timingFunction = timingFunction
    self.rotationMode = rotationMode
  }

  /// The position and rotation (radians; nil for ``RotationMode/none``) at time fraction f:
  /// the timing function first, then the point at that fraction of the length.
  public func state(at fraction: Double) -> (position: Point, rotation: Double?) {
    let f = timingFunction?.progress(at: fraction) ?? fraction
    let distance = min(max(f.isNaN ? 0 : f, 0), 1) * sampler.length
    let position = sampler.point(atDistance: distance)
    switch rotationMode {
    case .none: return (position, nil)
    case .auto: return (position, sampler.tangentAngle(atDistance: distance))
    case .autoReverse: return (position, sampler.tangentAngle(atDistance: distance) + Double.pi)
    }
  }
}
