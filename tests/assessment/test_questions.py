"""Knowledge points and questions: checkable facts only, asked as a colleague would, related pairs only."""

from __future__ import annotations

import re

import pytest

from knowdesk.assessment.material import current_versions, item
from knowdesk.assessment.points import KnowledgePoint, extract_points
from knowdesk.assessment.questions import case_question, checkable, choose, cloze, phrase


@pytest.fixture(scope="module")
def points(hr_data) -> list[KnowledgePoint]:
    from .conftest import make_app

    app = make_app(hr_data)
    try:
        rows = current_versions([r for r in app.store.kb_fragments(["hr"]) if not r.sensitive])
        return extract_points([item(r) for r in rows])
    finally:
        app.close()


def test_points_are_checkable_rules_not_metadata_or_injected_text(points):
    refs = [p.reference for p in points]
    assert len(points) >= 40
    assert not any(re.search(r"文件编号|版本号|生效日期|负责解释|起施行|系统提示|忽略以上", r) for r in refs)
    assert {"fact", "tier", "procedure"} <= {p.kind for p in points}
    for p in points:
        assert p.topic and p.source["document"] and p.source["section"] and p.id
    q = _question_for(points, "研发人员申领笔记本电脑")
    assert q.kind == "procedure" and "第五步" in q.reference


def _question_for(points, topic):
    return next(p for p in points if p.topic == topic)


def test_a_tier_is_asked_by_its_conditions(points):
    tier = next(p for p in points if p.kind == "tier" and "请假审批" in p.topic)
    text = phrase(tier, "zh")
    assert text == ("按《员工请假管理制度》，请假审批权限是怎么分档的？请假1天及以内、请假2天至3天、请假4天至10天、"
                    "请假10天以上，分别需要谁审批？")  # fmt: skip
    case, reference = case_question(tier, 2, "zh")
    assert case.startswith("同事的情况是：请假") and "审批" in case and "部门负责人" in reference
    assert not re.search(r"4天至10天", case)


def test_a_cloze_question_leaves_out_what_it_checks():
    ref = "员工在公司连续工作满12个月后，每年享有带薪年休假7天；此后在公司每多工作满1年，年假增加1天，最多不超过15天。"
    assert (
        cloze(ref)
        == "员工在公司连续工作满12个月后，每年享有带薪年休假几天；此后在公司每多工作满1年，年假增加几天，最多不超过多少天？"
    )
    ref = "因项目需要申领超出标准配置的设备，须在申领单中说明理由，经部门负责人、IT部经理赵强审批；金额超过预算上限30%的，还须经财务部审批。"
    text = cloze(ref)
    assert (
        "赵强" not in text and "财务部" not in text and "哪些人审批" in text and "30%" in text
    )  # 30% is the condition
    numbered = "5.2 未满年限但性能确已无法满足工作需要的，须经IT部检测确认。"
    assert cloze(numbered) == "未满年限但性能确已无法满足工作需要的，须经哪个部门检测确认？"  # no clause number
    assert cloze("1.5倍工资由财务部发放。") == "几倍工资由哪个部门发放？"  # a value, not a clause number


def test_every_chosen_question_checks_a_fact_and_pairs_are_related(points):
    seen_pairs = 0
    for seed in range(12):
        for q in choose(points, 5, "zh", seed=seed):
            assert checkable(q), q
            assert not re.search(r"关于「.+」有什么(具体)?规定", q["question"])
            if q["kind"] == "pair":
                seen_pairs += 1
                a, b = q["point_refs"]
                same_rule = a["source"]["id"] == b["source"]["id"]
                shared = re.match(r"^(?:[^：]*：)?关于(.+?)，", q["question"]).group(1)
                assert same_rule or (shared in a["reference"] + a["topic"] and shared in b["reference"] + b["topic"])
    assert seen_pairs >= 3


def test_choice_avoids_recent_points_and_repeats(points):
    first = choose(points, 4, "zh", seed=1)
    ids = [p for q in first for p in q["points"]]
    again = choose(points, 4, "zh", seed=1, avoid=ids, previous=ids)
    assert not set(ids) & {p for q in again for p in q["points"]}
    assert [q["difficulty"] for q in first][:3] == ["Standard", "Advanced", "Specialist"]


def test_every_generated_question_is_answered_by_its_own_reference(points):
    """The reference answer of any question the examiner can ask states every fact it checks (and scores ≥ 8.5)."""
    from knowdesk.assessment.grading import EmbeddingSimilarity, Grader
    from knowdesk.embeddings.hashing import HashingEmbeddings

    grader = Grader(EmbeddingSimilarity(HashingEmbeddings().embed_passages))
    asked = {q["question"]: q for seed in range(20) for q in choose(points, 5, "zh", seed=seed)}
    assert len(asked) >= 60
    graded = {t: grader.grade(t, q["reference_answer"], [q["reference_answer"]]) for t, q in asked.items()}
    low = {t: g.score for t, g in graded.items() if g.score < 8.5 or any(f.status != "right" for f in g.facts)}
    assert not low, low


def test_a_table_row_is_a_standard_question() -> None:
    """Table rows are knowledge points (tiers, grades, amounts): asked by the cells that name the row, answered by its
    values; a revision history, a record number and a row of names are not asked."""
    from knowdesk.assessment.points import extract_points
    from knowdesk.assessment.questions import phrase

    table = (
        "| 城市级别 | 职级 | 住宿标准（元/晚） | 餐补 |\n|---|---|---|---|\n| 一线城市 | P1–P4 | 500 | 100元 |\n"
        "| 一线城市 | P5及以上 | 650 | 120元 |\n| 其他城市 | P1–P4 | 300 | 60元 |\n\n"
        "| 版本 | 日期 | 修订内容 |\n|---|---|---|\n| V2.0 | 2024-01-01 | 调整住宿标准为500元 |"
    )
    item = {"id": "t1", "document": "差旅标准", "section": "工作表：标准", "text": table, "content_type": "table"}
    points = extract_points([item])
    assert [p.kind for p in points] == ["row"] * 3
    assert phrase(points[0], "zh") == "按《差旅标准》，一线城市（P1–P4）的住宿标准、餐补分别是多少？"
    assert points[0].reference == "城市级别一线城市，职级P1–P4，住宿标准500元，餐补100元。"
    assert phrase(points[2], "en") == "According to '差旅标准', what are the 住宿标准 and 餐补 for '其他城市'?"
