import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// Material's container transform (material-components-android ac7e18e): thresholds, fade and fit
/// modes, scrim, arc. The repository has no tests of these; the reference values below were printed
/// by a scratch Java transcription of `TransitionUtils.lerp` and the evaluators, run in Java's own
/// float arithmetic (kept outside the repository).
@Suite struct ContainerTransformProperties {
  static let small = Rect(x: 0, y: 0, width: 100, height: 100)
  static let tall = Rect(x: 20, y: 300, width: 400, height: 800)

  static func transform(
    _ start: Rect, _ end: Rect, fade: ContainerTransform.FadeMode = .in, fit: ContainerTransform.FitMode = .auto,
    path: ContainerTransform.PathMotion = .linear
  ) throws -> ContainerTransform {
    try ContainerTransform(start: start, end: end, fadeMode: fade, fitMode: fit, pathMotion: path)
  }

  /// (p, entering IN: end alpha, returning IN (= OUT): start alpha, fade-through entering (start,
  /// end), fade-through returning (start, end), scrim entering, scrim returning), from Java.
  static let java: [(Float, Int, Int, (Int, Int), (Int, Int), Int, Int)] = [
    (0, 0, 255, (255, 0), (255, 0), 0, 255), (0.05, 51, 255, (109, 0), (255, 0), 12, 242),
    (0.1, 102, 255, (0, 19), (255, 0), 25, 229), (0.125, 127, 255, (0, 58), (255, 0), 31, 223),
    (0.2, 204, 255, (0, 176), (255, 0), 51, 204), (0.25, 255, 255, (0, 255), (255, 0), 63, 191),
    (0.3, 255, 255, (0, 255), (255, 0), 76, 178), (0.6, 255, 255, (0, 255), (255, 0), 153, 102),
    (0.7, 255, 170, (0, 255), (12, 0), 178, 76), (0.705, 255, 165, (0, 255), (0, 0), 179, 75),
    (0.75, 255, 127, (0, 255), (0, 58), 191, 63), (0.9, 255, 0, (0, 255), (0, 255), 229, 25),
    (1, 255, 0, (0, 255), (0, 255), 255, 0), (0.0875, 89, 255, (0, 0), (255, 0), 22, 232),
    (0.33, 255, 255, (0, 255), (255, 0), 84, 170),
  ]

  @Test func theFadesAndTheScrimAreAndroids() throws {
    let enter = try Self.transform(Self.small, Self.tall), back = try Self.transform(Self.tall, Self.small)
    let enterThrough = try Self.transform(Self.small, Self.tall, fade: .through)
    let backThrough = try Self.transform(Self.tall, Self.small, fade: .through)
    #expect(enter.isEntering && !back.isEntering)
    for (p, inEnd, backStart, through, throughBack, scrim, scrimBack) in Self.java {
      #expect(enter.alphas(at: p) == (255, inEnd, true), "p = \(p)")
      #expect(back.alphas(at: p) == (backStart, 255, false), "p = \(p): IN returns as OUT")
      let t = enterThrough.alphas(at: p), tb = backThrough.alphas(at: p)
      #expect((t.start, t.end) == through && (tb.start, tb.end) == throughBack, "p = \(p)")
      #expect(enter.scrimAlpha(at: p) == scrim && back.scrimAlpha(at: p) == scrimBack, "p = \(p)")
    }
  }

  /// Fit to width, 100 × 100 → 400 × 800 entering (scale 0–1, overshooting outside [0, 1]), from
  /// Java: (p, width, start scale, end scale, start height, end height).
  static let javaFit: [(Float, Float, Float, Float, Float, Float)] = [
    (-0.1, 70, 0.7, 0.175, 70, 140), (0, 100, 1, 0.25, 100, 200), (0.3, 190, 1.9, 0.475, 190, 380),
    (0.5, 250, 2.5, 0.625, 250, 500), (1, 400, 4, 1, 400, 800), (1.1, 430, 4.3, 1.075, 430.00003, 860.00006),
  ]

  @Test func theFitIsAndroids() throws {
    let enter = try Self.transform(Self.small, Self.tall)
    #expect(enter.fitsWidth, "800 · 100 / 400 = 200 ≥ 100")
    for (p, width, startScale, endScale, startHeight, endHeight) in Self.javaFit {
      let fit = enter.fit(at: p)
      #expect(fit.startSize.width == width && fit.endSize.width == width, "p = \(p)")
      #expect(fit.startScale == startScale && fit.endScale == endScale, "p = \(p)")
      #expect(fit.startSize.height == startHeight && fit.endSize.height == endHeight, "p = \(p)")
    }
    let wide = try Self.transform(Self.small, Rect(x: 0, y: 0, width: 800, height: 400))
    #expect(!wide.fitsWidth, "400 · 100 / 800 = 50 < 100: fit to height")
    #expect(wide.fit(at: 1).startSize.height == 400 && wide.fit(at: 1).endSize == (800, 400))
  }

  /// The thresholds by direction and path motion, and the arc's control point.
  @Test func theThresholdsAndTheArcFollowTheDirection() throws {
    #expect(try Self.transform(Self.small, Self.tall).thresholds == .enter)
    #expect(try Self.transform(Self.tall, Self.small).thresholds == .return)
    #expect(try Self.transform(Self.small, Self.tall, path: .arc).thresholds == .enterArc)
    #expect(try Self.transform(Self.tall, Self.small, path: .arc).thresholds == .returnArc)
    // Equal areas do not enter (strictly larger is entering).
    #expect(try !Self.transform(Self.small, Rect(x: 0, y: 0, width: 50, height: 200)).isEntering)
    #expect(ContainerTransform.ThresholdGroup.enter.shapeMask == .init(0, 0.75))
    #expect(ContainerTransform.ThresholdGroup.returnArc.scale == .init(0, 0.9))
    // Top-centres (50, 0) → (220, 300): start.y < end.y, so the control point is (start.x, end.y).
    #expect(try Self.transform(Self.small, Self.tall, path: .arc).arcControlPoint == Point(x: 50, y: 300))
    // Back, (220, 300) → (50, 0): start.y > end.y, so (end.x, start.y).
    #expect(try Self.transform(Self.tall, Self.small, path: .arc).arcControlPoint == Point(x: 50, y: 300))
    #expect(try Self.transform(Self.small, Self.tall).arcControlPoint == nil)
  }

  /// Any progress in [0, 1]: alphas within 0…255, the entering IN fade never falling, CROSS's two
  /// alphas moving in opposite directions, the fit's shared side between the two ends.
  @Test func alphasAndFitsStayInRange() async {
    let progress = Gen.oneOf(Gen.float(in: 0...1), Gen.always(Float(0)), Gen.always(Float(1)), Gen.always(Float(0.25)))
    await checkProperty(count: propertyCases, input: progress, progress) { p, q in
      let (lo, hi) = (min(p, q), max(p, q))
      let enter = try Self.transform(Self.small, Self.tall), cross = try Self.transform(Self.small, Self.tall, fade: .cross)
      #expect(enter.alphas(at: lo).end <= enter.alphas(at: hi).end)
      let (a, b) = (cross.alphas(at: lo), cross.alphas(at: hi))
      #expect(a.start >= b.start && a.end <= b.end && (0...255).contains(a.start) && (0...255).contains(b.end))
      let width = enter.fit(at: p).startSize.width
      #expect(width >= 100 && width <= 400, "\(width)")
    }
  }

  @Test func badBoundsAreRefused() {
    #expect(throws: SharedElementError.emptyBounds("end", Size(width: 0, height: 10))) {
      try Self.transform(Self.small, Rect(x: 0, y: 0, width: 0, height: 10))
    }
    // (NaN is not equal to itself, so the error is matched by its name.)
    let error = #expect(throws: SharedElementError.self) {
      try Self.transform(Rect(x: .nan, y: 0, width: 1, height: 1), Self.small)
    }
    #expect(error?.description.hasPrefix("start.x must be finite") == true)
    #expect(throws: SharedElementError.self) { try Self.transform(Rect(x: 0, y: 0, width: 1e300, height: 1), Self.small) }
  }
}
