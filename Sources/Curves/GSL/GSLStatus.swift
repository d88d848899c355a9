import CGSL

/// A GSL status code (`gsl_errno.h`), with GSL's name for it.
public struct GSLStatus: RawRepresentable, Hashable, Sendable {
  /// The integer GSL returned.
  public let rawValue: Int32

  /// Wraps a GSL status code.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// `GSL_SUCCESS`.
  public static let success = GSLStatus(rawValue: 0)
  /// `GSL_EDOM`: input domain error, e.g. sqrt(−1).
  public static let domain = GSLStatus(rawValue: 1)
  /// `GSL_ERANGE`: output range error, e.g. exp(1e100).
  public static let range = GSLStatus(rawValue: 2)
  /// `GSL_EINVAL`: invalid argument supplied by the caller (for example a root-finding
  /// interval whose endpoints do not straddle zero).
  public static let invalid = GSLStatus(rawValue: 4)
  /// `GSL_EFAILED`: generic failure.
  public static let failed = GSLStatus(rawValue: 5)
  /// `GSL_ENOMEM`: allocation failed.
  public static let noMemory = GSLStatus(rawValue: 8)
  /// `GSL_EBADFUNC`: the user's function returned Inf or NaN.
  public static let badFunction = GSLStatus(rawValue: 9)
  /// `GSL_EMAXITER`: the iteration limit was exceeded.
  public static let maxIterations = GSLStatus(rawValue: 11)
  /// `GSL_EZERODIV`: division by zero (for example a zero derivative in Newton's method).
  public static let zeroDivision = GSLStatus(rawValue: 12)
  /// `GSL_EBADTOL`: the requested tolerance is invalid.
  public static let badTolerance = GSLStatus(rawValue: 13)
  /// `GSL_ETOL`: the requested tolerance could not be reached.
  public static let tolerance = GSLStatus(rawValue: 14)
  /// `GSL_EROUND`: failure because of round-off error.
  public static let roundOff = GSLStatus(rawValue: 18)
  /// `GSL_ESING`: an apparent singularity was detected.
  public static let singularity = GSLStatus(rawValue: 21)
  /// `GSL_EDIVERGE`: the integral or series is divergent.
  public static let divergent = GSLStatus(rawValue: 22)

  /// GSL's symbolic name (`GSL_EINVAL`, …), or `GSL status N` for a code it does not name.
  public var name: String {
    let names: [Int32: String] = [
      -2: "GSL_CONTINUE", -1: "GSL_FAILURE", 0: "GSL_SUCCESS", 1: "GSL_EDOM", 2: "GSL_ERANGE",
      3: "GSL_EFAULT", 4: "GSL_EINVAL", 5: "GSL_EFAILED", 6: "GSL_EFACTOR", 7: "GSL_ESANITY",
      8: "GSL_ENOMEM", 9: "GSL_EBADFUNC", 10: "GSL_ERUNAWAY", 11: "GSL_EMAXITER",
      12: "GSL_EZERODIV", 13: "GSL_EBADTOL", 14: "GSL_ETOL", 15: "GSL_EUNDRFLW",
      16: "GSL_EOVRFLW", 17: "GSL_ELOSS", 18: "GSL_EROUND", 19: "GSL_EBADLEN", 20: "GSL_ENOTSQR",
      21: "GSL_ESING", 22: "GSL_EDIVERGE", 23: "GSL_EUNSUP", 24: "GSL_EUNIMPL", 25: "GSL_ECACHE",
      26: "GSL_ETABLE", 27: "GSL_ENOPROG", 28: "GSL_ENOPROGJ", 29: "GSL_ETOLF", 30: "GSL_ETOLX",
      31: "GSL_ETOLG", 32: "GSL_EOF",
    ]
    return names[rawValue] ?? "GSL status \(rawValue)"
  }

  /// GSL's generic description of the code (`gsl_strerror`).
  public var summary: String {
    String(cString: gsl_strerror(rawValue))
  }
}
