"""Web sign-in: a password (scrypt) or an API token gives an HttpOnly, SameSite session cookie; state-changing
requests need the session's CSRF token; wrong and expired credentials say so; sign-out, password change
(ending the other sessions) and `knowdesk user add --password` / `user passwd`; failures are throttled."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from knowdesk.api import create_app
from knowdesk.auth.passwords import hash_password, verify_password
from knowdesk.auth.throttle import FailureThrottle
from knowdesk.cli.main import app as cli
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings
from tests.api.helpers import Seeded, copy_seeded

PW = "correct horse battery"


@pytest.fixture(scope="module")
def site(seeded_template: Seeded, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TestClient, Seeded]]:
    """An app whose alice and bob have passwords; 4 failed sign-ins a minute per address."""
    data = copy_seeded(seeded_template, tmp_path_factory.mktemp("login") / "data")
    app = create_app(load_settings(data_dir=data.data_dir), embedder=HashingEmbeddings(),
                     throttle=FailureThrottle(4, 60))  # fmt: skip
    with TestClient(app) as client:
        for name in ("alice", "bob"):
            client.app.state.kd.logins.set_password(name, PW)
        yield client, data


def browser(site: tuple[TestClient, Seeded], address: str = "10.1.0.1") -> TestClient:
    """A browser of its own: its own cookie jar and address, the same app."""
    return TestClient(site[0].app, client=(address, 5000))


def sign_in(b: TestClient, name: str = "alice", password: str = PW) -> str:
    r = b.post("/auth/login", json={"name": name, "password": password})
    assert r.status_code == 200, r.text
    return r.json()["csrf"]


def test_password_hashes_are_scrypt_salted_and_checked_in_constant_form() -> None:
    a, b = hash_password(PW), hash_password(PW)
    assert a != b and a.startswith("scrypt$32768$8$1$") and PW not in a
    assert verify_password(PW, a) and not verify_password("correct horse batterx", a)
    assert not verify_password(PW, "") and not verify_password(PW, "scrypt$1$2$3$!!$!!")


def test_sign_in_sets_an_httponly_samesite_cookie_and_says_who(site: tuple[TestClient, Seeded]) -> None:
    b = browser(site)
    r = b.post("/auth/login", json={"name": "alice", "password": PW})
    cookie = r.headers["set-cookie"]
    assert (
        "kd_session=" in cookie and "HttpOnly" in cookie and "SameSite=strict" in cookie and "Max-Age=43200" in cookie
    )
    assert "Secure" not in cookie  # plain http on loopback; over https the cookie is Secure
    me = b.get("/me").json()
    assert me["name"] == "alice" and me["csrf"] == r.json()["csrf"] and me["has_password"] and not me["manages"]
    assert b.get("/kbs").status_code == 200
    # the token path still works for scripts, and a token's /me carries no CSRF token
    token_me = site[0].get("/me", headers=site[1].auth("alice")).json()
    assert token_me["name"] == "alice" and "csrf" not in token_me and token_me["has_password"]
    assert site[0].get("/me", headers=site[1].auth("mgr")).json()["manages"]


def test_wrong_credentials_say_which_and_are_not_kept(site: tuple[TestClient, Seeded]) -> None:
    b = browser(site, "10.1.0.2")
    assert b.post("/auth/login", json={"name": "alice"}).status_code == 422
    r = b.post("/auth/login", json={"name": "alice", "password": "wrong password"})
    assert r.status_code == 401 and r.json() == {"code": "wrong_password", "message": "wrong user name or password"}
    assert "set-cookie" not in r.headers
    r = b.post("/auth/login", json={"name": "nobody", "password": PW})
    assert r.status_code == 401 and r.json()["code"] == "wrong_password"  # the same words: names are not probed
    r = b.post("/auth/login", json={"name": "mgr", "password": PW})  # mgr has no password: tokens only
    assert r.status_code == 401 and r.json()["code"] == "wrong_password"
    r = b.post("/auth/login", json={"token": "kd_000000000000_" + "A" * 32})
    assert r.status_code == 401 and r.json()["code"] == "invalid_token" and "invalid" in r.json()["message"]
    r = b.get("/me")
    assert r.status_code == 401 and r.json()["code"] == "unauthorized"


def test_an_api_token_signs_the_page_in_once(site: tuple[TestClient, Seeded]) -> None:
    b = browser(site, "10.1.0.3")
    r = b.post("/auth/login", json={"token": site[1].tokens["mgr"]})
    assert r.status_code == 200 and r.json()["user"]["name"] == "mgr"
    assert b.get("/me").json()["name"] == "mgr"


def test_state_changing_requests_need_the_sessions_csrf_token(site: tuple[TestClient, Seeded]) -> None:
    b = browser(site, "10.1.0.4")
    csrf = sign_in(b)
    body = {"question": "年假有几天？", "conversation_id": "csrf-1"}
    for headers in ({}, {"X-CSRF-Token": "forged"}):
        r = b.post("/chat", json=body, headers=headers)
        assert r.status_code == 403 and r.json()["code"] == "csrf"
    assert b.get("/conversations").json() == []  # nothing happened
    r = b.post("/chat", json=body, headers={"X-CSRF-Token": csrf, "Origin": "http://evil.example"})
    assert r.status_code == 403 and r.json()["code"] == "cross_origin"
    r = b.post("/chat", json=body, headers={"X-CSRF-Token": csrf, "Origin": "http://testserver"})
    assert r.status_code == 200 and r.json()["conversation_id"] == "csrf-1"
    assert b.post("/auth/login", json={"name": "alice", "password": PW},
                  headers={"Origin": "http://evil.example"}).status_code == 403  # fmt: skip


def test_an_expired_session_says_so(site: tuple[TestClient, Seeded]) -> None:
    b = browser(site, "10.1.0.5")
    sign_in(b)
    kd = site[0].app.state.kd
    kd.logins.sql.execute("UPDATE web_sessions SET expires_at = 1 WHERE username = 'alice'")
    r = b.get("/me")
    assert r.status_code == 401 and r.json()["code"] == "session_expired" and "expired" in r.json()["message"]


def test_sign_out_ends_the_session(site: tuple[TestClient, Seeded]) -> None:
    b = browser(site, "10.1.0.6")
    csrf = sign_in(b, "bob")
    stolen = b.cookies.get("kd_session")
    assert b.post("/auth/logout").status_code == 403  # a forged sign-out is refused
    r = b.post("/auth/logout", headers={"X-CSRF-Token": csrf})
    assert r.status_code == 200 and 'kd_session=""' in r.headers["set-cookie"]
    assert b.get("/me").status_code == 401
    replay = browser(site, "10.1.0.7")
    replay.cookies.set("kd_session", stolen)
    r = replay.get("/me")
    assert r.status_code == 401 and r.json()["code"] == "session_ended"
    assert b.post("/auth/logout").status_code == 200  # signing out twice is fine


def test_a_password_change_ends_the_other_sessions(site: tuple[TestClient, Seeded]) -> None:
    here, there = browser(site, "10.1.0.8"), browser(site, "10.1.0.9")
    csrf = sign_in(here, "bob")
    sign_in(there, "bob")
    new = "a much better passphrase"
    r = here.post("/auth/password", json={"current_password": "not it", "new_password": new},
                  headers={"X-CSRF-Token": csrf})  # fmt: skip
    assert r.status_code == 403 and r.json()["code"] == "wrong_password"
    r = here.post(
        "/auth/password", json={"current_password": PW, "new_password": "short"}, headers={"X-CSRF-Token": csrf}
    )
    assert r.status_code == 422 and r.json()["details"][0]["type"] == "string_too_short"
    assert r.json()["message"] == "new_password: must have at least 8 characters"  # plain words, not pydantic's
    r = here.post("/auth/password", json={"current_password": PW, "new_password": new}, headers={"X-CSRF-Token": csrf})
    assert r.status_code == 200 and r.json()["csrf"] != csrf
    assert here.get("/me").json()["name"] == "bob"  # this browser stays signed in, with a new session
    assert there.get("/me").json()["code"] == "session_ended"
    assert browser(site, "10.1.0.10").post("/auth/login", json={"name": "bob", "password": PW}).status_code == 401
    sign_in(browser(site, "10.1.0.10"), "bob", new)
    site[0].app.state.kd.logins.set_password("bob", PW)


def test_admins_set_passwords_and_scripts_keep_tokens(site: tuple[TestClient, Seeded]) -> None:
    client, seeded = site
    r = client.patch("/users/mgr", json={"password": "managers passphrase"}, headers=seeded.auth("admin"))
    assert r.status_code == 200
    sign_in(browser(site, "10.1.0.11"), "mgr", "managers passphrase")
    r = client.post("/users", json={"name": "newbie", "password": "newbie passphrase"}, headers=seeded.auth("admin"))
    assert r.status_code == 201 and r.json()["token"].startswith("kd_")
    sign_in(browser(site, "10.1.0.11"), "newbie", "newbie passphrase")
    assert client.patch("/users/mgr", json={"password": "x"}, headers=seeded.auth("alice")).status_code == 403


def test_failed_sign_ins_are_throttled_like_token_checks(site: tuple[TestClient, Seeded]) -> None:
    b = browser(site, "10.1.0.99")
    for _ in range(4):
        assert b.post("/auth/login", json={"name": "alice", "password": "guess"}).status_code == 401
    r = b.post("/auth/login", json={"name": "alice", "password": PW})
    assert r.status_code == 429 and int(r.headers["Retry-After"]) > 0 and r.json()["code"] == "too_many_requests"
    sign_in(browser(site, "10.1.0.98"))  # another address is not affected


def test_user_add_password_and_passwd_on_the_command_line(tmp_path: Path) -> None:
    runner = CliRunner()
    data = str(tmp_path / "data")

    def kd(*args: str, input: str | None = None):
        return runner.invoke(cli, ["--data-dir", data, "--embedder", "hashing", *args], input=input)

    r = kd("user", "add", "amy", "--password", input=f"{PW}\n{PW}\n")
    assert r.exit_code == 0, r.output
    assert "with a password" in r.output and r.stdout.strip().splitlines()[-1].startswith("kd_")
    assert PW not in r.output
    r = kd("user", "add", "cy", "--password", input="short\nshort\n")
    assert r.exit_code == 1 and "at least 8" in r.output
    assert kd("user", "passwd", "amy", input="another passphrase\nmismatch!\n").exit_code != 0
    r = kd("user", "passwd", "amy", input="another passphrase\nanother passphrase\n")
    assert r.exit_code == 0 and "sessions have ended" in r.output
    assert kd("user", "passwd", "ghost", input=f"{PW}\n{PW}\n").exit_code == 1
    settings = load_settings(data_dir=data)
    with TestClient(create_app(settings, embedder=HashingEmbeddings())) as c:
        assert c.post("/auth/login", json={"name": "amy", "password": PW}).status_code == 401
        assert c.post("/auth/login", json={"name": "amy", "password": "another passphrase"}).status_code == 200
        assert c.post("/auth/login", json={"name": "cy", "password": "short"}).status_code == 401  # never made
