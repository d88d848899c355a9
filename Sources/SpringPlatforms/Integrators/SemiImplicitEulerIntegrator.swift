import Curves

/// One semi-implicit (symplectic) Euler step per frame, over the frame's whole interval:
/// ```
/// a = (−k·(x − target) − c·v)/m,   v ← v + a·Δt,   x ← x + v·Δt
/// ```
/// the loop of many hand-written animation engines. It is first-order accurate (the error per
/// unit time is proportional to Δt, so 120 Hz errs about half as much as 60 Hz), conserves a
/// shadow energy for undamped springs instead of spiralling out as explicit Euler does, and a
/// dropped frame is simply one longer step (unstable once ωn·Δt > 2).
public struct SemiImplicitEulerIntegrator: SpringFrameIntegrator {
  let stiffness: Double, damping: Double, mass: Double, target: Double
  /// The value at the last frame.
  public private(set) var position = 0.0
  /// The velocity at the last frame.
  public private(set) var velocity: Double
  var time = 0.0

  /// At value 0, released towards `target` with `velocity`.
  public init(spring: Spring, target: Double, velocity: Double) {
    (stiffness, damping, mass, self.target) = (spring.stiffness, spring.damping, spring.mass, target)
    self.velocity = velocity
  }

  /// One step over the whole interval since the last frame.
  public mutating func advance(to time: Double) {
    let dt = time - self.time
    self.time = time
    let acceleration = (-stiffness * (position - target) - damping * velocity) / mass
    velocity += acceleration * dt
    position += velocity * dt
  }
}
