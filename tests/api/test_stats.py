"""`GET /stats` (admins only) and `knowdesk stats --json` count the same history the same way (issue 23.6)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from knowdesk.api import create_app
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings
from tests.api.helpers import Seeded
from tests.test_cli import kd


@pytest.fixture(scope="module")
def stats_client(seeded: Seeded) -> Iterator[TestClient]:
    settings = load_settings(data_dir=seeded.data_dir, hot={"merge_threshold": 0.55})  # the hashing embedder
    with TestClient(create_app(settings, embedder=HashingEmbeddings())) as c:
        yield c


def test_stats_count_chat_votes_and_gaps_for_admins_only(stats_client: TestClient, seeded: Seeded) -> None:
    client, admin, alice = stats_client, seeded.auth("admin"), seeded.auth("alice")
    assert client.get("/stats", headers=admin).json()["totals"]["questions"] == 0
    answered = client.post("/chat", json={"question": "年假有几天？", "kb": "hr"}, headers=alice).json()
    refused = client.post("/chat", json={"question": "公司有没有健身房？", "kb": "hr"}, headers=alice).json()
    for answer, rating in ((answered, "good"), (refused, "bad")):
        r = client.post(f"/answers/{answer['answer_id']}/feedback", json={"rating": rating}, headers=alice)
        assert r.status_code == 200, r.text

    s = client.get("/stats", params={"days": 7}, headers=admin).json()
    t = s["totals"]
    assert (t["questions"], t["answered"], t["refused"], t["good"], t["bad"], t["answer_rate"]) == (2, 1, 1, 1, 1, 0.5)
    assert t["gap_asks"] == 2 and t["gaps"]["open"] == 1  # the refusal and the 👎 on it: one group
    assert [(d["questions"], d["answered"]) for d in s["per_day"]][-1] == (2, 1) and len(s["per_day"]) == 7
    assert [(r["kb"], r["questions"], r["gap_asks"]) for r in s["per_kb"]] == [("hr", 2, 2)]
    assert [(g["question"], g["asked"], g["kb"]) for g in s["top_gaps"]] == [("公司有没有健身房", 2, "hr")]

    assert client.get("/stats", headers=alice).status_code == 403
    assert client.get("/stats", params={"kb": "nope"}, headers=admin).status_code == 404
    assert client.get("/stats", params={"days": 0}, headers=admin).status_code == 422
    assert client.get("/stats", params={"kb": "secret"}, headers=admin).json()["totals"]["questions"] == 0

    r = kd(seeded.data_dir, "stats", "--days", "7", "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout) == s
    text = kd(seeded.data_dir, "stats", "--days", "7")
    assert text.exit_code == 0 and "公司有没有健身房" in text.stdout and "answered 1 (50%)" in text.stdout
    assert kd(seeded.data_dir, "stats", "--kb", "nope").exit_code != 0
