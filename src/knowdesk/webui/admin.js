// Admin page: uploads with per-file results, hot-question review, threshold calibration.
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

function showJob(job) {
  $("upload-job").classList.remove("hidden");
  $("upload-progress").value = job.progress;
  const ended = JOB_ENDED.includes(job.status);
  const count = job.total ? ` ${job.done}/${job.total}` : "";
  $("upload-status").textContent = tOr(`job_${job.status}`, job.status) + count + (job.current && !ended ? ` · ${job.current}` : "") +
    (ended && job.message ? ` · ${job.message}` : "");
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
    showFiles((e.body && e.body.files) || [{ path: "", status: "failed", fragments: 0, message: e.message }]);
  } finally { $("upload-send").disabled = false; }
}

function hotRow(q, i, actions) {
  return el("tr", {}, el("td", {}, i + 1), el("td", {}, q.standard_question), el("td", {}, q.call_count), el("td", { class: "row" }, actions));
}

async function loadHot() {
  const top = await api("/hot?status=active&top=20");
  const cands = await api("/hot?status=candidate&top=50");
  const tb = $("hot-top").querySelector("tbody");
  tb.replaceChildren(...(top.length ? top.map((q, i) => hotRow(q, i, [
    el("button", { class: "secondary", onclick: () => act(`/hot/${q.question_id}/retire`) }, t("retire"))])) : [el("tr", {}, el("td", { colspan: 4, class: "muted" }, t("noData")))]));
  const cb = $("hot-candidates").querySelector("tbody");
  cb.replaceChildren(...(cands.length ? cands.map((q, i) => {
    const target = el("select", {}, el("option", { value: "" }, t("merge")), ...top.map((a) => el("option", { value: a.question_id }, a.standard_question)));
    target.onchange = () => target.value && act("/hot/merge", { source: q.question_id, target: target.value });
    return hotRow(q, i, [el("button", { onclick: () => act(`/hot/${q.question_id}/promote`) }, t("promote")), target]);
  }) : [el("tr", {}, el("td", { colspan: 4, class: "muted" }, t("noData")))]));
}

async function act(path, body) {
  try { await api(path, { method: "POST", body }); } catch (e) { showError(e.message); }
  loadHot();
}

async function calibrate(ev) {
  ev.preventDefault();
  const form = new FormData();
  form.append("file", $("calibrate-file").files[0]);
  if ($("calibrate-area").value.trim()) form.append("area", $("calibrate-area").value.trim());
  form.append("target_precision", $("calibrate-precision").value);
  form.append("dry_run", $("calibrate-dry").checked ? "true" : "false");
  try {
    const r = await api("/hot/calibrate", { method: "POST", body: form });
    const c = r.chosen;
    $("calibrate-result").textContent = `${r.area}: ${t("threshold")} ${c.threshold.toFixed(4)} · P ${c.precision.toFixed(3)} R ${c.recall.toFixed(3)} F1 ${c.f1.toFixed(3)} · ${r.examples} · ${r.written ? "✓" : t("dryRun")}`;
  } catch (e) { $("calibrate-result").textContent = e.message; }
}

async function createKb(ev) {
  ev.preventDefault();
  try { await api("/kbs", { body: { name: $("kb-name").value.trim() } }); location.reload(); } catch (e) { showError(e.message); }
}

async function main() {
  header("admin");
  const me = await whoami();
  if (!me) return;
  for (const kb of await api("/kbs")) if (kb.permission === "manage") $("upload-kb").append(el("option", { value: kb.name }, kb.name));
  $("upload-form").onsubmit = upload;
  $("kb-form").onsubmit = createKb;
  $("calibrate-form").onsubmit = calibrate;
  if (me.role !== "admin") { document.querySelectorAll(".admin-only, #kb-form").forEach((n) => n.classList.add("hidden")); return; }
  await loadHot();
}

main();
