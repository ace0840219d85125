"""An English question on Chinese documents is searched again in the evidence's words; the passages the first
(dense) search found by meaning take turns with the new ones after the carried search's lead, as long as the share of
the question the lexicon read, so a lexicon that misreads the topic does not bury them."""

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


def _order(question: str, by_meaning: list[SearchHit], by_words: list[SearchHit]) -> list[str]:
    def search(query: str, _opts: object) -> list[SearchHit]:
        return by_meaning if query.isascii() else by_words

    deps = SimpleNamespace(retriever=SimpleNamespace(search=search), cfg=SimpleNamespace(k=5))
    found = retrieve({"working_query": question, "kbs": None}, deps)  # type: ignore[arg-type]
    return [d["fragment_id"] for d in found["documents"]]


def test_a_question_the_lexicon_read_little_of_gets_the_meanings_passage_second() -> None:
    by_meaning = [hit("a", "因洪水等不可抗力造成损失的，员工不承担赔偿责任。")]
    by_words = [hit(f"b{i}", f"工资于每月{i}日发放。") for i in range(1, 4)]
    # only "pay" is read (工资): one place ahead, then the two searches in turn
    assert _order("Do I have to pay if goods got ruined in a flood?", by_meaning, by_words) == ["b1", "a", "b2", "b3"]


def test_a_question_read_whole_keeps_three_carried_passages_ahead() -> None:
    by_meaning = [hit("a", "员工病假期间按基本工资的80%发放。")]
    by_words = [hit(f"b{i}", f"员工每年可享受{i}天带薪病假。") for i in range(1, 5)]
    assert _order("How many days of sick leave do I get?", by_meaning, by_words) == ["b1", "b2", "b3", "a", "b4"]


def test_a_misread_word_does_not_lengthen_the_carried_lead() -> None:
    # "break" is carried as 休息 (a rest break), in none of the laptop passages the meaning found: only "laptop" of
    # owe, break, work, laptop is read, so one carried passage leads, not two
    by_meaning = [hit("a", "员工损坏公司笔记本电脑的，按折旧后价值赔偿。")]
    by_words = [hit(f"b{i}", f"午间休息{i}小时，笔记本电脑须锁屏。") for i in range(1, 4)]
    assert _order("Do I owe anything if I break my work laptop?", by_meaning, by_words) == ["b1", "a", "b2", "b3"]
