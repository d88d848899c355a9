import Curves

/// Skia's `SkPathMeasure` over every contour, float32, as Chromium's `Path::length()` and
/// `Path::PointAndNormalAtLength` use it (CSS `offset-path`, `<circle>`, `<rect>` and the other
/// shapes, `textPath`): each contour is `SkiaContourMeasure` (chords within 0.5 units, so lengths
/// run short by about 1.6e-3 of a circle's), the length is their float sum, and a distance is
/// answered by the first contour whose end is at or past it (`getPosTan` at the distance less
/// the contour's start). `PointAndNormalAtLength` itself does not clamp (past the end it answers
/// the path's first point); its callers clamp, or wrap a closed `offset-path`, first, as this
/// type clamps.
///
/// Sources: google/skia `src/core/SkContourMeasure.cpp` (as `SkiaContourMeasure` cites);
/// chromium/chromium `third_party/blink/renderer/platform/graphics/path.cc` at
/// f24a8e130d36c035286d0b664743111ac6b10749 (`Path::length`, `CalculatePointAndNormalOnPath`).
///
/// Not ported: elliptical arcs (Chromium's `SVGPathBuilder` hands them to `SkPath::arcTo`, which
/// makes conics by its own rule). A path with no contour of any length is refused: `getPosTan`
/// has no point to give.
public struct SkiaPathMeasure: MeasuredPath {
  let contours: [SkiaContourMeasure]
  /// The float sum of the contours' lengths.
  public let floatLength: Float

  /// Measures `data`.
  ///
  /// - Throws: ``PathEngineError/notPorted(engine:reason:)`` for an arc,
  ///   ``PathEngineError/refused(engine:reason:)`` for a path with no length or past the float
  ///   range.
  public init(_ data: PathData) throws(PathEngineError) {
    contours = SkiaContourMeasure.contours(of: try PortPath(data, engine: .skia))
    guard !contours.isEmpty else { throw .refused(engine: .skia, reason: "no contour has a length") }
    floatLength = contours.reduce(0) { $0 + $1.length }
    guard floatLength.isFinite else { throw .refused(engine: .skia, reason: "the length overflows a float") }
  }

  public var engine: PathEngine { .skia }
  public var length: Double { Double(floatLength) }

  /// Each contour's float length, in order (`SkContourMeasure::length`).
  public var contourLengths: [Float] { contours.map(\.length) }

  /// How many chords the contours hold (the table a point is searched in).
  public var chordCount: Int { contours.reduce(0) { $0 + $1.chords.count } }

  public func point(atDistance distance: Double) -> SIMD2<Double> {
    let d = Float(clamped(distance))
    var start: Float = 0
    for contour in contours {
      let end = start + contour.length
      if d <= end {
        let p = contour.position(atDistance: d - start) ?? contour.pieces[0].start
        return SIMD2(Double(p.x), Double(p.y))
      }
      start = end
    }
    let p = contours[0].pieces[0].start
    return SIMD2(Double(p.x), Double(p.y))
  }
}

extension SkiaContourMeasure.Piece {
  /// The piece's first point.
  var start: SIMD2<Float> {
    switch self {
    case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): p
    }
  }
}
