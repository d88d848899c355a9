import Curves

/// SVG path data, as `eval`'s path operations read it: it reads or throws a PathDataError (whose
/// drawn prefix reads again to the same commands); what reads is written back as text that reads
/// back equal, draws finite elements, and, measured, has a finite length ≥ 0 and finite places at
/// every fraction (or a typed CurveError, never a trap or a NaN).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPath(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let read: PathData
  do {
    read = try PathData(text)
  } catch {
    let again = try? PathData(error.drawn.description)
    precondition(again?.commands == error.drawn.commands, "\(text): what a browser draws, \(error.drawn), does not read back")
    return 0
  }
  precondition((try? PathData(read.description)) == read, "\(text): its text \(read.description) does not read back equal")
  guard let measure = try? PathMeasure(read) else { return 0 }
  precondition(measure.length.isFinite && measure.length >= 0, "\(text): length \(measure.length)")
  for fraction in [-0.5, 0, 1e-9, 0.25, 0.5, 0.75, 1, 1.5] {
    guard let position = try? measure.position(atFraction: fraction) else { continue }
    precondition(
      position.point.x.isFinite && position.point.y.isFinite && position.angle.isFinite,
      "\(text): the place at \(fraction) is \(position)")
  }
  return 0
}
