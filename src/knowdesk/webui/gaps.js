// The unanswered-question queue of the bases one manages (GET /gaps…): groups with count, first/last asked, area
// and department; one group with its askings; resolve with a note. `gaps.html#ID` opens that group.
"use strict";

const $ = (id) => document.getElementById(id);
const when = (iso) => (iso || "").slice(0, 16).replace("T", " ");

function status(g) {
  return g.status === "answerable" && g.answerable_doc ? t("answerableSince", { doc: g.answerable_doc }) : tOr(`gs_${g.status}`, g.status);
}

async function loadList() {
  const q = new URLSearchParams();
  if ($("gaps-kb").value) q.set("kb", $("gaps-kb").value);
  if ($("gaps-status").value) q.set("status", $("gaps-status").value);
  const groups = await api(`/gaps?${q}`);
  $("gaps-table").querySelector("tbody").replaceChildren(...(groups.length ? groups.map((g) => el("tr", { "data-id": g.id },
    el("td", {}, el("button", { type: "button", class: "link gap-open", onclick: () => openGap(g.id) }, g.question), el("div", { class: "muted" }, g.kb)),
    el("td", { class: "gap-count" }, g.count), el("td", {}, `${when(g.first_asked)} – ${when(g.last_asked)}`),
    el("td", {}, g.area || t("noArea")), el("td", {}, g.department || "–"), el("td", {}, status(g))))
    : [el("tr", {}, el("td", { colspan: 6, class: "muted", id: "gaps-empty" }, t("noGaps")))]));
}

async function openGap(id) {
  const box = $("gap-detail");
  let g;
  try { g = await api(`/gaps/${encodeURIComponent(id)}`); } catch (e) { showError(describe(e)); return; }
  history.replaceState(null, "", `#${id}`);
  const note = el("input", { id: "resolve-note", maxlength: 1000, "aria-label": t("resolveNote"), placeholder: t("resolveNote") });
  const resolve = el("form", { class: "row spaced", id: "resolve-form" }, note, el("button", { type: "submit", id: "resolve-btn" }, t("resolve")));
  resolve.onsubmit = async (ev) => {
    ev.preventDefault();
    try { await api(`/gaps/${encodeURIComponent(id)}/resolve`, { method: "POST", body: { note: note.value.trim() } }); }
    catch (e) { showError(describe(e)); return; }
    await loadList();
    await openGap(id);
  };
  box.replaceChildren(...[
    el("h2", { class: "h", id: "gap-question" }, g.question),
    el("p", { class: "muted" }, `${g.kb} · ${t("askedTimes", { n: g.count })} · ${g.area || t("noArea")} · ${t("department")}${t("colon")}${g.department || "–"}`),
    el("p", { id: "gap-status" }, status(g), g.status === "resolved" ? ` · ${g.resolved_by} ${when(g.resolved_at)}${g.note ? ` · ${g.note}` : ""}` : ""),
    g.answerable_answer ? el("pre", { id: "gap-answer" }, g.answerable_answer) : null,
    el("table", { id: "gap-asks" }, el("thead", {}, el("tr", {}, el("th", {}, t("askedAt")), el("th", {}, t("why")), el("th", {}, t("questionCol")))),
      el("tbody", {}, ...g.asks.map((a) => el("tr", {}, el("td", {}, when(a.asked_at)), el("td", {}, tOr(`gr_${a.reason}`, a.reason)), el("td", {}, a.question))))),
    g.status === "resolved" ? null : resolve].filter(Boolean));
  box.classList.remove("hidden");
}

async function main() {
  const me = await signedIn();
  if (!me) return;
  header("gaps", me);
  if (!me.manages) { $("no-admin").classList.remove("hidden"); document.body.dataset.ready = "1"; return; }
  $("gaps-card").classList.remove("hidden");
  for (const kb of await api("/kbs")) if (kb.permission === "manage") $("gaps-kb").append(el("option", { value: kb.name }, kb.name));
  const reload = async () => { document.body.dataset.ready = ""; await loadList(); document.body.dataset.ready = "1"; };
  $("gaps-kb").onchange = reload;
  $("gaps-status").onchange = reload;
  await loadList();
  if (location.hash.length > 1) await openGap(decodeURIComponent(location.hash.slice(1)));
  document.body.dataset.ready = "1";
}

main();
