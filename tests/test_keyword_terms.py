"""Query terms shared by both keyword stores: unicode61 parts, asking words and very common words dropped;
the terms' IDF and the words fragments hold, for lexical coverage."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.stores.keyword_terms import (
    KeywordMatch,
    bm25_idf,
    coverage,
    drop_common,
    indexed_words,
    query_terms,
    unicode61,
)
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


def test_asking_words_and_a_not_a_forms_are_not_searched():
    assert query_terms("能不能用公积金还贷款呢") == [["用"], ["公积"], ["积金"], ["公积金"], ["贷款"]]  # no 不能
    assert query_terms("是不是要去医院") == [["去"], ["医院"]]  # no 不是
    assert query_terms("谁是香港第一任特首") == [["香港"], ["第一"], ["一任"], ["第一任"], ["特首"]]
    assert query_terms("哪一年成立的") == [["成立"]]
    assert query_terms("请问医生这个病怎么办啊") == [["医生"], ["这个"], ["病"]]
    assert query_terms("哪吒是谁") == [["哪吒"]]  # a name is not an asking word
    assert query_terms("为什么") == [["为什么"]]  # nothing else to search: the question stays


def test_english_words_are_stemmed_and_chinese_words_are_not():
    # inflections meet on one stem, so a query finds the fragment whatever the form either uses
    assert query_terms("Employees approved") == query_terms("employee approval") == [["employe"], ["approv"]]
    assert query_terms("年假 running V3.1") == [["年假"], ["run"], ["v3", "1"]]  # v3.1 is no English word


def test_words_a_fragment_is_indexed_under():
    assert indexed_words(["年假", "v3.1", "abc", "中文"]) == {"年假", "v3", "1", "abc", "中文"}


def test_coverage_is_the_share_of_idf_mass_held():
    terms = [(["年假"], 3.0), (["员工"], 1.0), (["v3", "1"], 4.0)]
    assert coverage(terms, {"年假", "员工", "v3", "1"}) == 1.0
    assert coverage(terms, {"年假"}) == pytest.approx(3 / 8)
    assert coverage(terms, {"员工", "v3"}) == pytest.approx(1 / 8)  # a phrase needs every part
    assert coverage([], {"年假"}) == 0.0


def test_coverage_from_the_lists_of_fragments_holding_each_word_is_the_same_double():
    """The embedded search knows which fragments hold each searched word (its held lists); coverage from them is
    `coverage` of each fragment's words, bit for bit, a phrase counting when every part is held."""
    import numpy as np

    terms = [(["年假"], 0.7), (["员工"], 0.1), (["v3", "1"], 2.3), (["工龄"], 1.9)]
    words = {
        1: {"年假", "员工", "v3", "1"},
        4: {"员工", "v3"},
        9: {"年假", "工龄", "1"},
        12: set(),
        30: {"v3", "1", "工龄", "员工"},
    }
    holding = {
        w: np.array(sorted(r for r, ws in words.items() if w in ws), np.int32) for w in ("年假", "员工", "v3", "1")
    }
    holders = [(holding["年假"],), (holding["员工"],), (holding["v3"], holding["1"]), (np.array([9, 30], np.int32),)]
    match = KeywordMatch([], terms, holders)
    rowids = [30, 1, 12, 4, 9, 2]  # 2: a fragment holding none of them
    assert match.coverage(rowids) == [coverage(terms, words.get(r, set())) for r in rowids]
    assert match.coverage(rowids)[1] == (0.7 + 0.1 + 2.3) / (0.7 + 0.1 + 2.3 + 1.9)  # 年假, 员工 and v3.1
    assert KeywordMatch([], terms).coverage(rowids) is None  # not known: the caller reads the fragments' words
    assert match == KeywordMatch([], terms)  # two searches agree when their hits and terms do
    empty = KeywordMatch([], [(["员工"], 0.0)], [(np.zeros(0, np.int32),)])
    assert empty.coverage([1, 4]) == [0.0, 0.0]


def test_keyword_match_reports_the_searched_terms_with_their_idf(tmp_path: Path):
    src = tmp_path / "docs"
    src.mkdir()
    for i in range(6):
        (src / f"n{i}.txt").write_text(f"员工手册第{i}部分：员工应遵守公司规定V3.1。", encoding="utf-8")
    (src / "leave.txt").write_text("员工年假天数按工龄计算。", encoding="utf-8")
    app = make_app(tmp_path / "data")
    app.ingestor.ingest([src], "kb")
    match = app.store.keyword_match("员工年假 V3.1", ["kb"], 10)
    assert match.hits == app.store.keyword_search("员工年假 V3.1", ["kb"], 10)
    idf = {" ".join(parts): w for parts, w in match.terms}
    assert set(idf) == {"年假", "v3 1"}  # 员工 (in every fragment) is not searched
    assert idf["年假"] == pytest.approx(bm25_idf(7, 1)) and idf["v3 1"] == pytest.approx(bm25_idf(7, 6))
    words = app.store.indexed_words([r for r, _ in match.hits])
    assert all({"员工"} <= w for w in words.values()) and any({"年假", "工龄"} <= w for w in words.values())
    app.close()


def test_a_word_no_fragment_holds_is_searched_by_its_other_wordings(tmp_path: Path):
    """Statutes write 解除劳动合同 where employees say 辞退; a word the index holds is searched only as asked."""
    src = tmp_path / "docs"
    src.mkdir()
    (src / "law.txt").write_text("用人单位解除劳动合同的，应当向劳动者支付经济补偿。", encoding="utf-8")
    (src / "leave.txt").write_text("员工年假天数按工龄计算。", encoding="utf-8")
    app = make_app(tmp_path / "data")
    app.ingestor.ingest([src], "kb")
    match = app.store.keyword_match("辞退", ["kb"], 10)
    rows = app.store.fragments_by_rowids([r for r, _ in match.hits])
    assert [rows[r].body for r, _ in match.hits] == ["用人单位解除劳动合同的，应当向劳动者支付经济补偿。"]
    assert ["劳动合同"] in [parts for parts, _ in match.terms]
    assert [parts for parts, _ in app.store.keyword_match("年假", ["kb"], 10).terms] == [["年假"]]
    app.close()
