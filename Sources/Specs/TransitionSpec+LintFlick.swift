import Curves
import Geometry
import JSON
import Transitions

extension TransitionSpec {
  /// How far a centre track's travel may differ from its flick's distance, relative, before
  /// `check` warns: 1e-3, a view leaving 1 pt/s off a 1000 pt/s flick (a distance written to
  /// four decimals, 499.4998, is within 2e-7).
  static let flickDistanceAgreement = 1e-3

  /// The warning for a centre track driven by a decay phase whose travel |B − A| is not the
  /// flick's distance |x∞ − x₀|: the track follows the law's shape scaled by their ratio, so the
  /// view leaves at v₀·|B − A|/|x∞ − x₀| instead of v₀. Nil for other tracks and other phases.
  func flickWarning(_ track: Track, phases: SpecPhases, at path: JSONPath) -> SpecWarning? {
    guard case .decay(let decay) = phases.built[track.phase].curve, case .center(let a, let b) = track.value else {
      return nil
    }
    let travel = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    let distance = abs(decay.distance)
    guard abs(travel - distance) > Self.flickDistanceAgreement * distance else { return nil }
    let v0 = abs(decay.motion.initialVelocity)
    let leaves = v0 * travel / distance
    return SpecWarning(
      .trackIsNotTheFlick, path,
      """
      this centre track moves \(short(travel)) pt, but its phase's flick (\(short(v0)) pt/s) travels \
      \(short(distance)) pt: the view leaves at \(short(leaves)) pt/s, not \(short(v0)); make the track \
      \(short(distance)) pt long to move as the flick
      """
    )
  }

  private func short(_ x: Double) -> String {
    guard abs(x) < 1e12 else { return "\(x)" }
    let rounded = (x * 1e4).rounded() / 1e4
    return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
  }
}
