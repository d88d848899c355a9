/// a·b + c, fused (one rounding) where the build targets a CPU with fused multiply-add, and as a
/// multiply then an add (two roundings) otherwise.
///
/// Swift cannot ask at compile time whether the target CPU has FMA, and
/// `Double.addingProduct(_:_:)` on a target without it becomes a call to libm's `fma` (many
/// times slower than the two instructions it replaces). So the fused form is chosen by the
/// build: always on arm64 (every AArch64 CPU has it), and on x86-64 when the package is built
/// with `-Xswiftc -DTRANSITION_MATH_FMA` together with a target CPU that has it
/// (`-Xswiftc -target-cpu -Xswiftc native`, as `scripts/bench` does on such a machine). Code that
/// uses it for a table must check the table with the same function, so that either build's
/// results are checked as they are computed (`DirectTable` does).
@inlinable @inline(__always)
public func fusedMultiplyAdd(_ a: Double, _ b: Double, _ c: Double) -> Double {
  #if arch(arm64) || TRANSITION_MATH_FMA
    return c.addingProduct(a, b)
  #else
    return a * b + c
  #endif
}

/// ``fusedMultiplyAdd(_:_:_:)`` lane by lane.
@inlinable @inline(__always)
package func fusedMultiplyAddLanes(_ a: SIMD8<Double>, _ b: SIMD8<Double>, _ c: SIMD8<Double>) -> SIMD8<Double> {
  #if arch(arm64) || TRANSITION_MATH_FMA
    return c.addingProduct(a, b)
  #else
    return a * b + c
  #endif
}

/// Whether ``fusedMultiplyAdd(_:_:_:)`` fuses in this build.
package let fusedMultiplyAddIsFused: Bool = {
  #if arch(arm64) || TRANSITION_MATH_FMA
    return true
  #else
    return false
  #endif
}()
