import Curves

/// The engines whose path easings the zoo ports: how Android, Compose and Compose before 2024
/// turn a path from (0, 0) to (1, 1) into y at x, beside the exact `PathEasing`.
public enum PathEasingPort: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// `android.view.animation.PathInterpolator(Path)`: a 0.002 polyline, a binary search, a lerp
  /// (``AndroidPathInterpolator``).
  case android
  /// Compose's `PathEasing` as it ships: each segment's cubic root in float (``ComposePathEasing``).
  case compose
  /// Compose's first `PathEasing`: a table sampled by `PathMeasure`, read with an off-by-one
  /// (``ComposeLegacyPathEasing``).
  case composeLegacy = "compose-legacy"

  /// The port's name (`android`, `compose`, `compose-legacy`).
  public var description: String { rawValue }
}

/// Why a path easing port would not take a path, or would not answer.
public enum PathEasingPortError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The original throws here (`IllegalArgumentException` or `IllegalStateException`): its
  /// message, and what this port found.
  case refusedByOriginal(port: PathEasingPort, message: String, detail: String)
  /// The path holds something this port does not reproduce (an elliptical arc: Android and
  /// Compose turn `A` into cubics by their own rule, which is not ported).
  case notPorted(port: PathEasingPort, reason: String)

  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case .refusedByOriginal(let port, let message, let detail):
      "\(port) refuses this path as its original does (\"\(message)\"): \(detail)"
    case .notPorted(let port, let reason):
      "the \(port) port cannot take this path: \(reason)"
    }
  }
}

/// A path reduced to what the Android and Compose ports read: float32 points, Skia's verbs.
///
/// The coordinates are `PathData`'s absolute ones rounded to `Float` (the engines read
/// the text as floats and add relative offsets in float, so a relative path may differ in the
/// last float bit). After a close, a subpath that goes on without a move starts with a move to
/// the closed subpath's start, as `SkPath` injects one.
struct PortPath: Sendable {
  /// One Skia verb with its end point (the start is the previous verb's end).
  enum Verb: Hashable, Sendable {
    case move(SIMD2<Float>)
    case line(SIMD2<Float>)
    case quad(SIMD2<Float>, SIMD2<Float>)
    case cubic(SIMD2<Float>, SIMD2<Float>, SIMD2<Float>)
    case close
  }

  let verbs: [Verb]

  /// The verbs of `data`, for `port`.
  ///
  /// - Throws: ``PathEasingPortError/notPorted(port:reason:)`` for an elliptical arc.
  init(_ data: PathData, port: PathEasingPort) throws(PathEasingPortError) {
    switch Self.verbs(of: data) {
    case .success(let verbs): self.verbs = verbs
    case .failure(let arc):
      throw .notPorted(
        port: port,
        reason:
          "element \(arc.index + 1) is an elliptical arc; \(port) turns arcs into cubics by its own rule, not ported")
    }
  }

  /// Verbs already converted.
  init(verbs: [Verb]) { self.verbs = verbs }

  /// The first elliptical arc of path data, which the float ports do not take.
  struct ArcElement: Error {
    /// Its index in `PathData.elements`.
    var index: Int
  }

  /// The verbs of `data`, or its first elliptical arc.
  static func verbs(of data: PathData) -> Result<[Verb], ArcElement> {
    var verbs: [Verb] = []
    var subpathStart = SIMD2<Float>.zero
    for (index, element) in data.elements.enumerated() {
      if case .close = verbs.last {
        if case .move = element {} else { verbs.append(.move(subpathStart)) }
      }
      switch element {
      case .move(let p):
        subpathStart = SIMD2(Float(p.x), Float(p.y))
        verbs.append(.move(subpathStart))
      case .line(let p): verbs.append(.line(SIMD2(Float(p.x), Float(p.y))))
      case .quad(let c, let p): verbs.append(.quad(SIMD2(Float(c.x), Float(c.y)), SIMD2(Float(p.x), Float(p.y))))
      case .cubic(let c1, let c2, let p):
        verbs.append(
          .cubic(SIMD2(Float(c1.x), Float(c1.y)), SIMD2(Float(c2.x), Float(c2.y)), SIMD2(Float(p.x), Float(p.y))))
      case .close: verbs.append(.close)
      case .arc: return .failure(ArcElement(index: index))
      }
    }
    return .success(verbs)
  }
}
