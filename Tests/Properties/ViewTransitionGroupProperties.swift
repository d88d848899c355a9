import Curves
import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// CSS View Transitions' paired group, against Chromium 156 run headless here (the pseudo-elements'
/// computed styles of a paused transition, printed by `getComputedStyle` to six significant digits;
/// width and height floored to 1/64 px by LayoutUnit).
@Suite struct ViewTransitionGroupProperties {
  /// Whether `value` is what Chromium printed as `printed` (six significant digits), allowing the
  /// half unit of the last digit and Chromium's float arithmetic.
  static func matches(_ value: Double, _ printed: Double) -> Bool {
    let exponent = printed == 0 ? -6 : (abs(printed)).log10Floor
    let halfUnit = 0.5 * pow10(exponent - 5)
    return abs(value - printed) <= halfUnit + Tolerance.chromiumComputedStyle * abs(printed)
  }

  static func pow10(_ k: Int) -> Double { k >= 0 ? (0..<k).reduce(1) { v, _ in v * 10 } : 1 / pow10(-k) }

  /// A LayoutUnit: floored to 1/64 px.
  static func layoutUnit(_ value: Double) -> Double { (value * 64).rounded(.down) / 64 }

  /// The recipe's card: (20, 30) 100 × 50 → (200, 150) 300 × 120, 0.25 s `ease`. Chromium 156 at
  /// t = 62.5, 125, 187.5 ms: progress, the group's translation, width, height, the old and new
  /// images' heights, as printed.
  static let card: [(t: Double, p: Double, x: Double, y: Double, w: Double, h: Double, old: Double, new: Double)] = [
    (0.0625, 0.408511, 93.5319, 79.0213, 181.688, 78.5938, 90.8438, 72.6719),
    (0.125, 0.802403, 164.433, 126.288, 260.469, 106.156, 130.234, 104.188),
    (0.1875, 0.960459, 192.883, 145.255, 292.078, 117.219, 146.031, 116.828),
  ]

  static func cardGroup() throws -> ViewTransitionGroup {
    try ViewTransitionGroup(
      old: .init(frame: Rect(x: 20, y: 30, width: 100, height: 50)),
      new: .init(frame: Rect(x: 200, y: 150, width: 300, height: 120)))
  }

  @Test func theCardMovesAsInChromium() throws {
    let group = try Self.cardGroup()
    for row in Self.card {
      let p = group.progress(atTime: row.t)
      #expect(Self.matches(p, row.p), "t = \(row.t): progress \(p)")
      #expect(Self.matches(group.opacity(of: .new, at: p), row.p) && Self.matches(group.opacity(of: .old, at: p), 1 - row.p))
      let capture = group.capture(at: p)
      #expect(Self.matches(capture.transform.m41, row.x) && Self.matches(capture.transform.m42, row.y), "t = \(row.t)")
      #expect(Self.matches(Self.layoutUnit(capture.size.width), row.w), "t = \(row.t): width \(capture.size.width)")
      #expect(Self.matches(Self.layoutUnit(capture.size.height), row.h), "t = \(row.t): height \(capture.size.height)")
      #expect(Self.matches(Self.layoutUnit(group.imageState(.old, at: p).size.height), row.old), "t = \(row.t)")
      #expect(Self.matches(Self.layoutUnit(group.imageState(.new, at: p).size.height), row.new), "t = \(row.t)")
      // The group only moves, so its layer is an untransformed frame at the translation.
      let frame = group.groupState(at: p).frame
      #expect(abs(frame.minX - capture.transform.m41) < 1e-12 && abs(frame.minY - capture.transform.m42) < 1e-12)
    }
    // fill: both holds the ends.
    #expect(group.progress(atTime: -1) == 0 && group.progress(atTime: 0.3) == 1)
  }

  /// vt2: a 100 × 50 box with margin 7, border 5, padding 3 at (40, 60) under `rotate(30deg)
  /// scale(1.5)` (origin at its centre) → 60 × 60 content at (300, 200) with no transform. Chromium's
  /// keyframes: matrix(1.29904, 0.75, -0.75, 1.29904, 47, 67) 116 × 66 → matrix(1, 0, 0, 1, 307, 207)
  /// 76 × 76; at t = 125 ms matrix(1.09292, 0.11348, -0.11348, 1.09292, 255.625, 179.336).
  @Test func aRotatedScaledBoxUnwindsAsInChromium() throws {
    let size = Size(width: 116, height: 66)
    let turn = Transform3D(AffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.5, y: 1.5))
    // The element's own map of its border box: about its centre, then to its layout position.
    let centre = Transform3D(translationX: 58, y: 33, z: 0)
    let mapping = Transform3D(translationX: -58, y: -33, z: 0).concatenating(turn).concatenating(centre)
      .concatenating(Transform3D(translationX: 47, y: 67, z: 0))
    let old = try ViewTransitionGroup.Capture(size: size, mapping: mapping)
    let keyframe: [Double] = [1.29904, 0.75, -0.75, 1.29904, 47, 67]
    let read = [old.transform.m11, old.transform.m12, old.transform.m21, old.transform.m22, old.transform.m41, old.transform.m42]
    #expect(zip(read, keyframe).allSatisfy { Self.matches($0, $1) }, "\(read)")
    let group = try ViewTransitionGroup(old: old, new: .init(frame: Rect(x: 307, y: 207, width: 76, height: 76)))
    let m = group.capture(at: group.progress(atTime: 0.125)).transform
    let chromium: [Double] = [1.09292, 0.11348, -0.11348, 1.09292, 255.625, 179.336]
    let model = [m.m11, m.m12, m.m21, m.m22, m.m41, m.m42]
    #expect(zip(model, chromium).allSatisfy { Self.matches($0, $1) }, "\(model)")
  }

  /// vt5: a parent moving (50, 40) → (300, 100) holding a child at (20, 30) → (150, 90) inside it;
  /// Chromium's nested child group reads matrix(1, 0, 0, 1, 20, 30) → matrix(1, 0, 0, 1, 150, 90).
  @Test func aNestedChildIsRelativeToItsParent() throws {
    let parent = try ViewTransitionGroup(
      old: .init(frame: Rect(x: 50, y: 40, width: 200, height: 150)),
      new: .init(frame: Rect(x: 300, y: 100, width: 240, height: 180)))
    let child = try ViewTransitionGroup(
      old: .init(frame: Rect(x: 70, y: 70, width: 40, height: 40)),
      new: .init(frame: Rect(x: 450, y: 190, width: 60, height: 60)))
    let nested = try child.nested(in: parent)
    #expect(nested.old.transform == Transform3D(translationX: 20, y: 30, z: 0))
    #expect(nested.new.transform == Transform3D(translationX: 150, y: 90, z: 0))
    // At the ends the nested child lands where it was captured.
    for (p, capture) in [(0.0, child.old), (1.0, child.new)] {
      let frame = nested.groupState(at: p, inside: parent).frame
      #expect(frame == Rect(origin: Point(x: capture.transform.m41, y: capture.transform.m42), size: capture.size))
    }
  }

  /// vt5b's shape: a rotated parent with an 8 px border; the child is placed in the padding box,
  /// so the rotation and the border are divided out (Chromium reads the child as a translation by
  /// (20, 30), its rotation entries 2.8e-17).
  @Test func aRotatedBorderedParentIsDividedOut() async {
    let angle = Gen.oneOf(Gen.double(in: -3...3), Gen.always(0.0), Gen.always(Double.pi / 18))
    let border = Gen.oneOf(Gen.double(in: 0...20), Gen.always(0.0), Gen.always(8.0))
    await checkProperty(count: propertyCases, input: angle, border) { angle, border in
      let size = Size(width: 200, height: 150)
      let turn = Transform3D(AffineTransform(rotationAngle: angle))
      let parentMap = Transform3D(translationX: -100, y: -75, z: 0).concatenating(turn)
        .concatenating(Transform3D(translationX: 150, y: 115, z: 0))
      let parentCapture = try ViewTransitionGroup.Capture(size: size, mapping: parentMap)
      let parent = try ViewTransitionGroup(old: parentCapture, new: parentCapture)
      let childMap = Transform3D(translationX: border + 20, y: border + 30, z: 0).concatenating(parentMap)
      let childCapture = try ViewTransitionGroup.Capture(size: Size(width: 40, height: 40), mapping: childMap)
      let child = try ViewTransitionGroup(old: childCapture, new: childCapture)
      let nested = try child.nested(in: parent, oldBorder: Point(x: border, y: border), newBorder: Point(x: border, y: border))
      let expected = Transform3D(translationX: 20, y: 30, z: 0).values
      #expect(zip(nested.old.transform.values, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "\(nested.old.transform)")
    }
  }

  /// Any progress in [0, 1]: the opacities sum to exactly 1 (plus-lighter's cross-fade of
  /// identical pixels is the pixel), the images are the group's width with their own aspect, the
  /// ends are the captures exactly, and a translation-only group's frame is the frames' lerp.
  @Test func imagesFillTheGroupAndTheirOpacitiesSumToOne() async {
    let p = Gen.oneOf(Gen.double(in: 0...1), Gen.always(0.0), Gen.always(1.0), Gen.always(0.5.nextDown))
    await checkProperty(count: propertyCases, input: p) { p in
      let group = try Self.cardGroup()
      #expect(group.opacity(of: .old, at: p) + group.opacity(of: .new, at: p) == 1, "p = \(p)")
      let width = group.capture(at: p).size.width
      for (image, aspect) in [(ViewTransitionGroup.Image.old, 0.5), (.new, 0.4)] {
        let state = group.imageState(image, at: p)
        #expect(state.size.width == width && abs(state.size.height - width * aspect) <= 1e-12 * width)
        #expect(abs(state.frame.minY - group.groupState(at: p).frame.minY) <= 1e-12, "top-aligned")
      }
      let frame = group.groupState(at: p).frame
      #expect(abs(frame.minX - (20 + 180 * p)) <= 1e-12 && abs(frame.height - (50 + 70 * p)) <= 1e-12)
    }
  }

  @Test func theEndsAreTheCaptures() throws {
    let group = try Self.cardGroup()
    #expect(group.capture(at: 0) == group.old && group.capture(at: 1) == group.new)
  }

  @Test func badCapturesAreRefused() throws {
    #expect(throws: SharedElementError.emptyBounds("the captured element", Size(width: 0, height: 5))) {
      try ViewTransitionGroup.Capture(frame: Rect(x: 0, y: 0, width: 0, height: 5))
    }
    let nan = #expect(throws: SharedElementError.self) { try ViewTransitionGroup.Capture(frame: Rect(x: .nan, y: 0, width: 1, height: 1)) }
    #expect(nan?.description.hasPrefix("x must be finite") == true)
    let card = try Self.cardGroup()
    #expect(throws: SharedElementError.nonPositiveDuration(0)) { try ViewTransitionGroup(old: card.old, new: card.new, duration: 0) }
    let flat = try ViewTransitionGroup.Capture(size: Size(width: 10, height: 10), transform: Transform3D(scaleX: 0, y: 1, z: 1))
    let parent = try ViewTransitionGroup(old: flat, new: card.new)
    #expect(throws: SharedElementError.singularTransform("the parent's old capture")) { try card.nested(in: parent) }
  }
}

extension Double {
  /// ⌊log₁₀ |x|⌋ for a finite non-zero x.
  fileprivate var log10Floor: Int {
    var (k, v) = (0, self)
    while v >= 10 { (v, k) = (v / 10, k + 1) }
    while v < 1 { (v, k) = (v * 10, k - 1) }
    return k
  }
}
