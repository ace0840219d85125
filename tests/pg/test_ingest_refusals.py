"""Refused files on both backends: a zip bomb, too much text and a dangling link fail alone, with
their reason in the report and in the ingestion log (`knowdesk kb show`); the good file is searchable."""

from __future__ import annotations

from pathlib import Path

from knowdesk.retrieval.hybrid import SearchOptions
from tests.ingest.test_limits import _bomb_docx


def test_refusals_are_logged_and_the_batch_goes_on(app_on, tmp_path: Path) -> None:
    folder = tmp_path / "batch"
    folder.mkdir()
    (folder / "报销制度.md").write_text("# 报销\n\n差旅费报销需在30天内提交报销单。\n", encoding="utf-8")
    (folder / "bomb.docx").write_bytes(_bomb_docx())
    (folder / "长文.txt").write_text("\n\n".join(["年假按工龄计算"] * 400), encoding="utf-8")
    (folder / "旧制度.md").symlink_to(tmp_path / "gone.md")
    app_on.settings.max_text_chars = 1000
    report = app_on.ingestor.ingest([folder], "kb", embed=False)
    status = {Path(r.path).name: (r.status, r.reason) for r in report.results}
    assert status == {
        "报销制度.md": ("added", None),
        "bomb.docx": ("failed", "zip_bomb"),
        "长文.txt": ("failed", "too_much_text"),
        "旧制度.md": ("failed", "broken_link"),
    }
    logged = {Path(e["path"]).name: e["reason"] for e in app_on.store.ingest_errors("kb")}
    assert logged == {"bomb.docx": "zip_bomb", "长文.txt": "too_much_text", "旧制度.md": "broken_link"}
    hits = app_on.retriever.search("差旅费报销", SearchOptions(kbs=["kb"], k=3))
    assert hits and hits[0].document.startswith("报销制度")
