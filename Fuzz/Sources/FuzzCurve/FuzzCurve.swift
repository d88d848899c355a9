import Curves

/// A timing-curve string: it parses to a curve or throws a CurveError; a curve that parses
/// answers finite progress at nine x (inside [0, 1], at its ends and beyond them), and every
/// time it gives for one of those progresses is finite and in [0, 1]. (The solvers of the zoo
/// are checked against each other on drawn curves by the property tests, not here: preparing
/// them, a `fastest` table alone about 10,000 exact solves, would slow the parser's
/// exploration by orders of magnitude.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCurve(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let curve = try? CubicTimingFunction(parsing: text) else { return 0 }
  for x in [-0.5, 0, 1e-12, 0.25, 0.5, 0.75, 1 - 1e-12, 1, 1.5] {
    let y = curve.progress(at: x)
    precondition(y.isFinite, "\(text): progress(at: \(x)) = \(y)")
    for root in curve.times(forProgress: y) {
      precondition(root.isFinite && root >= 0 && root <= 1, "\(text): time(forProgress: \(y)) gave \(root)")
    }
  }
  return 0
}
