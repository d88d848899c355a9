import Curves
import RealModule

/// Chromium's `PhysicsBasedFlingCurve` (the fling on Windows and Linux, modelled on Windows'
/// DirectManipulation): the distance of a constant deceleration, run along a cubic Bézier.
///
/// With a = ppi·2.7559e-5 pixels per ms² (`kDefaultPhysicalDeceleration`, inches per ms²):
/// ```
/// D = v²/(2a), signed as v, clamped to ±⌊viewport·boost·3⌋       (per axis)
/// T = min(2 s, |v_dominant|/2300)                               (not the physical stop time |v|/a)
/// x(t) = x₀ + D·y(t/T),  y = cubic-bezier(p1, (0.55, 1))
/// ```
/// p1 starts at (0.2, 1) and is moved so that the curve leaves at the dominant axis' velocity: with
/// s = |v·T/D|, p1 = (0.2, 0.2·s) when 0.2·s < 1, else (1/s, 1). At 96 ppi, 1000 px/s travels
/// 188.99 px in 0.4348 s. A two-axis fling shares one curve:
/// ``axes(origin:velocity:ppi:viewport:boostMultiplier:)``.
///
/// Chromium's own arithmetic (``platformSample(at:)``) is float for the velocity, deceleration,
/// distance, duration and p1; the duration becomes whole microseconds (`base::Seconds`), the
/// elapsed time too; the offset is the float distance times the curve's progress as a float. The
/// curve is solved exactly here; Chromium's `gfx::CubicBezier::Solve` stops at 1e-7 in x. Its
/// velocity is a finite difference between the last two calls (it depends on the frames asked
/// for), so the platform velocity reported is the curve's slope.
///
/// Source: chromium/chromium `ui/events/gestures/physics_based_fling_curve.cc` @be5cd41e,
/// `physics_based_fling_curve.h` @c5ea1859 (`kDefaultBoundsMultiplier` 3), the unittest @4c58b9ed.
public struct ChromiumFling: DecayMotion, Hashable {
  /// 2.7559e-5 inches per ms².
  public static let physicalDeceleration = 2.7559e-5
  /// 2300: the duration is the dominant speed over it, in seconds.
  public static let pixelDeceleration = 2300.0
  /// 2 s, the longest curve.
  public static let maximumDuration = 2.0

  public let origin: Double
  public let initialVelocity: Double
  /// Pixels per inch along the axis (96 on a standard desktop display).
  public let ppi: Double
  /// The viewport's size along the axis (nil: no clamp) and the boost multiplier.
  public let viewport: Double?
  public let boostMultiplier: Double
  public let duration: Double
  public let destination: Double
  /// The curve's first control point (exact).
  public let controlPointX, controlPointY: Double
  /// Chromium's float distance and duration in microseconds.
  public let platformDistance: Float, platformMicroseconds: Int64
  /// Chromium's float control point.
  public let platformControlPointX, platformControlPointY: Float

  /// A one-axis fling from `origin` at `velocity` pixels per second.
  ///
  /// - Throws: `CurveError` for a non-finite origin, a velocity that is zero or not finite
  ///   (Chromium's curve checks it is not zero), or a ppi, viewport or boost that is not > 0.
  public init(
    origin: Double, velocity: Double, ppi: Double, viewport: Double? = nil, boostMultiplier: Double = 1
  ) throws(CurveError) {
    try self.init(
      origin: origin, velocity: velocity, dominant: velocity, ppi: ppi, viewport: viewport,
      boostMultiplier: boostMultiplier, dominantPPI: ppi, dominantViewport: viewport)
  }

  /// A two-axis fling: one curve for both axes, fitted to the faster one.
  public static func axes(
    origin: (x: Double, y: Double) = (0, 0), velocity: (x: Double, y: Double), ppi: (x: Double, y: Double),
    viewport: (width: Double, height: Double)? = nil, boostMultiplier: Double = 1
  ) throws(CurveError) -> (x: ChromiumFling, y: ChromiumFling) {
    let xDominates = !(abs(velocity.y) >= abs(velocity.x))
    let dominant = xDominates ? velocity.x : velocity.y
    let (dominantPPI, dominantViewport) = xDominates ? (ppi.x, viewport?.width) : (ppi.y, viewport?.height)
    let x = try ChromiumFling(
      origin: origin.x, velocity: velocity.x, dominant: dominant, ppi: ppi.x, viewport: viewport?.width,
      boostMultiplier: boostMultiplier, dominantPPI: dominantPPI, dominantViewport: dominantViewport)
    let y = try ChromiumFling(
      origin: origin.y, velocity: velocity.y, dominant: dominant, ppi: ppi.y, viewport: viewport?.height,
      boostMultiplier: boostMultiplier, dominantPPI: dominantPPI, dominantViewport: dominantViewport)
    return (x, y)
  }

  private init(
    origin: Double, velocity: Double, dominant: Double, ppi: Double, viewport: Double?, boostMultiplier: Double,
    dominantPPI: Double, dominantViewport: Double?
  ) throws(CurveError) {
    try DecayCheck.finite("from", origin)
    try DecayCheck.finite("velocity", velocity)
    guard dominant != 0 else {
      throw .outOfRange(parameter: "velocity", value: dominant, allowed: "≠ 0 (Chromium's fling needs a velocity)")
    }
    try DecayCheck.positive("ppi", ppi)
    if let viewport { try DecayCheck.positive("viewport", viewport) }
    try DecayCheck.positive("boostMultiplier", boostMultiplier)
    self.origin = origin
    self.initialVelocity = velocity
    self.ppi = ppi
    self.viewport = viewport
    self.boostMultiplier = boostMultiplier

    func exactDistance(_ v: Double, _ ppi: Double, _ viewport: Double?) -> Double {
      let a = ppi * Self.physicalDeceleration * 1e6
      var d = v * v / (2 * a)
      if let viewport { d = min(d, (viewport * boostMultiplier * 3).rounded(.down)) }
      return v < 0 ? -d : d
    }
    let distance = exactDistance(velocity, ppi, viewport)
    let dominantDistance = exactDistance(dominant, dominantPPI, dominantViewport)
    let seconds = min(Self.maximumDuration, abs(dominant) / Self.pixelDeceleration)
    let slope = abs(dominant * seconds / dominantDistance)
    (controlPointX, controlPointY) = slope * 0.2 < 1 ? (0.2, 0.2 * slope) : (1 / slope, 1)
    duration = seconds
    destination = origin + distance

    func floatDistance(_ v: Double, _ ppi: Double, _ viewport: Double?) -> Float {
      let vms = Float(v) * (1 / Float(1000))
      let a = Float(ppi) * Float(Self.physicalDeceleration)
      let t = abs(vms / a)
      var offset = Float((Double(abs(vms)) - Double(a * t) * 0.5) * Double(t))
      offset = vms < 0 ? -offset : offset
      if let viewport {
        let bound = Float(Int64((viewport * boostMultiplier * 3).rounded(.down)))
        if abs(offset) > bound { offset = offset > 0 ? bound : -bound }
      }
      return offset
    }
    platformDistance = floatDistance(velocity, ppi, viewport)
    let floatDominant = floatDistance(dominant, dominantPPI, dominantViewport)
    let speed = abs(Float(dominant))
    let floatSeconds = min(Float(2), speed / Float(2300))
    let floatSlope = abs(Float(dominant) * floatSeconds / floatDominant)
    (platformControlPointX, platformControlPointY) =
      floatSlope * Float(0.2) < 1 ? (Float(0.2), Float(0.2) * floatSlope) : (1 / floatSlope, 1)
    platformMicroseconds = Int64((Double(floatSeconds) * 1e6).rounded(.towardZero))
  }

  private var curve: BezierEvaluation {
    BezierEvaluation(x1: controlPointX, y1: controlPointY, x2: 0.55, y2: 1)
  }

  public func sample(at t: Double) -> DecaySample {
    if t <= 0 { return DecaySample(position: origin, velocity: initialVelocity) }
    if t >= duration { return DecaySample(position: destination, velocity: 0) }
    let (progress, slope) = curve.evaluate(t / duration)
    let distance = destination - origin
    return DecaySample(position: origin + distance * progress, velocity: distance * slope / duration)
  }

  public func time(toReach position: Double) -> Double? { monotoneTime(toReach: position) }

  /// `ComputeScrollOffset` at the whole microsecond of t.
  public func platformSample(at t: Double) -> DecaySample {
    let micros = Int64((max(t, 0) * 1e6).rounded())
    let total = Double(platformMicroseconds)
    guard Double(micros) / total < 1 else { return DecaySample(position: platformDestination, velocity: 0) }
    let curve = BezierEvaluation(
      x1: Double(platformControlPointX), y1: Double(platformControlPointY), x2: 0.55, y2: 1)
    let (progress, slope) = curve.evaluate(Double(micros) / total)
    let offset = platformDistance * Float(progress)
    return DecaySample(position: origin + Double(offset), velocity: Double(platformDistance) * slope / (total / 1e6))
  }

  public var platformDestination: Double { origin + Double(platformDistance) }

  public var platformRestTime: Double { Double(platformMicroseconds) / 1e6 }
}
