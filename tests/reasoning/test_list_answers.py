"""List and steps questions answered by what the documents list: the members a class names after 指/分为 (not the
class's row of values), every column of things a table row gives (not the one sharing a word with the question), and
for "怎么申诉" the sentence naming 申诉 (not the items of another procedure beside it)."""

from __future__ import annotations

from knowdesk.reasoning.asked_acts import of_the_other_clause, steps_act
from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.defines import members_asked, names_members
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import passage

ALLOWANCES = (
    "| 岗位类别 | 早班津贴（元/班） | 夜班津贴（元/班） |\n|---|---|---|\n"
    "| 一线岗位 | 20 | 45 |\n| 辅助岗位 | 15 | 35 |\n"
    "注：一线岗位指拣货员、打包员、叉车司机；辅助岗位指保安、保洁员。"
)


def _first_line(question: str, passages: list) -> str:
    return LocalGenerator(Glossary.load(None), max_sentences=3).generate(question, passages).answer.splitlines()[0]


def test_the_class_whose_members_are_asked_is_read_off_the_question() -> None:
    assert members_asked("津贴表里的辅助岗位包括哪些人", "list") == "辅助岗位"
    assert members_asked("会员一共分哪几种", "list") == "会员"
    assert members_asked("辅助岗位都有哪些", "list") == ""  # 有哪些 asks what there is, not a class's members
    assert members_asked("哪些费用不能报销", "list") == ""


def test_only_a_list_or_count_question_asks_a_class_s_members() -> None:
    assert members_asked("出差补助分几类标准是多少", ask_of("出差补助分几类标准是多少").kind) == ""  # an amount
    assert members_asked("积分什么时候清零", "list") == ""  # 分 of 积分, then 什么时候
    assert members_asked("处分什么情况下会撤销", "list") == ""


def test_a_class_named_inside_a_longer_word_is_not_the_one_whose_members_are_listed() -> None:
    assert not names_members("岗位", "辅助岗位指保安、保洁员。")  # 岗位 inside 辅助岗位
    assert names_members("岗位", "本办法所称“岗位”指装卸岗、仓储岗、驾驶岗。")


def test_the_table_look_up_still_answers_an_amount_asked_of_a_class_split_into_kinds() -> None:
    table = (
        "| 补助类别 | 标准（元/天） |\n|---|---|\n| 一类 | 100 |\n| 二类 | 80 |\n"
        "注：出差补助分为一类、二类，一类指直辖市，二类指其他城市。"
    )
    line = _first_line("出差补助分几类，标准是多少", [passage(table, "差旅管理办法", section="补助标准")])
    assert "100" in line and "80" in line


def test_a_sentence_naming_the_members_after_the_class_names_them_and_a_row_keyed_by_it_does_not() -> None:
    assert names_members("辅助岗位", "注：一线岗位指拣货员、打包员、叉车司机；辅助岗位指保安、保洁员。")
    assert names_members("会员", "会员分为普通会员和金卡会员。")
    assert not names_members("辅助岗位", "| 辅助岗位 | 15 | 35 |")
    assert not names_members("辅助岗位", "辅助岗位指不直接参与作业的岗位。")  # a definition, no members listed


def test_the_members_of_a_class_answer_which_people_it_includes_not_its_row_of_allowances() -> None:
    line = _first_line("辅助岗位包括哪些岗位", [passage(ALLOWANCES, "岗位津贴标准", section="津贴表")])
    assert "保安" in line and "保洁员" in line
    assert "35" not in line


UNIFORMS = (
    "| 岗位 | 安全帽 | 劳保鞋 | 手套 | 押金 |\n|---|---|---|---|---|\n"
    "| 装卸工 | 1顶 | 防滑鞋2双/年 | 帆布手套6副/月 | 100元 |\n"
    "| 电工 | 1顶 | 绝缘鞋1双/年 | 绝缘手套2副/年 | 150元 |"
)


def test_a_row_asked_which_things_it_gives_lists_every_column_of_things_not_the_deposit() -> None:
    line = _first_line("电工都发哪些劳保用品", [passage(UNIFORMS, "劳动防护用品发放标准", section="发放标准")])
    assert "绝缘鞋1双/年" in line and "绝缘手套2副/年" in line and "1顶" in line
    assert "150" not in line


def test_a_column_named_whole_is_still_the_one_answered() -> None:
    line = _first_line("电工发哪些手套", [passage(UNIFORMS, "劳动防护用品发放标准", section="发放标准")])
    assert "绝缘手套2副/年" in line and "绝缘鞋" not in line


PENALTIES = (
    "第十条 违规处罚按下列程序办理：\n（一）质检员开具《违规处罚单》；\n（二）当事人签字确认；\n"
    "（三）部门经理审核，人事部在当月工资中扣除罚款。\n"
    "第十一条 当事人对处罚有异议的，可以在收到处罚单之日起5个工作日内向质量部提出书面申诉。"
)


def test_the_act_a_steps_question_asks_how_to_do_is_read_off_it() -> None:
    assert steps_act("对处罚不服，要怎么申诉") == "申诉"
    assert steps_act("申诉流程是什么") == "申诉"
    assert steps_act("工牌丢了如何补办") == "补办"
    assert steps_act("请假的手续怎么办理") == ""  # 办理 names no act of its own


def test_how_to_appeal_is_answered_by_the_sentence_naming_the_appeal_not_the_penalty_procedure() -> None:
    line = _first_line("对违规处罚不服，怎么申诉", [passage(PENALTIES, "违规处罚规定", section="第三章 处罚与申诉")])
    assert "5个工作日" in line and "质量部" in line


def test_which_costs_is_asked_as_a_list_and_how_much_a_cost_is_as_an_amount() -> None:
    assert ask_of("哪些费用不能报销").kind == "list"
    assert ask_of("差旅费包括哪些费用").kind == "list"
    assert ask_of("哪几项费用可以报").kind == "list"
    assert ask_of("出差费用标准是多少").kind == "amount"
    assert ask_of("住宿费用能报多少").kind == "amount"


def test_which_costs_is_a_list_whatever_words_stand_between() -> None:
    assert ask_of("哪些差旅费用可以报销").kind == "list"
    assert ask_of("哪几类培训费用公司承担").kind == "list"
    assert ask_of("差旅费用包括哪些").kind == "list"


EXPENSES = (
    "三、不予报销的费用\n个人罚款、私人礼品、烟酒、未经批准的宴请。\n"
    "四、差旅费用\n（一）出差住宿费用按每人每晚上限报销400元；\n（二）伙食补助每人每天60元，包干使用。\n"
)


def test_an_inline_list_under_a_heading_naming_the_asked_noun_answers_which_things() -> None:
    line = _first_line("哪些费用是公司不给报的", [passage(EXPENSES, "费用报销规定", section="费用报销规定")])
    assert "个人罚款" in line and "烟酒" in line


PERMIT = (
    "一、动火作业\n（一）本规定所称动火作业，是指在禁火区进行焊接、切割等可能产生火焰的作业。\n"
    "（二）动火作业许可。1. 作业前由班组长填写《动火作业许可证》；2. 安全员到现场检查消防器材后审核；"
    "3. 由车间主任签发。\n（三）动火作业须安排专人监护。"
)


def test_the_steps_of_a_permit_are_its_numbered_items_not_the_lettered_rules_around_them() -> None:
    """ "1. …；2. …；3. …" written on the line of "（二）动火作业许可。" (a PDF's flattening) are the steps; the （一）
    definition and （三） rule beside them are items of another list."""
    line = _first_line("动火作业许可证怎么办理，流程是啥", [passage(PERMIT, "安全管理规定", section="一、动火作业")])
    assert "班组长" in line and "安全员" in line and "车间主任" in line
    assert "禁火区" not in line


UNIFORM_TERMS = (
    "| 岗位 | 安全帽 | 劳保鞋 | 更换周期 | 领取时限 | 依据 |\n|---|---|---|---|---|---|\n"
    "| 装卸工 | 1顶 | 防滑鞋2双 | 1个半月 | 入职后3个自然日内 | 第8条 |\n"
    "| 电工 | 1顶 | 绝缘鞋1双 | 2个半月 | 入职后5个自然日内 | 第9条 |"
)


def test_a_length_of_time_or_an_article_is_no_thing_a_row_gives() -> None:
    line = _first_line("电工都发哪些劳保用品", [passage(UNIFORM_TERMS, "劳动防护用品发放标准", section="发放标准")])
    assert "绝缘鞋1双" in line and "1顶" in line
    assert "2个半月" not in line and "5个自然日" not in line and "第9条" not in line


def test_which_rows_give_a_thing_is_answered_by_its_column_not_every_column_of_every_row() -> None:
    """ "哪些岗位发防滑鞋" asks which rows: 岗位 names the key column, so no row's item columns are listed."""
    line = _first_line("哪些岗位发防滑鞋", [passage(UNIFORMS, "劳动防护用品发放标准", section="发放标准")])
    assert "装卸工" in line
    assert "帆布手套" not in line and "绝缘手套" not in line


NESTED = (
    "第五条 入职办理程序如下：\n（一）员工填写入职登记表；\n（二）部门负责人审核，审核时需提供以下材料：\n"
    "1. 身份证复印件；\n2. 学历证明；\n（三）人事部录入系统并审批；\n（四）总经理签字后发放工牌。\n第六条 试用期为三个月。"
)


def test_a_list_goes_on_after_a_sub_list_nested_under_one_of_its_items() -> None:
    line = _first_line("入职办理的流程是什么", [passage(NESTED, "入职管理办法", section="第二章 入职")])
    assert "身份证复印件" in line and "人事部录入系统" in line and "总经理签字" in line


REVIEW = (
    "五、评审程序\n（一）职称评审由学校评审委员会组织，每年一次；\n（二）评审按以下程序进行：\n"
    "1. 个人申报；\n2. 学院推荐；\n3. 评审委员会评审；\n4. 结果公示。"
)


def test_items_numbered_otherwise_join_a_list_below_an_item_leading_into_them() -> None:
    line = _first_line("职称评审的流程是怎样的", [passage(REVIEW, "职称评审条件", section="五、评审程序")])
    assert "个人申报" in line and "学院推荐" in line and "结果公示" in line


LEAVE = (
    "第八条 年休假按以下程序办理：\n（一）员工提前3天在OA系统提交休假单；\n（二）部门经理审批；\n（三）人力资源部备案。\n"
    "第九条 员工申请年休假的，当年未休完的可顺延至次年3月31日。"
)


def test_the_procedure_asked_for_is_not_pushed_aside_for_a_sentence_using_its_verb() -> None:
    """ "年休假按以下程序办理：" does not repeat 申请, yet it is the procedure asked; 第九条 merely uses the verb."""
    for question in ("怎么申请年假", "年假如何申请"):
        line = _first_line(question, [passage(LEAVE, "年休假管理", section="第二章")])
        assert "OA系统" in line and "部门经理审批" in line, question


def test_a_procedure_is_another_one_only_when_it_names_the_cause_the_question_gives() -> None:
    assert of_the_other_clause("对处罚不服，怎么申诉", "申诉", "第十条 违规处罚按下列程序办理：")
    assert not of_the_other_clause("怎么申请年假", "申请", "第八条 年休假按以下程序办理：")
    assert steps_act("申请流程是什么") == "申请" and steps_act("请假流程是什么") == ""


def test_how_to_claim_a_cost_asks_for_steps_not_its_amount() -> None:
    """ "接待结束以后费用怎么报销" asks how to claim it (the article naming the deadline and the papers), not an amount
    for its 费用; "差旅费用报销标准是多少" still asks the amount."""
    assert ask_of("接待结束以后费用怎么报销").kind == "steps"
    assert ask_of("考完费用如何报销").kind == "steps"
    assert ask_of("差旅费用报销标准是多少").kind == "amount"


def test_settling_a_cost_still_asks_its_amount() -> None:
    """ "值班费用怎么结算" asks how much and at which rate; only claiming or applying for it asks for steps."""
    assert ask_of("值班费用怎么结算").kind == "amount"
    assert ask_of("培训费用如何申请").kind != "amount"
