"""English questions get English answers: labels, refusals and sources in the question's language."""

from __future__ import annotations

from pathlib import Path

from knowdesk.graphs.qa_run import answer_question
from knowdesk.reasoning.local_answer import sources_line
from knowdesk.stores.contracts.hot import NoHotQuestions
from knowdesk.text.language import language_of
from tests.conftest import make_app

POLICY = """# Travel and Expense Policy

## 2. Hotel limits
Employees may book hotels up to 600 CNY per night in tier-1 cities and 400 CNY per night elsewhere. Managers may
approve exceptions in writing.

## 4. Laptop requests
New engineers request a laptop through the IT portal. The IT manager approves requests within two working days.
"""


def test_language_of_a_question():
    assert language_of("Who approves laptop requests?") == "en"
    assert language_of("IT设备申领由谁审批？") == "zh"
    assert language_of("OA系统怎么登录") == "zh"  # Chinese with Latin letters is Chinese
    assert language_of("340*15%") == "zh"  # nothing to tell: the default


def test_an_english_question_naming_a_chinese_product_is_english():
    assert language_of("How many cartons of 清风牌 tissues may one office order a month?") == "en"
    assert language_of("What is 年假?") == "zh"  # as much Chinese as English: the Chinese default
    assert language_of("部门经理能批RSU吗") == "zh"


def test_an_english_sentence_around_a_long_chinese_name_is_english():
    # the site's name outweighs the letters, yet the question is English
    assert language_of("What's the night shift allowance per shift at 鄞州商务中心?") == "en"
    assert language_of("How much post allowance does a tally clerk at 南港支线码头 get each month?") == "en"
    assert language_of("员工的annual leave policy里面说了什么") == "zh"  # its Chinese asks
    assert (
        language_of("《Globex IT Acceptable Use and Security Incident Policy》对密码的要求") == "zh"
    )  # a quoted title


def test_a_chinese_question_quoting_english_words_stays_chinese():
    # the Chinese runs ask (是否, 如何, 多久), frame (依照) or are the question's wording (报销的上限), not names
    assert language_of("the travel allowance for a trip to Japan 是否包括午餐") == "zh"
    assert language_of("依照 the Staff Manual of the group，加班最多") == "zh"
    assert language_of("under the Remote Work Policy for all staff，如何申请居家办公") == "zh"
    assert language_of("参照 the Gift Policy for all the teams，报销的上限") == "zh"


def test_english_questions_are_answered_in_english(tmp_path: Path):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "travel-policy.md").write_text(POLICY, encoding="utf-8")
    app = make_app(tmp_path / "data")
    try:
        app.ingestor.ingest([docs], "en")
        app.qa_deps.hot = NoHotQuestions()
        out = answer_question(app.qa_graph, app.qa_deps, "Who approves laptop requests?", ["en"])
        first, basis = out["answer"].splitlines()[:2]
        assert first.startswith("Conclusion: The IT manager approves requests within two working days.")
        assert basis.startswith("Basis: 《travel-policy》") and out["citations"] and out["grounded"]
        assert sources_line(out["citations"], "en").startswith("Sources: 《travel-policy》 ")

        out = answer_question(app.qa_graph, app.qa_deps, "What is the dress code?", ["en"])
        assert out["short_circuit"] == "no_result"
        assert out["answer"] == 'Sorry, the knowledge base has nothing on "What is the dress code".'

        assert answer_question(app.qa_graph, app.qa_deps, "What is 340*15%?", ["en"])["answer"] == "Result: 51"
        # a Chinese question on the same documents is answered in Chinese
        out = answer_question(app.qa_graph, app.qa_deps, "着装要求是什么？", ["en"])
        assert out["answer"].startswith("抱歉，我的知识库中没有")
    finally:
        app.close()


def test_english_conversation_intents():
    from knowdesk.config import QASettings
    from knowdesk.conversation import Conversation
    from knowdesk.conversation.intents import entity_of, wants_steps
    from knowdesk.conversation.tokens import TokenCounter
    from knowdesk.reasoning.glossary import Glossary
    from knowdesk.reasoning.local import LocalStepsSummarizer

    assert wants_steps("Give me the steps", has_topic=False)
    assert wants_steps("What are the key points?", has_topic=False)
    assert not wants_steps("What are the steps to request a laptop?", has_topic=False)  # its own topic
    assert not wants_steps("Summarize the travel policy", has_topic=False)
    assert entity_of("Who is Li Ming?") == "Li Ming" and entity_of("李明是谁？") == "李明"

    def answer(q: str) -> dict:  # the documents know laptops, nothing about Zhang San
        if "Zhang San" in q:
            return {"answers": [f'Sorry, the knowledge base has nothing on "{q}".']}
        return {"answers": [f"Basis: 《policy》 1. Laptops: Request it in the IT portal. {q} done."]}

    conv = Conversation(
        answer=answer,
        summarizer=LocalStepsSummarizer(), glossary=Glossary.load(None), has_topic=lambda text: False,
        cfg=QASettings(), counter=TokenCounter(),
    )  # fmt: skip
    assert conv.handle("Give me the steps").lines == ["Ask a specific question first, then ask for the steps."]
    assert conv.handle("Who is Zhang San").lines == ['Sorry, I have nothing on "Who is Zhang San?".']
    conv.handle("How do I get a laptop?")
    steps = conv.handle("Just the steps, briefly")
    assert steps.kind == "steps" and any("Request it in the IT portal" in s for s in steps.lines)


def test_an_english_question_on_chinese_documents_is_answered_from_them(ask):
    """Its words are carried over into the documents' Chinese (reasoning/bridge.py), so it is found and answered
    like the Chinese question, with English labels, even without the multilingual model (the tests' embedder)."""
    out = ask("How many days of annual leave do I get?")
    first = out["answer"].splitlines()[0]
    assert first.startswith("Conclusion: (from Chinese sources) ") and "年休假7天" in first
    assert [c["document"] for c in out["citations"]][:1] == ["员工请假管理制度V3.1"] and out["grounded"]
    out = ask("Who approves a 3-day leave?")
    assert "直属上级、部门负责人" in out["answer"].splitlines()[0]
    # the loaders' Chinese section labels are said in English (a document without headings: its name alone)
    assert "工作表：" not in out["answer"] and " 正文" not in out["answer"]


def test_an_english_question_the_documents_do_not_answer_is_refused(ask):
    # the topic carried over (食堂) is named nowhere: refused as the Chinese question is
    out = ask("What time does the staff canteen open?")
    assert out["short_circuit"] == "no_result" and not out["citations"]
    # nothing of it could be carried over: told that asking in Chinese matches the documents better
    out = ask("What is the dress code?")
    assert out["short_circuit"] == "no_result"
    assert out["answer"].startswith('Sorry, the knowledge base has nothing on "What is the dress code')
    assert out["answer"].endswith("asking in Chinese matches them better.")
