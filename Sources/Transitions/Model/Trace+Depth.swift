import Geometry

/// Schema 3: a trace with depth. Its rows are schema 2's columns, unchanged in order and meaning,
/// followed by ``Trace/columns3D``; the file also names its ``Trace/container``.
extension Trace {
  /// The columns schema 3 appends to ``columns``, defined once:
  /// - `m11` … `m44`: `layer.transform`, in `CATransform3D`'s (and CSS `matrix3d()`'s) order;
  ///   `a, b, c, d, tx, ty` are its affine part m11, m12, m21, m22, m41, m42;
  /// - `zPosition`, `anchorPointZ` (points) and `doubleSided` (0 or 1);
  /// - derived from those and the container (a reader checks and recomputes them): `backFace`
  ///   (1 when the view faces away, seen in the container's plane), `culled` (1 when it draws
  ///   nothing because of that: single-sided and facing away), the projected corners `quadX1,
  ///   quadY1` … `quadX4, quadY4` in the container's plane through its sublayer transform (minX
  ///   minY, maxX minY, maxX maxY, minX maxY of the bounds; null when part of the view is at or
  ///   behind the eye and was cut away) and `quadClipped` (0 or 1).
  public static let columns3D = [
    "m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44",
    "zPosition", "anchorPointZ", "doubleSided", "backFace", "culled",
    "quadX1", "quadY1", "quadX2", "quadY2", "quadX3", "quadY3", "quadX4", "quadY4", "quadClipped",
  ]

  /// Whether frames seen in `container` have depth: a container with a sublayer transform, or a
  /// view in some frame with ``ViewState/hasDepth``. A trace with depth is written in schema 3;
  /// any other in schema 2, which every reader of schema 2 reads.
  static func hasDepth(_ frames: [Frame], container: TransitionContainer?) -> Bool {
    if let container, !container.sublayerTransform.isIdentity { return true }
    return frames.contains { $0.views.contains(where: \.hasDepth) }
  }

  /// The schema this trace is written in: 3 when it has depth (``hasDepth``), else 2.
  public var writtenSchemaVersion: Int { hasDepth ? 3 : 2 }

  /// The per-view columns of this trace's rows: ``columns``, then ``columns3D`` in schema 3.
  public var rowColumns: [String] { hasDepth ? Self.columns + Self.columns3D : Self.columns }

  /// The rows of one frame, in ``rowColumns`` order.
  public func rows(of frame: Frame) -> [[Double?]] {
    guard hasDepth else { return frame.views.map(Self.row) }
    let map = container?.sublayerMap ?? .identity
    return frame.views.map { Self.row($0) + Self.row3D($0, through: map) }
  }

  /// A view's row with the schema-3 columns whether or not the trace has depth (``columns``
  /// then ``columns3D``), seen through this trace's container: for comparing a trace with depth
  /// with one without.
  public func rowWithDepth(_ v: ViewState) -> [Double?] {
    Self.row(v) + Self.row3D(v, through: container?.sublayerMap ?? .identity)
  }

  /// A view's schema-3 values, in ``columns3D`` order, seen through `containerMap` (the
  /// container's sublayer map).
  static func row3D(_ v: ViewState, through containerMap: Transform3D) -> [Double?] {
    let projection = v.layer3D.projected(intoSuperlayerThrough: containerMap)
    var quad: [Double?] = Array(repeating: nil, count: 8)
    if !projection.isClipped, projection.vertexCount == 4 {
      for k in 0..<4 {
        let p = projection[vertex: k]
        (quad[2 * k], quad[2 * k + 1]) = (p.x, p.y)
      }
    }
    func flag(_ b: Bool) -> Double { b ? 1 : 0 }
    return v.transform3D.values.map(Optional.some)
      + [v.zPosition, v.anchorPointZ, flag(v.isDoubleSided), flag(projection.showsBackFace), flag(projection.isHidden)]
      + quad + [flag(projection.isClipped)]
  }

  /// Reads the schema-3 part of a row (everything after the 2D columns) into `state`.
  ///
  /// - Throws: a description of what is wrong: a count, a null or non-finite entry, a flag other
  ///   than 0 or 1, or a transform whose affine part is not the row's `a … ty`.
  static func readDepth(_ values: ArraySlice<Double?>, into state: inout ViewState) throws(TraceFormatError) {
    guard values.count == columns3D.count else {
      throw TraceFormatError("a schema-3 row has \(columns.count + columns3D.count) values")
    }
    let row = Array(values)
    func value(_ k: Int) throws(TraceFormatError) -> Double {
      guard let v = row[k] else { throw TraceFormatError("\(columns3D[k]) is null; only the quad columns may be") }
      guard v.isFinite else { throw TraceFormatError("\(columns3D[k]) = \(v) is not finite") }
      return v
    }
    func flag(_ k: Int) throws(TraceFormatError) -> Bool {
      let v = try value(k)
      guard v == 0 || v == 1 else { throw TraceFormatError("\(columns3D[k]) = \(v); it is 0 or 1") }
      return v == 1
    }
    var m: [Double] = []
    for k in 0..<16 { m.append(try value(k)) }
    let transform = Transform3D(m)
    guard transform.affinePart == state.transform else {
      throw TraceFormatError("a, b, c, d, tx, ty must be m11, m12, m21, m22, m41, m42 (the transform's affine part)")
    }
    state.transform3D = transform
    state.zPosition = try value(16)
    state.anchorPointZ = try value(17)
    state.isDoubleSided = try flag(18)
    // Derived: checked, then recomputed by whoever needs them.
    _ = try flag(19)
    _ = try flag(20)
    for k in 21..<29 where row[k] != nil { _ = try value(k) }
    _ = try flag(29)
  }
}

/// The trace file's `container`: `{"bounds": [x, y, w, h], "sublayerTransform": [16 numbers]}`.
struct ContainerRecord: Codable {
  var bounds: Rect
  var sublayerTransform: [Double]

  init(_ container: TransitionContainer) {
    bounds = container.bounds
    sublayerTransform = container.sublayerTransform.values
  }

  func container() throws(TraceFormatError) -> TransitionContainer {
    guard sublayerTransform.count == 16, sublayerTransform.allSatisfy(\.isFinite) else {
      throw TraceFormatError("the container's sublayerTransform is 16 finite numbers, m11 … m44")
    }
    guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.size.width.isFinite, bounds.size.height.isFinite
    else {
      throw TraceFormatError("the container's bounds are 4 finite numbers, [x, y, width, height]")
    }
    return TransitionContainer(bounds: bounds, sublayerTransform: Transform3D(sublayerTransform))
  }
}
