// swift-tools-version: 6.2
//
// libFuzzer targets for TransitionMath: an eval line, a timing-curve string, a CSS easing function
// (steps(), linear(), a cubic), a transition spec, a recording file (CSV or trace events), two CSS
// transform values, a solver's answers to `conform`, SVG path data.
// Built and run only by scripts/fuzz (with -sanitize=fuzzer,address), never by the main package's
// `swift build`. Each target exports LLVMFuzzerTestOneInput; libFuzzer provides main.

import PackageDescription

let package = Package(
  name: "TransitionMathFuzz",
  dependencies: [.package(name: "TransitionMath", path: "..")],
  targets: [
    .executableTarget(name: "FuzzEval", dependencies: [.product(name: "Eval", package: "TransitionMath")]),
    .executableTarget(name: "FuzzCurve", dependencies: [.product(name: "Curves", package: "TransitionMath")]),
    .executableTarget(name: "FuzzEasing", dependencies: [.product(name: "Curves", package: "TransitionMath")]),
    .executableTarget(
      name: "FuzzSpec",
      dependencies: [
        .product(name: "Transitions", package: "TransitionMath"), .product(name: "Specs", package: "TransitionMath"),
        .product(name: "JSON", package: "TransitionMath"),
      ]),
    .executableTarget(
      name: "FuzzRecording",
      dependencies: [.product(name: "Transitions", package: "TransitionMath"), .product(name: "Recordings", package: "TransitionMath")]),
    .executableTarget(name: "FuzzTransform", dependencies: [.product(name: "Geometry", package: "TransitionMath")]),
    .executableTarget(name: "FuzzConform", dependencies: [.product(name: "Eval", package: "TransitionMath")]),
    .executableTarget(name: "FuzzPath", dependencies: [.product(name: "Curves", package: "TransitionMath")]),
  ],
  swiftLanguageModes: [.v6]
)
