import Curves

/// The ways engines measure a path, side by side: the length of path data and the point at a
/// distance along it, as each computes them (the path bench's rows).
///
/// | engine | who measures this way | length | a point at a distance |
/// |---|---|---|---|
/// | `exact` | `PathMeasure` | GSL's integrals | search, Brent on the integral |
/// | `paced` | `PacedSampler`, Core Animation's `.paced` | the integrals | search, Hermite t(s) |
/// | `skia` | `SkPathMeasure`: Chromium's `offset-path` and shapes | chords within 0.5 | search, t lerped |
/// | `blink` | Chromium's `getTotalLength`, `getPointAtLength` | control polygons | the path walked again |
/// | `android` | Android's `ObjectAnimator` along a `Path` | a 0.5 polyline | search, lerp |
/// | `uniform-t` | tables written by hand | 16 chords per segment | search, t lerped |
///
/// `skia`, `blink` and `android` compute in float32, as their engines do.
public enum PathEngine: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The exact answer (``ExactPathEngine``).
  case exact
  /// The exact answer from a table built once (``PacedPathEngine``).
  case paced
  /// Skia's contour measure over every contour, float32 (``SkiaPathMeasure``).
  case skia
  /// Blink's `SVGPathQuery` over `PathTraversalState`, float32 (``BlinkPathTraversal``).
  case blink
  /// Android's `PathKeyframes`: `Path.approximate(0.5)`, float32 (``AndroidPathKeyframes``).
  case android
  /// A table of 16 equal steps in t per segment (``UniformTPathTable``).
  case uniformT = "uniform-t"

  /// The engine's name (`exact`, `paced`, `skia`, `blink`, `android`, `uniform-t`).
  public var description: String { rawValue }

  /// `data` prepared as this engine prepares it (its length measured).
  ///
  /// - Throws: ``PathEngineError``: what the engine does not take.
  public func prepare(_ data: PathData) throws(PathEngineError) -> any MeasuredPath {
    switch self {
    case .exact: try ExactPathEngine(data)
    case .paced: try PacedPathEngine(data)
    case .skia: try SkiaPathMeasure(data)
    case .blink: try BlinkPathTraversal(data)
    case .android: try AndroidPathKeyframes(data)
    case .uniformT: try UniformTPathTable(data)
    }
  }
}

/// A path as one engine measures it: its length, and the point at a distance along it.
///
/// Distances are clamped to [0, ``length``] as `getPointAtLength` clamps them; a NaN distance
/// gives the start (this library's rule: the engines' own APIs refuse NaN or answer arbitrarily).
/// Answering a point allocates nothing, except in the exact engine (GSL's integration workspace
/// and root solver per point).
public protocol MeasuredPath: Sendable {
  /// The engine.
  var engine: PathEngine { get }
  /// The path's length as the engine measures it.
  var length: Double { get }
  /// The point at `distance` along the path, as the engine finds it.
  ///
  /// - Throws: ``PathEngineError/failed(engine:reason:)`` only where the exact engine's integral
  ///   or root fails (GSL's error).
  func point(atDistance distance: Double) throws(PathEngineError) -> SIMD2<Double>
}

extension MeasuredPath {
  /// `distance` clamped to [0, `length`], NaN to 0: every engine's input rule.
  @inlinable
  func clamped(_ distance: Double) -> Double {
    distance.isNaN ? 0 : min(max(distance, 0), length)
  }
}

/// Why an engine would not measure a path.
public enum PathEngineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path holds what the engine's port does not reproduce (an elliptical arc for the ports
  /// that would need their engine's own arc rule).
  case notPorted(engine: PathEngine, reason: String)
  /// The engine refuses the path (a path of length 0 where the engine has no point to give, a
  /// coordinate a float cannot hold).
  case refused(engine: PathEngine, reason: String)
  /// Measuring failed (a GSL error in the exact engines).
  case failed(engine: PathEngine, reason: String)

  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case .notPorted(let engine, let reason): "the \(engine) engine cannot take this path: \(reason)"
    case .refused(let engine, let reason): "the \(engine) engine refuses this path: \(reason)"
    case .failed(let engine, let reason): "the \(engine) engine failed: \(reason)"
    }
  }
}

extension PortPath {
  /// The float verbs of `data` for `engine`.
  ///
  /// - Throws: ``PathEngineError/notPorted(engine:reason:)`` for an elliptical arc;
  ///   ``PathEngineError/refused(engine:reason:)`` for a coordinate past the float range.
  init(_ data: PathData, engine: PathEngine) throws(PathEngineError) {
    switch Self.verbs(of: data) {
    case .failure(let arc):
      throw .notPorted(
        engine: engine,
        reason: "element \(arc.index + 1) is an elliptical arc; \(engine) builds arcs by its own rule, not ported")
    case .success(let verbs):
      for (index, verb) in verbs.enumerated() where !verb.isFinite {
        throw .refused(engine: engine, reason: "verb \(index + 1) has a coordinate past the float range")
      }
      self.init(verbs: verbs)
    }
  }
}

extension PortPath.Verb {
  /// Whether every coordinate is finite.
  var isFinite: Bool {
    switch self {
    case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
    case .quad(let c, let p): c.x.isFinite && c.y.isFinite && p.x.isFinite && p.y.isFinite
    case .cubic(let a, let b, let p):
      a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite && p.x.isFinite && p.y.isFinite
    case .close: true
    }
  }
}
