"""One sample-KB app per test module (ingesting costs ~1 s), with the sample glossary."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from knowdesk.app import Knowdesk
from knowdesk.conversation.factory import open_conversation
from knowdesk.graphs.qa_run import answer_question
from knowdesk.reasoning.base import Passage
from knowdesk.stores.contracts.hot import NoHotQuestions
from tests.conftest import ROOT, SAMPLE_KB, make_app

GLOSSARY = ROOT / "examples" / "glossary.json"


def passage(body: str, document: str = "员工请假管理制度V3.1", **fields: Any) -> Passage:
    """A retrieved fragment for the step tests; `fields` override the other defaults."""
    defaults: dict[str, Any] = {"fragment_id": "f1", "section": "二、假期类别与天数", "updated": "2024-04-15",
                                "effective": "2024-05-01", "conflicts_with": [], "sensitive": False, "score": 1.0,
                                "bm25": 5.0, "dense": 0.4}  # fmt: skip
    return Passage(**{**defaults, **fields, "body": body, "document": document})  # type: ignore[typeddict-item]


@pytest.fixture(scope="module")
def kb_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Knowdesk]:
    app = make_app(tmp_path_factory.mktemp("qa") / "data", glossary_file=GLOSSARY)
    app.ingestor.ingest([SAMPLE_KB], "hr")
    app.qa_deps.hot = NoHotQuestions()  # the QA tests do not depend on the hot-question store
    yield app
    app.close()


@pytest.fixture
def ask(kb_app: Knowdesk):
    def run(question: str, **kw: Any) -> dict[str, Any]:
        return answer_question(kb_app.qa_graph, kb_app.qa_deps, question, **kw)

    return run


@pytest.fixture
def conversation(kb_app: Knowdesk):
    return open_conversation(kb_app.conversation_parts)
