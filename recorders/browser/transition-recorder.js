// transition-recorder.js: records chosen elements every animation frame and gives the CSV that
// `transition-bench compare SPEC --recorded FILE` reads (time_ms, view, left, top, right,
// bottom, alpha). Paste it into a page (or load it with a <script> tag), then:
//
//   const recorder = TransitionRecorder.start({
//     views: { from: document.querySelector('#list'), to: document.querySelector('#detail') },
//     container: document.querySelector('#stage'),  // boxes relative to it (default: the viewport)
//     clock: 'timeline',                              // or 'performance' (see below)
//   });
//   startYourTransition();
//   await recorder.stopAfter(400);                   // ms on the recorder's clock; or recorder.stop()
//   recorder.download('recording.csv');              // or recorder.csv() for the text
//
// Clocks. 'timeline' (the default) stamps each frame with document.timeline.currentTime, the
// time the engine computed that frame's animations for: a faithful recording is then exact to
// the engine's own clock. 'performance' stamps it with performance.now() read inside the frame
// callback, later than the frame's time by a delay that varies frame to frame; `compare` reads
// that variation from the timestamps (its clock jitter) and allows it. Times are milliseconds
// from the moment start() was called (on the same clock), so the recording's start latency is
// what `compare` reports as the latency.
//
// Values. The box of each element is getBoundingClientRect() (the bounding box of its transformed
// border box, what UIKit calls the frame) minus the container's box origin; alpha is its computed
// opacity. Pixels are CSS pixels: with a spec in CSS pixels, no --scale is needed.
//
// Pseudo-elements. A view may be {pseudo: '::view-transition-group(card)', element} (element:
// the originating element, by default document.documentElement), for the boxes of a View
// Transition, which getBoundingClientRect() cannot measure. Its box is read from the computed
// style: the rectangle (0, 0, width, height) mapped by the computed transform about the computed
// transform-origin, its bounding box, minus the container's origin; alpha is its computed opacity.
// A ::view-transition-old(name), -new(name) or -image-pair(name) sits at the top left of its
// group (the UA sheet's inset-block-start: 0, full width; the old and new images keep their
// own aspect ratio, so their height is not the group's), so its box is its own rectangle mapped
// by its transform and then by the group's. The group's transform is in the coordinates of
// the snapshot containing block (the viewport); nested groups (view-transition-group: contain)
// are relative to their parent group and are not composed here. A pseudo-element exists only
// between the transition's `ready` and `finished`; in other frames its computed width is `auto`,
// and the view has no row in that frame (rather than a row of garbage). Chromium reports width
// and height as used sizes, floored to 1/64 px (the transform is not floored).
(function (global) {
  'use strict';

  function now(clock) {
    return clock === 'performance' ? performance.now() : document.timeline.currentTime;
  }

  // A pseudo-element's size and its transform about its transform-origin, from its computed
  // style; null when it does not exist (its width is then `auto`).
  function pseudoGeometry(element, pseudo) {
    const style = getComputedStyle(element, pseudo);
    const width = parseFloat(style.width), height = parseFloat(style.height);
    if (!style.width.endsWith('px') || !Number.isFinite(width) || !Number.isFinite(height)) return null;
    const [ox, oy] = style.transformOrigin.split(' ').map(parseFloat);
    const matrix = new DOMMatrix().translate(ox, oy).multiply(new DOMMatrix(style.transform)).translate(-ox, -oy);
    return { width, height, matrix, alpha: parseFloat(style.opacity) };
  }

  // The box (viewport coordinates) and alpha of a View Transition pseudo-element, or null.
  function measurePseudo(element, pseudo) {
    const own = pseudoGeometry(element, pseudo);
    if (!own) return null;
    let matrix = own.matrix;
    const inGroup = /^::view-transition-(old|new|image-pair)\((.+)\)$/.exec(pseudo);
    if (inGroup) {                                      // placed at the group's top left: compose
      const group = pseudoGeometry(element, `::view-transition-group(${inGroup[2]})`);
      if (!group) return null;
      matrix = group.matrix.multiply(matrix);
    }
    const corners = [[0, 0], [own.width, 0], [0, own.height], [own.width, own.height]]
      .map(([x, y]) => matrix.transformPoint(new DOMPoint(x, y)));
    const xs = corners.map((p) => p.x / p.w), ys = corners.map((p) => p.y / p.w);
    const box = { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
    return [box, own.alpha];
  }

  function start(options) {
    const views = options && options.views;
    if (!views || typeof views !== 'object' || Object.keys(views).length === 0) {
      throw new TypeError('TransitionRecorder.start needs views: {name: element or {pseudo}, …}');
    }
    for (const [name, view] of Object.entries(views)) {
      const pseudo = view && !(view instanceof Element) && typeof view.pseudo === 'string';
      if (!(view instanceof Element) && !pseudo) throw new TypeError(`view ${name} is not an element or {pseudo: '::…'}`);
      if (pseudo && view.element !== undefined && !(view.element instanceof Element)) throw new TypeError(`view ${name}'s element is not an element`);
      if (/[",\n\r]/.test(name)) throw new TypeError(`view name ${JSON.stringify(name)} holds a comma, quote or line break`);
    }
    const clock = options.clock || 'timeline';
    if (clock !== 'timeline' && clock !== 'performance') throw new TypeError(`clock is 'timeline' or 'performance', got ${clock}`);
    const container = options.container || null;
    const origin = now(clock);
    const rows = [];
    let running = true;
    let frames = 0;

    function sample() {
      const t = now(clock) - origin;
      const base = container ? container.getBoundingClientRect() : { left: 0, top: 0 };
      for (const [name, view] of Object.entries(views)) {
        const measured = view instanceof Element
          ? [view.getBoundingClientRect(), parseFloat(getComputedStyle(view).opacity)]
          : measurePseudo(view.element || document.documentElement, view.pseudo);
        if (!measured) continue;                        // the pseudo-element does not exist in this frame
        const [box, alpha] = measured;
        rows.push([t, name, box.left - base.left, box.top - base.top, box.right - base.left, box.bottom - base.top, alpha]);
      }
      frames += 1;
    }

    function frame() {
      if (!running) return;
      sample();
      requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);

    const recorder = {
      clock,
      /** Frames recorded so far. */
      get frames() { return frames; },
      /** Stops recording. */
      stop() { running = false; return recorder; },
      /** Stops once `ms` have passed on the recorder's clock; resolves to the recorder. */
      stopAfter(ms) {
        return new Promise((resolve) => {
          function check() {
            if (now(clock) - origin >= ms) { recorder.stop(); resolve(recorder); } else requestAnimationFrame(check);
          }
          requestAnimationFrame(check);
        });
      },
      /** The CSV text: time_ms, view, left, top, right, bottom, alpha; numbers in full precision. */
      csv() {
        const lines = ['time_ms,view,left,top,right,bottom,alpha'];
        for (const row of rows) lines.push(row.map(String).join(','));
        return lines.join('\n') + '\n';
      },
      /** Saves the CSV as a file (the browser's download). */
      download(filename) {
        const url = URL.createObjectURL(new Blob([recorder.csv()], { type: 'text/csv' }));
        const link = Object.assign(document.createElement('a'), { href: url, download: filename || 'recording.csv' });
        document.body.appendChild(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      },
    };
    return recorder;
  }

  global.TransitionRecorder = { start };
})(typeof window !== 'undefined' ? window : globalThis);
