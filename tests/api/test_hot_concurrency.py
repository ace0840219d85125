"""Identical questions fired at a real `knowdesk serve` at once: one hot question, every ask counted
(the PostgreSQL twin with two workers is in tests/pg/test_serve_workers.py)."""

from __future__ import annotations

from pathlib import Path

import httpx

from tests.api.helpers import Seeded, Server, chat_at_once, copy_seeded


def test_sixty_identical_chats_twenty_at_a_time_leave_one_hot_question(seeded_template: Seeded, tmp_path: Path) -> None:
    data = copy_seeded(seeded_template, tmp_path / "data")
    server = Server(data.data_dir).start()
    try:
        codes = chat_at_once(server.url, data.auth("alice"), {"question": "病假需要提交什么材料？", "kb": "hr"}, 60, 20)
        assert codes == [200] * 60
        hot = httpx.get(server.url + "/hot", headers=data.auth("admin"), timeout=30).json()
    finally:
        server.stop()
    assert [(q["status"], q["call_count"]) for q in hot] == [("active", 60)], hot
    assert "病假" in hot[0]["standard_question"]
