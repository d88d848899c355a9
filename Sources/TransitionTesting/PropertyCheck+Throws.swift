// The property checker of this suite: PropertyBased's `propertyCheck`, with thrown errors recorded.
//
// PropertyBased 2 (Swift 6.2 and later) runs a property's body under `try?`
// (`countIssues` in IssueCounting.swift, x-sheep/swift-property-based 2.x), so an error the body
// throws is neither recorded nor shrunk: the property passes. Every property in this suite goes
// through `checkProperty`, which turns a thrown error into a recorded issue; PropertyBased then sees
// the failure, shrinks the input and prints its seed like any other.

import PropertyBased
import Testing

/// Records `error` as an issue of the running test, saying the property threw it.
@usableFromInline
func recordThrown(_ error: any Error, sourceLocation: SourceLocation) {
  Issue.record(error, "the property threw", sourceLocation: sourceLocation)
}

/// Checks a property over `count` inputs drawn from generators, failing when the body records an
/// issue **or throws**.
///
/// The same as PropertyBased's `propertyCheck(count:input:perform:)`, except that an error thrown
/// by `body` is recorded as an issue (PropertyBased 2 discards it, so a throwing property would
/// pass). The failing input is shrunk and its seed printed as usual.
///
/// - Parameters:
///   - count: How many inputs to draw.
///   - g0: The generator of the body's argument (`input:`); more generators follow, one per argument.
///   - body: The property: records issues with `#expect`, or throws.
///   - isolation: The actor the body runs on (the caller's, by default).
///   - sourceLocation: Where a thrown error and the shrunk input are reported (the call, by
///     default).
public func checkProperty<InA, OutA>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  perform body: (OutA) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: g0,
    perform: { (v0) in
      do { try await body(v0) } catch { recordThrown(error, sourceLocation: sourceLocation) }
    }, isolation: isolation, sourceLocation: sourceLocation)
}

/// See ``checkProperty(count:input:perform:isolation:sourceLocation:)``.
@_documentation(visibility: private)
public func checkProperty<InA, InB, OutA, OutB>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  perform body: (OutA, OutB) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: g0, g1,
    perform: { (v0, v1) in
      do { try await body(v0, v1) } catch { recordThrown(error, sourceLocation: sourceLocation) }
    }, isolation: isolation, sourceLocation: sourceLocation)
}

/// See ``checkProperty(count:input:perform:isolation:sourceLocation:)``.
@_documentation(visibility: private)
public func checkProperty<InA, InB, InC, OutA, OutB, OutC>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>,
  perform body: (OutA, OutB, OutC) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: g0, g1, g2,
    perform: { (v0, v1, v2) in
      do { try await body(v0, v1, v2) } catch { recordThrown(error, sourceLocation: sourceLocation) }
    }, isolation: isolation, sourceLocation: sourceLocation)
}

/// See ``checkProperty(count:input:perform:isolation:sourceLocation:)``.
@_documentation(visibility: private)
public func checkProperty<InA, InB, InC, InD, OutA, OutB, OutC, OutD>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>,
  _ g3: Generator<OutD, some Sequence<InD>>,
  perform body: (OutA, OutB, OutC, OutD) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: g0, g1, g2, g3,
    perform: { (v0, v1, v2, v3) in
      do { try await body(v0, v1, v2, v3) } catch { recordThrown(error, sourceLocation: sourceLocation) }
    }, isolation: isolation, sourceLocation: sourceLocation)
}

/// See ``checkProperty(count:input:perform:isolation:sourceLocation:)``.
@_documentation(visibility: private)
public func checkProperty<InA, InB, InC, InD, InE, OutA, OutB, OutC, OutD, OutE>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>,
  _ g3: Generator<OutD, some Sequence<InD>>,
  _ g4: Generator<OutE, some Sequence<InE>>,
  perform body: (OutA, OutB, OutC, OutD, OutE) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: g0, g1, g2, g3, g4,
    perform: { (v0, v1, v2, v3, v4) in
      do { try await body(v0, v1, v2, v3, v4) } catch { recordThrown(error, sourceLocation: sourceLocation) }
    }, isolation: isolation, sourceLocation: sourceLocation)
}

/// See ``checkProperty(count:input:perform:isolation:sourceLocation:)``.
@_documentation(visibility: private)
public func checkProperty<InA, InB, InC, InD, InE, InF, OutA, OutB, OutC, OutD, OutE, OutF>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>,
  _ g3: Generator<OutD, some Sequence<InD>>,
  _ g4: Generator<OutE, some Sequence<InE>>,
  _ g5: Generator<OutF, some Sequence<InF>>,
  perform body: (OutA, OutB, OutC, OutD, OutE, OutF) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: g0, g1, g2, g3, g4, g5,
    perform: { (v0, v1, v2, v3, v4, v5) in
      do { try await body(v0, v1, v2, v3, v4, v5) } catch { recordThrown(error, sourceLocation: sourceLocation) }
    }, isolation: isolation, sourceLocation: sourceLocation)
}

/// See ``checkProperty(count:input:perform:isolation:sourceLocation:)``.
@_documentation(visibility: private)
public func checkProperty<InA, InB, InC, InD, InE, InF, InG, OutA, OutB, OutC, OutD, OutE, OutF, OutG>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>,
  _ g3: Generator<OutD, some Sequence<InD>>,
  _ g4: Generator<OutE, some Sequence<InE>>,
  _ g5: Generator<OutF, some Sequence<InF>>,
  _ g6: Generator<OutG, some Sequence<InG>>,
  perform body: (OutA, OutB, OutC, OutD, OutE, OutF, OutG) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: g0, g1, g2, g3, g4, g5, g6,
    perform: { (v0, v1, v2, v3, v4, v5, v6) in
      do { try await body(v0, v1, v2, v3, v4, v5, v6) } catch { recordThrown(error, sourceLocation: sourceLocation) }
    }, isolation: isolation, sourceLocation: sourceLocation)
}

/// See ``checkProperty(count:input:perform:isolation:sourceLocation:)``.
@_documentation(visibility: private)
public func checkProperty<InA, InB, InC, InD, InE, InF, InG, InH, OutA, OutB, OutC, OutD, OutE, OutF, OutG, OutH>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>,
  _ g3: Generator<OutD, some Sequence<InD>>,
  _ g4: Generator<OutE, some Sequence<InE>>,
  _ g5: Generator<OutF, some Sequence<InF>>,
  _ g6: Generator<OutG, some Sequence<InG>>,
  _ g7: Generator<OutH, some Sequence<InH>>,
  perform body: (OutA, OutB, OutC, OutD, OutE, OutF, OutG, OutH) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: g0, g1, g2, g3, g4, g5, g6, g7,
    perform: { (v0, v1, v2, v3, v4, v5, v6, v7) in
      do { try await body(v0, v1, v2, v3, v4, v5, v6, v7) } catch {
        recordThrown(error, sourceLocation: sourceLocation)
      }
    }, isolation: isolation, sourceLocation: sourceLocation)
}

/// See ``checkProperty(count:input:perform:isolation:sourceLocation:)``.
@_documentation(visibility: private)
public func checkProperty<
  InA, InB, InC, InD, InE, InF, InG, InH, InI, OutA, OutB, OutC, OutD, OutE, OutF, OutG, OutH, OutI
>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>,
  _ g3: Generator<OutD, some Sequence<InD>>,
  _ g4: Generator<OutE, some Sequence<InE>>,
  _ g5: Generator<OutF, some Sequence<InF>>,
  _ g6: Generator<OutG, some Sequence<InG>>,
  _ g7: Generator<OutH, some Sequence<InH>>,
  _ g8: Generator<OutI, some Sequence<InI>>,
  perform body: (OutA, OutB, OutC, OutD, OutE, OutF, OutG, OutH, OutI) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: g0, g1, g2, g3, g4, g5, g6, g7, g8,
    perform: { (v0, v1, v2, v3, v4, v5, v6, v7, v8) in
      do { try await body(v0, v1, v2, v3, v4, v5, v6, v7, v8) } catch {
        recordThrown(error, sourceLocation: sourceLocation)
      }
    }, isolation: isolation, sourceLocation: sourceLocation)
}

/// See ``checkProperty(count:input:perform:isolation:sourceLocation:)``.
@_documentation(visibility: private)
public func checkProperty<
  InA, InB, InC, InD, InE, InF, InG, InH, InI, InJ, OutA, OutB, OutC, OutD, OutE, OutF, OutG, OutH, OutI, OutJ
>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>,
  _ g3: Generator<OutD, some Sequence<InD>>,
  _ g4: Generator<OutE, some Sequence<InE>>,
  _ g5: Generator<OutF, some Sequence<InF>>,
  _ g6: Generator<OutG, some Sequence<InG>>,
  _ g7: Generator<OutH, some Sequence<InH>>,
  _ g8: Generator<OutI, some Sequence<InI>>,
  _ g9: Generator<OutJ, some Sequence<InJ>>,
  perform body: (OutA, OutB, OutC, OutD, OutE, OutF, OutG, OutH, OutI, OutJ) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: g0, g1, g2, g3, g4, g5, g6, g7, g8, g9,
    perform: { (v0, v1, v2, v3, v4, v5, v6, v7, v8, v9) in
      do { try await body(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9) } catch {
        recordThrown(error, sourceLocation: sourceLocation)
      }
    }, isolation: isolation, sourceLocation: sourceLocation)
}
