import Geometry

/// The trace file format (schema version 2, and 3 for a trace with depth), the one layout the CLI's `trace --format
/// json`, the golden files and the tests read and write:
///
/// ```json
/// {"schemaVersion": 2, "transition": "slide", "operation": "push", "duration": 0.5, "fps": 60,
///  "views": ["from", "to"], "columns": ["centerX", "centerY", …, "zIndex"],
///  "phases": [{"name": "0", "start": 0, "duration": 0.5}],
///  "frames": [{"t": 0, "phases": [[0, 0]],
///              "views": [[195, 422, 390, 844, 0, 0, 390, 844, 1, 0, 0, 1, 0, 0, 1, 0, 0,
///                         null, null, null, 0, 0, 0], …]}, …]}
/// ```
///
/// Each frame has one row per view with the values of ``Trace/columns`` in order: the view's
/// centre (UIKit's `center`), bounds size, frame (UIKit's `frame`: the bounding box of the
/// transformed bounds, x, y, width, height), transform (a, b, c, d, tx, ty), raw alpha, corner
/// radius, raw shadow opacity, circular mask (centre and radius; null for no mask), tint, hidden
/// (0 or 1) and z-index; and one pair per phase: its time fraction and its progress
/// (``Trace/PhaseSample``). Points and seconds; non-finite numbers as "inf", "-inf", "nan".
///
/// A script's trace (`trace --script NAME`, ``Trace/init(_:script:fps:)``) also has `"script":
/// NAME`, frames at wall times, and in each frame `"tau"`: the transition time shown (null, with
/// no phase pairs, while a restart completion runs).
///
/// The frame columns are derived from centre, size and transform: a reader checks that they are
/// numbers (or all four null: a view wholly at or behind the eye, which draws nothing and whose
/// frame is `CGRect.null`) and recomputes them. Schema 1 (the same without the frame columns and the phases) is
/// still read; its traces have no phases.
///
/// A trace with depth (``hasDepth``: a 3D transform, zPosition, anchorPointZ, a single-sided view,
/// or a container with a sublayer transform) is written in schema 3: the same file with
/// ``columns3D`` appended to every row and a top-level `"container": {"bounds": [x, y, w, h],
/// "sublayerTransform": [16 numbers]}`. Every other trace is written in schema 2, so readers of
/// schema 2 keep reading every 2D trace.
extension Trace: Codable {
  /// The per-view columns of a frame row, defined once.
  public static let columns = [
    "centerX", "centerY", "width", "height", "frameX", "frameY", "frameWidth", "frameHeight", "a", "b", "c", "d", "tx",
    "ty",
    "alpha", "cornerRadius", "shadowOpacity", "maskX", "maskY", "maskRadius", "tint", "hidden", "zIndex",
  ]

  /// The indices of `frameX`, `frameY`, `frameWidth` and `frameHeight` in ``columns``.
  package static let frameColumns = 4...7

  /// Schema 1's per-view columns: ``columns`` without the frame.
  public static let columnsVersion1 = columns.filter { !$0.hasPrefix("frame") }

  /// The newest schema version this code writes: 3 for a trace with depth, 2 otherwise
  /// (``writtenSchemaVersion``).
  public static let schemaVersion = 3
  /// The schema versions this code reads.
  public static let readableVersions = 1...3

  enum CodingKeys: String, CodingKey, CaseIterable {
    case schemaVersion, transition, operation, duration, fps, views, columns, container, phases, script, frames
  }

  struct PhaseRecord: Codable {
    var name: String
    var start: Double
    var duration: Double
  }

  /// One view's row, in ``columns`` order.
  ///
  /// The four frame columns are null when the view draws nothing because all of it is at or
  /// behind the eye (its frame is `Rect.null`, `CGRect.null`, whose origin is infinite), as the
  /// projected corners of ``columns3D`` are.
  public static func row(_ v: ViewState) -> [Double?] {
    let frame = v.frame
    let drawn = !frame.isNull
    return [
      v.center.x, v.center.y, v.size.width, v.size.height,
      drawn ? frame.origin.x : nil, drawn ? frame.origin.y : nil, drawn ? frame.size.width : nil,
      drawn ? frame.size.height : nil,
      v.transform.a, v.transform.b, v.transform.c, v.transform.d, v.transform.tx, v.transform.ty, v.alpha,
      v.cornerRadius,
      v.shadowOpacity, v.mask?.center.x, v.mask?.center.y, v.mask?.radius, v.tint, v.isHidden ? 1 : 0, Double(v.zIndex),
    ]
  }

  /// The view state a row describes, in the columns of `schemaVersion` (``columns`` for 2,
  /// ``columnsVersion1`` for 1).
  ///
  /// - Throws: a description of what is wrong (length, a missing or non-finite value, a hidden
  ///   flag other than 0 or 1, a fractional z-index, a partial mask).
  public static func state(fromRow row: [Double?], schemaVersion: Int = schemaVersion) throws(TraceFormatError)
    -> ViewState
  {
    let names = schemaVersion == 1 ? columnsVersion1 : columns
    guard row.count == names.count else {
      throw TraceFormatError(
        "a row has \(row.count) values; the columns are \(names.count): \(names.joined(separator: ", "))")
    }
    func index(_ name: String) -> Int {
      guard let index = names.firstIndex(of: name) else { preconditionFailure("\(name) is not a trace column") }
      return index
    }
    func value(_ name: String) throws(TraceFormatError) -> Double {
      guard let v = row[index(name)] else {
        throw TraceFormatError("\(name) is null; only the mask columns, or all four frame columns together, may be")
      }
      guard v.isFinite else { throw TraceFormatError("\(name) = \(v) is not finite") }
      return v
    }
    if schemaVersion != 1 {
      // Derived, so not read; but a row must still hold numbers there, or four nulls (nothing drawn).
      let frameNames = ["frameX", "frameY", "frameWidth", "frameHeight"]
      if !frameNames.allSatisfy({ row[index($0)] == nil }) {
        for name in frameNames { _ = try value(name) }
      }
    }
    var state = ViewState(frame: Rect(x: 0, y: 0, width: 0, height: 0))
    state.center = Point(x: try value("centerX"), y: try value("centerY"))
    state.size = Size(width: try value("width"), height: try value("height"))
    state.transform = AffineTransform(
      a: try value("a"), b: try value("b"), c: try value("c"), d: try value("d"), tx: try value("tx"),
      ty: try value("ty"))
    state.alpha = try value("alpha")
    state.cornerRadius = try value("cornerRadius")
    state.shadowOpacity = try value("shadowOpacity")
    switch (row[index("maskX")], row[index("maskY")], row[index("maskRadius")]) {
    case (nil, nil, nil): state.mask = nil
    case (let x?, let y?, let r?) where x.isFinite && y.isFinite && r.isFinite:
      state.mask = CircleMask(center: Point(x: x, y: y), radius: r)
    default: throw TraceFormatError("maskX, maskY and maskRadius must all be finite numbers, or all null (no mask)")
    }
    state.tint = try value("tint")
    let hidden = try value("hidden")
    guard hidden == 0 || hidden == 1 else { throw TraceFormatError("hidden = \(hidden); it is 0 or 1") }
    state.isHidden = hidden == 1
    let z = try value("zIndex")
    guard let zIndex = Int(exactly: z) else { throw TraceFormatError("zIndex = \(z) is not an integer") }
    state.zIndex = zIndex
    return state
  }

  /// Writes the trace file format: the schema version (``writtenSchemaVersion``), the transition,
  /// operation, duration, fps, the view names, the columns (``rowColumns``), in schema 3 the
  /// container, the phases, and every frame's time with one pair per phase and one row per view.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    let version = writtenSchemaVersion
    try c.encode(version, forKey: .schemaVersion)
    try c.encode(kind, forKey: .transition)
    try c.encode(operation, forKey: .operation)
    try c.encode(duration, forKey: .duration)
    try c.encode(fps, forKey: .fps)
    try c.encode(viewNames, forKey: .views)
    try c.encode(rowColumns, forKey: .columns)
    if version == 3, let container { try c.encode(ContainerRecord(container), forKey: .container) }
    try c.encode(phases.map { PhaseRecord(name: $0.name, start: $0.start, duration: $0.duration) }, forKey: .phases)
    if let script { try c.encode(script, forKey: .script) }
    try c.encode(
      frames.map { frame in
        FrameRecord(
          t: frame.time, tau: frame.transitionTime, completion: frame.completionProgress, isScript: script != nil,
          phases: frame.phases.map { [$0.fraction, $0.progress] },
          views: rows(of: frame))
      },
      forKey: .frames)
  }

  /// Reads the trace file format, schema 3, 2 or 1.
  ///
  /// - Throws: `DecodingError` when a field is missing or mistyped, the schema version is not 1, 2
  /// or 3, the columns differ from the version's, a schema-3 container is malformed, a frame's row count differs from
  /// the number of
  ///   views (or its phase pairs from the number of phases), a phase pair is not two finite
  ///   numbers, or a row is not a valid view state (the reasons of ``state(fromRow:schemaVersion:)``).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let version = try c.decode(Int.self, forKey: .schemaVersion)
    guard Self.readableVersions.contains(version) else {
      throw DecodingError.dataCorruptedError(
        forKey: .schemaVersion, in: c, debugDescription: "schemaVersion \(version); this tool reads 1, 2 and 3")
    }
    let expectedColumns =
      version == 1 ? Self.columnsVersion1 : version == 2 ? Self.columns : Self.columns + Self.columns3D
    let columns = try c.decode([String].self, forKey: .columns)
    guard columns == expectedColumns else {
      throw DecodingError.dataCorruptedError(
        forKey: .columns, in: c,
        debugDescription:
          "the columns of schema \(version) must be, in order: \(expectedColumns.joined(separator: ", "))")
    }
    let names = try c.decode([String].self, forKey: .views)
    let phases =
      version == 1
      ? []
      : try c.decode([PhaseRecord].self, forKey: .phases).map {
        Phase(name: $0.name, start: $0.start, duration: $0.duration)
      }
    let script = version == 1 ? nil : try c.decodeIfPresent(String.self, forKey: .script)
    var container: TransitionContainer?
    if version == 3, let record = try c.decodeIfPresent(ContainerRecord.self, forKey: .container) {
      do { container = try record.container() } catch {
        throw DecodingError.dataCorruptedError(forKey: .container, in: c, debugDescription: "\(error)")
      }
    }
    let records = try c.decode([FrameRecord].self, forKey: .frames)
    var frames: [Frame] = []
    for (i, record) in records.enumerated() {
      guard record.views.count == names.count else {
        throw DecodingError.dataCorruptedError(
          forKey: .frames, in: c, debugDescription: "frame \(i) has \(record.views.count) rows for \(names.count) views"
        )
      }
      guard script == nil || record.isScript else {
        throw DecodingError.dataCorruptedError(
          forKey: .frames, in: c,
          debugDescription: "frame \(i) of a script's trace has no tau (null while a restart runs)")
      }
      var samples: [PhaseSample] = []
      if version != 1 {
        let pairs = record.phases ?? []
        // A script's frame during a restart completion is no moment of the transition: no pairs
        // (its tau is null, or Hero's own clock).
        let restartFrame = script != nil && pairs.isEmpty
        guard pairs.count == phases.count || restartFrame else {
          throw DecodingError.dataCorruptedError(
            forKey: .frames, in: c,
            debugDescription: "frame \(i) has \(pairs.count) phase pairs for \(phases.count) phases")
        }
        for (k, pair) in pairs.enumerated() {
          guard pair.count == 2, pair.allSatisfy(\.isFinite) else {
            throw DecodingError.dataCorruptedError(
              forKey: .frames, in: c,
              debugDescription:
                "frame \(i), phase \(phases[k].name): a phase pair is [fraction, progress], two finite numbers")
          }
          samples.append(PhaseSample(fraction: pair[0], progress: pair[1]))
        }
      }
      do {
        let views = try record.views.map { row throws(TraceFormatError) in
          guard version == 3 else { return try Self.state(fromRow: row, schemaVersion: version) }
          guard row.count == expectedColumns.count else {
            throw TraceFormatError(
              """
              a row has \(row.count) values; the columns are \(expectedColumns.count): \
              \(expectedColumns.joined(separator: ", "))
              """
            )
          }
          var state = try Self.state(fromRow: Array(row.prefix(Self.columns.count)), schemaVersion: 2)
          try Self.readDepth(row.dropFirst(Self.columns.count), into: &state)
          return state
        }
        frames.append(
          Frame(
            time: record.t, views: views, phases: samples, transitionTime: script == nil ? nil : record.tau,
            completionProgress: script == nil ? nil : record.completion))
      } catch {
        throw DecodingError.dataCorruptedError(forKey: .frames, in: c, debugDescription: "frame \(i): \(error)")
      }
    }
    self.init(
      kind: try c.decode(TransitionKind.self, forKey: .transition),
      operation: try c.decode(TransitionOperation.self, forKey: .operation),
      duration: try c.decode(Double.self, forKey: .duration), fps: try c.decode(Double.self, forKey: .fps),
      viewNames: names, phases: phases,
      script: script, frames: frames, container: container)
  }
}
