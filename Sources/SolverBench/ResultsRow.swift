import SolverZoo
import TextFormat

/// A row of results.json: one list of columns, from which its JSON keys (with explicit nulls),
/// the CSV header and the CSV cells all come. Reading uses the row's stored properties, whose
/// names are the column names (a test encodes, decodes and re-encodes every row type).
public protocol ResultsRow: Codable {
  /// The columns in order: the JSON keys and the CSV header.
  static var columns: [ResultsColumn<Self>] { get }
}

/// A column: its name (JSON key and CSV header) and how a row's cell is read.
public struct ResultsColumn<Row>: Sendable {
  /// The column's name: its JSON key and CSV header.
  public let name: String
  /// Reads the column's cell from a row.
  public let cell: @Sendable (Row) -> ResultsCell

  /// A column named `name` whose cell `cell` reads.
  public init(_ name: String, _ cell: @escaping @Sendable (Row) -> ResultsCell) {
    self.name = name
    self.cell = cell
  }
}

/// One cell as results.json and the CSV write it: numbers in shortest round-trip form,
/// "inf"/"-inf"/"nan" for the special values, "not measured" as an explicit null (never 0, and
/// never a missing key).
public enum ResultsCell {
  case text(String)
  case integer(Int)
  case number(Double)
  case flag(Bool)
  case optionalNumber(Double?)
  case optionalInteger(Int?)
  case optionalText(String?)
  case optionalFlag(Bool?)

  /// The cell as a CSV field: the number in shortest round-trip form, `null` for a value not
  /// measured.
  public var csv: String {
    switch self {
    case .text(let text): text
    case .integer(let value): "\(value)"
    case .number(let value): Format.number(value)
    case .flag(let value): "\(value)"
    case .optionalNumber(let value): value.map(Format.number) ?? "null"
    case .optionalInteger(let value): value.map { "\($0)" } ?? "null"
    case .optionalText(let value): value ?? "null"
    case .optionalFlag(let value): value.map { "\($0)" } ?? "null"
    }
  }

  /// Writes the cell under `key`: an explicit null for a value not measured, never a missing key.
  public func encode(into container: inout KeyedEncodingContainer<ColumnKey>, forKey key: ColumnKey) throws {
    switch self {
    case .text(let text): try container.encode(text, forKey: key)
    case .integer(let value): try container.encode(value, forKey: key)
    case .number(let value): try container.encode(value, forKey: key)
    case .flag(let value): try container.encode(value, forKey: key)
    case .optionalNumber(let value):
      if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
    case .optionalInteger(let value):
      if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
    case .optionalText(let value):
      if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
    case .optionalFlag(let value):
      if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
    }
  }
}

/// A column's name as a coding key.
public struct ColumnKey: CodingKey {
  /// The column's name.
  public var stringValue: String
  /// Always nil: columns are named, not numbered.
  public var intValue: Int? { nil }
  /// The key of the column named `stringValue`.
  public init(stringValue: String) { self.stringValue = stringValue }
  /// Always nil: columns are named, not numbered.
  public init?(intValue: Int) { nil }
}

extension ResultsRow {
  /// The columns' names: the CSV header.
  public static var columnNames: [String] { columns.map(\.name) }

  /// The row's cells as CSV fields.
  public var csvFields: [String] { Self.columns.map { $0.cell(self).csv } }

  /// Writes every column in order under its name (results.json's keys, nulls explicit).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ColumnKey.self)
    for column in Self.columns {
      try column.cell(self).encode(into: &container, forKey: ColumnKey(stringValue: column.name))
    }
  }
}

/// What a solver row measures: a solver of the zoo, or one of the two floors (one forward
/// evaluation of x(t) and y(t), the yardsticks). Written as the solver's id, "floor" or
/// "floor-scalar".
public enum SolverRowID: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The vectorised floor: one evaluation of x(t) and y(t) per x in a loop the compiler
  /// vectorises (8 lanes in a native AVX-512 build), the throughput limit of the arithmetic.
  case floor
  /// The scalar floor: the same evaluation in the solvers' loop shape, one x at a time with the
  /// same store per x (a barrier keeps the compiler from vectorising it). `× floor` is against it.
  case scalarFloor
  /// A solver of the zoo: written as its id.
  case solver(SolverID)
  /// A solver loaded from a shared library (`--plugin`), by the name its table gives: written
  /// `plugin:<name>`.
  case plugin(String)
  /// The cost of one call through the plugin ABI (a trivial solver, y = x): written `abi-call`.
  case abiCall
  /// A solver of the user's own, timed with the SolverBench library (`SolverBenchmark.add`):
  /// written `custom:<name>`.
  case custom(String)

  /// A floor or the ABI call: a yardstick row, with no accuracy of its own.
  public var isYardstick: Bool { self == .floor || self == .scalarFloor || self == .abiCall }

  /// The solver, or nil for a yardstick, a plugin or a custom solver.
  public var id: SolverID? {
    if case .solver(let id) = self { return id }
    return nil
  }

  /// The name results.json and the tables write: the solver's id, `floor`, `floor-scalar`,
  /// `abi-call`, `plugin:<name>` or `custom:<name>`.
  public var description: String {
    switch self {
    case .floor: "floor"
    case .scalarFloor: "floor-scalar"
    case .solver(let id): id.rawValue
    case .plugin(let name): "plugin:\(name)"
    case .abiCall: "abi-call"
    case .custom(let name): "custom:\(name)"
    }
  }

  /// Reads the name ``description`` writes.
  /// ///
  /// - Throws: `DecodingError.dataCorrupted` naming the text for a name that is no solver id,
  ///   floor, plugin or custom solver.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    if text == "floor" {
      self = .floor
    } else if text == "floor-scalar" {
      self = .scalarFloor
    } else if text == "abi-call" {
      self = .abiCall
    } else if text.hasPrefix("plugin:"), text.count > 7 {
      self = .plugin(String(text.dropFirst(7)))
    } else if text.hasPrefix("custom:"), text.count > 7 {
      self = .custom(String(text.dropFirst(7)))
    } else if let id = SolverID(rawValue: text) {
      self = .solver(id)
    } else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "\(SolverError.unknownSolver(text))"))
    }
  }

  /// Writes ``description``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
