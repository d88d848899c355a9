import Curves

/// Jetpack Compose's spring animation frame by frame: `FloatSpringSpec.getValueFromNanos` computes
/// the closed form of `SpringSimulation.updateValues` (the same as Android's `SpringForce`)
/// **from the initial conditions** at every frame, with the
/// play time truncated to whole milliseconds (`playTimeNanos / 1_000_000`), initial value,
/// velocity and target as `Float`, and the result rounded to `Float`; once the play time reaches
/// the estimated duration (``ComposeSpring/animationDuration(_:distance:velocity:visibilityThreshold:)``)
/// the animation returns exactly its target.
///
/// Sources: androidx/androidx `compose/animation/animation-core/src/commonMain/kotlin/androidx/
/// compose/animation/core/FloatAnimationSpec.kt` and `SpringSimulation.kt` (@a33e853b). Errors
/// do not accumulate (each frame starts from t = 0); the deviation from the exact motion is the
/// truncated millisecond, the Float rounding, the two-exponential form next to ζ = 1, and the
/// snap at the estimated end.
public struct ComposeIntegrator: SpringFrameIntegrator {
  let step: AndroidSpringStep
  let target: Float, start: Float, startVelocity: Float
  /// The estimated duration after which the value is the target.
  public let duration: Double
  var value: Float = 0
  var speed: Float

  /// Compose's spring for `spring` with the Float visibility threshold 0.01.
  public init(spring: Spring, target: Double, velocity: Double) {
    self.init(
      spring: spring, target: target, velocity: velocity, visibilityThreshold: ComposeSpring.floatVisibilityThreshold)
  }

  /// Compose's spring for `spring` with a visibility threshold (value units).
  public init(spring: Spring, target: Double, velocity: Double, visibilityThreshold: Double) {
    step = AndroidSpringStep(
      naturalFrequency: Double(Float(spring.stiffness / spring.mass)).squareRoot(),
      dampingRatio: Double(Float(spring.dampingRatio)))
    self.target = Float(target)
    start = 0
    startVelocity = Float(velocity)
    speed = startVelocity
    duration = ComposeSpring.animationDuration(
      spring, distance: target, velocity: velocity, visibilityThreshold: visibilityThreshold)
  }

  /// The value at the last frame.
  public var position: Double { Double(value) }
  /// The velocity at the last frame.
  public var velocity: Double { Double(speed) }

  /// The closed form at the frame's play time in whole milliseconds, or the target from the
  /// estimated duration on.
  public mutating func advance(to time: Double) {
    // The frame's time as whole nanoseconds (the nearest, as a vsync timestamp is), then Compose's
    // integer division to whole milliseconds.
    let nanos = (time * 1e9).rounded()
    let millis = (nanos / 1e6).rounded(.towardZero)
    if nanos >= duration * 1e9 {
      (value, speed) = (target, 0)
      return
    }
    let next = step.step(
      value: Double(start), velocity: Double(startVelocity), final: Double(target), seconds: millis / 1000)
    (value, speed) = (Float(next.value), Float(next.velocity))
  }
}
