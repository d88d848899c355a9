import RealModule

extension Spring {
  /// A spring from a response (the period of the undamped oscillation, in seconds) and a
  /// damping ratio: SwiftUI's `spring(response:dampingFraction:)`.
  ///
  /// ```
  /// k = (2π/response)²·m      c = 4π·ζ·m/response      (so ωn = 2π/response, c = 2ζ√(km))
  /// ```
  /// - Throws: for response ≤ 0, ζ < 0, mass ≤ 0 or non-finite values.
  public init(response: Double, dampingRatio: Double, mass: Double = 1) throws(CurveError) {
    try Self.checkTime("response", response)
    guard dampingRatio.isFinite else { throw .nonFinite(parameter: "dampingRatio", value: dampingRatio) }
    guard dampingRatio >= 0 else {
      throw .outOfRange(parameter: "dampingRatio", value: dampingRatio, allowed: "dampingRatio must be ≥ 0")
    }
    let omega = 2 * Double.pi / response
    try self.init(mass: mass, stiffness: omega * omega * mass, damping: 4 * Double.pi * dampingRatio * mass / response)
  }

  /// A spring from a perceptual duration and a bounce: SwiftUI's `Spring(duration:bounce:)`.
  ///
  /// ```
  /// m = 1    k = (2π/duration)²    ζ = 1 − bounce (bounce ≥ 0),  1/(1 + bounce) (bounce < 0)
  /// c = 2ζ√(km) = 4πζ/duration
  /// ```
  /// Apple's example: duration 0.5, bounce 0.3 → mass 1, stiffness ≈ 157.91, damping ≈ 17.59.
  ///
  /// - Throws: for duration ≤ 0, bounce outside (−1, 1] (ζ must be finite and ≥ 0), or
  ///   non-finite values.
  public init(duration: Double, bounce: Double) throws(CurveError) {
    try Self.checkTime("duration", duration)
    guard bounce.isFinite else { throw .nonFinite(parameter: "bounce", value: bounce) }
    guard bounce > -1 && bounce <= 1 else {
      throw .outOfRange(parameter: "bounce", value: bounce, allowed: "bounce must lie in (−1, 1]")
    }
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    try self.init(response: duration, dampingRatio: ratio, mass: 1)
  }

  /// A spring for UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`
  /// (and `UISpringTimingParameters(dampingRatio:initialVelocity:)` with a duration): a
  /// **reconstruction**, following Framer's published duration-to-spring converter, that matches
  /// observed UIKit behaviour; Apple publishes no formula.
  ///
  /// The natural frequency ω is the one whose envelope has decayed to ε = 1e-3 of the distance at
  /// t = duration T (v is the initial velocity in progress per second, towards the target):
  /// ```
  /// ζ < 1:  ε = ((ζω − v)/(ω√(1 − ζ²)))·e^(−ζωT)
  /// ζ ≥ 1:  ε = e^(−ωT)·((ω − v)·T + 1)              (the critically damped envelope)
  /// ```
  /// then k = ω²·m and c = 2ζ√(km). ω is the largest root, bracketed by a scan down from
  /// 1000/T and refined by GSL Brent to 1e-15 relative. Check value: T = 3, ζ = 0.25, v = 0 gives
  /// k = 54.83363359078326, c = 3.702486785620688.
  ///
  /// What it means: the envelope keeps only the sine term's amplitude (ζω − v)/ω_d, so at T the
  /// full envelope of a motion from rest is ε/ζ, and the displacement has settled to ε by
  /// T + ln(1/ζ)/(ζω) (tested), not by T.
  ///
  /// In this parameter set v is both a mapping input and the motion's initial condition: build
  /// the motion with `SpringMotion(spring:progressVelocity: v)`.
  ///
  /// Clamps: Framer clamps T to [0.01, 10] s and ζ to [0.05, 1]; none is applied here. ζ ≤ 0 is
  /// rejected (an undamped envelope never decays), as are T ≤ 0 and non-finite values; ζ > 1
  /// keeps its value for c after ω is found from the critical envelope.
  ///
  /// - Throws: ``CurveError/outOfRange(parameter:value:allowed:)`` when no ω in
  ///   [1e-6/T, 1000/T] satisfies the envelope (a very large v away from the target);
  ///   ``CurveError/gsl(_:)`` if GSL fails.
  public init(uikitDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0, mass: Double = 1)
    throws(CurveError)
  {
    for (name, value) in [
      ("uikitDuration", duration), ("dampingRatio", dampingRatio), ("initialVelocity", initialVelocity),
    ] where !value.isFinite {
      throw .nonFinite(parameter: name, value: value)
    }
    try Self.checkTime("uikitDuration", duration)
    guard dampingRatio > 0 else {
      throw .outOfRange(
        parameter: "dampingRatio", value: dampingRatio,
        allowed: "dampingRatio must be > 0 (an undamped spring never settles)")
    }
    let epsilon = 1e-3
    let zeta = dampingRatio
    let v = initialVelocity
    func residual(_ omega: Double) -> Double {
      if zeta < 1 {
        return epsilon - ((zeta * omega - v) / (omega * ((1 - zeta) * (1 + zeta)).squareRoot()))
          * Double.exp(-zeta * omega * duration)
      }
      return epsilon - Double.exp(-omega * duration) * ((omega - v) * duration + 1)
    }
    // Scan down from a stiff spring: the residual is ε > 0 there; the first sign change is the root.
    var upper = 1000 / duration
    var lower = upper
    var found = false
    while lower > 1e-6 / duration {
      lower = upper / 1.5
      if residual(lower) <= 0 {
        found = true
        break
      }
      upper = lower
    }
    guard found else {
      throw .outOfRange(
        parameter: "initialVelocity", value: v,
        allowed: "no natural frequency in [1e-6/T, 1000/T] decays to 1e-3 at T for this velocity")
    }
    let omega: Double
    do {
      let solver = try GSLBracketingSolver(.brent)
      omega = try solver.root(
        of: residual, lower: lower, upper: upper, search: RootSearch(absoluteTolerance: 0, relativeTolerance: 1e-15)
      ).root
    } catch {
      throw .gsl(error)
    }
    let stiffness = omega * omega * mass
    try self.init(mass: mass, stiffness: stiffness, damping: 2 * zeta * (stiffness * mass).squareRoot())
  }

  /// The response 2π/ωn = 2π√(m/k), in seconds (inverse of ``init(response:dampingRatio:mass:)``).
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// SwiftUI's perceptual duration, equal to the response (inverse of ``init(duration:bounce:)``
  /// when mass is 1).
  public var perceptualDuration: Double { response }

  /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above (inverse of ``init(duration:bounce:)``).
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// The range every time-like spring parameter (a response, a perceptual, visual or settling
  /// duration) must lie in: [1e-6, 1e6] s. Outside it ωn = 2π/T leaves the range where k/m and its
  /// square root stay finite and meaningful, and the error would name a derived constant
  /// ("stiffness = 0") instead of the value given.
  public static let timeRange: ClosedRange<Double> = 1e-6...1e6

  /// Checks a time-like parameter against ``timeRange``, naming it.
  package static func checkTime(_ name: String, _ value: Double) throws(CurveError) {
    guard value.isFinite else { throw .nonFinite(parameter: name, value: value) }
    guard timeRange.contains(value) else {
      throw .outOfRange(parameter: name, value: value, allowed: "\(name) must lie in [1e-6, 1e6] s")
    }
  }
}
