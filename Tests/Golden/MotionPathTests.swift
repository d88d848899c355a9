import Curves
import Geometry
import JSON
@testable import Specs
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// Motion paths as CSS Motion Path 1 places an element (w3c/fxtf-drafts motion-1/Overview.bs at
/// f5c631d3; Chromium's `ApplyMotionPathTransform`, computed_style.cc at 07056d4e: the anchor put
/// on the path point, the element turned about its anchor), pinned with web-platform-tests'
/// css/motion cases (read in Servo's vendored copy): each places the element's top-left corner
/// (`transform-origin: 0 0`, so the anchor is the corner) and turns it.
@Suite struct MotionPathTests {
  /// Where the view's anchor lands and how far it turns, on a 40 × 20 view anchored at its
  /// top-left corner (as the tests' `transform-origin: 0 0`).
  static func place(_ data: String, distance: MotionPathSpec.OffsetDistance, rotate: String) throws -> (Point, Double) {
    let spec = MotionPathSpec(
      data: data, offsetDistance: [distance, distance], offsetRotate: rotate, offsetAnchor: Point(x: 0, y: 0))
    let motion = try spec.motion(at: .root)
    var state = ViewState(frame: Rect(x: 0, y: 0, width: 40, height: 20))
    motion.apply(progress: 0.5, to: &state)
    let t = state.transform
    // The anchor (the top-left corner, (−20, −10) from the centre) after the turn, and the angle.
    let corner = Point(x: state.center.x + t.a * -20 + t.c * -10, y: state.center.y + t.b * -20 + t.d * -10)
    return (corner, Double.atan2(y: t.b, x: t.a))
  }

  /// The distance runs from `from` to `to` exactly: (1 − q)·from + q·to, so that the last frame
  /// of a loop lands on the distance asked for, not ulps beside it (from + (to − from)·1 gives
  /// 625.720304108054 + (65.5288592398131 − 625.720304108054) = 65.52885923981307).
  @Test func theDistanceEndsExactlyWhereItIsAskedTo() throws {
    let (from, to) = (625.720304108054, 65.5288592398131)
    let motion = try MotionPath(try PathData("M 0 0 L 1000 0"), from: from, to: to)
    #expect(motion.distance(atProgress: 0) == from && motion.distance(atProgress: 1) == to)
  }

  @Test(
    arguments: [
      ("m 0 0 h 200 v 150 z", MotionPathSpec.OffsetDistance.percent(20), "0deg", Point(x: 120, y: 0), 0.0),
      ("m 0 0 h 200 v 150 z", .percent(120), "0deg", Point(x: 120, y: 0), 0),
      ("m 0 0 h 200 v 150 z", .percent(-280), "0deg", Point(x: 120, y: 0), 0),
      ("m -80 0 h 200", .percent(120), "0deg", Point(x: 120, y: 0), 0),
      ("m 120 0 h 0 v 0 z", .percent(50), "auto", Point(x: 120, y: 0), 0),
      ("m 0 0 v 200", .points(120), "auto", Point(x: 0, y: 120), 90),
      ("m 0 0 v -200 -200", .percent(50), "30deg", Point(x: 0, y: -200), 30),
      ("m 0 0 l 100 57.735", .percent(0), "auto", Point(x: 0, y: 0), 30),
      ("m 0 0 l -100 57.735", .percent(0), "reverse 60deg", Point(x: 0, y: 0), 30),
    ] as [(String, MotionPathSpec.OffsetDistance, String, Point, Double)])
  func placesAsWebPlatformTestsExpect(
    _ data: String, _ distance: MotionPathSpec.OffsetDistance, _ rotate: String, _ corner: Point, _ degrees: Double
  ) throws {
    let (placed, angle) = try Self.place(data, distance: distance, rotate: rotate)
    #expect(placed.distance(to: corner) <= Tolerance.motionPathPlacement, "\(data) at \(distance): \(placed)")
    let turn = (angle * 180 / .pi - degrees).truncatingRemainder(dividingBy: 360)
    #expect(
      min(abs(turn), 360 - abs(turn)) <= Tolerance.motionPathAngleDegrees, "\(data) \(rotate): \(angle * 180 / .pi)°")
  }
}

/// Motion paths through the spec door: a track with path data and CSS's properties, read,
/// built, sampled, written back and refused with where.
@Suite struct MotionPathSpecTests {
  static func spec(_ path: String, extra: String = "") -> String {
    """
    {"specVersion": 1, "name": "badge", "operation": "present",
     "views": [{"name": "stage", "frame": [0, 0, 390, 844]}, {"name": "badge", "frame": [0, 280, 40, 40]}],
     "phases": [{"duration": 0.5, "timing": "linear"}],
     "tracks": [{"view": "badge", "path": \(path)\(extra)}]}
    """
  }

  /// The badge is carried along a two-segment path by distance, turned along it, anchored at its
  /// centre: at each time, the centre is the path's point at that share of its length and the
  /// transform is the turn to the path's direction there; reversed, it retraces.
  @Test func aDataPathCarriesAndTurnsTheViewByDistance() throws {
    let data = "M 20 300 C 120 40 280 40 380 300 L 380 600"
    let transition = try TransitionSpec.read(json: Self.spec(#"{"data": "\#(data)", "offsetRotate": "auto"}"#))
      .transition()
    let reversed = try TransitionSpec.read(
      json: Self.spec(#"{"data": "\#(data)", "offsetRotate": "auto"}"#, extra: #", "reversed": true"#)
    ).transition()
    let measure = try PathMeasure(try PathData(data))
    let badge = try #require(transition.viewNames.firstIndex(of: "badge"))
    var scene = transition.startScene, back = reversed.startScene
    for i in 0...10 {
      let time = 0.05 * Double(i)
      transition.sample(at: time, into: &scene)
      reversed.sample(at: 0.5 - time, into: &back)
      let expected = try measure.position(atFraction: time / 0.5)
      let view = scene.views[badge]
      #expect(view.center.distance(to: expected.point) <= Tolerance.motionPathPlacement, "at \(time): \(view.center)")
      let turn = Double.atan2(y: view.transform.b, x: view.transform.a) - expected.angle
      #expect(
        abs(Double.atan2(y: Double.sin(turn), x: Double.cos(turn))) <= Tolerance.motionPathAngleDegrees * .pi / 180)
      #expect(
        back.views[badge].center.distance(to: view.center) <= Tolerance.motionPathPlacement, "reversed at \(time)")
    }
  }

  /// Written back as a spec (the data as written, distances in points) and read again, the
  /// transition draws the same frames.
  @Test func aDataPathIsWrittenBackAndReadsTheSame() throws {
    let transition = try TransitionSpec.read(
      json: Self.spec(
        #"{"data": "M 20 300 A 100 100 0 0 1 220 300 Z", "offsetDistance": ["10%", 500], "#
          + #""offsetRotate": "reverse 15deg", "offsetAnchor": [0, 1]}"#
      )
    ).transition()
    let written = try TransitionSpec(describing: transition)
    let again = try written.transition()
    var (a, b) = (transition.startScene, again.startScene)
    for i in 0...10 {
      transition.sample(at: 0.05 * Double(i), into: &a)
      again.sample(at: 0.05 * Double(i), into: &b)
      #expect(a.views == b.views, "at \(0.05 * Double(i))")
    }
  }

  /// Bad data is refused where it is in the file and where it is in the data; so are a rotation
  /// CSS does not have, a distance that is not one, one distance, and "paced": false.
  @Test(arguments: [
    (#"{"data": "M 0 0 L 10"}"#, "", "tracks[0].path.data", "1:"),
    (#"{"data": "M 0 0 L 10 10", "offsetRotate": "sideways"}"#, "", "tracks[0].path.offsetRotate", "sideways"),
    (#"{"data": "M 0 0 L 10 10", "offsetRotate": "auto reverse"}"#, "", "tracks[0].path.offsetRotate", "auto reverse"),
    (#"{"data": "M 0 0 L 10 10", "offsetDistance": ["10%"]}"#, "", "tracks[0].path.offsetDistance", "two distances"),
    (#"{"data": "M 0 0 L 10 10", "offsetDistance": ["10", "20%"]}"#, "", "offsetDistance", "percentage"),
    (#"{"data": "M 0 0 L 10 10"}"#, #", "paced": false"#, "tracks[0].paced", "always paced"),
    (#"{"data": ""}"#, "", "tracks[0].path.data", "no segment"),
  ])
  func badMotionPathsAreRefusedWithWhere(_ path: String, _ extra: String, _ at: String, _ says: String) throws {
    let error = #expect(throws: SpecError.self) {
      try TransitionSpec.read(json: Self.spec(path, extra: extra)).transition()
    }
    #expect(
      error?.description.contains(at) == true && error?.description.contains(says) == true,
      "\(String(describing: error))")
  }
}
