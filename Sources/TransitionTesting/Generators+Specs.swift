import Geometry
import JSON
import PropertyBased
import Specs
import Transitions

#if canImport(Testing)
  import Testing
#endif

/// Generators of transition specs: the random valid specs the suite's own spec properties
/// draw, for a user's properties over "any transition".
///
/// A drawn spec has 1 to 4 views (some nested, given by frame or by bounds and centre, every
/// optional start property), 1 to 3 phases (every kind of timing: presets, random cubics,
/// springs of every parameterisation with damping ratios at and beside 1, keyframes of every
/// mode, flicks under every decay law), up to 6 tracks of every property and path kind, actions,
/// cancel actions, declared discontinuities, and interactive scripts for every completion model.
///
/// Every draw builds (`TransitionSpec.transition()` does not throw): a frame track on a view
/// transformed in the container gives its own `from`, a section's completion curve and speed
/// are drawn only when every script's model takes them, a pause never follows a pause, and an
/// Android release always has pans after the last update. Shrinking offers only candidates that
/// build.
///
/// A failing spec shrinks (`Shrinking.simpler(_:)`) to the fewest views,
/// phases, tracks and events that still fail, with defaults and round numbers elsewhere, and is
/// printed as the spec file itself: save it and run `transition-bench check` on it.
public enum SpecGen {
  /// Random valid specs that shrink.
  public static var transitionSpec: Generator<TransitionSpec, LazyFilterSequence<[TransitionSpec]>> {
    Generator(run: { rng in draw(using: &rng) }, shrink: { Shrinking.simpler($0) })
  }

  /// Random valid interactive scripts (with the spec they drive): a spec drawn as by
  /// ``transitionSpec`` that always has an `interactive` section, shrinking like it (scripts and
  /// events dropped first, never the last event that ends a script).
  public static var interactiveSpec: Generator<TransitionSpec, LazyFilterSequence<[TransitionSpec]>> {
    Generator(
      run: { rng in
        var spec = draw(using: &rng)
        while spec.interactive?.scripts?.isEmpty ?? true { spec = draw(using: &rng) }
        return spec
      }, shrink: { spec in Shrinking.simpler(spec).filter { !($0.interactive?.scripts?.isEmpty ?? true) } })
  }

  /// One random valid spec (what ``transitionSpec`` draws), from any random number generator.
  public static func draw(using g: inout some RandomNumberGenerator) -> TransitionSpec {
    func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &g) }
    func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &g)] }
    let viewCount = Int.random(in: 1...4, using: &g)
    let views = (0..<viewCount).map { i -> ViewSpec in
      // A parent among the earlier views (no cycles), geometry as a frame or as bounds + centre,
      // and every optional start property.
      let parent = i > 0 ? pick([nil, "v\(Int.random(in: 0..<i, using: &g))"]) : nil
      let asFrame = pick([true, false])
      let size = Size(width: pick([0, r(0...500)]), height: r(0...500))
      let bounds = Rect(
        x: pick([0, r(-50...50)]), y: pick([0, r(-100...100)]), width: size.width, height: size.height)
      // A start transform that maps axes to axes when the view is given by its frame (the frame
      // setter needs it); any transform with bounds + centre.
      let transform: TransformSpec? =
        asFrame
        ? pick([
          nil,
          .parts(
            translate: Point(x: r(-50...50), y: 0), scale: Size(width: pick([1, 2, -1]), height: pick([1, 0.5])),
            rotate: nil),
        ])
        : pick([
          nil, .parts(translate: nil, scale: Size(width: r(0.5...2), height: r(0.5...2)), rotate: r(-3...3)),
          .matrix(AffineTransform(a: 1, b: 0.2, c: -0.1, d: 1, tx: 3, ty: 4)),
        ])
      return ViewSpec(
        name: "v\(i)", parent: parent,
        frame: asFrame ? Rect(x: r(-500...500), y: r(-500...1000), width: size.width, height: size.height) : nil,
        bounds: asFrame ? nil : bounds, center: asFrame ? nil : Point(x: r(-500...500), y: r(-500...1000)),
        transform: transform,
        alpha: pick([nil, r(0...1)]), cornerRadius: pick([nil, r(0...40)]),
        mask: pick([nil, MaskSpec(center: Point(x: r(0...390), y: r(0...844)), radius: r(0...400))]),
        shadowOpacity: pick([nil, r(0...1)]),
        hidden: pick([nil, true, false]), zIndex: pick([nil, Int.random(in: -3...3, using: &g)]),
        tint: pick([nil, r(0...1)]))
    }
    /// A flick under any law, aimed at the edges: a UIKit flick barely above its rest speed, a
    /// bounded law released near a bound, either sign.
    func decay() -> DecaySpec {
      func v(_ range: ClosedRange<Double>) -> Double { pick([1.0, -1.0]) * r(range) }
      return pick([
        DecaySpec(law: "uikit", velocity: v(10...4000), parameters: pick([[:], ["rate": 0.99], ["restSpeed": 5]])),
        DecaySpec(law: "uikit", velocity: pick([0.5 * (1 + 1e-9), -0.6]), parameters: pick([[:], ["rate": 0.99]])),
        DecaySpec(law: "android", velocity: v(50...8000), parameters: ["density": pick([1, 3, r(0.75...4)])]),
        DecaySpec(law: "composeSpline", velocity: v(50...8000), parameters: ["density": r(0.75...4)]),
        DecaySpec(law: "flutterFriction", velocity: v(10...4000)),
        DecaySpec(law: "flutterClamping", velocity: v(50...8000)),
        DecaySpec(
          law: "flutterBouncing", velocity: v(10...4000), from: pick([r(-190...190), 199.5]),
          parameters: ["min": -200, "max": 200]),
        DecaySpec(law: "composeExponential", velocity: v(10...4000)),
        DecaySpec(
          law: "framerInertia", velocity: v(50...4000), from: r(-100...100),
          parameters: pick([[:], ["min": -200, "max": 200]])),
        DecaySpec(law: "chromiumFling", velocity: v(50...8000), parameters: ["ppi": r(96...460)]),
        DecaySpec(law: "reactSpring", velocity: v(10...4000)),
        DecaySpec(law: "chromiumLegacyFling", velocity: v(50...8000)),
      ])
    }
    let phaseCount = Int.random(in: 1...3, using: &g)
    let phases = (0..<phaseCount).map { _ -> PhaseSpec in
      let duration = pick([1e-3, 0.25, r(0.05...2)])
      let timing: TimingSpec = pick([
        .cubic(pick(["linear", "easeIn", "ease-out", "easeInEaseOut", "default", "sharp"])),
        .cubic("cubic-bezier(\(r(0...1)), \(r(-2...3)), \(r(0...1)), \(r(-2...3)))"),
        .spring(SpringSpec(duration: r(0.05...2), bounce: r(-0.9...0.9))),
        .spring(SpringSpec(mass: r(0.1...5), stiffness: r(1...2000), damping: r(0...80), initialVelocity: r(-5...5))),
        .spring(SpringSpec(response: r(0.05...2), dampingRatio: pick([1, 1 - 1e-9, 1 + 1e-9, r(0.05...2)]))),
        .spring(SpringSpec(dampingRatio: r(0.1...1.5), uikitDuration: r(0.1...2))),
        .keyframes(
          KeyframesSpec(values: [0, r(-0.5...1.5), 1], keyTimes: [0, r(0.1...0.9), 1], mode: pick([.linear, .cubic]))),
        .keyframes(
          KeyframesSpec(values: [0, r(-0.5...1.5), 1], keyTimes: [0, r(0.1...0.4), r(0.5...0.9), 1], mode: .discrete)),
      ])
      if Int.random(in: 0...4, using: &g) == 0 {
        // A flick (one phase in five): its rest time or a cut.
        return PhaseSpec(
          start: pick([nil, r(0...1)]), duration: pick([nil, nil, r(0.05...2)]), timing: .decay(decay()),
          reversed: pick([nil, true]))
      }
      return PhaseSpec(start: pick([nil, r(0...1)]), duration: duration, timing: timing, reversed: pick([nil, true]))
    }
    func transformedInContainer(_ name: String) -> Bool {
      guard let view = views.first(where: { $0.name == name }) else { return false }
      return view.transform != nil || view.parent.map(transformedInContainer) == true
    }
    let tracks = (0..<Int.random(in: 0...6, using: &g)).map { _ -> TrackSpec in
      let view = "v\(Int.random(in: 0..<viewCount, using: &g))"
      let phase = PhaseReference.index(Int.random(in: 0..<phaseCount, using: &g))
      let hasMask = views.first { $0.name == view }?.mask != nil
      let properties: [SpecProperty] =
        [.center, .size, .frame, .transform, .alpha, .cornerRadius, .shadowOpacity, .tint]
        + (hasMask ? [.maskRadius] : [])
      switch pick(Array(0...properties.count)) {
      case properties.count:
        let path: PathSpec = pick([
          .quad(
            from: nil, control: Point(x: r(-500...500), y: r(-500...500)), to: Point(x: r(-500...500), y: r(-500...500))
          ),
          .cubic(
            from: Point(x: r(0...10), y: 0), control1: Point(x: r(-500...500), y: 0),
            control2: Point(x: 0, y: r(-500...500)), to: Point(x: r(-500...500), y: r(1...500))),
          .arc(ArcSpec(to: Point(x: r(-500...500), y: r(-500...500)), style: .hero, intensity: r(-2...2))),
          .arc(
            ArcSpec(
              to: Point(x: r(-500...500), y: r(-500...500)), style: .android, minimumHorizontalAngle: r(0...90),
              maximumAngle: r(0...90))),
          .data(
            MotionPathSpec(
              data: "M \(r(-500...500)) \(r(-500...500)) C \(r(-500...500)) 0 0 \(r(-500...500)) \(r(-500...500)) "
                + "\(r(-500...500)) A \(r(1...300)) \(r(1...300)) \(r(-180...180)) 0 1 \(r(-500...500)) 0"
                + pick([" Z", ""]),
              offsetDistance: pick([nil, [.percent(r(-150...150)), .points(r(-900...900))]]),
              offsetRotate: pick([nil, "auto", "reverse", "auto -30deg", "0.25turn"]),
              offsetAnchor: pick([nil, Point(x: r(0...1), y: r(0...1))]))),
        ])
        var paced = pick([nil, false] as [Bool?])
        if case .data = path { paced = nil }
        return TrackSpec(view: view, phase: phase, path: path, paced: paced, reversed: pick([nil, true]))
      case let i:
        let property = properties[i]
        let to: SpecValue
        switch property {
        case .center: to = .numbers([r(-500...500), r(-500...500)])
        case .size: to = .numbers([r(0...500), r(0...500)])
        case .frame:
          to = pick([.numbers([r(-500...500), r(-500...500), r(0...500), r(0...500)]), .frameOf("v0")])
          // A view with a start transform in the container (its own or an ancestor's: the scene is
          // flat) has no frame to start from: the track gives its own.
          if transformedInContainer(view) {
            return TrackSpec(
              view: view, phase: phase, property: .frame,
              from: .numbers([r(-500...500), r(-500...500), r(0...500), r(0...500)]), to: to,
              childTiming: pick([nil, "easeOut"]))
          }
        case .transform:
          to = pick([
            .transform(
              .parts(
                translate: Point(x: r(-100...100), y: 0), scale: Size(width: r(-2...2), height: r(0...2)),
                rotate: r(-7...7))), .numbers([1, 0, 0, 1, 0, 0]),
          ])
        case .maskRadius: to = .number(r(0...500))
        default: to = .number(r(0...1))
        }
        return TrackSpec(view: view, phase: phase, property: property, to: to, childTiming: pick([nil, "easeOut"]))
      }
    }
    // try?: every drawn phase builds; 1 s stands in should one not.
    let end = phases.map { ($0.start ?? 0) + ((try? $0.builtDuration()) ?? 1) }.max() ?? 1
    func action(_ at: Double?) -> ActionSpec {
      let view = "v\(Int.random(in: 0..<viewCount, using: &g))"
      switch Int.random(in: 0...2, using: &g) {
      case 0: return ActionSpec(view: view, at: at, alpha: r(0...1))
      case 1: return ActionSpec(view: view, at: at, hidden: pick([true, false]))
      default: return ActionSpec(view: view, at: at, zIndex: Int.random(in: -3...3, using: &g))
      }
    }
    let actions = pick([nil, (0..<Int.random(in: 1...3, using: &g)).map { _ in action(r(0...end)) }])
    let cancelActions = pick([nil, [action(nil)]])
    let discontinuities = pick([
      nil,
      [DiscontinuitySpec(view: "v0", property: pick([.center, .alpha, .isHidden]), at: r(0...end), reason: "drawn")],
    ])
    // Every model, with the events it reads: progress and pans for all, pauses, pinches and
    // UIKit's cancel styles where the model has them, and a release or an explicit end.
    func script() -> ScriptSpec {
      let model = pick([nil, CompletionModel.uikit, .hero, .flutterCupertino, .androidPredictiveBack])
      let uikit = model == nil || model == .uikit
      let pinches = uikit || model == .hero
      var at = r(0...0.2)
      var events = [
        EventSpec(
          at: at, pan: Point(x: r(-50...450), y: r(-20...20)), velocity: pick([nil, Point(x: r(-900...900), y: 0)]))
      ]
      // A pause never follows a pause; Android's release reads pans given after the last update.
      var paused = false
      var panned = true
      for _ in 0..<Int.random(in: 0...3, using: &g) {
        at += r(0...0.3)
        var choices = [EventSpec(at: at, update: r(0...1)), EventSpec(at: at, pan: Point(x: r(-50...450), y: 0))]
        if uikit, !paused { choices.append(EventSpec(at: at, pause: true)) }
        if pinches { choices.append(EventSpec(at: at, pinch: r(0.2...1.5), pinchVelocity: pick([nil, r(-3...3)]))) }
        let event = pick(choices)
        paused = event.pause != nil
        if event.update != nil { panned = false } else if event.pan != nil { panned = true }
        events.append(event)
      }
      at += r(0...0.3)
      var ends = [EventSpec(at: at, finish: true), EventSpec(at: at, cancel: .model)]
      if model != .androidPredictiveBack || panned { ends.append(EventSpec(at: at, release: true)) }
      if uikit { ends += [EventSpec(at: at, cancel: .style(.rewind)), EventSpec(at: at, cancel: .style(.restart))] }
      events.append(pick(ends))
      let gesture = pick([
        nil, GestureSpec(direction: pick([nil, .right, .left]), distance: pick([nil, r(100...800)])),
      ])
      return ScriptSpec(model: model, gesture: gesture, events: events)
    }
    // A section's completion curve and speed reach every script, so they are drawn only when
    // every script's model takes them (Hero and Flutter Cupertino complete their own way).
    let scripts = (0..<Int.random(in: 1...2, using: &g)).map { _ in script() }
    let takeCompletion = scripts.allSatisfy { ($0.model ?? .uikit).takesCompletionCurveAndSpeed }
    let interactive = pick([
      nil,
      InteractiveSpec(
        completionCurve: takeCompletion ? pick([nil, "easeOut", "linear"]) : nil,
        completionSpeed: takeCompletion ? pick([nil, r(0.5...3)]) : nil,
        scripts: scripts),
    ])
    return TransitionSpec(
      specVersion: TransitionSpec.version, name: "random", operation: .custom, views: views, phases: phases,
      tracks: tracks, actions: actions,
      cancelActions: cancelActions, discontinuities: discontinuities, interactive: interactive)
  }
}

#if canImport(Testing)
  extension TransitionSpec: CustomTestStringConvertible {
    /// The spec file (JSON), as a failing property prints its input: save it and run
    /// `transition-bench check FILE`.
    public var testDescription: String { specFileText }
  }
#endif

extension TransitionSpec {
  /// The spec as the JSON file `transition-bench check` reads (two-space indent, keys in
  /// declaration order).
  public var specFileText: String {
    // try?: a spec's encoding cannot fail (every value is finite text or numbers); the description is a last resort
    // for a message.
    (try? JSONValueEncoder().encode(self).formatted(sortingKeys: false)) ?? "\(self)"
  }
}
