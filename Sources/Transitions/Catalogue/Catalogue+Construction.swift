import Curves

extension Catalogue {
  /// The spring phase curve of UIKit's `animate(withDuration:delay:usingSpringWithDamping:
  /// initialSpringVelocity:…)`: the reconstructed spring for (duration, damping ratio, velocity)
  /// as a progress motion from 0 to 1.
  ///
  /// - Precondition: the parameters make a valid spring (duration > 0, damping ratio > 0, all
  ///   finite). A builder's caller passed them; there is no silent fallback to another curve.
  static func uikitSpringCurve(duration: Double, dampingRatio: Double, velocity: Double = 0) -> TransitionPhase.Curve {
    do {
      let spring = try Spring(uikitDuration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
      return .spring(try SpringMotion(spring: spring, progressVelocity: velocity))
    } catch {
      preconditionFailure(
        """
        a catalogue spring needs valid parameters (duration \(duration), damping ratio \(dampingRatio), velocity \
        \(velocity)): \(error)
        """
      )
    }
  }

  /// A paced sampler along `elements`.
  ///
  /// - Precondition: the path has a segment of positive length (the builders' fixtures do).
  static func pacedPath(_ elements: [PathElement]) -> PacedSampler {
    do {
      return try PacedSampler(try Path(elements))
    } catch {
      preconditionFailure("a catalogue path must have a segment of positive length: \(error)")
    }
  }
}
