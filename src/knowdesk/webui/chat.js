// Chat page: streaming answers with the step trace on demand, citations that open their fragment.
"use strict";

let conversationId = sessionStorage.getItem("kd_conversation") || null;

function scopeBody() {
  const v = document.getElementById("scope").value;
  if (v.startsWith("group:")) return { group: v.slice(6) };
  return v ? { kb: v } : {};
}

function addMessage(who, text) {
  const bubble = el("div", { class: "bubble" }, text);
  const msg = el("div", { class: `msg ${who}` }, el("div", { class: "who" }, who === "user" ? t("you") : t("agent")), bubble);
  document.getElementById("messages").append(msg);
  msg.scrollIntoView({ block: "end" });
  return msg;
}

function openFragment(c) {
  const show = (f) => {
    document.getElementById("fragment-title").textContent = `《${f.document}》${f.section}`;
    document.getElementById("fragment-header").textContent = f.header || "";
    document.getElementById("fragment-text").textContent = f.text || "";
    document.getElementById("fragment").showModal();
  };
  if (c.text) show(c);
  else if (c.fragment_id) api(`/fragments/${encodeURIComponent(c.fragment_id)}`).then(show).catch((e) => showError(e.message));
}

function renderCitations(msg, citations) {
  if (!citations || !citations.length) return;
  const box = el("div", { class: "cites" }, el("span", { class: "muted" }, `${t("sources")}：`));
  for (const c of citations) {
    box.append(el("button", { class: "cite", type: "button", onclick: () => openFragment(c) }, `《${c.document}》${c.section}`));
  }
  msg.append(box);
}

async function ask(question) {
  addMessage("user", question);
  const msg = addMessage("agent", "");
  const bubble = msg.querySelector(".bubble");
  const trace = el("details", { class: "trace" }, el("summary", {}, t("steps")), el("ol"));
  msg.append(trace);
  const status = document.getElementById("chat-status");
  status.textContent = t("thinking");
  document.getElementById("send").disabled = true;
  // With a chat model the answer is previewed while it is written (`draft`, one per sub-question, restarted
  // when regenerated); the checked answer then replaces the preview.
  const drafts = [], attempts = [];
  let final = false;
  try {
    await sse("/chat/stream", { body: { question, conversation_id: conversationId, ...scopeBody() } }, (name, data) => {
      if (name === "step") {
        for (const line of data.trace) trace.querySelector("ol").append(el("li", {}, line.replace(/^\[调试\]\s*/, "")));
        status.textContent = `${t("thinking")} ${(data.label && data.label[KD.lang]) || data.step}`;
      } else if (name === "draft" && !final) {
        if (attempts[data.part] !== data.attempt) { attempts[data.part] = data.attempt; drafts[data.part] = ""; }
        drafts[data.part] += data.text;
        status.textContent = t("writing");
        bubble.classList.add("draft");
        bubble.textContent = drafts.filter((d) => d !== undefined).join("\n");
      } else if (name === "token") {
        if (!final) { final = true; bubble.classList.remove("draft"); bubble.textContent = ""; }
        bubble.textContent += data.text;
      } else if (name === "citations") {
        renderCitations(msg, data.citations);
      } else if (name === "done") {
        bubble.classList.remove("draft");
        bubble.textContent = data.answer;
        msg.dataset.done = "1";
        if (!conversationId) { conversationId = data.conversation_id; sessionStorage.setItem("kd_conversation", conversationId); loadConversations(); }
      } else if (name === "error") {
        final = true; bubble.classList.remove("draft");
        bubble.textContent = data.message; bubble.classList.add("error");
      }
    });
  } catch (e) {
    bubble.classList.remove("draft");
    bubble.textContent = e.message; bubble.classList.add("error");
  } finally {
    status.textContent = "";
    document.getElementById("send").disabled = false;
  }
}

async function loadConversations() {
  const list = document.getElementById("conversations");
  list.replaceChildren();
  for (const c of await api("/conversations")) {
    list.append(el("li", { class: c.id === conversationId ? "active" : "", title: c.title, onclick: () => openConversation(c.id) }, c.title || c.id));
  }
}

async function openConversation(id) {
  conversationId = id;
  sessionStorage.setItem("kd_conversation", id);
  document.getElementById("messages").replaceChildren();
  const conv = await api(`/conversations/${encodeURIComponent(id)}`);
  for (const r of conv.rounds) { addMessage("user", r.question); addMessage("agent", r.answers.join("\n")); }
  loadConversations();
}

async function loadScopes() {
  const select = document.getElementById("scope");
  for (const kb of await api("/kbs")) select.append(el("option", { value: kb.name }, `${t("kb")}：${kb.name}`));
  for (const g of await api("/groups")) select.append(el("option", { value: `group:${g.name}` }, `${t("group")}：${g.name}`));
}

async function main() {
  header("chat");
  if (!(await whoami())) return;
  document.getElementById("new-chat").onclick = () => {
    conversationId = null; sessionStorage.removeItem("kd_conversation");
    document.getElementById("messages").replaceChildren(); loadConversations();
  };
  document.getElementById("ask-form").onsubmit = (ev) => {
    ev.preventDefault();
    const q = document.getElementById("question");
    if (q.value.trim()) { ask(q.value.trim()); q.value = ""; }
  };
  await loadScopes();
  await loadConversations();
  if (conversationId) openConversation(conversationId).catch(() => { conversationId = null; sessionStorage.removeItem("kd_conversation"); });
}

main();
