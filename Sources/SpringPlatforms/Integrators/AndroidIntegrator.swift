import Curves

/// Android `SpringAnimation` frame by frame (androidx `dynamicanimation`): every frame restarts
/// the closed form of `SpringForce.updateValues` from the previous frame's value and velocity,
/// both stored as `Float`, over the whole milliseconds since that frame, then ends the animation exactly at the final
/// position with velocity 0 once |v| < the velocity threshold and |x − final| < the value
/// threshold (both strict: `SpringForce.isAtEquilibrium`).
///
/// Sources: androidx/androidx `dynamicanimation/…/SpringAnimation.java` (@20b4a90e,
/// `updateValueAndVelocity`), `SpringForce.java` (@fd79a569), `DynamicAnimation.java`
/// (@9db3602f: frame time is `SystemClock.uptimeMillis()`, a long; the first frame does not
/// advance; there is no largest step). Stiffness and damping ratio are stored as `Float` by
/// `setStiffness`/`setDampingRatio`, and ωn = √stiffness in double.
///
/// Frame times here are the clock's, truncated to whole milliseconds.
public struct AndroidIntegrator: SpringFrameIntegrator {
  let step: AndroidSpringStep
  let target: Float
  let thresholds: AndroidSpring.Thresholds
  var lastMillis: Int64 = 0
  var value: Float = 0
  var speed: Float
  /// Whether the animation has ended (at the final position, velocity 0).
  public private(set) var isAtRest = false

  /// Android's spring for `spring` (stiffness k/m and ratio ζ, each rounded to Float), with the
  /// pixel thresholds (value 0.75, velocity 46.875 per second).
  public init(spring: Spring, target: Double, velocity: Double) {
    self.init(spring: spring, target: target, velocity: velocity, thresholds: .pixels)
  }

  /// Android's spring for `spring` with the given property thresholds.
  public init(spring: Spring, target: Double, velocity: Double, thresholds: AndroidSpring.Thresholds) {
    step = AndroidSpringStep(
      naturalFrequency: Double(Float(spring.stiffness / spring.mass)).squareRoot(),
      dampingRatio: Double(Float(spring.dampingRatio)))
    self.target = Float(target)
    self.thresholds = thresholds
    speed = Float(velocity)
  }

  /// The value at the last frame.
  public var position: Double { Double(value) }
  /// The velocity at the last frame.
  public var velocity: Double { Double(speed) }

  /// One closed-form step over the whole milliseconds since the last frame.
  public mutating func advance(to time: Double) {
    guard !isAtRest else { return }
    let now = Int64((time * 1000).rounded(.down))
    let elapsed = now - lastMillis
    lastMillis = now
    let next = step.step(
      value: Double(value), velocity: Double(speed), final: Double(target), seconds: Double(elapsed) / 1000)
    (value, speed) = (Float(next.value), Float(next.velocity))
    if Double(abs(speed)) < thresholds.velocity && Double(abs(value - target)) < thresholds.value {
      (value, speed, isAtRest) = (target, 0, true)
    }
  }
}
