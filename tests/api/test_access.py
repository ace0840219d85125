"""Access control: tokens, roles, per-KB grants, sensitive fragments; users and tokens at rest."""

from __future__ import annotations

from fastapi.testclient import TestClient

from knowdesk.auth import UserStore
from knowdesk.stores.sqlite.db import Database
from tests.api.helpers import Seeded

ADMIN_ONLY = [
    ("get", "/users", None),
    ("post", "/users", {"name": "eve"}),
    ("post", "/kbs", {"name": "x"}),
    ("delete", "/kbs/hr", None),
    ("post", "/groups", {"name": "g", "kbs": ["hr"]}),
    ("get", "/hot", None),
    ("get", "/hot/top", None),
    ("post", "/hot", {"question": "q"}),
    ("post", "/hot/merge", {"source": "abcd", "target": "efgh"}),
    ("post", "/hot/reject", {"source": "abcd", "target": "efgh"}),
    ("get", "/hot/labels", None),
    ("post", "/hot/calibrate/feedback", {"area": "请假"}),
    ("get", "/stats", None),
    ("post", "/users/alice/tokens", None),
    ("put", "/users/alice/grants", {"kb": "secret", "permission": "ask"}),
]


def test_missing_or_bad_token_is_401(client: TestClient) -> None:
    assert client.get("/me").status_code == 401
    r = client.get("/me", headers={"Authorization": "Bearer kd_nope_nope"})
    assert r.status_code == 401 and r.json() == {"code": "unauthorized", "message": "invalid or revoked API token"}
    assert client.get("/health").status_code == 200


def test_employee_tokens_cannot_reach_admin_endpoints(client: TestClient, seeded: Seeded) -> None:
    for method, path, body in ADMIN_ONLY:
        r = client.request(method, path, json=body, headers=seeded.auth("alice"))
        assert r.status_code == 403 and r.json()["code"] == "forbidden", (method, path, r.text)


def test_a_kb_an_employee_may_not_ask_is_not_found_like_a_missing_one(client: TestClient, seeded: Seeded) -> None:
    """No existence oracle: the same 404 body for `secret` (exists, not granted) and `nope` (missing)."""
    alice = seeded.auth("alice")

    def answers(kb: str) -> list[tuple[int, str]]:
        rs = [client.get(f"/kbs/{kb}", headers=alice), client.get("/search", params={"q": "项目", "kb": kb}, headers=alice),
              client.post("/chat", json={"question": "北极星项目预算", "kb": kb}, headers=alice),
              client.post(f"/kbs/{kb}/documents", files={"files": ("a.txt", b"x")}, headers=alice),
              client.post("/v1/chat/completions", json={"model": kb, "messages": [{"role": "user", "content": "预算"}]},
                          headers=alice)]  # fmt: skip
        return [(r.status_code, r.text.replace(kb, "KB")) for r in rs]

    assert answers("secret") == answers("nope")
    assert {status for status, _ in answers("secret")} == {404}
    # an admin sees the truth
    admin = seeded.auth("admin")
    assert client.get("/kbs/secret", headers=admin).status_code == 200
    assert client.get("/kbs/nope", headers=admin).status_code == 404
    # a base one may ask but not manage: the upload is forbidden, not hidden
    r = client.post("/kbs/hr/documents", files={"files": ("a.txt", b"x")}, headers=alice)
    assert r.status_code == 403 and "manage" in r.json()["message"]
    # bob has no grant at all
    r = client.post("/chat", json={"question": "年假有几天？"}, headers=seeded.auth("bob"))
    assert r.status_code == 403 and "grant" in r.json()["message"]
    # asking "everything" never searches a knowledge base one may not ask
    hits = client.get("/search", params={"q": "北极星项目预算"}, headers=alice).json()
    assert all(h["kb"] == "hr" for h in hits)


def test_sensitive_fragments_only_for_allowed_users(client: TestClient, seeded: Seeded) -> None:
    q = {"q": "薪资等级表 职级 月薪", "kb": "hr", "k": 20}
    alice = client.get("/search", params=q, headers=seeded.auth("alice")).json()
    admin = client.get("/search", params=q, headers=seeded.auth("admin")).json()
    assert not any(h["sensitive"] for h in alice)
    assert any(h["sensitive"] for h in admin)


def test_admin_manages_users_tokens_and_grants(client: TestClient, seeded: Seeded) -> None:
    admin = seeded.auth("admin")
    r = client.post("/users", json={"name": "dave", "role": "employee"}, headers=admin)
    assert r.status_code == 201
    dave = {"Authorization": f"Bearer {r.json()['token']}"}
    assert client.get("/me", headers=dave).json()["name"] == "dave"
    assert client.get("/kbs", headers=dave).json() == []
    client.put("/users/dave/grants", json={"kb": "*", "permission": "ask"}, headers=admin)
    assert {k["name"] for k in client.get("/kbs", headers=dave).json()} == {"hr", "secret"}
    client.put("/users/dave/grants", json={"kb": "*", "permission": None}, headers=admin)
    assert client.get("/kbs", headers=dave).json() == []
    token2 = client.post("/users/dave/tokens", headers=admin).json()["token"]
    assert client.get("/me", headers={"Authorization": f"Bearer {token2}"}).status_code == 200
    assert client.patch("/users/dave", json={"role": "admin"}, headers=admin).json()["role"] == "admin"
    assert client.post("/users", json={"name": "dave"}, headers=admin).status_code == 409
    assert client.post("/users", json={"name": "../x"}, headers=admin).status_code == 422
    assert any(u["name"] == "dave" for u in client.get("/users", headers=admin).json())


def test_tokens_are_hashed_at_rest(seeded: Seeded) -> None:
    db = Database(seeded.data_dir / "knowdesk.sqlite3")
    try:
        blob = b"".join(
            bytes(r["hash"]) + bytes(r["salt"]) + r["id"].encode() for r in db.query("SELECT * FROM api_tokens")
        )
        for token in seeded.tokens.values():
            assert token.encode() not in blob and token.split("_", 2)[2].encode() not in blob
        assert len({bytes(r["salt"]) for r in db.query("SELECT salt FROM api_tokens")}) == len(
            db.query("SELECT 1 FROM api_tokens")
        )
        users = UserStore(db)
        assert users.authenticate(seeded.tokens["alice"]).name == "alice"
        assert users.authenticate(seeded.tokens["alice"][:-2] + "xx") is None
    finally:
        db.close()
