"""A steps or list question concludes with the items themselves — numbered as the document numbers them, each
kept whole up to a clause, bullets included — and the basis does not quote them again (issue 18)."""

from __future__ import annotations

from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator, _leads_into_the_asked
from tests.qa.conftest import GLOSSARY, passage

G = Glossary.load(GLOSSARY)


def test_a_steps_question_concludes_with_the_numbered_steps_not_their_lead_in() -> None:
    body = ("第四条 入住按下列程序办理：\n（一）员工在“明拓E家”提交住宿申请；\n（二）部门经理确认；\n"
            "（三）所在厂行政课在3个工作日内安排房间和床位；\n（四）员工缴纳押金200元，领取房门钥匙和宿舍门禁卡后入住。\n"
            "第三条 家庭住址距所在厂区15公里以上的员工，可以申请入住员工宿舍。")  # fmt: skip
    gen = LocalGenerator(G, max_sentences=3).generate("宿舍入住怎么办理？", [passage(body, "员工宿舍管理规定")])
    first = gen.answer.splitlines()[0]
    assert "（一）员工在“明拓E家”提交住宿申请" in first and "（四）员工缴纳押金200元" in first
    assert gen.answer.count("部门经理确认") == 1  # the steps are not quoted again below


def test_bulleted_steps_are_kept_whole_up_to_a_clause() -> None:
    body = ("### 3.1 办理方式\n\n公司工资统一通过招商银行借记卡发放。\n\n"
            "- 入职当天在人力资源部领取并填写《银行卡申请表》，连同身份证复印件一份交至财务部；\n"
            "- 财务部每周五统一到银行办理，新卡约在提交后5个工作日内送达；\n- 工资卡须为本人名下账户，不接受他人代收。")  # fmt: skip
    gen = LocalGenerator(G, max_sentences=3).generate("工资卡怎么办理？", [passage(body, "新员工入职指南")])
    first = gen.answer.splitlines()[0]
    assert ask_of("工资卡怎么办理？").kind == "steps"
    assert "填写《银行卡申请表》" in first and "财务部每周五统一到银行办理" in first


def test_a_list_question_concludes_with_the_items_its_lead_in_names() -> None:
    body = ("第五章 报销管理\n第二十条 参训人员应当在培训结束后10个工作日内办理报销手续；超过2个月未报销的，不再受理。\n"
            "报销时应当提供下列材料：\n（一）经审批的《培训申请表》；\n（二）培训机构开具的发票；\n（三）结业证书复印件。\n"
            "第二十一条 培训费报销单据由部门负责人审核后，按下列权限审批：报销金额3000元以下的，由人力资源部负责人审批；"
            "超过3000元的，由分管领导审批。")  # fmt: skip
    gen = LocalGenerator(G, max_sentences=3).generate("培训费报销要交哪些材料", [passage(body, "员工培训管理办法")])
    first = gen.answer.splitlines()[0]
    assert "《培训申请表》" in first and "培训机构开具的发票" in first and "结业证书复印件" in first


def test_a_lead_in_counts_for_a_list_question_when_it_names_the_kind_asked() -> None:
    assert _leads_into_the_asked("报销时应当提供下列材料：", "培训费报销要交哪些材料")
    assert _leads_into_the_asked("有下列情形之一的：", "哪些情形可以不扣分")
    assert not _leads_into_the_asked("按下列权限审批：", "培训费报销要交哪些材料")  # items of another kind


def test_short_bulleted_items_are_sentences_not_headings_of_the_next_line() -> None:
    from knowdesk.reasoning.evidence import sentence_units

    body = "- 报名条件：\n  - 司龄满2年\n  - 上年考评合格\n- 报名时间：每年3月\n1. 总则\n本办法适用于全体员工。"
    units = sentence_units(body)
    assert [u.text for u in units[:4]] == ["报名条件：", "司龄满2年", "上年考评合格", "报名时间：每年3月"]
    assert units[4].heading == "1. 总则"  # a numbered heading with no marked line beside it still heads its text


def test_a_nested_list_is_read_at_its_own_depth() -> None:
    body = ("## 外派\n- 外派窗口：每年1月\n- 申请条件：\n  - 在岗满1年\n  - 无违纪记录\n    - 违纪以书面处分为准\n"
            "  - 语言考试合格\n- 外派流程：\n  1. 员工在系统提交意向\n  2. 部门负责人同意\n  3. 人力资源部面谈\n"
            "- 外派补贴：每月2000元")  # fmt: skip
    gen = LocalGenerator(G, max_sentences=3)
    first = gen.generate("外派要满足哪些条件", [passage(body, "外派管理规定")]).answer.splitlines()[0]
    assert "在岗满1年" in first and "无违纪记录" in first and "语言考试合格" in first
    assert "外派窗口" not in first and "员工在系统提交意向" not in first
    steps = gen.generate("外派流程是怎样的", [passage(body, "外派管理规定")]).answer.splitlines()[0]
    assert "1. 员工在系统提交意向" in steps and "3. 人力资源部面谈" in steps
    assert "外派补贴" not in steps and "语言考试合格" not in steps


def test_a_steps_question_prefers_the_sentence_labelled_as_its_process() -> None:
    body = ("第一条 为规范弹性工时的申请和管理，制定本办法。\n第二条 转正员工可以申请弹性工时。\n"
            "第三条 申请流程：在OA「弹性工时申请」中提交，写明时段，直属经理审批后生效。")  # fmt: skip
    first = LocalGenerator(G, max_sentences=3).generate("怎么申请弹性工时", [passage(body, "弹性工时管理办法")])
    assert "「弹性工时申请」中提交" in first.answer.splitlines()[0]


def test_a_faq_yes_before_the_steps_is_read_with_them() -> None:
    body = "Q：可以调休吗？\nA：可以。\n须提前3天在考勤系统提交调休申请，由主管审批。\nQ：调休要扣工资吗？\nA：不扣。"
    first = LocalGenerator(G, max_sentences=3).generate("想调休的话咋操作", [passage(body, "考勤FAQ")])
    assert "考勤系统提交调休申请" in first.answer.splitlines()[0]


def test_a_procedure_written_as_sub_clauses_concludes_with_them_all() -> None:
    body = ("3.2 进入无尘车间的程序\n3.2.1 在缓冲间换上无尘鞋。\n3.2.2 穿无尘服，戴口罩和发帽。\n"
            "3.2.3 经风淋室吹淋15秒后进入车间。进入车间后不得再返回缓冲间。\n3.3 离开车间\n3.3.1 按进入的相反顺序脱衣。")  # fmt: skip
    first = LocalGenerator(G, max_sentences=3).generate("进无尘车间的步骤是什么", [passage(body, "无尘车间管理规程")])
    line = first.answer.splitlines()[0]
    assert "3.2.1 在缓冲间换上无尘鞋" in line and "3.2.3 经风淋室吹淋15秒后进入车间" in line
    assert "3.3.1" not in line  # another parent's clauses are another procedure


def test_sub_clauses_that_each_rule_a_case_are_not_one_procedure() -> None:
    body = ("5.3 异常上报\n5.3.1 设备冒烟的，立即断电并报告班长。\n5.3.2 产品批量不良的，停线并在1小时内报告品质主管。\n"
            "5.3.3 人员受伤的，拨打厂内急救电话。")  # fmt: skip
    first = LocalGenerator(G, max_sentences=3).generate("产品批量不良了咋办", [passage(body, "生产异常处理规程")])
    line = first.answer.splitlines()[0]
    assert "停线并在1小时内报告品质主管" in line and "设备冒烟" not in line


def test_colloquial_how_to_asks_steps() -> None:
    for question in ("想请年假咋操作", "报销单被退回了咋弄", "对考核结果不服怎么申诉"):
        assert ask_of(question).kind == "steps"
    assert ask_of("工资条丢了咋办").kind != "steps"  # what happens in a case, not a procedure


def test_a_sentence_pointing_to_the_table_below_lists_its_items() -> None:
    from knowdesk.reasoning.tables import siblings_from

    rule = passage("第九条 调岗前须完成岗位交接，填写《调岗交接单》。交接内容如下表。", "调岗管理办法",
                   fragment_id="move-00004")  # fmt: skip
    table = passage("| 交接内容 | 接收部门 |\n|---|---|\n| 在办工单 | 原部门 |\n| 门禁权限 | 行政部 |\n| 备用金 | 财务部 |",
                    "调岗管理办法", fragment_id="move-00005")  # fmt: skip
    gen = LocalGenerator(G, max_sentences=3, siblings=siblings_from([rule, table]))
    first = gen.generate("调岗前要交接哪些东西", [rule]).answer.splitlines()[0]
    assert "交接内容：在办工单、门禁权限、备用金" in first


def test_a_bullet_ruling_the_asked_case_answers_alone() -> None:
    body = ("三、门禁\n- 门禁卡仅限本人使用\n- 大楼开放时间为8:00至21:00；21:00以后留在大楼的，须提前在系统中提交延时门禁申请\n"
            "- 门禁卡遗失的，在服务台登记补办")  # fmt: skip
    first = LocalGenerator(G, max_sentences=3).generate(
        "晚上9点以后还要留在大楼，要怎么办", [passage(body, "员工手册")]
    )
    line = first.answer.splitlines()[0]
    assert "提交延时门禁申请" in line and "遗失" not in line


def test_an_item_is_placed_by_its_own_line_not_by_earlier_words_like_it() -> None:
    body = "外派人员须在岗满1年。\n- 申请条件：\n  - 在岗满1年\n  - 无违纪记录\n  - 语言考试合格"
    first = LocalGenerator(G, max_sentences=3).generate("外派要满足哪些条件", [passage(body, "外派管理规定")])
    line = first.answer.splitlines()[0]
    assert "在岗满1年" in line and "无违纪记录" in line and "语言考试合格" in line


def test_two_level_section_numbers_are_no_procedure() -> None:
    body = ("5.1 本办法适用于全体员工的国内差旅。\n5.2 报销时须在系统提交发票和行程单，由部门经理审批。\n"
            "5.3 违反本办法虚报费用的，按公司规定处理。\n5.4 本办法由财务部负责解释。")  # fmt: skip
    first = LocalGenerator(G, max_sentences=3).generate("差旅费报销的步骤是什么", [passage(body, "差旅管理办法")])
    line = first.answer.splitlines()[0]
    assert "财务部负责解释" not in line and "违反本办法" not in line  # the sections are not joined as steps


def test_a_label_names_a_process_only_with_its_topic() -> None:
    from knowdesk.reasoning.local_generate import _labels_the_asked

    assert _labels_the_asked("报销流程：在系统提交，财务审核后付款", "差旅费怎么报销", "steps")
    assert not _labels_the_asked("流程：另行通知", "年假怎么申请", "steps")
    assert not _labels_the_asked("办法：另行制定", "年假怎么申请", "steps")  # 办法 names a document's kind


def test_a_step_after_an_approval_stays_in_its_procedure() -> None:
    body = ("3.1 录用程序\n3.1.1 用人部门在系统提交录用申请。\n3.1.2 人力资源部审核薪资。\n"
            "3.1.3 审批通过的，由人力资源部发放录用通知。")  # fmt: skip
    first = LocalGenerator(G, max_sentences=3).generate("录用的步骤是什么", [passage(body, "招聘管理规程")])
    line = first.answer.splitlines()[0]
    assert "3.1.1 用人部门在系统提交录用申请" in line and "3.1.3 审批通过的" in line


def test_conditions_numbered_1_under_another_faq_question_are_not_the_steps_asked() -> None:
    # read23 review M3: a 1）-numbered list of conditions is no procedure (the 1）-reading was removed after review)
    body = ("Q：哪些人可以申请内部转岗？\nA：1）入职满两年；\n   2）上一年度绩效为A；\n   3）无违纪记录。\n"
            "Q：内部转岗如何办理？\nA：在HR系统发起转岗申请，由用人部门确认。")  # fmt: skip
    gen = LocalGenerator(G, max_sentences=3).generate("内部转岗的步骤有哪些", [passage(body, "人事问答")])
    first = gen.answer.splitlines()[0]
    assert "上一年度绩效为A" not in first and "无违纪记录" not in first


def test_a_numbered_list_is_not_joined_across_a_faq_question() -> None:
    # read23 review M1: the items of the next Q's answer are not steps of this Q's
    body = ("Q：出差住宿怎么报？\nA：1）行政专员在OA提交《住宿申请》；\nQ：住宿票据有期限吗？\nA：按入住日期：\n"
            "   1）30天内提交；\n   2）超期不予报销。")  # fmt: skip
    gen = LocalGenerator(G, max_sentences=3).generate("出差住宿报销流程是什么", [passage(body, "差旅问答")])
    assert "超期不予报销" not in gen.answer.splitlines()[0]
