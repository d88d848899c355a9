/// A GSL call that did not succeed: the status, the GSL function, and GSL's reason.
///
/// Example: `gsl_root_fsolver_set: GSL_EINVAL (4): endpoints do not straddle y=0`.
public struct GSLError: Error, Hashable, Sendable {
  /// The status GSL returned (or `GSL_EMAXITER` when a wrapper's own iteration limit ran out).
  public let status: GSLStatus
  /// The GSL function (or wrapper loop) that failed.
  public let operation: String
  /// GSL's own reason for this failure when it gave one, else its generic text for the status.
  public let reason: String

  /// Creates an error; the wrappers in this module are the only producers.
  public init(status: GSLStatus, operation: String, reason: String) {
    self.status = status
    self.operation = operation
    self.reason = reason
  }
}

extension GSLError: CustomStringConvertible {
  /// `operation: NAME (code): reason`, for example
  /// `gsl_root_fsolver_set: GSL_EINVAL (4): endpoints do not straddle y=0`.
  public var description: String {
    "\(operation): \(status.name) (\(status.rawValue)): \(reason)"
  }
}
