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
    $("assess-status").textContent = data.message;
  } else if (name === "questions") {
    logLine(el("p", { class: "muted" }, `${t("questions")}：${data.questions.length}`));
  } else if (name === "question") {
    $("assess-status").textContent = "";
    const level = data.difficulty_label ? ` · ${data.difficulty_label}` : "";
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
    showReport(data.report || {}, data.markdown || "");
    remember(null);
    loadHistory();
  } else if (name === "error") {
    showError(data.message);
  }
}

function showReport(report, md) {
  const box = $("report");
  box.classList.remove("hidden");
  box.innerHTML = markdown(md || report.markdown || "");
  const level = report.level_label || report.level;  // in the report's language (入门/熟练/精通/专家)
  box.prepend(el("p", { id: "report-level" }, el("strong", {}, `${t("level")}：${level}`), ` · ${t("overall")} ${report.overall}/10`));
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
  } catch (e) { showError(e.message); } finally { $("assess-start").disabled = false; }
}

async function submitAnswer(ev) {
  ev.preventDefault();
  const text = $("answer").value.trim();
  if (!text || !sessionId) return;
  logLine(el("div", { class: "msg user" }, el("div", { class: "who" }, t("you")), el("div", { class: "bubble" }, text)));
  $("answer").value = "";
  $("answer-form").classList.add("hidden");
  try { await sse(`/assessment/${sessionId}/answer-stream`, { body: { answer: text } }, onEvent); }
  catch (e) { showError(e.message); $("answer-form").classList.remove("hidden"); }
}

async function resume(sid) {
  let state;
  try { state = await api(`/assessment/${sid}`); } catch (e) { remember(null); return; }
  if (state.status === "done") { const r = await api(`/assessment/${sid}/report`); showReport(r, r.markdown); return; }
  logLine(el("p", { class: "muted" }, t("resume")));
  for (const m of state.messages || []) {
    logLine(el("div", { class: `msg ${m.role === "user" ? "user" : "agent"}` }, el("div", { class: "bubble" }, m.content)));
  }
  await sse(`/assessment/${sid}/start-stream`, {}, onEvent);
}

async function loadHistory() {
  const list = $("history");
  list.replaceChildren();
  for (const h of await api("/assessment/history")) {
    const label = `${h.created_at.slice(0, 16).replace("T", " ")} · ${h.kb || h.group} · ${h.status === "done" ? `${h.total}/10 ${h.level_label || h.level}` : t("inProgress")}`;
    list.append(el("li", { title: h.id, onclick: () => (h.status === "done" ? api(`/assessment/${h.id}/report`).then((r) => showReport(r, r.markdown)) : (remember(h.id), location.reload())) }, label));
  }
}

async function main() {
  header("assess");
  if (!(await whoami())) return;
  const select = $("assess-scope");
  for (const kb of await api("/kbs")) select.append(el("option", { value: kb.name }, `${t("kb")}：${kb.name}`));
  for (const g of await api("/groups")) select.append(el("option", { value: `group:${g.name}` }, `${t("group")}：${g.name}`));
  $("assess-start").onclick = start;
  $("answer-form").onsubmit = submitAnswer;
  await loadHistory();
  if (sessionId) await resume(sessionId);
}

main();
