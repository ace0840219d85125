"""An English question on Chinese documents is searched again in the evidence's words; the passages the first
(dense) search found by meaning stay behind the new ones, so a lexicon that misreads the topic does not lose them."""

from __future__ import annotations

from types import SimpleNamespace

from knowdesk.graphs.qa import retrieve
from knowdesk.models import SearchHit


def hit(fragment_id: str, body: str) -> SearchHit:
    return SearchHit(fragment_id=fragment_id, document_id=fragment_id, document=f"文件{fragment_id}", version=None,
                     updated="2026-01-01", section="正文", content_type="text", format="md", text=body, body=body,
                     tags=[], kb="kb", score=1.0)  # fmt: skip


def test_the_passages_found_by_meaning_follow_those_found_by_the_carried_words() -> None:
    by_meaning = [hit("a", "进入洁净区前，不得佩戴手表、戒指等饰品。")]
    by_words = [hit("b", "会议室使用前须在系统中预约。")]

    def search(query: str, _opts: object) -> list[SearchHit]:
        return by_meaning if query.isascii() else by_words  # the English question, then its Chinese words

    deps = SimpleNamespace(retriever=SimpleNamespace(search=search), cfg=SimpleNamespace(k=5))
    state = {"working_query": "Can I wear my watch in the meeting room?", "kbs": None}
    found = retrieve(state, deps)  # type: ignore[arg-type]
    assert [d["fragment_id"] for d in found["documents"]] == ["b", "a"]


def test_a_passage_both_searches_find_is_kept_once() -> None:
    both = [hit("a", "进入洁净区前，不得佩戴手表、戒指等饰品。")]
    deps = SimpleNamespace(retriever=SimpleNamespace(search=lambda _q, _o: both), cfg=SimpleNamespace(k=5))
    found = retrieve({"working_query": "Can I wear my watch in the meeting room?", "kbs": None}, deps)  # type: ignore[arg-type]
    assert [d["fragment_id"] for d in found["documents"]] == ["a"]
