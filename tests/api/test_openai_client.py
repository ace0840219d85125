"""`/v1` as OpenAI clients expect, driven by the official `openai` package: answers with `usage` counted by the
app's token counter, streams (with `stream_options.include_usage`), and errors — before the answer starts as
HTTP errors in OpenAI's shape and status, during a stream as the `{"error": …}` event the client raises."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import openai
import pytest
from fastapi.testclient import TestClient

from knowdesk.api import create_app
from knowdesk.config import load_settings
from knowdesk.conversation.tokens import estimate_tokens
from knowdesk.embeddings.hashing import HashingEmbeddings
from tests.api.helpers import Seeded, copy_seeded, free_port

Q = "年假有几天？"


def client_for(http: TestClient, token: str) -> openai.OpenAI:
    return openai.OpenAI(base_url="http://testserver/v1", api_key=token, http_client=http, max_retries=0)


@pytest.fixture
def broken_model(seeded_template: Seeded, tmp_path: Path) -> Iterator[tuple[TestClient, Seeded]]:
    """An app whose chat model server is down: every answer fails once it has started."""
    data = copy_seeded(seeded_template, tmp_path / "data")
    llm = {"model": "gone", "base_url": f"http://127.0.0.1:{free_port()}/v1", "api_key": "x", "timeout": 5}
    settings = load_settings(data_dir=data.data_dir, llm=llm)
    with TestClient(create_app(settings, embedder=HashingEmbeddings())) as http:
        yield http, data


def test_a_completion_with_usage_and_citations(client: TestClient, seeded: Seeded) -> None:
    ai = client_for(client, seeded.tokens["alice"])
    messages = [{"role": "system", "content": "你是知识助手"}, {"role": "user", "content": Q}]
    done = ai.chat.completions.create(model="hr", messages=messages)
    choice = done.choices[0]
    assert choice.finish_reason == "stop" and choice.message.role == "assistant"
    content = choice.message.content or ""
    assert "年假" in content and "来源：《员工请假管理制度V3.1》" in content
    usage = done.usage
    assert usage is not None and usage.prompt_tokens == estimate_tokens("你是知识助手") + estimate_tokens(Q)
    assert (
        usage.completion_tokens == estimate_tokens(content)
        and usage.total_tokens == usage.prompt_tokens + usage.completion_tokens
    )
    assert done.model_extra and done.model_extra["citations"][0]["fragment_id"]
    assert [m.id for m in ai.models.list()] == ["knowdesk", "hr"]


def test_a_stream_with_usage_at_the_end(client: TestClient, seeded: Seeded) -> None:
    ai = client_for(client, seeded.tokens["alice"])
    chunks = list(ai.chat.completions.create(model="knowdesk", messages=[{"role": "user", "content": Q}], stream=True,
                                             stream_options={"include_usage": True}))  # fmt: skip
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert "年假" in text and "来源：" in text
    assert chunks[0].choices[0].delta.role == "assistant"
    finished = [c for c in chunks if c.choices and c.choices[0].finish_reason]
    assert [c.choices[0].finish_reason for c in finished] == ["stop"]
    last = chunks[-1]
    assert last.choices == [] and last.usage is not None
    assert last.usage.completion_tokens == estimate_tokens(text) and last.usage.prompt_tokens == estimate_tokens(Q)
    plain = list(ai.chat.completions.create(model="hr", messages=[{"role": "user", "content": Q}], stream=True))
    assert all(c.usage is None for c in plain) and plain[-1].choices[0].finish_reason == "stop"


def test_errors_before_the_answer_are_openai_errors(client: TestClient, seeded: Seeded) -> None:
    ai = client_for(client, seeded.tokens["alice"])
    user = [{"role": "user", "content": Q}]
    with pytest.raises(openai.NotFoundError) as e:
        ai.chat.completions.create(model="secret", messages=user)  # exists, but alice may not ask it
    assert e.value.status_code == 404 and e.value.code == "model_not_found"
    with pytest.raises(openai.AuthenticationError) as e:
        client_for(client, "kd_000000000000_" + "A" * 32).chat.completions.create(model="hr", messages=user)
    assert e.value.status_code == 401 and e.value.type == "authentication_error"
    for stream in (False, True):
        with pytest.raises(openai.BadRequestError) as e:
            ai.chat.completions.create(model="hr", messages=[], stream=stream)
        assert e.value.status_code == 400 and e.value.param == "messages" and "at least 1" in e.value.message
        with pytest.raises(openai.BadRequestError) as e:
            ai.chat.completions.create(model="hr", messages=[{"role": "user", "content": "年" * 3000}], stream=stream)
        assert e.value.code == "question_too_long"
        with pytest.raises(openai.BadRequestError) as e:
            ai.chat.completions.create(model="hr", messages=[{"role": "assistant", "content": "hi"}], stream=stream)
        assert e.value.code == "invalid" and "last message" in e.value.message


def test_an_error_during_a_stream_is_an_error_not_content(broken_model: tuple[TestClient, Seeded]) -> None:
    http, data = broken_model
    ai = client_for(http, data.tokens["alice"])
    stream = ai.chat.completions.create(model="hr", messages=[{"role": "user", "content": Q}], stream=True)
    received = []
    with pytest.raises(openai.APIError) as e:
        for chunk in stream:
            received.append(chunk)
    assert "cannot be reached" in e.value.message and e.value.body["code"] == "model"
    assert e.value.body["type"] == "server_error"
    assert [c.choices[0].delta.role for c in received] == ["assistant"]  # it had started; no "[error]" content
    assert not any(c.choices[0].finish_reason for c in received)
    raw = http.post("/v1/chat/completions", json={"model": "hr", "stream": True, "messages": [{"role": "user", "content": Q}]},
                    headers=data.auth("alice")).text  # fmt: skip
    assert "[error]" not in raw and "[DONE]" not in raw and '"error"' in raw
    with pytest.raises(openai.InternalServerError) as e:  # not streamed: the HTTP status says it
        ai.chat.completions.create(model="hr", messages=[{"role": "user", "content": Q}])
    assert e.value.status_code == 502 and e.value.code == "model"
