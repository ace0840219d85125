"""`GET /gaps`, `/gaps/{id}`, `POST /gaps/{id}/resolve`: the queue of each base for its knowledge admins only."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from knowdesk.api import create_app
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings
from tests.api.helpers import Seeded
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
