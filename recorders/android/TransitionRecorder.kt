// TransitionRecorder.kt: add to an Android app to record chosen views every frame and write the
// CSV that `transition-bench compare SPEC --recorded FILE --scale <density>` reads.
//
//   val recorder = TransitionRecorder(mapOf("from" to fromView, "to" to toView))
//   recorder.start()
//   startYourTransition()
//   fromView.postDelayed({ File(cacheDir, "push.csv").writeText(recorder.stop()) }, 800)  // then adb pull it
//
// The clock is the Choreographer's frame time (frameTimeNanos, the vsync time that ValueAnimator
// and the framework's animations are computed for), kept by a Choreographer.FrameCallback. The
// values are read in an OnPreDrawListener of the first view's tree, after that frame's animations
// and layout have run and before it is drawn, so each row holds what the frame draws, stamped
// with the frame's time (a FrameCallback alone may run before or after the animation callbacks of
// the same frame). Each row: time_ms (since start()), view, left, top, right, bottom (the
// bounding box of the view's transformed bounds, translation, scale and rotation included, in its
// parent's pixels), alpha. Pass the screen density as `compare --scale` to compare in dp.
// This file is not built or run by the suite (no Android here): its format is tested by comparing
// recorders/android/sample-recording.csv, a file in exactly this format written from the model,
// with recorders/browser/demo/css-push.yaml.
import android.graphics.RectF
import android.view.Choreographer
import android.view.View
import android.view.ViewTreeObserver

class TransitionRecorder(views: Map<String, View>) {
    private val views = views.toSortedMap().toList()
    private val lines = mutableListOf("time_ms,view,left,top,right,bottom,alpha")
    private var origin = -1L
    private var frameTime = 0L
    private var running = false

    init {
        require(views.isNotEmpty()) { "give at least one view" }
        require(views.keys.none { name -> name.any { it in ",\"\n\r" } }) { "a view name holds a comma, quote or line break" }
    }

    private val frameCallback = object : Choreographer.FrameCallback {
        override fun doFrame(frameTimeNanos: Long) {
            if (!running) return
            if (origin < 0) origin = frameTimeNanos
            frameTime = frameTimeNanos
            Choreographer.getInstance().postFrameCallback(this)
        }
    }

    private val preDraw = ViewTreeObserver.OnPreDrawListener {
        if (running && origin >= 0) record()
        true
    }

    /** Starts recording at every frame. */
    fun start() {
        running = true
        Choreographer.getInstance().postFrameCallback(frameCallback)
        views.first().second.viewTreeObserver.addOnPreDrawListener(preDraw)
    }

    /** Stops recording and returns the CSV text. */
    fun stop(): String {
        running = false
        views.first().second.viewTreeObserver.removeOnPreDrawListener(preDraw)
        return lines.joinToString("\n", postfix = "\n")
    }

    private fun record() {
        val t = (frameTime - origin) / 1e6
        for ((name, view) in views) {
            val box = RectF(0f, 0f, view.width.toFloat(), view.height.toFloat())
            view.matrix.mapRect(box)  // translation, scale and rotation about the pivot
            box.offset(view.left.toFloat(), view.top.toFloat())
            lines.add("$t,$name,${box.left},${box.top},${box.right},${box.bottom},${view.alpha}")
        }
    }
}
