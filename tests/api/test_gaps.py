"""`GET /gaps`, `/gaps/{id}`, `POST /gaps/{id}/resolve`: the queue of each base for its knowledge admins only."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from knowdesk.api import create_app
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings
from tests.api.helpers import Seeded, parse_sse
from tests.api.test_knowledge import finished, upload

BUS = "员工班车\n\n第一条 班车每个工作日早上7:30从地铁站发车。\n".encode()


@pytest.fixture(scope="module")
def gaps_client(seeded: Seeded) -> Iterator[TestClient]:
    settings = load_settings(data_dir=seeded.data_dir, hot={"merge_threshold": 0.55})  # the hashing embedder
    with TestClient(create_app(settings, embedder=HashingEmbeddings())) as c:
        yield c


def test_refusals_queue_per_base_for_its_managers_and_become_answerable_after_an_upload(
    gaps_client: TestClient, seeded: Seeded
) -> None:
    client = gaps_client
    admin, alice, mgr, bob = (seeded.auth(u) for u in ("admin", "alice", "mgr", "bob"))
    for q in ("员工班车几点发车？", "班车的发车时间是几点？"):
        assert client.post("/chat", json={"question": q, "kb": "hr"}, headers=alice).status_code == 200
    assert (
        client.post("/chat", json={"question": "员工班车几点发车？", "kb": "secret"}, headers=admin).status_code == 200
    )

    mine = client.get("/gaps", headers=mgr).json()
    assert [(g["kb"], g["question"], g["count"], g["status"]) for g in mine] == [("hr", "员工班车几点发车", 2, "open")]
    hr_id = mine[0]["id"]
    assert all("asked_by" not in a for a in client.get(f"/gaps/{hr_id}", headers=mgr).json()["asks"])
    every = client.get("/gaps", headers=admin).json()
    assert sorted(g["kb"] for g in every) == ["hr", "secret"]
    secret_id = next(g["id"] for g in every if g["kb"] == "secret")

    # another base's group is "not found" like a missing one; a base one may only ask is 403
    missing = client.get("/gaps/nope", headers=mgr)
    for r in (client.get(f"/gaps/{secret_id}", headers=mgr),
              client.post(f"/gaps/{secret_id}/resolve", json={}, headers=mgr),
              client.get(f"/gaps/{hr_id}", headers=alice)):  # fmt: skip
        assert (r.status_code, r.json()["message"].replace(secret_id, "nope").replace(hr_id, "nope")) == (
            404, missing.json()["message"])  # fmt: skip
    assert client.get("/gaps", params={"kb": "secret"}, headers=mgr).status_code == 404
    assert client.get("/gaps", headers=alice).status_code == 403
    assert client.get("/gaps", params={"kb": "hr"}, headers=alice).status_code == 403
    assert client.get("/gaps", headers=bob).status_code == 403

    r = upload(client, mgr, ("班车时刻.txt", BUS))
    job = finished(client, mgr, r.json()["job"]["id"])
    assert "1 unanswered question group(s) now answerable from 《班车时刻》" in job["message"]
    answerable = client.get("/gaps", params={"status": "answerable"}, headers=mgr).json()
    assert [(g["id"], g["answerable_doc"]) for g in answerable] == [(hr_id, "班车时刻")]
    assert client.get(f"/gaps/{secret_id}", headers=admin).json()["status"] == "open"  # another base: not re-asked

    done = client.post(f"/gaps/{hr_id}/resolve", json={"note": "已确认"}, headers=mgr).json()
    assert (done["status"], done["resolved_by"], done["note"], done["count"]) == ("resolved", "mgr", "已确认", 2)


def test_every_answer_can_be_voted_on_by_its_asker(gaps_client: TestClient, seeded: Seeded) -> None:
    client = gaps_client
    alice, mgr, admin = seeded.auth("alice"), seeded.auth("mgr"), seeded.auth("admin")
    q = {"question": "公司有宠物保险吗？", "kb": "hr"}
    plain = client.post("/chat", json=q, headers=alice).json()["answer_id"]
    streamed = parse_sse(client.post("/chat/stream", json=q, headers=alice).text)[-1][1]["answer_id"]
    v1 = {"model": "hr", "messages": [{"role": "user", "content": "宠物保险公司给买吗？"}]}
    completion = client.post("/v1/chat/completions", json=v1, headers=alice).json()["id"]
    chunks = client.post("/v1/chat/completions", json={**v1, "stream": True}, headers=alice).text
    chunk_id = next(json.loads(line[6:])["id"] for line in chunks.splitlines() if line.startswith("data: {"))
    assert completion.startswith("chatcmpl-") and chunk_id.startswith("chatcmpl-")

    for answer in (plain, streamed, completion, chunk_id):
        r = client.post(f"/answers/{answer}/feedback", json={"rating": "good"}, headers=alice)
        assert r.status_code == 200 and r.json()["rating"] == "good", r.text
        other = client.post(f"/answers/{answer}/feedback", json={"rating": "bad"}, headers=mgr)
        assert other.status_code == 404  # someone else's answer: as if it did not exist
    assert client.post("/answers/nope/feedback", json={"rating": "good"}, headers=alice).status_code == 404
    bad = client.post(f"/answers/{plain}/feedback", json={"rating": "meh"}, headers=alice)
    assert bad.status_code == 422

    before = {g["id"]: g["count"] for g in client.get("/gaps", headers=admin).json()}
    r = client.post(f"/answers/{plain}/feedback", json={"rating": "bad", "reason": "not_my_question"}, headers=alice)
    assert r.json() == {"id": plain, "rating": "bad", "reason": "not_my_question"}
    client.post(f"/answers/{completion}/feedback", json={"rating": "bad", "reason": "wrong"}, headers=alice)
    queued = [
        g for g in client.get("/gaps", params={"kb": "hr"}, headers=mgr).json() if g["count"] != before.get(g["id"])
    ]
    asks = [a for g in queued for a in client.get(f"/gaps/{g['id']}", headers=mgr).json()["asks"]
            if a["reason"] == "feedback"]  # fmt: skip
    assert sorted(a["question"] for a in asks) == ["公司有宠物保险吗？", "宠物保险公司给买吗？"]

    # the web chat's 👎 is the same vote
    cid = "feedback-web-1"
    msg = client.post("/chat", json={**q, "conversation_id": cid}, headers=alice).json()
    assert msg["message_id"] == msg["answer_id"]
    r = client.put(
        f"/conversations/{cid}/messages/{msg['message_id']}/feedback", json={"rating": "down"}, headers=alice
    )
    assert r.json()["feedback"] == "down"
    r = client.post(f"/answers/{msg['answer_id']}/feedback", json={"rating": "good"}, headers=alice)
    shown = client.get(f"/conversations/{cid}", headers=alice).json()["messages"][-1]
    assert shown["feedback"] == "up"


def test_a_vote_on_an_answer_served_from_a_hot_question_labels_that_match(gaps_client: TestClient, seeded: Seeded):
    client, admin, alice = gaps_client, seeded.auth("admin"), seeded.auth("alice")
    hot = client.post("/hot", json={"question": "产假有多少天", "answer": "结论：女职工生育享受98天产假。", "tags": ["请假"]},
                      headers=admin).json()  # fmt: skip
    body = client.post("/chat", json={"question": "产假有多少天", "kb": "hr"}, headers=alice).json()
    assert body["short_circuit"] == "hot" and body["answer"].startswith("结论：女职工生育享受98天产假。")
    assert body["hot"]["question_id"] == hot["question_id"] and body["hot"]["area"] == "请假"
    before = client.get("/hot/labels", headers=admin).json()["areas"].get("请假", {"pairs": 0, "positives": 0})

    vote = {"rating": "bad", "reason": "not_my_question"}
    assert client.post(f"/answers/{body['answer_id']}/feedback", json=vote, headers=alice).status_code == 200
    after = client.get("/hot/labels", headers=admin).json()["areas"]["请假"]
    assert after == {"pairs": before["pairs"] + 1, "positives": before["positives"]}  # a negative pair
    assert (
        client.post(f"/answers/{body['answer_id']}/feedback", json={"rating": "good"}, headers=alice).status_code == 200
    )
    after = client.get("/hot/labels", headers=admin).json()["areas"]["请假"]
    assert after == {"pairs": before["pairs"] + 1, "positives": before["positives"] + 1}  # the same pair, now positive
