import Curves
import Geometry
import SolverZoo

/// An `eval` line that failed, with the interface's `errorKind` (a contract: README §eval).
struct EvalError: Error {
  /// The error kinds of the interface.
  enum Kind: String {
    /// The line is not a JSON object.
    case parse
    /// `op` names no operation.
    case unknownOp
    /// A required field is absent.
    case missingField
    /// A field of the wrong type or shape, or an unknown field.
    case invalidValue
    /// A singular matrix, or speed 0 where an inverse is needed.
    case notInvertible
    /// GSL reported a failure.
    case gsl
    /// Well-formed but outside the mathematics' domain.
    case domain
  }

  var kind: Kind
  var message: String

  static func missing(_ field: String, _ what: String) -> EvalError {
    EvalError(kind: .missingField, message: "missing field \"\(field)\": \(what)")
  }

  static func invalid(_ field: String, _ message: String) -> EvalError {
    EvalError(kind: .invalidValue, message: "field \"\(field)\": \(message)")
  }

  static func domain(_ message: String) -> EvalError {
    EvalError(kind: .domain, message: message)
  }

  /// The library's typed errors, classified.
  init(_ error: CurveError) {
    if case .gsl = error {
      self.init(kind: .gsl, message: error.description)
    } else {
      self.init(kind: .domain, message: error.description)
    }
  }

  init(_ error: SolverError) {
    if case .gsl = error {
      self.init(kind: .gsl, message: error.description)
    } else {
      self.init(kind: .domain, message: error.description)
    }
  }

  init(_ error: GeometryError) {
    switch error {
    case .singularTransform, .singularTransform3D:
      self.init(kind: .notInvertible, message: error.description)
    case .frameNotDefined(let t) where t.determinant == 0:
      self.init(kind: .notInvertible, message: error.description)
    default:
      self.init(kind: .domain, message: error.description)
    }
  }

  init(_ error: TimingError) {
    if case .notInvertible = error {
      self.init(kind: .notInvertible, message: error.description)
    } else {
      self.init(kind: .domain, message: error.description)
    }
  }

  /// Any error a library call threw, classified by its type (typed throws are lost through
  /// `do`/`catch` blocks that mix sources).
  init(wrapping error: any Error) {
    switch error {
    case let error as EvalError: self = error
    case let error as CurveError: self.init(error)
    case let error as SolverError: self.init(error)
    case let error as GeometryError: self.init(error)
    case let error as TimingError: self.init(error)
    default: self.init(kind: .domain, message: "\(error)")
    }
  }

  init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }
}
