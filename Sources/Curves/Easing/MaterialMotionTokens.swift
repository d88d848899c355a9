/// Material 3's easing tokens (`md.sys.motion.easing.*`), as named easings (`m3-emphasized`, …),
/// and the two on which Material's own sources disagree, under both readings.
///
/// The emphasized curve is a path of two cubics joined at (0.166666, 0.4), which every source
/// gives alike; Compose's `EasingEmphasizedCubicBezier` and material-web's `easing-emphasized`
/// stand in for it with the single cubic (0.2, 0, 0, 1), which is ``standard``. Sources:
/// androidx/androidx compose/material3/…/tokens/MotionTokens.kt ("VERSION: v0_103", read at
/// 16082509), material-components/material-web tokens/versions/v0_192/_md-sys-motion.scss
/// (5a52fe9b), flutter/flutter packages/flutter/lib/src/material/motion.dart (197234c4), and
/// material-components/material-components-android lib/java/com/google/android/material/motion/
/// res/values/tokens.xml ("Version: 34.0.0", 4d371068, unchanged at ac7e18ef), whose
/// emphasized-decelerate x1 is 0.1 and emphasized-accelerate y2 is 0.2 where the others, and that
/// repository's own docs/theming/Motion.md, say 0.05 and 0.15.
public enum MaterialMotionTokens {
  /// `emphasized`: `path(M 0,0 C 0.05, 0, 0.133333, 0.06, 0.166666, 0.4 C 0.208333, 0.82, 0.25, 1, 1, 1)`.
  public static let emphasized = constant(
    "M 0,0 C 0.05, 0, 0.133333, 0.06, 0.166666, 0.4 C 0.208333, 0.82, 0.25, 1, 1, 1")
  /// `emphasized-decelerate`: (0.05, 0.7, 0.1, 1) (Compose, material-web, Flutter, Material's docs).
  public static let emphasizedDecelerate = CubicTimingFunction(validatedX1: 0.05, y1: 0.7, x2: 0.1, y2: 1)
  /// `emphasized-accelerate`: (0.3, 0, 0.8, 0.15) (Compose, material-web, Flutter, Material's docs).
  public static let emphasizedAccelerate = CubicTimingFunction(validatedX1: 0.3, y1: 0, x2: 0.8, y2: 0.15)
  /// MDC-Android's `emphasized-decelerate`: (0.1, 0.7, 0.1, 1), its tokens.xml since v0.71 (2022).
  public static let mdcAndroidEmphasizedDecelerate = CubicTimingFunction(validatedX1: 0.1, y1: 0.7, x2: 0.1, y2: 1)
  /// MDC-Android's `emphasized-accelerate`: (0.3, 0, 0.8, 0.2), its tokens.xml since v0.71 (2022).
  public static let mdcAndroidEmphasizedAccelerate = CubicTimingFunction(validatedX1: 0.3, y1: 0, x2: 0.8, y2: 0.2)
  /// `standard`: (0.2, 0, 0, 1) (the library's `standard` preset is Material 2's (0.4, 0, 0.2, 1)).
  public static let standard = CubicTimingFunction(validatedX1: 0.2, y1: 0, x2: 0, y2: 1)
  /// `standard-decelerate`: (0, 0, 0, 1).
  public static let standardDecelerate = CubicTimingFunction(validatedX1: 0, y1: 0, x2: 0, y2: 1)
  /// `standard-accelerate`: (0.3, 0, 1, 1).
  public static let standardAccelerate = CubicTimingFunction(validatedX1: 0.3, y1: 0, x2: 1, y2: 1)

  /// Every token under the name the easing reader takes, in a fixed order.
  public static let byName: [(name: String, easing: EasingFunction)] = [
    ("m3-emphasized", .path(emphasized)), ("m3-emphasized-decelerate", .cubic(emphasizedDecelerate)),
    ("m3-emphasized-accelerate", .cubic(emphasizedAccelerate)),
    ("mdc-android-emphasized-decelerate", .cubic(mdcAndroidEmphasizedDecelerate)),
    ("mdc-android-emphasized-accelerate", .cubic(mdcAndroidEmphasizedAccelerate)), ("m3-standard", .cubic(standard)),
    ("m3-standard-decelerate", .cubic(standardDecelerate)), ("m3-standard-accelerate", .cubic(standardAccelerate)),
  ]

  /// A token's path, which the tests read (a constant, never user input).
  private static func constant(_ text: String) -> PathEasing {
    do { return try PathEasing(pathData: text) } catch {
      preconditionFailure("Material's \(text) is not an easing: \(error)")
    }
  }
}
