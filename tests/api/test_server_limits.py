"""Against a real `knowdesk serve` on loopback (issue 16, item 2): request bodies over a route's limit are
refused from Content-Length and, without one (chunked), while the body streams in; SIGTERM under load
ends the process within 10 s even while every request waits on a chat model that never answers."""

from __future__ import annotations

import contextlib
import json
import select
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass

import httpx
import pytest

from tests.api.helpers import Seeded, Server, copy_seeded
from tests.openai_stub import openai_stub

CHUNK = 64 * 1024
# the server must answer while the body still streams in; what the client got out before it saw the answer
# includes the loopback socket buffers (several MB), so the bound is far above the 1 MB limit
SEND_AT_MOST = 32 * 2**20


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: dict
    sent: int  # body bytes the client got out before the server answered


def chunked_post(port: int, path: str, head: dict[str, str], parts: Iterator[bytes]) -> Reply:
    """POST a chunked body (no Content-Length) until the server answers or `parts` ends; the server's reply."""
    # a socket timeout, not a speed bound: the first chat of a server answers after its models load, which a
    # loaded two-core machine can stretch past 10 s
    sock = socket.create_connection(("127.0.0.1", port), timeout=60)
    lines = [f"POST {path} HTTP/1.1", "Host: 127.0.0.1", "Transfer-Encoding: chunked", "Connection: close"]
    sock.sendall(("\r\n".join(lines + [f"{k}: {v}" for k, v in head.items()]) + "\r\n\r\n").encode())
    sent = 0
    try:
        for part in parts:
            if select.select([sock], [], [], 0)[0]:
                break  # the answer is there: stop sending, as a client reading its socket would
            sock.sendall(b"%x\r\n%s\r\n" % (len(part), part))
            sent += len(part)
        else:
            sock.sendall(b"0\r\n\r\n")
    except (BrokenPipeError, ConnectionResetError):
        pass
    raw = b""
    try:
        while chunk := sock.recv(65536):
            raw += chunk
    except (ConnectionResetError, TimeoutError):
        pass
    sock.close()
    head_raw, _, body = raw.partition(b"\r\n\r\n")
    status_line, *header_lines = head_raw.decode("latin-1").split("\r\n")
    headers = {k.lower(): v.strip() for k, v in (h.split(":", 1) for h in header_lines if ":" in h)}
    if headers.get("transfer-encoding") == "chunked":
        body = dechunk(body)
    return Reply(int(status_line.split()[1]), headers, json.loads(body) if body else {}, sent)


def dechunk(data: bytes) -> bytes:
    out = b""
    while data:
        size, _, rest = data.partition(b"\r\n")
        n = int(size, 16)
        if n == 0:
            break
        out, data = out + rest[:n], rest[n + 2 :]
    return out


def json_stream(prefix: bytes, filler: bytes, total: int) -> Iterator[bytes]:
    """A JSON body that never closes: the prefix, then filler chunks up to `total` bytes."""
    yield prefix
    for _ in range(total // len(filler)):
        yield filler


@pytest.fixture(scope="module")
def limited(seeded_template: Seeded, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, Seeded]]:
    data = copy_seeded(seeded_template, tmp_path_factory.mktemp("limits") / "data")
    server = Server(data.data_dir, env={"KNOWDESK_LIMITS__MAX_UPLOAD_MB": "2"}).start()
    yield server, data
    server.stop()


def test_chunked_chat_body_over_1_mb_is_cut_off(limited: tuple[Server, Seeded]) -> None:
    server, data = limited
    head = {"Content-Type": "application/json", **data.auth("alice")}
    started = time.monotonic()
    reply = chunked_post(server.port, "/chat", head, json_stream(b'{"question": "', b"a" * CHUNK, SEND_AT_MOST))
    assert reply.status == 413 and reply.body["code"] == "too_large" and "1 MB" in reply.body["message"]
    assert reply.sent < SEND_AT_MOST and time.monotonic() - started < 5


def test_chunked_v1_body_is_cut_off_in_openais_error_shape(limited: tuple[Server, Seeded]) -> None:
    server, data = limited
    head = {"Content-Type": "application/json", **data.auth("alice")}
    prefix = b'{"model": "hr", "messages": [{"role": "user", "content": "'
    reply = chunked_post(server.port, "/v1/chat/completions", head, json_stream(prefix, b"a" * CHUNK, SEND_AT_MOST))
    assert reply.status == 413 and reply.sent < SEND_AT_MOST
    error = reply.body["error"]
    assert error["code"] == "too_large" and error["type"] == "invalid_request_error" and error["message"]


def test_chunked_upload_over_its_configured_limit_is_cut_off(limited: tuple[Server, Seeded]) -> None:
    server, data = limited
    boundary = "kdboundary"
    head = {"Content-Type": f"multipart/form-data; boundary={boundary}", **data.auth("mgr")}
    prefix = (f'--{boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.txt"\r\n'
              "Content-Type: text/plain\r\n\r\n").encode()  # fmt: skip
    reply = chunked_post(server.port, "/kbs/hr/documents", head, json_stream(prefix, b"x" * CHUNK, SEND_AT_MOST))
    assert reply.status == 413 and reply.body["code"] == "too_large" and "2 MB" in reply.body["message"]
    assert 2 * 2**20 <= reply.sent < SEND_AT_MOST  # the upload limit, not the 1 MB of chat routes


def test_declared_length_over_the_limit_is_refused_before_the_body(limited: tuple[Server, Seeded]) -> None:
    server, data = limited
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
    head = ["POST /chat HTTP/1.1", "Host: 127.0.0.1", "Content-Type: application/json", "Content-Length: 2000000000",
            f"Authorization: {data.auth('alice')['Authorization']}"]  # fmt: skip
    sock.sendall(("\r\n".join(head) + "\r\n\r\n").encode())  # and not one byte of the 2 GB
    answer = b""
    while b'"code"' not in answer and (chunk := sock.recv(65536)):  # the head and the body may come apart
        answer += chunk
    answer = answer.decode()
    sock.close()
    assert answer.startswith("HTTP/1.1 413") and '"code":"too_large"' in answer.replace(" ", "")


def test_small_chunked_bodies_still_work(limited: tuple[Server, Seeded]) -> None:
    server, data = limited
    head = {"Content-Type": "application/json", **data.auth("alice")}
    body = json.dumps({"question": "年假有几天？"}, ensure_ascii=False).encode()
    reply = chunked_post(server.port, "/chat", head, iter([body[:10], body[10:]]))
    assert reply.status == 200 and "年假" in reply.body["answer"]


def test_sigterm_under_load_ends_the_server_within_10_s(seeded_template: Seeded, tmp_path) -> None:
    """Every request is stuck in a chat-model call (the stub answers only when the test ends): SIGTERM must
    still end the process, cancelling what the grace period did not finish."""
    data = copy_seeded(seeded_template, tmp_path / "data")
    arrived, release = threading.Semaphore(0), threading.Event()

    def never(prompt: str) -> str:
        arrived.release()
        release.wait(60)
        return "no json"

    with openai_stub(never) as url:
        env = {"KNOWDESK_LLM__MODEL": "stub", "KNOWDESK_LLM__BASE_URL": url, "KNOWDESK_LLM__API_KEY": "x"}
        server = Server(data.data_dir, env=env).start()
        requests = [("/chat", {"question": f"年假有几天？{i}"}) for i in range(6)]
        requests += [("/chat/stream", {"question": "病假需要什么材料？"})] * 3
        requests += [("/v1/chat/completions", {"model": "hr", "messages": [{"role": "user", "content": "婚假几天？"}]})]

        def call(path: str, body: dict) -> None:
            with contextlib.suppress(httpx.HTTPError):  # the server goes away under it: expected
                httpx.post(server.url + path, json=body, headers=data.auth("alice"), timeout=90)

        clients = [threading.Thread(target=call, args=r, daemon=True) for r in requests]
        try:
            for c in clients:
                c.start()
            for _ in requests:  # every request is inside the model call
                assert arrived.acquire(timeout=60)
            started = time.monotonic()
            assert server.proc is not None
            server.proc.send_signal(signal.SIGTERM)
            try:
                server.proc.wait(15)
            except subprocess.TimeoutExpired:
                pytest.fail("knowdesk serve was still running 15 s after SIGTERM")
            took = time.monotonic() - started
            print(f"SIGTERM with {len(requests)} requests in flight: gone after {took:.1f} s")
            assert took < 10
        finally:
            release.set()
            server.stop()
            for c in clients:
                c.join(10)


def test_exit_after_ends_a_process_its_threads_would_keep_alive() -> None:
    """What `knowdesk serve` arms when shutdown begins: a thread that will not end cannot hold the process."""
    code = ("import threading, time; from knowdesk.api.shutdown import exit_after; exit_after(0.5); "
            "threading.Thread(target=time.sleep, args=(60,)).start()")  # fmt: skip
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30, check=False)
    assert done.returncode == 1 and "exiting without waiting" in done.stderr
    assert time.monotonic() - started < 45  # well before the 60-second thread ends (importing the API takes seconds)
