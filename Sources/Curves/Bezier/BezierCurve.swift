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
  /// The parameters in (0, 1) where the speed |B′| is extremal (the roots of B′·B″ there), in
  /// ascending order: where ``length(from:to:using:)`` splits its integral.
  var speedExtrema: RealRoots { get }
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
  /// to 1e-12 relative on each piece between the speed's extrema (``speedExtrema``). Near a cusp
  /// the speed dips to a sharp minimum, √(ε² + k²(t − t₀)²): one adaptive pass over [0, 1] may
  /// refuse it (`GSL_EROUND`: the hand-drawn `M 0 0 C 200 150 0.5 150 200 0`) or, worse, accept
  /// an answer 3e-11 off. Split at the minimum, and where the dip is sharp (w = ε/k < 0.05) at
  /// t₀ ± w·4ʲ, each piece is smooth on its own scale. Negative when `to < from`.
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
    let (lower, upper) = (min(from, to), max(from, to))
    var splits: [Double] = []
    for extremum in speedExtrema where extremum > lower && extremum < upper {
      splits.append(extremum)
      // A sharp dip, √(ε² + k²(t − t₀)²) with w = ε/k small: its rise over a few w beside t₀ falls
      // between the rule's nodes (the rule then agrees with itself and stops early, 3e-11 off
      // for a cusp missed by 1e-3). Pieces growing fourfold from t₀ keep each smooth on its scale.
      let k = secondDerivative(at: extremum).length
      let width = k > 0 ? speed(at: extremum) / k : .infinity
      guard width < 0.05 else { continue }
      var step = Swift.max(width, 1e-12)
      while step < 0.5 {
        for t in [extremum - step, extremum + step] where t > lower && t < upper { splits.append(t) }
        step *= 4
      }
    }
    splits.sort()
    splits.append(upper)
    var total = 0.0
    var start = lower
    do {
      for split in splits where split > start {
        total += try integrator.integrate({ speed(at: $0) }, from: start, to: split, absoluteTolerance: 1e-14).value
        start = split
      }
    } catch {
      throw .gsl(error)
    }
    return from < to ? total : -total
  }

  /// No extrema by default (a line's speed is constant).
  public var speedExtrema: RealRoots { RealRoots() }

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
