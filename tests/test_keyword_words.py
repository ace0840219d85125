"""A word taught to the tokenizer after its documents were indexed (a glossary term added later) re-tokenises the
fragments holding it, once, when the ingestor or retriever is built; a word no longer taught does the same. Run on
SQLite here and on PostgreSQL in tests/pg/test_keyword_words_contract.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from knowdesk.text import tokenize
from tests.conftest import make_app

TERM = "驻场技术员"
HOLDING = "驻场技术员的差旅标准为每天300元，由项目经理审批。"
OTHER = "技术员培训每年两次，由人力资源部组织。"
# a term with Latin letters: the stores find its fragments by case-folded text before tokenising them
MIXED = ("KPI考核", "季度KPI考核结果由部门负责人评定。", "KPI口径由人力资源部统一发布。")


def _fresh_tokenizer(m: pytest.MonkeyPatch) -> None:
    """A tokenizer with no glossary words yet (the process-wide one is restored when the test ends)."""
    m.setattr(tokenize, "_tokenizer", None)
    m.setattr(tokenize, "_extra_words", {})
    m.setattr(tokenize, "_pos_tokenizer", None)
    tokenize._cached_tokens.cache_clear()


def _index_tokens(app) -> dict[str, set[str]]:
    """Each fragment's body → the parts the keyword index holds for it."""
    frags = app.store.kb_fragments(["kb"])
    words = app.store.indexed_words([f.rowid for f in frags])
    return {f.body: words[f.rowid] for f in frags}


def check_taught_words_reindex_their_fragments(
    data_dir: Path, docs: Path, glossary: Path, monkeypatch: pytest.MonkeyPatch,
    words: tuple[str, str, str] = (TERM, HOLDING, OTHER), **settings: object,
) -> None:  # fmt: skip
    """`words`: the term taught later, a text holding it, a text holding a part of it only."""
    term, holding, other = words
    docs.mkdir()
    (docs / "holding.txt").write_text(holding, encoding="utf-8")
    (docs / "other.txt").write_text(other, encoding="utf-8")
    glossary.write_text(json.dumps({"terms": []}, ensure_ascii=False), encoding="utf-8")
    with monkeypatch.context() as m:
        _fresh_tokenizer(m)
        app = make_app(data_dir, glossary_file=str(glossary), **settings)
        app.ingestor.ingest([docs], "kb")
        assert term.lower() not in _index_tokens(app)[holding]  # split into its parts: the word is not taught yet
        app.close()

        glossary.write_text(json.dumps({"terms": [term]}, ensure_ascii=False), encoding="utf-8")
        _fresh_tokenizer(m)  # a new process, started after the admin's edit
        app = make_app(data_dir, glossary_file=str(glossary), **settings)
        assert app.keyword_words == 1  # the retriever (and the ingestor) re-read the one fragment holding it
        _ = app.retriever
        tokens = _index_tokens(app)
        assert term.lower() in tokens[holding] and term.lower() not in tokens[other]
        hits = app.store.keyword_search(term, ["kb"], 5)
        assert [app.store.fragments_by_rowids([r])[r].body for r, _ in hits][:1] == [holding]
        app.close()

        _fresh_tokenizer(m)
        app = make_app(data_dir, glossary_file=str(glossary), **settings)
        assert app.keyword_words == 0  # the same words again: nothing to re-read
        taught = tokenize.taught_entries()
        refreq = frozenset(f"{term} 30000" if e == f"{term} {tokenize.TAUGHT_FREQ}" else e for e in taught)
        assert app.store.align_keyword_words(refreq) == 1  # the same word at another frequency: its fragment again
        assert app.store.align_keyword_words(taught) == 1
        app.close()

        glossary.write_text(json.dumps({"terms": []}, ensure_ascii=False), encoding="utf-8")
        _fresh_tokenizer(m)  # the term removed: its fragment is split as a query now splits it
        app = make_app(data_dir, glossary_file=str(glossary), **settings)
        assert app.keyword_words == 1
        assert term.lower() not in _index_tokens(app)[holding]
        app.close()
    tokenize._cached_tokens.cache_clear()


def test_taught_words_reindex_their_fragments_on_sqlite(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    check_taught_words_reindex_their_fragments(
        tmp_path / "data", tmp_path / "docs", tmp_path / "glossary.json", monkeypatch
    )


def test_a_term_with_latin_letters_reindexes_its_fragments_on_sqlite(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    check_taught_words_reindex_their_fragments(
        tmp_path / "data", tmp_path / "docs", tmp_path / "glossary.json", monkeypatch, MIXED
    )


def test_an_entry_is_read_as_jieba_reads_a_dictionary_line() -> None:
    assert tokenize.entry_words(["Per Diem 20000", "内推 3", "夜班保底补助", "差旅 n"]) == {
        "Per Diem", "内推", "夜班保底补助", "差旅"
    }  # fmt: skip
    held = ["内推 3", "驻场技术员 20000"]
    taught = frozenset(["内推 3", "驻场技术员 30000", "Per Diem 20000"])
    assert tokenize.changed_words(held, taught) == {"驻场技术员", "Per Diem"}  # another frequency, a new word
    assert tokenize.changed_words(held, frozenset(held)) == set()


def test_only_words_sql_folds_alike_filter_in_sql() -> None:
    assert tokenize.caseless("KPI考核") and tokenize.caseless("内推") and tokenize.caseless("per diem")
    assert not tokenize.caseless("Überstunden")  # SQLite's lower() leaves Ü as it is


def test_taught_words_are_those_of_every_dictionary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    userdict = tmp_path / "userdict.txt"
    userdict.write_text("夜班保底补助 20000 n\n", encoding="utf-8")
    with monkeypatch.context() as m:
        _fresh_tokenizer(m)
        m.setattr(tokenize, "_extra_dicts", set())
        tokenize.add_words(["驻场技术员"])
        tokenize.add_user_dictionary(userdict)
        entries = tokenize.taught_entries()
        taught = tokenize.entry_words(entries)
    tokenize._cached_tokens.cache_clear()
    assert {"驻场技术员", "夜班保底补助", "年假"} <= taught  # the glossary's, the admin's and the bundled dictionary's
    assert f"驻场技术员 {tokenize.TAUGHT_FREQ}" in entries and "夜班保底补助 20000" in entries  # with their frequencies
