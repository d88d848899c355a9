// swift-tools-version: 6.2
//
// TransitionMath's benchmarks for ordo-one/benchmark (package-benchmark), Swift's own convention
// for benchmarks in CI: the solvers and the transitions, each with thresholds, so that
//
//   swift package --package-path Benchmarks benchmark baseline update main
//   swift package --package-path Benchmarks benchmark baseline check main
//
// fail a pull request whose solve or frame got slower, or started to allocate. A separate package
// (like Fuzz/ and Sanitize/), so that the main package's `swift build` and scripts/test never
// build the benchmark tool. README, "The suite in your CI", says when to use it and when
// `transition-bench` (its ratios against a named baseline inside one run, its accuracy columns).
//
// The "MallocInterposer" trait alone: package-benchmark's default traits also enable its ARC
// runtime interposer on Linux with Swift 6.3, which needs a package not available here.

import PackageDescription

let package = Package(
  name: "TransitionMathBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "TransitionMath", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "SolverBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Curves", package: "TransitionMath"),
        .product(name: "SolverZoo", package: "TransitionMath"),
      ],
      path: "Benchmarks/SolverBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "TransitionBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Curves", package: "TransitionMath"),
        .product(name: "Transitions", package: "TransitionMath"),
      ],
      path: "Benchmarks/TransitionBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
