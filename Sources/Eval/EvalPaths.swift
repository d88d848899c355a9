import Curves
import Geometry
import JSON

/// The path operations of `eval`: SVG path data (`d`) measured, and the place at a distance or a
/// fraction along it (the Curves DocC article "Paths").
enum EvalPaths {
  static let operations: [String: EvalOperation] = [
    "path.length": { (f: inout EvalFields) throws(EvalError) in
      let measure = try measure(&f)
      return [
        ("length", .number(measure.length)), ("segments", .number(Double(measure.path.segments.count))),
        ("closed", .bool(measure.isClosed)),
      ]
    },
    "path.point": { (f: inout EvalFields) throws(EvalError) in
      let measure = try measure(&f)
      let distance = try f.optionalNumber("distance")
      let fraction = try f.optionalNumber("fraction")
      let position: PathMeasure.Position
      do {
        switch (distance, fraction) {
        case (let d?, nil): position = try measure.position(atDistance: d)
        case (nil, let x?): position = try measure.position(atFraction: x)
        case (nil, nil): throw EvalError.missing("distance", "one of distance (points) or fraction (of the length)")
        default: throw EvalError.invalid("fraction", "give one of distance or fraction, not both")
        }
      } catch {
        throw EvalError(wrapping: error)
      }
      return [
        ("point", .point(position.point)), ("tangent", .point(position.tangent)),
        ("angle", .number(position.angle)), ("distance", .number(position.distance)),
        ("adjusted", .string(position.adjustment.rawValue)),
      ]
    },
  ]

  /// The measured path of the field `d`.
  static func measure(_ f: inout EvalFields) throws(EvalError) -> PathMeasure {
    guard let text = try f.string("d") else {
      throw .missing("d", "SVG path data, such as \"M 0 0 C 200 150 0.5 150 200 0\"")
    }
    let data: PathData
    do { data = try PathData(text) } catch { throw .invalid("d", error.description) }
    do { return try PathMeasure(data) } catch { throw EvalError(error) }
  }
}
