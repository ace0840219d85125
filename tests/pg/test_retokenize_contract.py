"""PostgreSQL: a keyword index written by an older `search_tokens` is re-tokenised when the store opens
(the same check as tests/test_retokenize.py on SQLite), and the BM25 totals follow the new token counts."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.stores.postgres.db import PgDatabase
from tests.test_retokenize import check_old_index_is_retokenized_on_open


def test_an_old_postgres_index_is_retokenized_on_open(
    pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    check_old_index_is_retokenized_on_open(tmp_path / "data", tmp_path / "docs", monkeypatch, database_url=pg_url)
    db = PgDatabase(pg_url)
    totals = db.query_one("SELECT SUM(fragments) AS n, SUM(tokens) AS t FROM keyword_totals")
    actual = db.query_one("SELECT COUNT(*) AS n, SUM(ntokens) AS t FROM fragments")
    db.close()
    assert (totals["n"], totals["t"]) == (actual["n"], actual["t"])
