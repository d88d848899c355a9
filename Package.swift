// swift-tools-version: 6.2
//
// TransitionMath: the benchmark and property-testing suite for UI transition math.
// Layout and dependency rules: ARCHITECTURE.md, "Module map" (arrows only point down).

import PackageDescription

// MARK: - Public API

let products: [Product] = [
  .library(name: "Geometry", targets: ["Geometry"]),
  .library(name: "GeometryFoundation", targets: ["GeometryFoundation"]),
  .library(name: "Curves", targets: ["Curves"]),
  .library(name: "SolverZoo", targets: ["SolverZoo"]),
  .library(name: "SpringPlatforms", targets: ["SpringPlatforms"]),
  .library(name: "Transitions", targets: ["Transitions"]),
  .library(name: "Specs", targets: ["Specs"]),
  .library(name: "Recordings", targets: ["Recordings"]),
  .library(name: "JSON", targets: ["JSON"]),
  .library(name: "Eval", targets: ["Eval"]),
  // For users' own test suites: generators, reversal expectations, numeric trace snapshots.
  .library(name: "TransitionTesting", targets: ["TransitionTesting"]),
  // For users' own benchmark targets: time and check a solver of their own beside the zoo's, with
  // transition-bench's harness, table and results.json.
  .library(name: "SolverBench", targets: ["SolverBench"]),
  .executable(name: "transition-bench", targets: ["Bench"]),
]

// MARK: - Dependencies (all available offline on the project's machines)

let dependencies: [Package.Dependency] = [
  // RealModule: elementary functions (sin, cos, atan2, …) without importing Foundation or libc.
  .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
  .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  // Bench only: counts heap allocations when its library is preloaded (LD_PRELOAD).
  .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
  // TransitionTesting and the tests.
  .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  // Only the SnapshotTesting product: InlineSnapshotTesting would build swift-syntax.
  .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  // Bench only: YAML spec files (converted to the JSON module's documents, positions kept).
  .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
  // scripts/docs only: `swift package generate-documentation` (DocC).
  .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
]

let realModule: Target.Dependency = .product(name: "RealModule", package: "swift-numerics")

// MARK: - Implementation

let implementation: [Target] = [
  .systemLibrary(
    name: "CGSL",
    path: "Sources/CGSL",
    pkgConfig: "gsl",
    providers: [.apt(["libgsl-dev"])]
  ),
  // GSL's error handler, replaced by one that records the reason per thread instead of aborting;
  // its state is defined once, in C, so every module that inlines a Curves call reads the same.
  .target(name: "CGSLErrors", dependencies: ["CGSL"]),
  // The C ABI of solver plugins (include/transition_solver.h): Bench loads plugins through it.
  .systemLibrary(name: "CTransitionSolver", path: "include"),
  .target(name: "Geometry", dependencies: [realModule]),
  // The one JSON reader and writer (strict parser with line:column, Codable bridge); no Foundation.
  .target(name: "JSON"),
  .target(name: "GeometryFoundation", dependencies: ["Geometry"]),
  .target(name: "Curves", dependencies: ["Geometry", "CGSL", "CGSLErrors", realModule]),
  // The solver zoo: every way to invert a timing curve that the bench and the tests compare.
  .target(name: "SolverZoo", dependencies: ["Curves", "CGSL", realModule]),
  // Every platform's spring parameters, frame integrators and settling rules.
  .target(name: "SpringPlatforms", dependencies: ["Curves", realModule]),
  // Figures, tables and CSV as every printing module prints them (C's printf, no Foundation).
  .target(name: "TextFormat"),
  .target(name: "Transitions", dependencies: ["Geometry", "Curves", "JSON", "TextFormat", realModule]),
  // The spec format (specVersion 2): reading, building, linting and checking a user's transition.
  .target(name: "Specs", dependencies: ["Transitions", "SpringPlatforms", "Geometry", "Curves", "JSON", realModule]),
  // Recordings from devices and engines: the files, and the comparison with a spec's model.
  .target(name: "Recordings", dependencies: ["Specs", "Transitions", "Geometry", "Curves", "JSON", realModule]),
  // `eval`'s engine (JSON Lines in, one answer per line): Bench's command and the fuzzer use it.
  .target(
    name: "Eval", dependencies: ["Specs", "Transitions", "Geometry", "Curves", "SolverZoo", "SpringPlatforms", "JSON"]),
  // The suite's testing tools as a library (Swift Testing first, XCTest usable): edge-aimed
  // generators, expectReversible/expectContinuous/expectRestoresOnCancel, the numeric snapshot
  // strategy. Built only by what depends on it (never by scripts/bench).
  .target(
    name: "TransitionTesting",
    dependencies: [
      "Geometry", "Curves", "Transitions", "Specs", "JSON", realModule,
      .product(name: "PropertyBased", package: "swift-property-based"),
      .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
    ]
  ),
  // The solver bench as a library: harness, measurement, plugins, the solver table, results.json's
  // solver rows (Bench and users' benchmark targets).
  .target(
    name: "SolverBench",
    dependencies: [
      "Curves", "SolverZoo", "JSON", "TextFormat", "CTransitionSolver", "CScalarBarrier", "CBranchCounter",
    ]
  ),
  // An empty asm that keeps a loop scalar: the scalar floor's loop, in the solvers' shape.
  .target(name: "CScalarBarrier"),
  // The thread's branch mispredictions through perf_event_open (a variadic syscall Swift cannot
  // call), for the solver rows' branch misses per solve.
  .target(name: "CBranchCounter"),
  .executableTarget(
    name: "Bench",
    dependencies: [
      "Geometry", "GeometryFoundation", "Curves", "SolverZoo", "SpringPlatforms", "Transitions", "Specs", "Recordings",
      "JSON", "Eval", "CTransitionSolver", "SolverBench",
      "TextFormat",
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
      // Never linked (the condition names no platform this package builds on): the counter is
      // found at run time when scripts/bench preloads the library (AllocationCounter), so a
      // copied transition-bench starts alone. The dependency stays declared so that SwiftPM
      // resolves the package and `swift build --product MallocInterposerSwift` builds the library.
      .product(name: "MallocInterposerSwift", package: "malloc-interposer", condition: .when(platforms: [.wasi])),
      .product(name: "Yams", package: "Yams"),
    ]
  ),
]

// MARK: - Tests

let tests: [Target] = [
  // The project's own test support on top of TransitionTesting: its tolerances (each with its
  // reason), reference files, malformed specs, the erased solver.
  .target(
    name: "TestSupport",
    dependencies: [
      "Geometry", "Curves", "SolverZoo", "JSON", "TransitionTesting", realModule,
      .product(name: "PropertyBased", package: "swift-property-based"),
    ],
    path: "Tests/Support"
  ),
  .testTarget(
    name: "PropertyTests",
    dependencies: [
      "Geometry", "GeometryFoundation", "Curves", "SolverZoo", "SpringPlatforms", "Transitions", "Specs", "Recordings",
      "JSON", "TestSupport",
      "TransitionTesting", "TextFormat", "CGSL", realModule,
      .product(name: "PropertyBased", package: "swift-property-based"),
      .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
    ],
    path: "Tests/Properties",
    // Read at run time beside the test files (RegressionFile), not bundled.
    exclude: ["Regressions"]
  ),
  .testTarget(
    name: "GoldenTests",
    dependencies: [
      "Geometry", "GeometryFoundation", "Curves", "SolverZoo", "SpringPlatforms", "Transitions", "Specs", "Recordings",
      "JSON", "Eval", "SolverBench", "TestSupport",
      "TransitionTesting",
      .product(name: "PropertyBased", package: "swift-property-based"),
      .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
    ],
    path: "Tests/Golden",
    exclude: ["__Snapshots__", "Reference", "Fixtures"]
  ),
  // Every ```swift block of the README and the DocC articles, as written, with the values its
  // comments print (a coverage test reads both sides).
  .testTarget(
    name: "SnippetTests",
    dependencies: ["Geometry", "Curves", "SolverZoo", "SpringPlatforms", "Transitions", "Specs", "Recordings"],
    path: "Tests/Snippets"
  ),
]

let package = Package(
  name: "TransitionMath",
  products: products,
  dependencies: dependencies,
  targets: implementation + tests,
  swiftLanguageModes: [.v6]
)
