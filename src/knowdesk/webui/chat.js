// Chat page: streamed answers rendered from the server's safe HTML, numbered citations that open their fragment
// with the quoted sentences highlighted, the step trace on demand, copy / regenerate / feedback, stop while
// streaming, conversations (kept in the URL: #c=<id>) renamed, deleted and searched, and an empty state with
// the most asked questions of the reader's knowledge bases.
"use strict";

const $ = (id) => document.getElementById(id);
let conversationId = new URLSearchParams(location.hash.slice(1)).get("c") || null;
let running = null; // the AbortController of the answer being streamed
let viewSeq = 0;

function newId() {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function setConversation(id) {
  conversationId = id;
  history.replaceState(null, "", id ? `#c=${id}` : location.pathname);
  document.querySelectorAll("#conversations li").forEach((li) => li.classList.toggle("active", li.dataset.id === id));
}

function scopeBody() {
  const v = $("scope").value;
  if (v.startsWith("group:")) return { group: v.slice(6) };
  return v ? { kb: v } : {};
}

// ---------------------------------------------------------------- messages
function showEmpty(on) { $("empty").classList.toggle("hidden", !on); }

function addUser(text) {
  showEmpty(false);
  const msg = el("div", { class: "msg user" }, el("div", { class: "who" }, t("you")), el("div", { class: "bubble" }, text));
  $("messages").append(msg);
  return msg;
}

// An answer's view: bubble, sources, steps and actions, filled as the answer streams or from a stored message.
function addAgent(question) {
  showEmpty(false);
  const uid = ++viewSeq;
  const view = { uid, question, message: null,
    bubble: el("div", { class: "bubble answer" }),
    sources: el("ol", { class: "sources hidden", "aria-label": t("sources") }),
    steps: el("ol"), actions: el("div", { class: "actions row hidden" }) };
  view.trace = el("details", { class: "trace hidden" }, el("summary", {}, t("steps")), view.steps);
  view.root = el("article", { class: "msg agent", "aria-label": t("agent") },
    el("div", { class: "who" }, t("agent")), view.bubble, view.sources, view.trace, view.actions);
  view.root.view = view;
  $("messages").append(view.root);
  return view;
}

function addStep(view, step) {
  view.trace.classList.remove("hidden");
  const lines = (step.lines && step.lines[KD.lang]) || (step.trace || []).map((s) => s.replace(/^\[调试\]\s*/, ""));
  view.steps.append(el("li", {}, el("strong", {}, (step.label && step.label[KD.lang]) || step.step),
    lines.length ? el("ul", {}, lines.map((l) => el("li", {}, l))) : null));
}

function citationLabel(c) {
  const loc = c.locator || "", sec = c.section || "";
  const where = !loc || loc === sec ? sec : (!sec || loc.startsWith(sec) ? loc : `${sec} · ${loc}`);
  return `《${c.document}》${where}${c.page ? ` · ${t("page", { n: c.page })}` : ""}${c.ocr ? ` · ${t("ocr")}` : ""}`;
}

function renderSources(view, citations) {
  view.sources.replaceChildren();
  view.citations = citations || [];
  view.sources.classList.toggle("hidden", !view.citations.length);
  if (!view.citations.length) return;
  view.sources.append(el("li", { class: "sources-title", "aria-hidden": "true" }, `${t("sources")}${t("colon")}`));
  for (const c of view.citations) {
    view.sources.append(el("li", { id: `src-${view.uid}-${c.n}` },
      el("button", { type: "button", class: "cite", "data-n": c.n, onclick: () => openCitation(c),
        "aria-label": t("openSource", { n: c.n, document: c.document }) },
        el("span", { class: "cite-n" }, `[${c.n}]`), " ", citationLabel(c))));
  }
}

function wireMarkers(view) {
  view.bubble.querySelectorAll("a.cite-ref").forEach((a) => {
    const n = Number(a.dataset.cite);
    const c = (view.citations || []).find((x) => x.n === n);
    a.setAttribute("href", `#src-${view.uid}-${n}`);
    a.setAttribute("aria-label", t("sourceN", { n }));
    a.addEventListener("click", (ev) => { ev.preventDefault(); if (c) openCitation(c); });
  });
}

function actionButton(cls, key, onclick, extra) {
  return el("button", Object.assign({ type: "button", class: `secondary small ${cls}`, onclick }, extra || {}), t(key));
}

function renderActions(view) {
  const m = view.message;
  view.actions.replaceChildren();
  view.actions.classList.remove("hidden");
  if (m.answer) view.actions.append(actionButton("copy", "copy", () => copyAnswer(view)));
  if (conversationId) view.actions.append(actionButton("regenerate", "regenerate", () => regenerate(view)));
  if (m.id && m.status === "done") {
    for (const [rating, key] of [["up", "helpful"], ["down", "unhelpful"]]) {
      view.actions.append(el("button", { type: "button", class: `secondary small feedback ${rating}`,
        "aria-pressed": m.feedback === rating ? "true" : "false", onclick: () => giveFeedback(view, rating) }, t(key)));
    }
  }
  refreshRegenerate();
}

// Only the last answer can be regenerated, and not while an answer streams.
function refreshRegenerate() {
  const views = [...document.querySelectorAll("#messages .msg.agent")];
  views.forEach((n, i) => n.querySelectorAll(".regenerate").forEach((b) => b.classList.toggle("hidden", i !== views.length - 1 || !!running)));
}

function fill(view, m) {
  view.message = m;
  view.bubble.classList.remove("draft", "error");
  if (m.status === "failed") {
    view.bubble.classList.add("error");
    view.bubble.textContent = m.answer ? `${t("failed")}${t("colon")}${m.answer}` : t("failed");
  } else if (m.status === "stopped" && !m.answer) {
    view.bubble.replaceChildren(el("span", { class: "muted" }, t("stopped")));
  } else {
    view.bubble.innerHTML = m.answer_html || "";  // rendered on the server: raw HTML off, links checked
  }
  renderSources(view, m.citations);
  wireMarkers(view);
  view.steps.replaceChildren();
  for (const s of m.steps || []) addStep(view, s);
  renderActions(view);
  view.root.dataset.done = "1";
  view.root.dataset.status = m.status;
}

// ---------------------------------------------------------------- the fragment view
function markQuotes(box, text, quotes) {
  const spans = [];
  for (const q of quotes || []) {
    const at = q ? text.indexOf(q) : -1;
    if (at >= 0) spans.push([at, at + q.length]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const parts = []; let pos = 0;
  for (const [s, e] of spans) {
    if (s < pos) continue;
    parts.push(text.slice(pos, s), el("mark", {}, text.slice(s, e)));
    pos = e;
  }
  parts.push(text.slice(pos));
  box.replaceChildren(...parts.filter((p) => p !== ""));
  return spans.length;
}

async function openCitation(c) {
  let f = c;
  if (!c.text && c.fragment_id) {
    try { f = { ...c, ...(await api(`/fragments/${encodeURIComponent(c.fragment_id)}`)) }; }
    catch (e) { showError(describe(e)); return; }
  }
  $("fragment-title").textContent = `[${c.n}] 《${c.document}》`;
  const where = [f.section, c.locator && c.locator !== f.section ? c.locator : "", f.page || c.page ? t("page", { n: f.page || c.page }) : "",
    f.ocr || c.ocr ? t("ocr") : "", f.kb ? `${t("kbLabel")}${t("colon")}${f.kb}` : ""].filter(Boolean);
  $("fragment-where").textContent = where.join(" · ");
  $("fragment-header").textContent = f.header || "";
  const marked = markQuotes($("fragment-text"), f.text || "", c.quotes);
  $("fragment-note").classList.toggle("hidden", !marked);
  const dlg = $("fragment");
  dlg.returnFocus = document.activeElement;
  dlg.showModal();
  const first = dlg.querySelector("mark");
  if (first) first.scrollIntoView({ block: "center" });
}

// ---------------------------------------------------------------- asking
function setRunning(controller) {
  running = controller;
  $("send").disabled = !!controller;
  $("stop").classList.toggle("hidden", !controller);
  if (!controller) $("chat-status").textContent = "";
  refreshRegenerate();
}

async function ask(question, opts = {}) {
  if (running) return;
  if (!conversationId) { setConversation(newId()); }
  if (!opts.regenerate) addUser(question);
  const view = addAgent(question);
  const controller = new AbortController();
  setRunning(controller);
  const status = $("chat-status");
  status.textContent = t("thinking");
  view.root.scrollIntoView({ block: "end" });
  // With a chat model the answer is previewed while it is written (`draft`, one per sub-question, restarted
  // when regenerated); the checked answer then replaces the preview.
  const drafts = [], attempts = [];
  let final = false, text = "";
  const body = { question, conversation_id: conversationId, ...scopeBody(), ...(opts.regenerate ? { regenerate: true } : {}),
    ...($("include-expired").checked ? { include_expired: true } : {}) };
  try {
    await sse("/chat/stream", { body, signal: controller.signal }, (name, data) => {
      if (name === "step") {
        addStep(view, data);
        status.textContent = `${t("thinking")} ${(data.label && data.label[KD.lang]) || data.step}`;
      } else if (name === "draft" && !final) {
        if (attempts[data.part] !== data.attempt) { attempts[data.part] = data.attempt; drafts[data.part] = ""; }
        drafts[data.part] += data.text;
        status.textContent = t("writing");
        view.bubble.classList.add("draft");
        view.bubble.textContent = drafts.filter((d) => d !== undefined).join("\n");
      } else if (name === "token") {
        if (!final) { final = true; view.bubble.classList.remove("draft"); }
        text += data.text;
        view.bubble.textContent = text;
      } else if (name === "done") {
        fill(view, { id: data.message_id, question, answer: data.answer, answer_html: data.answer_html, citations: data.citations,
          steps: data.steps, feedback: "", status: "done", kind: data.kind });
      } else if (name === "error") {
        fill(view, { question, answer: describe({ code: data.code, message: data.message }), citations: [], steps: [], status: "failed" });
      }
    });
  } catch (e) {
    if (e.name === "AbortError") {
      const partial = view.bubble.classList.contains("draft") ? "" : text;
      fill(view, { question, answer: partial, answer_html: partial ? el("p", {}, partial).outerHTML : "", citations: [], steps: [], status: "stopped" });
      if (partial) view.bubble.append(el("p", { class: "muted" }, t("stopped")));
      view.root.querySelectorAll(".regenerate").forEach((b) => b.remove());
    } else {
      fill(view, { question, answer: describe(e), citations: [], steps: [], status: "failed" });
    }
  } finally {
    setRunning(null);
    loadConversations();
  }
}

function stop() { if (running) running.abort(); }

function regenerate(view) {
  if (running) return;
  const question = view.question;
  view.root.remove();
  ask(question, { regenerate: true });
}

async function copyAnswer(view) {
  const text = view.message.answer || "";
  try { await navigator.clipboard.writeText(text); }
  catch (e) {
    const area = el("textarea", { class: "visually-hidden" }, text);
    document.body.append(area); area.select(); document.execCommand("copy"); area.remove();
  }
  const b = view.actions.querySelector(".copy");
  b.textContent = t("copied");
  setTimeout(() => { b.textContent = t("copy"); }, 1500);
}

async function giveFeedback(view, rating) {
  const m = view.message;
  const next = m.feedback === rating ? "" : rating;
  try {
    const r = await api(`/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(m.id)}/feedback`,
      { method: "PUT", body: { rating: next } });
    m.feedback = r.feedback;
    view.actions.querySelectorAll(".feedback").forEach((b) => b.setAttribute("aria-pressed", b.classList.contains(m.feedback) ? "true" : "false"));
  } catch (e) { showError(describe(e)); }
}

// ---------------------------------------------------------------- conversations
let searchTimer = null;

async function loadConversations() {
  const q = $("conv-search").value.trim();
  let items;
  try { items = await api(`/conversations${q ? `?q=${encodeURIComponent(q)}` : ""}`); } catch (e) { return; }
  const list = $("conversations");
  list.replaceChildren(...items.map(conversationItem));
  $("no-conversations").classList.toggle("hidden", items.length > 0);
}

function conversationItem(c) {
  const title = c.title || t("untitled");
  const open = el("button", { type: "button", class: "conv-open", title, "aria-current": c.id === conversationId ? "true" : null,
    onclick: () => openConversation(c.id) }, title);
  const li = el("li", { class: c.id === conversationId ? "active" : "", "data-id": c.id }, open,
    el("button", { type: "button", class: "icon conv-rename", "aria-label": `${t("rename")}${t("colon")}${title}`, title: t("rename"),
      onclick: () => renameInline(li, c) }, "✎"),
    el("button", { type: "button", class: "icon conv-delete", "aria-label": `${t("delete")}${t("colon")}${title}`, title: t("delete"),
      onclick: () => removeConversation(c) }, "×"));
  return li;
}

function renameInline(li, c) {
  const input = el("input", { class: "conv-title-input", value: c.title || "", maxlength: 80, "aria-label": t("rename") });
  li.replaceChildren(input);
  input.focus(); input.select();
  let done = false;
  const finish = async (save) => {
    if (done) return; done = true;
    const title = input.value.trim();
    if (save && title && title !== c.title) {
      try { await api(`/conversations/${encodeURIComponent(c.id)}`, { method: "PATCH", body: { title } }); }
      catch (e) { showError(describe(e)); }
    }
    await loadConversations();
    const again = document.querySelector(`#conversations li[data-id="${CSS.escape(c.id)}"] .conv-rename`);
    if (again) again.focus();
  };
  input.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" && !ev.isComposing) { ev.preventDefault(); finish(true); }
    else if (ev.key === "Escape") { ev.preventDefault(); finish(false); }
  });
  input.addEventListener("blur", () => finish(true));
}

async function removeConversation(c) {
  if (!(await confirmDialog(t("deleteConfirm", { title: c.title || t("untitled") })))) return;
  try { await api(`/conversations/${encodeURIComponent(c.id)}`, { method: "DELETE" }); }
  catch (e) { showError(describe(e)); return; }
  if (c.id === conversationId) newChat();
  await loadConversations();
  $("conv-search").focus();
}

function clearMessages() {
  $("messages").replaceChildren($("empty"));
  showEmpty(true);
}

function newChat() {
  stop();
  setConversation(null);
  clearMessages();
  loadSuggestions();
  $("question").focus();
}

async function openConversation(id) {
  stop();
  closeAsideOnPhone();
  let conv;
  try { conv = await api(`/conversations/${encodeURIComponent(id)}`); }
  catch (e) { showError(describe(e)); newChat(); return; }
  setConversation(id);
  clearMessages();
  showEmpty(!conv.messages.length);
  for (const m of conv.messages) { addUser(m.question); fill(addAgent(m.question), m); }
  const last = $("messages").lastElementChild;
  if (last) last.scrollIntoView({ block: "end" });
  $("question").focus();
}

// ---------------------------------------------------------------- scope, suggestions, layout
async function loadScopes() {
  const select = $("scope");
  for (const kb of await api("/kbs")) select.append(el("option", { value: kb.name }, t("kbOption", { name: kb.name })));
  for (const g of await api("/groups")) select.append(el("option", { value: `group:${g.name}` }, t("groupOption", { name: g.name })));
}

async function loadSuggestions() {
  const box = $("suggestions");
  const params = new URLSearchParams({ n: "6", ...scopeBody() });
  let items = [];
  try { items = await api(`/chat/suggestions?${params}`); } catch (e) { items = []; }
  box.replaceChildren(...(items.length ? items.map((s) => el("button", { type: "button", class: "suggestion secondary",
    onclick: () => ask(s.question) }, s.question)) : [el("p", { class: "muted" }, t("emptyNoHot"))]));
  $("hot-label").classList.toggle("hidden", !items.length);
}

function closeAsideOnPhone() {
  if (!matchMedia("(max-width: 760px)").matches) return;
  $("aside").classList.remove("open");
  $("toggle-aside").setAttribute("aria-expanded", "false");
}

function onKeys(ev) {
  // Enter sends, Shift+Enter is a new line; an input method composing Chinese keeps its Enter
  if (ev.key === "Enter" && !ev.shiftKey && !ev.isComposing && ev.keyCode !== 229) {
    ev.preventDefault();
    $("ask-form").requestSubmit();
  } else if (ev.key === "Escape" && running) {
    ev.preventDefault();
    stop();
  }
}

async function main() {
  const me = await signedIn();
  if (!me) return;
  header("chat", me, "question");
  $("new-chat").onclick = newChat;
  $("stop").onclick = stop;
  $("question").addEventListener("keydown", onKeys);
  $("ask-form").onsubmit = (ev) => {
    ev.preventDefault();
    const q = $("question");
    if (q.value.trim() && !running) { ask(q.value.trim()); q.value = ""; }
  };
  $("conv-search").addEventListener("input", () => { clearTimeout(searchTimer); searchTimer = setTimeout(loadConversations, 250); });
  $("scope").addEventListener("change", () => { if (!$("empty").classList.contains("hidden")) loadSuggestions(); });
  $("toggle-aside").onclick = () => {
    const open = $("aside").classList.toggle("open");
    $("toggle-aside").setAttribute("aria-expanded", open ? "true" : "false");
  };
  const dlg = $("fragment");
  dlg.addEventListener("close", () => { if (dlg.returnFocus && dlg.returnFocus.focus) dlg.returnFocus.focus(); });
  window.addEventListener("hashchange", () => {
    const id = new URLSearchParams(location.hash.slice(1)).get("c");
    if (id && id !== conversationId) openConversation(id);
  });
  await loadScopes();
  await loadConversations();
  if (conversationId) await openConversation(conversationId);
  else { clearMessages(); await loadSuggestions(); }
  document.body.dataset.ready = "1";
}

main();
