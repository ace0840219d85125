"""Tier lists in prose and tables, and the tier a question's number falls into."""

from __future__ import annotations

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.tiers import TierAnswer, progressive_of_rate, resolve_tier, tier_answers, tier_lists
from tests.reasoning.conftest import Retrieve, of, passage

# invented rules, worded the ways real ones are
APPROVAL = passage(
    "第八条 加班申请按以下权限审批：\n（一）加班2小时及以内：由班组长审批；\n（二）加班3小时至6小时：由班组长、车间主任依次审批；\n"
    "（三）加班6小时以上：还须经厂长审批。\n（四）节假日加班由人事科统一安排。",
    document="加班管理规定",
    section="第三章 审批",
)
SENIORITY = passage(
    "第五条 员工连续工龄满1年不满5年的，每年体检补助300元；满5年不满15年的，每年500元；满15年的，每年800元。"
    "补助随当月工资发放。",
    document="福利办法",
    section="第二章 体检",
)
SPACED = passage(
    "3、探亲假：工作满 1—3 年者（含 3 年），探亲假 4 天，工作4-9 年者探亲假 6 天，工作 10 年以上者探亲假 8 天。",
    document="员工守则",
    section="第四章 假期",
)
PAY = passage(
    "（二）每年度前10天工伤停工按本人工资的100%发放；超过10天的部分，按本人工资的70%发放。",
    document="工伤待遇办法",
    section="第二章",
)
SHEET = passage(
    "| 事项 | 签批人 | 部门 |\n|---|---|---|\n| 采购（5000元以下） | 部门经理 | 本部门 |\n"
    "| 采购（5000元至50000元） | 财务总监 | 财务部 |\n| 采购（50000元以上） | 总经理 | 总经办 |\n"
    "| 合同用印（单笔100万元及以上） | 法务总监 | 法务部 |",
    document="审批权限表",
    section="工作表：签批",
)
CROSS = passage(
    "| 城市 | 职级 | 标准（元/天） |\n|---|---|---|\n| 甲 | P1–P4 | 100 |\n| 甲 | P5–P8 | 150 |\n"
    "| 乙 | P1–P4 | 80 |\n| 乙 | P5–P8 | 120 |",
    document="补贴表",
    section="工作表：补贴",
)
RULES = [APPROVAL, SENIORITY, SPACED, PAY, SHEET]


def resolved(question: str, passages: list[Passage]) -> TierAnswer:
    answer = resolve_tier(question, passages)
    assert answer is not None, question
    return answer


def test_a_numbered_list_of_one_tier_per_line_is_one_list() -> None:
    [lst] = tier_lists(APPROVAL)
    assert [t.label for t in lst.tiers] == ["加班2小时及以内", "加班3小时至6小时", "加班6小时以上"]
    assert lst.tiers[1].value == "由班组长、车间主任依次审批"
    assert lst.article == "第八条" and lst.subject == "加班申请按以下权限审批："
    cite = lst.citation()
    assert (cite["document"], cite["section"], cite["locator"]) == ("加班管理规定", "第三章 审批", "第八条")


def test_the_question_number_picks_the_tier() -> None:
    a = resolved("加班四个小时要谁批", RULES)
    assert a.tier is not None and a.tier.label == "加班3小时至6小时"
    assert a.statement == "4小时属于“加班3小时至6小时”这一档：由班组长、车间主任依次审批"
    assert resolved("加班半小时找谁批", RULES).tier.label == "加班2小时及以内"  # type: ignore[union-attr]


def test_an_explicit_bound_wins_over_a_bare_yishang_on_the_shared_number() -> None:
    assert resolved("加班6小时要谁批", RULES).tier.label == "加班3小时至6小时"  # type: ignore[union-attr]
    assert resolved("加班7小时要谁批", RULES).tier.label == "加班6小时以上"  # type: ignore[union-attr]
    a = resolved("加班超过6小时要谁批", RULES)  # a range in the question
    assert a.tier is not None and a.tier.label == "加班6小时以上"


def test_without_a_number_every_tier_comes_back_compactly() -> None:
    a = resolved("加班需要谁审批？", RULES)
    assert a.tier is None and a.asked is None
    assert a.statement == ("加班2小时及以内：由班组长审批；加班3小时至6小时：由班组长、车间主任依次审批；"
                           "加班6小时以上：还须经厂长审批")  # fmt: skip


def test_several_tiers_in_one_sentence_and_a_closing_sentence_left_out() -> None:
    [lst] = tier_lists(SENIORITY)
    assert [t.label for t in lst.tiers] == ["员工连续工龄满1年不满5年", "满5年不满15年", "满15年"]
    assert [t.value for t in lst.tiers] == ["每年体检补助300元", "每年500元", "每年800元"]
    assert resolved("工龄8年体检补助多少", RULES).tier.value == "每年500元"  # type: ignore[union-attr]
    assert resolved("工作满5年了，体检补助多少", RULES).tier.label == "满5年不满15年"  # type: ignore[union-attr]


def test_spaced_numbers_and_an_including_note() -> None:
    [lst] = tier_lists(SPACED)
    assert [t.value for t in lst.tiers] == ["探亲假 4 天", "探亲假 6 天", "探亲假 8 天"]
    assert resolved("工作了3年探亲假几天", RULES).tier.value == "探亲假 4 天"  # type: ignore[union-attr]
    assert resolved("工作了十二年探亲假几天", RULES).tier.value == "探亲假 8 天"  # type: ignore[union-attr]


def test_a_progressive_rule_states_each_part() -> None:
    [lst] = tier_lists(PAY)
    assert lst.progressive and lst.tiers[1].label == "超过10天的部分"
    a = resolved("工伤停工15天工资怎么发", RULES)
    assert a.statement == ("15天：每年度前10天：工伤停工按本人工资的100%发放；"
                           "超过10天的部分（5天）：按本人工资的70%发放")  # fmt: skip


def test_table_rows_form_a_list_and_a_lone_threshold_holds_only_its_numbers() -> None:
    lists = tier_lists(SHEET)
    assert [len(x.tiers) for x in lists] == [3, 1]
    a = resolved("采购两万元要谁签批", RULES)
    assert a.tier is not None and a.tier.value == "签批人：财务总监，部门：财务部"
    assert resolved("合同用印一百二十万元谁审批", RULES).tier.label == "合同用印（单笔100万元及以上）"  # type: ignore[union-attr]
    assert all(x.tiers.document != "审批权限表" or len(x.tiers.tiers) > 1 for x in tier_answers("用印3000元", RULES))


def test_a_superseded_version_is_not_resolved_even_when_the_caller_passed_it() -> None:
    old = passage(APPROVAL["body"].replace("由班组长审批；", "由值班长审批；"), document="加班管理规定V1",
                  fragment_id="old-00000", effective="2020-01-01", conflicts_with=["加班管理规定V2"])  # fmt: skip
    new = passage(
        APPROVAL["body"], document="加班管理规定V2", effective="2024-01-01", conflicts_with=["加班管理规定V1"]
    )
    for order in ([old, new], [new, old]):
        a = resolved("加班1小时要谁批", order)
        assert a.tier is not None and a.tier.value == "由班组长审批" and a.tiers.document == "加班管理规定V2"


def test_a_cross_table_is_left_to_the_table_look_up() -> None:
    assert tier_lists(CROSS) == []


def test_a_number_on_another_scale_does_not_pick_a_list() -> None:
    assert resolve_tier("加班8年了", [APPROVAL]) is None
    a = resolved("加班12小时以上要谁批", RULES)
    assert a.tier is not None and a.tier.label == "加班6小时以上"


def test_unrelated_questions_get_no_list() -> None:
    assert resolve_tier("食堂几点开饭", RULES) is None
    assert resolve_tier("S级年终奖系数是多少", RULES) is None  # shares single characters (年, 数) only


def test_a_pair_with_a_character_between_still_matches() -> None:
    rule = passage("第三条 职工累计工作已满1年不满10年的，年休假5天；已满10年的，年休假10天。", document="条例")
    a = resolved("年假有几天？", [rule])  # 年假 ~ 年休假
    assert a.tier is None and a.statement.startswith("职工累计工作已满1年不满10年：年休假5天")


def test_overlapping_bounds_are_not_one_list() -> None:
    body = "（二）事假每次不超过2天；全年累计不超过10天；超过10天的，不予批准。"
    [first, second] = tier_lists(passage(body))
    assert [t.conditions[0].describe() for t in first.tiers] == ["≤2天"]
    assert [t.conditions[0].describe() for t in second.tiers] == ["≤10天", ">10天"]
    assert resolved("请了12天事假", [passage(body)]).tier.value == "不予批准"  # type: ignore[union-attr]


def test_a_rate_is_not_a_tier() -> None:
    body = "（一）入职满1年后每年享有年假5天；此后每多工作满1年，年假增加1天，最多不超过12天。"
    [lst] = tier_lists(passage(body))
    assert len(lst.tiers) == 1 and "最多不超过12天" in lst.tiers[0].value


# --- ingested documents ---------------------------------------------------------------------------------


def test_leave_approval_on_the_sample_kb(hr_retrieve: Retrieve) -> None:
    q = "请三天假需要谁审批？"
    passages, _ = hr_retrieve(q)
    a = resolved(q, passages)
    assert a.tier is not None and a.tier.label == "请假2天至3天"
    assert a.statement == "3天属于“请假2天至3天”这一档：由直属上级、部门负责人依次审批"
    cite = a.citation()
    assert (cite["document"], cite["section"], cite["locator"]) == (
        "员工请假管理制度V3.1",
        "三、请假审批权限",
        "第十二条",
    )


def test_sample_kb_tiers(hr_passages: list[Passage]) -> None:
    leave = of(hr_passages, "员工请假管理制度V3.1")
    assert resolved("请假10天需要谁审批", leave).tier.label == "请假4天至10天"  # type: ignore[union-attr]
    assert "（2天）" in resolved("病假7天工资怎么算", leave).statement
    sheet = of(hr_passages, "组织架构与审批关系", "审批关系")
    assert [t.label for t in resolved("请假要谁批", sheet).tiers.tiers] == [
        "请假（1天及以内）", "请假（4天至10天）备案审核", "请假（10天以上）"]  # fmt: skip
    assert resolved("我是P6，晋升谁来评审", sheet).tier.value == "审批人：陈建国，部门：总裁办"  # type: ignore[union-attr]
    assert "刘洋" in resolved("报销两万五需要谁审批", of(hr_passages, "差旅费报销标准2024")).statement


def test_annual_leave_in_the_law_and_a_handbook(outside_retrieve: Retrieve, outside_passages: list[Passage]) -> None:
    q = "工作了8年，年假有几天"
    a = resolved(q, of(outside_passages, "职工带薪年休假条例"))
    assert a.statement == "8年属于“职工累计工作已满1年不满10年”这一档：年休假5天"
    assert a.citation()["locator"] == "第三条"
    assert resolved("年假有几天？", of(outside_passages, "职工带薪年休假条例")).statement.startswith(
        "职工累计工作已满1年不满10年：年休假5天；已满10年不满20年：年休假10天")  # fmt: skip
    b = resolved("在公司工作了3年年假几天", outside_retrieve("在公司工作了3年年假几天")[0])
    assert b.tier is not None and b.tier.value == "年休假 5 天" and b.tiers.document == "易速鲜花员工手册"


def test_bands_that_meet_at_one_number_and_a_lettered_band_beyond_them_are_one_list() -> None:
    """ "11-30 分钟" then "30-60 分钟" share only 30 (the earlier band keeps it); "D: 18:00以后" past the last band,
    stated by the clock, is the open band above 60 分钟."""
    body = (
        "加班餐补细则:\nA: 17:30- 17:40 离开,即加班 0-10 分钟,不计餐补\nB: 17:41- 18:00 离开,即加班 11-30 分钟,补 10 元\n"
        "C: 18:00- 18:30 离开,即加班 30-60 分钟,补 20 元\nD: 18:30 以后,按加班一个班次计\n注：节假日另行规定。"
    )
    [lst] = [x for x in tier_lists(passage(body, document="考勤细则")) if len(x.tiers) > 1]
    assert [t.conditions[0].describe() for t in lst.tiers] == ["0–10分钟", "11–30分钟", "30–60分钟", ">60分钟"]
    assert resolved("加班90分钟怎么算？", [passage(body, document="考勤细则")]).tier.value == "按加班一个班次计"  # type: ignore[union-attr]
    assert resolved("加班30分钟补多少", [passage(body, document="考勤细则")]).tier.value.endswith("补 10 元")  # type: ignore[union-attr]


LEAVE_RULES = [
    passage(
        "第十三条 请假应当提前申请：请假3天以内（含）的，至少提前1个工作日申请；请假3天以上的，至少提前5个工作日申请。\n"
        "第十四条 请假审批权限：\n（一）1天以内（含）的，由直接主管审批；\n（二）超过1天、5天以内（含）的，由部门经理审批；\n"
        "（三）超过5天的，由部门经理审核后报总经理审批。",
        document="请假细则",
        section="第四章 请假程序与审批",
    ),
    passage(
        "第四条 员工工龄已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天；已满20年的，年休假15天。\n"
        "第八条 婚假：依法登记结婚的员工享受婚假3天；在本公司工作满1年的，另享受福利婚假7天。",
        document="请假细则",
        section="第二章 假期",
        fragment_id="doc-00001",
    ),
]


def test_who_asks_for_the_list_that_names_deciders_among_lists_on_the_same_days() -> None:
    """ "请7天假谁批": the approval list, not the lead-time list whose bands also hold 7 days."""
    a = resolved("请7天假谁批？", LEAVE_RULES)
    assert a.tier is not None and "总经理" in a.tier.value
    assert resolved("请7天假要提前几天申请？", LEAVE_RULES).tier.value == "至少提前5个工作日申请"  # type: ignore[union-attr]


def test_a_list_about_another_kind_of_leave_does_not_answer() -> None:
    """ "年假有几天" with 12 years: 婚假's "工作满1年的" holds 12 years too, but it is about 婚假."""
    answers = tier_answers("我在公司工作了12年，年假有几天？", LEAVE_RULES)
    assert [a.tier.value for a in answers if a.tier is not None] == ["年休假10天"]


def test_a_distance_is_not_placed_in_bands_of_money() -> None:
    rules = [
        SHEET,
        passage(
            "第十四条 临时派车按单程运距审批：（一）300公里以内（含）的，由车队长审批；（二）超过300公里、1000公里以内（含）的，"
            "由运输部经理审批；（三）超过1000公里的，由副总经理审批。",
            document="派车规定",
        ),
    ]
    a = resolved("临时派车跑600公里谁批", rules)
    assert a.tier is not None and a.tier.value == "由运输部经理审批"


def test_a_part_past_a_bound_paid_per_whole_step_is_computed() -> None:
    """ "超过500公里的，超出部分每满50公里加发20元": 640公里 is 140 past the bound, two whole steps, 40元."""
    rule = passage(
        "第七条 长途派送单程超过500公里的，超出部分每满50公里加发补贴20元，不足50公里的部分不计。",
        document="派送补贴办法",
    )
    a = resolved("单程640公里，超出的部分能多拿多少补贴？", [rule])
    assert "2 × 20 = 40元" in a.statement


def test_one_year_as_the_period_a_count_is_per_decides_no_tier() -> None:
    # "一年有几天…" asks per year (每年), not for someone with one year of service
    per_year = resolve_tier("一年能拿多少体检补助", [SENIORITY])
    assert per_year is not None and per_year.tier is None  # every band, none chosen for "1年"
    served = resolve_tier("工作一年能拿多少体检补助", [SENIORITY])
    assert served is not None and served.tier is not None and "300元" in served.statement


def test_an_faq_answers_tiers_are_about_its_question_line() -> None:
    faq = (
        "Q：借款多久能到账？\nA：审批通过后 3个工作日内。\n\n"
        "Q：借款要谁审批？\nA：按单笔金额：\n"
        "  - 3000元以下：直属leader\n  - 3000元（含）至 10000元：直属leader + 财务BP\n"
        "  - 10000元以上：直属leader + 财务BP + 部门负责人\n\nQ：借款多久要还？\nA：出差回来后 15天内冲账。"
    )
    found = resolve_tier("借1万5块需要谁批", [passage(faq, "财务FAQ")])
    assert found is not None and "部门负责人" in found.statement


STUDY = passage(
    "第九条 进修费实行综合定额控制，定额标准见附表。20天以内的进修按照综合定额标准控制；超过20天的进修，"
    "超过天数部分按照综合定额标准的60%控制。",
    document="外出进修管理办法",
    section="第三章 进修费",
)


def test_a_rate_per_day_is_paid_by_each_tier_for_its_own_part_of_the_days() -> None:
    found = resolve_tier("进修25天，每人进修费最多多少", [STUDY])
    assert found is not None and found.tiers.progressive
    total = progressive_of_rate(found, 300.0)
    assert total is not None and total.value == 20 * 300 + 5 * 300 * 0.6
    assert total.working == "20 × 300 + 5 × 300 × 60% = 6900元"
    within = resolve_tier("进修12天，每人进修费最多多少", [STUDY])
    assert within is not None and progressive_of_rate(within, 300.0) is None  # the first tier alone: a plain product


def _first_line(question: str, passages: list[Passage]) -> str:
    from knowdesk.reasoning.glossary import Glossary
    from knowdesk.reasoning.local_generate import LocalGenerator

    return LocalGenerator(Glossary.load(None), max_sentences=3).generate(question, passages).answer.splitlines()[0]


STUDY_TABLE = passage(
    "第九条 进修费实行综合定额控制。20天以内的进修按照综合定额标准控制；超过20天的进修，超过天数部分按照综合定额标准的"
    "60%控制。\n附表 进修费综合定额标准（单位：元/人·天）\n| 进修类别 | 住宿费 | 伙食费 | 合计 |\n|---|---|---|---|\n"
    "| 甲类进修 | 200 | 100 | 300 |\n| 乙类进修 | 150 | 90 | 240 |",
    document="外出进修管理办法",
    section="第三章 进修费",
)
STUDY_PROSE = passage(
    "第八条 进修费实行综合定额控制：甲类进修（总部组织）每人每天300元，乙类进修（分部组织）每人每天240元。\n"
    "第九条 进修天数在20天以内的，按综合定额标准控制；超过20天的，超过20天部分按综合定额标准的60%控制。",
    document="外出进修管理办法",
    section="第三章 进修费",
)


def test_a_looked_up_or_stated_rate_per_day_is_paid_by_the_progressive_tiers() -> None:
    table = _first_line("乙类进修办了25天，每人进修费合计上限多少", [STUDY_TABLE])
    assert "20 × 240 + 5 × 240 × 60% = 5520元" in table, table
    prose = _first_line("分部组织的进修办了25天，每人进修费上限多少", [STUDY_PROSE])
    assert "20 × 240 + 5 × 240 × 60% = 5520元" in prose, prose


LECTURES = passage(
    "第十条 讲课费按实际讲授的课时计算，每半天最多按3课时计算，标准见下表。\n"
    "| 讲师类别 | 讲课费（元/课时） |\n|---|---|\n| 教授 | 800 |\n| 副教授 | 400 |",
    document="内训讲师管理办法",
    section="第四章 讲课费",
)


def test_hours_taught_in_a_morning_are_paid_up_to_the_cap_for_half_a_day() -> None:
    morning = _first_line("副教授一个上午讲了5课时，讲课费多少", [LECTURES])
    assert "3 × 400 = 1200元" in morning and "2000" not in morning, morning
    within = _first_line("副教授讲了2课时，讲课费多少", [LECTURES])  # no part of a day said: no cap to hold to
    assert "2 × 400 = 800元" in within, within


def test_a_leader_named_by_a_tier_answers_who_approves() -> None:
    from knowdesk.reasoning.asks import ask_of

    assert ask_of("预算5万，谁审批").stated_by("1万元（含）至10万元：分管校领导审批")


def test_a_tier_starting_on_a_whole_day_it_includes_takes_that_day_as_its_first() -> None:
    """1至20天 then 21天及以上: 25 days are 20 at the standard and 5 at the share, not 19 and 6."""
    rule = passage(
        "第十二条 培训费实行分段控制：培训1至20天的，按照综合定额标准控制；培训21天及以上的，超过部分按照综合定额标准的"
        "60%控制。",
        document="培训办法",
        section="第三章",
    )
    found = resolve_tier("培训25天，每人培训费最多多少", [rule])
    assert found is not None and "培训1至20天（20天）" in found.statement and "（5天）" in found.statement
    total = progressive_of_rate(found, 300.0)
    assert total is not None and total.working == "20 × 300 + 5 × 300 × 60% = 6900元"


def test_of_two_numbers_the_one_named_as_the_list_is_keyed_chooses_the_tier() -> None:
    rule = passage(
        "第六条 法定带薪假按员工累计工作年限确定：累计工作满1年不满10年的，5天；满10年不满20年的，10天；满20年的，15天。",
        document="休假办法",
        section="第二章 带薪假",
    )
    answer = resolve_tier("入职本公司2年、累计工作年限13年，法定带薪假有几天？", [rule])
    assert answer is not None and answer.tier is not None
    assert answer.tier.value.startswith("10天"), answer.statement


def test_a_name_heading_its_band_is_what_the_tier_gives() -> None:
    """ "组长：1000元以内；科长：…": who may decide up to each amount, the name before the band."""
    rule = passage(
        "报废审批权限：\n组长：1000元（含）以内；\n科长：超过1000元至5000元；\n处长：超过5000元。",
        document="资产报废办法",
        section="三、审批",
    )
    answer = resolve_tier("报废一台3000元的设备谁来批", [rule])
    assert answer is not None and answer.tier is not None
    assert answer.tier.value == "科长", answer.statement


def test_a_fraction_between_whole_numbered_bands_is_in_none_unless_the_document_rounds() -> None:
    """ "拣货效率折算为27.5": bands of whole numbers (25～29, 30～34) leave it in none, unless the document says
    numbers are rounded (四舍五入), and then the answer shows the rounding."""
    bare = passage(
        "| 拣货效率（单/小时） | 20以下 | 20～24 | 25～27 | 28～34 | 35及以上 |\n|---|---|---|---|---|---|\n"
        "| 月度绩效加分 | 0 | 2 | 4 | 6 | 10 |",
        document="仓库绩效考核细则", section="拣货效率加分",
    )  # fmt: skip
    question = "拣货效率折算为27.5，月度绩效加几分"
    found = resolve_tier(question, [bare])
    assert found is None or found.tier is None, found
    rounds = passage(
        "拣货效率按四舍五入取整后确定档次。\n"
        "| 拣货效率（单/小时） | 20以下 | 20～24 | 25～27 | 28～34 | 35及以上 |\n|---|---|---|---|---|---|\n"
        "| 月度绩效加分 | 0 | 2 | 4 | 6 | 10 |",
        document="仓库绩效考核细则", section="拣货效率加分",
    )  # fmt: skip
    found = resolve_tier(question, [rounds])
    assert found is not None and found.tier is not None and found.tier.label == "28～34", found
    assert "四舍五入取28" in found.statement, found.statement
    low = resolve_tier("拣货效率折算为27.4，月度绩效加几分", [rounds])
    assert low is not None and low.tier is not None and low.tier.label == "25～27"


def test_a_verb_with_its_result_complement_stands_between_a_bands_scale_and_its_number() -> None:
    """ "拣货效率统计下来是31" and "拣货效率测得31" name the scale 拣货效率 before the words saying the number came out."""
    bands = passage(
        "| 拣货效率（单/小时） | 20以下 | 20～24 | 25～27 | 28～34 | 35及以上 |\n|---|---|---|---|---|---|\n"
        "| 月度绩效加分 | 0 | 2 | 4 | 6 | 10 |",
        document="仓库绩效考核细则", section="拣货效率加分",
    )  # fmt: skip
    for question in ("拣货效率统计下来是31，月度绩效加几分", "拣货效率测得31，月度绩效加几分"):
        found = resolve_tier(question, [bands])
        assert found is not None and found.tier is not None and found.tier.label == "28～34", question


def test_a_later_sentence_ruling_its_own_class_tiers_is_a_list_of_its_own() -> None:
    """ "项目部人员出差，…出差超过15天的，报所属二级单位分管领导审批" rules the 项目部's staff: a question naming them gets
    that tier, one naming no class the general list's."""
    trips = passage(
        "第五条 出差实行事前审批制度。\n出差5天以下的，由部门负责人审批；超过5天、15天以下的，由分管领导审批；超过15天的，"
        "由总经理审批。项目部人员出差，由项目经理审批，出差超过15天的，报所属二级单位分管领导审批。",
        document="差旅费管理办法",
        section="第二章 出差审批",
    )
    site = resolve_tier("项目部的人要出差18天，谁来批", [trips])
    assert site is not None and site.tier is not None and "二级单位分管领导" in site.tier.value
    office = resolve_tier("出差18天，谁来批", [trips])
    assert office is not None and office.tier is not None and "总经理" in office.tier.value


def test_a_class_sentence_opening_with_its_approver_rules_the_band_below_its_first_threshold() -> None:
    """ "驻外人员请假，由站长审批，请假超过10天的，报总经理审批": 4 days for a 驻外 employee is the 站长's, not the
    general list's band for 4 days."""
    leave = passage(
        "第八条 请假审批。\n请假3天以下的，由部门经理审批；超过3天的，由人事总监审批。驻外人员请假，由站长审批，"
        "请假超过10天的，报总经理审批。",
        document="考勤管理办法",
        section="第三章 请假",
    )
    outside = resolve_tier("驻外人员请假2天找谁批", [leave])
    assert outside is not None and outside.tier is not None and "站长" in outside.tier.value
    beyond = resolve_tier("驻外人员请假12天找谁批", [leave])
    assert beyond is not None and beyond.tier is not None and "总经理" in beyond.tier.value
    office = resolve_tier("请假2天找谁批", [leave])
    assert office is not None and office.tier is not None and "部门经理" in office.tier.value


TRAINING_LEAVE = passage(
    "第九条 脱产培训按天数审批：\n（一）5天以内：由班组长签批；\n（二）5天以上、20天以内：由车间主任签批；\n"
    "（三）20天以上：由厂长签批。",
    document="培训管理规定",
    section="第三章",
)


def test_months_of_service_or_lead_time_pick_no_band_of_days() -> None:
    # 入职两个月 and 提前一个月报名 are not twenty-odd days of training; years are no days either
    for question in (
        "入职两个月了，脱产培训谁签批",
        "提前一个月报名脱产培训谁签批",
        "工龄一年零两个月，脱产培训谁签批",
    ):
        answer = resolve_tier(question, [TRAINING_LEAVE])
        assert answer is None or answer.tier is None or "厂长" not in answer.tier.value, question
        assert answer is None or "属于" not in answer.statement, question
