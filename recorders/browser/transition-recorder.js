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
(function (global) {
  'use strict';

  function now(clock) {
    return clock === 'performance' ? performance.now() : document.timeline.currentTime;
  }

  function start(options) {
    const views = options && options.views;
    if (!views || typeof views !== 'object' || Object.keys(views).length === 0) {
      throw new TypeError('TransitionRecorder.start needs views: {name: element, …}');
    }
    for (const [name, element] of Object.entries(views)) {
      if (!(element instanceof Element)) throw new TypeError(`view ${name} is not an element`);
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
      for (const [name, element] of Object.entries(views)) {
        const box = element.getBoundingClientRect();
        const alpha = parseFloat(getComputedStyle(element).opacity);
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
