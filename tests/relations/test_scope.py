"""Graph reads see only what the asker may read: sensitive sheets, other bases and deleted fragments stay out."""

from __future__ import annotations

import shutil
from collections.abc import Iterator

import pytest
from openpyxl import Workbook

from knowdesk.app import Knowdesk
from knowdesk.relations.base import GraphScope
from knowdesk.relations.service import build_graph_for_kb
from tests.conftest import make_app
from tests.relations.conftest import WORKBOOK

ORDINARY = GraphScope.of(["hr"])
CLEARED = GraphScope.of(["hr"], allow_sensitive=True)


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Knowdesk]:
    root = tmp_path_factory.mktemp("scope")
    src = root / "kb"
    src.mkdir()
    shutil.copy(WORKBOOK, src)
    wb = Workbook()
    ws = wb.active
    ws.title = "组织架构"
    for row in (["姓名", "部门", "职责", "上级"], ["严守密", "董事会办公室", "档案专员", "郑伟"]):
        ws.append(row)
    wb.save(src / "机密-高管汇报关系.xlsx")
    kd = make_app(root / "data", embedding={"provider": "hashing", "fast_provider": "none"})
    kd.ingestor.ingest([src], "hr")
    build_graph_for_kb(kd.relation_parts, "hr")
    yield kd
    kd.close()


def test_a_sensitive_sheet_is_its_own_node_and_only_cleared_askers_read_it(app: Knowdesk) -> None:
    def subordinates(scope: GraphScope) -> str:
        return "\n".join(h.body for h in app.graph_retriever.search("郑伟有哪些下属？", scope))

    assert "李明" in subordinates(ORDINARY) and "严守密" not in subordinates(ORDINARY)
    assert "李明" in subordinates(CLEARED) and "严守密" in subordinates(CLEARED)
    who = app.entities
    assert who.who_is("严守密", ORDINARY) is None
    assert "董事会办公室" in (who.who_is("严守密", CLEARED) or "")
    # 郑伟 appears in both sheets: the ordinary node keeps only the ordinary sheet's properties
    zheng = who.who_is("郑伟", ORDINARY) or ""
    assert "副总裁" in zheng and "机密" not in zheng
    assert who.who_is("李明", GraphScope.of(["other"])) is None


def test_facts_of_a_deleted_document_are_not_shown_before_the_rebuild(app: Knowdesk) -> None:
    doc = next(d for d in app.store.list_documents("hr") if d.name.startswith("机密"))
    with app.store.db.transaction() as tx:
        app.store.delete_document(tx, doc.id)  # the graph still holds its facts until the next rebuild
    assert app.entities.who_is("严守密", CLEARED) is None
    assert "严守密" not in "\n".join(h.body for h in app.graph_retriever.search("郑伟有哪些下属？", CLEARED))
