"""One question limit (`limits.max_question_chars`) at every entry point, the /v1 total of all messages, and
the per-route body limit, each refused at once in the API's own error shape (issue 16, item 2). The real
server's cases (chunked bodies, SIGTERM under load) are in test_server_limits.py."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from knowdesk.api import create_app
from knowdesk.api.app import UPLOAD_ROUTES
from knowdesk.cli.main import app as cli
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings
from knowdesk.limits import MAX_QUESTION_CHARS
from tests.api.helpers import Seeded

LIMIT = 40  # this module's app: a small limit shows the setting is what decides
LONG = "年假" * (LIMIT // 2) + "？"  # LIMIT + 1 characters
OK = "年假有几天？"


@pytest.fixture(scope="module")
def small(seeded: Seeded) -> Iterator[TestClient]:
    limits = {"max_question_chars": LIMIT, "max_messages_chars": 200}
    settings = load_settings(data_dir=seeded.data_dir, limits=limits)
    with TestClient(create_app(settings, embedder=HashingEmbeddings())) as c:
        yield c


def v1(content: str, history: list[dict] | None = None) -> dict:
    return {"model": "hr", "messages": [*(history or []), {"role": "user", "content": content}]}


def test_chat_refuses_a_long_question_before_claiming_a_conversation(small: TestClient, seeded: Seeded) -> None:
    alice = seeded.auth("alice")
    before = small.get("/conversations", headers=alice).json()
    r = small.post("/chat", json={"question": LONG}, headers=alice)
    assert r.status_code == 422
    assert r.json() == {"code": "question_too_long", "message": f"the question has 41 characters; the limit is {LIMIT}"}
    assert small.get("/conversations", headers=alice).json() == before
    assert small.post("/chat", json={"question": OK}, headers=alice).status_code == 200


def test_chat_stream_refuses_a_long_question_as_json_not_as_a_stream(small: TestClient, seeded: Seeded) -> None:
    r = small.post("/chat/stream", json={"question": LONG}, headers=seeded.auth("alice"))
    assert r.status_code == 422 and r.headers["content-type"].startswith("application/json")
    assert r.json()["code"] == "question_too_long"


def test_v1_refuses_a_long_last_message_in_openais_shape(small: TestClient, seeded: Seeded) -> None:
    for stream in (False, True):
        r = small.post("/v1/chat/completions", json={**v1(LONG), "stream": stream}, headers=seeded.auth("alice"))
        assert r.status_code == 400  # OpenAI's status for a request it will not serve (the client's BadRequestError)
        error = r.json()["error"]
        assert error["code"] == "question_too_long" and error["type"] == "invalid_request_error"
        assert str(LIMIT) in error["message"]


def test_v1_refuses_messages_too_long_together(small: TestClient, seeded: Seeded) -> None:
    history = [{"role": "user", "content": "年假有几天？"}, {"role": "assistant", "content": "五天。" * 70}]
    r = small.post("/v1/chat/completions", json=v1(OK, history), headers=seeded.auth("alice"))
    assert r.status_code == 400 and r.json()["error"]["code"] == "messages_too_long"
    system = [{"role": "system", "content": [{"type": "text", "text": "x" * 201}]}]  # every message counts
    r = small.post("/v1/chat/completions", json=v1(OK, system), headers=seeded.auth("alice"))
    assert r.json()["error"]["code"] == "messages_too_long"
    short = [{"role": "user", "content": "病假呢？"}, {"role": "assistant", "content": "需要证明。"}]
    assert small.post("/v1/chat/completions", json=v1(OK, short), headers=seeded.auth("alice")).status_code == 200


def test_the_default_limit_applies_to_chat(client: TestClient, seeded: Seeded) -> None:
    r = client.post("/chat", json={"question": "年" * (MAX_QUESTION_CHARS + 1)}, headers=seeded.auth("alice"))
    assert r.status_code == 422 and r.json()["code"] == "question_too_long"


def test_bodies_over_1_mb_are_refused_from_content_length(client: TestClient, seeded: Seeded) -> None:
    big = "年" * 400_000  # 1.2 MB of UTF-8: a 10-million-character message is refused the same way
    r = client.post("/chat", json={"question": big}, headers=seeded.auth("alice"))
    assert r.status_code == 413 and r.json()["code"] == "too_large" and "1 MB" in r.json()["message"]
    r = client.post("/v1/chat/completions", json=v1(big), headers=seeded.auth("alice"))
    assert r.status_code == 413 and r.json()["error"]["code"] == "too_large"
    assert client.post("/hot", json={"question": big}, headers=seeded.auth("admin")).status_code == 413


def test_upload_routes_are_real_routes_with_their_own_limit(client: TestClient, seeded: Seeded) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    for method, path in UPLOAD_ROUTES:
        assert method.lower() in paths[path], (method, path)
    # this app's uploads may be max_file_mb (1) × 20 files + 1 MB: a 1.5 MB file passes the body limit and is
    # then refused by the per-file check, with that check's own message
    files = {"files": ("big.txt", b"a" * (3 * 2**19), "text/plain")}
    r = client.post("/kbs/hr/documents", files=files, headers=seeded.auth("mgr"))
    assert r.status_code == 413 and "big.txt is larger than the 1 MB limit" in r.json()["message"]


def test_cli_ask_and_chat_use_the_same_limit(seeded: Seeded, tmp_path: Path) -> None:
    env = {"KNOWDESK_LIMITS__MAX_QUESTION_CHARS": str(LIMIT), "KNOWDESK_CONFIG": str(tmp_path / "absent.toml")}
    runner = CliRunner(env=env)
    base = ["--data-dir", str(seeded.data_dir), "--embedder", "hashing"]
    r = runner.invoke(cli, [*base, "ask", LONG, "--kb", "hr"])
    assert r.exit_code == 1 and f"the limit is {LIMIT}" in r.output
    r = runner.invoke(cli, [*base, "chat", "--kb", "hr"], input=f"{LONG}\n{OK}\nexit\n")
    assert r.exit_code == 0 and f"the limit is {LIMIT}" in r.output and "Agent 回答" in r.output
