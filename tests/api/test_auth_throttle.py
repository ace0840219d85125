"""Failed token checks are throttled per client address (429 + Retry-After in the API's error shape), cost
no hash unless the token id exists, and run one scrypt at a time (issue 16, item 7). The clock is a
parameter: the window passes without sleeping. Both backends: tests/pg/test_auth_throttle_backends.py."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from knowdesk.api import create_app
from knowdesk.auth import core
from knowdesk.auth.throttle import FailureThrottle, client_key
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings
from tests.api.helpers import Seeded


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def apps(seeded: Seeded, clock: Clock) -> Iterator[tuple[TestClient, TestClient]]:
    """Two clients of one app (3 failures a minute), from two addresses."""
    app = create_app(load_settings(data_dir=seeded.data_dir), embedder=HashingEmbeddings(),
                     throttle=FailureThrottle(3, 60, clock=clock))  # fmt: skip
    with TestClient(app, client=("10.0.0.66", 4000)) as attacker:
        yield attacker, TestClient(app, client=("10.0.0.7", 4000))


def wrong(seeded: Seeded, user: str) -> dict[str, str]:
    """A well-formed token with an existing id and a wrong secret: the case that costs a scrypt."""
    tid = seeded.tokens[user].split("_")[1]
    return {"Authorization": f"Bearer kd_{tid}_{'A' * 32}"}


def test_failures_from_one_address_get_429_with_retry_after(apps: tuple[TestClient, TestClient], seeded: Seeded,
                                                            clock: Clock) -> None:  # fmt: skip
    attacker, _ = apps
    for _ in range(3):
        assert attacker.get("/me", headers=wrong(seeded, "alice")).status_code == 401
    clock.now += 20
    r = attacker.get("/me", headers=wrong(seeded, "alice"))
    assert r.status_code == 429 and r.headers["Retry-After"] == "40"
    assert r.json()["code"] == "too_many_requests" and "10.0.0.66" in r.json()["message"]
    r = attacker.get("/v1/models", headers=wrong(seeded, "alice"))
    assert r.status_code == 429 and r.headers["Retry-After"] == "40"
    assert r.json()["error"]["type"] == "rate_limit_error" and r.json()["error"]["code"] == "too_many_requests"
    # a token never verified by this process is refused too, without checking it (not even a good one)
    assert attacker.get("/me", headers=seeded.auth("bob")).status_code == 429


def test_other_clients_are_not_throttled(apps: tuple[TestClient, TestClient], seeded: Seeded) -> None:
    attacker, legit = apps
    for _ in range(10):
        attacker.get("/me", headers=wrong(seeded, "alice"))
    assert attacker.get("/me", headers=wrong(seeded, "alice")).status_code == 429
    assert legit.get("/me", headers=seeded.auth("alice")).json()["name"] == "alice"
    assert legit.post("/chat", json={"question": "年假有几天？"}, headers=seeded.auth("alice")).status_code == 200
    assert legit.get("/me", headers=wrong(seeded, "bob")).status_code == 401  # its own first failure


def test_a_throttled_address_keeps_tokens_it_proved_before(apps: tuple[TestClient, TestClient],
                                                           seeded: Seeded) -> None:  # fmt: skip
    """Colleagues behind one NAT address are not locked out by one misconfigured script."""
    attacker, _ = apps
    assert attacker.get("/me", headers=seeded.auth("mgr")).status_code == 200
    for _ in range(3):
        attacker.get("/me", headers=wrong(seeded, "alice"))
    assert attacker.get("/me", headers=seeded.auth("mgr")).json()["name"] == "mgr"


def test_the_throttle_recovers_after_its_window(apps: tuple[TestClient, TestClient], seeded: Seeded,
                                                clock: Clock) -> None:  # fmt: skip
    attacker, _ = apps
    for _ in range(3):
        attacker.get("/me", headers=wrong(seeded, "alice"))
        clock.now += 10  # failures at 1000, 1010, 1020
    assert attacker.get("/me", headers=wrong(seeded, "alice")).headers["Retry-After"] == "30"
    clock.now = 1060  # the first failure has left the window: one more try
    assert attacker.get("/me", headers=wrong(seeded, "alice")).status_code == 401
    assert attacker.get("/me", headers=wrong(seeded, "alice")).headers["Retry-After"] == "10"
    clock.now = 1200
    assert attacker.get("/me", headers=seeded.auth("bob")).json()["name"] == "bob"


def test_missing_token_is_not_counted(apps: tuple[TestClient, TestClient]) -> None:
    attacker, _ = apps
    assert [attacker.get("/me").status_code for _ in range(5)] == [401] * 5


def test_only_a_known_token_id_costs_a_scrypt(apps: tuple[TestClient, TestClient], seeded: Seeded,
                                              monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    calls: list[str] = []
    real = core.verify_secret
    monkeypatch.setattr(core, "verify_secret", lambda *a: calls.append("scrypt") or real(*a))
    attacker, legit = apps
    for token in ("garbage", "kd_000000000000_" + "A" * 32, "kd_" + "a" * 5000):  # malformed, unknown id, huge
        assert legit.get("/me", headers={"Authorization": f"Bearer {token}"}).status_code == 401
    assert calls == []
    assert legit.get("/me", headers=wrong(seeded, "bob")).status_code == 429  # the 4th failure: not even looked up
    assert calls == []
    assert attacker.get("/me", headers=wrong(seeded, "bob")).status_code == 401
    assert calls == ["scrypt"]


def test_one_scrypt_at_a_time(seeded: Seeded, monkeypatch: pytest.MonkeyPatch) -> None:
    """Parallel guesses queue for one verification slot, so they take at most one core from other requests."""
    from knowdesk.app import Knowdesk

    running, most = [0], [0]
    lock = threading.Lock()

    def slow_verify(*_: object) -> bool:
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
        time.sleep(0.05)
        with lock:
            running[0] -= 1
        return False

    monkeypatch.setattr(core, "verify_secret", slow_verify)
    kd = Knowdesk(load_settings(data_dir=seeded.data_dir), embedder=HashingEmbeddings())
    try:
        tid = seeded.tokens["alice"].split("_")[1]
        guesses = [threading.Thread(target=kd.users.authenticate, args=(f"kd_{tid}_{'B' * 31}{i}",)) for i in range(4)]
        for g in guesses:
            g.start()
        for g in guesses:
            g.join(10)
    finally:
        kd.close()
    assert most[0] == 1


def test_throttle_table_keys_and_bounds(clock: Clock) -> None:
    assert client_key("2001:db8:1:2:3:4:5:6") == client_key("2001:db8:1:2:ffff::1") == "2001:db8:1:2::/64"
    assert client_key("::ffff:10.1.2.3") == "10.1.2.3" and client_key("testclient") == "testclient"
    t = FailureThrottle(2, 60, clock=clock, max_clients=3)
    for host in ("10.0.0.1", "10.0.0.1", "10.0.0.2", "10.0.0.3"):
        t.record_failure(host)
    assert t.retry_after("10.0.0.1") == 60 and t.retry_after("10.0.0.2") == 0
    t.record_failure("10.0.0.4")  # a fourth address: the one that failed least recently is forgotten
    assert t.retry_after("10.0.0.1") == 0 and t.retry_after("10.0.0.3") == 0
    t.record_failure("10.0.0.3")
    assert t.retry_after("10.0.0.3") == 60  # still remembered
