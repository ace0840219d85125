"""A formula whose terms are listed per case, computed with the case the question names (invented rules)."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.listed_formulas import listed_formula_answer
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.reasoning.conftest import passage

SCHEME = passage(
    "三、季度奖\n■ 季度奖 = 岗位奖金基数 × 考评系数。\n■ 考评系数：优 1.5｜良 1.2｜中 1.0｜差 0\n"
    "■ 岗位奖金基数：收银员、理货员800元；高级理货员1000元；店长2000元。",
    document="门店季度奖办法",
    section="季度奖",
    fragment_id="qb-00002",
)


def test_each_term_is_read_off_its_list_by_the_case_the_question_names() -> None:
    found = listed_formula_answer("高级理货员这季度考评良，季度奖能拿多少", [SCHEME])
    assert found is not None and found.value == 1200
    assert found.working == ["1000元 × 1.2 = 1200元"]  # 高级理货员, the longest key named, over 理货员
    assert "岗位奖金基数（高级理货员）1000元" in found.statement
    assert listed_formula_answer("收银员考评拿了优，奖金有多少", [SCHEME]) is None  # 季度奖 not named
    apart = passage(SCHEME["body"].replace("季度奖", "季度奖金"))  # 季度…奖金 named in two parts, in order
    found = listed_formula_answer("收银员季度考评拿了优，奖金有多少", [apart])
    assert found is not None and found.working == ["800元 × 1.5 = 1200元"]
    assert listed_formula_answer("理货员季度考评中规中矩，奖金有多少", [apart]) is None  # 中 of 中规中矩 is no grade


def test_no_answer_without_a_case_for_every_term_or_with_two_alike() -> None:
    assert listed_formula_answer("店长的季度奖能拿多少", [SCHEME]) is None  # no grade named
    assert listed_formula_answer("季度奖怎么算", [SCHEME]) is None
    twice = passage(
        "■ 季度奖 = 岗位奖金基数 × 考评系数。\n■ 考评系数：A 1.5｜B 1.0\n■ 岗位奖金基数：店员800元；店员900元。"
    )
    assert listed_formula_answer("店员考评A，季度奖多少", [twice]) is None


def test_the_local_answer_states_the_result_first_and_quotes_the_formula_and_lists() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    lines = gen.generate("店长这个季度考评是优，季度奖多少？", [SCHEME]).answer.splitlines()
    assert lines[0].startswith("结论：季度奖为3000元"), lines
    assert "2000元 × 1.5 = 3000元" in lines[0]
    assert any("考评系数：优 1.5" in line for line in lines[1:]) and any("店长2000元" in line for line in lines[1:])
