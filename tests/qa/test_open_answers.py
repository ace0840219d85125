"""Answers without a form to find them by (a place, a name, a person a question asks 是谁 for): the passage's
subject glossed by another name or described after a comma lends its name to the sentences after it, and the
conclusion is cut where the question's own words are, not where a clause looks like the asked kind."""

from __future__ import annotations

from knowdesk.reasoning.answerable import fragments, unmet_constraint
from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.conclude import conclusion_of
from knowdesk.reasoning.evidence import sentence_units
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_answer import key_words
from knowdesk.reasoning.local_generate import LocalGenerator, _subject
from tests.qa.conftest import GLOSSARY, passage

G = Glossary.load(GLOSSARY)


def _conclude(question: str, sentence: str) -> str:
    return conclusion_of(sentence, ask_of(question), key_words(question, G))


def _first_line(question: str, body: str) -> str:
    gen = LocalGenerator(G, max_sentences=4)
    return gen.generate(question, [passage(body, document="P1", section="正文")]).answer.splitlines()[0]


def test_an_opening_that_glosses_or_describes_a_name_introduces_the_subject() -> None:
    for opening in (
        "青云寺，俗称大寺，主奉观音菩萨。",
        "林远山（，），杭州人，知名评书艺人。",
        "观澜记，又名澜记，清人所著的笔记小说。",
    ):
        assert _subject(sentence_units(opening)), opening
    # a rule's opening states a purpose, not a name
    for opening in ("为规范员工请假管理（2024年修订），制定本制度。", "第一步：登录OA系统（oa.example），进入申领单。",
                    "女职工生育享受产假128天（国家规定的98天），其中产前可以休假15天。"):  # fmt: skip
        assert not _subject(sentence_units(opening)), opening


def test_a_later_sentence_that_leaves_the_subject_implicit_answers() -> None:
    body = "观澜记，又名澜记，清人所著的笔记小说。\n最初刊载于光绪年间的《申江日报》副刊。\n全书共有十二卷。"
    assert "申江日报" in _first_line("观澜记最初刊载在哪里？", body)
    body = "林远山（，），杭州人，知名评书艺人。\n他曾三次获得曲艺大奖，现居苏州平江路。"
    assert "苏州" in _first_line("林远山现居哪里？", body)


def test_who_is_answered_where_the_questions_words_are_not_by_an_office() -> None:
    sentence = ("青云寺，最初称为白云庵，其后更名青云禅院，是本市一所佛寺，供奉唐代高僧玄奘法师，位于城西大街与河滨路"
                "交界，建筑物背靠城西公立医院，是本区唯一供奉高僧的寺院，由市宗教事务委员会管理，每年农历二月十九日在寺前广场举办庙会。")  # fmt: skip
    line = _conclude("青云寺供奉的是谁？", sentence)
    assert "玄奘" in line and "委员会" not in line


def test_a_general_answer_past_the_first_line_is_reached() -> None:
    sentence = ("星河汽车集团有限公司（简称“星河汽车”、“星汽”、“星河”）即原星河汽车制造厂，国内历史最久的汽车生产厂商之一，"
                "是本省在建国后兴建的第一家汽车制造厂，工厂坐落于有“车城”之称的江北市西部，被誉为本省汽车工业的摇篮。")  # fmt: skip
    assert "江北市" in _conclude("星河汽车集团有限公司坐落于哪里？", sentence)
    # the answer within the first line's worth: the line is cut as before, from the sentence's start
    short = "星河大厦是本市地标，位于江北区滨江路18号，由本市建筑设计院设计，于1998年落成并对外开放，" * 2
    assert _conclude("星河大厦位于哪里？", short).startswith("星河大厦是本市地标")


def test_a_one_line_sentence_answering_who_is_kept_whole() -> None:
    sentence = ("青云书店由市新闻出版局批准经营古籍与地方文献，门店设在城南老街东口，创立人为林远山，他于1991年初离开"
                "出版社编辑的职位后开了这家店。")  # fmt: skip
    assert "林远山" in _conclude("青云书店创立人是谁？", sentence)


def test_a_title_the_passage_opens_with_is_named_for_its_later_sentences() -> None:
    body = "《晨光》（），又名晨曦，是一款冒险游戏。\n制作公司为星河工作室。\n续作于2004年推出。"
    assert "星河工作室" in _first_line("《晨光》是哪个公司制作的？", body)


def test_an_age_of_history_answers_when() -> None:
    when = ask_of("这种发型在什么时候开始流行？")
    assert when.stated_by("进入战国时代后，这种发型开始流行。")
    assert when.stated_by("此法于19世纪60年代实现工业化生产。")
    assert when.stated_by("乾隆年间，此地已有集市。")
    assert not when.stated_by("试用期为3个月，期满考核合格后转正。")


def test_a_time_opening_the_sentence_dates_the_clauses_after_it() -> None:
    question = "调查组于哪一年进驻星河汽车？"
    sentence = "2014年7月，调查组进驻星河汽车，2015年3月撤出。"
    assert fragments(question, sentence)[0] == "2014年7月，调查组进驻星河汽车，"
    assert unmet_constraint(question, sentence, "P1 正文") is None
    # a time inside the sentence dates only what comes before it, as before
    assert fragments(question, "调查组进驻星河汽车，于2014年7月。")[0] == "调查组进驻星河汽车，于2014年7月。"


def test_a_name_given_after_the_word_saying_it_is_one_answers_what_it_is_called() -> None:
    question = "星斑鲷还可以叫什么？"
    assert unmet_constraint(question, "星斑鲷，又称细点石鲷，俗名为硬壳仔，为鲈形目雀鲷科的一种。", "P1 正文") is None
    # a sentence that gives no other name does not answer it
    assert unmet_constraint(question, "星斑鲷为鲈形目雀鲷科的一种，分布于西太平洋。", "P1 正文") is not None
