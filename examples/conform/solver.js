// An example solver for `transition-bench conform --command "node examples/conform/solver.js"`:
// reads one request per line, {"id", "curve": [x1, y1, x2, y2], "x"}, and answers
// {"id", "y"} on one line, in order (non-finite numbers as "nan", "inf", "-inf").
// The solver: Newton's method from t = x, kept inside a bisection bracket, to 1e-15 in t, in
// double; x clamped into [0, 1] (policy: clamps).
"use strict";
const readline = require("readline");

function coefficients(p1, p2) {
  const c = 3 * p1, b = 3 * (p2 - p1) - c;
  return [1 - c - b, b, c];
}

function progress(curve, x) {
  if (Number.isNaN(x)) return NaN;
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const [ax, bx, cx] = coefficients(curve[0], curve[2]);
  const [ay, by, cy] = coefficients(curve[1], curve[3]);
  const xOf = (t) => ((ax * t + bx) * t + cx) * t;
  const dxOf = (t) => (3 * ax * t + 2 * bx) * t + cx;
  let lo = 0, hi = 1, t = x;
  for (let i = 0; i < 100 && hi - lo > 1e-15; i++) {
    const err = xOf(t) - x;
    if (err === 0) break;
    if (err < 0) lo = t; else hi = t;
    const slope = dxOf(t);
    let next = slope > 0 ? t - err / slope : NaN;
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    t = next;
  }
  return ((ay * t + by) * t + cy) * t;
}

function number(value) {
  if (Number.isNaN(value)) return "nan";
  if (value === Infinity) return "inf";
  if (value === -Infinity) return "-inf";
  return value;
}

function parse(value) {
  if (value === "nan") return NaN;
  if (value === "inf") return Infinity;
  if (value === "-inf") return -Infinity;
  return value;
}

const out = [];
readline.createInterface({ input: process.stdin }).on("line", (line) => {
  if (line.trim() === "") return;
  const request = JSON.parse(line);
  out.push(JSON.stringify({ id: request.id, y: number(progress(request.curve, parse(request.x))) }));
  if (out.length >= 4096) process.stdout.write(out.splice(0).join("\n") + "\n");
}).on("close", () => {
  if (out.length) process.stdout.write(out.join("\n") + "\n");
});
