import Curves
import Geometry

/// How a script's gesture events become progress, and how a release decides between finishing
/// and cancelling, under a ``CompletionModel``.
///
/// A pan's translation (dx, dy) is read along the direction that advances the transition
/// (a = dx for `right`, −dx for `left`, dy for `down`, −dy for `up`):
/// - `uikit` and `hero`: p = a / distance (`UIPercentDrivenInteractiveTransition.update(_:)` with
///   the percent of the container's width or height an app computes, as Hero's examples do:
///   `translation.x / view.bounds.width`); a pinch gives p = (1 − scale)/(1 − ``pinchEndScale``);
/// - `flutterCupertino`: p = a / width (the route's value moves by −Δx/width), horizontal only;
/// - `androidPredictiveBack`: p = ``androidBackProgress(distance:width:)`` of max(0, a), horizontal
///   only.
///
/// A progress outside [0, 1] is clamped to it, as `UIPercentDrivenInteractiveTransition`,
/// Flutter's `AnimationController` and Android's `BackTouchTracker` clamp it, and the replay
/// reports each clamp.
public struct GestureSpecification: Hashable, Sendable {
  /// The direction of travel that advances the transition.
  public enum Direction: String, Codable, Hashable, Sendable, CaseIterable {
    /// Rightwards (a left-edge pan, Flutter's and Android's back swipe left to right).
    case right
    /// Leftwards (a right-edge pan; right-to-left layouts).
    case left
    /// Downwards (a pull-down dismiss).
    case down
    /// Upwards.
    case up

    /// Whether the travel is along x.
    public var isHorizontal: Bool { self == .right || self == .left }

    /// The component of `vector` along this direction.
    public func along(_ vector: Point) -> Double {
      switch self {
      case .right: vector.x
      case .left: -vector.x
      case .down: vector.y
      case .up: -vector.y
      }
    }
  }

  /// The direction that advances the transition (default `right`).
  public var direction: Direction
  /// The points of travel for progress 1 (`uikit` and `hero`; Flutter's route width and
  /// Android's window width for the others). Default: the container's extent along the
  /// direction.
  public var distance: Double
  /// For pinches: the scale at which progress reaches 1 (default 0: p = 1 − scale).
  public var pinchEndScale: Double
  /// The app's release rule (`uikit` and `hero`, which leave it to the app).
  public var release: ReleaseRule
  /// A rubber band between the finger and the view (nil, the default: none), for a pan whose
  /// whole travel is past a scroll view's bound: a stretchy header pulled down from the top, a
  /// sheet pulled past its largest height. The pan's travel x along ``direction`` shows as b(x)
  /// (`RubberBand`: c·x·d/(d + c·|x|)), so progress is b(x)/``distance`` and its rate
  /// b′(x)·v/``distance`` for a finger at v: the velocity a release hands over. (UIKit: the
  /// `contentOffset` a `UIScrollView` shows while dragged past its edge.) Pans only; `uikit`,
  /// `hero` and `uikitAnimator`, whose gestures the app maps.
  public var rubberBand: RubberBand?

  /// A gesture along `direction`, `distance` points for the whole transition.
  public init(
    direction: Direction = .right, distance: Double, pinchEndScale: Double = 0, release: ReleaseRule = ReleaseRule(),
    rubberBand: RubberBand? = nil
  ) {
    (self.direction, self.distance, self.pinchEndScale, self.release) = (direction, distance, pinchEndScale, release)
    self.rubberBand = rubberBand
  }

  /// A gesture along `direction` over the container's extent in that direction.
  public init(
    direction: Direction = .right, container: Size, pinchEndScale: Double = 0, release: ReleaseRule = ReleaseRule()
  ) {
    self.init(
      direction: direction, distance: direction.isHorizontal ? container.width : container.height,
      pinchEndScale: pinchEndScale, release: release)
  }

  /// Android's linear distance, `navigation_edge_action_progress_threshold`: 412 pt (dp).
  public static let androidLinearDistance = 412.0
  /// Android's `back_progress_non_linear_factor`: 0.2.
  public static let androidNonLinearFactor = 0.2
  /// SystemUI's back-arrow trigger, `navigation_edge_action_drag_threshold`: 16 pt (dp).
  public static let androidTriggerDistance = 16.0

  /// Android's back progress for a finger `distance` points past the gesture's start, in a
  /// window `width` points wide (`BackTouchTracker.getProgress`, yaap/frameworks_base at
  /// 3ddcaa00537ad17c17a59c73990d12441d689aaf, core/java/android/window/BackTouchTracker.java,
  /// lines 198–240): with L = min(width, 412) and N = width − L, linear up to L towards the
  /// target L + 0.2·N, then against a target that grows to the width:
  /// - d ≤ L: p = d / (L + 0.2·N);
  /// - d > L: p = d / lerp(L + 0.2·N, width, (d − L)/N);
  /// - L = width (a window 412 pt wide or less): p = d / width;
  ///
  /// clamped to [0, 1] (negative distances give 0).
  public static func androidBackProgress(distance: Double, width: Double) -> Double {
    min(max(androidBackProgressBeforeClamp(distance: distance, width: width), 0), 1)
  }

  /// ``androidBackProgress(distance:width:)`` before its final clamp to [0, 1]
  /// (`MathUtils.constrain`), which a replay reports as a clamp.
  static func androidBackProgressBeforeClamp(distance: Double, width: Double) -> Double {
    let d = max(0, distance)
    let maxDistance = width == 0 ? 1 : width
    let linear = min(maxDistance, androidLinearDistance)
    let progress: Double
    if linear < maxDistance {
      let nonLinear = maxDistance - linear
      let initialTarget = linear + nonLinear * androidNonLinearFactor
      if d <= linear {
        progress = d / initialTarget
      } else {
        let fraction = (d - linear) / nonLinear
        progress = d / (initialTarget + (maxDistance - initialTarget) * fraction)
      }
    } else {
      progress = d / maxDistance
    }
    return progress
  }

  /// The raw progress of a pan with `translation` under `model` (before the clamp).
  ///
  /// - Throws: ``DriverError/invalidParameter(_:)`` for a vertical direction under Flutter's
  ///   or Android's back swipe, which are horizontal.
  public func progress(ofPan translation: Point, model: CompletionModel) throws(DriverError) -> Double {
    let along = direction.along(translation)
    switch model {
    case .uikit, .hero, .uikitAnimator: return (rubberBand?.offset(forDrag: along) ?? along) / distance
    case .flutterCupertino:
      guard rubberBand == nil else { throw Self.ownMapping(model) }
      guard direction.isHorizontal else {
        throw .invalidParameter(
          "Flutter's back swipe is horizontal: direction right or left, not \(direction.rawValue)")
      }
      return along / distance
    case .androidPredictiveBack:
      guard rubberBand == nil else { throw Self.ownMapping(model) }
      guard direction.isHorizontal else {
        throw .invalidParameter(
          "Android's back gesture is horizontal: direction right or left, not \(direction.rawValue)")
      }
      return Self.androidBackProgressBeforeClamp(distance: along, width: distance)
    }
  }

  /// The rate of a pan's progress, per second, for a finger at `velocity` with `translation`:
  /// v/``distance`` along the direction, through the rubber band's slope b′(x) when there is one.
  public func progressVelocity(ofPan translation: Point, velocity: Point) -> Double {
    let v = direction.along(velocity)
    return (rubberBand.map { $0.slope(atDrag: direction.along(translation)) * v } ?? v) / distance
  }

  static func ownMapping(_ model: CompletionModel) -> DriverError {
    .invalidParameter(
      "\(model.rawValue) maps the finger to progress its own way: a rubber band is the app's (uikit, hero)")
  }

  /// A pan's reading for its release: the travel and the finger's velocity along the direction,
  /// and the progress rate (``progressVelocity(ofPan:velocity:)``).
  func panReading(_ translation: Point, _ velocity: Point) -> (distance: Double, velocity: Double, widths: Double) {
    (direction.along(translation), direction.along(velocity), progressVelocity(ofPan: translation, velocity: velocity))
  }

  /// The raw progress of a pinch at `scale` (`uikit` and `hero` only).
  ///
  /// - Throws: ``DriverError/invalidParameter(_:)`` under Flutter's or Android's model.
  public func progress(ofPinch scale: Double, model: CompletionModel) throws(DriverError) -> Double {
    guard model == .uikit || model == .hero || model == .uikitAnimator else {
      throw .invalidParameter("\(model.rawValue) is a horizontal swipe: a pinch does not drive it")
    }
    guard rubberBand == nil else {
      throw .invalidParameter("a rubber band maps a pan's travel in points; a pinch's scale has none")
    }
    return (1 - scale) / (1 - pinchEndScale)
  }
}

/// An app's release rule, for the models that leave the release to the app (UIKit, Hero, the
/// interruptible animator): a fling (|velocity| ≥ ``flingVelocity`` along the gesture) finishes
/// when it moves forwards and cancels when it moves back; otherwise the transition finishes when
/// its progress exceeds ``threshold``, or, with a ``projection``, when the progress the flick
/// would come to rest at does (the fluid-interfaces rule: WWDC 2018 session 803 "Designing Fluid
/// Interfaces" projects the release velocity with the scroll view's deceleration and decides on
/// where the gesture would end, so a quick short flick finishes and a slow long drag may not). The
/// common `UIPercentDrivenInteractiveTransition` pattern: finish past half way, or on a fast
/// enough swipe.
public struct ReleaseRule: Hashable, Sendable {
  /// Finish when progress (or the projected progress) > threshold (default 0.5).
  public var threshold: Double
  /// The fling speed, in the gesture's units per second (points for a pan, scale for a pinch);
  /// nil (the default): position alone decides.
  public var flingVelocity: Double?
  /// Decide on the projected progress, p + the projection of the finger's velocity in progress
  /// per second; nil (the default): on p itself.
  public var projection: ReleaseProjection?

  /// Progress values a release may settle at, increasing, in [0, 1] (a sheet's small, medium and
  /// large; pages), or nil (the default): finish or cancel. With detents the release goes to the
  /// detent nearest the progress (or the projected progress, with a ``projection``; a tie goes
  /// to the larger), and a fling to the next detent in its direction (`UIScrollView` paging).
  /// Detent 1 finishes, 0 cancels, any other settles there (``CompletionModel/uikit`` only).
  public var detents: [Double]?

  /// A rule from its threshold, fling speed, projection and detents.
  public init(
    threshold: Double = 0.5, flingVelocity: Double? = nil, projection: ReleaseProjection? = nil,
    detents: [Double]? = nil
  ) {
    (self.threshold, self.flingVelocity, self.projection, self.detents) = (
      threshold, flingVelocity, projection, detents
    )
  }

  /// The detent a release at progress p goes to: after a fling (`forwards` true or false), the
  /// first detent beyond p that way (else the last that way); otherwise the one nearest `point`.
  static func detent(_ detents: [Double], from p: Double, fling forwards: Bool?, nearest point: Double) -> Double {
    if let forwards {
      return forwards
        ? detents.first(where: { $0 > p }) ?? detents[detents.count - 1]
        : detents.last(where: { $0 < p }) ?? detents[0]
    }
    var best = detents[0]
    for d in detents where abs(d - point) <= abs(best - point) { best = d }
    return best
  }
}

/// How a release projects the finger's velocity: one of the four formulas apps use
/// (`DecayProjection`) at a per-millisecond deceleration rate (default `.wwdc` at 0.998,
/// `UIScrollView.DecelerationRate.normal`, as the WWDC 2018 slide and the sheets that copy it).
public struct ReleaseProjection: Hashable, Sendable {
  /// The formula.
  public var formula: DecayProjection
  /// The deceleration rate per millisecond, in (0, 1).
  public var rate: Double

  /// A projection by `formula` at `rate`.
  public init(formula: DecayProjection = .wwdc, rate: Double = 0.998) { (self.formula, self.rate) = (formula, rate) }

  /// The progress a release at progress p with the finger at `velocity` (progress per second)
  /// projects to: p + the formula's distance.
  ///
  /// - Throws: ``DriverError/invalidParameter(_:)`` for a velocity that is not finite or a rate
  ///   outside (0, 1).
  public func projected(from p: Double, velocity: Double) throws(DriverError) -> Double {
    do { return p + (try formula.distance(velocity: velocity, rate: rate)) } catch {
      throw .invalidParameter("the release projection cannot project: \(error)")
    }
  }
}
