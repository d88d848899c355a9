/// Deterministic `eval` input streams, the ones `transition-bench eval-bench` times and the tests
/// answer both ways (stateless and with a session) to show the answers are the same.
public enum EvalSampleStreams {
  /// The curves a conformance run sends over and over.
  static let curves = [
    "ease", "ease-in-out", "linear", "cubic-bezier(0.2, 0.8, 0.3, 1)", "cubic-bezier(0.68, -0.55, 0.27, 1.55)",
    "[0.4, 0, 1, 1]",
  ]
  /// The solvers named in timing lines (the rest use the default).
  static let solvers = ["browser", "skia", "flutter", "android"]

  /// `lines` lines that mix what conformance runs send: timing on a handful of repeated curves
  /// (half with a named solver), geometry (apply, convert, layer frames), springs, transform
  /// interpolation and keyframes; x values from a fixed congruential sequence; a few bad lines
  /// (an unknown op, a missing field) so that error answers are timed too.
  public static func mixed(lines: Int) -> [String] {
    var state: UInt64 = 0x5EED
    func unit() -> Double {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Double(state >> 11) / Double(1 << 53)
    }
    return (0..<lines).map { i in
      let x = unit()
      let curve = curves[i % curves.count]
      let quoted = curve.hasPrefix("[") ? curve : "\"\(curve)\""
      switch i % 10 {
      case 0, 1, 2: return #"{"id":\#(i),"op":"timing","curve":\#(quoted),"x":\#(x)}"#
      case 3, 4:
        return
          #"{"id":\#(i),"op":"timing","curve":\#(quoted),"x":\#(x),"solver":"\#(solvers[(i / 10) % solvers.count])"}"#
      case 5: return #"{"id":\#(i),"op":"apply.rect","t":[1,0.5,-0.5,1,\#(x * 100),3],"rect":[0,0,120,44]}"#
      case 6: return #"{"id":\#(i),"op":"spring","duration":0.5,"bounce":0.3,"from":0,"to":1,"t":\#(x)}"#
      case 7:
        return #"{"id":\#(i),"op":"transform.interpolate","from":[1,0,0,1,0,0],"to":[0,1,-1,0,10,0],"fraction":\#(x)}"#
      case 8:
        return
          #"{"id":\#(i),"op":"keyframes","values":[0,0.5,1],"mode":"linear","#
          + #""timingFunctions":["ease","steps(2)"],"x":\#(x)}"#
      default:
        return i % 100 == 9
          ? #"{"id":\#(i),"op":"nope"}"# : #"{"id":\#(i),"op":"apply.point","t":[2,0,0,2,1,1],"point":[\#(x),1]}"#
      }
    }
  }

  /// `lines` timing lines, each on a curve no line before it used (its control points drawn
  /// from a fixed sequence), with the default solver: the cost of a new curve.
  public static func newCurves(lines: Int) -> [String] {
    (0..<lines).map { i in
      let a = Double(i % 997) / 997, b = Double((i * 7) % 991) / 991
      return #"{"id":\#(i),"op":"timing","curve":"cubic-bezier(\#(a), \#(b), \#(1 - b), \#(1 - a / 2))","x":0.4}"#
    }
  }
}
