"""English questions written in the Chinese evidence's words (reasoning/bridge.py)."""

from __future__ import annotations

from knowdesk.reasoning.bridge import bridged_question, lexicon

LEAVE = "第七条 员工依法办理结婚登记的，享有婚假10天。第十条 父母去世的，可请丧假5天。"
TRAVEL = "| 一线城市 | 北京、上海、广州、深圳 || 一线城市 | P5–P7 | 650 | 120 | 高铁一等座 |"
PEOPLE = "| 刘洋 | 财务部 | 财务总监，审批单笔20000元及以上的报销 |"


def test_the_asking_words_and_the_topic_become_chinese():
    assert bridged_question("How many days of marriage leave do I get?", [LEAVE]) == "婚假几天？"
    assert bridged_question("I'm getting married soon. How many days off do I get?", [LEAVE]) == "婚假几天？"
    assert bridged_question("Who is the finance director?", [PEOPLE]) == "财务总监谁？"


def test_the_variant_the_evidence_uses_is_chosen():
    assert "年休假" in bridged_question(
        "How many days of annual leave do I get?", ["职工累计工作满1年的，享受带薪年休假5天。"]
    )
    assert "年假" in bridged_question("How many days of annual leave do I get?", ["员工每年享有年假7天。"])
    # nothing found in the evidence: the lexicon's first word
    assert bridged_question("What time does the staff canteen open?", [LEAVE]) == "员工 食堂几点？"


def test_numbers_keep_their_units_and_codes_and_pinyin_names_carry_over():
    q = "I'm a P5 and I'll stay 2 nights in Guangzhou on a business trip. How much hotel can I claim?"
    bridged = bridged_question(q, [TRAVEL, "出差住宿标准按城市级别执行，报销须在30日内提交。"])
    assert bridged.startswith("P5 2晚 广州 出差 住宿") and bridged.endswith("多少？")
    assert bridged_question("Who approves a 3-day leave?", [LEAVE, "请假2天至3天：由直属上级审批"]).startswith(
        "审批 3天 请假"
    )
    assert "刘洋" in bridged_question("What does Liu Yang approve?", [PEOPLE])


def test_the_asking_clause_is_the_last_one_that_asks():
    q = "When I leave the company, how is my unused annual leave paid?"
    assert bridged_question(q, ["离职时未休年假按日工资的200%支付。"]).endswith("怎么？")


def test_nothing_to_carry_over_gives_nothing():
    assert bridged_question("What is the dress code?", [LEAVE]) == ""
    assert bridged_question("婚假有几天？", [LEAVE]) == ""  # already Chinese


def test_base_forms_win_a_shared_stem():
    lex = lexicon()
    assert lex[("training",)][0] == "培训" and lex[("train",)][0] == "火车"
    assert lex[("~", "train")][0] == "火车"  # "trains" reads as the base form


def test_comparisons_before_a_number_become_its_bound():
    leave = ["请假10天以上：由分管副总裁审批", "公司每月10日发放工资"]
    assert bridged_question("Who approves leave longer than 10 days?", leave) == "审批 请假 10天以上谁？"
    assert bridged_question("Can I take less than 3 days of sick leave?", leave) == "3天以下 病假可以吗？"
    assert bridged_question("When is salary paid each month?", leave) == "工资 发放 每月什么时候？"


def test_senior_is_not_seniority_and_what_counts_as_asks_for_a_definition() -> None:
    """ "senior" stems like "seniority" (司龄): it has its own entry, so the question keeps to the managers; "what
    counts as" asks what a term means."""
    rule = ["交通补贴：每月300元，M3及以上管理人员另享车补每月1500元。员工入职满3年发放司龄纪念奖。"]
    bridged = bridged_question("How much is the car allowance for senior managers?", rule)
    assert "车补" in bridged and "司龄" not in bridged and bridged.endswith("多少？")
    shifts = ["员工当班工作时间中有4小时以上处于22:00至次日6:00之间的，该班次认定为夜班。"]
    assert bridged_question("What counts as a night shift?", shifts) == "夜班是指什么？"
    assert (
        bridged_question("What does time off in lieu mean?", ["休息日加班安排调休的，调休应当在3个月内使用。"])
        == "调休是指什么？"
    )


def test_who_asks_only_at_a_clause_start_not_in_a_relative_clause():
    duty = "| 护士 | 法定节假日值班费 | 300 |"
    assert bridged_question("What is the holiday duty fee for nurses who work on Sundays?", [duty]).endswith("多少？")
    assert bridged_question("I'd like to know who approves a night duty swap", [duty]).endswith("谁？")


def test_a_caring_job_is_not_read_as_a_leave_that_shares_its_stem():
    """ "nurse" is a job (护士), "nursing" the breastfeeding leave: the exact phrase wins over a shared stem."""
    assert "护士" in bridged_question("How much is the night duty fee for a nurse?", ["护士夜班值班费每次100元。"])
    assert "哺乳" in bridged_question("How long is nursing leave?", ["女职工哺乳假为6个月。"])


def test_when_asks_a_time_only_before_a_question_verb():
    """ "…when I quit" is the case asked about (a yes/no question), "When is salary paid?" asks a date."""
    rules = ["离职时未休年假按日工资折算支付。工资每月10日发放。"]
    assert bridged_question("Do I get paid out for unused annual leave when I quit?", rules).endswith("吗？")
    assert bridged_question("When is salary paid?", rules).endswith("什么时候？")
