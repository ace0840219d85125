// knowdesk web UI shared code: language (zh default, en), sign-in state, API calls with the session's CSRF
// token, SSE over fetch (stoppable), the page header, dialogs, and error messages in the reader's language.
"use strict";

const I18N = {
  zh: {
    chat: "问答", assess: "测评", admin: "管理", logout: "退出登录", colon: "：", skip: "跳到提问框", skipMain: "跳到正文",
    role_admin: "管理员", role_employee: "员工", changePassword: "修改密码", lang: "English",
    // sign-in
    signIn: "登录", signInTitle: "登录知识助手", userName: "用户名", password: "密码", useToken: "改用访问令牌登录",
    usePassword: "改用用户名和密码登录", token: "访问令牌", tokenHint: "管理员用 knowdesk user token 姓名 发放的令牌（kd_ 开头）。",
    signedOut: "已退出登录。", needCredentials: "请输入用户名和密码。", needToken: "请输入访问令牌。", currentPassword: "当前密码", newPassword: "新密码（至少 8 个字符）",
    repeatPassword: "再次输入新密码", passwordsDiffer: "两次输入的新密码不一致", passwordChanged: "密码已修改，其他设备上的登录已失效。",
    save: "保存", cancel: "取消", ok: "确定", close: "关闭", confirm: "请确认",
    // errors by code
    err_unauthorized: "请先登录。", err_session_expired: "登录已过期，请重新登录。",
    err_session_ended: "登录已失效（已在别处退出或修改了密码），请重新登录。", err_wrong_password: "用户名或密码错误。",
    err_invalid_token: "访问令牌无效或已被吊销。", err_too_many_requests: "失败次数过多，请 {s} 秒后再试。",
    err_csrf: "页面已过期，请刷新后重试。", err_cross_origin: "拒绝来自其他网站的请求。", err_forbidden: "没有权限。",
    err_not_found: "内容不存在或无权访问。", err_question_too_long: "问题太长了，请精简后再问。",
    err_too_large: "内容超过大小上限。", err_model: "大模型服务暂时不可用，请稍后再试。", err_internal: "服务器内部错误。",
    err_conflict: "当前状态下无法执行该操作。", err_network: "无法连接服务器。", err_bad_labelled_file: "标注文件格式不正确。",
    // validation: field labels and rules
    f_name: "名称", f_question: "问题", f_title: "标题", f_password: "密码", f_new_password: "新密码",
    f_current_password: "当前密码", f_kbs: "知识库", f_description: "说明", f_rating: "评价",
    v_missing: "必填", v_string_too_short: "至少需要 {min_length} 个字符", v_string_too_long: "最多 {max_length} 个字符",
    v_string_pattern_mismatch: "包含不允许的字符", v_kb_name: "不能包含 / 或 \\", v_literal_error: "取值无效",
    v_empty: "不能为空", v_other: "格式不正确",
    // chat
    newChat: "新对话", conversations: "对话记录", searchConversations: "搜索对话", noConversations: "还没有对话",
    scope: "知识范围", allKbs: "全部可访问的知识库", includeExpired: "也查已废止的版本", kbOption: "知识库：{name}", groupOption: "分组：{name}",
    send: "发送", stop: "停止", placeholder: "请输入您的问题（Enter 发送，Shift+Enter 换行）",
    steps: "推理步骤", you: "我", agent: "知识助手", sources: "来源", sourceN: "来源 {n}",
    thinking: "正在思考…", writing: "正在撰写回答（草稿，核对依据后定稿）…", stopped: "已停止回答。",
    failed: "回答失败", copy: "复制", copied: "已复制", regenerate: "重新生成", helpful: "有帮助", unhelpful: "没帮助",
    rename: "重命名", delete: "删除", deleteConfirm: "删除对话「{title}」？删除后无法恢复。",
    emptyTitle: "有什么可以帮您？", emptyHint: "问一个公司制度方面的问题，回答会附上出处。", emptyHot: "大家常问：",
    emptyNoHot: "例如请假、报销、考勤、薪酬方面的问题。", page: "第 {n} 页", ocr: "OCR识别（请核对原页）", kbLabel: "知识库",
    openSource: "查看来源 {n}：《{document}》", conversationsToggle: "对话记录", fragmentTitle: "引用原文",
    highlighted: "高亮部分为回答所依据的内容。", untitled: "未命名对话",
    // assessment
    chooseScope: "选择知识库或分组", questions: "题数", questionCount: "共 {n} 道题", start: "开始测评",
    answer: "提交回答", yourAnswer: "请输入您的回答", history: "历史报告", report: "测评报告", score: "得分",
    followUp: "追问", question: "第 {n}/{total} 题", resume: "已恢复未完成的测评", level: "能力等级", overall: "总分",
    inProgress: "进行中", ps_generate: "正在出题…", ps_grade: "正在阅卷…", ps_next: "正在准备下一题…",
    ps_follow_up: "正在准备追问…", ps_analyze: "正在生成学情报告…", lvl_Expert: "专家", lvl_Advanced: "精通", lvl_Proficient: "熟练", lvl_Novice: "入门",
    dif_Standard: "基础", dif_Advanced: "进阶", dif_Specialist: "专家",
    // admin
    noAdmin: "您没有可管理的知识库。如需上传文档，请联系管理员授予 manage 权限。",
    upload: "上传文档", uploadBtn: "上传", chooseFiles: "选择文件", chooseFile: "选择文件", noFile: "未选择文件", kbName: "知识库名称", createKb: "新建知识库", uploadTo: "上传到",
    file: "文件", status: "状态", fragments: "片段数", reason: "原因", hot: "热点问题", top: "高频问题",
    candidates: "候选问题", promote: "转为热点", retire: "下线", merge: "合并到…", calls: "调用次数",
    mergeConfirm: "将候选问题「{source}」合并到「{target}」？两者的调用次数会相加，候选问题将下线。",
    notSame: "不是同一问题…", rejected: "已记下：「{source}」与「{target}」不是同一问题（{area}），校准时作为反例。",
    calibrate: "阈值校准", labelled: "标注文件（TSV）", area: "业务领域（可空）", precision: "目标精确率",
    dryRun: "仅试算", run: "执行", threshold: "阈值", noData: "暂无数据", written: "已写入", notWritten: "仅试算，未写入",
    calibrated: "{area}：阈值 {t} · 精确率 {p} · 召回率 {r} · F1 {f} · 样本 {n} · {w}",
    labelledFormat: "应为制表符分隔的 UTF-8 文本，每行「句子1<TAB>句子2<TAB>0或1」（句对标注），或「问题<TAB>热点问题ID或none」。",
    graphRebuilt: "关系图已重建：{n} 条关系，来自 {m} 张表",
    jobCancelledMsg: "已在完成 {done}/{total} 个文件后取消，已入库的保留", jobInterruptedMsg: "服务器在入库时停止，请重新上传",
    st_added: "已入库", st_updated: "已更新", st_queued: "排队识别中（OCR）", st_unchanged: "未变化", st_skipped: "已跳过", st_failed: "失败",
    st_deleted: "已删除", rs_encrypted: "文件有密码保护", rs_corrupt: "文件已损坏或无法解析",
    rs_empty: "没有可提取的文字", rs_unsupported: "不支持的文件格式", rs_encoding: "无法识别文本编码",
    rs_too_large: "文件过大", rs_io: "无法读取文件", rs_bad_name: "文件名不合法", rs_unsupported_type: "不支持的文件类型",
    rs_wrong_type: "内容与扩展名不符", rs_zip_bomb: "压缩结构异常（疑似压缩炸弹）", rs_no_files: "没有选择文件",
    rs_too_much_text: "文字量超过上限", rs_binary: "不是文本文件（含二进制内容）", rs_broken_link: "链接指向的文件不存在",
    rs_convert_to_docx: "Word 97-2003 文件，请另存为 .docx 后上传", rs_ocr_unavailable: "需要 OCR 组件才能识别扫描件或图片",
    job_queued: "排队中（该知识库另有写入）", job_running: "入库中", job_done: "已完成", job_failed: "失败",
    job_cancelled: "已取消", job_interrupted: "已中断",
    // admin view and gap queue
    stats: "统计", gaps: "未解答问题", statsAdminOnly: "统计页面仅对管理员开放。", period: "时间范围", last7: "最近 7 天",
    last30: "最近 30 天", last90: "最近 90 天", allKbsShort: "全部", statsEmpty: "这段时间还没有提问记录。",
    perDay: "每日提问", votes: "回答评价", perKb: "按知识库", perArea: "按业务领域", questionsN: "提问数", answeredN: "已回答",
    answerRate: "回答率", goodShare: "好评率", gapAsks: "未解答次数", areaCol: "业务领域", topHot: "高频热点问题",
    topGaps: "最常见的未解答问题", askedN: "提问次数", gapStatus: "状态", openGaps: "处理未解答问题 →",
    statsRange: "{since} 至 {until}（UTC）", answeredOf: "{a}/{n} 已回答", gapsOpen: "待处理 {n} 组 · 可解答 {m} 组",
    noVotes: "暂无评价", noArea: "未分类", askedOf: "{n}（累计 {m}）", gs_open: "待处理", gs_answerable: "可解答",
    gs_resolved: "已解决", why_wrong: "错误", why_outdated: "过时", why_incomplete: "不完整", why_not_my_question: "答非所问",
    why_unspecified: "未说明", allStatuses: "全部", firstLast: "首次 – 最近提问", department: "应咨询部门",
    noGaps: "没有未解答问题。", answerableSince: "已可解答：《{doc}》", resolveNote: "处理说明（可空）", resolve: "标记为已解决",
    askedTimes: "共提问 {n} 次", askedAt: "提问时间", why: "原因", questionCol: "问题", gr_refusal: "未能回答", gr_feedback: "差评",
  },
  en: {
    stats: "Stats", gaps: "Unanswered", statsAdminOnly: "The stats page is for admins only.", period: "Period",
    last7: "Last 7 days", last30: "Last 30 days", last90: "Last 90 days", allKbsShort: "All",
    statsEmpty: "No questions were asked in this period.", perDay: "Questions per day", votes: "Answer ratings",
    perKb: "Per knowledge base", perArea: "Per business area", questionsN: "Questions", answeredN: "Answered",
    answerRate: "Answer rate", goodShare: "Helpful share", gapAsks: "Unanswered asks", areaCol: "Area",
    topHot: "Top hot questions", topGaps: "Top unanswered questions", askedN: "Asked", gapStatus: "Status",
    openGaps: "Work on unanswered questions →", statsRange: "{since} to {until} (UTC)", answeredOf: "{a} of {n} answered",
    gapsOpen: "{n} groups open · {m} answerable", noVotes: "No ratings yet", noArea: "unclassified",
    askedOf: "{n} ({m} in all)", gs_open: "open", gs_answerable: "answerable", gs_resolved: "resolved", why_wrong: "wrong",
    why_outdated: "outdated", why_incomplete: "incomplete", why_not_my_question: "not my question", why_unspecified: "no reason",
    allStatuses: "All", firstLast: "First – last asked", department: "Ask", noGaps: "No unanswered questions.",
    answerableSince: "answerable since “{doc}”", resolveNote: "Note (optional)", resolve: "Mark resolved",
    askedTimes: "asked {n} times", askedAt: "Asked at", why: "Why", questionCol: "Question", gr_refusal: "not answered",
    gr_feedback: "rated unhelpful",

    chat: "Ask", assess: "Assessment", admin: "Admin", logout: "Sign out", colon: ": ", skip: "Skip to the question box", skipMain: "Skip to the content",
    role_admin: "admin", role_employee: "employee", changePassword: "Change password", lang: "中文",
    signIn: "Sign in", signInTitle: "Sign in to knowdesk", userName: "User name", password: "Password",
    useToken: "Sign in with an API token instead", usePassword: "Sign in with user name and password",
    token: "API token", tokenHint: "The token your admin issued with knowdesk user token NAME (starts with kd_).",
    signedOut: "You have signed out.", needCredentials: "Enter your user name and password.", needToken: "Enter an API token.", currentPassword: "Current password", newPassword: "New password (at least 8 characters)",
    repeatPassword: "New password again", passwordsDiffer: "The two new passwords differ",
    passwordChanged: "Password changed; other devices have been signed out.",
    save: "Save", cancel: "Cancel", ok: "OK", close: "Close", confirm: "Please confirm",
    err_unauthorized: "Please sign in.", err_session_expired: "Your session has expired; please sign in again.",
    err_session_ended: "Your session has ended (signed out elsewhere or the password changed); please sign in again.",
    err_wrong_password: "Wrong user name or password.", err_invalid_token: "This API token is invalid or has been revoked.",
    err_too_many_requests: "Too many failed attempts; try again in {s} s.", err_csrf: "This page is out of date; reload it and try again.",
    err_cross_origin: "Requests from other sites are refused.", err_forbidden: "You are not allowed to do that.",
    err_not_found: "Not found, or you may not see it.", err_question_too_long: "That question is too long; please shorten it.",
    err_too_large: "More than the size limit.", err_model: "The language model service is unavailable; try again later.",
    err_internal: "Internal server error.", err_conflict: "That cannot be done right now.", err_network: "Cannot reach the server.",
    err_bad_labelled_file: "The labelled file is not in a format calibration can use.",
    f_name: "Name", f_question: "Question", f_title: "Title", f_password: "Password", f_new_password: "New password",
    f_current_password: "Current password", f_kbs: "Knowledge bases", f_description: "Description", f_rating: "Rating",
    v_missing: "is required", v_string_too_short: "needs at least {min_length} characters",
    v_string_too_long: "has at most {max_length} characters", v_string_pattern_mismatch: "contains characters that are not allowed",
    v_kb_name: "must not contain / or \\", v_literal_error: "is not a valid choice", v_empty: "must not be empty",
    v_other: "is not valid",
    newChat: "New chat", conversations: "Conversations", searchConversations: "Search conversations",
    noConversations: "No conversations yet", scope: "Scope", allKbs: "All knowledge bases you may ask", includeExpired: "Include repealed versions",
    kbOption: "Knowledge base: {name}", groupOption: "Group: {name}", send: "Send", stop: "Stop",
    placeholder: "Ask a question (Enter sends, Shift+Enter adds a line)", steps: "Reasoning steps", you: "You",
    agent: "Knowdesk", sources: "Sources", sourceN: "Source {n}", thinking: "Thinking…",
    writing: "Writing the answer (a draft until checked against its sources)…", stopped: "Answer stopped.",
    failed: "The answer failed", copy: "Copy", copied: "Copied", regenerate: "Regenerate", helpful: "Helpful",
    unhelpful: "Not helpful", rename: "Rename", delete: "Delete", deleteConfirm: "Delete the conversation “{title}”? This cannot be undone.",
    emptyTitle: "How can I help?", emptyHint: "Ask about company rules; every answer names its sources.",
    emptyHot: "Often asked:", emptyNoHot: "For example about leave, travel expenses, attendance or pay.",
    page: "page {n}", ocr: "read by OCR (check the page)", kbLabel: "Knowledge base", openSource: "Open source {n}: {document}",
    conversationsToggle: "Conversations", fragmentTitle: "Cited text", highlighted: "The highlighted part is what the answer rests on.",
    untitled: "Untitled conversation",
    chooseScope: "Choose a knowledge base or group", questions: "Questions", questionCount: "{n} questions",
    start: "Start", answer: "Submit answer", yourAnswer: "Your answer", history: "Past reports", report: "Report",
    score: "Score", followUp: "Follow-up", question: "Question {n}/{total}", resume: "Resumed your unfinished assessment",
    level: "Level", overall: "Overall", inProgress: "in progress", ps_generate: "Generating questions…",
    ps_grade: "Grading…", ps_next: "Preparing the next question…", ps_follow_up: "Preparing a follow-up…",
    ps_analyze: "Writing the report…", lvl_Expert: "Expert", lvl_Advanced: "Advanced",
    lvl_Proficient: "Proficient", lvl_Novice: "Novice",
    dif_Standard: "Standard", dif_Advanced: "Advanced", dif_Specialist: "Specialist",
    noAdmin: "You manage no knowledge base. Ask an admin for the manage permission to upload documents.",
    upload: "Upload documents", uploadBtn: "Upload", chooseFiles: "Choose files", chooseFile: "Choose a file",
    noFile: "No file chosen", kbName: "Knowledge base name", createKb: "New knowledge base",
    uploadTo: "Upload to", file: "File", status: "Status", fragments: "Fragments", reason: "Reason", hot: "Hot questions",
    top: "Most asked", candidates: "Candidates", promote: "Promote", retire: "Retire", merge: "Merge into…", calls: "Calls",
    mergeConfirm: "Merge the candidate “{source}” into “{target}”? Their counts add up and the candidate is retired.",
    notSame: "Not the same as…", rejected: "Noted: “{source}” is not “{target}” ({area}); calibration uses it as a negative.",
    calibrate: "Threshold calibration", labelled: "Labelled file (TSV)", area: "Business area (optional)",
    precision: "Target precision", dryRun: "Dry run", run: "Run", threshold: "Threshold", noData: "Nothing yet",
    written: "written", notWritten: "dry run, not written",
    calibrated: "{area}: threshold {t} · precision {p} · recall {r} · F1 {f} · {n} examples · {w}",
    labelledFormat: "Expected tab-separated UTF-8 text, one 'sentence1<TAB>sentence2<TAB>0 or 1' per line (labelled pairs), or 'question<TAB>hot question id or none'.",
    graphRebuilt: "relation graph rebuilt: {n} relations from {m} tables",
    jobCancelledMsg: "cancelled after {done} of {total} files; those stay ingested", jobInterruptedMsg: "the server stopped during ingestion; upload again",
    st_added: "added", st_updated: "updated", st_queued: "queued for OCR", st_unchanged: "unchanged", st_skipped: "skipped", st_failed: "failed",
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
    job_failed: "Failed", job_cancelled: "Cancelled", job_interrupted: "Interrupted",
  },
};

const KD = { lang: localStorage.getItem("kd_lang") === "en" ? "en" : "zh", csrf: "", me: null };
localStorage.removeItem("kd_token");  // earlier versions kept the API token here, where any script could read it

function t(key, vars) {
  let s = (I18N[KD.lang] && I18N[KD.lang][key]) || I18N.zh[key] || key;
  for (const [k, v] of Object.entries(vars || {})) s = s.split(`{${k}}`).join(String(v));
  return s;
}

// `t`, or `fallback` for a key no language has (a status or reason code newer than this page)
function tOr(key, fallback, vars) {
  return I18N[KD.lang][key] !== undefined || I18N.zh[key] !== undefined ? t(key, vars) : fallback;
}

function applyI18n(root) {
  document.documentElement.lang = KD.lang === "zh" ? "zh-CN" : "en";
  const scope = root || document;
  scope.querySelectorAll("[data-i18n]").forEach((n) => { n.textContent = t(n.dataset.i18n); });
  scope.querySelectorAll("[data-i18n-ph]").forEach((n) => { n.placeholder = t(n.dataset.i18nPh); });
  scope.querySelectorAll("[data-i18n-label]").forEach((n) => { n.setAttribute("aria-label", t(n.dataset.i18nLabel)); });
  if (document.body.dataset.title) document.title = `knowdesk · ${t(document.body.dataset.title)}`;
}

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v;
    else if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) node.append(c instanceof Node ? c : String(c));
  return node;
}

// ---------------------------------------------------------------- API
class ApiError extends Error {
  constructor(status, body, retryAfter) {
    super(body.message || `HTTP ${status}`);
    this.status = status; this.code = body.code || ""; this.body = body; this.retryAfter = retryAfter;
  }
}

function headersFor(method, extra) {
  const h = Object.assign({}, extra || {});
  if (method !== "GET" && KD.csrf) h["X-CSRF-Token"] = KD.csrf;
  return h;
}

async function api(path, opts = {}) {
  let body = opts.body;
  const method = opts.method || (body ? "POST" : "GET");
  const headers = headersFor(method, opts.headers);
  if (body && !(body instanceof FormData) && typeof body !== "string") { body = JSON.stringify(body); headers["Content-Type"] = "application/json"; }
  let r;
  try { r = await fetch(path, { method, headers, body, credentials: "same-origin" }); }
  catch (e) { throw new ApiError(0, { code: "network", message: String(e) }); }
  const type = r.headers.get("content-type") || "";
  const data = type.includes("json") ? await r.json() : await r.text();
  if (!r.ok) throw failed(r, typeof data === "object" ? data : { message: data });
  return data;
}

function failed(r, body) {
  const e = new ApiError(r.status, body, r.headers.get("Retry-After"));
  if (r.status === 401 && !location.pathname.endsWith("login.html")) toSignIn(e.code);
  return e;
}

function toSignIn(why) {
  const next = location.pathname + location.search + location.hash;
  location.href = `login.html?why=${encodeURIComponent(why || "unauthorized")}&next=${encodeURIComponent(next)}`;
}

// Server-sent events over fetch (POST bodies, the session cookie); `signal` stops the stream (the server then
// stops the answer at its next step).
async function sse(path, opts, onEvent) {
  const method = opts.method || (opts.body ? "POST" : "GET");
  const headers = headersFor(method, { Accept: "text/event-stream" });
  let body;
  if (opts.body) { body = JSON.stringify(opts.body); headers["Content-Type"] = "application/json"; }
  let r;
  try { r = await fetch(path, { method, headers, body, signal: opts.signal, credentials: "same-origin" }); }
  catch (e) { if (e.name === "AbortError") throw e; throw new ApiError(0, { code: "network", message: String(e) }); }
  if (!r.ok) {
    let data = {}; try { data = await r.json(); } catch (e) { /* not JSON */ }
    throw failed(r, data);
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

// An error in the reader's language: a known code by its own words, invalid input field by field.
function describe(e) {
  if (!e) return "";
  const code = e.code || (e.body && e.body.code) || "";
  const details = (e.body && e.body.details) || [];
  if (code === "invalid" && details.length) {
    return details.map((d) => {
      const field = tOr(`f_${(d.field || "").split(".").pop()}`, d.field || "");
      const rule = d.type === "string_pattern_mismatch" && d.field === "name" ? t("v_kb_name")
        : tOr(`v_${d.type}`, t("v_other"), d.ctx || {});
      return field ? `${field}${t("colon")}${rule}` : rule;
    }).join("；");
  }
  if (code === "too_many_requests") return t("err_too_many_requests", { s: e.retryAfter || "60" });
  return tOr(`err_${code}`, e.message || String(e));
}

// ---------------------------------------------------------------- page frame
async function signedIn() {
  try {
    const me = await api("/me");
    KD.me = me; KD.csrf = me.csrf || "";
    return me;
  } catch (e) {
    if (e.status !== 401) showError(describe(e));
    return null;
  }
}

// The page header; its first stop for the keyboard is a link past it (and past long lists) to `skipTo`.
function header(active, me, skipTo = "main") {
  const nav = el("nav", { "aria-label": "knowdesk" },
    el("a", { href: "chat.html", class: active === "chat" ? "active" : "", "aria-current": active === "chat" ? "page" : null, "data-i18n": "chat" }),
    el("a", { href: "assess.html", class: active === "assess" ? "active" : "", "aria-current": active === "assess" ? "page" : null, "data-i18n": "assess" }),
    me && me.manages ? el("a", { id: "nav-admin", href: "admin.html", class: active === "admin" ? "active" : "", "aria-current": active === "admin" ? "page" : null, "data-i18n": "admin" }) : null,
    me && me.manages ? el("a", { id: "nav-gaps", href: "gaps.html", class: active === "gaps" ? "active" : "", "aria-current": active === "gaps" ? "page" : null, "data-i18n": "gaps" }) : null,
    me && me.role === "admin" ? el("a", { id: "nav-stats", href: "stats.html", class: active === "stats" ? "active" : "", "aria-current": active === "stats" ? "page" : null, "data-i18n": "stats" }) : null);
  const bar = el("header", {},
    el("a", { class: "skip", href: `#${skipTo}`, onclick: (ev) => { ev.preventDefault(); document.getElementById(skipTo).focus(); } },
      t(skipTo === "main" ? "skipMain" : "skip")),
    el("span", { class: "brand" }, "knowdesk"), nav, el("span", { class: "spacer" }),
    me ? el("span", { id: "whoami", class: "muted" }, `${me.name} · ${tOr(`role_${me.role}`, me.role)}`) : null,
    me && me.csrf ? el("button", { id: "change-password", class: "secondary", type: "button", onclick: changePassword, "data-i18n": "changePassword" }) : null,
    me && me.csrf ? el("button", { id: "logout", class: "secondary", type: "button", onclick: signOut, "data-i18n": "logout" }) : null,
    el("button", { id: "lang", class: "secondary", type: "button", lang: KD.lang === "zh" ? "en" : "zh", onclick: toggleLang }, t("lang")));
  document.body.prepend(bar);
  applyI18n();
}

async function signOut() {
  try { await api("/auth/logout", { method: "POST" }); } catch (e) { /* signed out anyway */ }
  location.href = "login.html?why=signed_out";
}

function toggleLang() {
  localStorage.setItem("kd_lang", KD.lang === "zh" ? "en" : "zh");
  location.reload();
}

function showError(message) {
  let box = document.getElementById("error");
  if (!box) { box = el("div", { id: "error", class: "card error", role: "alert" }); document.querySelector("main").prepend(box); }
  box.textContent = message;
  box.classList.toggle("hidden", !message);
}

// A modal dialog in the page's language; resolves true for OK. Focus returns to where it was.
function confirmDialog(message) {
  return new Promise((resolve) => {
    const back = document.activeElement;
    const dlg = el("dialog", { class: "confirm", "aria-labelledby": "confirm-title" },
      el("h3", { id: "confirm-title" }, t("confirm")), el("p", { id: "confirm-text" }, message),
      el("div", { class: "row end" },
        el("button", { type: "button", class: "secondary", id: "confirm-cancel", onclick: () => dlg.close("cancel") }, t("cancel")),
        el("button", { type: "button", id: "confirm-ok", onclick: () => dlg.close("ok") }, t("ok"))));
    dlg.addEventListener("close", () => { resolve(dlg.returnValue === "ok"); dlg.remove(); if (back && back.focus) back.focus(); });
    document.body.append(dlg);
    dlg.showModal();
    dlg.querySelector("#confirm-ok").focus();
  });
}

function changePassword() {
  const back = document.activeElement;
  const note = el("p", { class: "error", role: "alert", id: "password-error" });
  const field = (id, key, auto) => el("label", { class: "field" }, el("span", {}, t(key)),
    el("input", { id, type: "password", autocomplete: auto, required: true }));
  const form = el("form", { method: "dialog" },
    el("h3", {}, t("changePassword")),
    KD.me && KD.me.has_password ? field("pw-current", "currentPassword", "current-password") : null,
    field("pw-new", "newPassword", "new-password"), field("pw-again", "repeatPassword", "new-password"), note,
    el("div", { class: "row end" },
      el("button", { type: "button", class: "secondary", onclick: () => dlg.close() }, t("cancel")),
      el("button", { type: "submit", id: "pw-save" }, t("save"))));
  const dlg = el("dialog", {}, form);
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const fresh = form.querySelector("#pw-new").value;
    if (fresh !== form.querySelector("#pw-again").value) { note.textContent = t("passwordsDiffer"); return; }
    const current = form.querySelector("#pw-current");
    try {
      const r = await api("/auth/password", { body: { current_password: current ? current.value : "", new_password: fresh } });
      if (r.csrf) KD.csrf = r.csrf;
      KD.me.has_password = true;
      dlg.close();
      showNotice(t("passwordChanged"));
    } catch (e) { note.textContent = describe(e); }
  });
  dlg.addEventListener("close", () => { dlg.remove(); if (back && back.focus) back.focus(); });
  document.body.append(dlg);
  dlg.showModal();
}

// File inputs with their button and the chosen names in the page's language (not the browser's)
function wireFilePicks(root) {
  (root || document).querySelectorAll(".file-pick input[type=file]").forEach((input) => {
    const names = input.parentElement.querySelector(".file-names");
    input.addEventListener("change", () => {
      names.textContent = input.files.length ? [...input.files].map((f) => f.name).join(", ") : t("noFile");
    });
  });
}

function showNotice(message) {
  let box = document.getElementById("notice");
  if (!box) { box = el("div", { id: "notice", class: "card notice", role: "status" }); document.querySelector("main").prepend(box); }
  box.textContent = message;
}
