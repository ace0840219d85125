"""Near-miss refusals: the topic is in the documents, the asked thing is not (issue 18, refusals2). A kind of
allowance no document names is not answered by a table of another one; rows by condition that state no value of
the asked kind are no answer; a member a list leaves out is not answered by the others; and a city a list covers by
its remainder ("其他地区") is answered by the list, not refused."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_answer import key_words
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.unnamed import main_topic, named, unnamed_topic
from tests.qa.conftest import passage

BARE = Glossary.load(None)
GEN = LocalGenerator(BARE, max_sentences=3)

SHIFT_FEES = "| 人员类别 | 工作日夜班 | 周末夜班 |\n|---|---|---|\n| 初级（护士、技士） | 100 | 150 |\n| 中级（主管护师） | 120 | 180 |"
USES = (
    "| 支出科目 | 可以列支 | 不得列支 |\n|---|---|---|\n| 差旅费 | 项目调研、参加学术会议的交通和住宿 | 探亲 |\n"
    "| 会议费 | 学术研讨会、咨询会 | 宴请、旅游 |"
)
LIVING = "进修期间的生活补助：北京、上海每人每天120元；其他省会城市每人每天100元；其他地区每人每天80元。"


def _refused(question: str, body: str, document: str, section: str = "") -> bool:
    return not GEN.generate(question, [passage(body, document, fragment_id="f-1", section=section)]).answer


def test_a_kind_of_allowance_no_document_names_is_not_read_off_another_table() -> None:
    """夜班营养餐补贴 is no column of the duty-fee table: the table's 夜班 row must not answer it."""
    assert _refused("护士上夜班有没有夜班营养餐补贴，多少钱", SHIFT_FEES, "值班管理规定", "第十一条 值班费")
    assert not _refused("护士周末夜班的值班费多少？", SHIFT_FEES, "值班管理规定", "第十一条 值班费")


def test_rows_by_condition_that_state_no_value_of_the_asked_kind_answer_nothing() -> None:
    """A list of what each budget line may pay for names 住宿 but states no amount per night."""
    assert _refused("研究生去开学术会，住宿每晚能报多少钱？", USES, "科研经费管理办法", "附件3 列支范围")


def test_a_modal_glued_to_a_word_is_no_topic() -> None:
    """ "请半个月假要谁签字" segments 假要; the question's topic is never that made-up run."""
    question = "请半个月假要谁签字啊"
    assert main_topic(key_words(question, BARE), BARE, question) != "假要"


def test_a_city_the_list_covers_by_its_remainder_is_answered_by_the_list() -> None:
    answer = GEN.generate("去成都进修，每天生活补助多少钱", [passage(LIVING, "进修管理办法", fragment_id="f-1")]).answer
    assert "100元" in answer.splitlines()[0]
    only_named = "进修期间的生活补助：北京、上海每人每天120元。"
    assert _refused("去成都进修，每天生活补助多少钱", only_named, "进修管理办法")


def test_a_member_a_list_leaves_out_is_not_answered_by_the_others() -> None:
    rule = "第十三条 取得职业技能等级证书的，按月发放技能津贴：中级工100元，高级工200元，技师400元。"
    question = "考了个初级工证书，每月技能津贴有多少"
    assert "初级工" in unnamed_topic(question, key_words(question, BARE), BARE, [rule], [rule])
    question = "高级工的技能津贴每月多少"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, [rule], [rule])


def test_a_latin_word_is_named_whatever_its_case() -> None:
    """The text is compared lower-cased; so is the word ("VPN" in a rule that writes vpn, "Mac" beside MAC)."""
    assert named("VPN", "一线操作工原则上不开通vpn")
    assert named("Mac", "目前只配发Windows笔记本，不配发MAC")


def test_an_english_question_on_a_kind_the_chinese_rules_never_name_is_refused() -> None:
    """ "meal allowance" on a duty-fee table is refused as 餐补 would be, not answered with the night-shift fee;
    the duty fee itself is answered from the same table."""
    assert _refused("How much is the meal allowance for a night shift?", SHIFT_FEES, "值班管理规定", "第十一条 值班费")
    assert not _refused(
        "How much is the weekend night shift fee for a nurse?", SHIFT_FEES, "值班管理规定", "第十一条 值班费"
    )
