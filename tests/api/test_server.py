"""Against a real `knowdesk serve --embedder hashing` subprocess on loopback: the official `openai`
client (stream and non-stream), SSE over a socket, and an assessment resumed after a restart."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.api.helpers import Seeded, Server, copy_seeded, parse_sse

openai = pytest.importorskip("openai")


@pytest.fixture(scope="module")
def server_data(seeded_template: Seeded, tmp_path_factory: pytest.TempPathFactory) -> Seeded:
    return copy_seeded(seeded_template, tmp_path_factory.mktemp("served") / "data")


@pytest.fixture(scope="module")
def server(server_data: Seeded) -> Iterator[Server]:
    s = Server(server_data.data_dir).start()
    yield s
    s.stop()


def test_openai_client_non_stream_and_stream(server: Server, server_data: Seeded) -> None:
    client = openai.OpenAI(base_url=server.url + "/v1", api_key=server_data.tokens["alice"], max_retries=0)
    models = [m.id for m in client.models.list()]
    assert models == ["knowdesk", "hr"]
    done = client.chat.completions.create(model="hr", messages=[{"role": "user", "content": "年假有几天？"}])
    text = done.choices[0].message.content or ""
    assert "年假" in text and "来源：《员工请假管理制度" in text and done.choices[0].finish_reason == "stop"
    stream = client.chat.completions.create(
        model="knowdesk",
        messages=[{"role": "user", "content": "病假需要什么材料？"}, {"role": "assistant", "content": "需要病假证明。"},
                  {"role": "user", "content": "年假有几天？"}],
        stream=True,
    )  # fmt: skip
    parts = [c.choices[0].delta.content or "" for c in stream if c.choices]
    assert len(parts) > 3 and "年假" in "".join(parts) and "来源：" in "".join(parts)
    with pytest.raises(openai.NotFoundError):
        client.chat.completions.create(model="nope", messages=[{"role": "user", "content": "hi"}])
    with pytest.raises(openai.NotFoundError):  # a knowledge base one may not ask is not a model one can see
        client.chat.completions.create(model="secret", messages=[{"role": "user", "content": "hi"}])
    with pytest.raises(openai.AuthenticationError):
        openai.OpenAI(base_url=server.url + "/v1", api_key="bad", max_retries=0).models.list()


def test_chat_stream_over_a_socket_starts_with_preprocess(server: Server, server_data: Seeded) -> None:
    headers = server_data.auth("alice")
    with httpx.stream("POST", server.url + "/chat/stream", json={"question": "年假有几天？"}, headers=headers,
                      timeout=60) as r:  # fmt: skip
        lines = r.iter_lines()
        first = next(line for line in lines if line.startswith("data:"))
        rest = "\n".join(lines)
    assert '"step": "preprocess"' in first
    assert parse_sse(rest)[-1][0] == "done"


def test_assessment_resumes_after_server_restart(server: Server, server_data: Seeded) -> None:
    auth = server_data.auth("alice")
    with httpx.Client(base_url=server.url, headers=auth, timeout=60) as c:
        sid = c.post("/assessment/start", json={"kb": "hr", "questions": 3}).json()["sessionId"]
        events = parse_sse(c.get(f"/assessment/{sid}/start-stream").text)
        q1 = events[-1][1]
        after = parse_sse(c.post(f"/assessment/{sid}/answer-stream", json={"answer": q1["text"]}).text)
        pending = after[-1][1]
        assert after[-1][0] == "question"
    server.stop()
    server.start()
    with httpx.Client(base_url=server.url, headers=auth, timeout=60) as c:
        state = c.get(f"/assessment/{sid}").json()
        assert state["pending"]["text"] == pending["text"] and state["status"] == "in_progress"
        resumed = parse_sse(c.get(f"/assessment/{sid}/start-stream").text)
        assert resumed[-1][0] == "question" and resumed[-1][1]["text"] == pending["text"]
        answer = pending["text"]
        for _ in range(20):
            events = parse_sse(c.post(f"/assessment/{sid}/answer-stream", json={"answer": answer}).text)
            if events[-1][0] == "report":
                break
            answer = events[-1][1]["text"]
        assert events[-1][0] == "report" and events[-1][1]["report"]["level"]
        assert c.get(f"/assessment/{sid}/report").json()["overall"] > 0


def test_server_logs_no_tracebacks(server: Server) -> None:
    logs = list(Path(server.data_dir).parent.glob("serve-*.log"))
    assert logs and not any("Traceback" in p.read_text(errors="replace") for p in logs)


def test_serve_says_when_its_port_is_taken(tmp_path) -> None:
    import socket

    from typer.testing import CliRunner

    from knowdesk.cli.main import app as cli

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        res = CliRunner().invoke(cli, ["--data-dir", str(tmp_path), "serve", "--port", str(port)])
    assert res.exit_code == 2 and f"cannot listen on 127.0.0.1:{port}" in res.output
    assert not (tmp_path / "knowdesk.sqlite3").exists()  # refused before opening anything
