"""PostgreSQL: a word taught to the tokenizer after its documents were indexed re-tokenises the fragments holding it
(the same check as tests/test_keyword_words.py on SQLite), and the BM25 totals follow the token counts."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.stores.postgres.db import PgDatabase
from tests.test_keyword_words import MIXED, check_taught_words_reindex_their_fragments


def test_taught_words_reindex_their_fragments_on_postgres(
    pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    check_taught_words_reindex_their_fragments(
        tmp_path / "data", tmp_path / "docs", tmp_path / "glossary.json", monkeypatch, database_url=pg_url
    )
    db = PgDatabase(pg_url)
    totals = db.query_one("SELECT SUM(fragments) AS n, SUM(tokens) AS t FROM keyword_totals")
    actual = db.query_one("SELECT COUNT(*) AS n, SUM(ntokens) AS t FROM fragments")
    db.close()
    assert (totals["n"], totals["t"]) == (actual["n"], actual["t"])


def test_a_term_with_latin_letters_reindexes_its_fragments_on_postgres(
    pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    check_taught_words_reindex_their_fragments(
        tmp_path / "data", tmp_path / "docs", tmp_path / "glossary.json", monkeypatch, MIXED, database_url=pg_url
    )
