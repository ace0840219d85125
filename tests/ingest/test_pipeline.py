"""Incremental, atomic ingestion: unchanged files do no work, a change replaces only its
fragments, bad files are reported and the batch goes on, an interrupted write leaves no trace."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from knowdesk.retrieval.hybrid import SearchOptions
from tests.conftest import SAMPLE_KB


def fragments_of(app, kb: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for d in app.store.list_documents(kb):
        out[Path(d.path).name] = [f.body for f in app.store.document_fragments(d.id)]
    return out


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    shutil.copytree(SAMPLE_KB, folder)
    return folder


def test_sample_kb_ingests_every_format_with_headers(app, docs):
    report = app.ingestor.ingest([docs], "hr")
    assert report.failed == []
    formats = {d.format for d in app.store.list_documents("hr")}
    assert formats == {"txt", "md", "pdf", "docx", "xlsx"}
    for d in app.store.list_documents("hr"):
        for f in app.store.document_fragments(d.id):
            lines = f.header.splitlines()
            assert lines[0] == f"【文档名称】：{d.name}"
            assert lines[1].startswith("【文档来源】：") and "更新" in lines[1]
            assert lines[2].startswith("【章节/工作表】：") and f.section in lines[2]
            assert lines[3].startswith("【业务标签】：[") and "HR管理" in lines[3]  # folder-level tags file
            assert lines[4] == "【片段内容】："
    # format-specific structure survives
    by_type = {
        (Path(d.path).suffix, f.content_type)
        for d in app.store.list_documents("hr")
        for f in app.store.document_fragments(d.id)
    }
    assert (".md", "code") in by_type and (".md", "table") in by_type
    assert (".pdf", "table") in by_type and (".docx", "table") in by_type and (".xlsx", "table") in by_type
    pdf = next(d for d in app.store.list_documents("hr") if d.format == "pdf")
    assert any(f.section.startswith("第3章") for f in app.store.document_fragments(pdf.id))
    xlsx_sections = {
        f.section
        for d in app.store.list_documents("hr")
        if d.format == "xlsx"
        for f in app.store.document_fragments(d.id)
    }
    assert "工作表：差旅报销标准" in xlsx_sections
    docx = next(d for d in app.store.list_documents("hr") if d.name.startswith("员工晋升"))
    assert any(" > " in f.section for f in app.store.document_fragments(docx.id))  # heading path kept


def test_versions_dates_and_sensitivity_are_recorded(app, docs):
    app.ingestor.ingest([docs], "hr")
    docs_by_name = {d.name: d for d in app.store.list_documents("hr")}
    new = next(d for n, d in docs_by_name.items() if n.startswith("员工请假管理制度V3.1"))
    old = next(d for n, d in docs_by_name.items() if n.startswith("员工请假管理制度V2.0"))
    assert new.version and new.version.upper().startswith("V3.1")
    assert new.updated > old.updated
    assert old.updated.startswith("2022-03")
    secret = next(d for n, d in docs_by_name.items() if "保密" in n)
    assert secret.sensitive
    assert all(f.sensitive for f in app.store.document_fragments(secret.id))


def test_reingesting_unchanged_files_does_no_work(app, docs, monkeypatch):
    app.ingestor.ingest([docs], "hr")
    before = fragments_of(app, "hr")

    def boom(*a, **k):  # any parse would be work
        raise AssertionError("unchanged file was parsed again")

    monkeypatch.setattr("knowdesk.ingest.pipeline.load_document", boom)
    report = app.ingestor.ingest([docs], "hr")
    assert report.count("unchanged") == len(before) and report.embedded == 0
    assert fragments_of(app, "hr") == before


def test_unchanged_files_are_rebuilt_when_tags_settings_or_the_splitter_change(app, docs, monkeypatch):
    app.ingestor.ingest([docs], "hr")
    n = len(fragments_of(app, "hr"))
    pieces = sum(len(bodies) for bodies in fragments_of(app, "hr").values())

    report = app.ingestor.ingest([docs], "hr", tags=["制度汇编"])  # same bytes, new tags
    assert report.count("updated") == n and all("rebuilt" in (r.message or "") for r in report.results)
    assert all("制度汇编" in d.tags for d in app.store.list_documents("hr"))
    assert app.ingestor.ingest([docs], "hr", tags=["制度汇编"]).count("unchanged") == n

    app.settings.split.max_chars = 300  # an operator asks for smaller fragments
    assert app.ingestor.ingest([docs], "hr", tags=["制度汇编"]).count("updated") == n
    assert sum(len(bodies) for bodies in fragments_of(app, "hr").values()) > pieces

    monkeypatch.setattr("knowdesk.ingest.pipeline.BUILD_VERSION", 10**6)  # a release that splits differently
    assert app.ingestor.ingest([docs], "hr", tags=["制度汇编"]).count("updated") == n


def test_changing_one_file_replaces_only_its_fragments(app, docs):
    app.ingestor.ingest([docs], "hr")
    before = fragments_of(app, "hr")
    target = docs / "员工请假管理制度V3.1.txt"
    target.write_text(
        target.read_text(encoding="utf-8") + "\n\n第十五条 本次修订新增：员工生日当天可享受半天生日假。\n",
        encoding="utf-8",
    )
    report = app.ingestor.ingest([docs], "hr")
    assert report.count("updated") == 1 and report.count("unchanged") == len(before) - 1
    after = fragments_of(app, "hr")
    for name in before:
        if name != target.name:
            assert after[name] == before[name]
    assert any("生日假" in b for b in after[target.name])
    hits = app.retriever.search("生日假", SearchOptions(kbs=["hr"], k=1))
    assert hits and "生日假" in hits[0].body


def test_interrupted_ingestion_leaves_the_previous_version_intact(app, docs, monkeypatch):
    app.ingestor.ingest([docs], "hr")
    target = docs / "员工请假管理制度V3.1.txt"
    old_bodies = fragments_of(app, "hr")[target.name]
    target.write_text(target.read_text(encoding="utf-8").replace("年假", "年休假（新）"), encoding="utf-8")

    from knowdesk.stores import documents as docstore

    real_tokens = docstore.search_tokens
    calls = {"n": 0}

    def crash_midway(text: str) -> list[str]:
        calls["n"] += 1
        if calls["n"] == 3:  # third fragment of the file: rows for two are already written in the transaction
            raise KeyboardInterrupt("power cut")
        return real_tokens(text)

    monkeypatch.setattr(docstore, "search_tokens", crash_midway)
    with pytest.raises(KeyboardInterrupt):
        app.ingestor.ingest([target], "hr")
    monkeypatch.setattr(docstore, "search_tokens", real_tokens)
    assert fragments_of(app, "hr")[target.name] == old_bodies
    # the keyword index holds exactly one row per fragment: nothing half-written
    n_fts = app.db.query_one("SELECT COUNT(*) AS n FROM fragments_fts")["n"]
    assert n_fts == app.store.fragment_count()
    report = app.ingestor.ingest([target], "hr")  # the next run completes the change
    assert report.count("updated") == 1
    assert any("年休假（新）" in b for b in fragments_of(app, "hr")[target.name])


def test_bad_files_are_reported_and_the_batch_goes_on(app, tmp_path):
    folder = tmp_path / "mixed"
    folder.mkdir()
    (folder / "good.md").write_text("# 报销\n\n差旅费报销需在30天内提交报销单。\n", encoding="utf-8")
    (folder / "empty.txt").write_bytes(b"")
    (folder / "broken.docx").write_bytes(b"this is not a zip file at all")
    (folder / "broken.pdf").write_bytes(b"%PDF-1.4\n garbage without objects")
    (folder / "~$lock.docx").write_bytes(b"lock")
    (folder / "notes.key").write_bytes(b"PK\x03\x04")  # Keynote: not a format read here
    report = app.ingestor.ingest([folder], "kb")
    status = {Path(r.path).name: (r.status, r.reason) for r in report.results}
    assert status["good.md"] == ("added", None)
    assert status["empty.txt"] == ("failed", "empty")
    assert status["broken.docx"] == ("failed", "corrupt")
    assert status["broken.pdf"][0] == "failed"
    assert "~$lock.docx" not in status  # lock files are skipped silently
    assert status["notes.key"][0] == "skipped"
    assert [e["path"] for e in app.store.ingest_errors("kb")]  # errors are kept for admins


def test_delete_missing_and_renamed_copy_costs_no_embedding(app, docs):
    app.ingestor.ingest([docs], "hr")
    n_cache = app.db.query_one("SELECT COUNT(*) AS n FROM embedding_cache")["n"]
    src = docs / "离职管理办法.docx"
    src.rename(docs / "离职管理办法（重命名）.docx")
    report = app.ingestor.ingest([docs], "hr", delete_missing=True)
    assert report.count("deleted") == 1 and report.count("added") == 1
    assert report.embedded == 0 and report.cached > 0
    assert app.db.query_one("SELECT COUNT(*) AS n FROM embedding_cache")["n"] == n_cache


def test_every_bench_document_ingests_or_is_reported(app, bench):
    report = app.ingestor.ingest([bench / "docs"], "bench")
    failed = {Path(r.path).name: r.reason for r in report.failed}
    assert failed.get("unstructured-password_protected.xlsx") == "encrypted"
    assert failed.get("pypdf-libreoffice-writer-password.pdf") == "encrypted"
    assert failed.get("unstructured-empty.txt") == "empty"
    for r in report.failed:
        assert r.reason in {"encrypted", "corrupt", "empty", "unsupported", "encoding", "binary", "too_large"}, r
        assert r.message
    assert report.count("added") >= 60
    assert app.store.fragment_count(["bench"]) == app.db.query_one("SELECT COUNT(*) AS n FROM fragments_fts")["n"]
