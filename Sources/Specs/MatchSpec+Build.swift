import Geometry
import JSON
import Transitions

extension MatchSpec {
  /// The tracks this match drives: one per role the model has a view for.
  func tracks(views: ViewTable, phases: SpecPhases, at path: JSONPath) throws(SpecError) -> [Track] {
    guard Self.models.contains(model) else {
      throw SpecError(path.key("model"), "unknown model \"\(model)\"; models: \(Self.models.joined(separator: ", "))")
    }
    let phase = try phases.index(self.phase, at: path.key("phase"))
    let fromID = try views.id(from, at: path.key("from")), toID = try views.id(to, at: path.key("to"))
    guard fromID != toID else { throw SpecError(path.key("to"), "a match joins two views; both are \"\(to)\"") }
    let built = try self.model(views.states[fromID.index], views.states[toID.index], at: path)
    var assigned: [(SharedElementTrack.Role, ViewID, String)] = [(.from, fromID, "from"), (.to, toID, "to")]
    let extra: [(SharedElementTrack.Role, String?, String)] = [
      (.container, container, "container"), (.scrim, scrim, "scrim"), (.group, group, "group"),
      (.dimming, dimming, "dimming"),
    ]
    for (role, name, key) in extra {
      guard let name else { continue }
      guard built.roles.contains(role) else {
        throw SpecError(path.key(key), "the model \(model) has no \(key) view")
      }
      let id = try views.id(name, at: path.key(key))
      guard !assigned.contains(where: { $0.1 == id }) else {
        throw SpecError(path.key(key), "\"\(name)\" already plays another role in this match")
      }
      assigned.append((role, id, key))
    }
    var tracks: [Track] = []
    for (role, id, _) in assigned where built.roles.contains(role) {
      do {
        let track = try SharedElementTrack(
          built, role: role, reversed: reversed ?? false, matchedViews: (fromID, toID))
        tracks.append(Track(view: id, .sharedElement(track), phase: phase))
      } catch {
        throw SpecError(path, "\(error)")
      }
    }
    return tracks
  }

  /// The model, from the two views' start geometry in the container's space.
  package func model(_ a: ViewState, _ b: ViewState, at path: JSONPath) throws(SpecError) -> SharedElementTrack.Model {
    try checkOptions(at: path)
    for (state, name, key) in [(a, from, "from"), (b, to, "to")]
    where !(state.size.width > 0 && state.size.height > 0) {
      throw SpecError(
        path.key(key),
        """
        \"\(name)\" has no area (\(state.size.width) × \(state.size.height)): a match morphs between two views of \
        positive size
        """)
    }
    for (state, name, key) in [(a, from, "from"), (b, to, "to")] {
      do { _ = try state.transform3D.strictlyInverted() } catch {
        throw SpecError(
          path.key(key),
          """
          \"\(name)\"'s transform cannot be inverted (a zero scale, or a view turned edge-on): its geometry is not a \
          view's
          """)
      }
    }
    func refuse(_ error: SharedElementError) -> SpecError {
      SpecError(path, "the match of \"\(from)\" and \"\(to)\": \(error)")
    }
    do {
      switch model {
      case "heroMatch":
        func side(_ s: ViewState, _ name: String, _ key: String) throws(SpecError) -> HeroMatch.Side {
          guard let transform = s.transform3D.affine, s.zPosition == 0 else {
            throw SpecError(path.key(key), "Hero animates a 2D transform; \"\(name)\" has a 3D one")
          }
          do {
            return try HeroMatch.Side(
              position: s.center, size: s.size, transform: transform, alpha: min(max(s.alpha, 0), 1))
          } catch { throw refuse(error) }
        }
        let match = HeroMatch(from: try side(a, from, "from"), to: try side(b, to, "to"))
        let order = try Self.choice(order, HeroMatch.ViewOrder.self, .toViewsOnTop, at: path.key("order"))
        let fade = try Self.choice(self.fade, HeroMatch.Fade.self, match.fade(order: order), at: path.key("fade"))
        if let arc { try SpecCheck.finite(arc, path.key("arc")) }
        return .hero(match, fade: fade, arcIntensity: arc)
      case "containerTransform":
        return .containerTransform(
          try ContainerTransform(
            start: try frame(a, from, "from", at: path), end: try frame(b, to, "to", at: path),
            fadeMode: try Self.choice(fadeMode, ContainerTransform.FadeMode.self, .in, at: path.key("fadeMode")),
            fitMode: try Self.choice(fitMode, ContainerTransform.FitMode.self, .auto, at: path.key("fitMode")),
            direction: try Self.choice(direction, ContainerTransform.Direction.self, .auto, at: path.key("direction")),
            pathMotion: try Self.choice(
              pathMotion, ContainerTransform.PathMotion.self, .linear, at: path.key("pathMotion"))))
      case "viewTransition":
        func capture(_ s: ViewState) throws(SharedElementError) -> ViewTransitionGroup.Capture {
          let mapping = Transform3D(translationX: -s.size.width / 2, y: -s.size.height / 2, z: 0)
            .concatenating(s.transform3D)
            .concatenating(Transform3D(translationX: s.center.x, y: s.center.y, z: s.zPosition))
          return try ViewTransitionGroup.Capture(size: s.size, mapping: mapping)
        }
        return .viewTransition(try ViewTransitionGroup(old: capture(a), new: capture(b)))
      case "zoom":
        if let dimmingAlpha { try SpecCheck.finite(dimmingAlpha, path.key("dimmingAlpha")) }
        return .zoom(
          try ZoomTransition(
            source: try frame(a, from, "from", at: path), sourceCornerRadius: a.cornerRadius,
            destination: try frame(b, to, "to", at: path), destinationCornerRadius: b.cornerRadius,
            dimming: dimmingAlpha ?? 0.15))
      default:
        return .matchedGeometry(
          try MatchedGeometry(from: try frame(a, from, "from", at: path), to: try frame(b, to, "to", at: path)))
      }
    } catch let error as SpecError {
      throw error
    } catch let error as SharedElementError {
      throw refuse(error)
    } catch {
      throw SpecError(path, "\(error)")
    }
  }

  /// A view's frame in the container: its transformed bounds' bounding box, refused when part of
  /// it is at or behind the eye (its frame is then not defined).
  func frame(_ s: ViewState, _ name: String, _ key: String, at path: JSONPath) throws(SpecError) -> Rect {
    if s.transform3D.isAffine { return s.frame }
    let projection = s.layer3D.projected()
    guard !projection.isClipped, projection.vertexCount == 4 else {
      throw SpecError(path.key(key), "\"\(name)\" is partly at or behind the eye: its frame is not defined")
    }
    return projection.frame
  }

  /// Each option belongs to one model; another model's option is an error, not ignored.
  func checkOptions(at path: JSONPath) throws(SpecError) {
    let owners: [(String, Bool)] = [
      ("fade", fade != nil), ("order", order != nil), ("arc", arc != nil), ("fadeMode", fadeMode != nil),
      ("fitMode", fitMode != nil), ("direction", direction != nil), ("pathMotion", pathMotion != nil),
      ("dimmingAlpha", dimmingAlpha != nil),
    ]
    let allowed: [String: Set<String>] = [
      "heroMatch": ["fade", "order", "arc"], "containerTransform": ["fadeMode", "fitMode", "direction", "pathMotion"],
      "zoom": ["dimmingAlpha"],
    ]
    for (key, given) in owners where given && !(allowed[model]?.contains(key) ?? false) {
      throw SpecError(path.key(key), "\"\(key)\" is not an option of the model \(model)")
    }
  }

  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ text: String?, _ type: Choice.Type, _ fallback: Choice, at path: JSONPath
  ) throws(SpecError) -> Choice where Choice.RawValue == String {
    guard let text else { return fallback }
    guard let value = Choice(rawValue: text) else {
      throw SpecError(
        path, "\"\(text)\" is not one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return value
  }
}
