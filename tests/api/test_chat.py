"""Chat over HTTP: JSON answers with citations, SSE step by step, conversations owned by their user."""

from __future__ import annotations

from fastapi.testclient import TestClient

from knowdesk.api import create_app
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings
from tests.api.helpers import Seeded, copy_seeded, parse_sse
from tests.openai_stub import openai_stub

Q = "年假有几天？"


def test_chat_answers_with_citations_and_fragment(client: TestClient, seeded: Seeded) -> None:
    r = client.post("/chat", json={"question": Q}, headers=seeded.auth("alice"))
    assert r.status_code == 200, r.text
    body = r.json()
    assert "年假" in body["answer"] and body["conversation_id"] is None  # no id: answered on its own
    cite = body["citations"][0]
    assert cite["document"].startswith("员工请假管理制度") and cite["fragment_id"] and cite["kb"] == "hr"
    frag = client.get(f"/fragments/{cite['fragment_id']}", headers=seeded.auth("alice")).json()
    assert frag["header"] and frag["document"] == cite["document"]
    assert client.get(f"/fragments/{cite['fragment_id']}", headers=seeded.auth("bob")).status_code == 404


def test_chat_stream_sends_each_step_then_tokens_citations_done(client: TestClient, seeded: Seeded) -> None:
    r = client.post("/chat/stream", json={"question": Q, "kb": "hr"}, headers=seeded.auth("alice"))
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/event-stream")
    events = parse_sse(r.text)
    names = [e for e, _ in events]
    steps = [d["step"] for e, d in events if e == "step"]
    assert steps[:2] == ["preprocess", "match_hot"]
    assert {"decompose", "route", "retrieve", "grade", "generate", "check_grounded"} <= set(steps)
    labels = {d["step"]: d["label"] for e, d in events if e == "step"}
    assert labels["retrieve"] == {"zh": "文档检索", "en": "documents retrieved"}  # for the status line
    assert "token" in names and names[-2:] == ["citations", "done"]
    assert names.index("token") > max(i for i, n in enumerate(names) if n == "step")
    text = "".join(d["text"] for e, d in events if e == "token")
    done = events[-1][1]
    assert text == done["answer"] and done["citations"][0]["fragment_id"]


def test_conversation_memory_and_ownership(client: TestClient, seeded: Seeded) -> None:
    cid = "alice-memory-1"  # the client names a new conversation
    first = client.post(
        "/chat", json={"question": "病假需要什么材料？", "conversation_id": cid}, headers=seeded.auth("alice")
    )
    assert first.json()["conversation_id"] == cid
    client.post("/chat", json={"question": "那事假呢？", "conversation_id": cid}, headers=seeded.auth("alice"))
    conv = client.get(f"/conversations/{cid}", headers=seeded.auth("alice")).json()
    assert [r["question"] for r in conv["rounds"]] == ["病假需要什么材料？", "那事假呢？"]
    assert any(c["id"] == cid for c in client.get("/conversations", headers=seeded.auth("alice")).json())
    # another user can neither read nor continue it
    assert client.get(f"/conversations/{cid}", headers=seeded.auth("mgr")).status_code == 404
    r = client.post("/chat", json={"question": "年假呢？", "conversation_id": cid}, headers=seeded.auth("mgr"))
    assert r.status_code == 404 and r.json()["code"] == "not_found"
    assert client.delete(f"/conversations/{cid}", headers=seeded.auth("alice")).status_code == 200


def test_hot_question_hit_shows_in_the_stream(client: TestClient, seeded: Seeded) -> None:
    client.post("/hot", json={"question": "试用期多久", "answer": "试用期一般为3个月。"}, headers=seeded.auth("admin"))
    events = parse_sse(
        client.post("/chat/stream", json={"question": "试用期多久？"}, headers=seeded.auth("alice")).text
    )
    hot = next(d for e, d in events if e == "step" and d["step"] == "match_hot")
    assert "命中" in hot["trace"][0] and "未命中" not in hot["trace"][0]
    checked = next(d for e, d in events if e == "step" and d["step"] == "verify_hot")
    assert any("摘要与当前片段一致" in line for line in checked["trace"])  # verified against the documents
    done = events[-1][1]
    assert done["answer"].startswith("试用期一般为3个月。") and "《新员工入职指南V1.0》" in done["answer"]
    assert done["hot"]["standard_question"] == "试用期多久" and done["citations"]


def test_chat_model_drafts_stream_while_written_then_the_checked_answer(seeded_template: Seeded, tmp_path) -> None:
    """With a chat model (a real OpenAI-compatible server on loopback) the answer is previewed token by token
    (`draft`); an answer the check rejects is written again (a new `attempt` restarts the draft) and only the
    checked answer comes as tokens and done."""
    wrong = "结论：年假有99天。依据：《员工请假管理制度V3.1》二、假期类别与天数。"
    right = "结论：员工连续工作满12个月后每年享有带薪年休假。依据：《员工请假管理制度V3.1》二、假期类别与天数。"
    drafts = iter([wrong, right])
    mine = copy_seeded(seeded_template, tmp_path / "data")
    # the generation prompt gets the scripted drafts; every other step gets no JSON and falls back to local
    with openai_stub(lambda prompt: next(drafts) if "标准化用户问题" in prompt else "no json") as url:
        settings = load_settings(data_dir=mine.data_dir, llm={"model": "stub", "base_url": url, "api_key": "x"})
        with TestClient(create_app(settings, embedder=HashingEmbeddings())) as client:
            events = parse_sse(client.post("/chat/stream", json={"question": Q}, headers=mine.auth("alice")).text)
    names = [e for e, _ in events]
    draft_events = [d for e, d in events if e == "draft"]
    attempts = list(dict.fromkeys(d["attempt"] for d in draft_events))
    assert len(attempts) == 2 and {d["part"] for d in draft_events} == {0}
    assert len([d for d in draft_events if d["attempt"] == attempts[0]]) > 1  # token by token, not at once
    assert "".join(d["text"] for d in draft_events if d["attempt"] == attempts[0]) == wrong
    assert "".join(d["text"] for d in draft_events if d["attempt"] == attempts[1]) == right
    assert max(i for i, n in enumerate(names) if n == "draft") < names.index("token")
    done = events[-1][1]
    assert names[-1] == "done" and "99天" not in done["answer"] and "带薪年休假" in done["answer"]
    assert "".join(d["text"] for e, d in events if e == "token") == done["answer"]
