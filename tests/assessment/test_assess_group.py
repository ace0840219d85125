"""A knowledge group with many documents: every strategy keeps the material within the budget."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.assessment.material import MaterialBuilder, chapter_keys, current_versions, joined, kmeans
from knowdesk.assessment.service import AssessmentService
from knowdesk.assessment.text import estimate_tokens
from tests.scripted import ScriptedChat

from .conftest import make_app

AREAS = {
    "hr": ["考勤", "培训", "绩效", "招聘"],
    "it": ["账号", "网络", "软件", "数据"],
    "fin": ["采购", "付款", "预算", "发票"],
}


def synthetic_doc(area: str, topic: str, i: int) -> str:
    n = 3 + i % 7
    return "\n".join(
        [f"{topic}管理规定（第{i}号）", "", "第一条 总则", f"为规范{area}{topic}工作，制定本规定。适用于全体员工。", "",
         "第二条 申请流程", f"员工须在{n}个工作日内通过OA系统提交《{topic}申请单》，经部门负责人审批后生效。",
         f"审批人应在{n + 1}个工作日内完成审批，逾期自动升级至上一级负责人。", "",
         "第三条 额度与期限", f"每人每年{topic}额度不超过{n * 1000}元，单次不超过{n * 200}元，超出部分须由分管副总审批。",
         f"相关记录至少保存{n + 2}年，不得擅自删除或修改。", "",
         "第四条 违规处理", f"违反本规定的，首次给予书面警告，一年内累计{n}次的，扣减当季绩效{n * 5}%。"]
    )  # fmt: skip


@pytest.fixture(scope="module")
def group_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("group")
    app = make_app(root / "data")
    for kb, topics in AREAS.items():
        docs = root / "docs" / kb
        docs.mkdir(parents=True)
        for i in range(20):
            topic = topics[i % len(topics)]
            (docs / f"{kb}-{topic}-{i:02d}.txt").write_text(synthetic_doc(kb, topic, i), encoding="utf-8")
        app.ingestor.ingest([docs], kb)
    app.store.create_group("company", list(AREAS))
    app.close()
    return root / "data"


@pytest.mark.parametrize("unit", ["chars", "tokens"])
def test_every_strategy_fits_the_budget(group_dir: Path, unit: str):
    app = make_app(group_dir, assessment={"context_budget": 3000, "budget_unit": unit})
    try:
        builder = MaterialBuilder(app.material_source, app.settings.assessment)
        kbs = app.store.group_kbs("company")
        auto = builder.build(kbs)
        assert auto.total_size > 4 * auto.budget and auto.strategy == "summary"  # 60 documents → summarise first
        assert len({i["kb"] for i in auto.items}) == 3 and len(auto.to_dict()["documents"]) >= 30
        for strategy in ("full", "rag", "cluster", "weighted", "summary"):
            m = builder.build(kbs, strategy)
            size = (estimate_tokens if unit == "tokens" else len)(joined(m.items))
            assert m.strategy == strategy and 0 < size == m.used_size <= 3000, strategy
            assert all(i["id"] and i["document"] and i["section"] for i in m.items)
    finally:
        app.close()


def test_group_assessment_stays_within_budget_and_spreads_over_documents(group_dir: Path):
    """60 documents: the material is summarised within the budget, the questions come from several of them,
    and the model is shown only the chosen knowledge points (never the whole group)."""
    app = make_app(group_dir, assessment={"context_budget": 3000})
    chat = ScriptedChat(replies=["not json"], default="{}")
    try:
        svc = AssessmentService(app.assessment_parts(chat=chat))
        sid = svc.start(group="company", user="erin", n_questions=3)
        session = svc.sessions.get(sid)
        assert session["strategy"] == "summary"
        assert len(joined(session["material"]["items"])) <= 3000  # the aggregated context, labels included
        assert len({i["document"] for i in session["material"]["items"]}) >= 20
        ev = list(svc.stream(sid))
        questions = svc.graph.get_state(svc._config(sid)).values["questions"]
        assert len(questions) == 3 and ev[-1]["type"] == "question"
        assert len({s["document"] for q in questions for s in q["sources"]}) >= 3
        assert chat.prompts[0].count("<point id=") == 3 and len(chat.prompts[0]) < 3000
    finally:
        app.close()


def test_kmeans_separates_clusters():
    import numpy as np

    rng = np.random.default_rng(1)
    x = np.vstack([rng.normal(0, 0.05, (20, 4)), rng.normal(5, 0.05, (20, 4))])
    labels, centroids = kmeans(x, 2)
    assert len(set(labels[:20])) == 1 and len(set(labels[20:])) == 1 and labels[0] != labels[-1]
    assert centroids.shape == (2, 4)


def test_superseded_versions_are_not_examined(hr_app):
    rows = hr_app.store.kb_fragments(["hr"])
    kept = {r.document for r in current_versions(rows)}
    assert "员工请假管理制度V3.1" in kept and not any("V2.0（2022" in d for d in kept)


def test_forced_full_that_does_not_fit_samples_every_document_and_chapter(group_dir: Path):
    """A forced 'full' over budget keeps an even sample: all three bases in proportion, different per seed;
    not the documents whose ids happen to sort first."""
    app = make_app(group_dir, assessment={"context_budget": 3000})
    try:
        builder = MaterialBuilder(app.material_source, app.settings.assessment)
        kbs = app.store.group_kbs("company")
        first = builder.build(kbs, "full", seed=1)
        assert first.strategy == "full" and first.total_size > 4 * first.budget >= 4 * first.used_size
        per_kb = {kb: sum(i["kb"] == kb for i in first.items) for kb in kbs}
        assert min(per_kb.values()) >= len(first.items) // 5, per_kb  # a third each, give or take
        other = builder.build(kbs, "full", seed=2)
        assert {i["id"] for i in other.items} != {i["id"] for i in first.items}
    finally:
        app.close()


def test_forced_full_on_a_smaller_budget_covers_the_sample_kb(hr_app):
    """The sample KB at a third of its size: every document with at least four fragments keeps one, and the
    largest keeps fragments of several chapters."""
    rows = current_versions(hr_app.store.kb_fragments(["hr"]))
    total = sum(len(r.body) for r in rows)
    builder = MaterialBuilder(
        hr_app.material_source, hr_app.settings.assessment.model_copy(update={"context_budget": total // 3})
    )
    for seed in range(8):
        items = builder.build(["hr"], "full", seed=seed).items
        kept = {i["document"] for i in items}
        sizes: dict[str, int] = {}
        for r in rows:
            sizes[r.document] = sizes.get(r.document, 0) + 1
        assert {d for d, n in sizes.items() if n >= 4} <= kept, (seed, sorted(set(sizes) - kept))
        largest = max(sizes, key=lambda d: sizes[d])
        mine = [i["section"] for i in items if i["document"] == largest]
        assert len(set(chapter_keys(mine))) >= 2, mine


def test_chapter_keys_skip_the_levels_a_document_shares():
    assert chapter_keys(["指南 > 一、入职 > 1.1", "指南 > 一、入职 > 1.2", "指南 > 二、试用期"]) == [
        "一、入职",
        "一、入职",
        "二、试用期",
    ]
    assert chapter_keys(["指南", "指南 > 一、入职 > 1.1", "指南 > 二、试用期"]) == ["指南", "一、入职", "二、试用期"]
    assert chapter_keys(["正文", "正文"]) == ["正文", "正文"]
