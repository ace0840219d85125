"""Knowledge bases, groups, uploads (with their safety checks), ingestion status and search."""

from __future__ import annotations

import io
import threading
import time
import zipfile

import pytest
from fastapi.testclient import TestClient

from tests.api.helpers import Seeded
from tests.conftest import SAMPLE_KB
from tests.format_samples import samples

TXT = "出差补贴规定\n第一条 员工出差每日补贴一百二十元，凭行程单报销。\n".encode()


def upload(client: TestClient, auth: dict[str, str], *files: tuple[str, bytes], kb: str = "hr"):
    return client.post(f"/kbs/{kb}/documents", files=[("files", (n, d)) for n, d in files], headers=auth)


def finished(client: TestClient, auth: dict[str, str], job_id: str, timeout: float = 60) -> dict:
    """Poll a job until it ends, as the admin page does."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        job = client.get(f"/jobs/{job_id}", headers=auth).json()
        if job["status"] not in ("queued", "running"):
            return job
        time.sleep(0.05)
    raise AssertionError(f"job {job_id} did not finish: {job}")


def test_kb_and_group_crud(client: TestClient, seeded: Seeded) -> None:
    admin = seeded.auth("admin")
    assert client.post("/kbs", json={"name": "it", "description": "IT"}, headers=admin).status_code == 201
    assert client.post("/kbs", json={"name": "it"}, headers=admin).status_code == 409
    assert {k["name"] for k in client.get("/kbs", headers=admin).json()} >= {"hr", "it", "secret"}
    assert {k["name"] for k in client.get("/kbs", headers=seeded.auth("alice")).json()} == {"hr"}
    assert client.post("/groups", json={"name": "all", "kbs": ["hr", "it"]}, headers=admin).status_code == 201
    assert client.post("/groups", json={"name": "bad", "kbs": ["nope"]}, headers=admin).status_code == 404
    assert [g["name"] for g in client.get("/groups", headers=admin).json()] == ["all"]
    assert client.get("/groups", headers=seeded.auth("alice")).json() == []  # alice may not ask `it`
    assert client.delete("/groups/all", headers=admin).status_code == 200
    assert client.delete("/kbs/it", headers=admin).status_code == 200
    assert client.delete("/kbs/it", headers=admin).status_code == 404


def test_show_kb_lists_documents_and_hides_sensitive_ones(client: TestClient, seeded: Seeded) -> None:
    docs = client.get("/kbs/hr", headers=seeded.auth("alice")).json()["documents"]
    admin_docs = client.get("/kbs/hr", headers=seeded.auth("admin")).json()["documents"]
    assert len(docs) < len(admin_docs) and all(not d["sensitive"] for d in docs)
    assert any("保密" in d["name"] for d in admin_docs)


def test_upload_ingests_and_is_searchable(client: TestClient, seeded: Seeded) -> None:
    docx = (SAMPLE_KB / "离职管理办法.docx").read_bytes()
    r = upload(client, seeded.auth("mgr"), ("出差补贴.txt", TXT), ("离职.docx", docx))
    assert r.status_code == 202, r.text
    assert r.headers["location"] == r.json()["status_url"] == f"/jobs/{r.json()['job']['id']}"
    job = finished(client, seeded.auth("mgr"), r.json()["job"]["id"])
    assert job["status"] == "done" and job["done"] == job["total"] == 2 and job["progress"] == 1.0
    files = {f["path"]: f for f in job["results"]}
    assert files["出差补贴.txt"]["status"] == "added" and files["出差补贴.txt"]["fragments"] >= 1
    assert files["离职.docx"]["status"] in ("added", "updated")
    hits = client.get("/search", params={"q": "出差每日补贴", "kb": "hr"}, headers=seeded.auth("alice")).json()
    assert hits and hits[0]["document"].startswith("出差补贴")
    status = client.get("/kbs/hr", headers=seeded.auth("mgr")).json()
    assert any(d["name"].startswith("出差补贴") for d in status["documents"])
    path = next(d["path"] for d in status["documents"] if d["name"].startswith("出差补贴"))
    assert client.delete("/kbs/hr/documents", params={"path": path}, headers=seeded.auth("alice")).status_code == 403
    assert client.delete("/kbs/hr/documents", params={"path": path}, headers=seeded.auth("mgr")).status_code == 200


def test_upload_of_the_new_formats_ingests_them_and_refuses_doc(client: TestClient, seeded: Seeded, tmp_path) -> None:
    files = [samples.write_pptx(tmp_path / "培训.pptx"), samples.write_html(tmp_path / "报销.html"),
             samples.write_xls(tmp_path / "差旅.xls")]  # fmt: skip
    mgr = seeded.auth("mgr")
    r = upload(
        client, mgr, *((f.name, f.read_bytes()) for f in files), ("旧制度.doc", samples.OLE_MAGIC + b"\x00" * 256)
    )
    assert r.status_code == 202 and r.json()["refused"] == 1, r.text
    job = finished(client, mgr, r.json()["job"]["id"])
    assert sorted((f["path"], f["status"], f.get("reason")) for f in job["results"]) == [
        ("培训.pptx", "added", None), ("差旅.xls", "added", None), ("报销.html", "added", None),
        ("旧制度.doc", "failed", "convert_to_docx"),
    ]  # fmt: skip


def test_an_uploaded_picture_is_read_by_ocr_and_found_by_search(client: TestClient, seeded: Seeded, tmp_path) -> None:
    from knowdesk.ingest.ocr import engine_available

    if not engine_available() or samples.cjk_font_path() is None:
        pytest.skip("needs the ocr extra and a CJK font")
    png, jpg = samples.write_pictures(tmp_path)[:2]  # the notice: 第一条…, a table of leave types
    mgr = seeded.auth("mgr")
    r = upload(client, mgr, ("年休假通知.png", png.read_bytes()), ("年休假公告照片.jpg", jpg.read_bytes()))
    assert r.status_code == 202, r.text
    job = finished(client, mgr, r.json()["job"]["id"], timeout=180)
    assert job["status"] == "done", job
    assert sorted((f["path"], f["status"]) for f in job["results"]) == [
        ("年休假公告照片.jpg", "added"), ("年休假通知.png", "added")]  # fmt: skip
    hits = client.get("/search", params={"q": "年休假管理 保障员工休息权利", "kb": "hr", "k": 10},
                      headers=seeded.auth("alice")).json()  # fmt: skip
    found = {h["document"]: h for h in hits if "休息权利" in h["body"]}
    assert set(found) == {"年休假通知", "年休假公告照片"}, [h["document"] for h in hits]
    assert all(h["ocr"] is True and h["page"] == 1 for h in found.values())
    opened = client.get(f"/fragments/{found['年休假通知']['fragment_id']}", headers=seeded.auth("alice")).json()
    assert opened["ocr"] is True and "OCR识别" in opened["header"]


def zip_bytes(entries: dict[str, bytes]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries.items():
            zf.writestr(name, data)
    return buf.getvalue()


def test_upload_safety(client: TestClient, seeded: Seeded) -> None:
    mgr = seeded.auth("mgr")
    cases = [
        (("../../etc/passwd.txt", TXT), 400, "bad_name"),
        (("..\\evil.txt", TXT), 400, "bad_name"),
        (("notes.exe", b"MZ\x90\x00"), 415, "unsupported_type"),
        (("report.pdf", b"just text pretending to be a pdf"), 415, "wrong_type"),
        (("image.txt", b"\x89PNG\r\n\x1a\n" + b"\x00" * 64), 415, "wrong_type"),
        (("sheet.xlsx", zip_bytes({"hello.txt": b"hi"})), 415, "wrong_type"),
        (("big.txt", b"a" * (2 * 2**20)), 413, "too_large"),  # the test app allows 1 MB per file
        (("bomb.docx", zip_bytes({"word/document.xml": b"<w/>", "pad.xml": b"\x00" * (40 * 2**20)})), 422, "zip_bomb"),
        (("empty.md", b""), 422, "empty"),
    ]
    for (name, data), status, code in cases:
        r = upload(client, mgr, (name, data))
        assert (r.status_code, r.json()["code"]) == (status, code), (name, r.text)
        assert r.json()["message"]
    mixed = upload(client, mgr, ("ok.txt", TXT), ("x.pdf", b"nope"))
    assert mixed.status_code == 202 and mixed.json()["refused"] == 1
    job = finished(client, mgr, mixed.json()["job"]["id"])
    assert sorted((f["path"], f["status"]) for f in job["results"]) == [("ok.txt", "added"), ("x.pdf", "failed")]
    assert client.post("/kbs/hr/documents", headers=mgr).status_code == 422  # no files at all


def test_upload_permissions(client: TestClient, seeded: Seeded) -> None:
    assert upload(client, seeded.auth("alice"), ("a.txt", TXT)).status_code == 403  # ask only
    assert upload(client, seeded.auth("mgr"), ("a.txt", TXT), kb="secret").status_code == 404  # not granted: hidden
    assert upload(client, seeded.auth("mgr"), ("a.txt", TXT), kb="nope").status_code == 404


def test_oversize_body_is_refused_before_reading(client: TestClient, seeded: Seeded) -> None:
    headers = {**seeded.auth("mgr"), "content-length": str(10**12), "content-type": "multipart/form-data; boundary=x"}
    r = client.post("/kbs/hr/documents", content=b"--x--", headers=headers)
    assert r.status_code == 413 and r.json()["code"] == "too_large"


def test_jobs_are_their_owners_and_a_cancel_stops_one_waiting_for_the_writer(
    client: TestClient, seeded: Seeded
) -> None:
    from knowdesk.ingest.writer_lock import kb_writer

    kd = client.app.state.kd
    mgr, admin, alice = seeded.auth("mgr"), seeded.auth("admin"), seeded.auth("alice")
    held, release = threading.Event(), threading.Event()

    def writer() -> None:  # another ingest of `hr` (say `knowdesk ingest`) holds the base's writer lock
        with kb_writer(kd.settings, "hr"):
            held.set()
            release.wait(30)

    t = threading.Thread(target=writer)
    t.start()
    assert held.wait(10)
    r = upload(client, mgr, ("排队.txt", "排队规定\n第一条 排队须有序。\n".encode()))
    job_id = r.json()["job"]["id"]
    time.sleep(0.2)
    assert client.get(f"/jobs/{job_id}", headers=mgr).json()["status"] == "queued"  # one writer per base
    assert client.get(f"/jobs/{job_id}", headers=alice).status_code == 404  # not hers
    assert client.post(f"/jobs/{job_id}/cancel", headers=alice).status_code == 404
    assert client.get(f"/jobs/{job_id}", headers=admin).status_code == 200
    assert next(j["id"] for j in client.get("/jobs", headers=mgr).json()) == job_id
    assert job_id not in [j["id"] for j in client.get("/jobs", headers=alice).json()]
    assert client.post(f"/jobs/{job_id}/cancel", headers=mgr).status_code == 202
    release.set()
    t.join()
    job = finished(client, mgr, job_id)
    assert job["status"] == "cancelled" and job["done"] == 0 and "stay ingested" in job["message"]
    assert not any(d["name"].startswith("排队") for d in client.get("/kbs/hr", headers=mgr).json()["documents"])
    assert client.post(f"/jobs/{job_id}/cancel", headers=mgr).status_code == 409  # already ended


def test_a_job_left_by_a_dead_worker_is_interrupted(client: TestClient) -> None:
    from knowdesk.api.jobs import HOST, UploadJobs

    kd = client.app.state.kd
    job = kd.jobs.create("hr", "mgr", 3, f"{HOST}:999999999", [])
    kd.jobs.update(job.id, status="running")
    UploadJobs(kd)  # what a restarted server does at start
    after = kd.jobs.get(job.id)
    assert after.status == "interrupted" and "upload again" in after.message


def test_an_uploaded_long_scan_is_queued_then_read_by_the_servers_refiner(client: TestClient, seeded: Seeded) -> None:
    from knowdesk.ingest.ocr import engine_available
    from tests.indexing.test_queued_ocr import ScriptedOcr, blank_scan

    if not engine_available():
        pytest.skip("scans are queued only where an engine could read them later")
    kd = client.app.state.kd
    kd.__dict__["ocr"] = kd.ingestor.ocr = reader = ScriptedOcr()
    scan = blank_scan(seeded.data_dir.parent / "upload" / "培训制度扫描件.pdf", 9)
    admin = seeded.auth("admin")
    assert client.post("/kbs", json={"name": "ops"}, headers=admin).status_code == 201
    job = finished(client, admin, upload(client, admin, (scan.name, scan.read_bytes()), kb="ops").json()["job"]["id"])
    assert [f["status"] for f in job["results"]] == ["queued"]
    deadline = time.monotonic() + 60
    while client.get("/kbs/ops", headers=admin).json()["ocr_queued"] and time.monotonic() < deadline:
        time.sleep(0.1)  # the server's refiner thread reads it
    shown = client.get("/kbs/ops", headers=admin).json()
    assert shown["ocr_queued"] == [] and sorted(reader.read_pages) == list(range(9))
    assert [d["name"] for d in shown["documents"]] == ["培训制度扫描件"]
    hits = client.get("/search", params={"q": "9号条款", "kb": "ops"}, headers=admin).json()
    assert any("9号条款" in h["body"] and h["ocr"] for h in hits)
