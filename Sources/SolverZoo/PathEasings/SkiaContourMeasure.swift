/// Skia's `SkContourMeasure` (what `SkPathMeasure(path, forceClosed: false, resScale: 1)` and
/// Android's `PathMeasure` measure), float32, for the first contour with a length: each verb cut
/// into chords, the length their sum, the point at a distance on the real curve at a parameter
/// interpolated linearly inside the chord.
///
/// Source: google/skia `src/core/SkContourMeasure.cpp` (the algorithm at
/// 059a3c300183d02d5e7a9b60127a7e84003836d9; the recursion cap of 8 as current Skia has it, read
/// in mono/skia at f4e02e4f18dd222054ad3b320d6b7ae16489b88b) and `src/core/SkGeometry.cpp`
/// (`SkChopCubicAt`, `SkCubicCoeff`, `SkQuadCoeff`).
///
/// - Chords: a quadratic is halved (de Casteljau at ½) while its middle lies more than the
///   tolerance (0.5 units, max-norm) from its chord's, a cubic while either control point lies
///   more than the tolerance (max-norm) from the chord's point at ⅓ or ⅔; at most 8 halvings, and
///   none once the parameter span (30-bit fixed point) is below 1024 units. A chord is kept only
///   when adding its length changes the float sum; a verb with no chord is dropped.
/// - Contours: a move starts one, the next move ends it; contours of length 0 are skipped; a
///   close adds the chord back to the contour's start.
/// - The point at a distance d (pinned to [0, length]): the first chord whose cumulative
///   length is ≥ d; t = t₀ + (t₁ − t₀)·(d − d₀)/(d₁ − d₀), t₀ the previous chord's end
///   parameter when it cuts the same verb (else 0); the verb evaluated at t (power form, as
///   `SkEvalCubicAt`).
///
/// On a path 1 unit wide (an easing path) the tolerance of 0.5 keeps most cubics as one chord: the
/// length is the chord's, and points at evenly spaced distances are points at evenly spaced t.
struct SkiaContourMeasure {
  /// A verb that added length, with its points (start first).
  enum Piece {
    case line(SIMD2<Float>, SIMD2<Float>)
    case quad(SIMD2<Float>, SIMD2<Float>, SIMD2<Float>)
    case cubic(SIMD2<Float>, SIMD2<Float>, SIMD2<Float>, SIMD2<Float>)
  }

  /// A chord: the cumulative length at its end, its verb, its end parameter (of 2³⁰ − 1).
  struct Chord {
    var distance: Float
    var piece: Int
    var tValue: Int
  }

  static let maxTValue = 0x3FFF_FFFF
  static let maxRecursionDepth = 8

  let tolerance: Float
  private(set) var pieces: [Piece] = []
  private(set) var chords: [Chord] = []
  /// The contour's length, the sum of its chords.
  private(set) var length: Float = 0

  /// The first contour of `path` with a length (`SkContourMeasureIter::next`), or nil.
  init?(firstContourOf path: PortPath, tolerance: Float = 0.5) {
    guard let first = Self.contours(of: path, tolerance: tolerance, limit: 1).first else { return nil }
    self = first
  }

  /// The contours of `path` with a length, in order, at most `limit` (`SkContourMeasureIter`
  /// called until it returns null).
  static func contours(of path: PortPath, tolerance: Float = 0.5, limit: Int = .max) -> [SkiaContourMeasure] {
    var contours: [SkiaContourMeasure] = []
    var start = 0
    while start < path.verbs.count && contours.count < limit {
      var contour = SkiaContourMeasure(tolerance: tolerance)
      start = contour.build(path.verbs, from: start)
      if !contour.chords.isEmpty && contour.length.isFinite { contours.append(contour) }
    }
    return contours
  }

  private init(tolerance: Float) { self.tolerance = tolerance }

  /// `buildSegments` from verb `start` to the next move; returns where it stopped.
  private mutating func build(_ verbs: [PortPath.Verb], from start: Int) -> Int {
    (pieces, chords, length) = ([], [], 0)
    var first = SIMD2<Float>.zero, current = SIMD2<Float>.zero
    var closed = false, seenMove = false
    var index = start
    while index < verbs.count {
      let verb = verbs[index]
      if case .move = verb, seenMove { break }
      index += 1
      switch verb {
      case .move(let p):
        (first, current, seenMove) = (p, p, true)
      case .line(let p):
        add(.line(current, p), chordLength: Self.distance(current, p), tValue: Self.maxTValue)
        current = p
      case .quad(let c, let p):
        let before = length
        quadChords(current, c, p, 0, Self.maxTValue, depth: 0)
        if length > before { pieces.append(.quad(current, c, p)) }
        current = p
      case .cubic(let c1, let c2, let p):
        let before = length
        cubicChords(current, c1, c2, p, 0, Self.maxTValue, depth: 0)
        if length > before { pieces.append(.cubic(current, c1, c2, p)) }
        current = p
      case .close: closed = true
      }
    }
    if closed && !chords.isEmpty && length.isFinite {
      let lastKept = pieces.last?.end ?? first
      add(.line(lastKept, first), chordLength: Self.distance(lastKept, first), tValue: Self.maxTValue)
    }
    return index
  }

  /// A line chord: kept (with its piece) when it adds length.
  private mutating func add(_ piece: Piece, chordLength: Float, tValue: Int) {
    let before = length
    length += chordLength
    if length > before {
      chords.append(Chord(distance: length, piece: pieces.count, tValue: tValue))
      pieces.append(piece)
    }
  }

  /// A curve's chord (its piece is appended after all its chords, at index `pieces.count`).
  private mutating func addChord(_ chordLength: Float, tValue: Int) {
    let before = length
    length += chordLength
    if length > before { chords.append(Chord(distance: length, piece: pieces.count, tValue: tValue)) }
  }

  private mutating func quadChords(
    _ a: SIMD2<Float>, _ b: SIMD2<Float>, _ c: SIMD2<Float>, _ minT: Int, _ maxT: Int, depth: Int
  ) {
    let d = b * 0.5 - ((a + c) * 0.5) * 0.5
    if depth < Self.maxRecursionDepth && (maxT - minT) >> 10 != 0 && max(abs(d.x), abs(d.y)) > tolerance {
      let half = (minT + maxT) >> 1
      let ab = Self.interpolate(a, b, 0.5), bc = Self.interpolate(b, c, 0.5)
      let abc = Self.interpolate(ab, bc, 0.5)
      quadChords(a, ab, abc, minT, half, depth: depth + 1)
      quadChords(abc, bc, c, half, maxT, depth: depth + 1)
    } else {
      addChord(Self.distance(a, c), tValue: maxT)
    }
  }

  private mutating func cubicChords(
    _ a: SIMD2<Float>, _ b: SIMD2<Float>, _ c: SIMD2<Float>, _ d: SIMD2<Float>, _ minT: Int, _ maxT: Int,
    depth: Int
  ) {
    func exceeds(_ p: SIMD2<Float>, _ q: SIMD2<Float>) -> Bool { max(abs(q.x - p.x), abs(q.y - p.y)) > tolerance }
    let curvy =
      exceeds(b, Self.interpolate(a, d, 1 as Float / 3)) || exceeds(c, Self.interpolate(a, d, 2 as Float / 3))
    if depth < Self.maxRecursionDepth && (maxT - minT) >> 10 != 0 && curvy {
      let half = (minT + maxT) >> 1
      let ab = Self.interpolate(a, b, 0.5), bc = Self.interpolate(b, c, 0.5), cd = Self.interpolate(c, d, 0.5)
      let abc = Self.interpolate(ab, bc, 0.5), bcd = Self.interpolate(bc, cd, 0.5)
      let abcd = Self.interpolate(abc, bcd, 0.5)
      cubicChords(a, ab, abc, abcd, minT, half, depth: depth + 1)
      cubicChords(abcd, bcd, cd, d, half, maxT, depth: depth + 1)
    } else {
      addChord(Self.distance(a, d), tValue: maxT)
    }
  }

  /// `getPosTan`'s position at `distance` (pinned to [0, length]); nil for NaN, as Skia returns
  /// false.
  func position(atDistance distance: Float) -> SIMD2<Float>? {
    if distance.isNaN || chords.isEmpty { return nil }
    let d = min(max(distance, 0), length)
    var (lo, hi) = (0, chords.count - 1)
    while lo < hi {
      let mid = lo + (hi - lo) >> 1
      if chords[mid].distance < d { lo = mid + 1 } else { hi = mid }
    }
    let chord = chords[hi]
    var (startT, startD): (Float, Float) = (0, 0)
    if hi > 0 {
      startD = chords[hi - 1].distance
      if chords[hi - 1].piece == chord.piece { startT = Self.scalarT(chords[hi - 1].tValue) }
    }
    let t = startT + (Self.scalarT(chord.tValue) - startT) * (d - startD) / (chord.distance - startD)
    if t.isNaN { return nil }
    return pieces[chord.piece].point(at: t)
  }

  /// `tValue2Scalar`: the fixed-point parameter times 1/(2³⁰ − 1) rounded to float (2⁻³⁰).
  static func scalarT(_ tValue: Int) -> Float { Float(tValue) * (1 / Float(maxTValue)) }

  /// `SkScalarInterp` per coordinate: a + (b − a)·t.
  static func interpolate(_ a: SIMD2<Float>, _ b: SIMD2<Float>, _ t: Float) -> SIMD2<Float> { a + (b - a) * t }

  /// `SkPoint::Distance`: the float square root of dx² + dy².
  static func distance(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float {
    let d = a - b
    return (d.x * d.x + d.y * d.y).squareRoot()
  }
}

extension SkiaContourMeasure.Piece {
  /// The piece's last point.
  var end: SIMD2<Float> {
    switch self {
    case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): p
    }
  }

  /// The point at t: a line's a + (b − a)·t, a quadratic's and a cubic's power form
  /// (`SkQuadCoeff`, `SkCubicCoeff`: ((A·t + B)·t + C)·t + D).
  func point(at t: Float) -> SIMD2<Float> {
    switch self {
    case .line(let a, let b): return a + (b - a) * t
    case .quad(let p0, let p1, let p2):
      let a = (p2 - p1 * 2) + p0
      let b = (p1 - p0) * 2
      return (a * t + b) * t + p0
    case .cubic(let p0, let p1, let p2, let p3):
      let a = (p3 + (p1 - p2) * 3) - p0
      let b = ((p2 - p1 * 2) + p0) * 3
      let c = (p1 - p0) * 3
      return ((a * t + b) * t + c) * t + p0
    }
  }
}
