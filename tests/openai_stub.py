"""An OpenAI-compatible chat server on loopback for tests of the real client path (`ChatOpenAI`).

`reply(prompt) -> str` decides each answer; a request with `"stream": true` gets it as
`chat.completion.chunk` server-sent events, `chunk_chars` characters at a time (`delay` seconds apart),
as vLLM or Ollama send.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@contextmanager
def openai_stub(reply: Callable[[str], str], chunk_chars: int = 3, delay: float = 0.0) -> Iterator[str]:
    """Serve until the block ends; yields the base URL (…/v1)."""

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:  # keep test output clean
            pass

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            prompt = "\n".join(str(m.get("content", "")) for m in body["messages"])
            text = reply(prompt)
            base = {"id": "chatcmpl-stub", "created": 0, "model": body["model"]}
            if not body.get("stream"):
                message = {"role": "assistant", "content": text}
                self._send("application/json", json.dumps({**base, "object": "chat.completion", "choices": [
                    {"index": 0, "message": message, "finish_reason": "stop"}]}).encode())  # fmt: skip
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.end_headers()
            pieces = [text[i : i + chunk_chars] for i in range(0, len(text), chunk_chars)]
            deltas = [{"role": "assistant", "content": ""}, *({"content": p} for p in pieces)]
            for i, delta in enumerate([*deltas, {}]):
                finish = "stop" if i == len(deltas) else None
                chunk = {**base, "object": "chat.completion.chunk",
                         "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}  # fmt: skip
                self.wfile.write(f"data: {json.dumps(chunk, ensure_ascii=False)}\n\n".encode())
                self.wfile.flush()
                time.sleep(delay)
            self.wfile.write(b"data: [DONE]\n\n")

        def _send(self, kind: str, data: bytes) -> None:
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    finally:
        httpd.shutdown()
        httpd.server_close()
