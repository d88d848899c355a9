import CGSL
import CGSLErrors

/// The Swift face of the GNU Scientific Library: error handling shared by every GSL wrapper.
///
/// GSL's default error handler prints a message and aborts the process. Before the first GSL
/// call, every wrapper in this module calls ``installErrorHandler()``, which replaces that handler exactly
/// once per process (thread-safely: a Swift `static let` is initialised under `swift_once`) with
/// one that only records GSL's reason for the calling thread. Each failing GSL status then
/// surfaces as a ``GSLError`` carrying the status, the operation and GSL's own reason, and the
/// process never aborts.
public enum GSL {
  /// Installed once, on first use, by the runtime's one-time initialisation.
  private static let handlerInstalled: Bool = {
    _ = cgsl_install_recording_handler()
    return true
  }()

  /// Makes sure GSL's aborting error handler is off. Cheap after the first call (one atomic
  /// load); every wrapper calls it before touching GSL, so callers never need to.
  @inline(__always)
  public static func installErrorHandler() {
    _ = handlerInstalled
  }

  /// Whether GSL's aborting handler has been replaced (always true after ``installErrorHandler()``).
  package static var isAbortingHandlerOff: Bool {
    installErrorHandler()
    return cgsl_recording_handler_installed() != 0
  }

  /// Throws a ``GSLError`` unless `status` is `GSL_SUCCESS`.
  ///
  /// - Parameters:
  ///   - status: what the GSL function returned.
  ///   - operation: the GSL function's name, for the message.
  @inline(__always)
  static func check(_ status: Int32, _ operation: StaticString) throws(GSLError) {
    if status != GSL_SUCCESS {
      throw GSLError(status: GSLStatus(rawValue: status), operation: "\(operation)", reason: takeReason(status))
    }
  }

  /// Forgets this thread's recorded reason without building a String (no allocation): for hot
  /// paths that handle a status themselves, such as a polisher falling back to bisection.
  @inline(__always)
  package static func forgetReason() {
    _ = cgsl_take_reason(0)
  }

  /// GSL's recorded reason for `status` on this thread, or its generic text (`gsl_strerror`).
  static func takeReason(_ status: Int32) -> String {
    if let reason = cgsl_take_reason(status) { return String(cString: reason) }
    return String(cString: gsl_strerror(status))
  }
}
