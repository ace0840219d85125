"""Glossary terms are whole words to the tokenizer before the first document or query is tokenised."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def _run(code: str) -> str:
    """`code` in a fresh interpreter: the tokenizer is process-wide, so only a new process starts it unbuilt."""
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()


def test_words_taught_before_jieba_loads_wait_for_it() -> None:
    out = _run(
        "from knowdesk.text import tokenize as t\n"
        "t.add_words(['夜班保底补助'])\n"
        "print(t._tokenizer is None, '夜班保底补助' in t.search_tokens('申请夜班保底补助的条件'))"
    )
    assert out == "True True"  # teaching did not load jieba's dictionary; the word counts once it does


def test_a_search_splits_a_query_with_the_glossary(tmp_path: Path) -> None:
    glossary = tmp_path / "glossary.json"
    glossary.write_text(json.dumps({"terms": ["驻场技术员"]}, ensure_ascii=False), encoding="utf-8")
    code = (
        "from knowdesk.app import Knowdesk\nfrom knowdesk.config import load_settings\n"
        "from knowdesk.embeddings.hashing import HashingEmbeddings\nfrom knowdesk.text.tokenize import search_tokens\n"
        f"app = Knowdesk(load_settings(data_dir=r'{tmp_path / 'data'}', glossary_file=r'{glossary}'),"
        " embedder=HashingEmbeddings())\n"
        "before = '驻场技术员' in search_tokens('驻场技术员的差旅标准')\n"
        "app.retriever\n"  # `knowdesk search` builds the retriever and never the reasoner
        "print(before, '驻场技术员' in search_tokens('驻场技术员的差旅标准'))"
    )
    assert _run(code) == "False True"
