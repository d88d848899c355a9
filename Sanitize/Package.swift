// swift-tools-version: 6.2
//
// The ThreadSanitizer check for TransitionMath: the property tests' eight-thread workload
// (Tests/Properties/ConcurrencyWorkload.swift, linked in) as an executable that needs only the
// libraries it exercises. Built and run only by `scripts/sanitize thread` (with
// -sanitize=thread), never by the main package's `swift build`: building the whole test bundle
// with ThreadSanitizer takes about four minutes on two cores, this about one.

import PackageDescription

let package = Package(
  name: "TransitionMathSanitize",
  dependencies: [.package(name: "TransitionMath", path: "..")],
  targets: [
    .executableTarget(
      name: "ConcurrencyCheck",
      dependencies: [
        .product(name: "Curves", package: "TransitionMath"),
        .product(name: "SolverZoo", package: "TransitionMath"),
        .product(name: "Transitions", package: "TransitionMath"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
