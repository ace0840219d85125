"""Another group's rule is no answer (`subjects.py`): a conclusion stating the asked value for other people than
the ones the question names — another qualified group of staff, or the staff themselves when their relatives are
asked about — and the same evidence still answers the group it does name."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.subjects import other_group, other_person_en
from tests.qa.conftest import passage

GEN = LocalGenerator(Glossary.load(None), max_sentences=3)

UNIFORMS = "门诊护理人员每年发放护士服3套，由后勤处统一采购，每年4月发放。"
DUTY = "主治医师、主管护师的夜班值班费为每次120元。"
CHECKUP = "在职员工每年安排1次健康体检，由工会统一组织。"
DORM = "员工宿舍每间住4人，住宿费每人每月100元。"
FAMILY_DORM = "员工宿舍每间住4人；已婚员工可申请夫妻房，家属随住的每月另交100元。"


def _answer(question: str, body: str) -> str:
    return GEN.generate(question, [passage(body, "后勤与福利问答", fragment_id="f-1", section="福利")]).answer


def test_another_qualified_group_is_not_the_one_asked() -> None:
    assert other_group("财务科室的职工每年发几套护士服", UNIFORMS) is not None
    assert other_group("规培医师值夜班一次值班费多少", DUTY) is not None
    assert not _answer("财务科室的职工每年发几套护士服", UNIFORMS)
    assert "3套" in _answer("门诊护理人员每年发几套护士服", UNIFORMS)


def test_a_rule_for_everyone_or_for_the_group_asked_answers() -> None:
    assert other_group("主管护师值夜班一次多少钱", DUTY) is None  # the list names the group asked
    assert other_group("规培医师每年体检几次", CHECKUP) is None  # 在职员工 is the staff in general
    assert other_group("每年发几套护士服", UNIFORMS) is None  # the question names no group


def test_relatives_are_not_answered_by_the_staffs_own_rule() -> None:
    assert other_group("员工家属能一起参加体检吗", CHECKUP) is not None
    assert not _answer("宿舍能带家属住吗", DORM)
    assert "家属" in _answer("宿舍能带家属住吗", FAMILY_DORM)


def test_an_event_of_a_relative_is_the_employees_case() -> None:
    assert other_group("配偶生育的，男员工能休几天陪产假", "男员工享受陪产假15天。") is None
    assert other_group("工资能发到家人的卡上吗", "工资卡须为本人名下账户，不接受他人代收。") is None


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
