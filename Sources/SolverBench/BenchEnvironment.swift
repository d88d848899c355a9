import Foundation

/// The machine a run measured on (results.json's `machine`).
public struct BenchMachine: Codable, Sendable {
  /// The number of processors the process may use (`activeProcessorCount`).
  public var cpus: Int
  /// The CPU's model name, from /proc/cpuinfo ("unknown" where it has none).
  public var model: String
  /// The CPU's vector and fused-multiply-add features that a `-target-cpu native` build can use
  /// (from /proc/cpuinfo: sse4_2, avx, avx2, fma, avx512f, …).
  public var features: [String]?

  /// This machine.
  public static var current: BenchMachine {
    // try?: without /proc/cpuinfo (not Linux, or a sandbox) the model and features are unknown: nil below, never
    // invented.
    let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let lines = info.split(separator: "\n")
    let model =
      lines.first { $0.hasPrefix("model name") }.flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
    let flags = Set(lines.first { $0.hasPrefix("flags") }.map { $0.split(separator: " ").map(String.init) } ?? [])
    let features = ["sse4_2", "avx", "avx2", "fma", "bmi2", "avx512f", "avx512vl"].filter(flags.contains)
    return BenchMachine(cpus: ProcessInfo.processInfo.activeProcessorCount, model: model, features: features)
  }
}

/// How the tool that wrote the file was built (decided at compile time, so it cannot disagree
/// with the binary): `scripts/bench` builds for the machine it runs on.
public struct BenchBuild: Codable, Sendable {
  /// "release" or "debug".
  public var configuration: String
  /// "native" (`-Xswiftc -target-cpu -Xswiftc native`: FMA and AVX where the CPU has them) or
  /// "baseline" (the portable x86-64 default of `swift build`).
  public var targetCPU: String
  /// The `swift build` flags (with `-DTRANSITION_MATH_FMA` where the library's
  /// `fusedMultiplyAdd` fuses).
  public var flags: String

  /// How this binary was built: its configuration, target CPU and flags.
  public static var current: BenchBuild {
    #if DEBUG
      let configuration = "debug"
    #else
      let configuration = "release"
    #endif
    #if TRANSITION_BENCH_NATIVE
      #if TRANSITION_MATH_FMA
        let fma = " -Xswiftc -DTRANSITION_MATH_FMA"
      #else
        let fma = ""
      #endif
      return BenchBuild(
        configuration: configuration, targetCPU: "native",
        flags: "-c \(configuration) -Xswiftc -target-cpu -Xswiftc native -Xswiftc -DTRANSITION_BENCH_NATIVE" + fma)
    #else
      return BenchBuild(configuration: configuration, targetCPU: "baseline", flags: "-c \(configuration)")
    #endif
  }
}
