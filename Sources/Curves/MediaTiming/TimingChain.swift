/// A path through a timing hierarchy, outermost first, ending with an animation: for example
/// [window layer, container layer, transition animation]. Speeds multiply along it.
///
/// Layers (duration 0) pass their local time through unwrapped. An outer element with a
/// duration is an animation group: its basic time (after wrapping, mirroring and its optional
/// timing function, which warps its children's time as `CAAnimationGroup` does) becomes the next
/// element's parent time, and where the group is not in effect neither is the chain.
public struct TimingChain: Hashable, Sendable {
  /// The elements, outermost first; the last is the animation.
  public let elements: [MediaTiming]
  /// Per element, the timing function of an animation group (ignored for layers and for the
  /// innermost animation, whose timing function the caller applies to the basic time).
  public let groupTimingFunctions: [CubicTimingFunction?]

  /// A validated chain.
  ///
  /// - Throws: ``TimingError/emptyChain``, or ``TimingError/animationWithoutDuration`` when the
  ///   innermost element has duration 0.
  public init(_ elements: [MediaTiming], groupTimingFunctions: [CubicTimingFunction?]? = nil) throws(TimingError) {
    guard let animation = elements.last else { throw .emptyChain }
    guard animation.duration > 0 else { throw .animationWithoutDuration }
    self.elements = elements
    self.groupTimingFunctions = groupTimingFunctions ?? Array(repeating: nil, count: elements.count)
  }

  /// The time in the innermost element's parent space (a layer's local time) for a root time,
  /// or nil when an enclosing animation group is not in effect.
  public func localTime(fromRoot rootTime: Double) -> Double? {
    var t = rootTime
    for (index, element) in elements.dropLast().enumerated() {
      if element.duration == 0 {
        t = element.localTime(fromParent: t)
      } else {
        guard let basic = element.state(atParentTime: t).basicTime else { return nil }
        if let function = groupTimingFunctions[index] {
          t = element.duration * function.progress(at: basic / element.duration)
        } else {
          t = basic
        }
      }
    }
    return t
  }

  /// The root time for a time in the innermost element's parent space, through the layers
  /// (`convertTime(_:to: nil)`).
  ///
  /// - Throws: ``TimingError/notInvertible(reason:)`` when an element on the way has speed 0 or
  ///   is an animation group (a group's wrapping has no single inverse).
  public func rootTime(fromLocal localTime: Double) throws(TimingError) -> Double {
    var t = localTime
    for element in elements.dropLast().reversed() {
      guard element.duration == 0 else {
        throw .notInvertible(reason: "an animation group wraps time: a child time has many parent times")
      }
      t = try element.parentTime(fromLocal: t)
    }
    return t
  }

  /// The animation's state at a root time.
  public func state(atRootTime rootTime: Double) -> MediaTimingState {
    guard let local = localTime(fromRoot: rootTime) else {
      return MediaTimingState(
        localTime: .nan, activeTime: .nan, iteration: nil, basicTime: nil, phase: .before, inEffect: false)
    }
    return elements[elements.count - 1].state(atParentTime: local)
  }

  /// The product of the speeds of the layers (the slope of local time in root time).
  public var speedProduct: Double {
    elements.dropLast().reduce(1) { $0 * ($1.duration == 0 ? $1.speed : 1) }
  }
}
