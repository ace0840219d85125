"""Conversations as chat products keep them: a reopened one shows every message as it was (answer, numbered
citations with the quoted sentences, steps, feedback), answers can be regenerated or stopped, conversations
renamed, deleted and searched, and a question without a conversation id leaves nothing behind."""

from __future__ import annotations

import asyncio
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import aclosing
from typing import Any

from fastapi.testclient import TestClient

from knowdesk.api.chat_flow import ReplyStream, enrich_citations, readable_by
from knowdesk.conversation.session import Reply
from knowdesk.conversation.store import Round
from tests.api.helpers import Seeded, parse_sse

Q = "年假有几天？"


def _ask(client: TestClient, seeded: Seeded, question: str, cid: str | None = None, **extra: Any) -> dict[str, Any]:
    return _ask_as(client, seeded, "alice", question, cid, **extra)


def _ask_as(client: TestClient, seeded: Seeded, user: str, question: str, cid: str | None = None,
            **extra: Any) -> dict[str, Any]:  # fmt: skip
    body = {"question": question, **({"conversation_id": cid} if cid else {}), **extra}
    r = client.post("/chat/stream", json=body, headers=seeded.auth(user))
    assert r.status_code == 200, r.text
    events = parse_sse(r.text)
    assert events[-1][0] == "done", events[-1]
    return events[-1][1]


def test_a_question_without_a_conversation_id_leaves_no_conversation(client: TestClient, seeded: Seeded) -> None:
    before = client.get("/conversations", headers=seeded.auth("alice")).json()
    for _ in range(3):
        r = client.post("/chat", json={"question": Q}, headers=seeded.auth("alice"))
        assert r.status_code == 200 and r.json()["conversation_id"] is None and "message_id" not in r.json()
        assert r.json()["answer_id"]  # the answer alone is kept, for its vote (POST /answers/{id}/feedback)
    assert client.get("/conversations", headers=seeded.auth("alice")).json() == before
    for _ in range(2):  # a retried request with the client's id is the same conversation
        client.post("/chat", json={"question": Q, "conversation_id": "retried-1"}, headers=seeded.auth("alice"))
    after = client.get("/conversations", headers=seeded.auth("alice")).json()
    assert [c["id"] for c in after].count("retried-1") == 1 and len(after) == len(before) + 1


def test_a_reopened_conversation_shows_citations_steps_and_feedback(client: TestClient, seeded: Seeded) -> None:
    done = _ask(client, seeded, "产假有多少天？", "reopen-1")
    cite = done["citations"][0]
    assert cite["n"] == 1 and cite["fragment_id"] and cite["locator"] == "第八条"  # as the answer step named it
    assert cite["quotes"] and all(q in cite["text"] for q in cite["quotes"])  # the sentences to highlight
    assert 'data-cite="1"' in done["answer_html"] and "<br />" in done["answer_html"]
    steps = {s["step"]: s for s in done["steps"]}
    assert steps["retrieve"]["label"]["en"] == "documents retrieved"
    assert (
        steps["retrieve"]["lines"]["en"][0].endswith("]")
        and "fragments retrieved" in steps["retrieve"]["lines"]["en"][0]
    )
    assert "检索到" in steps["retrieve"]["lines"]["zh"][0]
    r = client.put(f"/conversations/reopen-1/messages/{done['message_id']}/feedback", json={"rating": "up"},
                   headers=seeded.auth("alice"))  # fmt: skip
    assert r.status_code == 200 and r.json() == {"id": done["message_id"], "feedback": "up"}

    conv = client.get("/conversations/reopen-1", headers=seeded.auth("alice")).json()
    assert conv["title"] == "产假有多少天？"
    (msg,) = conv["messages"]
    assert msg["question"] == "产假有多少天？" and msg["answer"] == done["answer"] and msg["status"] == "done"
    assert msg["answer_html"] == done["answer_html"] and msg["feedback"] == "up"
    kept = msg["citations"][0]
    assert {k: kept[k] for k in ("n", "fragment_id", "locator", "quotes", "page")} == {
        k: cite[k] for k in ("n", "fragment_id", "locator", "quotes", "page")
    }
    assert "text" not in kept  # the fragment is read again when opened (access checked then)
    assert [s["step"] for s in msg["steps"]] == [s["step"] for s in done["steps"]]
    assert msg["steps"][0]["lines"]["en"]
    r = client.put(f"/conversations/reopen-1/messages/{done['message_id']}/feedback", json={"rating": "sideways"},
                   headers=seeded.auth("alice"))  # fmt: skip
    assert r.status_code == 422
    r = client.put(
        "/conversations/reopen-1/messages/nope/feedback", json={"rating": "up"}, headers=seeded.auth("alice")
    )
    assert r.status_code == 404


def test_regenerate_replaces_the_last_answer_in_transcript_and_memory(client: TestClient, seeded: Seeded) -> None:
    _ask(client, seeded, "病假需要什么材料？", "regen-1")
    second = _ask(client, seeded, "那事假呢？", "regen-1")
    again = _ask(client, seeded, "那事假呢？", "regen-1", regenerate=True)
    assert again["question"] == second["question"]  # completed from the first round, not from itself
    conv = client.get("/conversations/regen-1", headers=seeded.auth("alice")).json()
    assert [m["question"] for m in conv["messages"]] == ["病假需要什么材料？", "那事假呢？"]
    assert conv["messages"][1]["id"] == again["message_id"] != second["message_id"]
    assert len(conv["rounds"]) == 2
    r = client.post("/chat", json={"question": Q, "regenerate": True}, headers=seeded.auth("alice"))
    assert r.status_code == 422
    client.post("/chat", json={"question": "x", "conversation_id": "regen-empty"}, headers=seeded.auth("alice"))
    client.delete("/conversations/regen-empty", headers=seeded.auth("alice"))
    r = client.post("/chat", json={"question": "x", "conversation_id": "regen-new", "regenerate": True},
                    headers=seeded.auth("alice"))  # fmt: skip
    assert r.status_code == 409


def test_conversations_are_renamed_searched_and_deleted(client: TestClient, seeded: Seeded) -> None:
    _ask(client, seeded, "婚假有几天？", "manage-1")
    r = client.patch("/conversations/manage-1", json={"title": "  我的婚假  "}, headers=seeded.auth("alice"))
    assert r.status_code == 200 and r.json()["title"] == "我的婚假"
    assert (
        client.patch("/conversations/manage-1", json={"title": "   "}, headers=seeded.auth("alice")).status_code == 422
    )
    listed = {c["id"]: c["title"] for c in client.get("/conversations", headers=seeded.auth("alice")).json()}
    assert listed["manage-1"] == "我的婚假"

    def found(q: str) -> set[str]:
        return {c["id"] for c in client.get("/conversations", params={"q": q}, headers=seeded.auth("alice")).json()}

    assert "manage-1" in found("我的婚") and "manage-1" in found("婚假")  # by title, and by what was said
    assert "manage-1" not in found("加班费") | found("%") | found("_")  # LIKE wildcards are plain characters
    assert client.get("/conversations", params={"q": "婚假"}, headers=seeded.auth("mgr")).json() == []
    assert client.delete("/conversations/manage-1", headers=seeded.auth("alice")).status_code == 200
    assert "manage-1" not in found("婚假") and "manage-1" not in {
        c["id"] for c in client.get("/conversations", headers=seeded.auth("alice")).json()
    }
    assert client.get("/conversations/manage-1", headers=seeded.auth("alice")).status_code == 404


class _SlowConversation:
    """Reports a step every 50 ms for 5 s, as a long answer would."""

    def __init__(self, emit: Any) -> None:
        self.emit = emit
        self.finished = False

    def handle(self, question: str) -> Reply:
        for i in range(100):
            self.emit("step", {"step": f"s{i}", "label": {"zh": "步骤", "en": "step"}, "trace": [f"[调试] {i}"]})
            time.sleep(0.05)
        self.finished = True
        return Reply("answer", ["done"], question, {"answer": "done"})


def test_a_consumer_that_leaves_stops_the_answer_and_it_is_recorded_stopped() -> None:
    recorded: list[tuple[str, int]] = []
    convs: list[_SlowConversation] = []
    ended = threading.Event()

    def make(emit: Any) -> _SlowConversation:
        convs.append(_SlowConversation(emit))
        return convs[0]

    def record(payload: Any, steps: list[dict[str, Any]], status: str) -> str:
        recorded.append((status, len(steps)))
        ended.set()
        return "m1"

    stream = ReplyStream(None, make, "q", "c1", record)  # type: ignore[arg-type]

    async def read_two() -> list[str]:
        seen = []
        async with aclosing(stream.__aiter__()) as events:  # what the SSE response does when its client goes
            async for _, data in events:
                seen.append(data["step"])
                if len(seen) == 2:
                    break
        return seen

    started = time.monotonic()
    with ThreadPoolExecutor(1) as thread:  # its own event loop: a browser test in this process may run one here
        assert thread.submit(asyncio.run, read_two()).result() == ["s0", "s1"]
    assert ended.wait(2) and time.monotonic() - started < 2
    assert recorded[0][0] == "stopped" and recorded[0][1] <= 4 and not convs[0].finished


def test_citations_from_memory_show_only_fragments_the_asker_may_still_read(client: TestClient) -> None:
    """A steps reply or a reopened old conversation cites fragments chosen earlier: they are enriched (text,
    quotes) only when the asker may read them now."""
    kd = client.app.state.kd
    secret = next(f for f in kd.store.kb_fragments(None) if f.kb == "secret")
    cited = {"citations": [{"document": secret.document, "section": secret.section, "fragment_id": secret.id}]}
    alice, admin = kd.users.get("alice"), kd.users.get("admin")
    (hidden,) = enrich_citations(kd, cited, f"依据：《{secret.document}》", readable_by(alice))
    assert "text" not in hidden and "quotes" not in hidden and "kb" not in hidden
    (shown,) = enrich_citations(kd, cited, f"依据：《{secret.document}》", readable_by(admin))
    assert shown["text"] == secret.body and shown["kb"] == "secret"


def test_a_reopened_old_conversation_does_not_show_a_fragment_the_asker_may_not_read(
    client: TestClient, seeded: Seeded
) -> None:
    """A conversation from before the transcript is shown from its memory rounds: a round citing a fragment of a
    base the asker may not read (no longer, or never) is shown without that fragment's text or quotes."""
    kd = client.app.state.kd
    secret = next(f for f in kd.store.kb_fragments(None) if f.kb == "secret")
    assert kd.users.claim_conversation("old-secret", "alice", "旧对话")
    answer = "预算三千万元。"
    cite = {"document": secret.document, "section": secret.section, "fragment_id": secret.id}
    kd.conversations.append("old-secret", Round("预算多少？", "预算多少？", [answer], [cite]))
    conv = client.get("/conversations/old-secret", headers=seeded.auth("alice")).json()
    (msg,) = conv["messages"]
    (shown,) = msg["citations"]
    assert "quotes" not in shown and "kb" not in shown and "fragment_id" in shown  # the id as named, nothing read
    assert "二〇二七" not in str(msg) and "严格保密" not in str(msg)


def test_a_reopened_conversation_hides_the_quotes_of_a_base_no_longer_granted(
    client: TestClient, seeded: Seeded
) -> None:
    """The transcript keeps the quoted sentences; once the asker may no longer read the base, reopening the
    conversation shows where the answer came from but neither the base nor the sentences."""
    kd = client.app.state.kd
    kd.users.grant("bob", "hr", "ask")
    try:
        done = _ask_as(client, seeded, "bob", "产假有多少天？", "revoked-1")
        assert done["citations"][0]["quotes"]
    finally:
        kd.users.grant("bob", "hr", None)
    (msg,) = client.get("/conversations/revoked-1", headers=seeded.auth("bob")).json()["messages"]
    (shown,) = msg["citations"][:1]
    assert shown["document"] == done["citations"][0]["document"] and shown["n"] == 1
    assert "quotes" not in shown and "kb" not in shown
    assert not any(q in str(msg["citations"]) for q in done["citations"][0]["quotes"])
    r = client.get(f"/fragments/{shown['fragment_id']}", headers=seeded.auth("bob"))
    assert r.status_code == 404
