"""Which sentence of the evidence the local answer concludes from, when several share the question's words."""

from __future__ import annotations

from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.beside import frame_words, value_beside
from knowdesk.reasoning.conclude import conclusion_of
from knowdesk.reasoning.evidence import sentence_units
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_answer import LocalChecker, key_words
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import GLOSSARY, passage

G = Glossary.load(GLOSSARY)


def test_a_short_line_that_closes_the_body_is_a_sentence_not_a_heading() -> None:
    body = "一、安全须知\n5、下班前检查门窗、电源是否关闭。\n6、急救电话：120."
    units = sentence_units(body, semicolons=False)
    assert [u.text for u in units] == ["5、下班前检查门窗、电源是否关闭。", "6、急救电话：120."]
    assert units[0].heading == "一、安全须知" and body[units[1].start :].startswith("6、急救")
    gen = LocalGenerator(G, max_sentences=4)
    out = gen.generate("急救电话是多少？", [passage(body, document="行政手册", section="安全须知")])
    assert "120" in out.answer.splitlines()[0]


def test_a_word_the_sentence_says_counts_once_however_its_section_names_it_too() -> None:
    """The notice rule stands under a section named 劳动合同的解除, the signing rule under 入职; both name 劳动合同:
    the section does not lift the first over the sentence that holds more of the question's words."""
    gen = LocalGenerator(G, max_sentences=4)
    ending = passage(
        "1、员工有下列情形之一的，公司可以解除劳动合同，但须提前三十日以书面形式通知本人：",
        document="员工手册", section="第三节 劳动合同的解除与终止", fragment_id="hb-3",
    )  # fmt: skip
    hiring = passage(
        "4、员工进入公司一个月内须签订劳动合同，合同期限一般为三年。",
        document="员工手册", section="第一节 招聘与录用", fragment_id="hb-1",
    )  # fmt: skip
    first = gen.generate("来公司以后多久之内要签劳动合同？", [ending, hiring]).answer.splitlines()[0]
    assert "一个月内须签订" in first


def test_the_value_beside_the_words_that_frame_the_question_answers_it() -> None:
    q = "在公司连续服务满多少年可以申请长期服务奖？"
    words = key_words(q, G)
    assert frame_words(q, words) == [("服务", True), ("长期", False)]  # the nearest on either side of 多少年
    ask = ask_of(q)
    assert value_beside("员工在本公司连续服务满五年的，可以申请长期服务奖。", ask, [("服务", True)])
    assert not value_beside("长期服务奖的评审由人力资源部组织，结果于次年3月公示。", ask, [("服务", True)])
    gen = LocalGenerator(G, max_sentences=4)
    award = passage(
        "第十条 员工入职满一年后，由部门推荐参加长期服务奖评选。\n（一）在本公司连续服务满五年；",
        document="员工激励办法", section="第三章 奖励",
    )  # fmt: skip
    assert "满五年" in gen.generate(q, [award]).answer.splitlines()[0]


def test_the_value_stands_on_the_side_of_the_frame_word_the_question_puts_it() -> None:
    """ "工资里扣多少" asks for a value after 工资 ("当月工资的20%"), not one before it ("二倍的工资")."""
    q = "每月最多能从奖金里扣多少？"
    frame = frame_words(q, key_words(q, G))
    assert frame == [("奖金", True)]  # 多少 is asked, 最多 only bounds it
    ask = ask_of(q)
    assert value_beside("每月扣除的部分不得超过当月奖金的30%。", ask, frame)
    assert not value_beside("逾期未改正的，按日加发百分之五十的奖金。", ask, frame)
    station = ask_of("车站现在用的是第几代站房？")
    assert value_beside("车站目前使用的是第2代站房。", station, [("站房", False)])
    # a value of another clause is not beside the word: the area is not which station building it is
    assert not value_beside("总建筑面积近5.6万平方米，包括站房、站台雨棚。", station, [("站房", False)])


def test_a_procedure_goes_on_past_its_first_step() -> None:
    sentence = "原则上不安排调休，确需调休的，应当在OA系统填写《调休申请表》，经部门经理和分管副总签字后报人事部备案。"
    c = conclusion_of(sentence, ask_of("调休要办什么手续？"), key_words("调休要办什么手续", G))
    assert "填写《调休申请表》" in c and "分管副总签字" in c


def test_a_list_that_leads_into_another_keeps_to_its_own_items() -> None:
    """ "1、…：" is an item of the outer list that leads into ①②③; "2、…：" is the next outer item, not a fourth."""
    gen = LocalGenerator(G, max_sentences=4)
    body = (
        "1、员工有下列情形之一的，公司可以解除劳动合同，但应提前三十日书面通知：\n①患病医疗期满后不能从事原工作的；\n"
        "②不能胜任工作，经培训仍不能胜任的；\n③客观情况发生重大变化，协商不成的；\n"
        "2、员工有下列情形之一的，公司可以随时解除劳动合同：\n①试用期内不符合录用条件的；\n②严重违反规章制度的。"
    )  # fmt: skip
    q = "什么情况下公司解除劳动合同要提前三十天通知？"
    assert ask_of(q).kind == "list"
    first = gen.generate(q, [passage(body, document="员工手册", section="劳动合同的解除")]).answer.splitlines()[0]
    assert "②不能胜任工作" in first and "③客观情况" in first
    assert "试用期内" not in first and "随时解除" not in first


def test_a_full_width_figure_stated_half_width_is_grounded() -> None:
    body = "第十六条 因劳动者本人原因给用人单位造成经济损失的，可从其工资中扣除，但每月扣除的部分不得超过当月工资的２０％。"
    rule = passage(body, document="工资支付规定")
    out = LocalGenerator(G, max_sentences=4).generate("每月最多能扣工资的多少？", [rule])
    first = out.answer.splitlines()[0]
    assert first.startswith("结论：") and "20%" in first
    assert LocalChecker(0.6).check(out.answer, [rule]).grounded


def test_a_question_asking_which_month_is_answered_by_the_months() -> None:
    ask = ask_of("一年中调薪是几月份？")
    assert ask.kind == "date" and ask.fit("每年调薪一次，于3月和9月进行。") == 1.0
    assert ask.fit("调薪自审批通过的次月1日起生效。") == 0.5 and ask.fit("试用期满3个月可申请调薪。") == 0.0
    gen = LocalGenerator(G, max_sentences=4)
    rules = passage(
        "第八条 调薪自审批通过的次月1日起生效，调薪幅度一般为5%至10%。\n第七条 公司每年开放两次调薪窗口：3月和9月。",
        document="薪酬管理办法", section="第三章 调薪",
    )  # fmt: skip
    assert "3月和9月" in gen.generate("一年中调薪是几月份？", [rules]).answer.splitlines()[0]


def test_a_short_line_above_that_states_the_value_is_the_conclusion() -> None:
    """On a slide the months stand on a line of their own above the steps they introduce."""
    slide = passage(
        "年度评优流程\n每年评选一次：12月\n① 部门推荐候选人② 人力资源部审核③ 评审小组投票④ 结果公示3个工作日⑤ 奖金于次月10日发放",
        document="评优宣讲", section="评优流程",
    )  # fmt: skip
    first = LocalGenerator(G, max_sentences=4).generate("评优在几月份进行？", [slide]).answer.splitlines()[0]
    assert "12月" in first


def test_a_faq_yes_alone_carries_the_sentence_after_it() -> None:
    faq = "问：入职满一年有没有体检？\n答：有。公司每年安排一次免费体检，费用上限800元。\n问：体检在哪里做？\n答：在指定医院。"
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate(
        "入职满一年有啥体检福利", [passage(faq, "员工常见问题", section="福利")]
    )
    first = gen.answer.splitlines()[0]
    assert "800元" in first and first.removeprefix("结论：").startswith("有")


def test_a_faq_question_introduces_its_answer() -> None:
    faq = (
        "## 三、入职与离职\n\n**问：合同工辞职要提前多久说？**\n\n"
        "答：试用期内提前3天、转正后提前30天书面提出；担任门店店长等管理职务的，须提前60天提出。\n\n"
        "**问：排班表什么时候出？**\n\n答：每月25日前由店长公布下月排班，换班须提前1天报店长批准。"
    )
    units = sentence_units(faq, semicolons=False)
    assert [u.heading for u in units if "60天" in u.text] == ["合同工辞职要提前多久说？"]
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate(
        "店长辞职得提前几天", [passage(faq, "员工常见问题", section="入职与离职")]
    )
    assert "60天" in gen.answer.splitlines()[0]


def test_a_step_is_read_from_its_first_clause() -> None:
    question = "入职登记的流程怎么走？"
    step = "一、新员工进入公司人事系统首页，选择“入职登记”，填写个人信息、学历、紧急联系人和银行卡号，上传身份证、学历证书及上家单位离职证明的扫描件。"
    said = conclusion_of(step, ask_of(question), key_words(question, Glossary.load(None)))
    assert said.startswith("新员工进入公司人事系统首页")


def test_of_parallel_clauses_the_one_whose_subject_the_question_names_concludes() -> None:
    rule = ("第八条　证书要求：申请初级岗位的，提交1份技能证书，证书须在有效期内并经所在部门负责人签字确认；申请高级"
            "岗位的，提交2份技能证书，其中至少1份为省级以上行业主管部门或者经其认可的评价机构颁发；申请专家岗位的，"
            "提交3份技能证书，其中至少2份为国家级行业主管部门颁发的证书。")  # fmt: skip
    question = "申请高级要交几份证书"
    said = conclusion_of(rule, ask_of(question), key_words(question, Glossary.load(None)))
    assert said.startswith("申请高级岗位的，提交2份技能证书"), said


def test_the_documents_issuance_line_is_no_deadline() -> None:
    """ "印发…起施行" dates the document; asked when a claim is due, the rule's own date answers."""
    doc = "沪科大科研经费报销细则"
    ps = [
        passage("沪科大科研经费报销细则\n沪科财〔2023〕5号　财务处　2023年2月20日印发　2023年3月1日起施行", doc,
                fragment_id="i-0", section=doc),
        passage("四、报销时限\n（一）经费支出应当在发生之日起3个月内报销；每年12月10日以后发生的支出，可以在次年1月20日前报销。",
                doc, fragment_id="i-1", section="四、报销时限"),
    ]  # fmt: skip
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate("12月20号买的材料，最晚什么时候报销", ps)
    assert "1月20日" in gen.answer.splitlines()[0]
    asked = LocalGenerator(Glossary.load(None), max_sentences=3).generate("这个报销细则从哪天起施行", ps)
    assert "3月1日" in asked.answer.splitlines()[0]


def test_an_issuance_line_is_told_from_a_rule_with_a_date() -> None:
    from knowdesk.reasoning.furniture import asks_about_issuance, is_issuance_line

    assert is_issuance_line("沪科财〔2023〕5号　财务处　2023年2月20日印发　2023年3月1日起施行")
    assert is_issuance_line("（2024年3月12日院长办公会审议通过　医务处发布　自2024年4月1日起施行）")
    assert not is_issuance_line("每年12月10日以后发生的支出，可以在次年1月20日前报销。")
    assert not is_issuance_line("本细则自2024年4月1日起施行。")  # the closing article answers 何时施行 as a rule
    assert is_issuance_line("（行政部制定　自2025年3月1日起施行）")
    assert not is_issuance_line("考核标准由人力资源部制定，经总经理批准后发布执行。")  # who sets it: a rule
    assert asks_about_issuance("这个细则从哪天起施行") and not asks_about_issuance("最晚什么时候报销")


def test_an_english_numbered_heading_introduces_its_rules_and_is_never_one() -> None:
    body = (
        "Section 4 Reporting a Lost Device\n"
        "4.1 A lost laptop must be reported to the service desk within 2 hours.\n"
        "4.2 Password rules\n"
        "Passwords must be at least 12 characters long."
    )
    units = sentence_units(body)
    assert [u.text for u in units] == [
        "4.1 A lost laptop must be reported to the service desk within 2 hours.",
        "Passwords must be at least 12 characters long.",
    ]
    assert units[0].heading == "Section 4 Reporting a Lost Device" and units[1].heading == "4.2 Password rules"


def test_a_bullet_glyph_is_dropped_but_a_star_rating_is_kept() -> None:
    texts = [u.text for u in sentence_units("■ 服务之星：每月评选1次。\n★★★★及以上酒店不予报销。\n√ 带好工牌。")]
    assert texts == ["服务之星：每月评选1次。", "★★★★及以上酒店不予报销。", "带好工牌。"]


def test_a_length_of_time_opening_a_clause_dates_nothing() -> None:
    from knowdesk.reasoning.answerable import opens_with_date

    assert opens_with_date("3月10日，公司召开大会") and not opens_with_date("3月内不得调岗")


def test_a_numbered_english_rule_without_its_full_stop_is_a_rule_not_a_heading() -> None:
    units = sentence_units("Section 2 Screens\n2.1 Visitors must wear a badge\n")
    assert [u.text for u in units] == ["2.1 Visitors must wear a badge"]
    assert units[0].heading == "Section 2 Screens"


def test_a_list_question_concludes_the_sentence_listing_kinds_of_what_it_asks_for() -> None:
    """Both sentences name 保险; one lists kinds of it, the other names one among other benefits."""
    gen = LocalGenerator(G, max_sentences=4)
    body = (
        "第九条 公司为员工提供以下福利：补充商业医疗保险、年度体检1次、节日礼品。\n"
        "第十条 公司自员工入职当月起为其缴纳养老保险、医疗保险、失业保险、工伤保险和生育保险。"
    )
    out = gen.generate("公司给员工交哪些保险？", [passage(body, document="福利制度", section="第三章 福利")])
    assert "养老保险、医疗保险、失业保险" in out.answer.splitlines()[0]


def test_a_title_slide_repeating_the_document_name_does_not_answer_a_list_question() -> None:
    """The title slide's heading is the document's name: it covers the question's words but says nothing."""
    gen = LocalGenerator(G, max_sentences=4)
    title = passage("保密红线培训（2026）\n全员必修 · 入职30天内完成", document="保密红线培训（2026）",
                    section="保密红线培训（2026）", fragment_id="s-1")  # fmt: skip
    lines = passage("三条红线\n- 把客户资料拷贝到个人电脑\n- 用私人邮箱发送合同\n- 在外网讨论未公开项目",
                    document="保密红线培训（2026）", section="三条红线", fragment_id="s-2")  # fmt: skip
    first = gen.generate("保密红线有哪些", [title, lines]).answer.splitlines()[0]
    assert "个人电脑" in first and "私人邮箱" in first


def test_a_steps_question_concludes_the_procedure_of_what_it_names_not_the_conditions() -> None:
    gen = LocalGenerator(G, max_sentences=4)
    body = (
        "第十条 员工申请调岗须同时满足以下条件：\n（一）在现岗位工作满1年；\n（二）最近一次考核为B及以上。\n"
        "第十一条 调岗流程为：员工提交《调岗申请表》→ 现部门负责人同意 → 人力资源部审批。"
    )
    first = gen.generate("想调岗的话怎么申请？", [passage(body, document="调岗管理办法", section="第三章")])
    assert "调岗申请表" in first.answer.splitlines()[0]


def test_a_lead_in_to_another_procedure_is_not_the_asked_one() -> None:
    """ "申诉流程" asks how to appeal: the procedure for imposing the fine is not it, though it leads into steps."""
    gen = LocalGenerator(G, max_sentences=4)
    body = (
        "第二十条 违纪罚款按下列程序办理：\n（一）主管开具罚款通知单；\n（二）当事人签字确认；\n（三）财务扣款。\n"
        "第二十一条 当事人对罚款有异议的，可以自收到通知单之日起3个工作日内向人力资源部提出书面申诉。"
    )
    first = gen.generate("对罚款不服，申诉流程是什么？", [passage(body, document="奖惩办法", section="第五章")])
    assert "3个工作日内" in first.answer.splitlines()[0]


def test_a_title_with_spaces_is_taken_out_of_a_heading_whole() -> None:
    from knowdesk.reasoning.evidence import Unit
    from knowdesk.reasoning.local_generate import _without_title

    deck = "Security Red Lines (2026)"
    assert _without_title(Unit("Security Red Lines (2026) Information Security", "Mandatory for all", 0), deck) == (
        "Information Security Mandatory for all"
    )
    assert _without_title(Unit("保密红线培训 Six red lines", "Never share passwords", 0), "保密红线培训（2026）") == (
        "Six red lines Never share passwords"
    )


def test_a_numbered_item_listing_the_asked_kinds_answers_alone_and_whole() -> None:
    """Item (三) defines 直接费用 and lists its kinds after its first clause: cut to a clause among its sibling items, the
    list asked for would be lost."""
    gen = LocalGenerator(G, max_sentences=4)
    body = (
        "第四条 本办法所称：\n"
        "（一）纵向项目，是指由各级政府部门、基金委等财政资金资助的科研项目；\n"
        "（二）横向项目，是指医院接受企业、社会组织等委托开展的技术开发、技术服务项目；\n"
        "（三）直接费用，是指在项目实施过程中发生的与之直接相关的费用，包括设备费、业务费、劳务费；\n"
        "（四）间接费用，是指医院在组织实施项目过程中发生的无法在直接费用中列支的相关费用。"
    )
    out = gen.generate(
        "科研项目的直接费用包括哪些", [passage(body, document="科研项目经费管理办法", section="第一章 总则")]
    )
    first = out.answer.splitlines()[0]
    assert "设备费、业务费、劳务费" in first and "纵向项目" not in first


def test_a_numbered_step_ruling_the_case_asked_answers_alone_and_whole() -> None:
    """The question names the case item 4 rules (急病): that item is the procedure asked, not the list cut short."""
    gen = LocalGenerator(G, max_sentences=4)
    body = (
        "（一）教职工请假按以下程序办理：\n"
        "1. 本人登录网上办事大厅，填写《教职工请假审批表》，上传诊断证明等证明材料；\n"
        "2. 按表1规定的权限逐级在线审批，审批通过前不得离岗；\n"
        "3. 因急病等特殊情况不能事先请假的，应当在当日通过电话或短信向系主任报告，并在返校后3个工作日内补办请假手续；\n"
        "4. 假满返校后1个工作日内，本人在办事大厅办理销假。"
    )
    first = gen.generate("急病没来得及请假怎么办", [passage(body, section="五、请假程序")]).answer.splitlines()[0]
    assert "电话或短信" in first and "3个工作日" in first and "销假" not in first


def test_a_list_of_ten_items_is_concluded_whole() -> None:
    """ "厨房十个严禁": the ninth and tenth are as much asked as the first."""
    gen = LocalGenerator(G, max_sentences=4)
    rules = "\n".join(f"{i}. 严禁{thing}。" for i, thing in enumerate(
        ["使用过期食材", "生熟混放", "在厨房内吸烟", "留长指甲", "穿工作服进卫生间", "用手抓取熟食", "带私人物品入加工区",
         "食材无标签存放", "在加工区内进食", "回收剩菜剩饭再次使用"], start=1))  # fmt: skip
    body = f"二、厨房十个严禁\n{rules}"
    first = gen.generate(
        "厨房里有哪些事是严禁做的", [passage(body, document="食品安全与卫生管理规定", section="二、厨房十个严禁")]
    )
    assert "剩菜剩饭" in first.answer.splitlines()[0] and "使用过期食材" in first.answer.splitlines()[0]
