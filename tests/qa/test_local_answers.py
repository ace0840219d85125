"""Local answers that state what was asked: the kind asked for, the conclusion line, look-ups, refusals."""

from __future__ import annotations

import numpy as np
import pytest

from knowdesk.conversation.factory import open_conversation
from knowdesk.conversation.store import Round
from knowdesk.graphs.qa import merge_answers
from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.conclude import article_of, conclusion_of, strip_lead
from knowdesk.reasoning.crosslingual import CrossLingual
from knowdesk.reasoning.evidence import sentence_units, unwrap
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_answer import LocalGrader, key_words
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.text.numbers import arabic_numerals, chinese_number, cn_int, halfwidth_digits
from tests.qa.conftest import GLOSSARY, passage

G = Glossary.load(GLOSSARY)


@pytest.mark.parametrize(
    ("question", "kind"),
    [("年假有几天？", "duration"), ("请三天假需要谁审批？", "who"), ("工资几号发？", "date"), ("出差住宿标准是多少？", "amount"),
     ("病假工资怎么算啊？", "rate"), ("迟到几次会扣钱？", "count"), ("如何办理入职？", "steps"), ("试用期能请年假吗？", "yes_no"),
     ("离职要交接哪些东西？", "list"), ("什么是竞业限制？", "definition"), ("加班规定在劳动法第几条？", "article"),
     ("宿舍押金交多少？", "amount"), ("How long is maternity leave?", "duration"), ("Who approves laptop requests?", "who")],
)  # fmt: skip
def test_the_kind_of_answer_a_question_asks_for(question: str, kind: str) -> None:
    assert ask_of(question).kind == kind


def test_english_when_asks_a_time_unless_it_asks_in_which_case() -> None:
    assert ask_of("When will I get the money back?").kind == "date"
    assert ask_of("When do I need a doctor's note for sick leave?").kind != "date"  # in which case, not at what time


def test_english_what_is_asks_a_definition_only_of_a_thing_named_with_a_or_an() -> None:
    assert ask_of("What is a probation period?").kind == "definition"
    assert ask_of("What counts as a Tier A city?").kind == "definition"
    assert ask_of("What is the hotel limit for a G6 employee?").kind != "definition"  # a value of a thing


def test_an_english_prohibition_answers_a_yes_no_question() -> None:
    ask = ask_of("Can I use my own USB stick on my work laptop?")
    assert ask.kind == "yes_no"
    assert ask.fit("Personal USB storage devices are blocked on company laptops.")
    assert ask.fit("Smoking is prohibited in the warehouse.")
    assert not ask.fit("The warehouse opens at 8:00.")


def test_a_bound_without_a_unit_asks_for_some_number_and_a_total_for_a_sum() -> None:
    ask = ask_of("有限责任公司股东人数上限是多少？")
    assert ask.numeric and ask.stated_by("由一个以上五十个以下股东出资设立") and not ask.stated_by("可以不设监事会")
    assert ask_of("产假一共能休多少天？").total and not ask_of("产假能休多少天？").total


def test_a_conclusion_is_the_clause_that_states_it_without_numbering() -> None:
    words = key_words("年假有几天", G)
    assert conclusion_of(
        "（一）员工在公司连续工作满12个月后，每年享有带薪年休假7天；", ask_of("年假有几天"), words
    ) == ("员工在公司连续工作满12个月后，每年享有带薪年休假7天。")
    long = ("第十六条 月度内迟到或早退累计3次以内（每次不超过15分钟）不作处理，本条所称迟到以考勤系统记录为准，"
            "考勤系统故障期间以部门负责人确认的签到表为准，超过3次的每次扣款50元。")  # fmt: skip
    c = conclusion_of(long, ask_of("迟到超过3次扣多少钱？"), key_words("迟到超过3次扣多少钱", G))
    assert c.startswith("月度内迟到") is False and "50元" in c and len(c) < len(strip_lead(long))
    assert strip_lead("（二）请假2天至3天：由直属上级审批") == "请假2天至3天：由直属上级审批"
    assert strip_lead("第十二条 请假审批按以下权限执行：") == "请假审批按以下权限执行："
    assert conclusion_of("工资于每月１０日发放。", ask_of("工资几号发"), {}) == "工资于每月10日发放。"


def test_the_article_a_sentence_belongs_to() -> None:
    body = "第十一条 总则。\n第十二条 请假审批按以下权限执行：\n（一）请假1天及以内：由直属上级审批；"
    units = sentence_units(body)
    assert article_of(body, units[-1].start, units[-1].heading) == "第十二条"
    assert article_of("没有条文编号的说明。", 0) == ""


def test_numerals_and_wrapped_lines() -> None:
    assert chinese_number("两万五") == 25000 and chinese_number("一百零五") == 105 and chinese_number("三四") is None
    assert cn_int("十五") == 15 and cn_int("二〇二四") is None and cn_int("7") == 7
    assert (
        arabic_numerals("请三天假，报销两万元") == "请3天假，报销20000元" and arabic_numerals("一线城市") == "一线城市"
    )
    # a numeral after an English term stays apart from it, so "VPN" is not read as "VPN1"
    assert arabic_numerals("VPN一个月多少流量") == "VPN 1个月多少流量" and arabic_numerals("P7两年") == "P7 2年"
    assert halfwidth_digits("３００％，（含）") == "300%，（含）"
    wrapped = "2、按政府规定，公司为员工购买相关社会保险，个人应承担的部\n分从每月薪资中扣除。\n3、个人所得税代扣代缴。"
    assert unwrap(wrapped).splitlines()[0].endswith("部分从每月薪资中扣除。")
    assert unwrap("Rose: Love, Passion, Beauty and more\nCarnation: Maternal Love").count("\n") == 1  # a list stays
    # lines opened by a bullet glyph (a plain-text notice in ■ lines) are items, never one line wrapped into the next
    bulleted = "■ 等级系数：优秀1.2｜良好1.0｜合格0.8｜不合格0\n■ 绩效奖金基数：店员800元，店长1500元。"
    assert unwrap(bulleted).count("\n") == 1
    # and the glyph is not part of the sentence ("■ 星级店员：…" defines 星级店员)
    assert [u.text for u in sentence_units(bulleted)][1] == "绩效奖金基数：店员800元，店长1500元。"


def test_clause_numbers_indented_items_and_short_bullets_are_not_wrapped_lines() -> None:
    # a plain-text SOP: "3 范围" and "3.1 …" open clauses; the indented quota lines are items of the clause above
    sop = (
        "文件编号：QA-SOP-017　版本号：02　生效日期：2025年9月1日　归口部门：质量部\n3 范围\n"
        "3.1 每位质检员每月可以领用的防护用品如下：\n    一次性手套（乳胶，中号）：每月20副\n"
        "    医用口罩（独立包装）：每月30个\n3.2 不得将防护用品带出厂区。"
    )
    assert unwrap(sop).count("\n") == sop.count("\n")
    # PDF text spaces its numbers: a line opening with "40 学时，…" goes on the line before, it opens no clause
    spaced = "新入职的生产操作人员和设备维修人员的岗前安全培训累计应不少于\n40 学时，由部门负责人组织考核。"
    assert unwrap(spaced).count("\n") == 0
    # slide bullets of different widths under a much wider note stay apart
    slide = (
        "生产岗位：每年培训不少于36学时\n维修岗位（电工、钳工、焊工）：每年培训不少于30学时\n行政岗位：每年不少于20学时\n"
        "演讲者备注：学时在学习平台查询，外部培训的学时须由部门经理审核后计入，线上课程每年最多计入12学时。"
    )
    assert unwrap(slide).count("\n") == 3
    # a PDF paragraph broken at the page width is still joined
    pdf = "调查应在规定的时限内完成，不能按期完成的应在到期前提交延期申请，说明延期的理由和\n新的完成日期。\n"
    assert unwrap(pdf).startswith(
        "调查应在规定的时限内完成，不能按期完成的应在到期前提交延期申请，说明延期的理由和新的完成日期。"
    )
    # a PDF's lines vary in width: one stopping mid-sentence is joined though much narrower than the widest
    narrow = (
        "行政班员工每周工作五天，每天 8 小时，正常时间为上午\n9:00--12:00，下午 13:00--18:00。\n"
        "2、忘记打卡的员工，一个月有 3 次机会到人事部申请补卡，需要其部门负责人签字后到人事部登记备案，逾期不予受理。"
    )
    assert unwrap(narrow).count("\n") == 1
    # a form's blank is no labelled value: it introduces the line after it as before
    form = "卡号：6222 **** **** ****\n已附上新卡复印件，请协助办理。"
    assert [u.heading for u in sentence_units(form)] == ["卡号：6222"]
    # a short labelled value is a sentence of its own, not a heading of the line after it
    units = sentence_units(sop)
    assert [u.text for u in units][2:4] == ["一次性手套（乳胶，中号）：每月20副", "医用口罩（独立包装）：每月30个"]
    assert [u.heading for u in units][2:5] == ["", "", ""]
    # a slide's short bullets that state an amount are rules, not headings (the slide's heading introduces each of
    # them); a year or a chapter number is no amount
    bullets = "加班补贴\n每次加班餐补25元\n每月最多报销8次\n2025年调整说明\n补贴随工资发放。\n第2章 报销\n凭票报销。"
    assert [(u.heading, u.text) for u in sentence_units(bullets)] == [
        ("加班补贴", "每次加班餐补25元"), ("加班补贴", "每月最多报销8次"), ("2025年调整说明", "补贴随工资发放。"),
        ("第2章 报销", "凭票报销。"),
    ]  # fmt: skip
    # a FAQ's answer is no bullet: its question introduces it, not the next answer's sentences
    faq = "问：每月几号发工资？\n答：工资每月10日发放至工资卡。餐补随次月工资发放。"
    assert [u.heading for u in sentence_units(faq)][-1] == ""
    # …nor wrapped into the next one, however wide
    assert unwrap("焊工（持证上岗满三年以上的）：每年培训不少于30学时\n电工：每年不少于24学时").count("\n") == 1


def test_a_tier_answers_with_its_number_and_a_table_by_row_and_column() -> None:
    gen = LocalGenerator(G, max_sentences=4)
    rules = passage(
        "第十二条 请假审批按以下权限执行：\n（一）请假1天及以内（含半天）：由直属上级审批；\n"
        "（二）请假2天至3天：由直属上级、部门负责人依次审批；\n（三）请假4天至10天：由直属上级、部门负责人审批后，报人力资源部备案审核；",
        section="三、请假审批权限",
    )  # fmt: skip
    out = gen.generate("请三天假需要谁审批？", [rules])
    first, basis = out.answer.splitlines()[:2]
    assert "部门负责人" in first and "2天至3天" in first and "4天至10天" not in first
    assert basis.startswith("依据：《员工请假管理制度V3.1》第十二条") and out.derived and "tier" in out.why
    sheet = passage("| 城市级别 | 职级 | 住宿标准（元/晚） |\n|---|---|---|\n| 一线城市 | P1–P4 | 500 |\n| 一线城市 | P5–P7 | 650 |",
                    document="差旅费报销标准2024", section="工作表：差旅报销标准")  # fmt: skip
    out = gen.generate("一线城市P6住宿每晚能报多少？", [sheet])
    assert "650" in out.answer.splitlines()[0] and out.citations[0]["section"] == "工作表：差旅报销标准"


def test_evidence_that_does_not_state_what_is_asked_is_refused() -> None:
    gen = LocalGenerator(G, max_sentences=4)
    p = passage("有不满1周岁婴儿的女员工，每天享有1小时哺乳时间。女员工生育享受国家法定产假98天。")
    no_topic = gen.generate("育儿假有几天？", [p])
    assert no_topic.answer == "" and "育儿" in no_topic.why
    no_value = gen.generate("婚假有几天？", [passage("员工依法办理结婚登记的，可申请婚假，须上传结婚证扫描件。")])
    assert no_value.answer == "" and "duration" in no_value.why
    assert gen.generate("产假有几天？", [p]).answer.startswith("结论：女员工生育享受国家法定产假98天")


def test_a_kind_of_leave_or_bonus_the_evidence_never_names_is_refused() -> None:
    """ "献血假" against a leave policy that has 年休假 and 婚假 only: 假 and 休 are in every leave rule, but no
    evidence names 献血, so the question is refused. A kind written a little differently (法定年假 → 法定年休假),
    or one a character too wide (员工年假 → 年假), is still named."""
    gen = LocalGenerator(G, max_sentences=4)
    leave = passage("年休假可以集中使用，也可以分段使用，应当提前3个工作日申请。员工休婚假10天，休假期间工资照发。")
    for question, kind in (("献血假可以休几天？", "献血假"), ("公司有年终奖吗？", "年终奖")):
        refused = gen.generate(question, [leave])
        assert refused.answer == "" and kind in refused.why
    # 陪产假 is one word: 产假 in the evidence does not name it; "女职工产假" is 女职工 + 产假 and does
    maternity = passage("女职工生育享受98天产假，其中产前可以休假15天。")
    paternity = gen.generate("老婆生孩子，陪产假能休几天？", [maternity])
    assert paternity.answer == "" and "陪产假" in paternity.why
    assert "98天" in gen.generate("女职工产假有几天？", [maternity]).answer.splitlines()[0]
    statutory = passage("职工累计工作已满1年不满10年的，法定年休假5天；已满10年不满20年的，年休假10天。")
    assert "5天" in gen.generate("工作3年，法定年假有几天？", [statutory]).answer.splitlines()[0]
    assert "10天" in gen.generate("员工婚假有几天？", [leave]).answer.splitlines()[0]


def test_a_question_naming_a_unit_or_a_grade_code_needs_a_sentence_that_meets_it() -> None:
    gen = LocalGenerator(G, max_sentences=4)
    bonus = passage("员工工作日加班须经部门经理批准，可申请调休。物质奖励包括：颁发奖金（按加分方式奖励每分 5 元）、增加工资等形式。",
                    document="易速鲜花员工手册", section="第五章 奖惩制度")  # fmt: skip
    refused = gen.generate("工作日加班工资按多少倍算？", [bonus])
    assert refused.answer == "" and "倍" in refused.why
    overtime = passage("安排劳动者延长工作时间的，支付不低于工资的百分之一百五十的工资报酬。", document="劳动法")
    stated = gen.generate("工作日加班工资按多少倍算？", [overtime]).answer.splitlines()[0]
    assert "百分之一百五十" in stated or "150%" in stated  # the rate for 工作日 (formulas.py) states it in digits
    rule = passage("基本工资：根据员工职级和所在职级区间确定，占月度标准工资的70%。",
                   document="薪酬福利管理制度V1.2", section="三、薪酬结构")  # fmt: skip
    no_grade = gen.generate("P5的基本工资是多少？", [rule])
    assert no_grade.answer == "" and "P5" in no_grade.why
    # the grade named by a range in the sentence or by the section heading answers
    ranged = passage("P5-P7级员工基本工资占月度标准工资的70%。", document="薪酬福利管理制度V1.2")
    assert "70%" in gen.generate("P5的基本工资是多少？", [ranged]).answer.splitlines()[0]
    headed = passage("基本工资占月度标准工资的70%。", document="薪酬福利管理制度V1.2", section="P5级薪酬")
    assert "70%" in gen.generate("P5的基本工资是多少？", [headed]).answer.splitlines()[0]


def test_a_grade_code_no_row_names_is_refused_even_by_a_row_keyed_otherwise() -> None:
    """A tier's row ("| 旗舰配置 | … | 32英寸 × 2台 |") whose grade mapping stands elsewhere is no M7's answer."""
    from knowdesk.reasoning.answerable import unmet_constraint

    row = "| 旗舰配置 | 轻薄笔记本 | 18000 | 32英寸 × 2台 | 4 |"
    assert unmet_constraint("M7入职能配几台显示器", row, "办公设备配发标准 工作表：配发标准") is not None


def test_sub_answers_share_one_conclusion_line() -> None:
    merged = merge_answers(
        ["结论：婚假10天。\n依据：《A》第七条：婚假10天。", "结论：产假128天。\n依据：《A》第八条：合计128天。"]
    )
    assert merged.splitlines()[0] == "结论：婚假10天；产假128天。" and merged.count("依据：") == 2
    refused = 'Sorry, the knowledge base has nothing on "x".'
    assert merge_answers(["Conclusion: 7 days.", refused]).splitlines() == ["Conclusion: 7 days.", refused]


def test_an_english_question_reads_chinese_evidence_through_the_dense_model() -> None:
    vocab = {"marriage": [1.0, 0.0], "婚假": [1.0, 0.0], "产假": [0.0, 1.0]}

    def vec(text: str) -> np.ndarray:
        v = sum((np.asarray(x) for k, x in vocab.items() if k in text.lower()), np.zeros(2)) + 0.01
        return v / np.linalg.norm(v)

    cross = CrossLingual(vec, lambda texts: np.stack([vec(t) for t in texts]))
    leave = [passage("员工依法办理结婚登记的，享有婚假10天。"), passage("女员工生育享受产假98天。", fragment_id="f2")]
    grader = LocalGrader(G, 0.5, cross=cross)
    assert grader.grade("How many days of marriage leave?", leave) == ["relevant", "irrelevant"]
    out = LocalGenerator(G, 4, cross=cross).generate("How many days of marriage leave?", leave[:1])
    assert out.answer.startswith("Conclusion: (from Chinese sources) ") and "婚假10天" in out.answer


def test_questions_in_the_graph(ask, conversation, kb_app) -> None:
    two = ask("婚假有几天？产假呢？", kbs=["hr"])
    assert two["subqs"] == ["婚假有几天", "产假有几天"] and "10天" in two["answer"].splitlines()[0]
    assert "98天" in two["answer"].splitlines()[0]
    hinted = ask("回来以后多久之内要补手续？", kbs=["hr"])  # the normaliser's retried term is a search hint only
    assert "（" not in "".join(hinted["subqs"])
    assert any("可答依据" in t for t in ask("年假有几天？", kbs=["hr"])["trace"])
    # who-is falls through to the documents for a role the org chart does not name
    who = conversation.handle("工资卡办理找谁？")
    assert who.kind == "answer"
    # steps: the last answered round, citing it
    conv = open_conversation(kb_app.conversation_parts)
    conv.history = [
        Round(
            "年假有几天",
            "年假有几天",
            ["依据：《A》一：先提交申请。再等待审批。"],
            [{"document": "A", "section": "一"}],
        )
    ]
    steps = conv.handle("请给我详细步骤")
    assert steps.kind == "steps" and steps.result["citations"] == [{"document": "A", "section": "一"}]


def test_english_punctuation_is_kept(kb_app) -> None:
    d = kb_app.reasoner.decomposer
    assert d.decompose("My laptop is broken, what should I do?", 3) == ["My laptop is broken, what should I do"]


def test_a_second_english_question_after_and_is_its_own_part(kb_app) -> None:
    """ ", and when will I …" opens a question of its own; "and after how long …" or "how much of it …" lean on the
    first one and stay with it."""
    d = kb_app.reasoner.decomposer
    assert d.decompose("How much is the hotel limit per night, and who approves a higher rate?", 3) == [
        "How much is the hotel limit per night", "who approves a higher rate"]  # fmt: skip
    assert d.decompose("Who approves overtime? How many hours can I do a month?", 3) == [
        "Who approves overtime", "How many hours can I do a month"]  # fmt: skip
    one = "How long is parental leave, and how much of it is paid?"
    assert d.decompose(one, 3) == [one.rstrip("?")]
    assert len(d.decompose("How many days of unpaid leave can I take, and after how long at the company?", 3)) == 1


def test_two_topics_asked_the_same_thing_are_two_parts_and_a_lead_in_takes_its_list(kb_app, ask) -> None:
    d = kb_app.reasoner.decomposer
    assert d.decompose("婚假和陪产假分别有几天？", 3) == ["婚假有几天", "陪产假有几天"]
    out = ask("入职当天要带哪些材料？", kbs=["hr"])  # the lead-in ends its fragment; the list is the next one's table
    first = out["answer"].splitlines()[0]
    assert "携带以下材料" in first and "身份证" in first and "离职证明" in first


def test_the_passage_a_conclusion_comes_from_is_cited_even_when_the_basis_quotes_another() -> None:
    """The conclusion is the whole of 劳动合同法 第十四条's sentence, the basis quotes the neighbouring 条例's
    article: the reply must still cite 劳动合同法 (first, on the conclusion line), not only the neighbour."""
    gen = LocalGenerator(G, max_sentences=4)
    law = passage(
        "第十四条 用人单位自用工之日起满一年不与劳动者订立书面劳动合同的，视为用人单位与劳动者已订立无固定期限劳动合同。",
        document="劳动合同法", section="第二章 劳动合同的订立", fragment_id="law-00014",
    )  # fmt: skip
    rules = passage(
        "第七条 用人单位自用工之日起满一年未与劳动者订立书面劳动合同的，自用工之日起满一个月的次日至满一年的前一日"
        "应当向劳动者每月支付两倍的工资，并视为自用工之日起满一年的当日已经与劳动者订立无固定期限劳动合同。",
        document="劳动合同法实施条例", section="第二章 劳动合同的订立", fragment_id="rules-00007",
    )  # fmt: skip
    out = gen.generate("不签书面合同满多久就视为签了无固定期限合同？", [law, rules])
    first = out.answer.splitlines()[0]
    assert "满一年" in first and first.endswith("（《劳动合同法》第十四条）")
    assert (out.citations[0]["document"], out.citations[0]["locator"]) == ("劳动合同法", "第十四条")


def test_a_value_in_a_list_answers_only_for_its_own_item() -> None:
    """The welfare article lists 生日礼金300元 beside 中秋节礼品: it states no amount for the festival, so a
    question about one is refused; the item that holds its value answers."""
    gen = LocalGenerator(G, max_sentences=4)
    welfare = passage("公司为员工提供以下福利：补充商业医疗保险、年度体检1次、生日礼金300元、春节及中秋节礼品。")
    refused = gen.generate("中秋节过节费发多少钱？", [welfare])
    assert refused.answer == "" and "amount" in refused.why
    assert "300元" in gen.generate("生日礼金发多少钱？", [welfare]).answer.splitlines()[0]


def test_an_english_question_on_a_knowledge_base_in_both_languages_reads_the_chinese_rules_too() -> None:
    vocab = {"marriage": [1.0, 0.0], "婚假": [1.0, 0.0], "laptop": [0.0, 1.0]}

    def vec(text: str) -> np.ndarray:
        v = sum((np.asarray(x) for k, x in vocab.items() if k in text.lower()), np.zeros(2)) + 0.01
        return v / np.linalg.norm(v)

    cross = CrossLingual(vec, lambda texts: np.stack([vec(t) for t in texts]))
    mixed = [passage("Laptops are replaced after 4 years by the IT service desk."),
             passage("员工依法办理结婚登记的，享有婚假10天。", fragment_id="f2")]  # fmt: skip
    grader = LocalGrader(G, 0.5, cross=cross)
    assert grader.grade("How many days of marriage leave?", mixed) == ["irrelevant", "relevant"]
    # an English passage that answers keeps the question in English: the Chinese one is not read across
    assert grader.grade("How often are laptops replaced?", mixed)[0] == "relevant"
    generator = LocalGenerator(G, 4, cross=cross)
    # the English passage the grader kept on its words does not say it: the Chinese rule answers, read across
    out = generator.generate("How many days of marriage leave?", mixed)
    assert "婚假10天" in out.answer.splitlines()[0] and "(from Chinese sources)" in out.answer
    assert "4 years" in generator.generate("After how many years are laptops replaced?", mixed).answer.splitlines()[0]


def test_a_chinese_question_on_english_rules_is_not_answered_with_another_countrys_exception() -> None:
    handbook = passage(
        "Birth parents receive 20 weeks of paid parental leave. India: birth mothers receive 26 weeks of paid "
        "maternity leave, as the law requires.",
        document="Parental Leave Guide",
        section="Parental leave",
    )
    first = LocalGenerator(G, 4).generate("产假有几周？", [handbook]).answer.splitlines()[0]
    assert "20 weeks" in first and "India" not in first


def test_a_sentence_stating_a_value_opens_no_subject_and_the_section_name_above_it_favours_no_sentence() -> None:
    """ "初次聘用的员工试用期为6个月" is a rule, not a subject the next sentences speak of ("海宁西站，是…"); so the
    training rule after it does not borrow its 试用期 and win "新进员工试用期多长" with 新进 and a length."""
    gen = LocalGenerator(G, max_sentences=4)
    slide = passage(
        "二、试用期与入职培训\n初次聘用的员工试用期为6个月，试用期包含在劳动合同期限内。\n"
        "试用期满考核合格的予以转正。\n新进专职讲师须参加入职培训，累计不少于16学时。",
        document="新员工入职指南",
        section="二、试用期与入职培训",
    )
    first = gen.generate("新进员工试用期多长", [slide]).answer.splitlines()[0]
    assert "6个月" in first and "16学时" not in first


def test_the_section_name_above_the_first_sentence_of_a_slide_does_not_make_it_the_answer() -> None:
    """Every sentence under "四、外籍专家公寓" (the slide title, then the section line) is about the flat; the first
    one, the conditions, does not answer "租金多少" by standing right under the title."""
    gen = LocalGenerator(G, max_sentences=4)
    slide = passage(
        "四、外籍专家公寓\n四、外籍专家公寓\n申请条件：受聘2年以内、本人在本市无自有住房。\n"
        "租金：每月每平方米20元，从工资中代扣。\n租期：每次签订半年，累计不超过2年。",
        document="后勤服务指南",
        section="四、外籍专家公寓",
    )
    first = gen.generate("外籍专家公寓租金多少", [slide]).answer.splitlines()[0]
    assert "20元" in first and "申请条件" not in first


def test_another_documents_sentence_supports_only_when_it_names_more_of_the_question() -> None:
    """The basis adds a sentence of another document only when it names a word of the question the conclusion
    leaves out: a FAQ that merely shares the topic (年假, 预支) lengthens the reply and supports nothing asked."""
    gen = LocalGenerator(G, max_sentences=4)
    rule = passage(
        "第六条 员工入职满一年后，经直属上级批准，可预支不超过5天的年假。预支天数从次年年假中扣除。",
        document="年假管理办法", section="第二章 年假", fragment_id="leave-1",
    )  # fmt: skip
    faq = passage(
        "三、休假期间的待遇：员工休产假期间，年假照常累计；预支的年假在产假结束后补扣。",
        document="产假问答", section="休假期间", fragment_id="faq-1",
    )  # fmt: skip
    lines = gen.generate("年假可以预支吗？", [rule, faq]).answer.splitlines()
    assert "不超过5天" in lines[0] and len(lines) == 2 and "《年假管理办法》" in lines[1]  # its own article only
    lines = gen.generate("年假可以预支吗？休产假期间呢？", [rule, faq]).answer.splitlines()
    assert any("《产假问答》" in line for line in lines)  # 产假: the FAQ names what the rule does not


def test_the_asked_kind_of_leave_is_concluded_from_its_own_sentence_over_another_kinds_number() -> None:
    """ "事假工资怎么发" under a heading naming 病假与事假: the 事假 sentence says it in words ("不发工资"), the 病假 one
    states a rate of another kind; the heading does not make the 病假 sentence one of 事假. 病假 asked keeps its rate."""
    gen = LocalGenerator(G, max_sentences=4)
    leave = passage(
        "病假须提供二级及以上医院的病假证明；病假期间按本人基本工资的80%发放病假工资。事假须提前1天申请，事假期间不发工资。",
        section="五、休假 > （二）病假与事假",
    )
    assert "不发工资" in gen.generate("事假工资怎么发？", [leave]).answer.splitlines()[0]
    assert "80%" in gen.generate("病假工资怎么发？", [leave]).answer.splitlines()[0]


def test_a_sentence_naming_the_asked_kind_only_in_a_frame_word_is_no_answer_of_its_pay() -> None:
    """ "产假期间工资怎么发" beside 病假's rate: "男员工在配偶产假期间享受陪产假10天" shares only 期间 with the question, a frame
    word, and says nothing of the pay; the question is not answered by it."""
    gen = LocalGenerator(G, max_sentences=4)
    leaves = passage(
        "病假期间按本人基本工资的80%发放病假工资。女员工生育享受产假158天；男员工在配偶产假期间享受陪产假10天。",
        section="五、病假与产假",
    )
    answer = gen.generate("产假期间工资怎么发？", [leaves]).answer
    # nor 病假's rate: no sentence states 产假's pay
    assert not any(x in answer for x in ("陪产假10天", "158天", "80%"))
    assert answer == ""  # refused


def test_the_basis_of_a_conclusion_on_the_asked_kind_cites_no_sentence_of_another_kind() -> None:
    """ "丧假期间薪资如何计发" concluded on the 丧假 sentence: the 病假 rate beside it under the same heading is no basis
    of it, though it scores close (病假 is another kind of leave); asked of 病假, the rate is the conclusion."""
    gen = LocalGenerator(G, max_sentences=4)
    leave = passage(
        "员工直系亲属去世的，可申请丧假3天，丧假期间薪资照常发放。病假期间薪资按员工基本薪资的70%计发，病假须附医院证明。",
        section="第六章 请假 > 丧假与病假",
    )
    lines = gen.generate("丧假期间薪资如何计发？", [leave]).answer.splitlines()
    assert "薪资照常发放" in lines[0]
    assert not any("70%" in line for line in lines)
    assert "70%" in gen.generate("病假期间薪资如何计发？", [leave]).answer.splitlines()[0]


def test_a_list_item_is_of_the_kind_its_lead_in_names() -> None:
    """An item "入职未满3年的，按基本薪资的70%计发" under "病假期间薪资按下列比例计发：" is of 病假, though it names no kind:
    it answers no question of 丧假's pay, neither as its conclusion nor as its basis."""
    gen = LocalGenerator(G, max_sentences=4)
    leave = passage(
        "第九条 丧假：员工直系亲属去世的，可申请丧假3天，丧假期间薪资照发。\n"
        "第十条 病假：员工因病请假须附医院证明。病假期间薪资按下列比例计发：\n"
        "（一）入职未满3年的，按基本薪资的70%计发；\n（二）入职满3年的，按基本薪资的90%计发。",
        section="第三章 请假",
    )
    lines = gen.generate("丧假期间薪资如何计发？", [leave]).answer.splitlines()
    assert not any("70%" in line or "90%" in line for line in lines)
