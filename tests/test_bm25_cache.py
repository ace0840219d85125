"""The embedded keyword search ranks from per-phrase BM25 terms kept in memory (`stores/sqlite/bm25_cache.py`):
the same hits and scores as FTS5's bm25() over the whole query, bit for bit, and never a stale list after a
write — by this store, by another store on the same file (another process), or one rolled back."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from knowdesk.models import DocumentRecord, Fragment
from knowdesk.stores import bm25_lists
from knowdesk.stores.documents import DocumentStore
from knowdesk.stores.sqlite import bm25_cache
from knowdesk.stores.sqlite.db import Database

SENTENCES = [
    "员工年假天数按工龄计算。",
    "差旅费用报销标准按职级执行。",
    "员工应遵守公司规定V3.1版。",
    "加班需经部门经理审批。",
    "Annual leave is approved by the manager.",
    "病假需提供医院证明。",
    "试用期员工不享受年假。",
    "报销单据须在三十日内提交。",
    "Employees travel under policy v2.0 rules.",
    "年终奖按绩效考核结果发放。",
    "婚假为三天，晚婚不再增加。",
    "产假按国家规定执行，另有奖励假。",
    "出差住宿标准分为三档。",
    "Overtime pay follows the labour law.",
    "公司为员工缴纳五险一金。",
    "离职须提前三十日书面通知。",
]
QUERIES = [
    "员工年假怎么算",
    "差旅报销标准",
    "公司规定V3.1",
    "manager approved leave",
    "病假 医院 证明 员工",
    "policy v2.0 travel",
    "绩效考核 年终奖 员工 年假",
]


def _doc(kb: str, d: int, rng: random.Random, n: int = 4) -> tuple[DocumentRecord, list[Fragment]]:
    doc_id = f"{kb}-{d:04d}"
    frags = [
        Fragment(body="".join(rng.choice(SENTENCES) for _ in range(rng.randint(1, 3))), section="", ordinal=o,
                 id=f"{doc_id}-{o}", document_id=doc_id)
        for o in range(n)
    ]  # fmt: skip
    record = DocumentRecord(id=doc_id, kb=kb, path=f"/{doc_id}.txt", name=f"doc{d}", title=f"doc{d}", version=None,
                            format="txt", source="", updated="2026-01-01", file_hash=doc_id, size=0, tags=[],
                            sensitive=False, fragment_count=n, ingested_at="2026-01-01T00:00:00")  # fmt: skip
    return record, frags


def _store(path: Path, docs: dict[str, int], seed: int = 3) -> DocumentStore:
    store = DocumentStore(Database(path))
    rng = random.Random(seed)
    for kb, count in docs.items():
        store.create_kb(kb)
        with store.db.transaction() as tx:
            for d in range(count):
                store.replace_document(tx, *_doc(kb, d, rng))
    return store


def _agree(store: DocumentStore, kbs: list[str] | None, limit: int = 10, exclude: tuple[str, ...] = ()) -> None:
    found = 0
    for q in QUERIES:
        cached = store.keyword_match(q, kbs, limit, exclude)
        direct = store.keyword_match(q, kbs, limit, exclude, cache=False)
        assert cached.hits == direct.hits, q  # same fragments, order and float scores
        assert cached.terms == direct.terms, q
        found += bool(cached.hits)
    assert found >= len(QUERIES) - 1


def test_cached_ranking_equals_fts5_bm25_bit_for_bit(tmp_path: Path):
    store = _store(tmp_path / "k.sqlite3", {"a": 60, "b": 20})
    for _ in range(2):  # cold, then from the kept lists
        _agree(store, ["a"])
        _agree(store, None, limit=40)
        _agree(store, ["a", "b"], limit=3)
        _agree(store, ["b"], exclude=("b-0001", "b-0003"))
    assert store.bm25.state(bm25_cache.generation(store.db.connect())).postings  # lists were kept


def test_the_kb_filter_falls_back_to_fts5_when_the_best_are_elsewhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    store = _store(tmp_path / "k.sqlite3", {"big": 80, "small": 3})
    monkeypatch.setattr(bm25_lists, "MAX_SCAN", 8)  # the small base's fragments lie beyond the best 8
    _agree(store, ["small"], limit=5)


def test_a_small_memory_bound_evicts_and_stays_exact(tmp_path: Path):
    store = _store(tmp_path / "k.sqlite3", {"a": 40})
    store.bm25 = bm25_cache.Bm25Cache(max_bytes=64)
    _agree(store, ["a"])
    assert len(store.bm25.state(bm25_cache.generation(store.db.connect())).postings) == 1


def test_writes_by_this_store_or_another_on_the_file_are_seen(tmp_path: Path):
    path = tmp_path / "k.sqlite3"
    store = _store(path, {"a": 30})
    other = DocumentStore(Database(path))  # another process's store on the same file
    _agree(store, ["a"])
    rng = random.Random(9)
    with other.db.transaction() as tx:  # another process adds fragments: counts and IDFs change
        for d in range(30, 45):
            other.replace_document(tx, *_doc("a", d, rng))
    _agree(store, ["a"])
    with other.db.transaction() as tx:
        other.delete_document(tx, "a-0002")
    _agree(store, ["a"])
    with store.db.transaction() as tx:  # this store replaces a document with other text
        store.replace_document(tx, *_doc("a", 5, rng, n=2))
    _agree(store, ["a"])
    other.delete_kb("a")
    assert store.keyword_search("员工年假", ["a"], 10) == []


def test_a_rolled_back_write_leaves_no_stale_lists(tmp_path: Path):
    path = tmp_path / "k.sqlite3"
    store = _store(path, {"a": 30})
    other = DocumentStore(Database(path))
    before = store.keyword_match("员工年假怎么算", ["a"], 10).hits
    rng = random.Random(11)
    with pytest.raises(RuntimeError), store.db.transaction() as tx:
        for d in range(30, 40):
            store.replace_document(tx, *_doc("a", d, rng))
        inside = store.keyword_match("员工年假怎么算", ["a"], 10)  # sees the uncommitted rows: not cached
        assert inside.hits == store.keyword_match("员工年假怎么算", ["a"], 10, cache=False).hits
        assert inside.hits != before
        raise RuntimeError("roll back")
    assert store.keyword_match("员工年假怎么算", ["a"], 10).hits == before
    with other.db.transaction() as tx:  # a later commit elsewhere: the lists read before it are not reused
        other.replace_document(tx, *_doc("a", 50, rng))
    _agree(store, ["a"])


def test_computed_word_terms_equal_fts5_bm25_for_every_word(tmp_path: Path):
    """`bm25_terms` computes each word's terms from its occurrences and FTS5's sizes: bm25()'s doubles exactly."""
    from knowdesk.stores.sqlite import bm25_terms

    store = _store(tmp_path / "k.sqlite3", {"a": 50, "b": 10})
    conn = store.db.connect()
    sizes = bm25_terms.sizes(conn)
    assert sizes.n_rows == store.fragment_count() and sizes.dense is not None
    words = [r[0] for r in conn.execute("SELECT term FROM fragments_vocab")]
    assert len(words) > 30
    for word in words:
        computed = bm25_cache._postings(*bm25_terms.word_terms(conn, sizes, word))
        assert bm25_cache._same(computed, bm25_cache._bm25_postings(conn, f'"{word}"')), word
    sparse = bm25_terms.Sizes(sizes.n_rows, sizes.avgdl, sizes.rowids, sizes.tokens, None)  # searched, not indexed
    for word in words[:5]:
        assert bm25_cache._same(
            bm25_cache._postings(*bm25_terms.word_terms(conn, sparse, word)),
            bm25_cache._bm25_postings(conn, f'"{word}"'),
        )


def test_a_word_no_fragment_holds_has_an_empty_list(tmp_path: Path):
    from knowdesk.stores.sqlite import bm25_terms

    store = _store(tmp_path / "k.sqlite3", {"a": 5})
    conn = store.db.connect()
    rowids, scores = bm25_terms.word_terms(conn, bm25_terms.sizes(conn), "不存在的词")
    assert len(rowids) == 0 and len(scores) == 0


def test_a_kept_search_says_which_fragments_hold_each_term(tmp_path: Path):
    """Lexical coverage is read from the lists the search held (a phrase's parts' lists too), not from each
    candidate's index row: the same doubles as `coverage` of the row's words, for every fragment."""
    from knowdesk.stores.keyword_terms import coverage

    store = _store(tmp_path / "k.sqlite3", {"a": 30, "b": 5})
    rowids = [r[0] for r in store.db.query("SELECT rowid FROM fragments ORDER BY rowid")]
    words = store.indexed_words(rowids)
    phrases = 0
    for q in QUERIES:
        match = store.keyword_match(q, ["a"], 10)
        assert match.holders is not None and len(match.holders) == len(match.terms)
        phrases += any(len(parts) > 1 for parts, _ in match.terms)
        assert match.coverage(rowids) == [coverage(match.terms, words[r]) for r in rowids], q
        assert store.keyword_match(q, ["a"], 10, cache=False).holders is None  # FTS5 ranking: nothing held
    assert phrases  # V3.1, v2.0: phrases of two parts


def test_sizes_decode_every_varint_length():
    from knowdesk.stores.sqlite import bm25_terms

    def put(v: int) -> bytes:  # SQLite's varint, up to 8 bytes of 7 bits
        groups = [v & 0x7F]
        while v := v >> 7:
            groups.append(v & 0x7F)
        return bytes([g | 0x80 for g in reversed(groups[1:])] + [groups[0]])

    values = [0, 1, 127, 128, 300, 16383, 16384, 2_000_000, 2**21, 2**28 + 5]
    assert list(bm25_terms._varints([put(v) for v in values])) == values


def test_lists_are_read_by_bm25_when_the_arithmetic_disagrees(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Each state of the index checks the first computed list against bm25()'s; if they differ (another libm or
    compiler), every list of that state is read by bm25() and rankings stay FTS5's."""
    from knowdesk.stores.sqlite import bm25_terms

    store = _store(tmp_path / "k.sqlite3", {"a": 40})
    _agree(store, ["a"])
    assert store.bm25.state(bm25_cache.generation(store.db.connect())).exact_terms is True
    real = bm25_terms.word_terms
    monkeypatch.setattr(bm25_terms, "word_terms", lambda *a: (lambda r: (r[0], r[1] * (1 + 1e-15)))(real(*a)))
    store.bm25 = bm25_cache.Bm25Cache()
    _agree(store, ["a"])
    state = store.bm25.state(bm25_cache.generation(store.db.connect()))
    assert state.exact_terms is False and state.postings


def test_an_index_never_written_is_searched_without_error(tmp_path: Path):
    # a new data directory: FTS5's averages record exists but holds nothing yet
    store = DocumentStore(Database(tmp_path / "k.sqlite3"))
    assert store.keyword_match("员工年假怎么算", None, 10).hits == []
    assert store.keyword_match("员工年假怎么算", ["a"], 10).hits == []
