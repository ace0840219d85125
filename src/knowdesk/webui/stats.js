// The admin view (admins only): questions per day, answer rate, 👍/👎, per base and area, top hot questions
// and top unanswered questions, from GET /stats; the charts are inline SVG (charts.js).
"use strict";

const $ = (id) => document.getElementById(id);
const pct = (x) => (x === null || x === undefined ? "–" : `${Math.round(x * 100)}%`);

function rows(tbody, items, cells) {
  tbody.replaceChildren(...(items.length ? items.map((d, i) => el("tr", {}, ...cells(d, i).map((c) => el("td", {}, c))))
    : [el("tr", {}, el("td", { colspan: 6, class: "muted" }, t("noData")))]));
}

function tile(key, value, note) {
  return el("div", { class: "tile", "data-key": key }, el("div", { class: "tile-value" }, value), el("div", { class: "muted" }, t(key)),
    note ? el("div", { class: "muted" }, note) : null);
}

function show(s) {
  const tt = s.totals;
  $("stats-range").textContent = t("statsRange", { since: s.since, until: s.until });
  $("stats-totals").replaceChildren(
    tile("questionsN", tt.questions), tile("answerRate", pct(tt.answer_rate), t("answeredOf", { a: tt.answered, n: tt.questions })),
    tile("goodShare", pct(tt.good_share), `👍 ${tt.good} · 👎 ${tt.bad}`),
    tile("gapAsks", tt.gap_asks, t("gapsOpen", { n: tt.gaps.open, m: tt.gaps.answerable })));
  $("stats-empty").classList.toggle("hidden", tt.questions > 0 || tt.gap_asks > 0);
  $("chart-days").replaceChildren(columnChart(s.per_day, [
    { key: "questions", label: t("questionsN"), color: "#2f6fed" }, { key: "answered", label: t("answeredN"), color: "#12805c" },
  ], (d) => d.day, t("perDay")), el("p", { class: "legend muted" }, el("span", { class: "key key-q" }), t("questionsN"), " ",
    el("span", { class: "key key-a" }), t("answeredN")));
  const reasons = Object.entries(tt.bad_reasons).map(([k, n]) => `${tOr(`why_${k}`, k)} ${n}`).join(" · ");
  $("chart-votes").replaceChildren(splitBar([
    { key: "good", label: "👍", value: tt.good, color: "#12805c" }, { key: "bad", label: "👎", value: tt.bad, color: "#b42318" },
  ], t("votes")), el("p", { class: "muted", id: "vote-reasons" }, tt.good + tt.bad ? `👍 ${tt.good} · 👎 ${tt.bad}${reasons ? ` (${reasons})` : ""}` : t("noVotes")));
  $("chart-kbs").replaceChildren(s.per_kb.length ? barChart(s.per_kb, "questions", (d) => d.kb, "#2f6fed", t("perKb")) : "");
  const slice = (key) => (d) => [d[key] || t("noArea"), d.questions, pct(d.answer_rate), d.good, d.bad, d.gap_asks];
  rows($("table-kbs").querySelector("tbody"), s.per_kb, slice("kb"));
  rows($("table-areas").querySelector("tbody"), s.per_area, slice("area"));
  rows($("table-hot").querySelector("tbody"), s.top_hot, (q, i) => [i + 1, q.question, q.calls, q.area || t("noArea"), q.kbs.join(", ")]);
  rows($("table-gaps").querySelector("tbody"), s.top_gaps, (g, i) => [i + 1, el("a", { href: `gaps.html#${g.id}` }, g.question),
    t("askedOf", { n: g.asked, m: g.count }), g.kb, g.area || t("noArea"), tOr(`gs_${g.status}`, g.status)]);
}

async function load() {
  const q = new URLSearchParams({ days: $("stats-days").value });
  if ($("stats-kb").value) q.set("kb", $("stats-kb").value);
  try { show(await api(`/stats?${q}`)); } catch (e) { showError(describe(e)); }
}

async function main() {
  const me = await signedIn();
  if (!me) return;
  header("stats", me);
  if (me.role !== "admin") { $("no-admin").classList.remove("hidden"); document.body.dataset.ready = "1"; return; }
  $("stats").classList.remove("hidden");
  for (const kb of await api("/kbs")) $("stats-kb").append(el("option", { value: kb.name }, kb.name));
  $("stats-days").onchange = async () => { document.body.dataset.ready = ""; await load(); document.body.dataset.ready = "1"; };
  $("stats-kb").onchange = $("stats-days").onchange;
  await load();
  document.body.dataset.ready = "1";
}

main();
