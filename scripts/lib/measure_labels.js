// Injected by scripts/check-report into a copy of a report page (the page itself has no script):
// measures, in the browser's own layout, the box of every label (<text>), point (a circle that is
// a data mark) and legend swatch of
// each chart (<svg data-chart>), and writes them as JSON into a pre element, id label-boxes, for
// check_report.py: which labels overlap, which leave their chart, which series share a colour.
addEventListener("load", () => {
  const charts = [];
  for (const svg of document.querySelectorAll("svg[data-chart]")) {
    if (svg.parentElement.closest("svg[data-chart]")) continue; // a panel inside a chart
    const frame = svg.getBoundingClientRect();
    const labels = [];
    for (const text of svg.querySelectorAll("text")) {
      const r = text.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || !text.textContent.trim()) continue;
      labels.push({ text: text.textContent.trim(), x0: r.left, y0: r.top, x1: r.right, y1: r.bottom });
    }
    const points = [];
    for (const circle of svg.querySelectorAll("circle[data-mark]")) {
      const r = circle.getBoundingClientRect();
      points.push({ x0: r.left, y0: r.top, x1: r.right, y1: r.bottom });
    }
    const swatches = [];
    // A chart of small multiples (panels: <svg> inside it) keys its swatches by panel.
    const panels = [svg, ...svg.querySelectorAll("svg")];
    for (const swatch of svg.querySelectorAll("[data-legend]")) {
      swatches.push({
        label: swatch.getAttribute("data-legend"), color: getComputedStyle(swatch).fill,
        panel: panels.indexOf(swatch.closest("svg")),
      });
    }
    charts.push({
      chart: svg.getAttribute("data-chart"),
      frame: { x0: frame.left, y0: frame.top, x1: frame.right, y1: frame.bottom },
      labels, points, swatches,
    });
  }
  const out = document.createElement("pre");
  out.id = "label-boxes";
  out.textContent = JSON.stringify(charts);
  document.body.appendChild(out);
});
