import Transitions

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Where a failed expectation is reported: the caller's file, line and column, captured by the
/// `expect…` functions' default arguments so a failure points at the test, not at this library.
public struct ExpectationLocation: Sendable {
  /// `#fileID` of the call.
  public var fileID: String
  /// `#filePath` of the call (XCTest reports against it).
  public var filePath: StaticString
  /// `#line` of the call.
  public var line: UInt
  /// `#column` of the call.
  public var column: UInt

  /// The location of a call.
  public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// Records a test failure with `message` at `location`: as a Swift Testing issue inside a
/// `@Test` (the first choice), else as an `XCTFail` inside an XCTest case. Outside any test
/// (a script or a playground) nothing records it; the `expect…` functions still return their
/// report, so a caller can act on `passed` itself.
///
/// The `transitions` shown are kept with the failure as ``FailureArtifacts`` (trace JSON and SVG
/// storyboard each), and the message says where.
func recordFailure(
  _ message: String, at location: ExpectationLocation,
  showing transitions: [(name: String, transition: Transition)] = []
) {
  var message = message
  if !transitions.isEmpty, let kept = FailureArtifacts(transitions).record(at: location) { message += "\n  " + kept }
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line),
          column: Int(location.column)))
      return
    }
  #endif
  #if canImport(XCTest)
    XCTFail(message, file: location.filePath, line: location.line)
  #endif
}
