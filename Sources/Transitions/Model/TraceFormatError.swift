/// Why a trace row or file is not in the trace format.
public struct TraceFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong and what is allowed.
  public var description: String

  package init(_ description: String) { self.description = description }
}
