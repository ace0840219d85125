// Charts as inline SVG built in the page (no library, no network): bars per day, horizontal bars, a split bar.
// Every bar carries its numbers as a <title> and a data-value, so a reader, a screen reader and a test read them.
"use strict";

const SVG = "http://www.w3.org/2000/svg";

function svgEl(tag, attrs, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) if (v !== undefined && v !== null) node.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== undefined) node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return node;
}

// Columns over time: `series` = [{key, label, color}], each drawn side by side per item; labels every few items.
function columnChart(items, series, labelOf, label) {
  const w = 640, h = 200, pad = { l: 34, r: 8, t: 10, b: 26 };
  const max = Math.max(1, ...items.flatMap((d) => series.map((s) => d[s.key])));
  const slot = (w - pad.l - pad.r) / Math.max(1, items.length);
  const bar = Math.max(1, (slot * 0.8) / series.length);
  const y = (v) => pad.t + (h - pad.t - pad.b) * (1 - v / max);
  const svg = svgEl("svg", { viewBox: `0 0 ${w} ${h}`, role: "img", "aria-label": label, class: "chart-svg" });
  for (const tick of [0, Math.ceil(max / 2), max]) {
    svg.append(svgEl("line", { x1: pad.l, x2: w - pad.r, y1: y(tick), y2: y(tick), stroke: "#e4e7ec" }),
      svgEl("text", { x: pad.l - 4, y: y(tick) + 4, "text-anchor": "end", "font-size": 11, fill: "#5d6778" }, tick));
  }
  const every = Math.ceil(items.length / 8);
  items.forEach((d, i) => {
    series.forEach((s, j) => {
      const v = d[s.key];
      svg.append(svgEl("rect", { x: pad.l + i * slot + slot * 0.1 + j * bar, y: y(v), width: bar, height: y(0) - y(v),
        fill: s.color, class: `bar bar-${s.key}`, "data-label": labelOf(d), "data-value": v }, svgEl("title", {}, `${labelOf(d)} ${s.label}: ${v}`)));
    });
    if (i % every === 0) svg.append(svgEl("text", { x: pad.l + i * slot + slot / 2, y: h - 8, "text-anchor": "middle", "font-size": 11, fill: "#5d6778" }, labelOf(d).slice(5)));
  });
  return svg;
}

// One horizontal bar per item, its value written at its end.
function barChart(items, key, labelOf, color, label) {
  const rowH = 26, w = 640, labelW = 150, h = rowH * items.length + 8;
  const max = Math.max(1, ...items.map((d) => d[key]));
  const svg = svgEl("svg", { viewBox: `0 0 ${w} ${h}`, role: "img", "aria-label": label, class: "chart-svg" });
  items.forEach((d, i) => {
    const v = d[key], len = ((w - labelW - 50) * v) / max, top = 4 + i * rowH;
    svg.append(svgEl("text", { x: labelW - 6, y: top + 16, "text-anchor": "end", "font-size": 12, fill: "#1d2330" }, labelOf(d)),
      svgEl("rect", { x: labelW, y: top + 4, width: Math.max(len, 1), height: rowH - 10, fill: color, class: "bar", "data-label": labelOf(d), "data-value": v },
        svgEl("title", {}, `${labelOf(d)}: ${v}`)),
      svgEl("text", { x: labelW + len + 6, y: top + 16, "font-size": 12, fill: "#5d6778", class: "bar-value" }, v));
  });
  return svg;
}

// Parts of one whole side by side (👍 and 👎), each with its count; an empty whole is one grey bar.
function splitBar(parts, label) {
  const w = 640, h = 34, total = parts.reduce((a, p) => a + p.value, 0);
  const svg = svgEl("svg", { viewBox: `0 0 ${w} ${h}`, role: "img", "aria-label": label, class: "chart-svg" });
  if (!total) { svg.append(svgEl("rect", { x: 0, y: 4, width: w, height: h - 8, fill: "#e4e7ec" })); return svg; }
  let x = 0;
  for (const p of parts) {
    const len = (w * p.value) / total;
    svg.append(svgEl("rect", { x, y: 4, width: len, height: h - 8, fill: p.color, class: `bar bar-${p.key}`, "data-value": p.value },
      svgEl("title", {}, `${p.label}: ${p.value}`)));
    if (len > 30) svg.append(svgEl("text", { x: x + len / 2, y: h / 2 + 4, "text-anchor": "middle", "font-size": 12, fill: "#fff" }, p.value));
    x += len;
  }
  return svg;
}
