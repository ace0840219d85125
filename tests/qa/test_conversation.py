"""Conversation memory: follow-ups, the 5-round / token limits, persistence across a process restart."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from knowdesk.config import QASettings
from knowdesk.conversation import Conversation, ConversationStore, Round
from knowdesk.conversation.factory import open_conversation
from knowdesk.conversation.tokens import TokenCounter, estimate_tokens
from knowdesk.errors import InputTooLong
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local import LocalStepsSummarizer
from knowdesk.stores.sqlite.db import Database
from tests.conftest import SAMPLE_KB, make_app
from tests.qa.conftest import GLOSSARY


def _echo_conversation(cfg: QASettings, store: ConversationStore | None = None, cid: str | None = None) -> Conversation:
    return Conversation(
        answer=lambda q: {"answers": [f"依据：《制度》一：{q}的答案。"]},
        summarizer=LocalStepsSummarizer(),
        glossary=Glossary.load(GLOSSARY),
        has_topic=lambda text: "假" in text,
        cfg=cfg,
        counter=TokenCounter(),
        store=store,
        conversation_id=cid,
    )


def test_follow_up_is_completed_from_memory(kb_app):
    conv = open_conversation(kb_app.conversation_parts)
    conv.handle("年假有几天")
    reply = conv.handle("那病假呢？")
    assert reply.question == "病假有几天"
    assert "病假" in reply.result["answer"]


def test_memory_keeps_five_rounds_and_trims_oldest_to_the_token_limit():
    conv = _echo_conversation(QASettings())
    for i in range(7):
        conv.handle(f"问题{i}有几天")
    assert [r.question for r in conv.history] == [f"问题{i}有几天" for i in range(2, 7)]

    small = _echo_conversation(QASettings(memory_token_limit=64))
    for i in range(5):
        small.handle(f"第{i}个很长的问题" + "细节" * 10)
    assert 1 <= len(small.history) < 5
    assert small.history[-1].question.startswith("第4个")
    assert small.tokens() <= 64 or len(small.history) == 1


def test_a_question_over_the_limit_is_refused_before_any_step():
    asked: list[str] = []
    conv = Conversation(
        answer=lambda q: asked.append(q) or {"answers": []},
        summarizer=LocalStepsSummarizer(),
        glossary=Glossary.load(GLOSSARY),
        has_topic=lambda text: "假" in text,
        cfg=QASettings(),
        counter=TokenCounter(),
        max_question_chars=10,
    )
    for text in (
        "年假有几天" * 3,
        "张三李四王五赵六是谁？",
        "请给我详细步骤，越详细越好",
    ):  # answer, entity, steps paths
        with pytest.raises(InputTooLong, match="the limit is 10"):
            conv.handle(text)
    assert asked == [] and conv.history == []
    assert conv.handle("  年假有几天？  ").kind == "answer"  # surrounding blanks do not count


def test_token_estimate_is_offline_and_sane():
    assert estimate_tokens("年假有几天") == 5
    assert estimate_tokens("annual leave days") == 4
    assert TokenCounter().count("年假") == 2


def test_memory_is_persisted_per_conversation(tmp_path: Path):
    db = Database(tmp_path / "c.sqlite3")
    store = ConversationStore(db)
    first = _echo_conversation(QASettings(), store, "alice")
    first.handle("年假有几天")
    _echo_conversation(QASettings(), store, "bob").handle("婚假有几天")
    again = _echo_conversation(QASettings(), store, "alice")
    assert [r.question for r in again.history] == ["年假有几天"]
    assert again.handle("请给我详细步骤").kind == "steps"
    assert store.last_rounds("bob", 5) == [Round("婚假有几天", "婚假有几天", ["依据：《制度》一：婚假有几天的答案。"])]


def test_conversation_survives_a_process_restart(tmp_path: Path):
    data = tmp_path / "data"
    app = make_app(data, glossary_file=GLOSSARY)
    app.ingestor.ingest([SAMPLE_KB], "hr")
    app.close()
    env = {**os.environ, "KNOWDESK_GLOSSARY_FILE": str(GLOSSARY)}

    def ask(question: str) -> dict:
        cmd = [str(Path(sys.executable).parent / "knowdesk"), "--data-dir", str(data), "--embedder", "hashing",
               "ask", question, "--conversation", "c42", "--kb", "hr", "--json"]  # fmt: skip
        done = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120, check=False)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    first = ask("年假有几天")
    assert first["citations"][0]["document"] == "员工请假管理制度V3.1"
    second = ask("那病假呢？")  # a new process: the previous round comes from SQLite
    assert second["question"] == "病假有几天"
    assert second["categories"] == ["请假"] and "病假" in second["answer"]
