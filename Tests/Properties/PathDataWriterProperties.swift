import Curves
import Geometry
import PropertyBased
import TestSupport
import TransitionTesting
import Testing

/// Path data written back reads back equal, whatever the numbers (zeros of either sign,
/// subnormals, ulp neighbours of 1, magnitudes from 1e-300 to 1e300) and commands.
@Suite struct PathDataWriterProperties {
  static let number = Gen.oneOf(
    Gen.always(0.0), Gen.always(-0.0), Gen.always(1.0), Gen.always(1.0.nextUp), Gen.always(1.0.nextDown),
    Gen.always(5e-324), Gen.always(-2.2250738585072014e-308), Gen.always(0.1), Gen.always(1e300),
    Gen.double(in: -1000...1000), Gen.double(in: -1e-300...1e-300), Gen.int(in: -500...500).map(Double.init))

  static let command = zip(Gen.int(in: 0...9), number.array(of: 7), Gen.bool, Gen.bool, Gen.bool).map {
    kind, n, relative, large, sweep -> PathData.Command in
    let (p, q, r) = (Point(x: n[0], y: n[1]), Point(x: n[2], y: n[3]), Point(x: n[4], y: n[5]))
    let operation: PathData.Operation =
      switch kind {
      case 0: .moveTo(p)
      case 1: .lineTo(p)
      case 2: .horizontalLineTo(n[0])
      case 3: .verticalLineTo(n[1])
      case 4: .curveTo(control1: p, control2: q, to: r)
      case 5: .smoothCurveTo(control2: p, to: q)
      case 6: .quadraticCurveTo(control: p, to: q)
      case 7: .smoothQuadraticCurveTo(to: p)
      case 8: .arcTo(radiusX: n[2], radiusY: n[3], rotation: n[6], largeArc: large, sweep: sweep, to: p)
      default: .closePath
      }
    return PathData.Command(operation, relative: relative)
  }

  @Test func writtenPathDataReadsBackEqual() async throws {
    await checkProperty(count: propertyCases, input: Self.number, Self.number, Self.command.array(of: 0...12)) {
      x, y, rest in
      let commands = [PathData.Command(.moveTo(Point(x: x, y: y)))] + rest
      let text = commands.map(\.description).joined(separator: " ")
      switch (
        Result { () throws(PathDataError) in try PathData(commands: commands) },
        Result { () throws(PathDataError) in try PathData(text) }
      ) {
      case (.success(let built), .success(let read)):
        #expect(read == built, "\(text)")
        #expect(read.description == text)
      case (.failure(let built), .failure(let read)):
        #expect(read.reason == built.reason && read.drawn == built.drawn, "\(text)")
      case (let built, let read):
        Issue.record("\(text): built \(built), read \(read)")
      }
    }
  }
}
