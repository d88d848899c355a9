import Curves

/// A CSS easing function's text, as `--curves`, spec files and `eval` read it: `steps(…)`,
/// `step-start`, `step-end`, `linear(…)`, a cubic, a path (`path(…)`) or a Material token. It parses or throws a CurveError; one that
/// parses answers finite progress at finite x with either before flag; a `linear()` stays
/// between its lowest and highest output inside its inputs' range; a `steps()` stays in [0, 1]
/// for x in [0, 1]; and its serialization parses again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEasing(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let easing = try? EasingFunction(parsing: text) else { return 0 }
  precondition((try? EasingFunction(parsing: easing.description)) != nil, "\(text): its serialization \(easing.description) does not parse")
  for x in [-0.5, -0.0, 0, 1e-12, 0.25, 0.5, 0.75, 1 - 1e-12, 1, 1.5] {
    for before in [false, true] {
      let y = easing.progress(at: x, beforeFlag: before)
      precondition(!y.isNaN, "\(text): progress(at: \(x), beforeFlag: \(before)) is NaN")
      switch easing {
      case .cubic, .path:
        precondition(y.isFinite, "\(text): progress(at: \(x)) = \(y)")
      case .steps:
        precondition(y.isFinite, "\(text): progress(at: \(x)) = \(y)")
        if x >= 0 && x <= 1 { precondition(y >= 0 && y <= 1, "\(text): progress(at: \(x)) = \(y) outside [0, 1]") }
      case .linear(let linear):
        let (first, last) = (linear.points[0].input, linear.points[linear.points.count - 1].input)
        let outputs = linear.points.map(\.output)
        if x >= first && x <= last {
          precondition(y >= outputs.min()! && y <= outputs.max()!, "\(text): progress(at: \(x)) = \(y) outside its outputs")
        }
      }
    }
  }
  return 0
}
