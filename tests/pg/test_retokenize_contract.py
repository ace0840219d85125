"""PostgreSQL: a keyword index written by an older `search_tokens` is brought up to date when the store opens
(the same check as tests/test_retokenize.py on SQLite); the tsvectors then equal those written afresh and the
BM25 totals follow the token counts."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.stores.postgres.db import PgDatabase
from knowdesk.stores.postgres.keyword import index_tokens, tsvector_literal
from tests.test_retokenize import check_old_index_is_upgraded_on_open


@pytest.mark.parametrize("mapped", [True, False], ids=["mapped", "from-text"])
def test_an_old_postgres_index_is_upgraded_on_open(
    pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mapped: bool
) -> None:
    check_old_index_is_upgraded_on_open(tmp_path / "data", tmp_path / "docs", monkeypatch, mapped, database_url=pg_url)
    db = PgDatabase(pg_url)
    rows = db.query(
        """SELECT f.tsv::text AS tsv, f.ntokens, d.name, f.section, f.body FROM fragments f
           JOIN documents d ON d.id = f.document_id"""
    )
    assert len(rows) == 2
    for r in rows:
        toks = index_tokens(r["name"], r["section"], r["body"])
        fresh = db.query_one("SELECT %s::tsvector::text AS t", (tsvector_literal(toks),))
        assert (r["tsv"], r["ntokens"]) == (fresh["t"], len(toks))
    totals = db.query_one("SELECT SUM(fragments) AS n, SUM(tokens) AS t FROM keyword_totals")
    actual = db.query_one("SELECT COUNT(*) AS n, SUM(ntokens) AS t FROM fragments")
    db.close()
    assert (totals["n"], totals["t"]) == (actual["n"], actual["t"])
