"""The sentence or row that defines the term a definition question asks about."""

from __future__ import annotations

from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.defines import asked_term, defines, term_asked
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import passage


def test_the_term_asked_about_is_read_off_the_question() -> None:
    assert asked_term("什么叫调休？") == "调休"
    assert asked_term("大夜班是指什么？") == "大夜班"
    assert asked_term("考核表里的B等级是什么意思？") == "B等级"
    assert asked_term("什么样的加班算延时加班？") == "延时加班"
    assert asked_term("年假有几天？") == ""


def test_a_sentence_defining_the_term_beats_one_defining_another_term_that_mentions_it() -> None:
    term = asked_term("大夜班是指什么？")
    assert defines(term, "当班有6小时以上处于0:00至6:00之间的，认定为大夜班。") == 1.0
    assert defines(term, "四班三倒是指四个班组轮流上早班、中班和大夜班。") == -1.0
    assert defines(term, "大夜班津贴每班50元。") == 0.0


def test_a_table_row_keyed_by_the_term_or_its_code_defines_it() -> None:
    row = "| B | 良好：达到考核要求 | 1.0 |"
    assert defines(asked_term("考核表里的B等级是什么意思？"), row) == 1.0
    assert defines(asked_term("考核等级B是什么意思？"), row) == 1.0
    assert defines(asked_term("考核等级A是什么意思？"), row) == 0.0


def test_a_term_asked_how_it_is_counted_is_defined_only_by_a_definition_proper() -> None:
    """ "司龄是怎么算的" is answered by "所称“司龄”，是指…"; "经济补偿金怎么计算" not by "…二倍经济补偿金，即2N"."""
    assert asked_term("司龄是怎么算的？", "rate") == "司龄"
    assert asked_term("司龄是怎么算的？", "amount") == ""
    assert defines("司龄", "本细则所称“司龄”，是指员工在本公司连续工作的年限。", strictly=True) == 1.0
    assert defines("经济补偿金", "可要求企业支付二倍经济补偿金，即2N。", strictly=True) == 0.0
    assert defines("经济补偿金", "可要求企业支付二倍经济补偿金，即2N。") == 1.0  # asked 是指什么: 即 defines


def test_english_definition_questions_and_the_row_or_sentence_defining_the_term() -> None:
    assert asked_term("What counts as a Tier A city?") == "Tier A city"
    assert asked_term("What does personal data mean?") == "personal data"
    assert asked_term("What is the hotel limit for G6?") == ""  # a value, not a definition
    assert defines("Tier A city", "| Tier A (London, Tokyo) | 220 USD | 280 USD |") == 1.0
    assert defines("Tier A city", "| Tier B (Paris, Berlin) | 160 USD | 200 USD |") == 0.0
    assert defines("personal data", "Personal data means any information relating to an identified person.") == 1.0


def test_which_cases_a_term_covers_is_asked_by_its_definition_and_a_glossary_entry_defines_it() -> None:
    assert asked_term("哪些地方算有限空间？", "definition") == "有限空间"
    assert asked_term("哪些行为算严重违纪？", "definition") == "严重违纪"
    assert ask_of("哪些行为属于严重违纪？").kind == "list"  # its members, listed
    assert ask_of("哪些地方算有限空间？").kind == "definition"
    assert ask_of("哪些人可以报销？").kind == "list"  # no term to define
    assert defines("有限空间", "- 有限空间：封闭或半封闭、进出口狭窄的空间，如污水池、地窖。") == 1.0
    assert defines("年假", "年假：5天") == 0.0  # a value after the colon is no definition
    assert defines("规范用语", "规范用语：“您好，请问您找谁？”") == 0.0  # a quoted phrase after the colon is an example


def test_the_definition_of_a_term_asked_as_x的定义是什么_and_a_gloss_before_是指() -> None:
    """ "调休的定义是什么" asks about 调休, not about the word 定义; a sentence glossing the term in brackets before 是指
    still defines it, and one that only uses the word 定义 does not."""
    assert asked_term("调休的定义是什么？") == "调休"
    assert asked_term("工伤的含义是什么") == "工伤"
    assert asked_term("年休假的定义？") == "年休假"
    term = asked_term("年休假的定义是什么？")
    assert defines(term, "年休假（带薪年休假）是指员工连续工作满12个月后每年享有的带薪假期。") == 1.0
    assert defines(term, "按本制度对年休假的定义，病假期间不计入工作时间。") == 0.0


def test_an_english_term_is_defined_by_its_head_whatever_frames_it_in_the_question() -> None:
    """ "the daily rate for jury service" is defined where the policy says "The daily rate is …"."""
    term = asked_term("What counts as the daily rate for jury service?")
    assert defines(term, "The daily rate is the monthly base salary divided by 21.") == 1.0
    assert defines(term, "Jury service is paid at the daily rate for up to 10 days.") == 0.0


def test_a_formula_defines_a_term_asked_how_it_is_counted() -> None:
    term, strictly = term_asked("设备的折旧额怎么算", "rate")
    assert (term, strictly) == ("折旧额", True)  # the frame before 的 is not the term
    assert defines(term, "折旧额 = 原值 × 月折旧率", strictly) == 1.0
    assert defines("周转率", "仓库月度周转率（出库金额 ÷ 平均库存金额）应不低于1.2。", True) == 1.0
    # a sentence using the term is no definition of it, nor a bracket without an operator
    assert defines("周转率", "周转率低于1的仓库，主管当月绩效扣5分。", True) == 0.0
    assert defines("津贴", "津贴（含夜班津贴）随工资发放。", True) == 0.0


def test_a_unit_in_brackets_after_the_term_is_no_formula_defining_it() -> None:
    assert defines("住宿标准", "住宿标准（元/人·天）：一线城市500，其他城市350。", strictly=True) == 0.0
    assert defines("差补标准", "差补标准（元/天）按职级执行。", strictly=True) == 0.0
    assert defines("日工资", "日工资（月工资/计薪天数）按月折算。", strictly=True) == 1.0  # a quantity over a quantity


def test_what_makes_one_of_the_term_is_asked_and_the_case_counted_as_one_defines_it() -> None:
    """ "怎样才算一个夜班" is answered by "…工作满4小时，计1个夜班", not by a rule that merely mentions 夜班."""
    assert asked_term("怎样才算一个夜班", "general") == "夜班"
    assert asked_term("怎么样算迟到？", "general") == "迟到"
    assert defines("夜班", "22:00至次日6:00之间工作满4小时，计1个夜班") == 1.0
    assert defines("夜班", "一个月夜班超过12个的，超出部分不再计发津贴。") == 0.0


def test_a_class_named_with_the_noun_it_classes_is_the_row_keyed_by_the_class() -> None:
    """ "什么样的门店算A类店" is answered by the row keyed A类; "N类车是指什么车" asks of N类."""
    assert defines(asked_term("什么样的门店算A类店", "general"), "| A类 | 80万元（含）以上 | 1.0% |") == 1.0
    assert defines("A类店", "| B类 | 50万元（含）至80万元 | 0.8% |") == 0.0
    assert asked_term("N类车是指什么车") == "N类车"
    assert defines("N类车", "纯电动和插电混动车型不论价格，统一列为N类。") == 1.0
    assert asked_term("年假是什么时候休", "definition") == ""


def test_a_glossary_entry_in_words_defines_a_term_asked_how_it_is_counted() -> None:
    assert defines("计薪工时", "2.3 计薪工时：员工在排班内实际到岗并经主管确认的小时数。", strictly=True) == 1.0
    assert defines("夜班津贴", "夜班津贴：一线岗位60，二线岗位40。", strictly=True) == 0.0


def test_x指的是啥_is_a_definition_question() -> None:
    assert ask_of("重大偏差指的是啥").kind == "definition"
    assert ask_of("重大偏差是指啥呢？").kind == "definition"


def test_a_term_defined_in_prose_is_answered_by_its_definition_not_a_table_naming_it() -> None:
    """ "客诉的赔偿金额是怎么算的" beside a glossary entry for 赔偿金额 and an authority table with a 单次赔偿金额 column:
    the entry says how it is counted; the table's column of bands does not."""
    table = passage(
        "| 授权人 | 单次赔偿金额 | 折扣权限 |\n|---|---|---|\n| 领班 | 200元以下 | 9折 |\n| 主管 | 超过200元至800元 | 8折 |",
        document="客诉处理与赔偿授权管理办法", section="四、赔偿授权", fragment_id="t",
    )  # fmt: skip
    entry = passage(
        "赔偿金额：门店以现金、代金券或实物向宾客给予的补偿，加上折扣、免单减免的金额，按单次客诉合计计算。",
        document="客诉处理与赔偿授权管理办法", section="二、名词解释", fragment_id="g",
    )  # fmt: skip
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = generator.generate("客诉的赔偿金额是怎么算的", [table, entry]).answer.splitlines()[0]
    assert "按单次客诉合计计算" in first


def test_a_class_row_defines_the_classed_noun_only_where_it_states_a_criterion() -> None:
    """ "B档仓库是指什么仓库": the row keyed B档 that holds its rent says nothing of what puts a warehouse in B档."""
    assert defines("B档仓", "| B档 | 12 | 18 | 25 |") == 0.0
    assert defines("B档仓", "| B档 | P2 | 2小时 | 8小时 |") == 0.0
    assert defines("B档仓", "| B档 | 面积5000平方米以上 | 月租18元 |") == 1.0
    assert defines("B档仓", "| B档 | 30 | 60 |（含） |") == 1.0


def test_which_kind_is_read_after_指的是_too() -> None:
    assert asked_term("乙类仓库指的是啥仓库") == "乙类仓库"
    assert asked_term("甲级项目指的是哪类项目") == "甲级"
    assert asked_term("结项指的是什么时候") == ""


def test_how_to_compute_is_no_term_asked() -> None:
    """ "如何计算绩效奖金" asks a computation, not what 算绩效奖金 is."""
    assert asked_term("如何计算绩效奖金", "general") == ""
    assert asked_term("怎么计算调休时长", "general") == ""
    assert asked_term("怎样才算一次早退", "general") == "早退"


def test_the_case_counted_as_one_answers_what_makes_one_end_to_end() -> None:
    """ "怎样才算一次早退" beside two rules about 早退 and the sentence "…，计1次早退": the case counted as one answers."""
    rules = [
        passage("一个月早退超过3次的，超出部分每次扣款50元，班组长要写明原因报主管备案。", document="考勤办法",
                section="五、早退扣款", fragment_id="a"),
        passage("早退的，当月绩效扣2分；一个月早退不超过1次的不扣分。", document="考勤办法", section="六、早退与绩效",
                fragment_id="c"),
        passage("下班前离岗不超过30分钟的，计1次早退；超过30分钟的按旷工半天处理。", document="考勤办法",
                section="二、考勤认定", fragment_id="b"),
    ]  # fmt: skip
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    assert "计1次早退" in generator.generate("怎样才算一次早退", rules).answer.splitlines()[0]


def test_what_after_zhi_de_shi_takes_the_class_route_only_for_a_class() -> None:
    """ "X指的是什么" of an ordinary term is the plain definition question (its frame 差旅补助里的 dropped); only a
    class named with its noun, "A类店指的是啥店", is asked of the class."""
    assert asked_term("差旅补助里的误餐费指的是什么") == "误餐费"
    assert asked_term("差旅住宿费指的是什么费用") == ""
    assert asked_term("A类店指的是啥店") == "A类店"
