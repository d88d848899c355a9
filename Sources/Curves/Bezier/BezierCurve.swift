import Geometry
import RealModule

/// A polynomial curve B(t), t ∈ [0, 1], in the plane: what ``QuadBezier``, ``CubicBezier`` and a
/// line segment share, so that arc length, paced sampling and paths are written once.
///
/// Evaluation (`point`, `derivative`, `secondDerivative`, `split`) is a hot path: a NaN or
/// infinite t propagates into the result as IEEE arithmetic does. Everything that integrates
/// or solves validates its input and throws ``CurveError``.
public protocol BezierCurve: Hashable, Sendable {
  /// B(t).
  func point(at t: Double) -> Point
  /// B′(t).
  func derivative(at t: Double) -> Point
  /// B″(t).
  func secondDerivative(at t: Double) -> Point
  /// The two halves at t: [0, t] and [t, 1], each reparametrised to [0, 1] (de Casteljau).
  func split(at t: Double) -> (Self, Self)
  /// The tight bounding box: the smallest rect containing B([0, 1]).
  var boundingBox: Rect { get }
  /// The start point B(0).
  var start: Point { get }
  /// The end point B(1).
  var end: Point { get }
}

extension BezierCurve {
  /// The speed |B′(t)|.
  @inlinable
  public func speed(at t: Double) -> Double {
    derivative(at: t).length
  }

  /// The tangent direction at t as an angle in radians (atan2 of B′(t), y down: positive angles
  /// turn clockwise on screen), as `CAKeyframeAnimation`'s `rotationMode` `.rotateAuto` uses.
  /// Where B′(t) = 0 (a control point on an end point) the direction of B″(t) is used, and
  /// failing that the chord from start to end.
  public func tangentAngle(at t: Double) -> Double {
    var direction = derivative(at: t)
    if direction == .zero {
      // Near a zero of B′, B′(t + ε) ≈ ε·B″(t): the tangent follows B″, signed by which side t is on.
      let second = secondDerivative(at: t)
      direction = t < 1 ? second : -second
    }
    if direction == .zero { direction = end - start }
    return Double.atan2(y: direction.y, x: direction.x)
  }

  /// The arc length from t = `from` to t = `to`: ∫|B′(t)| dt by GSL's adaptive Gauss–Kronrod rule
  /// to 1e-12 relative (|B′| is smooth except at cusps, which the adaptive rule handles).
  /// Negative when `to < from`.
  ///
  /// - Throws: ``CurveError/nonFinite(parameter:value:)`` for a NaN or infinite bound;
  ///   ``CurveError/gsl(_:)`` if the integration fails.
  public func length(from: Double = 0, to: Double = 1, using integrator: GSLIntegrator? = nil) throws(CurveError)
    -> Double
  {
    if !from.isFinite { throw .nonFinite(parameter: "from", value: from) }
    if !to.isFinite { throw .nonFinite(parameter: "to", value: to) }
    if from == to { return 0 }
    let integrator = try Self.integrator(integrator)
    do {
      return try integrator.integrate({ speed(at: $0) }, from: from, to: to, absoluteTolerance: 1e-14).value
    } catch {
      throw .gsl(error)
    }
  }

  /// The parameter t at which the arc length from 0 reaches `distance` (clamped to
  /// [0, length], so ±∞ give the ends), by GSL Brent root finding on L(t) − distance.
  ///
  /// - Throws: ``CurveError/nonFinite(parameter:value:)`` for a NaN distance;
  ///   ``CurveError/gsl(_:)`` if integration or root finding fails.
  public func parameter(atLength distance: Double, using integrator: GSLIntegrator? = nil) throws(CurveError) -> Double
  {
    if distance.isNaN { throw .nonFinite(parameter: "distance", value: distance) }
    let integrator = try Self.integrator(integrator)
    let total = try length(using: integrator)
    if distance <= 0 || total == 0 { return 0 }
    if distance >= total { return 1 }
    let solver: GSLBracketingSolver
    do { solver = try GSLBracketingSolver(.brent) } catch { throw .gsl(error) }
    var failure: CurveError?
    let result: RootResult
    do {
      result = try solver.root(
        of: { t in
          switch Result(catching: { () throws(CurveError) -> Double in try length(to: t, using: integrator) }) {
          case .success(let value): return value - distance
          case .failure(let error):
            failure = error
            return .nan
          }
        }, lower: 0, upper: 1, search: RootSearch(absoluteTolerance: 1e-15, maxIterations: 200))
    } catch {
      if let failure { throw failure }
      throw .gsl(error)
    }
    return result.root
  }

  /// The given integrator, or a new one.
  static func integrator(_ given: GSLIntegrator?) throws(CurveError) -> GSLIntegrator {
    if let given { return given }
    do { return try GSLIntegrator() } catch { throw .gsl(error) }
  }
}
