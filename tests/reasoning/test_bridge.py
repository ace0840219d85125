"""English questions written in the Chinese evidence's words (reasoning/bridge.py)."""

from __future__ import annotations

from knowdesk.reasoning.bridge import bridged_question, lexicon, unnamed_kind

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


def test_a_chinese_name_in_an_english_question_is_carried_as_written():
    rule = "每个门店每月领取清风牌纸巾不超过20箱。"
    assert (
        bridged_question("How many boxes of 清风牌 can a store take per quarter?", [rule])
        == "盒 清风牌 门店 季度多少？"
    )


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


def test_notice_to_give_asks_how_far_ahead():
    """ "How far ahead", "how much notice": rules write 至少提前N天, so the question asks 提前多久."""
    swap = ["确需换班的，须由换班双方共同提出，至少提前2天报科室主任批准。"]
    assert bridged_question("How far ahead do I have to get a shift swap approved?", swap) == "换班 批准提前多久？"
    quit_ = ["转正后提前30天以书面形式提出离职；护士长须提前60天提出。"]
    assert bridged_question("How much notice does a head nurse need to give?", quit_) == "护士长提前多久？"


def test_a_one_letter_typo_still_reads_as_its_lexicon_word():
    rules = ["当月实际驻站不满15天的，按当月标准的50%发放驻站补贴。健康证体检费公司报销，最多80元。"]
    assert "补贴" in bridged_question("how much of the allowence do I get?", rules)
    assert "健康证" in bridged_question("Can I get reimbursed for the health certifcate?", rules)
    # an inflected word is not a typo of its neighbour: "worked" is not "worker"
    assert "员工" not in bridged_question("What's my sick pay if I've worked here for 3 years?", rules)


def test_counts_ordinals_and_thousands_keep_what_the_table_heads():
    fines = ["| 未戴安全帽 | 罚款50元 | 罚款100元 | 罚款200元 |", "| 违规行为 | 第1次 | 第2次 | 第3次及以上 |"]
    assert bridged_question("No hard hat for the second time, what's the fine?", fines) == "安全帽 第2次 罚款多少？"
    paid = ["医院承担进修费用5万元（含）至10万元的，服务期3年。"]
    assert "60000" in bridged_question(
        "If the hospital paid 60k for my training, how long is the service period?", paid
    )
    trucks = ["| 9.6米厢式货车 | 100 | 260 | 190 |"]
    assert "9.6米" in bridged_question("What's the trip allowance for a 9.6m truck?", trucks)
    assert "24小时" in bridged_question("How much for a 24h holiday shift?", ["法定节假日（24小时）300元"])


def test_a_speed_and_days_counted_with_words_between():
    forklift = ["叉车在库内行驶速度不得超过5公里/小时，转弯、倒车时不得超过3公里/小时。"]
    assert bridged_question("how fast can a forklift go when reversing?", forklift) == "叉车 倒车速度多少？"
    leave = ["员工司龄满3年的，每年另享受司龄假1天，此后司龄每满3年再增加1天。"]
    assert bridged_question("how many extra seniority leave days do I get?", leave).endswith("司龄假几天？")
    assert bridged_question("Whats the max number of days of personal leave?", ["事假累计不得超过20天。"]).endswith(
        "几天？"
    )


def test_a_kind_the_chinese_evidence_never_names_is_found():
    """An English question about a kind of pay or leave the rules do not have is refused, as 献血假 is in Chinese:
    a lexicon phrase none of whose Chinese words the evidence holds, a modifier nobody knows, or a class word
    alone whose Chinese words are nowhere."""
    duty = ["第十一条 值班费按实际值班次数发放：工作日夜班每次100元。年终绩效奖金按考核结果发放。"]
    assert unnamed_kind("How much is the meal allowance for a night shift?", duty) == "meal allowance"
    assert unnamed_kind("Does the hospital pay a Christmas bonus?", duty) == "Christmas bonus"
    assert unnamed_kind("What's the commission on cake pre-orders?", duty) == "commission"
    # kinds the evidence names, and words that only say how much or how often, are no miss
    assert unnamed_kind("How much is the night duty fee on a weekday?", duty) == ""
    assert unnamed_kind("When is the performance bonus paid?", duty) == ""
    assert unnamed_kind("Is the extra bonus paid monthly?", duty) == ""
    leave = ["员工累计工作已满1年不满10年的，年休假5天。"]
    assert unnamed_kind("How many days of annual leave do I get?", leave) == ""
    assert unnamed_kind("How many days of paternity leave do I get?", leave) == "paternity leave"
    assert unnamed_kind("婚假有几天？", leave) == ""  # a Chinese question: named_kinds.py reads it


def test_the_word_of_the_best_ranked_passage_is_chosen():
    """Evidence comes in rank order: "weekday" is read as the pay table's 平日, though a note below says 工作日;
    a variant inside a longer one the evidence holds (假 of 请假) gives way to it."""
    table = "| 城市类别 | 平日 | 周六日 | 法定节假日 |\n| 一类城市 | 24 | 28 | 72 |"
    note = "工作日延时加班按小时基数的1.5倍支付。"
    assert bridged_question("What's the weekday hourly wage?", [table, note]) == "平日 时薪多少？"
    assert bridged_question("What's the weekday hourly wage?", [note, table]) == "工作日 时薪多少？"
    leave = ["第七条 员工依法办理结婚登记的，享有婚假10天。", "请假2天至3天：由直属上级审批"]
    assert bridged_question("Who approves 3 days of leave?", leave).startswith("审批 3天 请假")


def test_percentages_possessives_and_permission_words():
    pool = ["| 当月营业额目标达成率 | 计提比例 |\n| 110%（含）至120% | 2% |"]
    assert "115%" in bridged_question("What's the bonus pool rate if the store hits 115% of its target?", pool)
    titles = ["| 副高级（副主任医师等） | 任中级职称满2年 | 任中级职称满4年 |", "| 学历 | 博士 | 硕士 |"]
    assert "硕士" in bridged_question("With a master's, how many years before I can apply?", titles)
    # "allowed" asks permission; it is not the allowance its stem shares
    cash = ["当日现金营业款超过2万元的，当晚存入银行，不得在店内过夜。夜班补贴每班40元。"]
    assert "补贴" not in bridged_question("How much cash is the store allowed to keep overnight?", cash)


def test_a_kind_named_in_the_rules_own_words_is_no_miss():
    """The lexicon writes "night shift allowance" 夜班津贴; a rule saying 夜班的班次补贴 names it all the same."""
    notice = ["一、《门店排班与调班规则》表1中夜班的班次补贴，全职员工由每班30元调整为每班40元。"]
    assert unnamed_kind("How much is the night shift allowance for full-time staff now?", notice) == ""
    assert unnamed_kind("How much is the meal allowance for a night shift?", notice) == "meal allowance"


def test_a_bare_number_before_a_noun_of_occasions_counts_times():
    duty = "| 工作日夜班 | 150元/次 |"
    # the count a rate per occasion is multiplied by, the words after it still read
    holiday = "| 节假日值班 | 200元/次 |"
    assert bridged_question("We covered 4 holiday shifts in May; what is the total allowance?", [holiday]).startswith(
        "4次 节假日"
    )
    # a unit after the noun counts the days, not occasions
    assert "次" not in bridged_question("What do I get for 3 business trip days?", [duty])
    assert "2次" in bridged_question("I made two business trips this month, how much is the allowance?", [])
    # a unit right after the number is read first, and a small word between is no occasion count
    assert "3天" in bridged_question("I worked 3 days of night shifts, how much is the allowance?", [duty])
    assert "次" not in bridged_question("What is the allowance for 3 of the night shifts?", [duty])
    # a unit word naming which shifts ("2 day shifts") is no unit: the shifts are counted
    assert bridged_question("I worked 2 day shifts on Sunday, what is the allowance?", [duty]).startswith("2次 白班")
    assert "3晚" in bridged_question("I stayed 3 nights in Wuxi, how much hotel can I claim?", [duty])


def test_workplace_words_of_cards_referrals_supplies_and_contacts():
    assert "银卡" in bridged_question("How many points does a silver card earn per purchase?", ["| 银卡 | 1倍积分 |"])
    assert bridged_question("Are sick days fully paid here?", []).startswith("病假 全薪")
    assert "推荐奖" in bridged_question(
        "Is there a referral bonus for new hires?", ["内部推荐奖：每成功推荐1人奖励2000元。"]
    )
    assert "办公用品" in bridged_question("Where do I order stationery for my team?", [])
    assert "信息中心" in bridged_question("Who do I call at the information center about the network?", [])
    # "refer to" a policy names no referral
    assert "推荐" not in bridged_question("Which policy should I refer to for travel expenses?", [])


def test_a_count_of_night_shifts_its_month_and_a_staff_class_carry_over() -> None:
    """ "10 night shifts" counts shifts (个夜班) as a rate per shift is paid, "in March 2025" dates the count (a changed
    rate pays from its day), "a C-class employee" the class rows are named by (C类); an allowance asked "how
    much" is money (多少钱), and "the most I can claim" a cap (最多多少)."""
    rule = ["夜班津贴：每个夜班30元，每月最多计发10个夜班。", "| 职级 | 一类城市 |\n|---|---|\n| C类 | 500 |"]
    bridged = bridged_question("How much night-shift allowance for 6 night shifts in March 2025?", rule)
    assert bridged == "夜班津贴 6个夜班 2025年3月多少钱？"
    bridged = bridged_question(
        "I'm a C-class employee staying 2 nights. What is the most I can claim for lodging?", rule
    )
    assert bridged.startswith("C类") and "2晚" in bridged and bridged.endswith("最多多少？")
    assert bridged_question("May I swap a night shift in May?", rule).count("5月") == 1  # "May I" asks, May dates
    assert bridged_question("How much overtime can I work in June?", rule).endswith("多少？")  # no money named
    assert bridged_question("How much is the night shift allowance?", rule).endswith("多少？")  # a rate, no count
    assert "5月" not in bridged_question("May trainees claim taxi fares?", rule)  # the modal opening a question
    assert bridged_question("How much is the night shift allowance in 2027?", rule).endswith("多少？")  # a year
    assert bridged_question("How much is the night shift allowance for L4 staff?", rule).endswith("多少？")  # a code


def test_public_sector_ranks_and_sales_posts_are_carried_as_their_chinese_names():
    rates = "| 地区类别 | 厅局级 | 县处级 | 乡科级及以下 |\n| 甲类 | 900 | 600 | 400 |"
    assert "乡科级" in bridged_question("What's the hotel cap for section-level staff?", [rates])
    assert "县处级" in bridged_question("What's the hotel cap for division-level staff?", [rates])
    # a company's own divisions and sections are no public-sector rank: read so only where the evidence writes one
    plain = ["设备采购由各事业部负责人审批，金额超过50万元的报总经理审批。"]
    assert "县处级" not in bridged_question("Who signs off division-level purchases?", plain)
    assert "乡科级" not in bridged_question("Can a section-level lead approve travel?", plain)
    assert "厅局级" not in bridged_question("Does bureau-level sign-off apply to us?", plain)
    posts = "| 地区 | 医药代表 | 地区经理 |\n| 一类地区 | 400 | 550 |"
    assert "医药代表" in bridged_question("What's the hotel cap for a medical rep?", [posts])
    assert "地区经理" in bridged_question("What's the hotel cap for a district manager?", [posts])


def test_a_clock_time_is_written_as_the_rule_writes_the_hour():
    """ "after 10pm" is 22:00以后 (or 22点 where the rule writes that); a number with no a.m./p.m. stays a count."""
    taxi = ["加班到 22:00 以后下班的，打车费单程上限 120元。"]
    assert "22:00以后" in bridged_question("Can I expense a cab if I stay until after 10pm?", taxi)
    assert "7:30前" in bridged_question("Do I have to clock in before 7:30 a.m.?", taxi)
    assert "8点30分前" in bridged_question("Must I clock in before 8:30 a.m.?", ["每天8点30分前打卡。"])
    assert "21点" in bridged_question("Can I take a taxi if I finish at 9 pm?", ["晚上21点以后离开的可以打车。"])
    assert "22:00" not in bridged_question("How much for 10 trips?", taxi)
    assert bridged_question("Is there a bonus of 5 a month?", taxi).count(":") == 0  # "a month" is no a.m.


def test_leave_as_a_verb_is_going_home_or_quitting_not_a_leave():
    """ "leave the office" is 下班, "leave the company" 离职, "leave early" 提前下班 (the
    act, which may be allowed, not 早退 the offence); "take leave" stays a leave, and a
    verb is no kind of leave the evidence must name."""
    rules = ["晚上21:00以后下班的，可以报销打车费。", "试用期内离职的，提前3天通知。"]
    assert "下班" in bridged_question("If I leave the office after 9pm, can I take a taxi?", rules)
    assert "请假" not in bridged_question("If I leave the office after 9pm, can I take a taxi?", rules)
    assert "离职" in bridged_question("How much notice if I want to leave the company during probation?", rules)
    assert "提前下班" in bridged_question("What happens if I leave work early?", rules)
    assert "早退" not in bridged_question("Can employees leave early on Friday?", rules)  # the act, not the offence
    assert "请假" in bridged_question("Can I take leave the week after a holiday?", rules)
    assert unnamed_kind("If I leave the office after 9pm, can I take a taxi?", rules) == ""


def test_whom_to_turn_to_asks_the_contact_list_not_who_approves():
    """ "Who do I call about…", "who should I contact", "what's the phone number of…" ask for a contact list's row
    (找谁, 电话多少: the words the Chinese contact look-up answers); "who approves" stays 谁."""
    from knowdesk.reasoning.contacts import asks_contact

    roster = ["| 部门 | 联系人 | 电话 | 负责事项 |\n| 财务部 | 赵文 | 8261 1102 | 差旅费报销审核 |"]
    for question in (
        "Who do I call about travel reimbursement?",
        "Who should we contact if a laptop is lost?",
        "What's the phone number of the finance department?",
        "who to ask about my salary",
        "Who do I ping about travel reimbursement?",
        "Who can I get in touch with about my salary?",
        "Who should I reach out to if a laptop is lost?",
    ):
        assert asks_contact(bridged_question(question, roster)), question
    assert not asks_contact(bridged_question("Who approves a 3-day leave?", roster))
    asks_approver = bridged_question("Who do I ask for approval of a 3-day leave?", roster)
    assert "找谁" not in asks_approver and "谁" in asks_approver
    assert not asks_contact(asks_approver)


def test_a_written_exam_and_a_kept_food_sample_are_carried_in_the_evidence_s_words() -> None:
    assert "笔试" in bridged_question("What is the written exam's pass mark?", ["| 笔试 | 闭卷60分钟 | 100 | 80 |"])
    assert "留样" in bridged_question("How long must food samples be kept?", ["每餐次的食品留样保存48小时"])


def test_money_after_what_yields_to_time_date_and_kind_questions():
    evidence = ["工资于每月10日前发放，奖金随当月工资发放；各类补贴见附表。"]
    assert bridged_question("What time does the bonus reach my account?", evidence).endswith("几点？")
    assert bridged_question("On what date are wages paid out?", evidence).endswith("哪天？")
    assert not bridged_question("What sorts of subsidy can a driver claim?", evidence).endswith("多少？")
    assert bridged_question("What meal subsidy can a driver claim?", evidence).endswith("多少？")


def test_everyday_words_are_no_workplace_terms_but_their_phrases_are():
    """ "rent a van", "the key points", "when is it released", "post-holiday" read word by word carry nothing of a
    hotel rate, a key, a customs release or a post; the phrases ("bed rent", "post allowance") still do."""
    words = lexicon()
    for everyday in ("rent", "key", "release", "terminal", "post", "site"):
        assert (everyday,) not in words, everyday
    assert ("make", "up") not in words
    assert "床位费" in words[("bed", "rent")] and "岗位津贴" in words[("post", "allowance")]
    evidence = ["住宿费标准：一类城市每晚500元。", "出差须经部门负责人审批。"]
    assert "住宿费" not in bridged_question("May staff rent a van for a sales visit?", evidence)


def test_a_rating_with_a_plus_is_carried_whole() -> None:
    """ "a B+" is the rating B+, a row of its own beside B; "B" alone stays B."""
    table = ["| 绩效等级 | 绩效系数 |\n|---|---|\n| A | 1.2 |\n| B+ | 1.1 |\n| B | 1.0 |"]
    assert "B+" in bridged_question("If I get a B+ this month, what's my performance multiplier?", table).split()
    assert "B+" not in bridged_question("What's the performance multiplier for a B?", table)


def test_a_month_typed_lower_case_is_a_month() -> None:
    """ "in june" names June; "march" and "may" are everyday words too, so only capitalised are they months."""
    heat = ["| 岗位类别 | 6月 | 7月 |\n|---|---|---|\n| 室外作业岗位 | 260 | 360 |"]
    assert "6月" in bridged_question("what's the heat allowance in june", heat)
    assert "5月" not in bridged_question("may i claim the heat allowance", heat)
    assert "3月" not in bridged_question("can we march past the gate at night", heat)
    # only after a word of time: "an august panel" is the adjective, "october" a colleague's name
    assert "8月" in bridged_question("is the heat allowance still paid until august", heat)
    assert "8月" not in bridged_question("Will an august panel decide the heat allowance?", heat)
    assert "10月" not in bridged_question("does october from accounts sign off the heat allowance", heat)


def _every_english_text_near(name: str):
    """A stand-in multilingual model: `name` (and only it) reads nearest any English text, well above the rest."""
    import numpy as np

    from knowdesk.reasoning.crosslingual import CrossLingual
    from knowdesk.text.language import language_of

    def query(text: str) -> np.ndarray:
        return np.array([1.0, 0.0]) if language_of(text) == "en" else np.array([0.0, 1.0])

    def texts(items) -> np.ndarray:
        return np.array([[0.85, 0.0] if name in t else [0.7, 0.0] for t in items])

    return CrossLingual(query, texts)


def test_a_kind_the_lexicon_cannot_carry_stays_refused_however_near_a_name_reads() -> None:
    """ "frost allowance" asked of rules paying only 高温补贴: no name, however near the dense model reads it (a
    kind of the opposite sense reads as near as the real one), is taken for the kind; refused as never named."""
    from knowdesk.reasoning.glossary import Glossary
    from knowdesk.reasoning.local_generate import LocalGenerator
    from tests.qa.conftest import GLOSSARY, passage

    rules = "第八条 每年7月至9月对露天作业人员发放高温补贴，每人每月300元。第九条 宿舍每间每月收取水电费40元。"
    evidence = [passage(rules, document="津贴办法", section="第二章 补贴", fragment_id="g1")]
    generator = LocalGenerator(Glossary.load(GLOSSARY), 3, cross=_every_english_text_near("高温补贴"))
    read = generator.generate("What does the frost allowance pay yard crews each month?", evidence)
    assert not read.answer and "never names" in read.why


def test_any_contact_verb_before_for_approval_asks_who_approves_not_the_contact_list():
    """The approval exception covers the whole verb group: "check with", "consult", "reach out to" … followed by
    "for approval" ask who approves (谁), not whom to turn to (找谁)."""
    from knowdesk.reasoning.contacts import asks_contact

    roster = ["| 部门 | 联系人 | 电话 | 负责事项 |\n| 行政部 | 钱敏 | 8261 3307 | 会议室预订 |"]
    for question in (
        "Who should I check with for approval of a 2-day trip?",
        "who do we consult for approval of overtime on Sunday",
        "Who can I reach out to for approval of a new monitor?",
        "Who do I message for approval to work from home?",
    ):
        reading = bridged_question(question, roster)
        assert "找谁" not in reading and not asks_contact(reading), question
    assert asks_contact(bridged_question("Who should I check with about booking a meeting room?", roster))


def test_the_carried_share_is_how_much_of_the_question_the_lexicon_read():
    from knowdesk.reasoning.bridge import carried_reading

    sick = ["员工每年可享受5天带薪病假。"]
    assert carried_reading("How many days of sick leave do I get?", sick) == ("病假几天？", 1.0)
    # "pay" is the only lexicon word, and its 工资 is not in the passages: nothing of the question is read
    assert carried_reading("Do I have to pay if goods got ruined in a flood?", sick)[1] == 0.0
    assert carried_reading("年假有几天？", sick) == ("", 0.0)


def test_a_lexicon_word_whose_chinese_the_evidence_lacks_is_not_counted_as_read():
    from knowdesk.reasoning.bridge import carried_reading

    laptops = ["员工损坏公司笔记本电脑的，按折旧后价值赔偿。"]
    # "break" is carried as 休息 (a rest break), which no passage on laptops holds: a misreading, not a reading
    text, share = carried_reading("Do I owe anything if I break my work laptop?", laptops)
    assert "休息" in text and "笔记本电脑" in text
    assert share == 0.25  # laptop of owe, break, work, laptop


def test_a_letter_glued_to_a_number_is_not_an_unread_word():
    from knowdesk.reasoning.bridge import carried_reading

    sunday = ["周日加班按工资的2倍支付。"]
    assert carried_reading("Is overtime 3x?", sunday)[1] == 1.0
    assert carried_reading("Is overtime paid at 2x on Sundays?", sunday)[1] == 0.75  # Sundays is not read
