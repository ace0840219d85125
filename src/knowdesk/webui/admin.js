// Admin page by role: admins see uploads, new knowledge bases, hot-question review and calibration; employees
// with `manage` see uploads to their own bases only; anyone else is told they manage nothing.
"use strict";

const $ = (id) => document.getElementById(id);

const JOB_ENDED = ["done", "failed", "cancelled", "interrupted"];

function showFiles(files) {
  const tbody = $("upload-results").querySelector("tbody");
  tbody.replaceChildren(...files.map((f) => {
    // the reason code in the reader's language, then the server's detail (which names the file's own problem)
    const label = f.reason ? tOr(`rs_${f.reason}`, "") : "";
    const why = label ? [el("strong", {}, label), " ", el("span", { class: "muted" }, f.message || "")] : [f.message || ""];
    return el("tr", { class: f.status === "failed" ? "error" : "" },
      el("td", {}, f.path), el("td", {}, tOr(`st_${f.status}`, f.status)), el("td", {}, f.fragments ?? ""),
      el("td", {}, ...why));
  }));
  $("upload-results").classList.toggle("hidden", !files.length);
}

// What a job's closing message says, in the reader's language where its form is known.
function jobMessage(job) {
  const m = job.message || "";
  const graph = m.match(/^relation graph rebuilt: (\d+) relations from (\d+) tables$/);
  if (graph) return t("graphRebuilt", { n: graph[1], m: graph[2] });
  if (job.status === "cancelled") return t("jobCancelledMsg", { done: job.done, total: job.total });
  if (job.status === "interrupted") return t("jobInterruptedMsg");
  return m;
}

function showJob(job) {
  $("upload-job").classList.remove("hidden");
  $("upload-progress").value = job.progress;
  const ended = JOB_ENDED.includes(job.status);
  const count = job.total ? ` ${job.done}/${job.total}` : "";
  const note = ended ? jobMessage(job) : job.current;
  $("upload-status").textContent = tOr(`job_${job.status}`, job.status) + count + (note ? ` · ${note}` : "");
  $("upload-cancel").classList.toggle("hidden", ended);
  showFiles(job.results);
}

// An upload is a job: the request returns at once, the page follows the job until it ends
async function follow(jobId) {
  $("upload-cancel").onclick = () => api(`/jobs/${jobId}/cancel`, { method: "POST" }).catch(() => {});
  for (;;) {
    const job = await api(`/jobs/${jobId}`);
    showJob(job);
    if (JOB_ENDED.includes(job.status)) return;
    await new Promise((r) => setTimeout(r, 400));
  }
}

async function upload(ev) {
  ev.preventDefault();
  if (!$("upload-files").files.length) { showFiles([{ path: "", status: "failed", reason: "no_files", fragments: "" }]); return; }
  const form = new FormData();
  for (const f of $("upload-files").files) form.append("files", f, f.name);
  const kb = $("upload-kb").value;
  showFiles([]);
  $("upload-job").classList.add("hidden");
  $("upload-send").disabled = true;
  try {
    const started = await api(`/kbs/${encodeURIComponent(kb)}/documents`, { method: "POST", body: form });
    showJob(started.job);
    await follow(started.job.id);
  } catch (e) {
    showFiles((e.body && e.body.files) || [{ path: "", status: "failed", fragments: 0, message: describe(e) }]);
  } finally { $("upload-send").disabled = false; }
}

function hotRow(q, i, actions) {
  return el("tr", {}, el("td", {}, i + 1), el("td", {}, q.standard_question), el("td", {}, q.call_count), el("td", { class: "row" }, actions));
}

function noRows() { return [el("tr", {}, el("td", { colspan: 4, class: "muted" }, t("noData")))]; }

async function loadHot() {
  const top = await api("/hot?status=active&top=20");
  const cands = await api("/hot?status=candidate&top=50");
  $("hot-top").querySelector("tbody").replaceChildren(...(top.length ? top.map((q, i) => hotRow(q, i, [
    el("button", { type: "button", class: "secondary retire", onclick: () => act(`/hot/${q.question_id}/retire`) }, t("retire"))])) : noRows()));
  $("hot-candidates").querySelector("tbody").replaceChildren(...(cands.length ? cands.map((q, i) => {
    const target = el("select", { class: "merge-target", "aria-label": `${t("merge")} ${q.standard_question}` },
      el("option", { value: "" }, t("merge")), ...top.map((a) => el("option", { value: a.question_id }, a.standard_question)));
    target.onchange = async () => {
      if (!target.value) return;
      const into = top.find((a) => a.question_id === target.value);
      const ok = await confirmDialog(t("mergeConfirm", { source: q.standard_question, target: into ? into.standard_question : target.value }));
      if (ok) await act("/hot/merge", { source: q.question_id, target: target.value });
      else target.value = "";
    };
    // "not the same as …": nothing changes but a labelled pair for the area (hot calibrate --from-feedback)
    const differs = el("select", { class: "reject-target", "aria-label": `${t("notSame")} ${q.standard_question}` },
      el("option", { value: "" }, t("notSame")), ...top.map((a) => el("option", { value: a.question_id }, a.standard_question)));
    differs.onchange = async () => {
      if (!differs.value) return;
      const other = top.find((a) => a.question_id === differs.value);
      try {
        const r = await api("/hot/reject", { method: "POST", body: { source: q.question_id, target: differs.value } });
        $("hot-review-note").textContent = t("rejected", { source: q.standard_question, target: other ? other.standard_question : differs.value, area: r.area });
      } catch (e) { showError(describe(e)); }
      differs.value = "";
    };
    return hotRow(q, i, [el("button", { type: "button", class: "promote", onclick: () => act(`/hot/${q.question_id}/promote`) }, t("promote")), target, differs]);
  }) : noRows()));
}

async function act(path, body) {
  try { await api(path, { method: "POST", body }); } catch (e) { showError(describe(e)); }
  await loadHot();
}

async function calibrate(ev) {
  ev.preventDefault();
  const out = $("calibrate-result");
  if (!$("calibrate-file").files.length) { out.className = "error"; out.textContent = t("labelledFormat"); return; }
  const form = new FormData();
  form.append("file", $("calibrate-file").files[0]);
  if ($("calibrate-area").value.trim()) form.append("area", $("calibrate-area").value.trim());
  form.append("target_precision", $("calibrate-precision").value);
  form.append("dry_run", $("calibrate-dry").checked ? "true" : "false");
  out.className = "";
  try {
    const r = await api("/hot/calibrate", { method: "POST", body: form });
    const c = r.chosen;
    out.className = "notice";
    out.textContent = t("calibrated", { area: r.area, t: c.threshold.toFixed(4), p: c.precision.toFixed(3), r: c.recall.toFixed(3),
      f: c.f1.toFixed(3), n: r.examples, w: r.written ? t("written") : t("notWritten") });
  } catch (e) {
    out.className = "error";
    const detail = (e.message || "").replace(/^cannot use the labelled file: /, "").split("; expected")[0];
    out.replaceChildren(el("strong", {}, describe(e)), " ", t("labelledFormat"), e.code === "bad_labelled_file" ? el("span", { class: "muted" }, ` (${detail})`) : null);
  }
}

async function createKb(ev) {
  ev.preventDefault();
  $("kb-error").textContent = "";
  try { await api("/kbs", { body: { name: $("kb-name").value.trim() } }); location.reload(); }
  catch (e) { $("kb-error").textContent = describe(e); }
}

async function main() {
  const me = await signedIn();
  if (!me) return;
  header("admin", me);
  wireFilePicks();
  if (!me.manages) { $("no-admin").classList.remove("hidden"); return; }
  $("upload-form").onsubmit = upload;  // before any wait: a form submitted without its handler reloads the page
  $("kb-form").onsubmit = createKb;
  $("calibrate-form").onsubmit = calibrate;
  $("upload-card").classList.remove("hidden");
  for (const kb of await api("/kbs")) if (kb.permission === "manage") $("upload-kb").append(el("option", { value: kb.name }, kb.name));
  const admin = me.role === "admin";
  document.querySelectorAll(".admin-only").forEach((n) => n.classList.toggle("hidden", !admin));
  if (admin) await loadHot();
  document.body.dataset.ready = "1";
}

main();
