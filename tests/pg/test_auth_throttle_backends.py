"""The failed-authentication throttle and the cost of a token check on SQLite and on PostgreSQL (issue 16,
item 7): the rules live in the shared auth core, so one scenario per backend; details in
tests/api/test_auth_throttle.py."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from knowdesk.api import create_app
from knowdesk.app import Knowdesk
from knowdesk.auth import core
from knowdesk.auth.throttle import FailureThrottle
from knowdesk.embeddings.hashing import HashingEmbeddings


def test_throttle_and_token_costs(app_on: Knowdesk, monkeypatch: pytest.MonkeyPatch) -> None:
    app_on.users.add("amy")
    token = app_on.users.issue_token("amy")
    good = {"Authorization": f"Bearer {token}"}
    bad = {"Authorization": f"Bearer kd_{token.split('_')[1]}_{'A' * 32}"}  # a known id, a wrong secret
    calls: list[str] = []
    real = core.verify_secret
    monkeypatch.setattr(core, "verify_secret", lambda *a: calls.append("scrypt") or real(*a))
    now = [0.0]
    api = create_app(app_on.settings, embedder=HashingEmbeddings(), throttle=FailureThrottle(2, 60, lambda: now[0]))
    with TestClient(api, client=("10.0.0.66", 4000)) as attacker:
        legit = TestClient(api, client=("10.0.0.7", 4000))
        unknown = {"Authorization": "Bearer kd_000000000000_" + "A" * 32}
        assert attacker.get("/me", headers=unknown).status_code == 401 and calls == []
        assert attacker.get("/me", headers=bad).status_code == 401 and calls == ["scrypt"]
        r = attacker.get("/me", headers=bad)
        assert r.status_code == 429 and r.headers["Retry-After"] == "60" and calls == ["scrypt"]
        assert legit.get("/me", headers=good).json()["name"] == "amy"
        assert attacker.get("/me", headers=good).status_code == 200  # verified by this process already
        now[0] += 60
        assert attacker.get("/me", headers=bad).status_code == 401
