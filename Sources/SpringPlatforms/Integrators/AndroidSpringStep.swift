import Curves
import RealModule

/// The closed-form step that Android's `SpringForce.updateValues` and Jetpack Compose's
/// `SpringSimulation.updateValues` share: from (value, velocity) over Δt, toward a final position,
/// for a spring given as natural frequency ωn = √stiffness (mass 1) and damping ratio ζ, in
/// double arithmetic.
///
/// Sources: androidx/androidx `dynamicanimation/dynamicanimation/src/main/java/androidx/
/// dynamicanimation/animation/SpringForce.java` (@fd79a569) and `compose/animation/animation-core/
/// src/commonMain/kotlin/androidx/compose/animation/core/SpringSimulation.kt` (@a33e853b).
///
/// With x₀ the displacement from the final position, v₀ the velocity and r = −ζωn:
/// ```
/// ζ > 1:   γ± = r ± ωn√(ζ² − 1),  B = (γ₋x₀ − v₀)/(γ₋ − γ₊),  A = x₀ − B
///          x = A·e^(γ₋t) + B·e^(γ₊t)                       (the two-exponential form)
/// ζ == 1:  A = x₀, B = v₀ + ωn·x₀,  x = (A + B·t)·e^(−ωn·t)   (taken only on exact equality)
/// ζ < 1:   ωd = ωn√(1 − ζ²),  S = (−r·x₀ + v₀)/ωd,  x = e^(rt)·(x₀·cos ωd·t + S·sin ωd·t)
/// ```
/// and the velocities by differentiating each. Next to ζ = 1 the over-damped branch loses
/// accuracy like u/√(ζ² − 1), which `SpringMotion` avoids; Android also writes `e^x` as
/// `Math.pow(Math.E, x)`, which may differ from `exp` in the last bit (ignored here).
struct AndroidSpringStep {
  let naturalFrequency: Double
  let dampingRatio: Double

  func step(value: Double, velocity: Double, final: Double, seconds t: Double) -> (value: Double, velocity: Double) {
    let x0 = value - final, v0 = velocity
    let w = naturalFrequency, z = dampingRatio
    let r = -z * w
    let x: Double, v: Double
    if z > 1 {
      let s = w * (z * z - 1).squareRoot()
      let (gammaPlus, gammaMinus) = (r + s, r - s)
      let b = (gammaMinus * x0 - v0) / (gammaMinus - gammaPlus)
      let a = x0 - b
      let (em, ep) = (Double.exp(gammaMinus * t), Double.exp(gammaPlus * t))
      x = a * em + b * ep
      v = a * gammaMinus * em + b * gammaPlus * ep
    } else if z == 1 {
      let a = x0, b = v0 + w * x0
      let decay = Double.exp(-w * t)
      x = (a + b * t) * decay
      v = x * -w + b * decay
    } else {
      let wd = w * (1 - z * z).squareRoot()
      let sine = (-r * x0 + v0) / wd
      let decay = Double.exp(r * t)
      let (c, s) = (Double.cos(wd * t), Double.sin(wd * t))
      x = decay * (x0 * c + sine * s)
      v = x * r + decay * (-wd * x0 * s + wd * sine * c)
    }
    return (x + final, v)
  }
}
