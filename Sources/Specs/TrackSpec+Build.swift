import Curves
import Geometry
import JSON
import Transitions

extension TrackSpec {
  /// The tracks this spec describes (a frame is two: centre and size).
  func tracks(views: ViewTable, phases: SpecPhases, at path: JSONPath) throws(SpecError) -> [Track] {
    let view = try views.id(self.view, at: path.key("view"))
    let phase = try phases.index(self.phase, at: path.key("phase"))
    let child = try childTiming.map { text throws(SpecError) in try SpecCheck.curve(text, path.key("childTiming")) }
    let start = views.states[view.index]
    if let pathSpec = self.path {
      guard property == nil || property == .center else {
        throw SpecError(path.key("property"), "a path moves the centre: give no property, or \"center\"")
      }
      guard from == nil, to == nil else {
        throw SpecError(path, "a path track takes its points in \"path\", not \"from\"/\"to\"")
      }
      if case .data(let motion) = pathSpec {
        guard paced ?? true else {
          throw SpecError(
            path.key("paced"), "a path given as \"data\" moves by distance (offset-distance): it is always paced")
        }
        let built = try motion.motion(at: path.key("path"))
        return [
          Track(view: view, .motionPath(reversed ?? false ? built.reversed : built), phase: phase, childCurve: child)
        ]
      }
      let elements = try pathSpec.elements(start: start.center, at: path.key("path"))
      do {
        let built = try Path(elements)
        let reversed = self.reversed ?? false
        if paced ?? true {
          return [
            Track(view: view, .path(try PacedSampler(built), reversed: reversed), phase: phase, childCurve: child)
          ]
        }
        return [
          Track(view: view, .pathByParameter(built.segments, reversed: reversed), phase: phase, childCurve: child)
        ]
      } catch {
        throw SpecError(path.key("path"), "\(error)")
      }
    }
    guard paced == nil, reversed == nil else {
      throw SpecError(path, "\"paced\" and \"reversed\" apply to path tracks")
    }
    guard let property else {
      throw SpecError(
        path,
        "a track needs a \"property\" (\(SpecProperty.allCases.map(\.rawValue).joined(separator: ", "))) or a \"path\"")
    }
    guard let to else { throw SpecError(path.key("to"), "a track needs its end value \"to\"") }
    let reader = ValueReader(views: views)
    func track(_ value: Track.Value) -> [Track] { [Track(view: view, value, phase: phase, childCurve: child)] }
    switch property {
    case .center:
      let a = try from.map { v throws(SpecError) in try reader.point(v, at: path.key("from")) } ?? start.center
      return track(.center(a, try reader.point(to, at: path.key("to"))))
    case .size:
      let a = try from.map { v throws(SpecError) in try reader.size(v, at: path.key("from")) } ?? start.size
      return track(.size(a, try reader.size(to, at: path.key("to"))))
    case .frame:
      guard from != nil || start.transform3D == .identity else {
        throw SpecError(
          path.key("from"),
          "the view has a transform, so its frame is not its geometry: give \"from\", or animate center and size")
      }
      let a = try from.map { v throws(SpecError) in try reader.rect(v, at: path.key("from")) } ?? start.frame
      return Track.frame(view, from: a, to: try reader.rect(to, at: path.key("to")), phase: phase, childCurve: child)
    case .transform:
      return track(
        try transformTrack(to: to, start: start, declared: views.lists[view.index], reader: reader, at: path))
    case .zPosition:
      return track(
        .zPosition(
          try reader.number(from, default: start.zPosition, at: path.key("from")),
          try reader.number(to, at: path.key("to"))))
    case .anchorPointZ:
      return track(
        .anchorPointZ(
          try reader.number(from, default: start.anchorPointZ, at: path.key("from")),
          try reader.number(to, at: path.key("to"))))
    case .alpha:
      return track(
        .alpha(
          try reader.number(from, default: start.alpha, at: path.key("from")), try reader.number(to, at: path.key("to"))
        ))
    case .cornerRadius:
      return track(
        .cornerRadius(
          try reader.number(from, default: start.cornerRadius, at: path.key("from")),
          try reader.number(to, at: path.key("to"))))
    case .shadowOpacity:
      return track(
        .shadowOpacity(
          try reader.number(from, default: start.shadowOpacity, at: path.key("from")),
          try reader.number(to, at: path.key("to"))))
    case .tint:
      return track(
        .tint(
          try reader.number(from, default: start.tint, at: path.key("from")), try reader.number(to, at: path.key("to")))
      )
    case .maskRadius:
      guard let mask = start.mask else {
        throw SpecError(path.key("view"), "maskRadius animates a view's mask: \"\(self.view)\" declares no \"mask\"")
      }
      return track(
        .maskRadius(
          center: mask.center, from: try reader.number(from, default: mask.radius, at: path.key("from")),
          to: try reader.number(to, at: path.key("to"))))
    }
  }
}

/// Reads track values by the shape the property needs.
struct ValueReader {
  var views: ViewTable

  func numbers(_ value: SpecValue, _ count: Int, _ shape: String, at path: JSONPath) throws(SpecError) -> [Double] {
    guard case .numbers(let numbers) = value, numbers.count == count else { throw SpecError(path, "expected \(shape)") }
    for (i, n) in numbers.enumerated() { try SpecCheck.finite(n, path.index(i)) }
    return numbers
  }

  func frame(of name: String, at path: JSONPath) throws(SpecError) -> Rect {
    views.states[try views.id(name, at: path.key("frameOf")).index].frame
  }

  func point(_ value: SpecValue, at path: JSONPath) throws(SpecError) -> Point {
    if case .frameOf(let name) = value {
      let r = try frame(of: name, at: path)
      return Point(x: r.midX, y: r.midY)
    }
    let n = try numbers(value, 2, "a point [x, y] or {\"frameOf\": view} (its centre)", at: path)
    return Point(x: n[0], y: n[1])
  }

  func size(_ value: SpecValue, at path: JSONPath) throws(SpecError) -> Size {
    if case .frameOf(let name) = value { return try frame(of: name, at: path).size }
    let n = try numbers(value, 2, "a size [w, h] or {\"frameOf\": view}", at: path)
    guard n[0] >= 0, n[1] >= 0 else { throw SpecError(path, "a size is ≥ 0 in both dimensions") }
    return Size(width: n[0], height: n[1])
  }

  func rect(_ value: SpecValue, at path: JSONPath) throws(SpecError) -> Rect {
    if case .frameOf(let name) = value { return try frame(of: name, at: path) }
    let n = try numbers(value, 4, "a rect [x, y, w, h] or {\"frameOf\": view}", at: path)
    guard n[2] >= 0, n[3] >= 0 else { throw SpecError(path, "a frame's width and height are ≥ 0") }
    return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  func transform(_ value: SpecValue, referenceBox: Size, at path: JSONPath) throws(SpecError) -> ResolvedTransform {
    switch value {
    case .transform(let spec):
      return try SpecCheck.transform(spec, referenceBox: referenceBox, at: path)
    case .numbers(let n) where n.count == 16:
      return try SpecCheck.transform(.matrix3D(Transform3D(n)), referenceBox: referenceBox, at: path)
    default:
      let n = try numbers(
        value, 6,
        """
        a transform: [a, b, c, d, tx, ty], 16 numbers [m11 … m44], {\"translate\", \"scale\", \"rotate\", \
        \"rotate3d\", \"translateZ\", \"perspective\"} or CSS text
        """,
        at: path)
      return .affine(AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
    }
  }

  func number(_ value: SpecValue, at path: JSONPath) throws(SpecError) -> Double {
    guard case .number(let n) = value else { throw SpecError(path, "expected a number") }
    try SpecCheck.finite(n, path)
    return n
  }

  func number(_ value: SpecValue?, default fallback: Double, at path: JSONPath) throws(SpecError) -> Double {
    guard let value else { return fallback }
    return try number(value, at: path)
  }
}

extension PathSpec {
  /// The path's elements, starting at `start` unless the spec gives `from`.
  func elements(start: Point, at path: JSONPath) throws(SpecError) -> [PathElement] {
    switch self {
    case .data(let motion):
      do { return try PathData(motion.data).elements } catch { throw SpecError(path.key("data"), "\(error)") }
    case .quad(let from, let control, let to):
      for (key, p) in [("from", from ?? start), ("control", control), ("to", to)] {
        try SpecCheck.finite(p, path.key("quad").key(key))
      }
      return [.move(to: from ?? start), .quad(control: control, to: to)]
    case .cubic(let from, let c1, let c2, let to):
      for (key, p) in [("from", from ?? start), ("control1", c1), ("control2", c2), ("to", to)] {
        try SpecCheck.finite(p, path.key("cubic").key(key))
      }
      return [.move(to: from ?? start), .cubic(control1: c1, control2: c2, to: to)]
    case .arc(let arc):
      let arcPath = path.key("arc")
      let a = arc.from ?? start
      try SpecCheck.finite(a, arcPath.key("from"))
      try SpecCheck.finite(arc.to, arcPath.key("to"))
      switch arc.style {
      case .hero:
        guard arc.minimumHorizontalAngle == nil, arc.minimumVerticalAngle == nil, arc.maximumAngle == nil else {
          throw SpecError(arcPath, "a hero arc takes \"intensity\"; the angles are for \"android\"")
        }
        let intensity = arc.intensity ?? 1
        try SpecCheck.finite(intensity, arcPath.key("intensity"))
        return ArcPath.hero(from: a, to: arc.to, intensity: intensity)
      case .android:
        guard arc.intensity == nil else {
          throw SpecError(arcPath.key("intensity"), "an android arc takes angles; \"intensity\" is for \"hero\"")
        }
        do {
          return try ArcPath.android(
            from: a, to: arc.to, minimumHorizontalAngle: arc.minimumHorizontalAngle ?? 0,
            minimumVerticalAngle: arc.minimumVerticalAngle ?? 0,
            maximumAngle: arc.maximumAngle ?? 70)
        } catch {
          throw SpecError(arcPath, "\(error)")
        }
      }
    }
  }
}

extension TrackSpec {
  /// A transform track: two 2D ends (6 numbers or 2D parts) animate as a 2D transform, as
  /// before; two lists (CSS text or 3D parts) animate function by function; any other pair, or a
  /// named `interpolation`, animates as two 3D matrices. A missing `from` is the view's declared
  /// transform (its list, when it declared one; `none`, an empty list, when it declared none and
  /// `to` is a list).
  func transformTrack(to: SpecValue, start: ViewState, declared: TransformList?, reader: ValueReader, at path: JSONPath)
    throws(SpecError) -> Track.Value
  {
    let box = start.size
    let b = try reader.transform(to, referenceBox: box, at: path.key("to"))
    let a: ResolvedTransform
    if let from {
      a = try reader.transform(from, referenceBox: box, at: path.key("from"))
    } else if let declared {
      a = .list(declared)
    } else if case .list = b, start.transform3D == .identity {
      // CSS's `none`: the list's functions at their identity, so the track turns as the list says.
      a = .list(TransformList([]))
    } else if let affine = start.transform3D.affine {
      a = .affine(affine)
    } else {
      a = .matrix(start.transform3D)
    }
    var policy = TransformInterpolation.coreAnimation
    if let name = interpolation {
      guard let named = TransformInterpolation(name: name) else {
        throw SpecError(
          path.key("interpolation"),
          "\"\(name)\" is not an interpolation; one of \(TransformInterpolation.names.joined(separator: ", "))")
      }
      policy = named
    }
    switch (a, b) {
    case (.affine(let p), .affine(let q)) where interpolation == nil: return .transform(p, q)
    case (.list(let p), .list(let q)): return .transform3D(TransformAnimation(from: p, to: q, using: policy))
    default: return .transform3D(TransformAnimation(from: a.transform3D, to: b.transform3D, using: policy))
    }
  }
}
