import Curves
import RealModule

/// Motion's own arithmetic, in its milliseconds: the friction curve as its generator evaluates it,
/// the bound noticed on the frame grid with its 5 ms backward difference, and its spring generator.
extension FramerInertia {
  var frameMilliseconds: Double { frameInterval * 1000 }

  /// t seconds as Motion's milliseconds, rounded to the nanosecond so that frame times stay whole.
  static func milliseconds(_ t: Double) -> Double { (t * 1e9).rounded() / 1e6 }

  func motionDelta(_ ms: Double) -> Double { -amplitude * Double.exp(-ms / (timeConstant * 1000)) }

  func motionFriction(_ ms: Double) -> Double {
    let delta = motionDelta(ms)
    return abs(delta) <= restDelta ? target : target + delta
  }

  func platformBound() -> Bound? {
    guard minimum != nil || maximum != nil else { return nil }
    if isOut(origin) {
      let edge = nearestBound(origin)
      return Bound(
        start: 0, value: origin, velocity: 0, edge: edge, restSpeed: springRestSpeed(distance: edge - origin))
    }
    guard isOut(target), let estimate = exact?.start else { return nil }
    var frame = max((estimate * 1000 / frameMilliseconds).rounded(.up), 0)
    while frame > 0, isOut(motionFriction((frame - 1) * frameMilliseconds)) { frame -= 1 }
    while !isOut(motionFriction(frame * frameMilliseconds)) { frame += 1 }
    let ms = frame * frameMilliseconds
    let value = motionFriction(ms)
    let previous = max(ms - 5, 0)
    let elapsed = ms - previous
    let velocity = elapsed > 0 ? (value - (target + motionDelta(previous))) * (1000 / elapsed) : 0
    let edge = nearestBound(value)
    return Bound(
      start: ms / 1000, value: value, velocity: velocity, edge: edge, restSpeed: springRestSpeed(distance: edge - value)
    )
  }

  /// Motion's spring generator at `ms` after it starts: value (snapped when done) and velocity per
  /// second, and whether it is done.
  func motionSpring(_ bound: Bound, _ ms: Double) -> (value: Double, velocity: Double, done: Bool) {
    let (stiffness, damping) = (bounceStiffness, bounceDamping)
    let initialVelocity = -(bound.velocity / 1000)
    let zeta = damping / (2 * (stiffness * 1).squareRoot())
    let delta = bound.edge - bound.value
    let omega0 = (stiffness / 1).squareRoot() / 1000
    let current: Double, velocity: Double
    if zeta < 1 {
      let omega = omega0 * (1 - zeta * zeta).squareRoot()
      let a = (initialVelocity + zeta * omega0 * delta) / omega
      let envelope = Double.exp(-zeta * omega0 * ms)
      let (sine, cosine) = (Double.sin(omega * ms), Double.cos(omega * ms))
      current = bound.edge - envelope * (a * sine + delta * cosine)
      let sinCoefficient = zeta * omega0 * a + delta * omega
      let cosCoefficient = zeta * omega0 * delta - a * omega
      velocity = 1000 * envelope * (sinCoefficient * sine + cosCoefficient * cosine)
    } else if zeta == 1 {
      let c = initialVelocity + omega0 * delta
      current = bound.edge - Double.exp(-omega0 * ms) * (delta + c * ms)
      velocity = 1000 * Double.exp(-omega0 * ms) * (omega0 * c * ms - initialVelocity)
    } else {
      let omega = omega0 * (zeta * zeta - 1).squareRoot()
      let envelope = Double.exp(-zeta * omega0 * ms)
      let capped = min(omega * ms, 300)
      let p = (initialVelocity + zeta * omega0 * delta) / omega
      current =
        bound.edge - envelope
        * ((initialVelocity + zeta * omega0 * delta) * Double.sinh(capped) + omega * delta * Double.cosh(capped))
        / omega
      let sinhCoefficient = zeta * omega0 * p - delta * omega
      let coshCoefficient = zeta * omega0 * delta - p * omega
      velocity = 1000 * envelope * (sinhCoefficient * Double.sinh(capped) + coshCoefficient * Double.cosh(capped))
    }
    let done = abs(velocity) <= bound.restSpeed && abs(bound.edge - current) <= restDelta
    return (done ? bound.edge : current, velocity, done)
  }
}
