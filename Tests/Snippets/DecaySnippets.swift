import Curves
import SpringPlatforms
import Testing

/// The article "Where a flick ends": its snippet, as written there, and the values its comments
/// print.
@Suite struct DecaySnippets {
  @Test func whereAFlickEnds() throws {
    // snippet: WhereAFlickEnds.md
    let android = try AndroidFling(origin: 0, velocity: 1000, density: 2.625)
    let exact = android.destination              // 95.47989... px, after 0.2728 s
    let onDevice = android.platformDestination   // 95.0: mSplineDistance, truncated to whole pixels
    let frame = android.platformSample(at: 0.016).position  // 16.0: a whole pixel at 16 ms

    let uikit = try UIKitDecay(origin: 0, velocity: 1000)
    let rest = uikit.destination                 // 499.4998331664548: −v/(1000·ln 0.998)
    let slide = try DecayProjection.wwdc.distance(velocity: 1000, rate: 0.998)  // 498.99999999999955
    // end snippet
    #expect(abs(exact - 95.47989) < 1e-5 && abs(android.duration - 0.2728) < 5e-5, "\(exact), \(android.duration)")
    #expect(onDevice == 95 && frame == 16)
    #expect(rest == 499.4998331664548 && slide == 498.99999999999955)
  }
}
