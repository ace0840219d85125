// knowdesk web UI shared code: token, language (zh default, en), API calls, SSE over fetch, Markdown.
"use strict";

const I18N = {
  zh: {
    chat: "问答", assess: "测评", admin: "管理", token: "访问令牌", save: "保存", logout: "退出",
    needToken: "请输入管理员发放的访问令牌（knowdesk user token 姓名）。", newChat: "新对话",
    conversations: "对话记录", scope: "知识范围", allKbs: "全部可访问的知识库", ask: "提问", send: "发送",
    placeholder: "请输入您的问题，例如：年假有几天？", steps: "推理步骤", you: "我", agent: "知识助手",
    sources: "来源", thinking: "正在思考…", writing: "正在撰写回答（草稿，核对依据后定稿）…",
    chooseScope: "选择知识库或分组", questions: "题数", start: "开始测评",
    answer: "提交回答", yourAnswer: "请输入您的回答", history: "历史报告", report: "测评报告", score: "得分",
    followUp: "追问", question: "第 {n}/{total} 题", resume: "已恢复未完成的测评", restart: "重新选择",
    upload: "上传文档", uploadBtn: "上传", kbName: "知识库", createKb: "新建知识库", create: "创建",
    file: "文件", status: "状态", fragments: "片段数", reason: "原因", hot: "热点问题", top: "高频问题",
    candidates: "候选问题", promote: "转为热点", retire: "下线", merge: "合并到…", calls: "调用次数",
    calibrate: "阈值校准", labelled: "标注文件（TSV）", area: "业务领域（可空）", precision: "目标精确率",
    dryRun: "仅试算", run: "执行", threshold: "阈值", noData: "暂无数据", level: "能力等级", overall: "总分",
    group: "分组", kb: "知识库", done: "已完成", inProgress: "进行中", forbidden: "无权限",
    // per-file upload results: the status, and the stable reason code of a refusal (API `reason`)
    st_added: "已入库", st_updated: "已更新", st_unchanged: "未变化", st_skipped: "已跳过", st_failed: "失败",
    st_deleted: "已删除", rs_encrypted: "文件有密码保护", rs_corrupt: "文件已损坏或无法解析",
    rs_empty: "没有可提取的文字", rs_unsupported: "不支持的文件格式", rs_encoding: "无法识别文本编码",
    rs_too_large: "文件过大", rs_io: "无法读取文件", rs_bad_name: "文件名不合法", rs_unsupported_type: "不支持的文件类型",
    rs_wrong_type: "内容与扩展名不符", rs_zip_bomb: "压缩结构异常（疑似压缩炸弹）", rs_no_files: "没有选择文件",
    rs_too_much_text: "文字量超过上限", rs_binary: "不是文本文件（含二进制内容）", rs_broken_link: "链接指向的文件不存在",
    rs_convert_to_docx: "Word 97-2003 文件，请另存为 .docx 后上传", rs_ocr_unavailable: "需要 OCR 组件才能识别扫描件或图片",
    // upload jobs
    job_queued: "排队中（该知识库另有写入）", job_running: "入库中", job_done: "已完成", job_failed: "失败",
    job_cancelled: "已取消", job_interrupted: "已中断", cancel: "取消",
  },
  en: {
    chat: "Ask", assess: "Assessment", admin: "Admin", token: "API token", save: "Save", logout: "Sign out",
    needToken: "Enter the API token your admin gave you (knowdesk user token NAME).", newChat: "New chat",
    conversations: "Conversations", scope: "Scope", allKbs: "All knowledge bases you may ask", ask: "Ask", send: "Send",
    placeholder: "Ask a question, e.g. 年假有几天？", steps: "Reasoning steps", you: "You", agent: "Knowdesk",
    sources: "Sources", thinking: "Thinking…", writing: "Writing the answer (a draft until checked against its sources)…",
    chooseScope: "Choose a knowledge base or group", questions: "Questions",
    start: "Start", answer: "Submit answer", yourAnswer: "Your answer", history: "Past reports", report: "Report",
    score: "Score", followUp: "Follow-up", question: "Question {n}/{total}", resume: "Resumed your unfinished assessment",
    restart: "Choose again", upload: "Upload documents", uploadBtn: "Upload", kbName: "Knowledge base",
    createKb: "New knowledge base", create: "Create", file: "File", status: "Status", fragments: "Fragments",
    reason: "Reason", hot: "Hot questions", top: "Most asked", candidates: "Candidates", promote: "Promote",
    retire: "Retire", merge: "Merge into…", calls: "Calls", calibrate: "Threshold calibration",
    labelled: "Labelled file (TSV)", area: "Business area (optional)", precision: "Target precision",
    dryRun: "Dry run", run: "Run", threshold: "Threshold", noData: "Nothing yet", level: "Level", overall: "Overall",
    group: "Group", kb: "Knowledge base", done: "done", inProgress: "in progress", forbidden: "Forbidden",
    st_added: "added", st_updated: "updated", st_unchanged: "unchanged", st_skipped: "skipped", st_failed: "failed",
    st_deleted: "deleted", rs_encrypted: "Password-protected", rs_corrupt: "Damaged or unreadable",
    rs_empty: "No text to extract", rs_unsupported: "Unsupported format", rs_encoding: "Unknown text encoding",
    rs_too_large: "Too large", rs_io: "Cannot be read", rs_bad_name: "File name not allowed",
    rs_unsupported_type: "Unsupported file type", rs_wrong_type: "Content does not match the extension",
    rs_zip_bomb: "Suspicious zip structure (zip bomb?)", rs_no_files: "No files chosen",
    rs_too_much_text: "More text than allowed", rs_binary: "Not a text file (binary content)",
    rs_broken_link: "Link to a missing file",
    rs_convert_to_docx: "Word 97-2003 file: save it as .docx and upload that",
    rs_ocr_unavailable: "Reading scans and pictures needs the OCR extra",
    job_queued: "Queued (another write to this knowledge base)", job_running: "Ingesting", job_done: "Done",
    job_failed: "Failed", job_cancelled: "Cancelled", job_interrupted: "Interrupted", cancel: "Cancel",
  },
};

const KD = {
  lang: localStorage.getItem("kd_lang") || "zh",
  token: localStorage.getItem("kd_token") || "",
};

function t(key, vars) {
  let s = (I18N[KD.lang] && I18N[KD.lang][key]) || I18N.zh[key] || key;
  for (const [k, v] of Object.entries(vars || {})) s = s.replace(`{${k}}`, v);
  return s;
}

// `t`, or `fallback` for a key no language has (a status or reason code newer than this page)
function tOr(key, fallback) {
  const s = t(key);
  return s === key ? fallback : s;
}

function applyI18n(root) {
  document.documentElement.lang = KD.lang === "zh" ? "zh-CN" : "en";
  (root || document).querySelectorAll("[data-i18n]").forEach((el) => { el.textContent = t(el.dataset.i18n); });
  (root || document).querySelectorAll("[data-i18n-ph]").forEach((el) => { el.placeholder = t(el.dataset.i18nPh); });
}

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null) node.setAttribute(k, v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) node.append(c instanceof Node ? c : String(c));
  return node;
}

function header(active) {
  const bar = el("header", {},
    el("span", { class: "brand" }, "knowdesk"),
    el("nav", {},
      el("a", { href: "chat.html", class: active === "chat" ? "active" : "", "data-i18n": "chat" }),
      el("a", { href: "assess.html", class: active === "assess" ? "active" : "", "data-i18n": "assess" }),
      el("a", { href: "admin.html", class: active === "admin" ? "active" : "", "data-i18n": "admin" })),
    el("span", { class: "spacer" }),
    el("span", { id: "whoami", class: "muted" }),
    el("input", { id: "token-input", type: "password", "data-i18n-ph": "token", size: 18 }),
    el("button", { id: "token-save", class: "secondary", "data-i18n": "save", onclick: saveToken }),
    el("button", { id: "lang", class: "secondary", onclick: toggleLang }, KD.lang === "zh" ? "English" : "中文"));
  document.body.prepend(bar);
  applyI18n();
}

function saveToken() {
  const v = document.getElementById("token-input").value.trim();
  if (v) { localStorage.setItem("kd_token", v); KD.token = v; location.reload(); }
}

function toggleLang() {
  localStorage.setItem("kd_lang", KD.lang === "zh" ? "en" : "zh");
  location.reload();
}

class ApiError extends Error {
  constructor(status, body) { super(body.message || `HTTP ${status}`); this.status = status; this.code = body.code; this.body = body; }
}

async function api(path, opts = {}) {
  const headers = Object.assign({ Authorization: `Bearer ${KD.token}` }, opts.headers || {});
  let body = opts.body;
  if (body && !(body instanceof FormData) && typeof body !== "string") {
    body = JSON.stringify(body); headers["Content-Type"] = "application/json";
  }
  const r = await fetch(path, { method: opts.method || (body ? "POST" : "GET"), headers, body });
  const type = r.headers.get("content-type") || "";
  const data = type.includes("json") ? await r.json() : await r.text();
  if (!r.ok) throw new ApiError(r.status, typeof data === "object" ? data : { message: data });
  return data;
}

// Server-sent events over fetch (works for POST and with the Authorization header).
async function sse(path, opts, onEvent) {
  const headers = { Authorization: `Bearer ${KD.token}`, Accept: "text/event-stream" };
  let body;
  if (opts.body) { body = JSON.stringify(opts.body); headers["Content-Type"] = "application/json"; }
  const r = await fetch(path, { method: opts.method || (body ? "POST" : "GET"), headers, body });
  if (!r.ok) {
    let data = {}; try { data = await r.json(); } catch (e) { /* not JSON */ }
    throw new ApiError(r.status, data);
  }
  const reader = r.body.getReader();
  const decoder = new TextDecoder();
  let buf = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += decoder.decode(value, { stream: true }).replace(/\r\n/g, "\n");
    let i;
    while ((i = buf.indexOf("\n\n")) >= 0) {
      const block = buf.slice(0, i); buf = buf.slice(i + 2);
      let name = "message"; const data = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) name = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      if (!data.length) continue;
      let parsed = data.join("\n");
      try { parsed = JSON.parse(parsed); } catch (e) { /* plain text */ }
      onEvent(name, parsed);
    }
  }
}

async function whoami() {
  if (!KD.token) { showError(t("needToken")); return null; }
  try {
    const me = await api("/me");
    document.getElementById("whoami").textContent = `${me.name} · ${me.role}`;
    return me;
  } catch (e) { showError(e.status === 401 ? t("needToken") : e.message); return null; }
}

function showError(message) {
  let box = document.getElementById("error");
  if (!box) { box = el("div", { id: "error", class: "card error" }); document.querySelector("main").prepend(box); }
  box.textContent = message;
}

function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

// A small Markdown renderer for reports: headings, lists, tables, bold. Input is escaped first.
function markdown(md) {
  const out = []; let table = null; let list = null;
  const inline = (s) => esc(s).replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>");
  const flush = () => {
    if (table) { out.push(`<table>${table.join("")}</table>`); table = null; }
    if (list) { out.push(`<${list.tag}>${list.items.join("")}</${list.tag}>`); list = null; }
  };
  for (const line of md.split("\n")) {
    if (/^\|.*\|$/.test(line.trim())) {
      if (/^\|[-|\s]+\|$/.test(line.trim())) continue;
      if (!table) { flush(); table = []; }
      const cells = line.trim().slice(1, -1).split("|").map((c) => `<td>${inline(c.trim())}</td>`);
      table.push(`<tr>${cells.join("")}</tr>`); continue;
    }
    const h = line.match(/^(#{1,3})\s+(.*)$/);
    const li = line.match(/^\s*(?:[-*]|(\d+)\.)\s+(.*)$/);
    if (h) { flush(); out.push(`<h${h[1].length}>${inline(h[2])}</h${h[1].length}>`); }
    else if (li) {
      const tag = li[1] ? "ol" : "ul";
      if (!list || list.tag !== tag) { flush(); list = { tag, items: [] }; }
      list.items.push(`<li>${inline(li[2])}</li>`);
    } else if (line.trim()) { flush(); out.push(`<p>${inline(line)}</p>`); }
    else flush();
  }
  flush();
  return out.join("\n");
}
