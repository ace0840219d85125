"""Query terms shared by both keyword stores: unicode61 parts, and very common words dropped."""

from __future__ import annotations

from pathlib import Path

from knowdesk.stores.keyword_terms import drop_common, query_terms, unicode61
from tests.conftest import make_app


def test_unicode61_splits_and_lowercases_like_fts5():
    assert unicode61("V3.1版 差旅-标准") == ["v3", "1版", "差旅", "标准"]


def test_query_terms_are_distinct_parts():
    terms = query_terms("差旅 标准 差旅")
    assert terms == [["差旅"], ["标准"]]


def test_common_single_words_are_dropped_unless_nothing_would_remain():
    terms = [["员工"], ["年假"], ["v3", "1"]]
    assert drop_common(terms, [90, 3, 95], 100) == [1, 2]  # phrases are kept whatever their count
    assert drop_common([["员工"]], [90], 100) == [0]  # the only term stays
    assert drop_common(terms, [50, None, 1], 100) == [0, 1, 2]  # exactly half, or unknown: kept


def test_a_fragment_matching_only_a_common_word_is_not_a_keyword_hit(tmp_path: Path):
    src = tmp_path / "docs"
    src.mkdir()
    for i in range(6):
        (src / f"n{i}.txt").write_text(f"员工手册第{i}部分：员工应遵守公司规定。", encoding="utf-8")
    (src / "leave.txt").write_text("员工年假天数按工龄计算。", encoding="utf-8")
    app = make_app(tmp_path / "data")
    app.ingestor.ingest([src], "kb")
    hits = app.store.keyword_search("员工年假", ["kb"], 10)
    rows = app.store.fragments_by_rowids([r for r, _ in hits])
    assert [rows[r].body for r, _ in hits] == ["员工年假天数按工龄计算。"]
    assert app.store.keyword_search("员工", ["kb"], 10)  # alone, the common word still searches
    app.close()
