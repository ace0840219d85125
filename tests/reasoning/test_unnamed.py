"""The question's topic the evidence must name, and what counts as naming it."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_answer import key_words
from knowdesk.reasoning.named_kinds import kind_not_in_evidence
from knowdesk.reasoning.unnamed import Asked, main_topic, named, topical, unnamed_qualifier, unnamed_topic

BARE = Glossary.load(None)


def test_the_topic_is_not_a_word_of_everyday_text() -> None:
    """国家, 一般, 期间 stand in any rule; the word the question turns on is the specific one."""
    terms = Glossary(terms=("病假",))
    assert main_topic(key_words("病假期间可以出去旅游吗？", terms), terms) == "旅游"
    assert main_topic(key_words("陪产假国家规定几天？", BARE), BARE) == "陪产假"
    assert main_topic(key_words("试用期一般是几个月？", BARE), BARE) == "试用期"


def test_a_word_is_named_whole_spelled_out_or_by_most_of_its_pairs() -> None:
    assert named("年假", "法定年休假5天")
    assert named("团建", "团队建设活动每人每次100元")
    assert not named("班车", "夜班 20:00—次日8:00")


def test_a_kind_or_a_topic_the_evidence_never_names_is_reported() -> None:
    evidence = ["女职工生育享受98天产假。宿舍内禁止使用电饭煲等违章电器。"]
    assert "陪产假" in unnamed_topic("陪产假有几天？", key_words("陪产假有几天？", BARE), BARE, evidence, evidence)
    question = "夜班下班的班车几点发车？"
    shift = ["夜班 20:00—次日8:00"]
    assert unnamed_topic(question, key_words(question, BARE), BARE, shift, shift)
    assert not unnamed_topic("产假有几天？", key_words("产假有几天？", BARE), BARE, evidence, evidence)


def test_who_or_when_a_question_frames_is_not_its_topic() -> None:
    """ "男同事" and "平时" frame the question; a rule writes 男员工 or nothing there."""
    assert main_topic(key_words("男同事可以留胡子吗？", BARE), BARE) == "留胡子"
    assert main_topic(key_words("平时加班有加班费吗？", BARE), BARE) != "平时"


def test_a_topic_the_evidence_writes_another_way_is_named() -> None:
    """Employees say 辞退 and 入职; labour law writes 解除劳动合同 and 用工 (data/zh_workplace_wording.tsv)."""
    law = ["用人单位依照本法第四十条规定解除劳动合同的，应当向劳动者支付经济补偿。"]
    question = "被公司辞退了能拿多少补偿啊？"
    assert main_topic(key_words(question, BARE), BARE, question) == "辞退"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, law, law)
    shop = ["宾客投诉菜品有异物的，当班主管应立即致歉并更换。"]  # front-line staff say 客人 for the rules' 宾客
    assert not unnamed_topic("客人说菜里有头发咋办", key_words("客人说菜里有头发咋办", BARE), BARE, shop, shop)
    trip = ["出差住宿标准：一线城市每晚500元。"]
    assert unnamed_topic(question, key_words(question, BARE), BARE, trip, trip) == "the evidence never names '辞退'"


def test_asking_words_glued_to_a_verb_or_a_count_glued_to_its_noun_are_no_topic() -> None:
    """ "开多快", "啥时候" ask; "请7天假" is 7天 of 假, not a word 天假 the evidence never writes."""
    assert "开多快" not in key_words("叉车在库里最快能开多快？", BARE)
    assert "啥时候" not in key_words("发票截止到啥时候？", BARE)
    assert "天假" not in key_words("请7天假谁批？", BARE)
    rule = ["请假超过5天的，由部门经理审批。"]
    assert not unnamed_topic("请7天假谁批？", key_words("请7天假谁批？", BARE), BARE, rule, rule)
    # "多少分算过": the measure word of the count glued to the verb after it (分算过) names nothing the rules write
    assert not topical("分算过")
    assert topical("分拣员") and topical("分拨员")  # a word of the dictionary opens them: no measure word glued on
    exam = ["岗前培训结束当天笔试加实操考核，60分及格。"]
    question = "岗前培训考试多少分算过呢"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, exam, exam)


def test_how_often_and_a_verb_with_its_direction_only_frame_the_question() -> None:
    assert main_topic(key_words("连续开车多久必须停下来休息？", BARE), BARE) != "停下来"
    assert main_topic(key_words("驻站补贴每月多少", BARE), BARE) != "每月"


def test_a_relative_or_a_way_of_driving_is_named_the_way_rules_write_it() -> None:
    rule = ["岳父母、祖父母、外祖父母去世的，给予丧假1天。驾驶员连续驾驶不得超过4小时。"]
    for question in ("奶奶去世能请几天丧假？", "外婆去世有丧假吗？", "连续开车最多几个小时？"):
        assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule), question


def test_a_certificate_asked_for_again_is_named_by_the_rule_that_reissues_it() -> None:
    """ "能不能再开一份" turns on 再开 (the certificate is a glossary term); a rule writes 补开 for the same thing."""
    terms = Glossary(terms=("工作证明",))
    question = "工作证明弄丢了，能不能再开一份？"
    rule = ["工作证明遗失的，可向人事部申请补开，每年限一次。"]
    assert main_topic(key_words(question, terms), terms, question) == "再开"
    assert not unnamed_topic(question, key_words(question, terms), terms, rule, rule)
    canteen = ["食堂开放时间为每天11:30至13:00。"]
    assert unnamed_topic(question, key_words(question, terms), terms, canteen, canteen)


def test_a_count_or_a_working_day_frame_is_not_the_topic_and_a_term_stands_in() -> None:
    """ "半个" (of 半个月) says how long, not what; "平时上班的餐补" frames a working day, and when the question's own
    words only frame it, the glossary term it names (餐补) is its topic."""
    assert main_topic(key_words("请半个月的事假扣多少？", BARE), BARE) != "半个"
    terms = Glossary(terms=("餐补",))
    question = "平时上班的餐补标准是多少？"
    assert main_topic(key_words(question, terms), terms, question) == "餐补"
    rule = ["餐补：每个出勤日20元。"]
    assert not unnamed_topic(question, key_words(question, terms), terms, rule, rule)


def test_a_deputy_post_is_not_named_by_the_head_of_the_same_office() -> None:
    offices = ["| 部门 | 负责人 | 职务 |\n| 财务部 | 王强 | 部长 |"]
    question = "财务部副部长是谁"
    assert "副部长" in unnamed_topic(question, key_words(question, BARE), BARE, offices, offices)
    assert not unnamed_topic("财务部部长是谁", key_words("财务部部长是谁", BARE), BARE, offices, offices)


def test_a_teacher_asking_frames_the_question_and_a_missed_chance_to_ask_is_the_rules_condition() -> None:
    rule = ["教职工离职的，邮箱账号自办结离职手续之日起保留60天。因急病不能事先请假的，应当在返岗后2日内补办手续。"]
    for question in ("老师离职以后邮箱还能用多久", "突然急病来不及请假怎么办"):
        assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule), question


def test_a_kind_of_town_falls_under_the_rules_other_places() -> None:
    rule = ["住宿费：省会城市每晚400元，其他地区每晚300元。"]
    question = "去地级市出差住宿多少钱一晚"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)
    listed = ["住宿费：省会城市每晚400元。"]  # no rule for the other places: the town is never named
    assert unnamed_topic(question, key_words(question, BARE), BARE, listed, listed)


def test_the_verb_after_who_asks_the_decider_and_is_not_a_topic_to_be_named() -> None:
    question = "请五天假要谁签字啊"
    evidence = ["请假3天以上的，由部门经理审批。"]
    assert unnamed_topic(question, key_words(question, BARE), BARE, evidence, evidence) == ""


def test_extra_before_a_class_word_asks_for_any_of_it_and_names_no_kind() -> None:
    evidence = ["单趟夜间行车累计超过2小时的，另发夜间补贴50元。"]
    assert kind_not_in_evidence("晚上出车有没有额外补贴", evidence) is None
    assert kind_not_in_evidence("晚上出车有没有高温补贴", evidence) == "高温补贴"


def test_a_place_outside_the_mainland_is_named_by_the_region_rules_write() -> None:
    rule = ["请假期间出境（含赴港澳台地区）的，不论天数，均须另报国际交流处和人事处审批。"]
    question = "请假期间想去趟香港，还要找哪些部门批"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)
    other = ["请假3天以内的，由系主任审批。"]  # says nothing of travel abroad
    assert "香港" in unnamed_topic(question, key_words(question, BARE), BARE, other, other)


def test_a_foreign_country_is_named_by_a_rule_for_going_abroad() -> None:
    rule = ["员工在境外出差期间的通讯费，凭账单按实报销，每天不超过50元。"]
    question = "去泰国出差一周，手机话费能报吗"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)
    domestic = ["员工在省内出差期间的通讯费，凭账单按实报销，每天不超过20元。"]  # says nothing of going abroad
    assert "泰国" in unnamed_topic(question, key_words(question, BARE), BARE, domestic, domestic)


def test_a_rules_general_areas_cover_a_city_it_does_not_list() -> None:
    rule = ["一般地区的伙食补助费每人每天120元；西藏、青海、新疆每人每天150元。"]
    question = "去南京出差伙食补助每天多少"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)


def test_a_driver_is_named_by_the_rules_word_for_one_and_a_week_is_no_place() -> None:
    rule = ["驾驶员因个人违章被处罚的，罚款由本人承担，公司不予报销。"]
    question = "司机被交警罚了款，公司给报销不"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)
    masks = ["防尘口罩：每人每周3只，适用于打磨、切割岗位。"]
    question = "防尘口罩一个礼拜最多能领几只"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, masks, masks)


def test_breaking_something_by_accident_frames_the_question() -> None:
    rule = ["因个人原因损坏门店器具的，按采购价的50%赔偿。"]
    question = "不小心打碎一个300块的搅拌碗，要赔多少"
    assert "小心" not in unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)


def test_going_abroad_is_not_answered_by_rules_for_travel_at_home() -> None:
    home = ["住宿费标准：一类城市每人每晚600元，其他城市每人每晚400元。"]
    question = "出国出差的住宿标准是多少"
    assert "出国" in unnamed_topic(question, key_words(question, BARE), BARE, home, home)
    abroad = ["因公出国（境）的住宿费按财政部外国住宿费标准执行。"]
    assert not unnamed_topic(question, key_words(question, BARE), BARE, abroad, abroad)


def test_a_way_of_asking_is_never_the_topic() -> None:
    """ "发不发" (a verb asked yes-or-no) and "打几折" (a question word inside) name nothing a rule writes."""
    evidence = ["员工自备黑色工鞋，公司不另行发放。", "店长可给予会员9折优惠。"]
    for question in ("工鞋公司发不发", "店长最多能给会员打几折"):
        words = key_words(question, BARE)
        assert unnamed_topic(question, words, BARE, evidence, evidence) == "", question


def test_a_day_of_work_is_named_by_its_class() -> None:
    """Employees say 国庆 and 周六; overtime rules write 法定节假日 and 休息日."""
    rule = ["门店加班：工作日延时按1.5倍，休息日按2倍，法定节假日按3倍计发。"]
    for question in ("国庆值班咋算钱", "周六加了半天班怎么算"):
        assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule), question
    weekdays = ["工作日延时加班按1.5倍计发。"]
    question = "国庆值班咋算钱"
    assert unnamed_topic(question, key_words(question, BARE), BARE, weekdays, weekdays)


def test_a_city_outside_a_rates_listed_exceptions_falls_under_the_plain_rate() -> None:
    """ "误餐补助每人每天90元；赴海南、云南出差的，每人每天100元": 南京 is none of the exceptions, so the plain rate is its
    own; a rule listing places with no plain rate beside them still never names 南京."""
    rule = ["误餐补助标准为每人每天90元；赴海南、云南出差的，误餐补助标准为每人每天100元。"]
    question = "去南京出差3天，误餐补助一共多少"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)
    listed = ["海南、云南的误餐补助标准为每人每天100元。"]
    assert "南京" in unnamed_topic(question, key_words(question, BARE), BARE, listed, listed)


def test_english_frames_and_counts_are_no_topic() -> None:
    """ "tomorrow" says when the employee asks and "a single" how many: a rule writes its own condition there."""
    question = "Do I have to come in early tomorrow after a single night shift?"
    topic = main_topic(key_words(question, BARE), BARE, question)
    assert topic not in ("tomorrow", "single")


def test_an_english_rule_for_everyone_else_covers_a_team_the_list_leaves_out() -> None:
    """A phone plan for "Sales and Support; all other roles" answers a question from Finance; a rule for everyone
    else that shares no other word of the question does not."""
    rule = ["Company phones are replaced every 2 years for Sales and Support and every 3 years for all other roles."]
    question = "I work in finance - when is my company phone replaced?"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)
    other = ["Desks are cleaned daily in Sales and weekly for everyone else."]
    assert unnamed_topic(question, key_words(question, BARE), BARE, other, other)


def test_a_group_named_by_what_it_is_not_needs_a_rule_for_it() -> None:
    """ "non-drivers" on a rule for drivers only is not answered; a rule for everyone else answers it."""
    question = "What is the travel allowance for non-drivers?"
    drivers = ["Drivers receive a travel allowance of USD 15 per shift."]
    assert "non-drivers" in unnamed_topic(question, key_words(question, BARE), BARE, drivers, drivers)
    everyone = [*drivers, "All other employees receive USD 5 per shift."]
    assert "non-drivers" not in unnamed_topic(question, key_words(question, BARE), BARE, everyone, everyone)


def test_a_member_named_by_what_it_is_not_is_no_group_left_out() -> None:
    """ "the non-birth parent" is a member a policy may call the secondary caregiver: no refusal for it."""
    question = "How much leave does the non-birth parent get?"
    rule = ["The secondary caregiver gets 6 weeks of paid leave."]
    assert "non-birth" not in unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)


def test_a_reading_with_decimals_and_a_thing_with_inside_glued_on_are_no_topic() -> None:
    """ "38.2度" is how much, not what; "柜里" (in the cupboard) says where, and the rule names the thing asked."""
    rule = ["体温达到37.3℃及以上的员工当天不得上岗。", "储物柜内发现违禁物品的，应立即上报保卫科。"]
    question = "员工体温38.2度还能上岗吗"
    assert main_topic(key_words(question, BARE), BARE, question) != "38.2"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)
    question = "柜里翻出违禁物品咋处理"
    assert main_topic(key_words(question, BARE), BARE, question) != "柜里"
    assert main_topic(key_words("每公里补多少钱", BARE), BARE, "每公里补多少钱") == "公里"


def test_a_situation_told_before_the_asking_clause_needs_only_the_asked_topic_named() -> None:
    """The asker's own story ("想换一台3000元的投影仪") is the rule's condition in other words; the clause that asks
    names what the rule must state. A thing asked about in the asking clause itself must still be named, and so must a
    class of person before a value asked (pay is set per class), and one character ("赔") is no topic."""
    rule = ["单笔5000元以下的采购由部门负责人审批。", "技术员岗位津贴每月500元，管理员每月300元。",
            "未经安全培训的人员不得进入配电房。"]  # fmt: skip
    for question in ("想换一台3000元的投影仪，谁审批", "刚来的钟点工还没培训，能进配电房吗"):
        assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule), question
    for question in ("刚来的钟点工还没培训，能领多少安全补贴", "投影仪被人弄坏了，公司给赔吗"):
        assert unnamed_topic(question, key_words(question, BARE), BARE, rule, rule), question


def test_a_thing_asked_about_must_be_named_though_its_neighbours_are() -> None:
    """ "保洁员的伙食费" on a rule paying 保洁员 an allowance: the sentence holds half the question's words, yet not the
    thing asked; an action told in the asker's words ("不带") is still answered by the rule on the same topic."""
    rule = ["保洁员每月岗位津贴为300元。", "员工午餐由公司食堂提供，不带饭的可在食堂就餐。"]
    question = "保洁员的伙食费是多少"
    assert "伙食费" in unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)
    question = "员工午餐不带能去食堂吃吗"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)


def test_the_askers_own_month_or_year_is_no_topic() -> None:
    question = "本月迟到被记了3次，扣几分"
    assert main_topic(key_words(question, BARE), BARE, question) != "本月"


def test_an_english_questions_words_are_not_all_things_to_be_named() -> None:
    """An English question (or a Chinese one carried into English) is all ASCII: its unnamed words may be the asker's
    own, and most of its words in one sentence still answer it."""
    rule = ["Expense claims must be submitted within 60 days of purchase."]
    question = "What is the deadline for expense claims?"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)


def test_a_member_the_rule_writes_by_its_class_is_no_thing_asked() -> None:
    """ "电暖器功率多大" asks the power allowed, of a device the rule writes as 电器: only the head of "…的X" asked is a
    thing the evidence must name."""
    rule = ["宿舍内禁止使用功率超过800瓦的电器。"]
    question = "宿舍里电暖器功率多大以内可以用"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)


def test_an_attribute_asked_as_what_or_where_may_be_stated_without_its_name() -> None:
    """ "X的籍贯是哪里" is answered by a sentence saying where X comes from; only a value asked must name its thing."""
    evidence = ["周立，湖南长沙人，物流中心调度主管，负责干线车辆排班。"]
    for question in ("周立的籍贯是哪里", "周立的职务是什么"):
        words = key_words(question, BARE)
        assert not unnamed_topic(question, words, BARE, evidence, evidence), question


def test_a_member_named_by_a_code_the_evidence_never_names_is_left_out_of_its_list() -> None:
    rule = ["会员权益：银卡会员、金卡会员每月可免费退换2次；黑卡会员不限次数。"]
    question = "XVIP会员每月能免费退换几次"
    assert "XVIP会员" in unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)
    coded = ["会员权益：XVIP会员、金卡会员每月可免费退换2次。"]
    assert "XVIP" not in unnamed_topic(question, key_words(question, BARE), BARE, coded, coded)


def test_a_code_the_evidence_names_spelled_out_is_no_member_left_out() -> None:
    """ "HR部门" on a directory naming 人力资源部 beside its sibling departments: the code is that department's short
    name, so the list does name it; a directory without it still leaves it out."""
    question = "HR部门的分机号是多少"
    spelled = ["各部门分机：采购部门 6101、法务部门 6102；人力资源部 6103。"]
    assert "HR部门" not in unnamed_topic(question, key_words(question, BARE), BARE, spelled, spelled)
    without = ["各部门分机：采购部门 6101、法务部门 6102。"]
    assert "HR部门" in unnamed_topic(question, key_words(question, BARE), BARE, without, without)


def test_a_fee_named_only_by_the_parties_it_would_be_paid_for_is_unnamed() -> None:
    """代理店 and 代理商 share 代理 with 代理费, yet say nothing of a fee; a rule writing 代理 otherwise may be it."""
    shops = ["代理店的损耗由代理商自行承担，系统登记即可。"]
    question = "代理费一年多少钱"
    assert "代理费" in unnamed_topic(question, key_words(question, BARE), BARE, shops, shops)
    paid = ["代理店每年按营业额的3%向公司缴纳代理服务费用。"]
    assert not unnamed_topic(question, key_words(question, BARE), BARE, paid, paid)


def test_a_ratio_left_out_of_a_list_of_ratios_is_unnamed() -> None:
    """差错 stands in the rules, the ratio of it does not: the indicators listed are other ratios."""
    kpis = ["考核指标：好评率占40%，按时发货率占30%，差错处理及时率占30%。"]
    question = "差错率的权重是多少"
    assert "差错率" in unnamed_topic(question, key_words(question, BARE), BARE, kpis, kpis)
    assert not unnamed_topic("好评率的权重是多少", key_words("好评率的权重是多少", BARE), BARE, kpis, kpis)


def test_the_askers_own_week_a_sum_counted_by_its_measure_or_an_hour_frame_the_question() -> None:
    """ "下个月", "一笔", "九点" tell the asker's situation; a rule writes its own date, amount or time there."""
    for question, expected in (
        ("下个月要陪客户吃饭，人均最多报多少钱", "客户"),
        ("我有一笔两千块的报销，找谁批", "报销"),
        ("晚上九点上的火车能坐卧铺吗", "火车"),
    ):
        core = main_topic(key_words(question, BARE), BARE, question)
        assert core not in {"下个月", "一笔", "九点"}, (question, core)
        assert core == expected, (question, core)
    question = "开车一口气最多能开几个小时"
    rule = ["驾驶员连续驾驶不得超过4小时。"]
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)


def test_the_post_a_who_question_asks_for_and_the_way_people_name_their_superior_need_not_be_written() -> None:
    roster = ["东湖店：店长王明；宿舍管理员李红，电话8800。"]
    question = "东湖店宿舍的联系人是谁"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, roster, roster)
    chart = ["张三的上级是李四。"]
    question = "张三的直属领导是哪位"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, chart, chart)
    # a post the question names beside a topic the evidence lacks is still missed: the topic is checked instead
    question = "食堂的负责人是谁"
    assert unnamed_topic(question, key_words(question, BARE), BARE, roster, roster)


def test_an_english_word_in_a_chinese_question_is_named_by_its_chinese_wording() -> None:
    rule = ["公司每年开放两次晋升窗口：5月和11月。"]
    question = "promotion 一年有几次，几月份"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)
    other = ["年假每年5天。"]
    assert unnamed_topic(question, key_words(question, BARE), BARE, other, other)


def test_a_noun_with_the_suffix_zi_is_named_by_its_root_in_a_compound() -> None:
    assert named("鞋子", "劳保鞋每年发放一双")
    assert named("柜子", "更衣柜由员工自行上锁")
    assert not named("电子", "停电时启用应急照明")
    assert not named("鞋子", "工作服每年两套")


def test_a_word_merely_ending_in_zi_is_not_named_by_a_compound_ending_in_its_first_character() -> None:
    assert not named("点子", "团建集合地点另行通知")
    assert not named("份子", "员工持股份额按职级分配")
    assert not named("面子", "下班前保持桌面整洁")
    assert named("箱子", "工具箱由班组长保管")  # an everyday thing still is


# a deposit table keyed by post, with no row for a post the company also has
_DEPOSITS = ["工装押金标准：| 岗位 | 押金（元） | | 收银员 | 200 | | 理货员 | 150 | | 仓管员 | 150 |"]


def test_a_value_asked_for_a_class_the_evidence_never_names_is_refused() -> None:
    """A driver's deposit is not the cashier's: the table sets no value for a post it never names."""
    assert "司机" in unnamed_qualifier("司机的工装押金多少钱", _DEPOSITS)
    assert unnamed_qualifier("理货员的工装押金多少钱", _DEPOSITS) == ""


def test_a_class_named_in_part_or_a_question_without_a_value_is_not_refused() -> None:
    """The class must be a noun phrase the question opens on, a value must be asked, and every word of the class
    the evidence holds is enough (夜班 and 仓管员 both stand in it, the phrase whole need not)."""
    assert unnamed_qualifier("司机的工装要怎么领", _DEPOSITS) == ""  # no value asked
    assert unnamed_qualifier("我的工装押金多少钱", _DEPOSITS) == ""  # a pronoun, no class
    assert unnamed_qualifier("深圳的工装押金多少钱", _DEPOSITS) == ""  # a place: the place check reads it
    evidence = [*_DEPOSITS, "夜班人员另发工装一套。"]
    assert unnamed_qualifier("夜班仓管员的工装押金多少钱", evidence) == ""


def test_a_class_under_a_row_for_the_unlisted_or_named_by_its_parts_is_not_refused() -> None:
    """A table that sends every unlisted ward to one row covers a ward it does not name; "夜班组组长" is the 组长 of
    the 夜班组 a roster names, however the segmenter splits it."""
    wards = ["| 科室 | 类别 | | 急诊科 | 一类 | | 儿科 | 二类 | 未列明的临床科室按三类执行。"]
    assert unnamed_qualifier("皮肤科的护士津贴多少", wards) == ""
    roster = ["| 班组 | 组长 | 分机 | | 夜班组 | 王五 | 8101 |"]
    assert unnamed_qualifier("夜班组组长的分机号多少", roster) == ""


def test_a_class_the_evidence_writes_another_way_is_not_refused() -> None:
    """新人 is how an employee says 新入职员工: the rule names the class, in its own words."""
    assert unnamed_qualifier("新人的交通补贴多少", ["新入职员工交通补贴每月200元。"]) == ""
    assert unnamed_qualifier("厨师的交通补贴多少", ["新入职员工交通补贴每月200元。"])


def test_when_or_where_the_askers_situation_happens_is_no_topic_to_be_named() -> None:
    """ "送货的时候", "调岗以后", "在仓库" tell when or where the asker's situation happens, which a rule writes as its own
    condition; the rest of the question names the topic the rule must state. When that rest has no topic the evidence
    names, or the unnamed word is the thing asked about itself, the question is still refused."""
    rule = [
        "连续驾驶满4小时须停车休息不少于20分钟。",
        "厂区内吸烟的，每次罚款100元。",
        "岗位津贴自次月起按新岗位标准发放。",
    ]
    for question in ("送货的时候最多能连续驾驶几个小时", "调岗以后岗位津贴从哪个月开始变", "在仓库吸烟被发现罚多少"):
        assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule), question
    for question in ("送货的时候能报销过路费吗", "仓库钥匙什么时候发", "在仓库丢了东西谁赔"):
        assert unnamed_topic(question, key_words(question, BARE), BARE, rule, rule), question


def test_a_status_or_period_the_asker_is_in_is_no_scene() -> None:
    """After an act ("升职以后") 以后 tells a scene; after a status ("转正以后") or with a period after 在 ("在试用期")
    it names the class a rule sets its own value for, which the evidence must name."""
    rules = ["员工工资按岗位等级发放，每月10日发放工资。", "厂区内吸烟的，每次罚款100元。"]
    for question in ("转正以后工资多少", "在试用期吸烟被发现罚多少"):
        assert unnamed_topic(question, key_words(question, BARE), BARE, rules, rules), question
    raise_rule = ["员工晋升后，岗位补贴自次月起按新档位发放。"]
    question = "升职以后补贴从什么时候开始按新档位发"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, raise_rule, raise_rule)


def test_a_thing_asked_beside_a_named_one_after_the_scene_must_be_named_too() -> None:
    """Past "下雨的时候" the rest names 保安 (in the rule) and 雨衣补贴 (not): the rule for 保安 does not answer it."""
    rule = ["保安每月岗位津贴300元。"]
    question = "下雨的时候保安有雨衣补贴吗"
    assert unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)


def test_the_time_of_day_a_story_happens_at_is_no_topic() -> None:
    """ "中午吃坏了肚子" says when it happened to the asker; a rule writes its own hours, never the asker's."""
    question = "中午吃坏了肚子，还能上岗吗"
    assert main_topic(key_words(question, BARE), BARE, question) != "中午"


def test_a_modal_glued_to_the_verb_after_it_is_no_topic_of_the_asking_clause() -> None:
    """ "能算进" is how the asker asks (a modal and a verb the segmenter joined); the clause's topic is 考勤."""
    question = "替同事顶了半天岗位，能算进考勤里吗"
    rule = ["替岗时间不计入本人考勤。"]
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)


def test_a_term_opening_with_a_modal_character_is_still_a_term() -> None:
    """Only a modal before a verb is the asker's glue ("能拿", "要交"); 会员价, 可调休 and 该岗 name things."""
    from knowdesk.reasoning.unnamed import _glued

    assert _glued("能拿") and _glued("要交")
    for term in ("会员价", "可调休", "该岗"):
        assert not _glued(term), term


def test_an_event_told_as_having_happened_is_a_scene_not_the_class_a_value_is_set_for() -> None:
    """ "刚领证了" happened to the asker; the value asked (婚假) is the asking clause's. (A class of person told without
    了 before a value asked is still the class the value is set for: the situation test above.)"""
    rule = ["职工依法办理结婚登记的，享受婚假3天。", "病假期间工资按70%发放。"]
    question = "刚领证了，婚假一共多少天"
    assert not unnamed_topic(question, key_words(question, BARE), BARE, rule, rule)


def test_a_run_the_segmenter_glued_across_words_is_no_topic() -> None:
    """A question's "开样车" may be cut 开样 / 车: a run that crosses a word the evidence writes (样车) names nothing,
    and the question's next word decides; a made-up run crossing no such word stays the topic."""
    question = "员工开样车出了事故，自己赔多少"
    words = {"开样": 2.0, "事故": 2.0, "车出": 2.0}
    evidence = ["员工驾驶样车发生事故的，个人承担损失，最高不超过3000元。"]
    assert unnamed_topic(question, words, BARE, evidence, evidence) == ""
    assert unnamed_topic(question, words, BARE, ["员工餐每人每天20元。"], ["员工餐每人每天20元。"]) != ""
    other = ["员工发生事故的，个人承担损失，最高不超过3000元。"]  # no 样车: 开样 may be what is asked
    assert "开样" in unnamed_topic(question, words, BARE, other, other)


def test_the_bound_an_english_question_asks_for_is_no_topic() -> None:
    """The maximum asked for (a Chinese 最多 carried into English) says how much is asked; the client decides."""
    question = "how much gift client maximum?"
    assert main_topic(key_words(question, BARE), BARE, question) == "client"


def test_only_a_word_naming_a_thing_can_be_a_questions_topic() -> None:
    assert topical("病假") and topical("报销标准")
    for frame in ("假要", "发不发", "多少钱", "同事", "半个"):  # glued to a modal, asking, everyday, a count
        assert not topical(frame), frame


def test_a_noun_with_the_suffix_zi_ending_a_phrase_is_named_by_its_root() -> None:
    """ "没戴帽子" on a rule fining 未戴工作帽: the phrase's noun is written by its root, a word or two inside it."""
    assert named("戴帽子", "一般违规：未戴工作帽或口罩、操作台面不洁")
    assert not named("戴帽子", "一般违规：未戴口罩、操作台面不洁")


def test_a_run_the_segmenter_cuts_across_the_negation_wei_is_no_topic() -> None:
    """ "调休假没用完" is read 调休假未用完 and cut 调休 / 假未用 / 完: the made-up run holds the negation of the verb after
    it, so the topic is the thing asked about (加班费); a word of the dictionary holding 未 (未成年) stays one."""
    question = "调休假未用完能折成加班费吗？"
    assert not topical("假未用")
    assert main_topic(key_words(question, BARE), BARE, question) == "加班费"
    assert topical("未成年")


def test_a_word_is_named_with_one_character_written_by_its_synonym() -> None:
    """剩下 / 余下, 讲课 / 授课, 卖车 / 售车: general Chinese writes one morpheme for the other in any compound; a word
    sharing no such character (讲座) does not name it."""
    assert named("剩下", "当年余下的年休假可顺延至次年3月底")
    assert named("讲课", "确需在外兼职的（如高校授课），须事先取得书面批准")
    assert named("卖车", "售车提成按车型计算")
    assert not named("讲课", "每月组织一次安全讲座")
    assert not named("改进", "要更进一步加强管理") and not named("授课", "确需讲课的")  # no 改/更; one way only


def test_an_english_abbreviation_in_a_chinese_question_is_named_by_its_chinese() -> None:
    question = "WFH一周最多几天"
    evidence = ["经直属经理批准，员工每周可远程办公不超过2天"]
    assert unnamed_topic(question, key_words(question, BARE), BARE, evidence, evidence) == ""


def test_everyday_phrasing_is_no_topic_the_evidence_must_name() -> None:
    # "自个儿", "往上爬": how the asker tells it, when the question's other words name what a rule writes
    for question, rule in (
        ("员工能自个儿进行登高作业吗", "未取得登高证的员工不得单独进行登高作业。"),
        ("员工往上爬一级要通过考核吗", "员工晋升一级须通过年度考核。"),
    ):
        assert not unnamed_topic(question, key_words(question, BARE), BARE, [rule], [rule]), question
    # a thing or an act of the trade the evidence never names still refuses
    rota = ["门店每周轮休1天，由部门经理排班。"]
    question = "公司每年组织员工体检吗"
    assert "体检" in unnamed_topic(question, key_words(question, BARE), BARE, rota, rota)


def test_an_idiom_or_set_phrase_is_a_topic_the_evidence_must_name() -> None:
    # jieba tags 无偿献血 and 打架斗殴 as idioms, 吃回扣 as a set phrase: each is the very topic asked
    leave = ["员工病假须提供医院证明，每年带薪病假5天。婚假3天，产假按国家规定执行。"]
    for question in ("去无偿献血的话能休几天", "打架斗殴的员工扣几分", "采购员吃回扣要赔钱吗"):
        assert unnamed_topic(question, key_words(question, BARE), BARE, leave, leave), question
    # a verb phrase of the asker's (叫外卖) is no topic only when the rest names one the evidence writes
    menu = ["员工在岗期间不得使用手机。"]
    question = "上夜班能叫外卖送到宿舍吗"
    assert unnamed_topic(question, key_words(question, BARE), BARE, menu, menu)


def test_the_asker_s_telling_refuses_nothing_only_when_the_thing_asked_is_named_in_its_words() -> None:
    question, texts = "没证的新人能自个儿去弄带电的活吗", ["三、电工作业 无证人员不得从事带电作业。"]
    words = {"自个儿": 1.0, "新人": 0.5}
    assert unnamed_topic(question, words, Glossary.load(None), texts, texts, Asked("带电", named_whole=True)) == ""
    assert unnamed_topic(question, words, Glossary.load(None), texts, texts, Asked("带电", named_whole=False))
