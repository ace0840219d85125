"""What a value is asked of, and the chooser reading the sentences about it first."""

from __future__ import annotations

from knowdesk.reasoning.asked_subject import asked_subject, speaks_of
from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.conclusion_check import unstated_ask
from knowdesk.reasoning.evidence import sentence_units
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_answer import key_words
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.named_kinds import another_kind
from tests.qa.conftest import passage

G = Glossary.load(None)


def _subject(question: str) -> str:
    return asked_subject(question, key_words(question, G))


def test_the_subject_is_the_word_before_the_question_word_not_the_story_around_it() -> None:
    assert _subject("值夜班的宵夜能报多少钱？") == "宵夜"  # the night shift is the situation, the snack the thing
    assert _subject("访客来访一次最长能停多久") == "来访"  # the visitor is who, the visit what lasts
    assert _subject("公司年会一般在什么时候开？") == "年会"  # 一般 only says "usually"
    assert _subject("我在食堂，公司给补多少饭钱啊") == "饭钱"  # nothing of its own before 多少: the word after it


def test_a_sentence_speaks_of_the_subject_by_another_wording_too() -> None:
    assert speaks_of("饭钱", "加班餐费每人每次25元")
    assert not speaks_of("宵夜", "夜班津贴每班35元")


def test_among_sentences_stating_an_amount_the_one_about_the_asked_thing_answers() -> None:
    """The overtime rule holds more of the question's words (周末, 加班) and states an amount; the snack asked for is
    in the other sentence."""
    body = "第五条 周末加班的，按每小时40元发放加班费。\n第六条 值班期间的宵夜费用，每人每晚不超过25元，凭发票报销。"
    out = LocalGenerator(G, max_sentences=3).generate("周末加班的宵夜能报多少钱？", [passage(body, "考勤管理办法")])
    assert "25元" in out.answer.splitlines()[0]


def test_a_kind_named_only_inside_a_longer_kind_is_another_kind() -> None:
    """ "产假" stands inside "陪产假", a leave of its own; a rule naming both answers for either."""
    assert another_kind("深圳的产假有多少天？", "男员工陪产假为10天，在配偶生育后30日内休完") == "陪产假"
    assert another_kind("深圳的产假有多少天？", "女员工产假98天；男员工陪产假10天") is None
    assert another_kind("年假有几天", "员工享受带薪年假5天") is None  # 带薪 only says it is paid


def test_a_numbered_faq_question_introduces_its_answer() -> None:
    faq = "Q7. 班车几点发车？\n每天早上7:40从地铁站发车。\nQ8. 食堂在哪？\n在园区二号楼一层。"
    units = sentence_units(faq, semicolons=False)
    assert [u.heading for u in units if "7:40" in u.text] == ["班车几点发车？"]
    assert [u.heading for u in units if "二号楼" in u.text] == ["食堂在哪？"]


def test_a_phone_number_asked_is_answered_by_digits_not_by_another_column() -> None:
    """The limits row holds more of the question's words (投诉); only the directory's row states a number to call."""
    row_limits = passage("| 集团服务中心 | 投诉补偿 | 3000元以上 |", "补偿权限", section="投诉补偿权限")
    row_phone = passage("| 集团服务中心 | 周敏 | 400-100-2000 |", "通讯录", section="通讯录", fragment_id="f2")
    out = LocalGenerator(G, max_sentences=3).generate("集团服务中心的投诉电话多少", [row_limits, row_phone])
    assert "400-100-2000" in out.answer.splitlines()[0]


def test_a_day_of_the_week_asked_is_a_date() -> None:
    ask = ask_of("工资条每周几发到邮箱？")
    assert ask.kind == "date" and ask.stated_by("人事部每周三统一发送工资条")
    assert ask_of("每周几次例会").kind != "date"  # how many times, not which day
    assert unstated_ask("工资条每周几发到邮箱？", "人事部每周三统一发送工资条。") is None


def test_a_part_of_a_month_states_a_date() -> None:
    assert ask_of("团建一般什么时候搞？").stated_by("每年5月中旬组织一次")


def test_the_nouns_before_the_subject_tell_which_one_and_may_stand_for_it() -> None:
    """ "优秀员工奖金" is the bonus of the best employees, written 优秀员工每人奖励 by the rule: most of the phrase names it,
    so the contest's 奖金 sentence does not win on the one word."""
    stated = passage("2024年度优秀员工每人奖励8000元。第四届技能大赛一等奖奖金2500元。", document="表彰奖励办法")
    first = LocalGenerator(G, max_sentences=4).generate("2024年度优秀员工奖金是多少？", [stated]).answer
    assert "8000元" in first.splitlines()[0]


def test_a_qualifier_of_two_characters_names_the_same_kind() -> None:
    assert another_kind("产假有几天？", "女员工生育享受国家法定产假98天") is None
