"""The staff's own rule is no answer for their relatives (`subjects.py`): a conclusion stating the asked value for the
employee only, when the question asks about a relative — and evidence that does rule for relatives still answers."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.subjects import other_person_en, relative_not_ruled
from tests.qa.conftest import passage

GEN = LocalGenerator(Glossary.load(None), max_sentences=3)

CHECKUP = "在职员工每年安排1次健康体检，由工会统一组织。"
DORM = "员工宿舍每间住4人，住宿费每人每月100元。"
FAMILY_DORM = "员工宿舍每间住4人；已婚员工可申请夫妻房，家属随住的每月另交100元。"


def _answer(question: str, body: str) -> str:
    return GEN.generate(question, [passage(body, "后勤与福利问答", fragment_id="f-1", section="福利")]).answer


def test_relatives_are_not_answered_by_the_staffs_own_rule() -> None:
    assert relative_not_ruled("员工家属能一起参加体检吗", CHECKUP) is not None
    assert not _answer("宿舍能带家属住吗", DORM)
    assert "家属" in _answer("宿舍能带家属住吗", FAMILY_DORM)


def test_an_event_of_a_relative_is_the_employees_case() -> None:
    assert relative_not_ruled("配偶生育的，男员工能休几天陪产假", "男员工享受陪产假15天。") is None
    assert relative_not_ruled("工资能发到家人的卡上吗", "工资卡须为本人名下账户，不接受他人代收。") is None


BEREAVEMENT = "丧假：员工的父母、配偶、子女去世的，给予丧假3天；祖父母、兄弟姐妹去世的，给予丧假1天。"
MARRIAGE = "婚假：依法办理结婚登记的员工享受婚假3天。"


def test_an_english_question_about_a_relative_the_rule_leaves_out() -> None:
    # a list of relatives without the asked one, or the event made the employee's own
    assert other_person_en("How many days off do I get when my uncle dies?", BEREAVEMENT) is not None
    assert other_person_en("How much leave do I get for my sister's wedding?", MARRIAGE) is not None
    # the rule names the relative, or names none for an event of theirs
    assert other_person_en("How many days off do I get when my grandmother dies?", BEREAVEMENT) is None
    assert other_person_en("My mom passed away, how many days of leave?", "丧假的天数为3天。") is None
    assert other_person_en("How many days of marriage leave do I get?", MARRIAGE) is None


def test_the_english_reading_of_chinese_rules_refuses_another_relatives_case() -> None:
    assert not _answer("How much leave do I get for my sister's wedding?", MARRIAGE)
    assert "3天" in _answer("How many days of marriage leave do I get?", MARRIAGE)


def test_a_relatives_event_or_the_employees_benefit_named_for_them_is_the_employees_case() -> None:
    assert relative_not_ruled("父母亲去世有几天假？", "给予丧假3天") is None  # 亲 between the kin and the event
    assert relative_not_ruled("子女教育补贴每月多少", "每月200元", "第五条 子女教育补贴") is None
    assert relative_not_ruled("职工家属能参加体检吗", "在职职工每年安排1次健康体检") is not None


def test_english_kin_are_whole_chinese_kin_words() -> None:
    """子公司 names no son and 食堂 no cousin: a rule for the staff answers nothing about the asker's relative."""
    assert other_person_en("Can my son use the gym?", "子公司员工可使用健身房") is not None
    assert other_person_en("Can my son use the gym?", "员工的子女可使用健身房") is None
    assert other_person_en("How many days off when my father-in-law dies?", "配偶的父母去世的，给予丧假1天") is None


def test_a_relative_near_the_workplace_or_asked_about_herself_is_not_the_staffs_case() -> None:
    """One who works as a contractor or not at all is no staff member, and her own leave is not the employee's:
    the staff's rule does not answer for them."""
    dorm = "员工可申请入住宿舍"
    assert relative_not_ruled("我老公在公司当外包上班，可以入住宿舍吗", dorm) is not None
    assert relative_not_ruled("我老婆在单位没上班，可以入住宿舍吗", dorm) is not None
    assert relative_not_ruled("老公在厂外面工作，能住宿舍吗", dorm) is not None
    assert relative_not_ruled("老婆月底生小孩，她的产假有多少天", "女员工生育享受产假128天") is not None
