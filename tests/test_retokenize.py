"""An index written by an older `search_tokens` (SEARCH_TOKENS_VERSION) is brought up to date when its store
opens — its words mapped (`TOKEN_UPGRADES`) or, for a version without a mapping, re-tokenised from the text —
and then equals an index written afresh: an English query matches other inflections of its words. Run on
SQLite here and on PostgreSQL in tests/pg/test_retokenize_contract.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.config import load_settings
from knowdesk.stores.documents import index_text
from knowdesk.stores.sqlite.db import Database
from knowdesk.text import tokenize
from knowdesk.text.tokenize import SEARCH_TOKENS_VERSION
from tests.conftest import make_app

TEXT = "Annual leave: every employee may take leave once the manager has approved the state-owned form."
QUERY = "employees approval"


def _matches(app, query: str) -> list[str]:
    hits = app.store.keyword_search(query, ["en"], 10)
    rows = app.store.fragments_by_rowids([r for r, _ in hits])
    return [rows[r].body for r, _ in hits]


def check_old_index_is_upgraded_on_open(
    data_dir: Path, docs: Path, monkeypatch: pytest.MonkeyPatch, mapped: bool, **settings: object
) -> None:
    """Write an index with version-1 tokens (no stemming), mark it so, reopen: it is rewritten and matches.
    `mapped` False: as if version 1 had no word mapping, so the text is tokenised again."""
    docs.mkdir()
    (docs / "leave.txt").write_text(TEXT, encoding="utf-8")
    (docs / "年假.txt").write_text("员工年假天数按工龄计算，经理审批。", encoding="utf-8")
    with monkeypatch.context() as m:
        m.setattr(tokenize, "stem_token", lambda token: token)  # what version 1 wrote
        tokenize._cached_tokens.cache_clear()
        app = make_app(data_dir, **settings)
        app.ingestor.ingest([docs], "en")
        with app.store.db.transaction() as tx:
            tx.execute("UPDATE keyword_index_version SET tokens = 1")
        assert _matches(app, "employee approved") == [TEXT]  # the words as written match the old index
    tokenize._cached_tokens.cache_clear()
    assert _matches(app, QUERY) == []  # stemmed query, unstemmed index: nothing in common
    app.close()

    if not mapped:
        monkeypatch.delitem(tokenize.TOKEN_UPGRADES, 1)
    app = make_app(data_dir, **settings)
    try:
        assert app.store.db.query_one("SELECT tokens FROM keyword_index_version")["tokens"] == SEARCH_TOKENS_VERSION
        assert _matches(app, QUERY) == [TEXT]
        assert _matches(app, "state owned") == [TEXT]
        assert _matches(app, "年假审批") == ["员工年假天数按工龄计算，经理审批。"]  # Chinese words as they were
        app.close()
        app = make_app(data_dir, **settings)  # opening a current index again changes nothing
        assert _matches(app, QUERY) == [TEXT]
    finally:
        app.close()


@pytest.mark.parametrize("mapped", [True, False], ids=["mapped", "from-text"])
def test_an_old_sqlite_index_is_upgraded_on_open(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mapped: bool) -> None:
    check_old_index_is_upgraded_on_open(tmp_path / "data", tmp_path / "docs", monkeypatch, mapped)
    db = Database(load_settings(data_dir=tmp_path / "data").sqlite_path)
    rows = db.query(
        """SELECT t.tokens, d.name, f.section, f.body FROM fragments f JOIN documents d ON d.id = f.document_id
           JOIN fragments_fts t ON t.rowid = f.rowid"""
    )
    assert len(rows) == 2 == db.query_one("SELECT COUNT(*) AS n FROM fragments_fts")["n"]  # one row per fragment
    assert all(r["tokens"] == index_text(r["name"], r["section"], r["body"]) for r in rows)  # as written afresh
    db.close()
