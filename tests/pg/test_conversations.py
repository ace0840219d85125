"""Conversation memory on both backends: same rounds, in order; concurrent appends never collide."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from knowdesk.app import Knowdesk
from knowdesk.conversation.pg_store import PgConversationStore
from knowdesk.conversation.store import Round
from tests.conftest import make_app


def test_rounds_in_order_and_delete(app_on: Knowdesk) -> None:
    conv = app_on.conversations
    assert isinstance(conv, PgConversationStore) == app_on.server_mode
    for i in range(4):
        conv.append("c1", Round(f"问题{i}", f"完整问题{i}", [f"答{i}", "补充"]))
    conv.append("c2", Round("别的", "别的", []))
    got = conv.last_rounds("c1", 3)
    assert [r.question for r in got] == ["问题1", "问题2", "问题3"] and got[-1].answers == ["答3", "补充"]
    conv.delete("c1")
    assert conv.last_rounds("c1", 3) == [] and len(conv.last_rounds("c2", 3)) == 1


def test_concurrent_appends_to_one_conversation(pg_url: str, tmp_path: Path) -> None:
    app = make_app(tmp_path / "d", database_url=pg_url)
    with ThreadPoolExecutor(max_workers=8) as pool:
        list(pool.map(lambda i: app.conversations.append("c", Round(str(i), str(i), [])), range(40)))
    assert sorted(int(r.question) for r in app.conversations.last_rounds("c", 100)) == list(range(40))
    app.close()
