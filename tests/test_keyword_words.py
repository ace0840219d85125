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
    data_dir: Path, docs: Path, glossary: Path, monkeypatch: pytest.MonkeyPatch, **settings: object
) -> None:
    docs.mkdir()
    (docs / "驻场.txt").write_text(HOLDING, encoding="utf-8")
    (docs / "培训.txt").write_text(OTHER, encoding="utf-8")
    glossary.write_text(json.dumps({"terms": []}, ensure_ascii=False), encoding="utf-8")
    with monkeypatch.context() as m:
        _fresh_tokenizer(m)
        app = make_app(data_dir, glossary_file=str(glossary), **settings)
        app.ingestor.ingest([docs], "kb")
        assert TERM not in _index_tokens(app)[HOLDING]  # split into its parts: the word is not taught yet
        app.close()

        glossary.write_text(json.dumps({"terms": [TERM]}, ensure_ascii=False), encoding="utf-8")
        _fresh_tokenizer(m)  # a new process, started after the admin's edit
        app = make_app(data_dir, glossary_file=str(glossary), **settings)
        assert app.keyword_words == 1  # the retriever (and the ingestor) re-read the one fragment holding it
        _ = app.retriever
        tokens = _index_tokens(app)
        assert TERM in tokens[HOLDING] and TERM not in tokens[OTHER]
        hits = app.store.keyword_search(TERM, ["kb"], 5)
        assert [app.store.fragments_by_rowids([r])[r].body for r, _ in hits][:1] == [HOLDING]
        app.close()

        _fresh_tokenizer(m)
        app = make_app(data_dir, glossary_file=str(glossary), **settings)
        assert app.keyword_words == 0  # the same words again: nothing to re-read
        taught = tokenize.taught_entries()
        refreq = frozenset(f"{TERM} 30000" if e == f"{TERM} {tokenize.TAUGHT_FREQ}" else e for e in taught)
        assert app.store.align_keyword_words(refreq) == 1  # the same word at another frequency: its fragment again
        assert app.store.align_keyword_words(taught) == 1
        app.close()

        glossary.write_text(json.dumps({"terms": []}, ensure_ascii=False), encoding="utf-8")
        _fresh_tokenizer(m)  # the term removed: its fragment is split as a query now splits it
        app = make_app(data_dir, glossary_file=str(glossary), **settings)
        assert app.keyword_words == 1
        assert TERM not in _index_tokens(app)[HOLDING]
        app.close()
    tokenize._cached_tokens.cache_clear()


def test_taught_words_reindex_their_fragments_on_sqlite(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    check_taught_words_reindex_their_fragments(
        tmp_path / "data", tmp_path / "docs", tmp_path / "glossary.json", monkeypatch
    )


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
