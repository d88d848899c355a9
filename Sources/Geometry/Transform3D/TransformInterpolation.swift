/// How two transforms are interpolated: the decomposition, the mixing of its parts and the
/// recomposition, as one engine (or one specification) does it.
///
/// Every policy decomposes both ends into parts (``DecomposedTransform3D``), mixes them and
/// recomposes; they differ in the decomposition, in how rotations are mixed, and in when they
/// give up and animate discretely. The differences are visible, not last-bit: from the identity
/// to a half turn, ``cssLevel1`` and ``webKit`` turn anticlockwise on screen and ``chromium``
/// clockwise; ``cssLevel2`` goes the long way between rotations more than 180° apart as
/// quaternions; 2D shears (WPT's transform-interpolation-005) match only under ``chromium``.
///
/// Every policy shares three rules, which the engines' animation code (not their matrix code)
/// supplies: fraction 0 and 1 return the ends exactly (keyframe values are shown as they are);
/// fractions outside [0, 1] (an overshooting curve) extrapolate every part with the same formulas
/// (no engine clamps; csswg-drafts #744 is open); and an end that cannot be decomposed (singular,
/// not finite, or so large that its decomposition or the mix overflows the doubles) makes the
/// whole interpolation discrete: `from` below fraction 0.5, `to` from 0.5 on (CSS
/// Transforms, "Interpolation of Matrices").
public enum TransformInterpolation: String, CaseIterable, Hashable, Sendable {
  /// CSS Transforms Level 1 for two 2D matrices: the residual-matrix decomposition (scale, angle,
  /// a 2×2 remainder), angles in (−π, π] with 0 counted as 2π and the short way round
  /// (``AffineTransform/interpolated(to:fraction:)``). For any other pair, the Level 2 algorithm
  /// (``cssLevel2``), as Level 1 directs.
  ///
  /// It matches 25 of WPT's 35 2D `matrix()` expectations (every miss is a shear: the remainder
  /// is lerped, not the shear factor). WebKit's `blend2` is this algorithm, in degrees.
  case cssLevel1 = "css-level-1"

  /// CSS Transforms Level 2 for every pair, 2D or not, as the specification prints it: the 3D
  /// "unmatrix" with the quaternion from ½√max(1 ± rᵢᵢ…, 0) and three sign tests, and its slerp
  /// with **no** shortest-path flip (quaternions more than 180° apart as 4-vectors, q·p < 0, go
  /// the long way), returning `from` when |q·p| = 1 (antipodes, csswg-drafts #896). Recomposed with
  /// the engines' rotation matrix: the specification's is transposed (csswg-drafts #3230).
  /// Gecko follows this slerp (in single precision).
  case cssLevel2 = "css-level-2"

  /// Chromium (Blink and cc): each matrix decomposed on its own, an affine one by the 2D
  /// `Decompose2d` (translation, rotation about z, one xy shear, scale; a flip negates x when
  /// m11 < m22, else y), any other by the 3D unmatrix with Shepperd's quaternion, shears below
  /// FLT_EPSILON snapped to 0 and non-normal numbers failing; parts mixed as `to·t + from·(1 − t)`;
  /// quaternions by a slerp that flips to the shortest path and returns `from` when the half-angle's
  /// sine is below 1e-5. Sources (chromium/chromium): ui/gfx/geometry/transform.cc at 5c96b9d3,
  /// matrix44.cc and quaternion.cc at f24a8e13, transform_util.cc at a8ea66f1.
  ///
  /// Not modelled: Chromium stores a recomposed translation and scale as `Float` (a relative
  /// 6e-8 at most), and keeps a pure 2D scale-and-translate in a separate float form whose
  /// decomposition turns two negative scales into a 180° rotation exactly.
  case chromium

  /// WebKit (Safari): for two affine matrices, `blend2` (CSS Level 1's residual algorithm, as
  /// ``cssLevel1``); otherwise `decompose4`/`blend4`: the 3D unmatrix with Shepperd's quaternion
  /// (the x-largest branch's sign fixed by PR #66969, 2026-06-11), lengths by `hypot`, parts mixed
  /// as `from + (to − from)·t`, and since PR #17162 (2023-08-29) the same flipping slerp as
  /// Chromium. Source: WebKit/WebKit, Source/WebCore/platform/graphics/transforms/
  /// TransformationMatrix.cpp and Quaternion.cpp.
  case webKit = "webkit"

  /// WebKit before PR #17162 (2023-08-29): as ``webKit``, but its slerp lerps the quaternions
  /// without renormalising when they are within 0.05 of each other (q·p > 0.95, rotations less
  /// than about 36° apart), so the in-between matrices are slightly not orthonormal (identity to
  /// rotateX(30°) at 50%: m22 ≈ 0.9665 instead of cos 15° ≈ 0.9659).
  case webKitLegacy = "webkit-legacy"

  /// The policy that models Core Animation's `transform` animations: see the article
  /// "3D and perspective" for the evidence and its limits.
  public static let coreAnimation = TransformInterpolation.webKit

  /// The names a file or a command line gives a policy by: each case's raw value, and
  /// `core-animation` for ``coreAnimation``.
  public static let names = allCases.map(\.rawValue) + ["core-animation"]

  /// The policy named `name` (one of ``names``), or nil.
  public init?(name: String) {
    if name == "core-animation" { self = .coreAnimation; return }
    self.init(rawValue: name)
  }
}
