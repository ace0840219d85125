"""Whether a table answered "by condition" (the question named no row) may be the answer: when it is the top
passage, when it is reached by a join from a row the question names in the top passage's workbook, or when the top
passage is another fragment of its document and the question, about that document, asks the value its rows give."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.lookup import _NAMES_WHO, _bare_name, _topic_words, look_up
from knowdesk.reasoning.tables import TableAnswer, siblings_from
from knowdesk.reasoning.tiers import TierAnswer
from tests.reasoning.conftest import passage

NOTES = passage(
    "| 项目 | 说明 |\n|---|---|\n| 住宿费 | 凭发票在标准内实报实销，超出标准部分由个人承担 |\n| 合住 | 两名同性别员工同行的，原则上合住一间 |",
    document="差旅费报销标准2024", section="工作表：说明", fragment_id="trip-00003",
)  # fmt: skip
STANDARDS = passage(
    "| 城市级别 | 职级 | 住宿标准（元/晚） | 餐补（元/天） |\n|---|---|---|---|\n| 一线城市 | P1–P4 | 500 | 100 |\n"
    "| 一线城市 | P5–P7、M1–M2 | 650 | 120 |\n| 其他城市 | P1–P4 | 300 | 60 |\n| 其他城市 | P5–P7、M1–M2 | 400 | 80 |",
    document="差旅费报销标准2024", section="工作表：差旅报销标准", fragment_id="trip-00000",
)  # fmt: skip
CITIES = passage(
    "| 城市 | 省份 | 城市级别 |\n|---|---|---|\n| 上海 | 上海 | 一线城市 |\n| 东莞 | 广东 | 其他城市 |",
    document="差旅费报销标准2024", section="工作表：城市级别对照", fragment_id="trip-00001",
)  # fmt: skip
PAY = passage(
    "第八条 公司为员工提供工作日午餐补贴，标准为每人每天25元，随当月工资发放。",
    document="薪酬福利管理制度", section="第三章 津贴补贴", fragment_id="pay-00008",
)  # fmt: skip
G = Glossary()


def test_a_joined_sheet_of_the_top_passages_workbook_answers_by_condition() -> None:
    retrieved = [NOTES, STANDARDS, CITIES]
    found = look_up("去上海出差住宿每晚能报多少钱？", retrieved, G, siblings_from(retrieved))
    assert isinstance(found, TableAnswer) and found.by_condition
    assert "一线城市" in found.statement and "500元/晚" in found.statement and "650元/晚" in found.statement
    assert "300" not in found.statement


def test_a_table_the_question_reaches_by_no_row_and_not_first_does_not_answer() -> None:
    retrieved = [PAY, STANDARDS, CITIES]
    assert look_up("平时上班的餐补一天多少钱？", retrieved, G, siblings_from(retrieved)) is None
    retrieved = [NOTES, STANDARDS]  # the workbook's notes first, but the question is not about travel
    assert look_up("平时上班的餐补一天多少钱？", retrieved, G, siblings_from(retrieved)) is None
    assert look_up("出差的时候迟到怎么处理？", retrieved, G, siblings_from(retrieved)) is None  # asks no value


def test_a_question_leaving_the_condition_open_gets_every_row_though_the_notes_come_first() -> None:
    retrieved = [NOTES, STANDARDS]
    found = look_up("出差餐补一天多少钱？", retrieved, G, siblings_from(retrieved))
    assert isinstance(found, TableAnswer) and found.by_condition
    assert all(v in found.statement for v in ("一线城市", "100元/天", "120元/天", "其他城市", "60元/天", "80元/天"))


def test_a_tier_kept_in_a_table_is_read_by_its_columns_before_a_prose_tier() -> None:
    annual = passage(
        "| 累计工作年限 | 法定年休假 | 本公司司龄 | 奖励年假 |\n|---|---|---|---|\n| 满1年不满10年 | 5天 | 不满3年 | 0天 |\n"
        "| 满10年不满20年 | 10天 | 满3年不满6年 | 1天 |\n| 满20年及以上 | 15天 | 满6年不满9年 | 2天 |\n| — | — | 满9年及以上 | 3天 |",
        document="请假办法", section="第二章 年休假", fragment_id="leave-00004",
    )  # fmt: skip
    found = look_up("我工龄12年，法定年休假有几天？", [annual], G)
    assert isinstance(found, TableAnswer) and found.values == ("10天",) and found.ranged


def test_a_time_limit_question_is_not_answered_by_a_length_column() -> None:
    leaves = passage(
        "| 假期类别 | 天数 | 工资待遇 |\n|---|---|---|\n| 婚假 | 13天 | 工资照发 |\n| 陪产假 | 15天 | 工资照发 |",
        document="请假办法", section="附表 各类假期待遇一览表", fragment_id="leave-00009",
    )  # fmt: skip
    assert look_up("婚假有几天？", [leaves], G) is not None
    assert look_up("婚假要在多长时间内休完？", [leaves], G) is None  # the limit is in the prose article
    limits = passage(
        "| 假期类别 | 休假期限 |\n|---|---|\n| 婚假 | 登记之日起1年内 |\n| 陪产假 | 出生之日起60日内 |",
        document="请假办法", section="附表 休假期限", fragment_id="leave-00010",
    )  # fmt: skip
    found = look_up("陪产假最晚多久之内休完？", [limits], G)
    assert isinstance(found, TableAnswer) and "60日内" in found.statement


LEVELS = passage(
    "| 等级 | 称号 | 代表岗位 |\n|---|---|---|\n| S1 | 技工 | 操作工 |\n| S2 | 中级技工 | 机修工 |\n"
    "| S3 | 高级技师 | 班组长、工段长 |\n| S4 | 首席技师 | 技能带头人 |",
    document="技能等级宣讲", section="等级与岗位", fragment_id="skill-00001",
)  # fmt: skip
TRANSFER = passage(
    "技能通道转管理通道：S2可以转班组长助理，S3及以上可以转班组长；转入后设3个月考察期。",
    document="技能等级宣讲", section="通道转换", fragment_id="skill-00002",
)  # fmt: skip


def test_what_a_level_is_comes_from_its_row_not_from_a_tier_of_levels_holding_it() -> None:
    """ "S3是什么等级" names the key column and the row, no value column: the row's name (高级技师) answers it, a
    row the question's level chose, so it comes before the band "S3及以上" (what S3 and above may do)."""
    found = look_up("S3是什么等级", [TRANSFER, LEVELS], G)
    assert isinstance(found, TableAnswer) and found.values == ("高级技师",)


def test_how_a_case_counts_answers_how_it_is_reckoned() -> None:
    """ "开会迟到20分钟怎么算" is asked like a rate; the band beyond the listed minutes says what the case counts as."""
    rules = passage(
        "会议迟到处罚细则:\nA: 9:00- 9:05 进场,即迟到 0-5 分钟/次,扣 1 分\nB: 9:05- 9:15 进场,即迟到 5-15 分钟/次,扣 2 分\n"
        "C: 9:15 以后进场,按缺席处理",
        document="会议纪律", section="第二章 考勤", fragment_id="meet-00002",
    )  # fmt: skip
    found = look_up("开会迟到20分钟怎么算？", [rules], G)
    assert isinstance(found, TierAnswer) and found.statement == "20分钟属于“9:15 以后进场”这一档：按缺席处理"


def test_a_thing_no_row_names_is_looked_up_by_the_category_a_sentence_lists_it_in() -> None:
    """ "用卷发棒罚多少" on a penalty table with a row for 大功率电器: the rule listing "吹风机、卷发棒等大功率电器" joins
    卷发棒 to that row (not to the row sharing the characters 电 or 用)."""
    rule = passage(
        "第六条 宿舍内禁止使用吹风机、卷发棒、电暖器等大功率电器，禁止在楼道内给电瓶车充电。",
        document="公寓管理办法", section="第二章 安全", fragment_id="flat-00006",
    )  # fmt: skip
    table = passage(
        "| 违规行为 | 处理 |\n|---|---|\n| 使用大功率电器 | 没收电器，罚款80元 |\n| 在楼道内给电瓶车充电 | 罚款150元 |\n"
        "| 留宿他人 | 罚款100元 |",
        document="公寓管理办法", section="第三章 处罚", fragment_id="flat-00010",
    )  # fmt: skip
    found = look_up("公寓里用卷发棒被发现罚多少钱？", [rule, table], G)
    assert isinstance(found, TableAnswer) and found.values == ("没收电器，罚款80元",)
    assert found.statement.startswith("卷发棒属大功率电器，") and found.citations[-1].fragment_id == "flat-00006"


def test_a_table_that_names_nothing_of_the_asked_thing_does_not_answer_though_a_row_and_unit_fit() -> None:
    dorm = passage(
        "| 房型 | 适用职级 | 住宿费（元/人·月） |\n|---|---|---|\n| 四人间 | T1—T2 | 100 |\n| 单人间 | T5及以上、M2及以上 | 350 |",
        document="补贴管理办法", section="第四章 补贴", fragment_id="pay-00004",
    )  # fmt: skip
    assert look_up("M2的通讯补贴每月多少？", [dorm], G) is None
    found = look_up("M2住单人间，住宿费每月多少？", [dorm], G)
    assert isinstance(found, TableAnswer) and found.values == ("350元/人·月",)


def test_a_header_is_chosen_by_the_class_of_staff_it_opens_with() -> None:
    from tests.reasoning.test_applied import WAGES

    found = look_up("甲级仓正式工叉车司机加班2小时按多少钱算？", [WAGES], Glossary.load(None))
    assert isinstance(found, TableAnswer) and found.values == ("26元/小时",), found
    found = look_up("甲级仓临时工叉车司机干2小时多少钱？", [WAGES], Glossary.load(None))
    assert isinstance(found, TableAnswer) and found.values == ("36元/小时",), found


def test_a_who_question_is_not_answered_by_a_cell_naming_no_one() -> None:
    seats = passage(
        "来访接待标准表\n| 项目 | 标准 | 说明 |\n|---|---|---|\n| 工作餐 | 每人每餐不超过60元 | 在内部食堂安排 |\n"
        "| 陪同人数 | 来访对象10人以内不超过2人；超过10人不超过四分之一 | 按来访对象人数确定 |\n| 用车 | 行政部统一安排 | 集中乘车 |",
        document="来访接待办法", section="附件 接待标准表", fragment_id="visit-00009",
    )  # fmt: skip
    assert look_up("这次来访对象有15人，要谁审批", [seats], G, siblings_from([seats])) is None


def test_a_row_placed_only_by_its_range_in_a_table_of_another_matter_is_no_answer() -> None:
    bonus = passage(
        "表2 网点等级与主任奖金\n| 网点等级 | 月均揽收额 | 主任奖金上限 |\n|---|---|---|\n| 甲级 | 60万元（含）以上 | 9000元 |\n"
        "| 乙级 | 60万元以下 | 6000元 |",
        document="网点考核办法", section="二、网点等级", fragment_id="post-00002",
    )  # fmt: skip
    assert look_up("柜员短款12块钱要怎么处理", [bonus], G, siblings_from([bonus])) is None  # 12元 is in 60万元以下
    found = look_up("月均揽收额40万元，主任奖金上限多少", [bonus], G, siblings_from([bonus]))
    assert isinstance(found, TableAnswer) and "6000" in found.statement


def test_a_who_question_keeps_a_look_up_whose_column_names_a_person() -> None:
    desks = passage(
        "| 门店 | 对接人 | 分机 |\n|---|---|---|\n| 西湖店 | 周宁 | 8012 |\n| 滨江店 | 吴迪 | 8013 |",
        document="门店IT对接表", section="工作表：Sheet1", fragment_id="desk-00001",
    )  # fmt: skip
    found = look_up("滨江店的对接人是谁", [desks], G, siblings_from([desks]))
    assert isinstance(found, TableAnswer) and "吴迪" in found.statement


def test_only_columns_and_cells_that_name_a_person_count_as_saying_who() -> None:
    assert _NAMES_WHO.search("经办人") and _NAMES_WHO.search("姓名")
    assert not any(_NAMES_WHO.search(c) for c in ("标准（元/人）", "人均标准", "个人承担"))
    assert _bare_name("陈静") and _bare_name("周宁、吴迪")
    assert not any(_bare_name(c) for c in ("集中乘车", "不予报销"))


def test_a_number_in_words_and_the_asking_word_are_not_what_a_tier_list_must_be_about() -> None:
    """ "进公司一年半，病假工资打几折": 一年半 and 打几折 say how long and what is asked, so the 司龄 list answers."""
    sick = passage(
        "第十一条 病假期间按以下标准发放病假工资：\n（一）司龄不满2年的，按本人基本工资的60%发放；\n"
        "（二）司龄满2年不满5年的，按本人基本工资的70%发放；\n（三）司龄满5年及以上的，按本人基本工资的80%发放。",
        document="员工休假与请假实施细则", section="第三章 其他假期", fragment_id="leave-00011",
    )  # fmt: skip
    found = look_up("进公司一年半，病假工资打几折", [sick], G)
    assert isinstance(found, TierAnswer) and "60%" in found.statement


def test_a_numbers_unit_stays_a_topic_word_its_numerals_do_not() -> None:
    """迟到3分钟 is about 分钟 as "迟到15分钟以内" is; 一年半 about 年, not 半; 一万 about nothing."""
    assert "分钟" in _topic_words("第一次迟到3分钟，扣多少钱", G)
    words = _topic_words("进公司一年半，病假工资打几折", G)
    assert "年" in words and not any("半" in w or "几" in w for w in words)
    assert not any("万" in w for w in _topic_words("报销一笔一万整的费用，要经过哪几个人", G))


def test_a_number_goes_whole_and_its_unit_is_a_word_of_its_own() -> None:
    """ "端午节放半天假" is about 假 and 天, not the fused 天假; "一张五千元整的发票" is about 发票, not 一张 or 整; a
    classifier after 一 only counts the thing once."""
    words = _topic_words("端午节放半天假吗", G)
    assert "假" in words and "天假" not in words, words
    words = _topic_words("开一张五千元整的发票要谁签字", G)
    assert "发票" in words and not any(w in ("整", "张", "一张") for w in words), words
    assert "年假" in _topic_words("入职两年半年假有几天", G)


WAGES = passage(
    "| 岗位 | 临时工时薪（元/小时） | 正式工时薪（元/小时） |\n|---|---|---|\n| 店员 | 20 | 18 |\n| 领班 | — | 26 |",
    document="门店薪资标准", section="工作表：时薪", fragment_id="wage-00000",
)  # fmt: skip


def test_a_yes_no_question_is_not_answered_by_an_empty_cell() -> None:
    assert look_up("临时工能当领班吗", [WAGES], G) is None
    assert isinstance(look_up("领班的正式工时薪多少", [WAGES], G), TableAnswer)


KIT = passage(
    "| 工种 | 护目镜 | 防割手套 | 降噪耳罩 |\n|---|---|---|---|\n| 切割工 | 每人1副 | 每季2双 | — |\n"
    "| 仓管员 | — | 每季1双 | — |",
    document="劳保用品发放表", section="工作表：劳保", fragment_id="kit-00000",
)  # fmt: skip


def test_a_dash_answers_no_to_whether_a_thing_is_given() -> None:
    found = look_up("仓管员配护目镜吗", [KIT], G)
    assert isinstance(found, TableAnswer) and "无" in found.statement, found
    found = look_up("切割工发不发降噪耳罩", [KIT], G)
    assert isinstance(found, TableAnswer) and "不配发" in found.statement, found


OVERTIME_SLIDE = passage(
    "加班：先批后干\n- 加班前在系统提交申请\n  - 3小时以内：工长审批\n  - 超过3小时：车间主任审批\n- 未经审批的加班，不计加班费",
    document="车间加班培训", section="加班", fragment_id="ot-00001",
)  # fmt: skip


def test_a_tier_whose_value_opens_with_the_post_approving_answers_a_who_question() -> None:
    # 工长 is no office word the who-ask knows; "工长审批" after the band still names the decider
    found = look_up("加班2小时要谁审批", [OVERTIME_SLIDE], G)
    assert isinstance(found, TierAnswer) and found.tier is not None and found.tier.value == "工长审批", found


def test_an_adverb_or_a_verb_before_the_approval_names_no_decider() -> None:
    from knowdesk.reasoning.asks import names_decider

    assert names_decider("领班审批") and names_decider("科室主任审批，报科教处备案")
    assert not names_decider("须事先审批") and not names_decider("逐级审批") and not names_decider("另行审批")


def test_only_a_post_before_the_act_names_a_decider() -> None:
    from knowdesk.reasoning.asks import names_decider

    posts = ("库管员组长签字", "由值班经理批准", "TL审批", "GM签批，报财务备案", "项目负责人审核", "机修班长批")
    assert all(names_decider(v) for v in posts), [v for v in posts if not names_decider(v)]
    none = ("经审批后方可领用", "填表书面审批", "报审批", "OA系统审批，自动通过", "由部门审批", "甲乙双方签字确认",
            "延长审批时限", "OA审批")  # fmt: skip
    assert not any(names_decider(v) for v in none), [v for v in none if names_decider(v)]


SHIFT_SWAP = passage(
    "调班：按时长审批\n- 调班时长\n  - 4小时以内：填表书面审批\n  - 超过4小时：由部门审批\n- 未经批准的调班按旷工计",
    document="门店调班须知", section="调班", fragment_id="sw-00001",
)  # fmt: skip


def test_a_tier_naming_no_post_answers_no_who_question() -> None:
    # the band is read right, but 书面审批 names no one who approves: not an answer to 谁批
    found = look_up("调班3小时找谁批", [SHIFT_SWAP], G)
    assert not (isinstance(found, TierAnswer) and found.tier is not None and "书面" in found.tier.value), found
