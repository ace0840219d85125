"""The kind a question asks for and the sentence that states it: times over steps, dates that are not lengths,
how often, Chinese-numeral dates, a yes/no frame that is not the topic, a lead-in that states the value."""

from __future__ import annotations

import pytest

from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.conclude import conclusion_of
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_answer import key_words
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import GLOSSARY, passage

G = Glossary.load(GLOSSARY)


@pytest.mark.parametrize(
    ("question", "kind"),
    [("突发急病没法提前请假，回来以后多久之内要补手续？", "duration"), ("报销流程要找谁签字？", "who"),
     ("上班时间是几点到几点？", "date"), ("年度自评是哪几天？", "date"), ("工资至少多久发一次？", "frequency"), ("体检多长时间做一次？", "frequency"),
     ("How often is the appraisal held?", "frequency"), ("转正流程是怎样的？", "steps")],
)  # fmt: skip
def test_a_question_for_a_time_or_a_person_is_not_a_steps_question(question: str, kind: str) -> None:
    assert ask_of(question).kind == kind


def test_a_calendar_day_is_not_a_length_of_time() -> None:
    how_long, which_day = ask_of("新工资卡办下来要多久？"), ask_of("每个月几号发工资？")
    assert not how_long.stated_by("工资于每月10日发放上一个自然月的工资。")
    assert not how_long.stated_by("因工作原因未休完的，可顺延至次年3月31日前休完。")
    assert not how_long.stated_by("本办法自2024年起施行。")
    assert how_long.stated_by("新卡约在提交后 5个工作日 内送达") and how_long.stated_by("年休假每年5天")
    assert which_day.stated_by("工资于每月10日发放") and which_day.stated_by("须在当日上午10:00前告知直属上级")


def test_how_often_is_stated_by_a_frequency() -> None:
    often = ask_of("工资至少多久发一次？")
    assert often.stated_by("工资至少每月支付一次，实行周、日、小时工资制的可按周、日、小时支付工资。")
    assert not often.stated_by("用人单位必须书面记录支付劳动者工资的数额、时间，并保存两年以上备查。")
    drill = ask_of("消防演练多久搞一次？")
    assert drill.stated_by("各厂区每半年至少组织一次消防演练。")
    assert drill.stated_by("特种作业人员每2年复审一次。")


def test_chinese_numerals_state_a_value_but_numbering_does_not() -> None:
    assert ask_of("员工手册最近一次是什么时候修订的？").stated_by("本《员工手册》于二〇一四年四月二十四日第二次修订。")
    some_number = ask_of("个人所得税起征点是多少？")
    assert some_number.numeric
    assert not some_number.stated_by(
        "第八十九条 社会保险经办机构及其工作人员有下列行为之一的，由社会保险行政部门责令改正"
    )
    assert not some_number.stated_by("（一）用人单位代扣代缴的个人所得税；")


def test_a_yes_no_frame_and_a_quantifier_are_not_topic_words() -> None:
    assert set(key_words("上班能不能穿凉鞋啊？", G)) == {"上班", "穿", "凉鞋"}
    assert "每个" not in key_words("每个月几号发工资？", G)
    assert "咋办" not in key_words("上班忘了打卡咋办？", G)
    assert set(key_words("工伤由谁来认定哈？", G)) == {"工伤", "认定"}  # 由谁来 asks, 哈 closes


def test_a_clock_time_does_not_end_a_clause() -> None:
    sentence = (
        "因突发疾病等紧急情况无法事先申请的，须在当日上午10:00前以电话或企业微信告知直属上级，"
        "并于返岗后2个工作日内在OA系统补办手续，逾期未补办的按旷工处理。"
    )
    question = "紧急情况请假，最晚几点前要告诉领导？"
    assert "10:00前" in conclusion_of(sentence, ask_of(question), key_words(question, G))


def test_the_sentence_stating_the_asked_value_is_concluded() -> None:
    gen = LocalGenerator(G, max_sentences=4)
    pay = passage("（三）餐补：每个出勤日25元，随当月工资发放；\n（四）工资于每月10日发放上一个自然月的工资。",
                  document="薪酬福利管理制度V1.2", section="二、工资构成")  # fmt: skip
    # "当月" only places the day against another event: the sentence naming the day answers "几号"
    assert "10日" in gen.generate("每个月几号发工资？", [pay]).answer.splitlines()[0]
    notes = passage("4、员工离职时，须将本手册交回人力资源部，否则将罚款 50 元。\n"
                    "5、本《员工手册》于二〇一四年四月二十四日第二次修订。", document="易速鲜花员工手册",
                    section="第七章 附 则")  # fmt: skip
    rules = passage("11 由于行业特殊性，当月无故造成空岗半小时并累计达 3 次以上者；", document="易速鲜花员工手册",
                    section="第五章 奖惩制度", fragment_id="f2")  # fmt: skip
    first = gen.generate("员工手册最近一次是什么时候修订的？", [notes, rules]).answer.splitlines()[0]
    assert "二〇一四年四月二十四日" in first


def test_a_lead_in_that_states_the_value_is_its_own_conclusion() -> None:
    gen = LocalGenerator(G, max_sentences=4)
    body = ("1、员工出现下列情况之一的，本公司可以与其解除劳动合同，但须在解除合同前三十日以书面形式通知该员工：\n"
            "（1）员工患病或非因工负伤，医疗期满后，不能从事原工作、也不宜从事其他工作的；\n"
            "（2）员工不能胜任工作，经过培训或者调整工作岗位，仍不能胜任工作的；")  # fmt: skip
    p = passage(body, document="易速鲜花员工手册", section="第四节 劳动合同解除与终止")
    first = gen.generate("公司解除劳动合同要提前多久通知员工？", [p]).answer.splitlines()[0]
    assert "三十日" in first
    listed = gen.generate("公司在哪些情况下可以解除劳动合同？", [p]).answer.splitlines()[0]
    assert "不能胜任" in listed or "医疗期满" in listed


def test_a_house_number_is_not_a_date() -> None:
    which_day = ask_of("哪一年成立？")
    assert not which_day.stated_by("底特律圣公会三一堂是一所教堂，位于底特律马丁路德金大道1519号。")
    assert which_day.stated_by("该堂会成立于1878年。")


def test_a_sentence_speaks_of_the_subject_its_passage_introduces() -> None:
    gen = LocalGenerator(G, max_sentences=4)
    body = ("底特律圣公会三一堂（Trinity Episcopal Church）是一所教堂，位于底特律马丁路德金大道1519号。\n"
            "该堂会成立于1878年，未得到圣公会密歇根教区主教许可。\n"
            "1880年，该堂会建造了一个小教堂，1889年更名为圣公会三一堂。")  # fmt: skip
    p = passage(body, document="DEV_46", section="正文")
    assert "1878年" in gen.generate("底特律圣公会三一堂哪一年成立？", [p]).answer.splitlines()[0]
    # a rule's opening names no subject: the sentence that names the topic still wins
    rules = passage("第一条 为规范公司员工请假管理，保障员工依法享有的休息休假权利，制定本制度。\n"
                    "第七条 员工依法办理结婚登记的，享有婚假10天。\n第八条 男员工享有陪产假15天。")  # fmt: skip
    assert "10天" in gen.generate("婚假有几天？", [rules]).answer.splitlines()[0]


def test_a_count_in_the_asked_measure_word_fits_better_than_another_count() -> None:
    photos = ask_of("入职要交几张照片？")
    assert photos.kind == "count" and photos.measure == "张"
    assert photos.fit("| 5 | 一寸免冠彩色照片 | 4张 | 白底 |") == 1.0
    assert photos.fit("| 4 | 入职体检报告 | 原件1份 | 报到前1个月内出具 |") == 0.5
    assert ask_of("劳保手套一个月发几副？").kind == "count" and ask_of("门禁卡最多办几个").measure == "个"


def test_a_value_asked_by_its_noun_and_not_one_the_question_gives() -> None:
    """A question closing on the noun of a quantity ("交付量", "死亡人数") or of a time ("上映时间") asks for
    one; a year the question names is not the value asked for, nor is an ordinal (第二季度)."""
    deliveries = ask_of("2022年特斯拉交付量")
    assert deliveries.wants_value
    assert not deliveries.stated_by("特斯拉2022年第二季度交付量的下滑致使交付压力增大。")
    assert deliveries.stated_by("2022年，特斯拉全球总交付量131万辆。")
    assert not ask_of("2021年香港GDP增长了多少？").stated_by("马来西亚从1997年到2021年增长较快。")
    assert ask_of("《我们的冬奥》的上映时间？").kind == "date"
    assert ask_of("哺乳期每天有多少哺乳时间？").kind != "date"


def test_a_bare_how_many_of_a_thing_needs_a_number_of_that_thing() -> None:
    """ "公司有多少员工" is not answered by 员工 and a number of days in one sentence; a value noun (工资) is
    stated as often by a rate, and "哪几部分" asks which, not how many."""
    staff = ask_of("公司有多少员工？")
    assert not staff.stated_by("按国家规定，员工每年享受 11 天的法定假日。")
    assert staff.stated_by("公司现有员工300余人。") and staff.stated_by("共有120名员工。")
    assert ask_of("入职要交几张照片？").stated_by("一寸免冠彩色照片4张")
    assert ask_of("晋升一般涨多少工资？").stated_by("晋升调薪幅度一般为8%–15%。")
    assert ask_of("员工薪金由哪几部分组成？").counted == ""


def test_how_much_of_a_bonus_or_allowance_asks_for_money_not_a_count() -> None:
    """ "能拿多少工龄奖" closes on 奖 as "涨多少工资" on 资: the amount is stated however the rule names the bonus
    (工龄纪念奖), not as a number standing beside the question's own word."""
    bonus = ask_of("入职满3年能拿多少工龄奖？")
    assert bonus.counted == "" and bonus.wants_value
    assert bonus.stated_by("员工入职满2年、4年时，分别发放工龄纪念奖500元、2000元。")
    assert ask_of("夜班一个月能领多少夜班津贴？").counted == ""
    assert ask_of("公司有多少员工？").counted == "员工"


def test_a_duration_in_the_unit_asked_for_fits_best_and_is_concluded() -> None:
    days, months = ask_of("发生工伤后单位要在多少天内申请？"), ask_of("试用期最多能约定几个月？")
    assert (days.unit, months.unit, ask_of("多久之内要补手续？").unit) == ("day", "month", "")
    assert days.fit("应当自事故伤害发生之日起三十日内提出申请") == 1.0
    assert days.fit("可以在事故伤害发生之日起1年内提出申请") == 0.5  # a length, but not in days
    assert months.fit("试用期不得超过六个月") == 1.0 and months.fit("试用期不得超过15天") == 0.5
    sentence = (
        "职工发生事故伤害的，所在单位应当自事故伤害发生之日起30日内提出工伤认定申请；用人单位未按前款规定提出的，"
        "工伤职工或者其近亲属可以在事故伤害发生之日起1年内直接提出工伤认定申请。"
    )
    first = conclusion_of(sentence, days, key_words("发生工伤后单位要在多少天内申请？", G))
    assert "30日内" in first and "1年" not in first


@pytest.mark.parametrize(
    "question",
    ["员工工资由哪几部分构成？", "网站项目分哪几个阶段？", "请假办法里的假期都有哪几种？", "公司的无线网络有哪几个"],
)
def test_which_ones_asks_for_the_things_not_a_number(question: str) -> None:
    ask = ask_of(question)
    assert ask.kind == "list" and not ask.wants_value


def test_which_months_asks_for_dates() -> None:
    assert ask_of("晋升评审一年在哪几个月进行？").kind == "date"


def test_the_sentence_naming_the_parts_concludes_a_which_ones_question() -> None:
    body = (
        "第四条 员工工资由基本工资、岗位工资、绩效工资、工龄工资、津贴补贴和加班工资构成。\n"
        "第六条 员工在本公司连续工作每满1年，每月增加工龄工资30元，工龄工资最高不超过300元。"
    )
    p = passage(body, document="薪酬管理办法", section="第二章 工资构成")
    first = LocalGenerator(G, 4).generate("员工工资由哪几部分构成？", [p]).answer.splitlines()[0]
    assert "基本工资、岗位工资" in first and "30元" not in first


def test_an_faq_question_line_is_answered_by_the_line_after_it() -> None:
    body = (
        "常见问题\n问：试用期员工能申报晋升吗？答：不能，转正后方可申报，任职年限从转正之日起计算。\n"
        "问：病假、产假期间的年限算不算？答：计入任职年限，但当年没有绩效结果的年度不计入绩效要求的考察年度。"
    )
    p = passage(body, document="职级体系与晋升管理宣讲", section="常见问题")
    answer = LocalGenerator(G, 4).generate("试用期员工可以申报晋升吗", [p]).answer
    first = answer.splitlines()[0]
    assert first.startswith("结论：不能，转正后方可申报") and "？" not in first
    assert answer.count("转正后方可申报") == 1


def test_a_document_number_is_no_date() -> None:
    """ "（人社发〔2022〕3号）同时废止" names a document, not the 3rd of a month."""
    when = ask_of("新办法什么时候开始施行？")
    assert not when.stated_by("《考勤暂行规定》（人社发〔2022〕3号）同时废止。")
    assert when.stated_by("本办法自2025年3月1日起施行。")
    assert when.stated_by("工资于每月5号发放。")


def test_every_so_many_days_once_states_a_frequency() -> None:
    """ "每60天必须更换一次" answers "多久换一次" as "每月一次" does; "每月10日发放" is a date, not how often."""
    often = ask_of("门禁卡密码多久必须换一次？")
    assert often.kind == "frequency"
    assert often.stated_by("门禁卡密码每60天必须更换一次。") and often.stated_by("每月盘点一次。")
    assert not often.stated_by("工资于每月10日发放。")


@pytest.mark.parametrize(
    ("question", "kind"),
    [("Do I get my unused holiday paid when I resign?", "yes_no"), ("How many days off do I get when my father dies?",
     "duration"), ("How many photos do I bring when joining?", "count"), ("When is the payroll cut-off?", "date"),
     ("When will my claim be paid?", "date"), ("Expenses are paid when?", "date")],
)  # fmt: skip
def test_a_when_clause_names_the_case_and_only_a_when_question_asks_a_time(question: str, kind: str) -> None:
    assert ask_of(question).kind == kind


def test_an_english_relative_date_answers_when_weakly() -> None:
    """ "paid with the next monthly salary" says when, as 次月 does in Chinese: a weak fit, not none."""
    when = ask_of("When will my travel claim be paid?")
    assert when.kind == "date"
    assert when.fit("Approved claims are paid with the next monthly salary.") == 0.5
    assert when.fit("Claims are approved by the line manager.") == 0.0


@pytest.mark.parametrize(
    ("question", "kind"),
    [("博士后劳务费上限是多少？", "amount"), ("会议费标准多少？", "amount"), ("违规罚款多少？", "amount"),
     ("结余经费要在几年内用完？", "duration"), ("宿舍每月免费多少度电？", "general"), ("读几年级的孩子能报名？", "general")],
)  # fmt: skip
def test_a_fee_asked_by_its_limit_is_an_amount_and_a_number_of_years_a_length(question: str, kind: str) -> None:
    assert ask_of(question).kind == kind


def test_paid_with_a_salary_answers_when_weakly() -> None:
    """ "押金随最后一个月工资退还" says when the deposit comes back (on that pay day): a weak fit, as 次月 is."""
    when = ask_of("离职以后饭卡押金什么时候退？")
    assert when.kind == "date"
    assert when.fit("员工离职交回饭卡后，押金随当月工资一并退还。") == 0.5
    assert when.fit("员工离职时应交回饭卡，押金不计利息。") == 0.0


@pytest.mark.parametrize(
    ("question", "kind"),
    [("什么是间接费用？", "definition"), ("差旅费是指什么", "definition"), ("补偿金是什么意思", "definition"),
     ("什么是年假，有几天？", "duration"), ("住宿标准是什么", "amount")],
)  # fmt: skip
def test_a_question_asking_only_what_a_term_means_is_a_definition_whatever_the_term_ends_in(
    question: str, kind: str
) -> None:
    assert ask_of(question).kind == kind


def test_an_office_named_by_one_character_is_not_read_in_an_ordinary_word_and_an_office_that_approves_answers() -> None:
    who = ask_of("我想请3天事假，谁能批呀？")
    assert who.fit("全年累计事假不得超过30天，否则按离职处理。") == 0  # 处理 names no office
    assert who.fit("部分费用由个人承担。") == 0
    assert who.fit("部门经理可批准员工3天以内的假期。") == 1.0
    assert who.fit("报人事处备案。") == 0.5
    assert who.fit("每处扣2分，怎么办理见附件。") == 0  # 每处, 怎么办 name no office


def test_a_conclusion_does_not_open_with_the_punctuation_its_sentence_was_cut_after() -> None:
    """A sentence split after a bracket ("张华（1960年—），…。，2020年退休。") may start with a comma: the line does not."""
    question = "张华哪年退休？"
    line = conclusion_of("，2020年3月退休，返聘为顾问。", ask_of(question), key_words(question, G))
    assert line.startswith("2020年")


def test_a_bare_clause_is_no_conclusion_on_its_own() -> None:
    """ "2019年，" opening a long sentence, or "查出虚假报销" closing one, says nothing alone: the clause after the
    opening, or the one before the closing clause, comes with it."""
    why = ("2019年，公司为解决夜班员工凌晨下班后无公共交通可乘、只能步行或自行打车回家、路上存在较大安全隐患且多次被"
           "员工在每年一次的职工代表大会和季度座谈会上作为重点提案提出、由工会向公司管理层书面反映的问题，开通了夜班通勤班车。")  # fmt: skip
    q = "2019年为什么开通夜班班车？"
    assert "夜班员工" in conclusion_of(why, ask_of(q), key_words(q, G))
    how = ("财务部每月对各部门提交的差旅报销单据按不低于百分之二十的比例进行随机抽查，凡发票抬头、金额或日期与行程记录"
           "不一致且报销人在三个工作日内无法说明理由的，"
           "由财务部比对税务系统的发票查验记录，查出虚假报销。")  # fmt: skip
    q = "虚假报销是怎样查出的？"
    assert "发票查验记录" in conclusion_of(how, ask_of(q), key_words(q, G))


def test_an_english_question_opening_with_an_auxiliary_asks_yes_or_no() -> None:
    """ "Can I add my parking fee to a claim?" names a fee but asks whether it may be claimed."""
    assert ask_of("Can I add my parking fee to a claim?").kind == "yes_no"
    assert ask_of("Does the company pay the cost of my glasses?").kind == "yes_no"
    assert ask_of("What is the fee for a replacement badge?").kind == "amount"
    assert ask_of("Is there a limit, and how much is it?").kind == "amount"


def test_an_english_who_question_is_concluded_by_the_sentence_naming_the_role() -> None:
    """The sentence on the topic comes first; the one saying who approves it answers."""
    policy = passage(
        "Study leave: employees with 2 years of service may take up to 10 days of study leave a year. "
        "Requests go through the HR portal and are approved by the Head of Learning.",
        document="Learning Policy", section="4. Study leave",
    )  # fmt: skip
    first = LocalGenerator(Glossary.load(None), max_sentences=3).generate("Who approves study leave?", [policy])
    assert "Head of Learning" in first.answer.splitlines()[0]


def test_an_english_amount_may_write_its_currency_code_first() -> None:
    assert ask_of("How much is the gym subsidy?").stated_by("The gym subsidy is EUR 40 a month.")
    assert not ask_of("How much is the gym subsidy?").stated_by("The gym subsidy is paid monthly.")


def test_by_when_asks_a_date_though_have_to_follows_it() -> None:
    """ "By when do I have to…" asks the deadline; "When do I need…" asks in which case."""
    assert ask_of("By when do I have to hand in my timesheet?").kind == "date"
    assert ask_of("When do I need a manager's approval?").kind != "date"


def test_a_verb_asked_as_itself_or_not_asks_yes_or_no() -> None:
    """ "报不报销", "算不算工龄", a trailing 不 ("能带家属不"): the A-not-A forms of a yes/no question."""
    assert ask_of("病假期间算不算工龄").kind == "yes_no"
    assert ask_of("体检费公司报不报").kind == "yes_no"
    assert ask_of("年会能带家属不？").kind == "yes_no"
    assert ask_of("差不多要等几天").kind == "duration"  # 差不多 asks nothing of its own


def test_how_long_until_the_first_time_asks_a_length_not_how_often() -> None:
    assert ask_of("股票要等多久才第一次归属").kind == "duration"
    assert ask_of("多久体检一次").kind == "frequency"
