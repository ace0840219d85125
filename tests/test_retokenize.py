"""An index written by an older `search_tokens` (SEARCH_TOKENS_VERSION) is re-tokenised when its store opens:
after the upgrade an English query matches other inflections of its words. Run on SQLite here and on
PostgreSQL in tests/pg/test_retokenize_contract.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.config import load_settings
from knowdesk.text import tokenize
from knowdesk.text.tokenize import SEARCH_TOKENS_VERSION
from tests.conftest import make_app

TEXT = "Annual leave: every employee may take leave once the manager has approved the request."
QUERY = "employees approval"


def _matches(app, query: str) -> list[str]:
    hits = app.store.keyword_search(query, ["en"], 10)
    rows = app.store.fragments_by_rowids([r for r, _ in hits])
    return [rows[r].body for r, _ in hits]


def check_old_index_is_retokenized_on_open(
    data_dir: Path, docs: Path, monkeypatch: pytest.MonkeyPatch, **settings: object
) -> None:
    """Write an index with version-1 tokens (no stemming), mark it so, reopen: it is rewritten and matches."""
    docs.mkdir()
    (docs / "leave.txt").write_text(TEXT, encoding="utf-8")
    with monkeypatch.context() as m:
        m.setattr(tokenize, "stem", lambda word: word)  # what version 1 wrote
        tokenize._cached_tokens.cache_clear()
        app = make_app(data_dir, **settings)
        app.ingestor.ingest([docs], "en")
        with app.store.db.transaction() as tx:
            tx.execute("UPDATE keyword_index_version SET tokens = 1")
        assert _matches(app, "employee approved")  # the words as written still match the old index
    tokenize._cached_tokens.cache_clear()
    assert _matches(app, QUERY) == []  # stemmed query, unstemmed index: nothing in common
    app.close()

    app = make_app(data_dir, **settings)
    try:
        assert app.store.db.query_one("SELECT tokens FROM keyword_index_version")["tokens"] == SEARCH_TOKENS_VERSION
        assert _matches(app, QUERY) == [TEXT]
        assert _matches(app, "年假") == []  # Chinese tokens are as they were: this English text has none
        app.close()
        app = make_app(data_dir, **settings)  # opening a current index again changes nothing
        assert _matches(app, QUERY) == [TEXT]
    finally:
        app.close()


def test_an_old_sqlite_index_is_retokenized_on_open(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    check_old_index_is_retokenized_on_open(tmp_path / "data", tmp_path / "docs", monkeypatch)
    from knowdesk.stores.sqlite.db import Database

    db = Database(load_settings(data_dir=tmp_path / "data").sqlite_path)
    n = db.query_one("SELECT COUNT(*) AS n FROM fragments_fts")["n"]
    assert 0 < n == db.query_one("SELECT COUNT(*) AS n FROM fragments")["n"]  # one index row per fragment, no more
    db.close()
