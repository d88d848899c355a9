// swift-tools-version: 6.2
//
// An outside package that depends on TransitionMath as an app's or a library's package does: its
// own transitions (Sources/MyTransitions) and a test target that proves them with
// TransitionTesting, pins a golden trace with SnapshotTesting and runs a property test with
// PropertyBased; and its own solver (Sources/MySolver) with a benchmark target
// (`swift run my-solver-bench`) and a test, both through the SolverBench library. `scripts/test` builds and tests it against this checkout
// (`swift test --package-path examples/MyTransitions`).
//
// In your own package, depend on the repository instead of a path:
//   .package(url: "https://github.com/OWNER/TransitionMath", branch: "main"),
// and write `package: "TransitionMath"` in the products below. Building it needs GSL and
// pkg-config (Debian: `apt-get install libgsl-dev pkg-config`).

import Foundation
import PackageDescription

// A path dependency's identity is its folder's name (this checkout's, whatever it is called).
let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
let transitionMath = checkout.lastPathComponent.lowercased()

let package = Package(
  name: "MyTransitions",
  products: [
    .library(name: "MyTransitions", targets: ["MyTransitions"]),
    .library(name: "MySolver", targets: ["MySolver"]),
    .executable(name: "my-solver-bench", targets: ["my-solver-bench"]),
  ],
  dependencies: [
    .package(path: checkout.path),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(
      name: "MyTransitions",
      dependencies: [.product(name: "Transitions", package: transitionMath), .product(name: "Specs", package: transitionMath)]),
    // A team's own cubic-bezier solver, and its benchmark target (the SolverBench library:
    // transition-bench's harness, table and results.json for a solver it did not compile).
    .target(
      name: "MySolver",
      dependencies: [
        .product(name: "Curves", package: transitionMath), .product(name: "SolverZoo", package: transitionMath),
        .product(name: "SolverBench", package: transitionMath),
      ]),
    .executableTarget(
      name: "my-solver-bench",
      dependencies: ["MySolver", .product(name: "Curves", package: transitionMath), .product(name: "SolverBench", package: transitionMath)]),
    .testTarget(
      name: "MyTransitionsTests",
      dependencies: [
        "MyTransitions", "MySolver",
        .product(name: "Geometry", package: transitionMath),
        .product(name: "Curves", package: transitionMath),
        .product(name: "SolverZoo", package: transitionMath),
        .product(name: "SolverBench", package: transitionMath),
        .product(name: "Transitions", package: transitionMath),
        .product(name: "Specs", package: transitionMath),
        .product(name: "TransitionTesting", package: transitionMath),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      // The golden traces SnapshotTesting records beside the tests are not sources.
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
