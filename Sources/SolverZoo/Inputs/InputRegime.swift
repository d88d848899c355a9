/// Which x a solver row's timed loop reads: x the branch predictors cannot have learnt (the
/// default), or the fixed sets read again on every pass.
///
/// A solver that branches on x (a table row, an iteration count, a range check) costs what its
/// mispredictions cost. Read the same 12,000 x pass after pass, and a modern predictor learns much
/// of the sequence (Lemire measured one learning 2,000 fixed values to 0.1 % mispredictions;
/// abseil's nanobenchmark warns of it in its header), so a solver that branches on x measures
/// faster on the repeated sets than on x it has not seen, the more so the more it branches (the
/// README's run gives the ratios). A program animating a curve never shows a solver the same x
/// twice in a row, so ``fresh`` is what the bench measures by default, and ``repeated`` stays
/// beside it, named, so that the difference is shown.
public enum InputRegime: String, Hashable, Sendable, CaseIterable, Codable {
  /// Each pass reads the next window of a pool of at least 2²⁰ seeded draws
  /// (``SolverInputs/freshX(count:seed:)``: uniform, and aimed at the ends as the fixed sets
  /// are), drawn before the timing starts, as criterion's `iter_batched` draws its inputs
  /// outside the timed region: far more x than any predictor holds, and no window read twice in
  /// a row (a long batch of a fast row walks the whole pool more than once).
  case fresh
  /// Every pass reads the same fixed x (``SolverInputs/allX()``, 12,000 values, shuffled with a
  /// fixed seed): the bench's only regime before, and the one the predictors partly learn.
  case repeated
}
