// Assessment page (seed 001 §3): start → start-stream → answer-stream … → report; reload resumes.
"use strict";

let sessionId = new URLSearchParams(location.hash.slice(1)).get("session") || localStorage.getItem("kd_assessment");

const $ = (id) => document.getElementById(id);

function remember(sid) {
  sessionId = sid;
  if (sid) { localStorage.setItem("kd_assessment", sid); history.replaceState(null, "", `#session=${sid}`); }
  else { localStorage.removeItem("kd_assessment"); history.replaceState(null, "", location.pathname); }
}

function logLine(node) { $("log").classList.remove("hidden"); $("log").append(node); node.scrollIntoView({ block: "end" }); }

function scoreClass(s) { return s >= 8 ? "good" : s >= 5 ? "mid" : "low"; }

function onEvent(name, data) {
  if (name === "processStep") {
    $("assess-status").textContent = tOr(`ps_${data.step}`, data.message);
  } else if (name === "questions") {
    logLine(el("p", { class: "muted" }, t("questionCount", { n: data.questions.length })));
  } else if (name === "question") {
    $("assess-status").textContent = "";
    const level = data.difficulty ? ` · ${tOr(`dif_${data.difficulty}`, data.difficulty_label || data.difficulty)}` : "";
    const title = data.follow_up ? t("followUp") : t("question", { n: data.number, total: data.total }) + level;
    $("current-question").textContent = data.text;
    $("current-question").dataset.title = title;
    $("answer-form").classList.remove("hidden");
    $("answer-form").dataset.number = data.number;
    logLine(el("div", { class: "msg agent" }, el("div", { class: "who" }, title), el("div", { class: "bubble" }, data.text)));
    $("answer").focus();
  } else if (name === "feedback") {
    logLine(el("div", { class: "msg feedback" },
      el("span", { class: `score ${scoreClass(data.score)}` }, `${t("score")} ${data.score}/10`), " · ", data.feedback));
  } else if (name === "report") {
    $("assess-status").textContent = "";
    $("answer-form").classList.add("hidden");
    showReport(data.report || {}, data.html || "");
    remember(null);
    loadHistory();
  } else if (name === "error") {
    showError(describe(data));
  }
}

// A known level or difficulty code in the page's language; a custom level (settings) as the server labels it
function levelName(level, label) { return tOr(`lvl_${level}`, label || level); }

// The report's HTML is rendered on the server (raw HTML off, as every answer)
function showReport(report, html) {
  const box = $("report");
  box.classList.remove("hidden");
  box.innerHTML = html || report.html || "";
  const level = levelName(report.level, report.level_label);
  box.prepend(el("p", { id: "report-level" }, el("strong", {}, `${t("level")}${t("colon")}${level}`),
    ` · ${t("overall")} ${report.overall}/10`));
  box.scrollIntoView({ block: "start" });
}

async function start() {
  const v = $("assess-scope").value;
  const body = v.startsWith("group:") ? { group: v.slice(6) } : { kb: v };
  body.questions = Number($("assess-n").value);
  body.language = KD.lang;
  $("log").replaceChildren(); $("report").classList.add("hidden");
  $("assess-start").disabled = true;
  try {
    const { sessionId: sid } = await api("/assessment/start", { body });
    remember(sid);
    await sse(`/assessment/${sid}/start-stream`, {}, onEvent);
  } catch (e) { showError(describe(e)); } finally { $("assess-start").disabled = false; }
}

async function submitAnswer(ev) {
  ev.preventDefault();
  const text = $("answer").value.trim();
  if (!text || !sessionId) return;
  logLine(el("div", { class: "msg user" }, el("div", { class: "who" }, t("you")), el("div", { class: "bubble" }, text)));
  $("answer").value = "";
  $("answer-form").classList.add("hidden");
  try { await sse(`/assessment/${sessionId}/answer-stream`, { body: { answer: text } }, onEvent); }
  catch (e) { showError(describe(e)); $("answer-form").classList.remove("hidden"); }
}

async function resume(sid) {
  let state;
  try { state = await api(`/assessment/${sid}`); } catch (e) { remember(null); return; }
  if (state.status === "done") { const r = await api(`/assessment/${sid}/report`); showReport(r, r.html); return; }
  logLine(el("p", { class: "muted" }, t("resume")));
  for (const m of state.messages || []) {
    logLine(el("div", { class: `msg ${m.role === "user" ? "user" : "agent"}` }, el("div", { class: "bubble" }, m.content)));
  }
  await sse(`/assessment/${sid}/start-stream`, {}, onEvent);
}

async function loadHistory() {
  // the list is built before it replaces the old one: a refresh never leaves it empty in between
  const items = [];
  for (const h of await api("/assessment/history")) {
    const label = `${h.created_at.slice(0, 16).replace("T", " ")} · ${h.kb || h.group} · ${h.status === "done" ? `${h.total}/10 ${levelName(h.level, h.level_label)}` : t("inProgress")}`;
    const open = () => (h.status === "done" ? api(`/assessment/${h.id}/report`).then((r) => showReport(r, r.html)) : (remember(h.id), location.reload()));
    items.push(el("li", {}, el("button", { type: "button", class: "link history-item", title: h.id, onclick: open }, label)));
  }
  $("history").replaceChildren(...items);
}

async function main() {
  const me = await signedIn();
  if (!me) return;
  header("assess", me);
  // handlers first: a form submitted before its handler is set would reload the page. Start stays disabled (as
  // the page is served) until there is a scope to start on; a click before that did nothing and said nothing.
  $("assess-start").onclick = start;
  $("answer-form").onsubmit = submitAnswer;
  const select = $("assess-scope");
  for (const kb of await api("/kbs")) select.append(el("option", { value: kb.name }, t("kbOption", { name: kb.name })));
  for (const g of await api("/groups")) select.append(el("option", { value: `group:${g.name}` }, t("groupOption", { name: g.name })));
  $("assess-start").disabled = !select.options.length;
  await loadHistory();
  document.body.dataset.ready = "1";
  if (sessionId) await resume(sessionId);
}

main();
