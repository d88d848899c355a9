import Curves

/// Jetpack Compose's `PathEasing` as it ships (animation-core 1.7 on): the segment whose x range
/// holds the fraction, its first root of x(t) = fraction found in closed form (float32 points,
/// double arithmetic, Compose's fast cube root), y(t) in float32. No table, no polyline.
///
/// Sources (read at): androidx `compose/animation/animation-core/.../PathEasing.kt` (the
/// IntervalTree version, stored as vladertel/compose-multiplatform-core at
/// 6746f1f67f7f60960fb21533bda16ccb86a1eed8), `compose/ui/ui-graphics/.../Bezier.kt` at
/// 0f7624724affa84baffbec3ba1330a2032816ba0 (`findFirstRoot`, `evaluateY`,
/// `computeHorizontalBounds`) and `IntervalTree.kt` at eb2d51f98166cd0875aa62916a78528b7200696f.
/// The cubic root is ``ComposeSolver``'s (`findFirstCubicRoot`, with its root acceptance window).
///
/// Construction refuses, with Compose's `IllegalArgumentException` messages: a close ("The path
/// cannot contain a close() command."); no segment whose x range holds 0, or none that holds 1
/// ("The easing path must start at 0.0f and end at 1.0f."), which is all Compose checks (y at the
/// ends is not). Each line, quadratic and cubic covers [min x, max x] over its parameter range
/// (its ends, and x at the roots of x′ and x″ accepted in [0, 1]).
///
/// `transform(fraction)`: 0 at and below 0, 1 at and above 1; else the first segment whose
/// closed x range holds the fraction, or `IllegalStateException` ("The easing path is invalid.
/// Make sure it is continuous on the x axis.") in a gap between segments; the root (a line's
/// −p0/(p1 − p0) in float, a quadratic's in double, a cubic's by Cardano), `IllegalStateException`
/// when none is accepted; y at it, unclamped (overshoot kept). One difference, documented: where
/// segments' x ranges overlap or touch, Compose's red-black interval tree picks one by its shape
/// (its search pops the right subtree before the left); this port picks the first in path order,
/// which is what Compose's tree does for two segments and for any path continuous in y at its
/// joins answers the same y.
public struct ComposePathEasing: Hashable, Sendable {
  /// One drawable segment in Compose's terms: x and y of its points (start first), its x range.
  struct Segment: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case line, quad, cubic }
    let kind: Kind
    let x, y: SIMD4<Float>
    let minX, maxX: Float
  }

  let segments: [Segment]

  /// `PathEasing(path)` for the path `data`, initialised at once (Compose waits for the first
  /// fraction strictly inside (0, 1)).
  ///
  /// - Throws: ``PathEasingPortError/refusedByOriginal(port:message:detail:)`` where Compose throws,
  ///   ``PathEasingPortError/notPorted(port:reason:)`` for an arc.
  public init(_ data: PathData) throws(PathEasingPortError) {
    var segments: [Segment] = []
    var current = SIMD2<Float>.zero
    for verb in try PortPath(data, port: .compose).verbs {
      switch verb {
      case .move(let p): current = p
      case .line(let p): segments.append(Segment(.line, [current, p]))
      case .quad(let c, let p): segments.append(Segment(.quad, [current, c, p]))
      case .cubic(let c1, let c2, let p): segments.append(Segment(.cubic, [current, c1, c2, p]))
      case .close:
        throw .refusedByOriginal(
          port: .compose, message: "The path cannot contain a close() command.", detail: "\(data) closes a subpath")
      }
      if case .move = verb {} else { current = verb.end }
    }
    func covers(_ x: Float) -> Bool { segments.contains { $0.minX <= x && x <= $0.maxX } }
    guard covers(0), covers(1) else {
      throw .refusedByOriginal(
        port: .compose, message: "The easing path must start at 0.0f and end at 1.0f.",
        detail: "no segment of \(data) spans x = \(covers(0) ? 1 : 0)")
    }
    self.segments = segments
  }

  /// `transform(fraction)`.
  ///
  /// - Throws: ``PathEasingPortError/refusedByOriginal(port:message:detail:)`` where Compose throws
  ///   `IllegalStateException`: no segment holds the fraction (NaN included), or its root is not
  ///   accepted.
  public func transform(_ fraction: Float) throws(PathEasingPortError) -> Float {
    if fraction <= 0 { return 0 }
    if fraction >= 1 { return 1 }
    guard let segment = segments.first(where: { $0.minX <= fraction && fraction <= $0.maxX }) else {
      throw .refusedByOriginal(
        port: .compose, message: "The easing path is invalid. Make sure it is continuous on the x axis.",
        detail: "no segment spans x = \(fraction)")
    }
    let t = segment.firstRoot(fraction)
    guard !t.isNaN else {
      throw .refusedByOriginal(
        port: .compose, message: "The easing path is invalid. Make sure it does not contain NaN/Infinity values.",
        detail: "no root of x(t) = \(fraction) is accepted in [0, 1]")
    }
    return segment.evaluate(segment.y, t)
  }
}

extension PortPath.Verb {
  /// The verb's end point (a close's is not known here: (0, 0)).
  var end: SIMD2<Float> {
    switch self {
    case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
    case .close: .zero
    }
  }
}

extension ComposePathEasing.Segment {
  init(_ kind: Kind, _ points: [SIMD2<Float>]) {
    var x = SIMD4<Float>.zero, y = SIMD4<Float>.zero
    for (i, p) in points.enumerated() { (x[i], y[i]) = (p.x, p.y) }
    self.kind = kind
    self.x = x
    self.y = y
    // computeHorizontalBounds: the ends, then x at the accepted roots of x′ (and, for a cubic, x″).
    var roots: [Float] = []
    switch kind {
    case .line: break
    case .quad: roots = Self.lineRoot(2 * (x[1] - x[0]), 2 * (x[2] - x[1]))
    case .cubic:
      let d0 = 3 * (x[1] - x[0]), d1 = 3 * (x[2] - x[1]), d2 = 3 * (x[3] - x[2])
      roots = ComposeCubic.quadraticRoots(d0, d1, d2) + Self.lineRoot(2 * (d1 - d0), 2 * (d2 - d1))
    }
    let endX = kind == .line ? x[1] : (kind == .quad ? x[2] : x[3])
    var (low, high) = (min(x[0], endX), max(x[0], endX))
    for t in roots {
      let value = Self.evaluate(kind, x, t)
      (low, high) = (min(low, value), max(high, value))
    }
    (minX, maxX) = (low, high)
  }

  /// `findLineRoot`: −p0/(p1 − p0) if accepted in [0, 1].
  static func lineRoot(_ p0: Float, _ p1: Float) -> [Float] {
    let r = ComposeCubic.accept(-p0 / (p1 - p0))
    return r.isNaN ? [] : [r]
  }

  /// `findFirstRoot(segment, fraction)`: the points' x shifted by −fraction (in float), then the
  /// line's, the quadratic's (in double) or the cubic's first accepted root; NaN for none.
  func firstRoot(_ fraction: Float) -> Float {
    let p = x - SIMD4(repeating: fraction)
    switch kind {
    case .line: return ComposeCubic.accept(-p[0] / (p[1] - p[0]))
    case .quad:
      let a = Double(p[0]), b = Double(p[1]), c = Double(p[2])
      let d = (a - 2.0 * b) + c
      if d != 0 {
        let v1 = -(b * b - a * c).squareRoot()
        let v2 = -a + b
        let root = ComposeCubic.accept(Float(-(v1 + v2) / d))
        if !root.isNaN { return root }
        return ComposeCubic.accept(Float((v1 - v2) / d))
      } else if b != c {
        return ComposeCubic.accept(Float((2.0 * b - c) / (2.0 * b - 2.0 * c)))
      }
      return .nan
    case .cubic: return ComposeCubic.findFirstCubicRoot(p[0], p[1], p[2], p[3])
    }
  }

  /// `evaluateY` (or `evaluateX`) at t, in float: a line's (p1 − p0)·t + p0, a quadratic's
  /// (a·t + b)·t + p0 with a = p2 − 2p1 + p0 and b = 2(p1 − p0), a cubic in power form.
  func evaluate(_ points: SIMD4<Float>, _ t: Float) -> Float { Self.evaluate(kind, points, t) }

  static func evaluate(_ kind: Kind, _ p: SIMD4<Float>, _ t: Float) -> Float {
    switch kind {
    case .line: return (p[1] - p[0]) * t + p[0]
    case .quad:
      let b = 2 * (p[1] - p[0])
      let a = (p[2] - 2 * p[1]) + p[0]
      return (a * t + b) * t + p[0]
    case .cubic: return ComposeCubic.evaluate(p[0], p[1], p[2], p[3], t)
    }
  }
}
