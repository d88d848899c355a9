import Geometry

/// The trace file format (schema version 1), the one layout the CLI's `trace --format json`, the
/// golden files and the tests read and write:
///
/// ```json
/// {"schemaVersion": 1, "transition": "slide", "operation": "push", "duration": 0.5, "fps": 60,
///  "views": ["from", "to"], "columns": ["centerX", "centerY", …, "zIndex"],
///  "frames": [{"t": 0, "views": [[195, 422, 390, 844, 1, 0, 0, 1, 0, 0, 1, 0, 0, null, null, null, 0, 0, 0], …]}, …]}
/// ```
///
/// Each frame has one row per view with the values of ``Trace/columns`` in order: the view's
/// centre (UIKit's `center`), bounds size, transform (a, b, c, d, tx, ty), raw alpha, corner
/// radius, raw shadow opacity, circular mask (centre and radius; null for no mask), tint, hidden
/// (0 or 1) and z-index. Points and seconds; non-finite numbers as "inf", "-inf", "nan".
extension Trace: Codable {
  /// The per-view columns of a frame row, defined once.
  public static let columns = [
    "centerX", "centerY", "width", "height", "a", "b", "c", "d", "tx", "ty", "alpha", "cornerRadius",
    "shadowOpacity", "maskX", "maskY", "maskRadius", "tint", "hidden", "zIndex",
  ]

  /// The schema version this code reads and writes.
  public static let schemaVersion = 1

  enum CodingKeys: String, CodingKey, CaseIterable {
    case schemaVersion, transition, operation, duration, fps, views, columns, frames
  }

  struct FrameRecord: Codable {
    var t: Double
    var views: [[Double?]]
  }

  /// One view's row, in ``columns`` order.
  public static func row(_ v: ViewState) -> [Double?] {
    [
      v.center.x, v.center.y, v.size.width, v.size.height, v.transform.a, v.transform.b, v.transform.c, v.transform.d,
      v.transform.tx, v.transform.ty, v.alpha, v.cornerRadius, v.shadowOpacity, v.mask?.center.x, v.mask?.center.y,
      v.mask?.radius, v.tint, v.isHidden ? 1 : 0, Double(v.zIndex),
    ]
  }

  /// The view state a row describes.
  ///
  /// - Throws: a description of what is wrong (length, a missing or non-finite value, a hidden
  ///   flag other than 0 or 1, a fractional z-index, a partial mask).
  public static func state(fromRow row: [Double?]) throws(TraceFormatError) -> ViewState {
    guard row.count == columns.count else { throw TraceFormatError("a row has \(row.count) values; the columns are \(columns.count): \(columns.joined(separator: ", "))") }
    func value(_ i: Int) throws(TraceFormatError) -> Double {
      guard let v = row[i] else { throw TraceFormatError("\(columns[i]) is null; only the mask columns may be") }
      guard v.isFinite else { throw TraceFormatError("\(columns[i]) = \(v) is not finite") }
      return v
    }
    var state = ViewState(frame: Rect(x: 0, y: 0, width: 0, height: 0))
    state.center = Point(x: try value(0), y: try value(1))
    state.size = Size(width: try value(2), height: try value(3))
    state.transform = AffineTransform(a: try value(4), b: try value(5), c: try value(6), d: try value(7), tx: try value(8), ty: try value(9))
    state.alpha = try value(10)
    state.cornerRadius = try value(11)
    state.shadowOpacity = try value(12)
    switch (row[13], row[14], row[15]) {
    case (nil, nil, nil): state.mask = nil
    case (let x?, let y?, let r?) where x.isFinite && y.isFinite && r.isFinite: state.mask = CircleMask(center: Point(x: x, y: y), radius: r)
    default: throw TraceFormatError("maskX, maskY and maskRadius must all be finite numbers, or all null (no mask)")
    }
    state.tint = try value(16)
    let hidden = try value(17)
    guard hidden == 0 || hidden == 1 else { throw TraceFormatError("hidden = \(hidden); it is 0 or 1") }
    state.isHidden = hidden == 1
    let z = try value(18)
    guard let zIndex = Int(exactly: z) else { throw TraceFormatError("zIndex = \(z) is not an integer") }
    state.zIndex = zIndex
    return state
  }

  /// Writes the trace file format: schema version 1, the transition, operation, duration, fps, the
  /// view names, ``columns``, and every frame's time with one row per view.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(Self.schemaVersion, forKey: .schemaVersion)
    try c.encode(kind, forKey: .transition)
    try c.encode(operation, forKey: .operation)
    try c.encode(duration, forKey: .duration)
    try c.encode(fps, forKey: .fps)
    try c.encode(viewNames, forKey: .views)
    try c.encode(Self.columns, forKey: .columns)
    try c.encode(frames.map { FrameRecord(t: $0.time, views: $0.views.map(Self.row)) }, forKey: .frames)
  }

  /// Reads the trace file format.
  ///
  /// - Throws: `DecodingError` when a field is missing or mistyped, the schema version is not 1,
  ///   the columns differ from ``columns``, a frame's row count differs from the number of views,
  ///   or a row is not a valid view state (the reasons of ``state(fromRow:)``).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let version = try c.decode(Int.self, forKey: .schemaVersion)
    guard version == Self.schemaVersion else {
      throw DecodingError.dataCorruptedError(forKey: .schemaVersion, in: c, debugDescription: "schemaVersion \(version); this tool reads \(Self.schemaVersion)")
    }
    let columns = try c.decode([String].self, forKey: .columns)
    guard columns == Self.columns else {
      throw DecodingError.dataCorruptedError(forKey: .columns, in: c, debugDescription: "the columns must be, in order: \(Self.columns.joined(separator: ", "))")
    }
    let names = try c.decode([String].self, forKey: .views)
    let records = try c.decode([FrameRecord].self, forKey: .frames)
    var frames: [Frame] = []
    for (i, record) in records.enumerated() {
      guard record.views.count == names.count else {
        throw DecodingError.dataCorruptedError(forKey: .frames, in: c, debugDescription: "frame \(i) has \(record.views.count) rows for \(names.count) views")
      }
      do {
        frames.append(Frame(time: record.t, views: try record.views.map { row throws(TraceFormatError) in try Self.state(fromRow: row) }))
      } catch {
        throw DecodingError.dataCorruptedError(forKey: .frames, in: c, debugDescription: "frame \(i): \(error)")
      }
    }
    self.init(
      kind: try c.decode(TransitionKind.self, forKey: .transition), operation: try c.decode(TransitionOperation.self, forKey: .operation),
      duration: try c.decode(Double.self, forKey: .duration), fps: try c.decode(Double.self, forKey: .fps), viewNames: names, frames: frames)
  }
}

/// Why a trace row or file is not in the trace format.
public struct TraceFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong and what is allowed.
  public var description: String

  init(_ description: String) { self.description = description }
}
